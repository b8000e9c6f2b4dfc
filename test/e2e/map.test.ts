/**
 * /map/ and the infobox maps: every game on the map and in the lists once, linked; every game page's
 * infobox has its map with words for it and a link to /map/; the filters work with no script, by
 * keyboard; axe passes in both themes; print shows every entry; no map code ships to the browser.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { axeInBothThemes, browser, open, skipReason } from './browser.js';

const games = readdirSync('content/variants')
  .map((f) => parse(readFileSync(join('content/variants', f), 'utf8').split(/^---$/m)[1]!) as { variant: string; title: string })
  .sort((a, b) => a.variant.localeCompare(b.variant));
const html = skipReason ? '' : readFileSync('dist/map/index.html', 'utf8');
const scripts = (page: string) => [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[0]);

describe.skipIf(skipReason)('the map page', () => {
  it('marks every game once on the map and lists it once by game, each linked to its page', async () => {
    const { page, close } = await open(browser, '/map/', { javaScriptEnabled: false });
    const paths = (selector: string) =>
      page.locator(selector).evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement | SVGAElement).getAttribute('href')!, location.href).pathname));
    const expected = games.map((g) => `/variants/${g.variant}/`).sort();
    const marked = await paths('svg.world-map a.marker');
    expect([...marked].sort()).toEqual(expected);
    const listed = await paths('ul.by-game a.name');
    expect([...listed].sort()).toEqual(expected);
    for (const path of expected) expect(existsSync(join('dist', path, 'index.html')), path).toBe(true);
    // Every mark has a name: its <title>, the game and where.
    const names = await page.locator('svg.world-map a.marker title').allTextContents();
    expect(names.every((n) => /^.+: .+/.test(n))).toBe(true);
    // By region: every game under at least one country.
    const inRegions = new Set(await paths('.countries .game-ref a'));
    expect([...inRegions].sort()).toEqual(expected);
    await close();
  });

  it('cites a work for every entry, linked to the bibliography, and credits Natural Earth', () => {
    const bibliography = new Set([...readFileSync('dist/bibliography/index.html', 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
    const cited = [...html.matchAll(/, per <a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(cited.length).toBeGreaterThanOrEqual(games.length);
    for (const href of cited) expect(bibliography.has(href.split('#')[1]!), href).toBe(true);
    expect(html).toContain('naturalearthdata.com');
  });

  it('runs no script of its own: only the layout’s, the same as the bibliography’s', () => {
    expect(scripts(html)).toEqual(scripts(readFileSync('dist/bibliography/index.html', 'utf8')));
  });

  it('filters by family and by board with no script, the marks and the lists alike, and All shows every game again', async () => {
    const { page, close } = await open(browser, '/map/', { javaScriptEnabled: false });
    const shown = async (selector: string) => page.locator(`${selector}:visible`).count();
    expect(await shown('svg.world-map a.marker')).toBe(games.length);
    // Hatched countries and discs as drawn with every game shown (a speck like Singapore's outline has no size to see: its disc stands for it).
    const allHere = await shown('svg.world-map .here');
    expect(allHere).toBeGreaterThan(40);
    await page.getByRole('radio', { name: 'Four rows' }).check();
    const fourRow = await page.locator('ul.by-game > li[data-family="four-row"]').count();
    expect(fourRow).toBeGreaterThan(5);
    expect(await shown('svg.world-map a.marker')).toBe(fourRow);
    expect(await shown('ul.by-game > li')).toBe(fourRow);
    expect(await page.locator('.countries .game-ref:visible[data-family]:not([data-family="four-row"])').count()).toBe(0);
    // A country, and a region, with no four-row game is left out of the list.
    expect(await page.locator('.countries > li:visible').evaluateAll((lis) => lis.every((li) => li.querySelector('[data-family="four-row"]')))).toBe(true);
    expect(await page.locator('section.region:visible h3').allTextContents()).not.toContain('Central Asia');
    // The map too: a country with no four-row game loses its hatching and its ring, one with one keeps it.
    expect(await shown('svg.world-map :is(.here, .here-dot):not([data-families~="four-row"])')).toBe(0);
    expect(await shown('svg.world-map .here[data-families~="four-row"]')).toBe(await page.locator('svg.world-map .here[data-families~="four-row"]').count());
    // Both filters at once: four rows of eight pits.
    await page.getByRole('radio', { name: '4 × 8' }).check();
    const both = await page.locator('ul.by-game > li[data-family="four-row"][data-board="4x8"]').count();
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(fourRow);
    expect(await shown('svg.world-map a.marker')).toBe(both);
    expect(await shown('svg.world-map .here:not([data-boards~="4x8"])')).toBe(0);
    // By keyboard: arrows move within a group of radio buttons.
    await page.getByRole('radio', { name: 'All' }).first().focus();
    await page.getByRole('radio', { name: 'All' }).nth(1).check();
    await page.getByRole('radio', { name: 'All' }).first().check();
    expect(await shown('svg.world-map a.marker')).toBe(games.length);
    expect(await shown('ul.by-game > li')).toBe(games.length);
    expect(await shown('svg.world-map .here')).toBe(allHere);
    await close();
  });

  it('passes axe in the light and the dark theme, and prints every entry without the filters or the menu', async () => {
    const { page, errors, close } = await open(browser, '/map/');
    expect(await axeInBothThemes(page)).toEqual([]);
    const allHere = await page.locator('svg.world-map .here:visible').count();
    await page.getByRole('radio', { name: 'Four rows' }).check();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.site nav').isVisible()).toBe(false);
    expect(await page.locator('.map-filters').isVisible()).toBe(false);
    expect(await page.locator('ul.by-game > li:visible').count()).toBe(games.length);
    expect(await page.locator('.countries .game-ref:visible').count()).toBe(await page.locator('.countries .game-ref').count());
    expect(await page.locator('svg.world-map .here:visible').count()).toBe(allHere);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the caption’s key of shapes inside a phone’s width, wrapping between its items', async () => {
    const { page, close } = await open(browser, '/map/', { viewport: { width: 375, height: 740 } });
    const caption = page.locator('#world-caption');
    expect(await caption.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const box of await page.locator('#world-caption .key-item').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(375);
    await close();
  });

  it('is in the site menu', async () => {
    const { page, close } = await open(browser, '/', { viewport: { width: 1280, height: 900 } });
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Map', exact: true }).click();
    await page.waitForURL(/\/map\/$/);
    expect(await page.locator('h1').textContent()).toBe('Map');
    await close();
  });
});

describe.skipIf(skipReason)('the infobox maps', () => {
  it.each(games.map((g) => [g.variant] as const))('%s: an inline map named in words, linked to its entry on /map/, with no script', (id) => {
    const page = readFileSync(`dist/variants/${id}/index.html`, 'utf8');
    const figure = /<figure class="where-map"[\s\S]*?<\/figure>/.exec(page)?.[0];
    expect(figure, 'a map in the infobox').toBeDefined();
    expect(figure).toMatch(/<svg class="map inset"[^>]*role="img"[^>]*aria-label="Map of where [^"]+ is played: [^"]+"/);
    const caption = /<figcaption>([\s\S]*?)<\/figcaption>/.exec(figure!)?.[1] ?? '';
    expect(caption).toMatch(/Played in [^<]+, per <a href="#ref-[^"]+">/);
    for (const [, ref] of caption.matchAll(/href="#(ref-[^"]+)"/g)) expect(page, ref).toContain(`id="${ref}"`);
    expect(caption).toContain(`/map/#game-${id}`);
    expect(html).toContain(`id="game-${id}"`);
    expect(figure).not.toMatch(/<script/);
    expect(figure!.length, 'bytes of the map').toBeLessThan(30_000);
  });

  it('draws the countries hatched and outlined, not by colour alone, in both themes', async () => {
    const { page, close } = await open(browser, '/variants/bao/', { javaScriptEnabled: false });
    const here = page.locator('.where-map .here');
    expect(await here.getAttribute('fill')).toBe('url(#where-hatch)');
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), theme);
      const [stroke, sea, land] = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.where-map .here')!).stroke,
        getComputedStyle(document.querySelector('.where-map .sea')!).fill,
        getComputedStyle(document.querySelector('.where-map .land')!).fill,
      ]);
      expect(stroke, theme).not.toBe('none');
      expect(sea, theme).not.toBe(land);
    }
    await close();
  });

  it('ships no map code: no d3 or atlas in the site’s scripts', () => {
    for (const file of readdirSync('dist/_astro').filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(join('dist/_astro', file), 'utf8');
      // Names survive in places, d3-geo's circle for a point (" 0 1,1 0,") and topojson's arcs always.
      expect(/geoPath|geoMercator|topojson|naturalearth| 0 1,1 0,|"arcs":/i.test(text), file).toBe(false);
    }
  });
});
