import type { IllegalMove } from './errors.js';
import { illegal } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Played, Ruleset } from './ruleset.js';
import type { Move, Position } from './types.js';

/** Plays one move (one sowing, or a swap) and returns the new position with its trace, or why the move is illegal. */
export function play(rules: Ruleset, position: Position, move: Move): Result<Played, IllegalMove> {
  if (position.toMove === null) return err(illegal('ERR_GAME_OVER', 'The game is over: no more moves can be played.'));
  return rules.play(position, move);
}

export const legalMoves = (rules: Ruleset, position: Position): Move[] =>
  position.toMove === null ? [] : rules.legalMoves(position);

/**
 * Plays a move, answering every choice it reaches with `pick` (a reader's click, a random player,
 * the first option). Returns the move with its answers added, as a record would write it.
 */
export function playChoosing(
  rules: Ruleset,
  position: Position,
  move: Move,
  pick: (options: readonly string[]) => string,
): Result<Played & { readonly move: Move }, IllegalMove> {
  let current = move;
  for (;;) {
    const result = play(rules, position, current);
    if (result.ok) return ok({ ...result.value, move: current });
    const pending = result.error.pending;
    if (!pending || current.kind !== 'sow') return result;
    current = { ...current, choices: [...(current.choices ?? []), pick(pending.options)] };
  }
}
