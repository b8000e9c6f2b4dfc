/**
 * Sungka (the Philippines). The Dakon family's rules (families/dakon.ts) with Sungka's settings:
 * 2x7 houses (bahay) of 7 shells, sown clockwise with each player's head (ulo) on their left; a player
 * without shells passes until every shell is in a head (Mancala World). One game by default; played
 * in rounds with burnt houses as an option, the winner starting the next round (Lopez 2021).
 */
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { createDakonFamily, moreWonStarts } from '../families/dakon.js';

export interface SungkaOptions {
  /**
   * - 'one': a single game, which ends when no house holds shells (Mancala World);
   * - 'rounds': the shells each player won fill their houses again, the houses they cannot fill
   *   burnt, until one cannot fill a house (Lopez 2021).
   */
  readonly rounds: 'one' | 'rounds';
}

const defaults: SungkaOptions = { rounds: 'one' };
export const SUNGKA_PITS = 7;
export const SUNGKA_SEEDS = 7;
/** Our limit on a game of rounds, as for Congkak and Dakon: then the player holding more shells wins. */
export const SUNGKA_MAX_ROUNDS = 10;

export const sungka: VariantDefinition<SungkaOptions> = {
  id: 'sungka',
  name: 'Sungka',
  defaults,
  optionNotes: {
    rounds: {
      name: 'Rounds',
      labels: ['one game', 'rounds with burnt houses'],
      text: 'One game, ended when no house holds shells, or rounds in which the houses a player cannot fill again are burnt',
      choices: ['one', 'rounds'],
    },
  },
  presets: {},
  create: createSungka,
};

/** The winner of a round starts the next (Lopez 2021); on equal shells, A (our choice). */
export const roundWinner = moreWonStarts;

function createSungka(options: SungkaOptions): Ruleset {
  const rules = createDakonFamily(
    {
      variant: 'sungka',
      name: options.rounds === 'rounds' ? 'Sungka (rounds)' : 'Sungka',
      pits: SUNGKA_PITS,
      seeds: SUNGKA_SEEDS,
      direction: 'clockwise',
      roundEnd: 'pass',
      maxRounds: SUNGKA_MAX_ROUNDS,
      starter: roundWinner,
    },
    options,
  );
  if (options.rounds === 'rounds') return rules;
  // A single game: the family's later rounds are left out.
  const { nextRound: _unused, ...single } = rules;
  return single;
}

export default sungka;
