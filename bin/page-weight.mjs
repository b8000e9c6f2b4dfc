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
 * Pages allowed over a budget, each with its ceiling and why. Bao's worked examples: 27 boards, each
 * with its "Edit this position" link (about 13 bytes gzipped apiece), took the page from 24,886 to
 * 25,241 bytes. To lift when the chapter is split or the boards' links are made lighter.
 */
export const PAGE_CEILINGS = { '/variants/bao/examples/': { gzip: 25_400 } };

/** The budget a page is held to: the common one, or its named ceiling. */
export const budgetFor = (path) => ({ ...PAGE_BUDGETS, ...(PAGE_CEILINGS[path] ?? {}) });

export function pageWeight(dist, htmlPath) {
  const html = readFileSync(join(dist, htmlPath));
  const text = html.toString('utf8');
  return { raw: html.length, gzip: gzipSync(html, { level: 9 }).length, nodes: (text.match(/<[a-zA-Z]/g) ?? []).length };
}

