/**
 * Every name a game goes by, for the 404 page's suggestions and the alias addresses: the page title,
 * the variant id and each of `otherNames`, with an address-friendly slug ("Bao la Kiswahili" →
 * "bao-la-kiswahili", "ǁHus" → "hus").
 */
import { getCollection } from 'astro:content';
import { slugOf } from './slug.js';

export interface GameName {
  /** The name as the page writes it, e.g. "Oware". */
  name: string;
  /** The game it names: its variant id, e.g. "wari". */
  variant: string;
  /** The game's title, e.g. "Wari". */
  title: string;
}

export { slugOf };

export async function gameNames(): Promise<GameName[]> {
  const pages = (await getCollection('variants')).sort((a, b) => a.data.order - b.data.order);
  return pages.flatMap(({ data }) =>
    [data.title, ...data.otherNames].map((name) => ({ name, variant: data.variant, title: data.title })),
  );
}

/**
 * Addresses for other names: /variants/<slug>/ for every name whose slug is not already a game's
 * address, leading to its game ("oware" → wari). A slug two games share leads to both.
 */
export async function aliasAddresses(): Promise<Map<string, GameName[]>> {
  const names = await gameNames();
  const games = new Set(names.map((n) => n.variant));
  const aliases = new Map<string, GameName[]>();
  for (const name of names) {
    const slug = slugOf(name.name);
    if (!slug || games.has(slug) || slug === name.variant) continue;
    const list = aliases.get(slug) ?? [];
    if (!list.some((n) => n.variant === name.variant)) list.push(name);
    aliases.set(slug, list);
  }
  return aliases;
}
