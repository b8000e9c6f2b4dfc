/**
 * Every game page with the facts read from its rules and its family, at build time: what the home
 * page, the index, the comparison table and previous/next are all built from.
 */
import { getCollection } from 'astro:content';
import { FAMILIES, familyOf, familyOrder } from './families.js';
import { factsOf } from './game-facts.js';
import type { Game } from './related.js';

export type { Game };

export async function games(): Promise<Game[]> {
  const pages = await getCollection('variants');
  const data = familyOrder(
    pages.map((p) => ({ ...p.data, body: p.body ?? '' })),
    factsOf,
  );
  return data.map(({ body, ...page }) => {
    const facts = factsOf(page.variant);
    return { page, facts, family: FAMILIES.find((f) => f.id === familyOf(facts))!, body };
  });
}
