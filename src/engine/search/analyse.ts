/**
 * A position analysed for a reader who asks: every legal move with what the search (or, where it
 * reaches, the solver) makes of it, best first, and the line of play it expects. Data only; the
 * words are src/words/hints.ts's.
 */
import { asksChoice } from '../errors.js';
import { xorshift32 } from '../fast/random.js';
import type { SearchRules } from '../ruleset.js';
import type { Move, Position } from '../types.js';
import type { Budget } from './mcts.js';
import { search } from './mcts.js';
import type { ExactOutcome } from './exact.js';
import { exactOutcome } from './exact.js';

export interface MoveValue {
  readonly move: Move;
  /** For the player to move: the search's mean reward, 0..1 (a chance of winning, roughly); from the solver, 1, 0.5 or 0. */
  readonly value: number;
  /** Playouts through this move (0 where the solver decided). */
  readonly visits: number;
  /** The solver's exact value: the final store difference with best play after this move, for the player to move. */
  readonly exact?: number;
}

export interface Analysis {
  /** Every legal move the search or the solver weighed, best first. */
  readonly moves: readonly MoveValue[];
  /** The line of play expected from here, the best move first. */
  readonly line: readonly Move[];
  /** The position's exact value for the player to move, where the solver reaches. */
  readonly exact?: number;
  /** Playouts the search ran (0 where the solver decided). */
  readonly iterations: number;
}

/** Plies of an exact line at most: each one is a solve, and a reader steps through a dozen moves, not a game. */
const EXACT_LINE = 12;

const outcome = (exact: number) => (exact > 0 ? 1 : exact < 0 ? 0 : 0.5);

export function analyse(rules: SearchRules, position: Position, seed: number, budget: Budget): Analysis {
  const exact = exactOutcome(rules, position);
  if (exact && exact.moves.length > 0) {
    const moves = [...exact.moves].sort((a, b) => b.value - a.value).map((m) => ({ move: m.move, value: outcome(m.value), visits: 0, exact: m.value }));
    return { moves, line: exactLine(rules, position, exact), exact: exact.value, iterations: 0 };
  }
  const found = search(rules, position, budget, xorshift32(seed));
  return { moves: found.considered.map((c) => ({ move: c.move, value: c.value, visits: c.visits })), line: found.line, iterations: found.iterations };
}

/** Best play by the solver, move by move, while it can finish each position quickly; `first` is the start's, already solved. */
function exactLine(rules: SearchRules, start: Position, first: ExactOutcome): Move[] {
  const line: Move[] = [];
  let p = start;
  let exact: ExactOutcome | undefined = first;
  while (p.toMove !== null && line.length < EXACT_LINE) {
    if (line.length > 0) exact = exactOutcome(rules, p);
    if (!exact || exact.moves.length === 0) break;
    const best = exact.moves.reduce((a, b) => (b.value > a.value ? b : a));
    const played = rules.play(p, best.move);
    if (!played.ok || asksChoice(played.value)) break;
    line.push(best.move);
    p = played.value.position;
  }
  return line;
}
