/**
 * Search finds a game by any of its names, its own page first, and finds nothing for a word no page
 * holds. The expected pages are read from the built pages' text, never typed here.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForwarding, launch, open, sitePages, skipReason } from './browser.js';

/** The indexed text of each page (inside data-pagefind-body), folded as search folds it. */
const indexed = skipReason
  ? new Map<string, string>()
  : new Map(
      sitePages()
        .filter((p) => !isForwarding(p))
        .map((p) => [p, readFileSync(`dist${p}index.html`, 'utf8')] as const)
        .filter(([, html]) => html.includes('data-pagefind-body'))
        .map(([p, html]) => [p, html.replace(/<[^>]+>/g, ' ').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]),
    );
const pagesHolding = (word: string) => [...indexed].filter(([, text]) => new RegExp(`\\b${word.toLowerCase()}`).test(text)).map(([p]) => p);

describe.skipIf(skipReason)('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  const search = async (query: string) => {
    const { page, errors, close } = await open(browser, `/search/?q=${encodeURIComponent(query)}`);
    await expect.poll(() => page.locator('#search-status').textContent(), { timeout: 15_000 }).toMatch(/result/);
    const found = await page.locator('#results li > a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const status = await page.locator('#search-status').textContent();
    await close();
    expect(errors).toEqual([]);
    return { found, status };
  };

  it.each([
    ['Oware', '/variants/wari/'],
    ['Awale', '/variants/wari/'],
    ['Awalé', '/variants/wari/'],
    ['Ayo', '/variants/wari/'],
    ['Mweso', '/variants/omweso/'],
    ['Kalaha', '/variants/kalah/'],
  ])('%s: %s first', async (query, first) => {
    const { found } = await search(query);
    expect(found[0]).toBe(first);
  });

  it.each(['Ghana', 'backgammon', 'Sungka', 'Chuba'])('%s: only pages that hold the word', async (word) => {
    const { found, status } = await search(word);
    const holding = pagesHolding(word);
    expect(found.every((p) => holding.includes(p)), `${found.join(', ')} found; pages holding it: ${holding.join(', ') || 'none'}`).toBe(true);
    expect(found.length).toBe(Math.min(10, holding.length));
    if (holding.length === 0) expect(status).toMatch(/^0 results/);
  });
});
