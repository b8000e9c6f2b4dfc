/**
 * Relay sowing without a trace: where a move ends, and whether it ends at all. Used by variants
 * that must know which moves never end before listing legal moves. Cycle detection is Brent's
 * algorithm on the relay points (board plus the pit about to be lifted): one saved snapshot,
 * compared at each relay, so long legal relays cost no memory.
 * Agreement with the traced sow (src/engine/sowing.ts) is a property test.
 */
import { MAX_LAPS } from '../sowing.js';
import type { Cell } from '../types.js';

export interface FastLanding {
  /** The cell the last seed fell in (a pit id, or -1 - player for a store). */
  readonly cell: Cell;
  /** True when the relays would go round for ever. */
  readonly endless: boolean;
}

/**
 * Sows `from` along `track` on `pits` in place (no origin skipping, no blocked pits), relaying from
 * occupied pits until a lap ends in an empty pit or a store. Endless, as in the traced sow, when a
 * state repeats or the relay reaches MAX_LAPS laps.
 */
export function relaySow(pits: Int32Array, track: readonly Cell[], trackIndex: readonly number[], from: number): FastLanding {
  const n = track.length;
  const saved = new Int32Array(pits.length);
  let savedCell = -1;
  let power = 1;
  let lambda = 0;
  let at = trackIndex[from]!;
  let hand = pits[from]!;
  pits[from] = 0;
  for (let lap = 1; ; lap++) {
    let cell = -1;
    while (hand > 0) {
      at = at + 1 === n ? 0 : at + 1;
      cell = track[at]!;
      if (cell >= 0) pits[cell]!++;
      hand--;
    }
    if (cell < 0 || pits[cell]! <= 1) return { cell, endless: false };
    if (lap >= MAX_LAPS || (cell === savedCell && sameBoard(pits, saved))) return { cell, endless: true };
    if (++lambda === power) {
      saved.set(pits);
      savedCell = cell;
      power *= 2;
      lambda = 0;
    }
    hand = pits[cell]!;
    pits[cell] = 0;
  }
}

function sameBoard(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Of `pits` (each a pit to sow from), those whose relay sowing ends; the board is not changed. */
export function endingSowings(board: readonly number[], pits: readonly number[], track: readonly Cell[], trackIndex: readonly number[]): number[] {
  const start = Int32Array.from(board);
  const scratch = new Int32Array(start.length);
  return pits.filter((pit) => {
    scratch.set(start);
    return !relaySow(scratch, track, trackIndex, pit).endless;
  });
}
