// What a built page weighs for its reader: HTML bytes raw and gzipped, and its element count (every
// start tag: what the browser builds a DOM node for, text aside). Shared by `npm run bench` and the
// budget test, so both read the same figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Every page is held to these. A game page whose worked examples would take it over moves them to a
 * chapter of its own (content/chapters: /variants/<variant>/<slug>/), as Bao and Omweso do.
 */
export const PAGE_BUDGETS = { gzip: 25_000, raw: 250_000, nodes: 5_000 };

/**
 * Step sheets (/sheets/<variant>/<example>/) are long by nature: one small diagram a step, for
 * printing, with no script to speak of. Their own ceiling is set by the longest example, Hawalis's
 * endless move (299 steps of a four-row board: about 740 KB raw, 13,000 elements, 20 KB gzip).
 */
export const SHEET_BUDGETS = { gzip: 25_000, raw: 800_000, nodes: 14_000 };

/**
 * Pages allowed over the common budget, each with its ceiling and the reason. None since 2026-11-27:
 * /variants/bao/ had 26,000 (25,670 B measured with the timeline's link and reference) while the build
 * inlined the site's stylesheet into every page (4.7 KB gzip of each page); with the stylesheet one
 * cached file, Bao's page is 21,194 B.
 */
export const PAGE_CEILINGS = {};

/** The budget a page is held to, by its address ("/sheets/wari/chain-capture/"): a sheet's, a named ceiling, or the common one. */
export const budgetFor = (path) => (/^\/sheets\//.test(path) ? SHEET_BUDGETS : { ...PAGE_BUDGETS, ...(PAGE_CEILINGS[path] ?? {}) });

export function pageWeight(dist, htmlPath) {
  const html = readFileSync(join(dist, htmlPath));
  const text = html.toString('utf8');
  return { raw: html.length, gzip: gzipSync(html, { level: 9 }).length, nodes: (text.match(/<[a-zA-Z]/g) ?? []).length };
}
