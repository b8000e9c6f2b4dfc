/**
 * Games of ours that go by one name (Zanzibar calls both Hawalis and the form on the Bao board Bao
 * Kiarabu): one game's frontmatter declares it (`sharesName`), and every list that shows either game
 * reads the relation from here. Pure, so the games index and the tests can use it outside Astro.
 */
import type { VariantPage } from './schema.js';

/** How a game relates to another of ours that shares a name with it: the one sentence, and the other game. */
export interface SharedName {
  /** The name both go by, e.g. "Bao Kiarabu". */
  name: string;
  /** The sentence naming both games, from the frontmatter of the game that declares it. */
  relation: string;
  /** The other game: its variant id and title. */
  other: { variant: string; title: string };
}

/** For each game that shares a name with another (either side of the pair), how the two relate. */
export function sharedNames(pages: ReadonlyArray<Pick<VariantPage, 'variant' | 'title' | 'sharesName'>>): Map<string, SharedName> {
  const titleOf = new Map(pages.map((p) => [p.variant, p.title]));
  const shared = new Map<string, SharedName>();
  for (const page of pages) {
    if (!page.sharesName) continue;
    const { name, relation, with: other } = page.sharesName;
    shared.set(page.variant, { name, relation, other: { variant: other, title: titleOf.get(other)! } });
    shared.set(other, { name, relation, other: { variant: page.variant, title: page.title } });
  }
  return shared;
}
