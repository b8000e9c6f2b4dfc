import type { IllegalMove } from './errors.js';
import { illegal } from './errors.js';
import type { Result } from './result.js';
import { err } from './result.js';
import type { Played, Ruleset } from './ruleset.js';
import type { Move, Position } from './types.js';

/** Plays one move (one sowing, or a swap) and returns the new position with its trace, or why the move is illegal. */
export function play(rules: Ruleset, position: Position, move: Move): Result<Played, IllegalMove> {
  if (position.toMove === null) return err(illegal('ERR_GAME_OVER', 'The game is over: no more moves can be played.'));
  return rules.play(position, move);
}

export const legalMoves = (rules: Ruleset, position: Position): Move[] =>
  position.toMove === null ? [] : rules.legalMoves(position);
