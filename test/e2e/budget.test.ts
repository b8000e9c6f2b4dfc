/**
 * JavaScript shipped before interaction, from the built files (deterministic, not timed):
 * at most 12 KB gzip on a page with widgets, 2 KB on a page without. `npm run bench` reports the figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_BUDGETS, jsWeight, wakesOnInteraction } from '../../bin/js-weight.mjs';
import { budgetFor, pageWeight } from '../../bin/page-weight.mjs';
import { isNamePage, sitePages, skipReason } from './browser.js';

const WIDGET_BUDGET = 12_000;
const PLAIN_BUDGET = 2_000;

describe.skipIf(skipReason)('JavaScript budget', () => {
  it.each(sitePages())('%s', (path) => {
    const weight = jsWeight('dist', `${path.slice(1)}index.html`);
    const withWidgets = weight.islands > 0 || weight.files.length > 0;
    expect(weight.total).toBeLessThanOrEqual((TOOL_BUDGETS as Record<string, number>)[path] ?? (withWidgets ? WIDGET_BUDGET : PLAIN_BUDGET));
    if (path.startsWith('/variants/') && !isNamePage(path)) expect(withWidgets).toBe(true);
  });

  // The figure leaves out islands that wake on interaction (steppers and play boards: the reader asks
  // for them by pressing Next or choosing a pit, and no input is lost while they wake); wake.test.ts
  // checks in the browser that such an island's code is really not fetched before interaction. Here:
  // that every island left out uses the interaction directive, so no code goes uncounted by mistake.
  it.each(sitePages().filter((p) => p.startsWith('/variants/') && !isNamePage(p)))('%s: the islands left out all wake on interaction', (path) => {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
    expect(islands.length).toBeGreaterThan(0);
    const waking = islands.filter((island) => wakesOnInteraction(island));
    const weight = jsWeight('dist', `${path.slice(1)}index.html`);
    expect(weight.deferred.length).toBeGreaterThan(0);
    expect(waking).toHaveLength(islands.length);
    expect(weight.deferred.every((url) => url !== undefined && /\/(PlayBoard|Stepper|SolvedBoard)\.[\w-]+\.js$/.test(url))).toBe(true);
  });

  it('leaves out the board of a /play/ page opened bare, which wakes at once only for a linked game', () => {
    const weight = jsWeight('dist', 'play/kalah/index.html');
    // The board, and the Game record panel under it (src/islands/RecordPanel.tsx), each woken apart.
    expect(weight.deferred).toHaveLength(2);
    expect(weight.deferred[0]).toMatch(/\/PlayBoard\.[\w-]+\.js$/);
    expect(weight.deferred[1]).toMatch(/\/RecordPanel\.[\w-]+\.js$/);
    expect(readFileSync('dist/play/kalah/index.html', 'utf8')).toMatch(/<astro-island[^>]*client="wake"[^>]*opts="[^"]*&quot;value&quot;:&quot;address&quot;/);
  });
});

// Every page, Bao's and Omweso's included: their worked examples are chapters of their own
// (before the split Bao's page was 34 KB gzip and 297 KB raw, Omweso's 28.5 KB and 260 KB).
describe.skipIf(skipReason)('HTML budget: gzip and raw bytes, elements', () => {
  it.each(sitePages())('%s', (path) => {
    const weight = pageWeight('dist', `${path.slice(1)}index.html`);
    // Step sheets and any page named in bin/page-weight.mjs have their own, stated ceiling; every other page the general one.
    const ceiling = budgetFor(path);
    expect(weight.gzip).toBeLessThanOrEqual(ceiling.gzip);
    expect(weight.raw).toBeLessThanOrEqual(ceiling.raw);
    expect(weight.nodes).toBeLessThanOrEqual(ceiling.nodes);
  });
});
