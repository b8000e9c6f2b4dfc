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
 * occupied pits until a lap ends in an empty pit, a store, or a pit `mayLift` refuses (the traced
 * sow's option of that name). Endless, as in the traced sow, when a state repeats or the relay
 * reaches MAX_LAPS laps.
 */
export function relaySow(pits: Int32Array, track: readonly Cell[], trackIndex: readonly number[], from: number, mayLift?: (pit: number, count: number) => boolean): FastLanding {
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
    if (cell < 0 || pits[cell]! <= 1 || (mayLift && !mayLift(cell, pits[cell]!))) return { cell, endless: false };
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
export function endingSowings(
  board: readonly number[],
  pits: readonly number[],
  track: readonly Cell[],
  trackIndex: readonly number[],
  mayLift?: (pit: number, count: number) => boolean,
): number[] {
  const start = Int32Array.from(board);
  const scratch = new Int32Array(start.length);
  return pits.filter((pit) => {
    scratch.set(start);
    return !relaySow(scratch, track, trackIndex, pit, mayLift).endless;
  });
}

/**
 * Looking ahead along one player's own circuit (e.g. laps sown clockwise): seeds sown one by one
 * from ring position `at`, `step` (+1 or -1) at a time, relaying from every pit that was occupied.
 * `ring` holds the counts in ring order and is changed; `target[i]` says whether a lap ending at
 * ring position i in an occupied pit wins (a capture). True when a lap does so within `maxLaps` + 1
 * laps, before a lap ends in an empty pit; false too once the laps come back to a state they have
 * been in, since every lap after that repeats one already looked at (Brent's cycle finding, in
 * `saved`, so a long look costs no memory). With `maxLaps` 0 only the first lap is looked at.
 */
export function relayReaches(ring: Int32Array, saved: Int32Array, at: number, hand: number, step: 1 | -1, target: Uint8Array, maxLaps: number): boolean {
  const n = ring.length;
  let savedAt = -1;
  let power = 1;
  let since = 0;
  for (let lap = 1; ; lap++) {
    if (hand >= n) {
      // Whole rounds first: every pit gets one seed a round.
      const rounds = ((hand - 1) / n) | 0;
      for (let i = 0; i < n; i++) ring[i]! += rounds;
      hand -= rounds * n;
    }
    for (; hand > 0; hand--) {
      at += step;
      if (at === n) at = 0;
      else if (at < 0) at = n - 1;
      ring[at]!++;
    }
    const count = ring[at]!;
    if (count < 2) return false;
    if (target[at]) return true;
    if (lap > maxLaps) return false;
    if (at === savedAt && sameBoard(ring, saved)) return false;
    if (++since === power) {
      saved.set(ring);
      savedAt = at;
      power *= 2;
      since = 0;
    }
    hand = count;
    ring[at] = 0;
  }
}
