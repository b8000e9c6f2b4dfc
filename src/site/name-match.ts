/**
 * What a reader typed, matched against the names of our pages: a game's names, the family's name,
 * the glossary's terms. Names are compared as slugs (src/site/slug.ts), so case, accents, clicks and
 * punctuation do not count ("||Hus" is "hus", "Awalé" is "awale"). The 404 page matches the words of
 * a missing address; the search page puts a page named exactly by the query first, and offers the
 * nearest names when no page holds what was typed ("Owari" is one letter from Awari). Imports only
 * slug.ts, so the browser's code can share it.
 */
import { slugOf } from './slug.js';

/** A name and the page it leads to, as the pages carry them for their scripts. */
export interface NamedPage {
  /** The name's slug, e.g. "bao-la-kiswahili". */
  slug: string;
  /** The name as written, e.g. "Bao la Kiswahili". */
  name: string;
  /** The page's address, e.g. "/variants/bao/" or "/glossary/#kichwa". */
  href: string;
  /** The page's title, e.g. "Bao". */
  title: string;
}

/** Levenshtein distance: the fewest letters inserted, deleted or changed to turn one word into the other. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let k = 1; k <= b.length; k++) {
      const above = row[k]!;
      row[k] = Math.min(above + 1, row[k - 1]! + 1, previous + (a[i - 1] === b[k - 1] ? 0 : 1));
      previous = above;
    }
  }
  return row[b.length]!;
}

/**
 * How near a typed word (a slug) is to a name's slug: 0 when equal, 1 when one holds the other,
 * otherwise the edit distance; undefined when it is too far to be the name mistyped (more than two
 * letters, or a third of a long name's).
 */
export function nearness(word: string, slug: string): number | undefined {
  if (!word || !slug) return undefined;
  const d = slug === word ? 0 : slug.includes(word) || word.includes(slug) ? 1 : editDistance(word, slug);
  return d <= Math.max(2, Math.floor(slug.length / 3)) ? d : undefined;
}

/** The pages a text names exactly (its slug equals a name's), in the order the names are given, each page once. */
export function namedExactly(text: string, names: readonly NamedPage[]): NamedPage[] {
  const slug = slugOf(text);
  return onePerPage(names.filter((n) => n.slug === slug));
}

/**
 * The pages whose names are nearest to any of the words, nearest first (ties in the order the names
 * are given), each page once, at most `limit`.
 */
export function nearestNames(words: readonly string[], names: readonly NamedPage[], limit = 5): NamedPage[] {
  const best = new Map<string, { d: number; at: number; name: NamedPage }>();
  names.forEach((name, at) => {
    const page = pageOf(name.href);
    for (const word of words) {
      const d = nearness(word, name.slug);
      if (d !== undefined && (best.get(page)?.d ?? Infinity) > d) best.set(page, { d, at, name });
    }
  });
  return [...best.values()]
    .sort((a, b) => a.d - b.d || a.at - b.at)
    .slice(0, limit)
    .map((b) => b.name);
}

/** The page an address is on, without its fragment ("/glossary/#kichwa" → "/glossary/"). */
export const pageOf = (href: string): string => href.replace(/#.*$/, '');

const onePerPage = (names: NamedPage[]) => names.filter((n, i) => names.findIndex((m) => m.href === n.href) === i);
