import type { Position, Ruleset, SearchRules } from '../src/engine/index.js';
import { formatPosition, parseMove, parsePosition, playWhole, unwrap } from '../src/engine/index.js';
import type { Definition } from '../src/variants/load.js';
import type { IllegalMove, NotationError } from '../src/engine/index.js';
import type { GameError } from '../src/variants/index.js';
import { createRuleset, createSearchRules, gameErrorText, isVariantId, variantDefinition } from '../src/variants/index.js';
import { problemText } from '../src/words/index.js';

export const rules = (variant: string, options: Record<string, unknown> = {}): Ruleset => unwrap(createRuleset(variant, options));
/** The same with the game's search hooks (a fast playout, material, the solver's settings): for the search and the solver. */
export const searchRules = (variant: string, options: Record<string, unknown> = {}): SearchRules => unwrap(createSearchRules(variant, options));
/** A game's definition by id, from the eager registry (what the board model takes in place of an id). */
export const game = (variant: string): Definition => {
  if (!isVariantId(variant)) throw new Error(`No variant ${variant}`);
  return variantDefinition(variant);
};
export const pos = (r: Ruleset, text: string): Position => unwrap(parsePosition(r, text));
/** Any refusal a test meets in words: the registry's and the options' (gameErrorText), a position's or a move's (problemText). */
export const refusalText = (error: IllegalMove | NotationError | GameError): string =>
  error.code === 'ERR_GAME' || error.code === 'ERR_OPTION' ? gameErrorText(error) : problemText(error);

/** Plays moves written as pit labels; returns the final position in notation, or the first error code (ERR_CHOICE for a move that stops at a choice). */
export function after(r: Ruleset, start: string, ...moves: string[]): string {
  let p = pos(r, start);
  for (const m of moves) {
    const result = playWhole(r, p, unwrap(parseMove(r, m)));
    if (!result.ok) return result.error.code;
    p = result.value.position;
  }
  return formatPosition(r, p);
}
