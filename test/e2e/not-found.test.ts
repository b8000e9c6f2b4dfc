/**
 * An address with nothing at it gets our 404 page, which suggests the game the address most likely
 * meant; a game's other names have addresses of their own that lead to it (/variants/oware/ → Wari).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browser, injectAxe, isForwarding, open, sitePages, skipReason } from './browser.js';

/** The other names' addresses: pages that only send the reader on. */
const aliases = skipReason ? [] : sitePages().filter((p) => isForwarding(p));

/** Where an other name's page sends the reader: its meta refresh. */
const targetOf = (path: string) => /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(readFileSync(`dist${path}index.html`, 'utf8'))?.[1];

describe.skipIf(skipReason)('the 404 page and the addresses of other names', () => {
  /** What Chromium logs for a page served with status 404: every visit to a missing address logs it once, and nothing else may be logged. */
  const NOT_FOUND = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
  const visit = async (path: string, colorScheme: 'light' | 'dark' = 'light') => {
    const { page, errors, response, close } = await open(browser, path, { colorScheme });
    return { page, errors, status: response?.status(), close };
  };

  it.each([
    ['/variants/owari/', 'Wari', '/variants/wari/'],
    ['/variants/omwesso/', 'Omweso', '/variants/omweso/'],
    ['/play/bao-la-kiswahili/', 'Bao', '/variants/bao/'],
    ['/games/chuba/', 'Tschuba', '/variants/tschuba/'],
  ])('%s suggests %s', async (path, title, href) => {
    const { page, errors, status, close } = await visit(path);
    expect(status).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('No page at this address');
    expect(await page.locator('#missing-address').textContent()).toBe(path);
    const first = page.locator('#suggestion-list a').first();
    expect(await first.textContent()).toBe(title);
    expect(await first.getAttribute('href')).toBe(href);
    expect(errors).toEqual([NOT_FOUND]);
    await close();
  });

  it('shows a typed address as text, never as markup, and suggests nothing it cannot match', async () => {
    const { page, close } = await visit('/variants/<img src=x onerror=alert(1)>/');
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('#missing-address').textContent()).toContain('<img src=x');
    expect(await page.locator('#suggestions').isHidden()).toBe(true);
    expect(await page.locator('.all-games a').count()).toBeGreaterThanOrEqual(20); // every game, without JavaScript too
    await close();
  });

  // Every other name's page is read as a file: its refresh leads to a game's page that exists. One of
  // them is followed in the browser, since every one is the same template (src/pages/variants/[alias].astro) with another target.
  it.each(aliases)('%s leads to its game', (path) => {
    expect(targetOf(path), 'a refresh to the game').toMatch(/^\/variants\/[a-z-]+\/$/);
    expect(existsSync(`dist${targetOf(path)}index.html`), `${targetOf(path)} exists`).toBe(true);
  });

  it("follows an other name's refresh in the browser", async () => {
    const path = '/variants/oware/';
    expect(aliases).toContain(path);
    const { page, status, close } = await visit(path);
    expect(status).toBe(200);
    await expect.poll(() => new URL(page.url()).pathname).toBe(targetOf(path));
    expect(await page.locator('h1').textContent()).toBe('Wari');
    await close();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in the %s theme', async (scheme) => {
    const { page, close } = await visit('/variants/owari/', scheme);
    await injectAxe(page);
    const violations = await page.evaluate(async () => ((await (window as any).axe.run(document)).violations as { id: string }[]).map((v) => v.id));
    expect(violations).toEqual([]);
    await close();
  });
});
