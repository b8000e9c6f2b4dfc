/**
 * Exact play where a solver can finish the game: the hook the Kalah solver fills. Until it does, no
 * position is solved and the search decides.
 */
import type { Ruleset } from '../ruleset.js';
import type { Move, Position } from '../types.js';

export interface ExactOutcome {
  /** The final store difference with best play, for the player to move. */
  readonly value: number;
  /** Every legal move's value, for the player to move. */
  readonly moves: readonly { readonly move: Move; readonly value: number }[];
}

export function exactOutcome(_rules: Ruleset, _position: Position): ExactOutcome | undefined {
  return undefined;
}
