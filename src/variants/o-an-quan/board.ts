/**
 * Ô ăn quan's board and the facts its rules read from a position: the two rows of five citizen pits,
 * the mandarin pits at the ends, both ways round the circuit, where the mandarins are, what each
 * player owes, and the score.
 */
import type { Topology } from '../../engine/topology.js';
import { twoRowWithEndPitsTopology } from '../../engine/end-pits.js';
import type { Cell, Outcome, PitId, Player, Position } from '../../engine/types.js';
import { capturedSeeds } from './state.js';

export const COLUMNS = 5;
export const SEEDS_PER_PIT = 5;

export interface Circuit {
  readonly track: readonly Cell[];
  readonly trackIndex: readonly number[];
}

export interface OAnQuanBoard {
  readonly topology: Topology;
  /** What a mandarin is worth, in seeds. */
  readonly value: number;
  /** The mandarin pits, left then right, in the order the `quan` state lists them. */
  readonly ends: readonly PitId[];
  readonly rowOf: (player: Player) => readonly PitId[];
  /** Each way round for each seat: 'ccw' along the topology's track, 'cw' the same circuit walked back. */
  readonly circuits: Readonly<Record<'ccw' | 'cw', readonly Circuit[]>>;
  readonly quanOf: (position: Pick<Position, 'state'>) => readonly number[];
  readonly owesOf: (position: Pick<Position, 'state'>) => readonly number[];
  readonly stateOf: (quan: readonly number[], owes: readonly number[]) => Pick<Position, 'state'>;
  /** Whether `player`, to move with an empty row, can refill it: five seeds between their captures and what the other can lend. */
  readonly canRefill: (position: Pick<Position, 'stores' | 'state'>, player: Player) => boolean;
  readonly outcome: (position: Position) => Outcome | null;
}

export const other = (player: Player): Player => 1 - player;

export function oAnQuanBoard(value: number): OAnQuanBoard {
  const topology = twoRowWithEndPitsTopology(COLUMNS, ['QL', 'QR']);
  const { tracks, trackIndex } = topology;
  const quanOf = (position: Pick<Position, 'state'>): readonly number[] => position.state?.quan ?? [-1, -1];
  const owesOf = (position: Pick<Position, 'state'>): readonly number[] => position.state?.owes ?? [0, 0];
  const backwards = (track: readonly Cell[]): Circuit => {
    const back = [...track].reverse();
    const index = new Array<number>(topology.pitCount).fill(-1);
    back.forEach((cell, i) => (index[cell] = i));
    return { track: back, trackIndex: index };
  };
  return {
    topology,
    value,
    ends: topology.rows[1]!.pits,
    rowOf: (player) => topology.rows[player === 0 ? 2 : 0]!.pits,
    circuits: { ccw: tracks.map((track, p) => ({ track, trackIndex: trackIndex[p]! })), cw: tracks.map(backwards) },
    quanOf,
    owesOf,
    // Nothing is written while both mandarins are in their pits and no one owes a seed, as at the start.
    stateOf: (quan, owes) => {
      const state = { ...(quan.some((where) => where >= 0) ? { quan } : {}), ...(owes.some((n) => n > 0) ? { owes } : {}) };
      return Object.keys(state).length ? { state } : {};
    },
    canRefill(position, player) {
      const quan = quanOf(position);
      return capturedSeeds(position.stores, quan, player, value) + capturedSeeds(position.stores, quan, other(player), value) >= COLUMNS;
    },
    // Stores, with each borrowed seed given back (English Wikipedia: returned "when counting the points").
    outcome(position) {
      if (position.toMove !== null) return null;
      const owes = owesOf(position);
      const scores = [0, 1].map((p) => position.stores[p]! - owes[p]! + owes[other(p)]!);
      return { winner: scores[0] === scores[1] ? null : scores[0]! > scores[1]! ? 0 : 1, scores };
    },
  };
}
