/** Families and facts read from the rules: every variant in exactly one family, and known games where the sources put them. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FAMILIES, familyOf, familyOrder, groupByFamily } from '../../src/site/families.js';
import { factsOf } from '../../src/site/game-facts.js';
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
    ['endodoi', 'two-row-relay'],
    ['dakon', 'two-row-relay'],
    ['oh-wah-ree', 'circle'],
    ['grand-oh-wah-ree', 'circle'],
    ['bao', 'four-row'],
    ['omweso', 'four-row'],
  ] as const)('%s is in %s', (id, family) => {
    expect(familyOf(factsOf(id))).toBe(family);
  });

  it('orders games family by family, pages in their own order within a family', () => {
    const order = familyOrder(pages, factsOf).map((p) => p.variant);
    expect(order.slice(0, 6)).toEqual(['kalah', 'wari', 'endodoi', 'dakon', 'oh-wah-ree', 'grand-oh-wah-ree']);
    expect(order.at(-1)).toBe('bao');
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
