/**
 * Sowing into stores on two rows of six, without a trace, for search and random playouts: an own
 * store is sown into and the opponent's passed over, a last seed in the own store sows again, a last
 * seed alone in an own pit captures the facing pit (and itself; with `emptyCapture`, even when the
 * facing pit is empty), and when a row empties each side's seeds go to its owner's store.
 * The board is one Int32Array:
 *   0..5  A1..A6   6  A's store   7..12  B6..B1 (B's pits in sowing order)   13  B's store
 * so both players sow forwards around 0..13, each skipping the other's store. Pit k faces 12 - k.
 * Agreement with the traced rules of a game that plugs it in is a property test (test/engine/fast.test.ts).
 */
import type { Ruleset } from '../ruleset.js';
import { finishedReward, materialReward } from '../search/evaluate.js';
import type { Position } from '../types.js';
import type { Rng } from './random.js';

export const STORE_SOWING_CELLS = 14;
const STORE = [6, 13] as const;

/** Our pit ids (0..11) to fast cells and back. */
export const storeSowingCell = (pit: number): number => (pit < 6 ? pit : pit + 1);
export const storeSowingPit = (cell: number): number => (cell < 6 ? cell : cell - 1);

/**
 * Sows `cell` for `player` in place. Returns the next player to move, or -1 when the game is
 * over (the remaining seeds have then been moved to each side's store).
 */
export function storeSow(b: Int32Array, player: number, cell: number, emptyCapture: boolean): number {
  let seeds = b[cell]!;
  b[cell] = 0;
  const skip = player === 0 ? 13 : 6;
  let i = cell;
  while (seeds > 0) {
    i = i === 13 ? 0 : i + 1;
    if (i === skip) continue;
    b[i]!++;
    seeds--;
  }
  const store = STORE[player]!;
  if (i === store) {
    // Ends in the own store: the same player sows again (unless the row is now empty).
  } else if (b[i] === 1 && (player === 0 ? i < 6 : i > 6 && i < 13)) {
    const across = 12 - i;
    if (b[across]! > 0 || emptyCapture) {
      b[store]! += b[across]! + 1;
      b[across] = 0;
      b[i] = 0;
    }
  }
  const a = b[0]! + b[1]! + b[2]! + b[3]! + b[4]! + b[5]!;
  const z = b[7]! + b[8]! + b[9]! + b[10]! + b[11]! + b[12]!;
  if (a === 0 || z === 0) {
    b[6]! += a;
    b[13]! += z;
    b.fill(0, 0, 6);
    b.fill(0, 7, 13);
    return -1;
  }
  return i === store ? player : 1 - player;
}

/** Plays `games` random games from `seeds` per pit; returns the number of sowings made. */
export function storeSowingPlayouts(games: number, seeds: number, rng: Rng, emptyCapture = false): number {
  const b = new Int32Array(STORE_SOWING_CELLS);
  let moves = 0;
  for (let g = 0; g < games; g++) {
    b.fill(seeds);
    b[6] = 0;
    b[13] = 0;
    let player = 0;
    while (player >= 0) {
      // Rejection sampling: a uniform choice among the non-empty pits, without building a list.
      const first = player === 0 ? 0 : 7;
      let cell: number;
      do cell = first + rng.below(6);
      while (b[cell] === 0);
      player = storeSow(b, player, cell, emptyCapture);
      moves++;
    }
  }
  return moves;
}

const board = new Int32Array(STORE_SOWING_CELLS);

/**
 * Store sowing on two rows of six with leftovers to their owners (above): null for a
 * position it does not cover (the pie rule in play, another number of pits).
 */
export function storeSowingPlayout(rules: Ruleset, start: Position, depth: number, rng: Rng, emptyCapture: boolean): [number[], number] | null {
  if (start.pie || start.pits.length !== 12) return null;
  const b = board;
  start.pits.forEach((n, pit) => (b[storeSowingCell(pit)] = n));
  b[6] = start.stores[0]!;
  b[13] = start.stores[1]!;
  let player = start.toMove!;
  let plies = 0;
  for (; plies < depth && player >= 0; plies++) {
    const first = player === 0 ? 0 : 7;
    let cell: number;
    do cell = first + rng.below(6);
    while (b[cell] === 0);
    player = storeSow(b, player, cell, emptyCapture);
  }
  return [player < 0 ? finishedReward(b[6]!, b[13]!) : materialReward(rules, [b[6]!, b[13]!]), plies];
}
