/** Every game's first record (frontmatter `firstDescribed`): present, cited on its page, and in date order on /timeline/ and the games index. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ordered } from '../../src/scripts/filter-games.js';
import { firstDescribedSchema, variantPageSchema, type VariantPage } from '../../src/site/schema.js';
import { compareFirst, dateRanks, dateText, dateTimeAttribute, timelineEntries, yearText } from '../../src/site/timeline.js';
import { VARIANT_IDS } from '../../src/variants/ids.js';

const dir = new URL('../../content/variants/', import.meta.url).pathname;
const pages: VariantPage[] = readdirSync(dir).map((f) => variantPageSchema.parse(parse(readFileSync(join(dir, f), 'utf8').split(/^---$/m)[1]!)));
const byId = new Map(pages.map((p) => [p.variant as string, p]));

describe('first records', () => {
  it('every game in the registry has one', () => {
    expect(VARIANT_IDS.filter((id) => !byId.get(id)?.firstDescribed)).toEqual([]);
  });

  it.each(pages.filter((p) => p.firstDescribed).map((p) => [p.variant, p] as const))('%s: the work that dates it is in the page’s references', (_, page) => {
    const work = page.firstDescribed!.work;
    expect(page.references.map((r) => r.work)).toContain(work);
  });

  it('refuses an unknown work, a fraction of a year, a circa without a year and a note in straight quotes', () => {
    const ok = { year: 1894, work: 'culin-mancala-national-game-of-africa', note: 'Culin pictures a board for the game from Johore.' };
    expect(firstDescribedSchema.safeParse(ok).success).toBe(true);
    expect(firstDescribedSchema.safeParse({ ...ok, year: undefined }).success, 'undated').toBe(true);
    expect(firstDescribedSchema.safeParse({ ...ok, work: 'no-such-work' }).success).toBe(false);
    expect(firstDescribedSchema.safeParse({ ...ok, year: 1894.5 }).success).toBe(false);
    expect(firstDescribedSchema.safeParse({ ...ok, year: undefined, circa: true }).success).toBe(false);
    expect(firstDescribedSchema.safeParse({ ...ok, note: 'Culin calls it "chongkak" in his survey.' }).success).toBe(false);
    expect(firstDescribedSchema.safeParse({ ...ok, page: 5 }).success, 'no unknown keys').toBe(false);
  });
});

describe('dates in words', () => {
  it.each([
    [{ year: 1894 }, '1894', '1894'],
    [{ year: 2009, circa: true }, 'c. 2009', '2009'],
    [{ year: 950 }, '950', '0950'],
    [{ year: -300 }, '300 BCE', undefined],
    [{}, 'undated', undefined],
  ])('%j reads %s, <time datetime="%s">', (first, text, datetime) => {
    expect(dateText({ circa: false, ...first })).toBe(text);
    expect(dateTimeAttribute(first)).toBe(datetime);
  });

  it('names the era only before the Common Era', () => {
    expect([yearText(1), yearText(-1), yearText(2010)]).toEqual(['1', '1 BCE', '2010']);
  });
});

describe('date order', () => {
  const work = 'culin-mancala-national-game-of-africa';
  const note = 'A sentence of ours on what the work says.';
  const page = (variant: string, title: string, year?: number, circa = false) =>
    ({ variant, title, region: ['Europe'], firstDescribed: { ...(year === undefined ? {} : { year }), circa, work, note } }) as Pick<
      VariantPage,
      'variant' | 'title' | 'region' | 'firstDescribed'
    >;

  it('puts the oldest first, BCE before CE, an exact year before a circa one, undated last, then by title', () => {
    const list = [
      page('kalah', 'Kalah', 1940),
      page('bao', 'Bao', 1820, true),
      page('wari', 'Wari', 1820),
      page('mongale', 'Mongale'),
      page('dakon', 'Dakon'),
      page('hus', 'Hus', -5),
    ];
    expect(timelineEntries(list).map((e) => e.title)).toEqual(['Hus', 'Wari', 'Bao', 'Kalah', 'Dakon', 'Mongale']);
  });

  it('leaves out a game without a first record, and ranks it after every one that has', () => {
    const list = [page('kalah', 'Kalah', 1940), { variant: 'owela', title: 'Owela', region: ['Southern Africa'] } as never];
    expect(timelineEntries(list).map((e) => e.variant)).toEqual(['kalah']);
    expect(dateRanks(list).get('owela')).toBeUndefined();
  });

  it('orders the real pages by year, with no dated game after an undated one', () => {
    const entries = timelineEntries(pages);
    expect(entries.length).toBe(pages.filter((p) => p.firstDescribed).length);
    for (let i = 1; i < entries.length; i++)
      expect(compareFirst({ title: entries[i - 1]!.title, first: entries[i - 1]!.first }, { title: entries[i]!.title, first: entries[i]!.first })).toBeLessThan(0);
    const years = entries.map((e) => e.first.year ?? Infinity);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('sorts the index’s rows by their date rank, keeping the built order for ties, and restores the built order', () => {
    const rows = [
      { n: 'a', r: '2' },
      { n: 'b', r: '0' },
      { n: 'c', r: '5' },
      { n: 'd', r: '5' },
      { n: 'e', r: '1' },
    ].map(({ n, r }) => ({ id: n, dataset: { dateRank: r } }) as unknown as HTMLElement);
    expect(ordered(rows, 'date').map((r) => r.id)).toEqual(['b', 'e', 'a', 'c', 'd']);
    expect(ordered(rows, '').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
