/** Where each game is played (frontmatter `playedIn`): every game has it, each entry cited on its page, every code and place on the map; and the words and lists /map/ and the infobox make of it. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COUNTRIES } from '../../src/map/countries.js';
import { countryOfPlace, frameOf } from '../../src/map/draw.js';
import { byRegion, whereOf, whereText } from '../../src/site/played-in.js';
import { playedInSchema, variantPageSchema, type PlayedIn, type VariantPage } from '../../src/site/schema.js';
import { VARIANT_IDS } from '../../src/variants/ids.js';

const dir = new URL('../../content/variants/', import.meta.url).pathname;
const pages: VariantPage[] = readdirSync(dir).map((f) => variantPageSchema.parse(parse(readFileSync(join(dir, f), 'utf8').split(/^---$/m)[1]!)));
const byId = new Map(pages.map((p) => [p.variant as string, p]));

describe('where the games are played', () => {
  it('every game in the registry says where, with at least one cited entry', () => {
    expect(VARIANT_IDS.filter((id) => !byId.get(id)?.playedIn?.length)).toEqual([]);
  });

  it.each(pages.map((p) => [p.variant, p] as const))('%s: each entry’s work is in the page’s references, each place inside its map’s frame', (_, page) => {
    const works = page.references.map((r) => r.work);
    for (const entry of page.playedIn ?? []) expect(works).toContain(entry.work);
    const where = whereOf(page.playedIn ?? []);
    const [[w, s], [e, n]] = frameOf(where);
    for (const p of where.places) {
      expect(p.lon, p.name).toBeGreaterThan(w);
      expect(p.lon, p.name).toBeLessThan(e);
      expect(p.lat, p.name).toBeGreaterThan(s);
      expect(p.lat, p.name).toBeLessThan(n);
    }
  });

  it('refuses an unknown country code, a place off the globe, an unknown work and unknown keys', () => {
    const ok = { countries: ['TZA'], places: [{ name: 'Zanzibar', lat: -6.16, lon: 39.2 }], work: 'wikipedia-it-bao' };
    expect(playedInSchema.safeParse(ok).success).toBe(true);
    expect(playedInSchema.safeParse({ ...ok, countries: ['TZ'] }).success, 'alpha-2').toBe(false);
    expect(playedInSchema.safeParse({ ...ok, countries: ['XYZ'] }).success).toBe(false);
    expect(playedInSchema.safeParse({ ...ok, countries: [] }).success, 'no country').toBe(false);
    expect(playedInSchema.safeParse({ ...ok, places: [{ name: 'Nowhere', lat: 91, lon: 0 }] }).success).toBe(false);
    expect(playedInSchema.safeParse({ ...ok, places: [{ name: 'Nowhere', lat: 0, lon: 181 }] }).success).toBe(false);
    expect(playedInSchema.safeParse({ ...ok, work: 'no-such-work' }).success).toBe(false);
    expect(playedInSchema.safeParse({ ...ok, year: 1900 }).success).toBe(false);
    expect(playedInSchema.safeParse({ ...ok, note: 'A note with "straight" quotes in it.' }).success).toBe(false);
  });
});

const entry = (countries: string[], places: PlayedIn['places'] = []): PlayedIn => ({ countries, places, work: 'wikipedia-it-bao' }) as PlayedIn;

describe('in words', () => {
  it.each([
    [[entry(['TZA'])], 'Tanzania'],
    [[entry(['TZA'], [{ name: 'Zanzibar', lat: -6.16, lon: 39.2 }]), entry(['MWI'])], 'Tanzania (Zanzibar) and Malawi'],
    [[entry(['KEN', 'TZA']), entry(['TZA'])], 'Kenya and Tanzania'],
    [[entry(['GHA', 'NGA', 'CIV'])], 'Ghana, Nigeria and Côte d’Ivoire'],
    // A name that takes “the” in a sentence keeps it: “played in the Philippines”, not “in Philippines”.
    [[entry(['PHL'])], 'the Philippines'],
    [[entry(['USA'])], 'the United States'],
    [[entry(['COD', 'COG'])], 'the Democratic Republic of the Congo and the Republic of the Congo'],
    [[entry(['IDN', 'MDV'])], 'Indonesia and the Maldives'],
  ])('%j reads “%s”', (entries, text) => {
    expect(whereText(entries)).toBe(text);
  });

  it('merges a game’s entries: each country and place once, in the order given', () => {
    const z = { name: 'Zanzibar', lat: -6.16, lon: 39.2 };
    expect(whereOf([entry(['OMN']), entry(['TZA'], [z]), entry(['TZA'], [z])])).toEqual({ countries: ['OMN', 'TZA'], places: [z] });
  });
});

describe('by region', () => {
  it('lists regions in the site’s order, countries by name, a game under each of its countries', () => {
    const games = [
      { id: 'hawalis', playedIn: [entry(['OMN']), entry(['TZA'])] },
      { id: 'bao', playedIn: [entry(['TZA']), entry(['MWI'])] },
      { id: 'endodoi', playedIn: [entry(['KEN', 'TZA'])] },
    ];
    const regions = byRegion(games);
    expect(regions.map((r) => r.region)).toEqual(['East Africa', 'Southern Africa', 'Arabia']);
    expect(regions[0]!.countries.map((c) => [c.name, c.games.map((g) => g.id)])).toEqual([
      ['Kenya', ['endodoi']],
      ['Tanzania', ['hawalis', 'bao', 'endodoi']],
    ]);
  });

  it('puts every game of ours somewhere, and every country used in a region', () => {
    const regions = byRegion(pages.map((p) => ({ id: p.variant, playedIn: p.playedIn ?? [] })));
    const listed = new Set(regions.flatMap((r) => r.countries.flatMap((c) => c.games.map((g) => g.id))));
    expect([...listed].sort()).toEqual(pages.map((p) => p.variant).sort());
    for (const r of regions) for (const c of r.countries) expect(COUNTRIES[c.code].region).toBe(r.region);
  });
});

describe('places', () => {
  it('belong to the country that holds them, not to every country of their entry', () => {
    const enkeshui = [
      entry(
        ['KEN', 'TZA'],
        [
          { name: 'Amboseli', lat: -2.65, lon: 37.26 },
          { name: 'Narok', lat: -1.08, lon: 35.87 },
        ],
      ),
    ];
    expect(whereText(enkeshui)).toBe('Kenya (Amboseli, Narok) and Tanzania');
    expect(countryOfPlace({ name: 'Zanzibar', lat: -6.16, lon: 39.2 }, ['KEN', 'TZA'])).toBe('TZA');
  });
});

describe('the country table', () => {
  it('lists only countries some game is played in, so it does not grow stale', () => {
    const used = new Set(pages.flatMap((p) => whereOf(p.playedIn ?? []).countries));
    expect(Object.keys(COUNTRIES).filter((code) => !used.has(code as never))).toEqual([]);
  });
});
