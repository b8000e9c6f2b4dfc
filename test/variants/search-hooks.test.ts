/**
 * A game's search hooks (a fast playout, its own material, the solver's settings) live in its own
 * search.ts, which only a search loads: the rules a board plays carry none, and the registry attaches
 * them, lazily (load.ts) or at once (index.ts), the same from both.
 */
import { describe, expect, it } from 'vitest';
import { xorshift32 } from '../../src/engine/fast/random.js';
import { material } from '../../src/engine/search/index.js';
import { SEARCH_LOADERS, loadSearchRules } from '../../src/variants/load.js';
import { VARIANT_IDS, searchRulesOf } from '../../src/variants/index.js';
import { rules } from '../helpers.js';

describe("a game's search hooks", () => {
  it('are not part of the rules a board plays', () => {
    for (const id of VARIANT_IDS) {
      const r = rules(id) as unknown as Record<string, unknown>;
      expect(
        ['playout', 'material', 'solver', 'search'].filter((k) => k in r),
        id,
      ).toEqual([]);
    }
  });

  it('come with the lazy registry: the fast playout and the solver for Kalah, the playout for Wari, pits owned for Grand Oh-Wah-Ree', async () => {
    const kalah = await loadSearchRules(rules('kalah', { emptyCapture: true }));
    expect(kalah.search.solver).toEqual({ pits: 6, emptyCapture: true, leftovers: 'owner' });
    const [reward, plies] = kalah.search.playout!(kalah.start(), 8, xorshift32(1))!;
    expect(reward.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(plies).toBeGreaterThan(0);
    // Leftovers not to their owners: no fast path plays those rules, the solver's settings still hold.
    expect((await loadSearchRules(rules('kalah', { leftovers: 'uncounted' }))).search.playout).toBeUndefined();
    expect((await loadSearchRules(rules('wari'))).search.playout).toBeTypeOf('function');
    const grand = await loadSearchRules(rules('grand-oh-wah-ree', { winBy: 'pits' }));
    const p = grand.start();
    // Each seat owns six pits worth 4 seeds each: the pits count, not the empty stores.
    expect(material(grand, p)).toEqual([24, 24]);
    expect((await loadSearchRules(rules('grand-oh-wah-ree'))).search).toEqual({});
    expect((await loadSearchRules(rules('bao'))).search).toEqual({});
  });

  it('are the same from the eager registry as from the lazy one', async () => {
    for (const id of VARIANT_IDS) {
      const r = rules(id);
      const lazy = await loadSearchRules(r);
      const eager = searchRulesOf(r);
      expect(Object.keys(eager.search).sort(), id).toEqual(Object.keys(lazy.search).sort());
      expect(eager.search.solver, id).toEqual(lazy.search.solver);
    }
    expect(Object.keys(SEARCH_LOADERS).sort()).toEqual(['grand-oh-wah-ree', 'kalah', 'wari']);
  });
});
