/**
 * The glossary page, and the terms in the pages that link to it: focusing or hovering a term shows its
 * definition in place, Escape hides it, and the pop-up's code is fetched only once the reader reaches
 * for a term.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, injectAxe, isNamePage, open, sitePages, skipReason } from './browser.js';

const TIP_CODE = /\/_astro\/term-tip\.[\w-]+\.js$/;

async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: any) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target}`);
  });
}

describe.skipIf(skipReason)('glossary links in the built pages', () => {
  const glossary = readFileSync('dist/glossary/index.html', 'utf8');
  const pages = sitePages().filter((p) => /^\/(variants|topics)\//.test(p) && !isNamePage(p));

  it.each(pages)('%s: every term link leads to an entry, once per term', (path) => {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    const targets = [...html.matchAll(/<a href="\/glossary\/#([^"]+)" class="term"/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets).toEqual([...new Set(targets)]);
    for (const id of targets) expect(glossary).toContain(`<dt id="${id}"`);
  });

  it('lists every term of the index with an anchor, under its letter', () => {
    const letters = [...glossary.matchAll(/<a href="#letter-([a-z])">/g)].map((m) => m[1]);
    expect(letters).toEqual([...letters].sort());
    for (const letter of letters) expect(glossary).toContain(`<h2 id="letter-${letter}">`);
    expect(glossary).toMatch(/<dt id="kichwa"[^>]*><dfn[^>]*>kichwa<\/dfn> <span class="language"[^>]*>Swahili<\/span>/);
  });
});

describe.skipIf(skipReason)('the definition pop-up', () => {
  it.each(['light', 'dark'] as const)('shows on focus, hides on Escape, loads on first use (%s theme, axe clean while open)', async (colorScheme) => {
    const { page, errors, close } = await open(browser, '/variants/bao/', { colorScheme });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const requestedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(requestedBefore.filter((url) => TIP_CODE.test(url) || url.startsWith('/glossary/'))).toEqual([]);
    await expect.poll(() => page.locator('#term-tip').count()).toBe(0);

    const kichwa = page.locator('a.term[href="/glossary/#kichwa"]');
    await kichwa.focus();
    const tip = page.getByRole('tooltip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(requested.filter((url) => TIP_CODE.test(url) || url === '/glossary/')).toHaveLength(2);
    expect(await tip.textContent()).toContain('either end pit of a player');
    expect(await kichwa.getAttribute('aria-describedby')).toBe('term-tip');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await tip.isVisible()).toBe(false);
    expect(await kichwa.getAttribute('aria-describedby')).toBeNull();
    // The link is still the link: Enter follows it to the entry.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/glossary\/#kichwa$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows on hover and stays while the pointer moves onto it', async () => {
    const { page, close } = await open(browser, '/variants/omweso/');
    const marker = page.locator('a.term[href="/glossary/#marker-capture-pit"]');
    await marker.scrollIntoViewIfNeeded();
    await marker.hover();
    const tip = page.getByRole('tooltip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toContain('Omweso');
    await tip.hover();
    await page.waitForTimeout(500);
    expect(await tip.isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => tip.isVisible()).toBe(false);
    await close();
  });

  it('opens on a first tap on a phone, and a second tap follows the link', async () => {
    const { page, close } = await open(browser, '/variants/kalah/', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const pie = page.locator('a.term[href="/glossary/#pie-rule"]');
    await pie.scrollIntoViewIfNeeded();
    // The first tap loads the code and shows the definition, even before the code has arrived.
    await pie.tap();
    const tip = page.getByRole('tooltip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/variants\/kalah\/$/);
    await pie.tap();
    await page.waitForURL(/\/glossary\/#pie-rule$/);
    await close();
  });
});

describe.skipIf(skipReason)('the glossary page', () => {
  it('works without JavaScript: the letters lead to their terms, the terms to the pages that use them', async () => {
    const { page, close } = await open(browser, '/glossary/', { javaScriptEnabled: false });
    await page.getByRole('navigation', { name: 'Letters' }).getByRole('link', { name: 'K', exact: true }).click();
    expect(page.url()).toMatch(/#letter-k$/);
    const used = page.locator('dt#kichwa + dd .used-by a');
    expect(await used.allTextContents()).toContain('Bao');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Glossary' }).waitFor();
    await close();
  });
});

/**
 * A word with several meanings has an entry for each, and every page links it to the meaning it
 * uses: "marker" is Omweso's capture pit, Kisolo's own kind of capture pit, and Oh-Wah-Ree's coloured
 * piece that shows who owns a pit.
 */
describe.skipIf(skipReason)('one glossary entry per meaning', () => {
  const glossary = readFileSync('dist/glossary/index.html', 'utf8');
  const markerLink = (path: string) => /<a href="\/glossary\/#([^"]+)" class="term"[^>]*>markers?<\/a>/i.exec(readFileSync(`dist${path}index.html`, 'utf8'))?.[1];

  it('has an entry for each meaning of marker', () => {
    const entries = [...glossary.matchAll(/<dt id="(marker[^"]*)"/g)].map((m) => m[1]);
    expect(entries.length).toBe(3);
    expect(new Set(entries).size).toBe(3);
  });

  it.each([
    ['/variants/omweso/', 'capture pit'],
    ['/variants/coro/', 'capture pit'],
    ['/variants/kisolo/', 'Kisolo'],
    ['/variants/oh-wah-ree/', 'ownership'],
    ['/variants/grand-oh-wah-ree/', 'ownership'],
  ])('%s links marker to its %s sense', (path, sense) => {
    const id = markerLink(path);
    expect(id).toBeDefined();
    const entry = new RegExp(`<dt id="${id}"[^>]*>[\\s\\S]*?</dt>`).exec(glossary)?.[0] ?? '';
    expect(entry).toContain(`(${sense})`);
  });
});
