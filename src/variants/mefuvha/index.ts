/**
 * Mefuvha (the Venda of Limpopo, South Africa). Stayt, "The Bavenda" (1931), as the Ludii portal sums
 * it up: 4 rows of 6 to 28 pits (usually 16 to 20, always even); 2 seeds a pit but each player's
 * leftmost inner pit (empty) and the next (1 seed); relay sowing round the own two rows,
 * counter-clockwise; a lap ending in an own empty inner pit takes the facing inner pit and the outer
 * pit behind it, and one more pit of the opponent's, the captor's choice (two more in Board and Pieces'
 * account); single seeds only when no pit holds more; every player's first move is sown from the
 * third inner pit from their left; whoever captures every seed of the opponent's wins.
 */
import type { VariantDefinition } from '../../engine/ruleset.js';
import { declareWords } from '../../words/hook.js';
import type { FourRowRelayGame, FourRowRelayOptions } from '../families/four-row-relay.js';
import { createFourRowRelay } from '../families/four-row-relay.js';
import { MEFUVHA_WORDS } from './words.js';

declareWords(MEFUVHA_WORDS);

export interface MefuvhaOptions extends FourRowRelayOptions {
  /** Pits in each row: any even number from 6 to 28 (Stayt); 16 is common. */
  readonly columns: number;
  /** How many more of the opponent's pits a capture takes: 1 (Stayt) or 2 (Board and Pieces). */
  readonly extra: 1 | 2;
}

const COLUMNS = [6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28];
const DEFAULTS: MefuvhaOptions = { columns: 16, extra: 1, endless: 'forbidden' };

/** Stayt's layout, rows top to bottom (B, BB, AA, A): two seeds a pit, but each player's leftmost inner pit is empty and the next holds one. */
export const mefuvhaStart = (columns: number): number[][] => {
  const two = () => new Array<number>(columns).fill(2);
  return [two(), [...two().slice(2), 1, 0], [0, 1, ...two().slice(2)], two()];
};

const game = (options: MefuvhaOptions): FourRowRelayGame => ({
  id: 'mefuvha',
  name: 'Mefuvha',
  columns: options.columns,
  start: mefuvhaStart(options.columns),
  direction: 'counter-clockwise',
  capture: 'inner-first',
  extraHoles: options.extra,
  singles: 'any',
  opening: 3,
  defaults: DEFAULTS,
  endlessChoices: ['forbidden', 'loses'],
  endlessNote: '',
});

export const mefuvha: VariantDefinition<MefuvhaOptions> = {
  id: 'mefuvha',
  name: 'Mefuvha',
  defaults: DEFAULTS,
  presets: { stayt: { extra: 1 }, 'board-and-pieces': { extra: 2 } },
  presetNames: { stayt: 'Stayt (1931)', 'board-and-pieces': 'Board and Pieces' },
  optionNotes: {
    columns: { name: 'Pits in a row', text: 'Pits in each row: any even number from 6 to 28 (Stayt); 16 to 20 are usual', choices: COLUMNS, labels: COLUMNS.map(String) },
    extra: {
      name: 'The extra capture',
      text: "How many more of the opponent's pits a capture takes, the captor's choice: one (Stayt) or two (Board and Pieces)",
      choices: [1, 2],
      labels: ['one pit', 'two pits'],
    },
    endless: {
      name: 'A move that never ends',
      text: 'A relay move that would never end: not allowed (our choice, as the accounts are silent), or lost by whoever plays it (as in Hawalis)',
      choices: ['forbidden', 'loses'],
      labels: ['not allowed', 'lost by whoever plays it'],
    },
  },
  create: (options) => createFourRowRelay(game(options), options),
};

export default mefuvha;
