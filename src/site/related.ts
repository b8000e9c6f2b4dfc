/** Related games and the games a page names: pure functions over the games' data, unit-tested. */
import type { VariantId } from '../variants/index.js';
import type { Family } from './families.js';
import type { GameFacts } from './game-facts.js';
import type { VariantPage } from './schema.js';

export interface Game {
  page: VariantPage;
  facts: GameFacts;
  family: Family;
  /** The page's own MDX body, for the names of other games it links to. */
  body: string;
}

/** The other game pages a page's body links to (/variants/<id>/), in the order it first names them. */
export function linkedGames(body: string, self: VariantId, known: ReadonlySet<string>): VariantId[] {
  const found: VariantId[] = [];
  for (const m of body.matchAll(/\/variants\/([a-z0-9-]+)\//g)) {
    const id = m[1] as VariantId;
    if (id !== self && known.has(id) && !found.includes(id)) found.push(id);
  }
  return found;
}

export interface Related {
  variant: VariantId;
  title: string;
  /** Why it is related, in words: "same family", "also uses relay sowing", "named on this page". */
  why: string[];
}

/**
 * Related games, from the data: games the page links to, games of the same family, and games that
 * capture the same way; strongest ties first, at most `limit`.
 */
export function relatedGames(all: readonly Game[], game: Game, limit = 6): Related[] {
  const known = new Set(all.map((g) => g.page.variant));
  const named = linkedGames(game.body, game.page.variant, known);
  const scored = all
    .filter((g) => g.page.variant !== game.page.variant)
    .map((g) => {
      const why: string[] = [];
      let score = 0;
      if (named.includes(g.page.variant)) {
        why.push('named on this page');
        score += 4;
      }
      if (g.family.id === game.family.id) {
        why.push('same family');
        score += 2;
      }
      if (g.facts.capture === game.facts.capture && g.facts.stores === game.facts.stores) {
        why.push('captures the same way');
        score += 1;
      }
      return { variant: g.page.variant, title: g.page.title, why, score, index: all.indexOf(g) };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map(({ variant, title, why }) => ({ variant, title, why }));
}
