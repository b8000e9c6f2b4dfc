/**
 * The timeline (/timeline/) and the games index's sort by date: every game at its first record in
 * our sources (frontmatter `firstDescribed`), oldest first. Pure functions over the pages' data, so
 * the page, the index and the tests all order the games the same way.
 */
import type { FirstDescribed, VariantPage } from './schema.js';

/** A year as a reader sees it: 1894, 300 BCE; the era is named only before the Common Era. */
export function yearText(year: number): string {
  return year < 0 ? `${-year} BCE` : String(year);
}

/** A first record's date in words: "1894", "c. 1820", or "undated" when our sources give no year. */
export function dateText(first: Pick<FirstDescribed, 'year' | 'circa'>): string {
  if (first.year === undefined) return 'undated';
  return `${first.circa ? 'c. ' : ''}${yearText(first.year)}`;
}

/**
 * The value of <time datetime>: a valid year string (four digits at least; HTML has no year before 1 CE,
 * so none then). Circa dates get one too: the year is the one the source gives, and the text says "c.".
 */
export function dateTimeAttribute(first: Pick<FirstDescribed, 'year'>): string | undefined {
  if (first.year === undefined || first.year < 1) return undefined;
  return String(first.year).padStart(4, '0');
}

/** Oldest first; an exact date before a circa one of the same year; undated games last; then by title. */
export function compareFirst(a: { title: string; first?: FirstDescribed | undefined }, b: { title: string; first?: FirstDescribed | undefined }): number {
  const ya = a.first?.year ?? Number.POSITIVE_INFINITY;
  const yb = b.first?.year ?? Number.POSITIVE_INFINITY;
  if (ya !== yb) return ya < yb ? -1 : 1;
  const ca = a.first?.circa ? 1 : 0;
  const cb = b.first?.circa ? 1 : 0;
  return ca - cb || a.title.localeCompare(b.title, 'en');
}

export interface TimelineEntry {
  variant: VariantPage['variant'];
  title: string;
  first: FirstDescribed;
  region: readonly string[];
}

/** The games that have a first record, oldest first (compareFirst). Games still without one are left out. */
export function timelineEntries(pages: readonly Pick<VariantPage, 'variant' | 'title' | 'region' | 'firstDescribed'>[]): TimelineEntry[] {
  return pages.flatMap((p) => (p.firstDescribed ? [{ variant: p.variant, title: p.title, first: p.firstDescribed, region: p.region }] : [])).sort(compareFirst);
}

/**
 * Each game's place in date order, for the games index's sort: a number the script sorts rows by
 * (undated and unknown games after every dated one), keyed by variant id.
 */
export function dateRanks(pages: readonly Pick<VariantPage, 'variant' | 'title' | 'region' | 'firstDescribed'>[]): Map<string, number> {
  const ranks = new Map<string, number>();
  timelineEntries(pages).forEach((e, i) => ranks.set(e.variant, i));
  return ranks;
}
