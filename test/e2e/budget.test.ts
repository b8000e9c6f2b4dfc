/**
 * JavaScript shipped before interaction, from the built files (deterministic, not timed):
 * at most 12 KB gzip on a page with widgets, 2 KB on a page without. `npm run bench` reports the figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with the benchmark
import { jsWeight, wakesOnInteraction } from '../../bin/js-weight.mjs';
import { sitePages, skipReason } from './browser.js';

const WIDGET_BUDGET = 12_000;
const PLAIN_BUDGET = 2_000;

describe.skipIf(skipReason)('JavaScript budget', () => {
  it.each(sitePages())('%s', (path) => {
    const weight = jsWeight('dist', `${path.slice(1)}index.html`);
    const withWidgets = weight.islands > 0 || weight.files.length > 0;
    expect(weight.total).toBeLessThanOrEqual(withWidgets ? WIDGET_BUDGET : PLAIN_BUDGET);
    if (path.startsWith('/variants/')) expect(withWidgets).toBe(true);
  });

  // The figure leaves out islands that wake on interaction; wake.test.ts checks in the browser that such
  // an island's code is really not fetched before interaction. Here: that the islands left out are the
  // play boards of variant pages and nothing else, so no stepper's code goes uncounted.
  it.each(sitePages().filter((p) => p.startsWith('/variants/')))('%s: only its play boards wake on interaction', (path) => {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    const islands = [...html.matchAll(/<figure class="playboard">[\s\S]*?(<astro-island\b[^>]*>)/g)].map((m) => m[1]!);
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) expect(wakesOnInteraction(island)).toBe(true);
    const weight = jsWeight('dist', `${path.slice(1)}index.html`);
    expect(weight.deferred).toHaveLength(islands.length);
    expect(weight.deferred.every((url: string) => /\/PlayBoard\.[\w-]+\.js$/.test(url))).toBe(true);
  });

  it('counts a play board that hydrates at load, as on /play/', () => {
    const weight = jsWeight('dist', 'play/kalah/index.html');
    expect(weight.deferred).toEqual([]);
    expect(weight.files.some((url: string) => /\/PlayBoard\.[\w-]+\.js$/.test(url))).toBe(true);
  });
});
