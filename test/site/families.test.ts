/** Families and facts read from the rules: every variant in exactly one family, and known games where the sources put them. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FAMILIES, familyOf, familyOrder, groupByFamily } from '../../src/site/families.js';
import { factsOf } from '../../src/site/game-facts.js';
import { filterChoices, indexRows } from '../../src/site/index-rows.js';
import type { Game } from '../../src/site/related.js';
import { linkedGames, relatedGames } from '../../src/site/related.js';
import { variantPageSchema } from '../../src/site/schema.js';
import { VARIANT_IDS } from '../../src/variants/index.js';

const dir = new URL('../../content/variants/', import.meta.url).pathname;
const pages = readdirSync(dir).map((f) => variantPageSchema.parse(parse(readFileSync(join(dir, f), 'utf8').split(/^---$/m)[1]!)));

describe('families', () => {
  it('puts every variant in exactly one family', () => {
    const groups = groupByFamily(pages, factsOf);
    const placed = groups.flatMap((g) => g.games.map((p) => p.variant));
    expect([...placed].sort()).toEqual([...VARIANT_IDS].sort());
    expect(new Set(placed).size).toBe(placed.length);
    for (const g of groups) expect(FAMILIES.map((f) => f.id)).toContain(g.family.id);
  });

  it.each([
    ['kalah', 'two-row-single'],
    ['wari', 'two-row-single'],
    ['toguz-kumalak', 'two-row-single'],
    ['endodoi', 'two-row-relay'],
    ['dakon', 'two-row-relay'],
    ['oh-wah-ree', 'circle'],
    ['grand-oh-wah-ree', 'circle'],
    ['gabata', 'three-row'],
    ['bao', 'four-row'],
    ['omweso', 'four-row'],
  ] as const)('%s is in %s', (id, family) => {
    expect(familyOf(factsOf(id))).toBe(family);
  });

  it('orders games family by family, pages in their own order within a family', () => {
    // Checked as a rule rather than a list, so a new game needs no edit here.
    const order = familyOrder(pages, factsOf);
    const rank = (variant: (typeof pages)[number]['variant']) => FAMILIES.findIndex((f) => f.id === familyOf(factsOf(variant)));
    for (const [before, after] of order.slice(1).map((p, i) => [order[i]!, p] as const)) {
      expect(rank(before.variant), `${before.variant} before ${after.variant}`).toBeLessThanOrEqual(rank(after.variant));
      if (rank(before.variant) === rank(after.variant)) expect(before.order, `${before.variant} before ${after.variant}`).toBeLessThan(after.order);
    }
    expect(order[0]!.variant).toBe('kalah');
    // The four-row family, Bao's, comes last; a four-row game added later (a higher order) may follow Bao.
    expect(rank(order.at(-1)!.variant)).toBe(rank('bao'));
  });

  it('sees relays in exactly the games whose pages name the relay-sowing topic', () => {
    for (const page of pages) expect(factsOf(page.variant).relay, page.variant).toBe(page.topics.includes('relay-sowing'));
  });
});

describe('facts read from the rules', () => {
  it('reads boards, players, stores and captures', () => {
    expect(factsOf('kalah')).toMatchObject({ rows: 2, pitsPerRow: 6, players: [2], stores: 'sown-into', capture: 'across', seeds: 48, phases: 1 });
    expect(factsOf('wari')).toMatchObject({ rows: 2, pitsPerRow: 6, stores: 'captures-only', capture: 'count' });
    expect(factsOf('dakon')).toMatchObject({ pitsPerRow: 7, seeds: 98, stores: 'sown-into' });
    expect(factsOf('oh-wah-ree')).toMatchObject({ board: 'circle', rows: 1, pitsPerRow: 12, players: [2, 3, 4], capture: 'count' });
    expect(factsOf('tschuba')).toMatchObject({ rows: 4, pitsPerRow: 11, capture: 'across' });
    expect(factsOf('omweso')).toMatchObject({ rows: 4, pitsPerRow: 8, stores: 'none', capture: 'resown' });
    expect(factsOf('bao')).toMatchObject({ stores: 'in-hand', capture: 'resown', specialPits: 2, phases: 2 });
  });
});

describe('related games and the index rows', () => {
  const bodies = new Map(readdirSync(dir).map((f) => [f.replace(/\.mdx$/, ''), readFileSync(join(dir, f), 'utf8').split(/^---$/m)[2]!]));
  const all: Game[] = familyOrder(pages, factsOf).map((page) => {
    const facts = factsOf(page.variant);
    return { page, facts, family: FAMILIES.find((f) => f.id === familyOf(facts))!, body: bodies.get(page.variant)! };
  });
  const game = (id: string) => all.find((g) => g.page.variant === id)!;

  it('finds the games a page links to, not itself', () => {
    const known = new Set<string>(VARIANT_IDS);
    expect(linkedGames('see [Wari](/variants/wari/) and [Kalah](/variants/kalah/), [Wari](/variants/wari/#rules)', 'kalah', known)).toEqual(['wari']);
    expect(linkedGames('/variants/oware/ is an alias', 'kalah', known)).toEqual([]);
  });

  it('relates Wari to Oh-Wah-Ree, which its page names, and puts the same family in', () => {
    const related = relatedGames(all, game('wari'));
    expect(related.find((r) => r.variant === 'oh-wah-ree')?.why).toContain('named on this page');
    expect(related.find((r) => r.variant === 'kalah')?.why).toContain('same family');
    expect(related.map((r) => r.variant)).not.toContain('wari');
  });

  it('gives every game related games', () => {
    for (const g of all) expect(relatedGames(all, g).length, g.page.variant).toBeGreaterThan(0);
  });

  it('lists every game and section, with every name as a slug for the text filter', () => {
    const rows = indexRows(all, '/');
    expect(rows.length).toBe(VARIANT_IDS.length + pages.reduce((n, p) => n + p.sections.length, 0));
    expect(rows.find((r) => r.title === 'Wari')!.names.split(' ')).toEqual(expect.arrayContaining(['oware', 'awale']));
    expect(rows.find((r) => r.title === 'Oh-Wah-Ree')!.values.players).toEqual(['2', '3', '4']);
    expect(filterChoices(rows, 'rows')).toEqual(['1', '2', '3', '4']);
    // Every row length the games' rules have, smallest first (read from the rules, not the rows).
    const lengths = [...new Set(VARIANT_IDS.map((id) => factsOf(id).pitsPerRow))].sort((x, y) => x - y).map(String);
    expect(filterChoices(rows, 'pits')).toEqual(lengths);
    expect(lengths).toEqual(expect.arrayContaining(['6', '7', '8', '10', '11', '12']));
  });
});
