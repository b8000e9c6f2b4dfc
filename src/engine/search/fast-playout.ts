/**
 * Playouts on the trace-free fast paths (src/engine/fast), where a game has one: Kalah with each
 * side's leftovers going to its owner, and Wari under every option. About ten times the moves per
 * second of the traced rules, so the same time buys a deeper search. Repetition is not checked in
 * playouts (the depth bounds them); the tree's own moves go through the traced rules.
 */
import { kalahCell, kalahSow, KALAH_CELLS } from '../fast/kalah.js';
import type { GrandSlam } from '../fast/oware.js';
import { newOwareState, owareLegal, owarePlay } from '../fast/oware.js';
import type { Rng } from '../fast/random.js';
import type { Ruleset } from '../ruleset.js';
import type { Position } from '../types.js';
import { materialReward } from './evaluate.js';

const board = new Int32Array(KALAH_CELLS);
const oware = newOwareState();

const finished = (a: number, b: number): number[] => (a === b ? [0.5, 0.5] : a > b ? [1, 0] : [0, 1]);

/** Each seat's reward and the plies played, or null when this game has no fast path. */
export function fastPlayout(rules: Ruleset, start: Position, depth: number, rng: Rng): [number[], number] | null {
  if (start.toMove === null) return null;
  if (rules.variant === 'kalah') {
    const options = rules.options as { emptyCapture: boolean; leftovers: string };
    if (options.leftovers !== 'owner' || start.pie || start.pits.length !== 12) return null;
    return kalah(rules, start, depth, rng, options.emptyCapture);
  }
  if (rules.variant === 'wari') return wari(rules, start, depth, rng, (rules.options as { grandSlam: GrandSlam }).grandSlam);
  return null;
}

function kalah(rules: Ruleset, start: Position, depth: number, rng: Rng, emptyCapture: boolean): [number[], number] {
  const b = board;
  start.pits.forEach((n, pit) => (b[kalahCell(pit)] = n));
  b[6] = start.stores[0]!;
  b[13] = start.stores[1]!;
  let player = start.toMove!;
  let plies = 0;
  for (; plies < depth && player >= 0; plies++) {
    const first = player === 0 ? 0 : 7;
    let cell: number;
    do cell = first + rng.below(6);
    while (b[cell] === 0);
    player = kalahSow(b, player, cell, emptyCapture);
  }
  return [player < 0 ? finished(b[6]!, b[13]!) : materialReward(rules, [b[6]!, b[13]!]), plies];
}

function wari(rules: Ruleset, start: Position, depth: number, rng: Rng, grandSlam: GrandSlam): [number[], number] {
  const s = oware;
  start.pits.forEach((n, pit) => (s.pits[pit] = n));
  s.stores[0] = start.stores[0]!;
  s.stores[1] = start.stores[1]!;
  s.toMove = start.toMove!;
  s.legalCount = owareLegal(s, grandSlam, s.legal);
  let plies = 0;
  for (; plies < depth && s.toMove >= 0 && s.legalCount > 0; plies++) {
    const n = s.legalCount;
    owarePlay(s, n === 1 ? s.legal[0]! : s.legal[rng.below(n)]!, grandSlam);
  }
  return [s.toMove < 0 ? finished(s.stores[0]!, s.stores[1]!) : materialReward(rules, [s.stores[0]!, s.stores[1]!]), plies];
}
