/**
 * Exact play where a solver can finish the game: positions of a game whose search hooks name solver
 * settings (`SearchHooks.solver`), with few enough seeds for the solver to answer at once
 * (src/engine/solver). Elsewhere no position is solved and the search decides.
 */
import type { SearchRules } from '../ruleset.js';
import { canSolveQuickly, solvePosition } from '../solver/index.js';
import { pitByLabel } from '../topology.js';
import type { Move, Position } from '../types.js';
import { sowMove } from '../types.js';

export interface ExactOutcome {
  /** The final store difference with best play, for the player to move. */
  readonly value: number;
  /** Every legal move's value, for the player to move. */
  readonly moves: readonly { readonly move: Move; readonly value: number }[];
}

/** A hint or a move must come quickly: a position the solver cannot finish in this time is left to the search. */
const EXACT_MS = 800;

export function exactOutcome(rules: SearchRules, position: Position): ExactOutcome | undefined {
  if (!canSolveQuickly(rules, position)) return undefined;
  const solved = solvePosition(rules, position, { maxMs: EXACT_MS });
  if (!solved.ok) return undefined;
  const moves = Object.entries(solved.value.moves).map(([label, value]) => ({ move: sowMove(pitByLabel(rules.topology, label)!), value }));
  return { value: solved.value.value, moves };
}
