/**
 * The pages around the games: the index's filters (combined, by any name, announced, code loaded only
 * on first use), the comparison table's sort, and previous/next walking every game in family order.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, isNamePage, open, sitePages, skipReason } from './browser.js';

const shownTitles = (page: Page) => page.locator('#games-table tbody tr:not([hidden]) th a').allTextContents();

describe.skipIf(skipReason)('games index, comparison and previous/next', () => {
  it('loads no filter code until the form is used, then combines two filters and announces the count', async () => {
    const { page, errors, close } = await open(browser, '/games/');
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    const total = await page.locator('#games-table tbody tr').count();
    await expect.poll(() => page.locator('#game-filters').isVisible()).toBe(true);
    expect(scripts.filter((u) => u.includes('filter-games'))).toEqual([]);

    await page.selectOption('#filter-rows', '4');
    await page.selectOption('#filter-capture', 'across');
    await expect.poll(() => page.locator('#games-count').textContent()).toMatch(/^\d+ of \d+ games shown\.$/);
    expect(scripts.some((u) => u.includes('filter-games'))).toBe(true);

    // What should show, read from the visible facts of every row: four rows, captures across (not sown back).
    const expected = await page
      .locator('#games-table tbody tr')
      .evaluateAll((rows) =>
        (rows as HTMLTableRowElement[])
          .filter((r) => r.cells[2]?.textContent?.startsWith('4 ×') && r.cells[6]?.textContent === 'across the board')
          .map((r) => r.querySelector('th a')!.textContent),
      );
    expect(expected.length).toBeGreaterThan(1);
    expect(await shownTitles(page)).toEqual(expected);
    expect(await page.locator('#games-count').textContent()).toBe(`${expected.length} of ${total} games shown.`);
    expect(await page.locator('#games-count').getAttribute('role')).toBe('status');
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['Oware', 'Wari'],
    ['awale', 'Wari'],
    ['Njomba', 'Njombwa'],
    ['Kiela', 'Kiela'],
  ])('the name filter finds %s: %s', async (query, title) => {
    const { page, close } = await open(browser, '/games/');
    await page.fill('#filter-q', query);
    await expect.poll(() => shownTitles(page)).toEqual([title]);
    await expect.poll(() => page.locator('#games-count').textContent()).toMatch(/^1 of \d+ games shown\.$/);
    await close();
  });

  it('lists every game page and section without JavaScript, with no filter form', async () => {
    const gamePages = sitePages().filter((p) => /^\/variants\/[a-z-]+\/$/.test(p) && !isNamePage(p));
    const { page, close } = await open(browser, '/games/', { javaScriptEnabled: false });
    const links = await page.locator('#games-table tbody tr:visible th a').evaluateAll((as) =>
      as.map((a) => {
        const u = new URL((a as HTMLAnchorElement).href);
        return u.pathname + u.hash;
      }),
    );
    const sections = await page.locator('#games-table tbody td[colspan]').count();
    expect(links.filter((l) => gamePages.includes(l)).sort()).toEqual([...gamePages].sort());
    expect(links.length).toBe(gamePages.length + sections);
    expect(await page.locator('#game-filters').isVisible()).toBe(false);
    await close();
  });

  it('sorts the comparison by a column, loading its code on first use', async () => {
    const { page, errors, close } = await open(browser, '/compare/');
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    const seeds = () =>
      page
        .locator('#compare-table tbody tr td:nth-of-type(2)')
        .allTextContents()
        .then((t) => t.map(Number));
    expect(scripts).toEqual([]);
    const head = page.locator('#compare-table thead th', { hasText: 'Seeds' });
    await head.locator('button').click();
    await expect.poll(() => head.getAttribute('aria-sort')).toBe('ascending');
    expect(scripts.some((u) => u.includes('sort-table'))).toBe(true);
    const up = await seeds();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await head.locator('button').press('Enter');
    await expect.poll(() => head.getAttribute('aria-sort')).toBe('descending');
    const down = await seeds();
    expect(down).toEqual([...up].sort((a, b) => b - a));
    expect(await page.locator('#sort-status').textContent()).toBe('Sorted by Seeds, descending.');
    expect(errors).toEqual([]);
    await close();
  });
});

describe.skipIf(skipReason)('previous and next', () => {
  const link = (path: string, rel: 'prev' | 'next') => new RegExp(`rel="${rel}" href="([^"]+)"`).exec(readFileSync(join('dist', path, 'index.html'), 'utf8'))?.[1];

  it('walk every game once, each link resolving and each next leading back by previous', () => {
    const games = new Set([...readFileSync(join('dist', 'games', 'index.html'), 'utf8').matchAll(/<th scope="row"><a href="(\/variants\/[a-z-]+\/)"/g)].map((m) => m[1]!));
    let at: string | undefined = [...games].find((g) => !link(g, 'prev'));
    const seen: string[] = [];
    while (at) {
      expect(existsSync(join('dist', at, 'index.html')), at).toBe(true);
      seen.push(at);
      const next = link(at, 'next');
      if (next) expect(link(next, 'prev'), next).toBe(at);
      at = next;
    }
    expect(seen.sort()).toEqual([...games].sort());
  });
});
