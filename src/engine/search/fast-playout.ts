/**
 * Playouts on the trace-free fast paths (src/engine/fast), each named by the mechanism it plays. A game
 * whose rules one of them covers plugs it in as its `playout` search hook (src/variants/<id>/search.ts), with its settings; the
 * search calls the hook and falls back on the traced rules where there is none or it returns null.
 * About ten times the moves per second of the traced rules, so the same time buys a deeper search.
 * Repetition is not checked in playouts (the depth bounds them); the tree's own moves go through the
 * traced rules.
 */
import type { Rng } from '../fast/random.js';
import type { SearchRules } from '../ruleset.js';
import type { Position } from '../types.js';

/** Each seat's reward and the plies played, by the game's own fast path, or null where it has none. */
export function fastPlayout(rules: SearchRules, start: Position, depth: number, rng: Rng): [number[], number] | null {
  return start.toMove === null || !rules.search.playout ? null : rules.search.playout(start, depth, rng);
}
