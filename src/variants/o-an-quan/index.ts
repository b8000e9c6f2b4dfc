/**
 * Ô ăn quan (Vietnam): two rows of five citizen pits (ô dân) between two mandarin pits (ô quan), one
 * at each end, owned by no one and each holding a mandarin piece. A player lifts one of their own
 * pits and sows it either way round; when the seeds run out, the pit after the last one decides: an
 * occupied citizen pit is lifted and sown on, a mandarin pit ends the turn, and an empty pit followed
 * by an occupied one captures that one, again and again along the circuit while empty and occupied
 * pits alternate. A player whose row is empty refills it with a seed in each pit from their
 * captures, borrowing when they have too few. Once both mandarins are captured, the seeds left in
 * each row go to its owner, and the greater total (a mandarin counting as 10) wins.
 * Rules from English Wikipedia, Mancala World (as the Ludii portal reports it) and the Vietnam
 * tourism administration's page; the page cites each clause.
 */
import { settle } from '../../engine/choices.js';
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import type { Move } from '../../engine/types.js';
import { rowSeeds } from '../../engine/work.js';
import { declareWords } from '../../words/hook.js';
import { COLUMNS, SEEDS_PER_PIT, oAnQuanBoard } from './board.js';
import { quanState } from './state.js';
import { endOnRepetition, turn } from './turn.js';

declare module '../../engine/types.js' {
  interface GameEndReasons {
    /** Ô ăn quan: both mandarin pieces have been captured. */
    'mandarins-captured': true;
    /** Ô ăn quan: one player owes the other more than half of all the seeds (our rule, against endless play). */
    'debt-decides': true;
  }
}

declareWords({
  endReasons: {
    'mandarins-captured': 'both mandarins have been captured, and each row’s seeds go to its owner',
    'debt-decides': 'one player owes the other more than half of all the seeds; each row’s seeds go to its owner and the debts are paid at the count',
  },
});

export interface OAnQuanOptions {
  /**
   * What a mandarin piece is worth in seeds: 10 (English Wikipedia, Mancala World) or 5 (the rules
   * of nhatnam.vn, as translated on Discover Vietnamese Language; English Wikipedia: "ten or five").
   */
  readonly mandarin: 10 | 5;
}

const defaults: OAnQuanOptions = { mandarin: 10 };

export const oAnQuan: VariantDefinition<OAnQuanOptions> = {
  id: 'o-an-quan',
  name: 'Ô ăn quan',
  defaults,
  presets: { ten: { mandarin: 10 }, five: { mandarin: 5 } },
  presetNames: { ten: 'A mandarin worth 10', five: 'A mandarin worth 5' },
  optionNotes: {
    mandarin: {
      name: 'A mandarin is worth',
      labels: ['10 seeds', '5 seeds'],
      text: 'What a mandarin piece counts for: ten citizen seeds (English Wikipedia, Mancala World) or five (nhatnam.vn)',
      choices: [10, 5],
    },
  },
  create: createOAnQuan,
};

function createOAnQuan(options: OAnQuanOptions): Ruleset {
  const board = oAnQuanBoard(options.mandarin);
  const { topology, value, ends, rowOf, stateOf } = board;
  const { owner } = topology;
  return {
    variant: 'o-an-quan',
    name: value === 10 ? 'Ô ăn quan' : 'Ô ăn quan (mandarin worth 5)',
    options,
    topology,
    totalSeeds: 2 * COLUMNS * SEEDS_PER_PIT + 2 * value,
    state: quanState,
    start: () => {
      const pits = new Array<number>(topology.pitCount).fill(SEEDS_PER_PIT);
      for (const end of ends) pits[end] = value;
      return { pits, stores: [0, 0], toMove: 0, ...stateOf([-1, -1], [0, 0]) };
    },
    // Every pit of the mover's row that holds seeds (all five where the row is to be refilled), each way round, less any move that would never end.
    legalMoves(position) {
      const player = position.toMove;
      if (player === null) return [];
      const empty = rowSeeds(position.pits, owner, player) === 0;
      return rowOf(player)
        .filter((pit) => empty || position.pits[pit]! > 0)
        .flatMap((pit) => (['ccw', 'cw'] as const).map((d): Move => ({ kind: 'sow', pit, choices: [d] })))
        .filter((move) => turn(board, position, move).ok);
    },
    outcome: board.outcome,
    endReasons: ['mandarins-captured', 'no-seeds', 'repetition', 'debt-decides'],
    onRepetition: (position) => endOnRepetition(board, position),
    checkPosition(position) {
      if (position.pie || position.blocked || position.owners) return 'Ô ăn quan has no pie rule, pits out of play or changing owners.';
      return null;
    },
    play: (position, move) => settle(turn(board, position, move)),
  };
}

export default oAnQuan;
