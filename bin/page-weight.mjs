// What a built page weighs for its reader: HTML bytes raw and gzipped, and its element count (every
// start tag: what the browser builds a DOM node for, text aside). Shared by `npm run bench` and the
// budget test, so both read the same figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const PAGE_BUDGETS = { gzip: 25_000, raw: 250_000, nodes: 5_000 };

/**
 * Pages over a budget today, with the figure each may not exceed until it is brought within it: a
 * ceiling that only goes down. Bao's and Omweso's pages carry 22 and 19 worked examples; their prose
 * and step lists alone are 23 KB and 17 KB gzip, so meeting 25 KB means splitting them into pages
 * (the rules by phase), which is open work, named in the README's budget table.
 */
export const OVER_BUDGET = {
  'variants/bao/index.html': { gzip: 35_000, raw: 300_000 },
  'variants/omweso/index.html': { gzip: 29_500, raw: 262_000 },
};

export function pageWeight(dist, htmlPath) {
  const html = readFileSync(join(dist, htmlPath));
  const text = html.toString('utf8');
  return { raw: html.length, gzip: gzipSync(html, { level: 9 }).length, nodes: (text.match(/<[a-zA-Z]/g) ?? []).length };
}

/** The budgets a page is held to: the common ones, or its own ceiling where it is named above. */
export const budgetsOf = (htmlPath) => ({ ...PAGE_BUDGETS, ...OVER_BUDGET[htmlPath] });
