/**
 * JavaScript shipped before interaction, from the built files (deterministic, not timed):
 * at most 12 KB gzip on a page with widgets, 2 KB on a page without. `npm run bench` reports the figures.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with the benchmark
import { jsWeight } from '../../bin/js-weight.mjs';
// @ts-expect-error: a plain .mjs module shared with the benchmark
import { PAGE_BUDGETS, pageWeight } from '../../bin/page-weight.mjs';
import { sitePages, skipReason } from './browser.js';

const WIDGET_BUDGET = 12_000;
const PLAIN_BUDGET = 2_000;

describe.skipIf(skipReason)('JavaScript budget', () => {
  it.each(sitePages())('%s', (path) => {
    const weight = jsWeight('dist', `${path.slice(1)}index.html`);
    const withWidgets = weight.files.length > 0;
    expect(weight.total).toBeLessThanOrEqual(withWidgets ? WIDGET_BUDGET : PLAIN_BUDGET);
    if (path.startsWith('/variants/')) expect(withWidgets).toBe(true);
  });
});

// Every page, Bao's and Omweso's included: their worked examples are chapters of their own
// (before the split Bao's page was 34 KB gzip and 297 KB raw, Omweso's 28.5 KB and 260 KB).
describe.skipIf(skipReason)('HTML budget: gzip and raw bytes, elements', () => {
  it.each(sitePages())('%s', (path) => {
    const weight = pageWeight('dist', `${path.slice(1)}index.html`);
    expect(weight.gzip).toBeLessThanOrEqual(PAGE_BUDGETS.gzip);
    expect(weight.raw).toBeLessThanOrEqual(PAGE_BUDGETS.raw);
    expect(weight.nodes).toBeLessThanOrEqual(PAGE_BUDGETS.nodes);
  });
});
