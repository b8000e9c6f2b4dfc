/**
 * One Bao rule set's working parts, passed to the functions that play it: the options, the board,
 * the repeat detectors kept from turn to turn, and the legal starts (remembered per position).
 * `startsOf` is here rather than imported so that a turn's end can ask for the next player's moves
 * while the moves are found by looking ahead through turns.
 */
import type { CycleCheck, StateHistory } from '../../engine/repeats.js';
import type { Position } from '../../engine/types.js';
import type { BaoBoard } from './board.js';
import type { BaoOptions, Start } from './types.js';

export interface BaoGame {
  readonly options: BaoOptions;
  readonly board: BaoBoard;
  /** Repeats within a turn that is played: its trace needs the very lap its laps come round on. */
  readonly history: StateHistory;
  /** Repeats within a probe, which only asks whether the move ends. */
  readonly probeCycle: CycleCheck;
  /** The moves open in `position` (see starts.ts). */
  startsOf(position: Position): Start[];
}
