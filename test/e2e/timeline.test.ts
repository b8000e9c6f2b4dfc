/**
 * /timeline/ and the games index's order by date: every game with a first record appears once, in
 * date order, its links resolve, the page passes axe in both themes and prints, and it runs no script
 * of its own; the index, sorted by first description, shows the games in the timeline's order.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { axeInBothThemes, browser, open, skipReason } from './browser.js';

/** The games whose page gives a first record (frontmatter `firstDescribed`); test/site/timeline.test.ts holds every game to having one. */
const dated = readdirSync('content/variants')
  .map((f) => parse(readFileSync(join('content/variants', f), 'utf8').split(/^---$/m)[1]!) as { variant: string; firstDescribed?: unknown })
  .filter((p) => p.firstDescribed)
  .map((p) => p.variant);

const html = skipReason ? '' : readFileSync('dist/timeline/index.html', 'utf8');
const idsOf = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

describe.skipIf(skipReason)('the timeline', () => {
  it('lists every game with a first record exactly once, linked to its page', async () => {
    const { page, close } = await open(browser, '/timeline/', { javaScriptEnabled: false });
    const games = await page.locator('ol.timeline a.name').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect([...games].sort()).toEqual(dated.map((id) => `/variants/${id}/`).sort());
    expect(new Set(games).size, 'no game twice').toBe(games.length);
    for (const path of games) expect(existsSync(join('dist', path, 'index.html')), path).toBe(true);
    await close();
  });

  it('keeps date order, every year in a <time>, the undated games last', async () => {
    const { page, close } = await open(browser, '/timeline/', { javaScriptEnabled: false });
    const whens = await page
      .locator('ol.timeline .when')
      .evaluateAll((ws) => ws.map((w) => ({ text: w.textContent!.trim(), datetime: w.querySelector('time')?.getAttribute('datetime') ?? null })));
    const years = whens.map((w) => (w.text === 'undated' ? Infinity : Number(/-?\d+/.exec(w.text)![0])));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const w of whens.filter((w) => w.text !== 'undated')) expect(Number(w.datetime), w.text).toBe(Number(/\d+/.exec(w.text)![0]));
    // Each century's heading names the years under it.
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.at(-1)).toBe(years.includes(Infinity) ? 'Undated' : headings.at(-1));
    await close();
  });

  it('cites each date’s work, linked to its entry in the bibliography', () => {
    const bibliography = idsOf('dist/bibliography/index.html');
    const cited = [...html.matchAll(/class="cited"[^>]*>[^<]*<a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(cited.length).toBe(dated.length);
    for (const href of cited) {
      const [path, anchor] = href.split('#');
      expect(path, href).toMatch(/\/bibliography\/$/);
      expect(bibliography.has(anchor!), href).toBe(true);
    }
  });

  it('runs no script of its own: only the layout’s, the same as the bibliography’s', () => {
    const scripts = (page: string) => [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[0]);
    expect(scripts(html)).toEqual(scripts(readFileSync('dist/bibliography/index.html', 'utf8')));
  });

  it('passes axe in the light and the dark theme, and prints with every entry and no menu', async () => {
    const { page, errors, close } = await open(browser, '/timeline/');
    expect(await axeInBothThemes(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.site nav').isVisible()).toBe(false);
    expect(await page.locator('ol.timeline li:visible').count()).toBe(dated.length);
    expect(errors).toEqual([]);
    await close();
  });

  it('is in the site menu', async () => {
    const { page, close } = await open(browser, '/', { viewport: { width: 1280, height: 900 } });
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Timeline', exact: true }).click();
    await page.waitForURL(/\/timeline\/$/);
    expect(await page.locator('h1').textContent()).toBe('Timeline');
    await close();
  });
});

describe.skipIf(skipReason)('the games index in date order', () => {
  it('shows the games in the timeline’s order when asked, and the family order again on Clear', async () => {
    const timeline = await open(browser, '/timeline/', { javaScriptEnabled: false });
    const order = await timeline.page.locator('ol.timeline a.name').allTextContents();
    await timeline.close();

    const { page, errors, close } = await open(browser, '/games/');
    const rows = () => page.locator('#games-table tbody tr th a').allTextContents();
    const familyOrder = await rows();
    await expect.poll(() => page.locator('#game-filters').isVisible()).toBe(true);
    await page.selectOption('#sort-by', 'date');
    // Games first, in the timeline's order; sections of a page (Kiela) after them.
    await expect.poll(async () => (await rows()).slice(0, order.length)).toEqual(order);
    expect((await rows()).length).toBe(familyOrder.length);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(rows).toEqual(familyOrder);
    expect(errors).toEqual([]);
    await close();
  });
});
