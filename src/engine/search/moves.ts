/**
 * Complete moves: a pit with every answer to the choices it reaches, as a record writes it. The
 * rules list pits (legalMoves) and ask their choices one by one (a ChoiceAsked with the options), so a
 * search enumerates the tree of answers; a move that places every seed of a pit one by
 * one, which can make thousands of moves, so past a limit the answers are sampled instead.
 */
import { asksChoice } from '../errors.js';
import type { Rng } from '../fast/random.js';
import type { Played, Ruleset } from '../ruleset.js';
import type { Move, Position } from '../types.js';

export interface Option {
  readonly move: Move;
  readonly played: Played;
}

/** Moves a search considers at one position at most; beyond it, complete moves are drawn at random. */
export const MOVE_LIMIT = 64;
/**
 * Plays spent listing one position's moves at most: answers that lead only to refused moves (a
 * relay that would never end) can make the tree of answers far larger than the moves it holds.
 */
export const PLAY_LIMIT = 1000;

const keyOf = (move: Move) => (move.kind === 'sow' ? `${move.pit}/${(move.choices ?? []).join('/')}` : move.kind);

/**
 * Every complete legal move with its result, in the rules' order; when the answers inside moves make
 * more than `limit`, those found first and then random samples (from `rng`) up to `limit`.
 */
export function completeMoves(rules: Ruleset, position: Position, rng: Rng, limit = MOVE_LIMIT): Option[] {
  if (position.toMove === null) return [];
  const found: Option[] = [];
  const seen = new Set<string>();
  let overflow = false;
  let plays = 0;
  const add = (move: Move, played: Played) => {
    const key = keyOf(move);
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ move, played });
  };
  const expand = (move: Move): void => {
    if (found.length >= limit || plays >= PLAY_LIMIT) {
      overflow = true;
      return;
    }
    plays++;
    const result = rules.play(position, move);
    if (!result.ok) return;
    if (!asksChoice(result.value)) return add(move, result.value);
    const pending = result.value;
    if (move.kind !== 'sow') return;
    for (const option of pending.options) expand({ ...move, choices: [...(move.choices ?? []), option] });
  };
  const listed = rules.legalMoves(position);
  for (const move of listed) expand(move);
  if (overflow) {
    // Keep a share of every listed pit's moves, not only the first pit's: fill with random ones.
    found.length = Math.min(found.length, Math.ceil(limit / 2));
    seen.clear();
    for (const o of found) seen.add(keyOf(o.move));
    for (let tries = 0; found.length < limit && tries < limit; tries++) {
      const sampled = randomMove(rules, position, rng, listed);
      if (sampled) add(sampled.move, sampled.played);
    }
  }
  return found;
}

/** One complete legal move at random: a random pit, each choice answered at random. Null when none plays. */
export function randomMove(rules: Ruleset, position: Position, rng: Rng, listed = rules.legalMoves(position)): Option | null {
  const order = listed.slice();
  while (order.length > 0) {
    const i = rng.below(order.length);
    let move = order[i]!;
    for (;;) {
      const result = rules.play(position, move);
      if (!result.ok) break;
      if (!asksChoice(result.value)) return { move, played: result.value };
      const pending = result.value;
      if (move.kind !== 'sow') break;
      move = { ...move, choices: [...(move.choices ?? []), pending.options[rng.below(pending.options.length)]!] };
    }
    // A listed move the rules refuse (it should not happen): try another.
    order.splice(i, 1);
  }
  return null;
}
