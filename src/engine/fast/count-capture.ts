/**
 * Count captures on the opponent's row, without a trace, for search and random playouts: two rows of
 * six and 48 seeds, a lap of 12 or more passes over the pit it started from, a last seed making 2 or
 * 3 in an opponent's pit takes it and the chain of such pits behind it, an opponent with no seeds
 * must be fed, more than half the seeds (25) wins, and a capture of the opponent's whole row (a
 * grand slam) takes everything, captures nothing, or is forbidden, as the settings say. Agreement
 * with the traced rules of a game that plugs it in is a property test (test/engine/fast.test.ts).
 * Pits use our ids: 0..5 are A1..A6 and 6..11 are B6..B1, so both players sow forwards around 0..11.
 *
 * Repetition: stores change only by captures, so a position can only repeat since the last
 * capture. Positions since then sit in a hash set cleared, in O(1), by a generation stamp.
 */
import type { Ruleset } from '../ruleset.js';
import { finishedReward, materialReward } from '../search/evaluate.js';
import type { Position } from '../types.js';
import type { Rng } from './random.js';

export type GrandSlam = 'takes-all' | 'captures-nothing' | 'forbidden';
export type Cycles = 'draw' | 'split';

export interface CountCaptureState {
  readonly pits: Int32Array; // 12
  readonly stores: Int32Array; // 2
  toMove: number; // -1 once over
  /** The legal pits of the player to move (the first `legalCount`), kept up to date by countCapturePlay. */
  readonly legal: Int32Array; // 6
  legalCount: number;
}

export const newCountCaptureState = (): CountCaptureState => ({ pits: new Int32Array(12), stores: new Int32Array(2), toMove: 0, legal: new Int32Array(6), legalCount: 0 });

const TARGET = 25;
const own = (pit: number, player: number) => (pit < 6 ? 0 : 1) === player;

/** Sows `pit` on `b` in place, passing over the emptied pit on laps of 12 or more; returns the last pit sown. */
function sowPit(b: Int32Array, pit: number): number {
  let seeds = b[pit]!;
  b[pit] = 0;
  let i = pit;
  while (seeds > 0) {
    i = i === 11 ? 0 : i + 1;
    if (i === pit) continue;
    b[i]!++;
    seeds--;
  }
  return i;
}

/** Walking back from `last` through the opponent's pits of 2 or 3: the first pit the chain does not take. */
function chainEnd(b: Int32Array, last: number, player: number): number {
  let j = last;
  while (!own(j, player) && (b[j] === 2 || b[j] === 3)) j = j === 0 ? 11 : j - 1;
  return j;
}

/** Seeds in pits `last` back to (not including) `end`. */
function chainSeeds(b: Int32Array, last: number, end: number): number {
  let taken = 0;
  for (let k = last; k !== end; k = k === 0 ? 11 : k - 1) taken += b[k]!;
  return taken;
}

const opponentSeeds = (b: Int32Array, player: number): number => {
  const first = player === 0 ? 6 : 0;
  let opp = 0;
  for (let k = first; k < first + 6; k++) opp += b[k]!;
  return opp;
};

/** Whether sowing `pit` would capture every seed on the opponent's side. */
function isGrandSlam(s: CountCaptureState, pit: number): boolean {
  const copy = s.pits.slice();
  const player = pit < 6 ? 0 : 1;
  const last = sowPit(copy, pit);
  const taken = chainSeeds(copy, last, chainEnd(copy, last, player));
  return taken > 0 && taken === opponentSeeds(copy, player);
}

/** Legal pits for the player to move, written into `out`; returns how many. */
export function countCaptureLegal(s: CountCaptureState, grandSlam: GrandSlam, out: Int32Array): number {
  const b = s.pits;
  const player = s.toMove;
  const first = player === 0 ? 0 : 6;
  const opp = opponentSeeds(b, player);
  let n = 0;
  for (let k = 0; k < 6; k++) {
    const seeds = b[first + k]!;
    // A starved opponent must be fed: the sowing must cross into their row (reach 6 - k pits on).
    if (seeds > 0 && (opp > 0 || seeds > 5 - k)) out[n++] = first + k;
  }
  if (grandSlam !== 'forbidden' || n === 0) return n;
  let quiet = 0;
  for (let m = 0; m < n; m++) if (!isGrandSlam(s, out[m]!)) out[quiet++] = out[m]!;
  return quiet > 0 ? quiet : n;
}

function collect(s: CountCaptureState): void {
  for (let k = 0; k < 12; k++) {
    s.stores[k < 6 ? 0 : 1]! += s.pits[k]!;
    s.pits[k] = 0;
  }
}

/**
 * Plays a legal `pit` for the player to move, in place, and lists the next player's legal pits.
 * Returns true when a capture was made (which the caller's repetition set needs to know).
 * Sets toMove to -1 when the game ends.
 */
export function countCapturePlay(s: CountCaptureState, pit: number, grandSlam: GrandSlam): boolean {
  const b = s.pits;
  const player = s.toMove;
  const i = sowPit(b, pit);
  const j = chainEnd(b, i, player);
  const taken = chainSeeds(b, i, j);
  let captured = false;
  if (taken > 0) {
    const slam = opponentSeeds(b, player) === taken;
    if (!slam || grandSlam === 'takes-all') {
      for (let k = i; k !== j; k = k === 0 ? 11 : k - 1) b[k] = 0;
      s.stores[player]! += taken;
      captured = true;
      if (slam) {
        collect(s);
        s.toMove = -1;
        return true;
      }
    }
  }
  if (s.stores[player]! >= TARGET) {
    s.toMove = -1;
    return captured;
  }
  s.toMove = 1 - player;
  s.legalCount = countCaptureLegal(s, grandSlam, s.legal);
  if (s.legalCount === 0) {
    collect(s);
    s.toMove = -1;
  }
  return captured;
}

/** Positions since the last capture, for the repetition rule. */
export class RepetitionSet {
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;
  private readonly stamp: Int32Array;
  private readonly mask: number;
  private generation = 1;

  constructor(bits = 16) {
    const size = 1 << bits;
    this.lo = new Float64Array(size);
    this.hi = new Float64Array(size);
    this.stamp = new Int32Array(size);
    this.mask = size - 1;
  }

  clear(): void {
    this.generation++;
  }

  /** Adds the position; returns true if it was already there. */
  seen(s: CountCaptureState): boolean {
    const b = s.pits;
    // 12 counts of at most 48 (6 bits each) in two exact 36-bit numbers, plus the side to move.
    const lo = ((((b[0]! * 64 + b[1]!) * 64 + b[2]!) * 64 + b[3]!) * 64 + b[4]!) * 64 + b[5]!;
    const hi = (((((b[6]! * 64 + b[7]!) * 64 + b[8]!) * 64 + b[9]!) * 64 + b[10]!) * 64 + b[11]!) * 2 + s.toMove;
    let h = (Math.imul(lo | 0, 0x9e3779b1) ^ Math.imul((hi | 0) + ((lo / 4294967296) | 0), 0x85ebca6b) ^ ((hi / 4294967296) | 0)) & this.mask;
    for (;;) {
      if (this.stamp[h] !== this.generation) {
        this.stamp[h] = this.generation;
        this.lo[h] = lo;
        this.hi[h] = hi;
        return false;
      }
      if (this.lo[h] === lo && this.hi[h] === hi) return true;
      h = (h + 1) & this.mask;
    }
  }
}

/** Ends a repeating game as the rules say. */
export function countCaptureRepetition(s: CountCaptureState, cycles: Cycles): void {
  if (cycles === 'split') collect(s);
  s.toMove = -1;
}

/** Plays `games` random games from the start; returns the number of moves made. */
export function countCapturePlayouts(games: number, rng: Rng, grandSlam: GrandSlam = 'captures-nothing', cycles: Cycles = 'split'): number {
  const s = newCountCaptureState();
  const seen = new RepetitionSet();
  let moves = 0;
  for (let g = 0; g < games; g++) {
    s.pits.fill(4);
    s.stores.fill(0);
    s.toMove = 0;
    s.legalCount = countCaptureLegal(s, grandSlam, s.legal);
    seen.clear();
    seen.seen(s);
    while (s.toMove >= 0) {
      const n = s.legalCount;
      if (countCapturePlay(s, n === 1 ? s.legal[0]! : s.legal[rng.below(n)]!, grandSlam)) seen.clear();
      moves++;
      if (s.toMove >= 0 && seen.seen(s)) countCaptureRepetition(s, cycles);
    }
  }
  return moves;
}

const counting = newCountCaptureState();

/** Count captures on the opponent's row, with the rules' grand slam setting. */
export function countCapturePlayout(rules: Ruleset, start: Position, depth: number, rng: Rng, grandSlam: GrandSlam): [number[], number] {
  const s = counting;
  start.pits.forEach((n, pit) => (s.pits[pit] = n));
  s.stores[0] = start.stores[0]!;
  s.stores[1] = start.stores[1]!;
  s.toMove = start.toMove!;
  s.legalCount = countCaptureLegal(s, grandSlam, s.legal);
  let plies = 0;
  for (; plies < depth && s.toMove >= 0 && s.legalCount > 0; plies++) {
    const n = s.legalCount;
    countCapturePlay(s, n === 1 ? s.legal[0]! : s.legal[rng.below(n)]!, grandSlam);
  }
  return [s.toMove < 0 ? finishedReward(s.stores[0]!, s.stores[1]!) : materialReward(rules, [s.stores[0]!, s.stores[1]!]), plies];
}
