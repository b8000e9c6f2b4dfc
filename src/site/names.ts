/**
 * Every name a game goes by, for the 404 page's suggestions and the alias addresses: the page title,
 * the variant id and each of `otherNames`, with an address-friendly slug ("Bao la Kiswahili" →
 * "bao-la-kiswahili", "ǁHus" → "hus").
 */
import { getCollection } from 'astro:content';
import type { NamedPage } from './name-match.js';
import { sharedNames } from './shared-names.js';
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
  const own = pages.flatMap(({ data }) => [data.title, ...data.otherNames].map((name) => ({ name, variant: data.variant, title: data.title })));
  // A name two of our games share (Bao Kiarabu) leads to the game it titles first, then to the other.
  const shared = pages.flatMap(({ data }) => (data.sharesName ? [{ name: data.sharesName.name, variant: data.variant, title: data.title }] : []));
  return [...own, ...shared];
}

/** For each game that shares a name with another, how the two relate (src/site/shared-names.ts), read from the variant pages. */
export const sharedNamesOfSite = async () => sharedNames((await getCollection('variants')).map((p) => p.data));

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

/**
 * Every name of every game as the scripts that match names take them (src/site/name-match.ts):
 * the names in page order, then each game's id ("bao-kiarabu"), which is its address.
 */
export function gameNamedPages(names: readonly GameName[], base: string): NamedPage[] {
  const href = (variant: string) => `${base}variants/${variant}/`;
  const ids = [...new Map(names.map((n) => [n.variant, n.title]))].map(([variant, title]) => ({ slug: variant, name: title, href: href(variant), title }));
  const named = names.map((n) => ({ slug: slugOf(n.name), name: n.name, href: href(n.variant), title: n.title }));
  // A title before another game's name for it: "Bao Kiarabu" is first Bao Kiarabu's page, then Hawalis's.
  const isTitle = (n: NamedPage) => n.slug === slugOf(n.title);
  return [...named.filter(isTitle), ...named.filter((n) => !isTitle(n)), ...ids];
}
