import type { ChoiceAsked, IllegalMove } from './errors.js';
import { asksChoice } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Played, Ruleset } from './ruleset.js';
import type { Move, Position } from './types.js';

/**
 * Plays one move (one sowing, or a swap): the new position with its trace, or the choice the move
 * has reached without an answer, or why the move is illegal.
 */
export function play(rules: Ruleset, position: Position, move: Move): Result<Played | ChoiceAsked, IllegalMove> {
  if (position.toMove === null) return err({ code: 'ERR_GAME_OVER' });
  return rules.play(position, move);
}

export const legalMoves = (rules: Ruleset, position: Position): Move[] => (position.toMove === null ? [] : rules.legalMoves(position));

/**
 * Plays a move, answering every choice it reaches with `pick` (a reader's click, a random player,
 * the first option). Returns the move with its answers added, as a record would write it.
 */
export function playChoosing(rules: Ruleset, position: Position, move: Move, pick: (options: readonly string[]) => string): Result<Played & { readonly move: Move }, IllegalMove> {
  let current = move;
  for (;;) {
    const result = play(rules, position, current);
    if (!result.ok) return result;
    if (!asksChoice(result.value)) return ok({ ...result.value, move: current });
    if (current.kind !== 'sow') return err({ code: 'ERR_CHOICE', form: 'missing', asked: result.value });
    current = { ...current, choices: [...(current.choices ?? []), pick(result.value.options)] };
  }
}

/**
 * Plays a complete move, as a record or a search writes it: a choice left unanswered is a refusal
 * here (ERR_CHOICE, 'missing'), since the move was meant to be whole.
 */
export function playWhole(rules: Ruleset, position: Position, move: Move): Result<Played, IllegalMove> {
  const result = play(rules, position, move);
  if (!result.ok || !asksChoice(result.value)) return result as Result<Played, IllegalMove>;
  return err({ code: 'ERR_CHOICE', form: 'missing', asked: result.value });
}
