import type { Position, Ruleset, SearchRules } from '../src/engine/index.js';
import { formatPosition, parseMove, parsePosition, playWhole, unwrap } from '../src/engine/index.js';
import type { Definition } from '../src/variants/load.js';
import { createRuleset, createSearchRules, isVariantId, variantDefinition } from '../src/variants/index.js';

export const rules = (variant: string, options: Record<string, unknown> = {}): Ruleset => unwrap(createRuleset(variant, options));
/** The same with the game's search hooks (a fast playout, material, the solver's settings): for the search and the solver. */
export const searchRules = (variant: string, options: Record<string, unknown> = {}): SearchRules => unwrap(createSearchRules(variant, options));
/** A game's definition by id, from the eager registry (what the board model takes in place of an id). */
export const game = (variant: string): Definition => {
  if (!isVariantId(variant)) throw new Error(`No variant ${variant}`);
  return variantDefinition(variant);
};
export const pos = (r: Ruleset, text: string): Position => unwrap(parsePosition(r, text));

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
