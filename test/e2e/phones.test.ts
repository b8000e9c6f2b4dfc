/**
 * Pages on a phone. Those drawn in the browser from their address (/editor/ for every game, /diagram/
 * for every board shape, and under `npm run test:full` every game) on a 375 px phone: no sideways
 * scroll, no text below 12 CSS px (narrow.ts). Every built page gets the same check in the site sweep
 * (site.test.ts), which opens each page at 375 px before it runs axe. Then the site menu on a phone,
 * wide screens, and four-row boards drawn from an address.
 *
 * Left out: the other names' addresses, which only forward to a page checked on its own, and the text
 * inside iframes (an embed is checked at its own address).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../src/variants/ids';
import { FULL } from '../depth.js';
import { SHAPES, browser, baseUrl, open, skipReason, tabs } from './browser.js';
import { PHONE, expectNarrowFits, ready } from './narrow.js';

/**
 * Pages drawn in the browser from their address: one static file, many boards. The editor for every
 * game, each with its own fields (a game's own state: houses, tuzdyks); the diagram for every game
 * under `npm run test:full`, else for a game of every board shape (SHAPES), the board being all that
 * changes there.
 */
const FROM_ADDRESS = [...(FULL ? VARIANT_IDS : [...SHAPES.values()]).map((id) => `/diagram/?variant=${id}`), ...VARIANT_IDS.map((id) => `/editor/?variant=${id}`)];
/** Tabs going from page to page: a new tab costs about as much as a page (test/e2e/browser.ts, tabs). */
const TABS = 3;

describe.skipIf(skipReason)('pages drawn from their address, on a 375 px phone', () => {
  const pool = tabs(browser, TABS, PHONE);
  afterAll(() => pool.close());

  it(FULL ? 'draws every game in the diagram page and the editor' : 'draws a game of every board shape in the diagram page, and every game in the editor', () => {
    expect(FROM_ADDRESS).toEqual(expect.arrayContaining(['/diagram/?variant=kalah', '/diagram/?variant=owela', '/editor/?variant=bao', '/editor/?variant=omweso']));
    expect(FROM_ADDRESS.length).toBe((FULL ? VARIANT_IDS.length : SHAPES.size) + VARIANT_IDS.length);
  });

  it.concurrent.for(FROM_ADDRESS)('%s: no sideways scroll, no text below 12 px', (path, { expect }) =>
    pool.use(async (page) => {
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await ready(page);
      await expectNarrowFits(page, expect);
    }),
  );
});

const NAV = ['Home', 'Games', 'Compare', 'Timeline', 'Map', 'Notation', 'Glossary', 'Bibliography', 'Teach', 'Search'];

describe.skipIf(skipReason)('the site menu', () => {
  it('on a phone: a Menu button that opens by keyboard, every link on screen, in both themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors, close } = await open(browser, '/variants/wari/', { ...PHONE, colorScheme });
      const nav = page.getByRole('navigation', { name: 'Site' });
      const menu = page.locator('header.site summary');
      expect(await menu.textContent()).toContain('Menu');
      expect(await menu.isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Search' }).isVisible(), 'closed until asked').toBe(false);
      // The header is one row: the brand and the button side by side.
      const brand = (await page.locator('header.site .brand').boundingBox())!;
      const button = (await menu.boundingBox())!;
      expect(Math.abs(brand.y + brand.height / 2 - (button.y + button.height / 2))).toBeLessThan(8);
      // Keyboard: Tab reaches the button (after the skip link and the brand), which shows its focus; Enter opens it.
      for (let i = 0; i < 5 && !(await menu.evaluate((s) => s === document.activeElement)); i++) await page.keyboard.press('Tab');
      expect(await menu.evaluate((s) => s === document.activeElement)).toBe(true);
      expect(await menu.evaluate((s) => getComputedStyle(s).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      for (const name of NAV) {
        const link = nav.getByRole('link', { name, exact: true });
        expect(await link.isVisible(), name).toBe(true);
        const box = (await link.boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(375);
        expect(box.height, `${name}: a finger's target`).toBeGreaterThanOrEqual(24);
      }
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
      // The theme switch is in the menu too (without script it stays hidden, as everywhere).
      expect(await page.locator('header.site .theme-switch').isVisible()).toBe(true);
      // The open menu is drawn on the theme's own paper, over the page: the first background behind the links.
      const paper = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const behind = await nav.evaluate((n) => {
        for (let e: Element | null = n; e; e = e.parentElement)
          if (getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)') return { tag: e.localName, bg: getComputedStyle(e).backgroundColor };
        return null;
      });
      expect(behind?.tag, 'a panel of its own, not the page').not.toBe('html');
      expect(behind?.bg).toBe(paper);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('on a desktop: every link in the header at once, no button', async () => {
    const { page, close } = await open(browser, '/variants/wari/', { viewport: { width: 1280, height: 900 } });
    const nav = page.getByRole('navigation', { name: 'Site' });
    expect(await page.locator('header.site summary').isVisible()).toBe(false);
    const header = (await page.locator('header.site').boundingBox())!;
    expect(header.height, 'one row').toBeLessThan(70);
    for (const name of NAV) expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    // In the tab order: Tab from the brand goes to Home.
    await page.locator('header.site .brand').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await close();
  });

  it('prints without the menu', async () => {
    const { page, close } = await open(browser, '/variants/wari/', PHONE);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.site summary').isVisible()).toBe(false);
    expect(await page.locator('header.site .brand').isVisible()).toBe(true);
    await close();
  });
});

describe.skipIf(skipReason)('wide screens', () => {
  // The comparison table needs more than the text column (52rem): on a wide window it takes the room
  // beside the column rather than scrolling inside it; on a narrow one it scrolls in its own box.
  it('/compare/ at 1280 px: the whole table in view, no scrolling inside it or the page', async () => {
    const { page, close } = await open(browser, '/compare/', { viewport: { width: 1280, height: 900 } });
    const box = page.locator('.table-scroll').first();
    const sizes = await box.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth, left: el.getBoundingClientRect().left, right: el.getBoundingClientRect().right }));
    expect(sizes.scroll, 'the table is not cut').toBeLessThanOrEqual(sizes.client);
    expect(sizes.left).toBeGreaterThanOrEqual(0);
    expect(sizes.right).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
    await close();
  });

  it('/games/ and /compare/ on a 1000 px window: a table too wide for it scrolls in its own box, the page does not', async () => {
    for (const path of ['/compare/', '/games/']) {
      const { page, close } = await open(browser, path, { viewport: { width: 1000, height: 800 } });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(1000);
      const right = await page
        .locator('.table-scroll')
        .first()
        .evaluate((el) => el.getBoundingClientRect().right);
      expect(right, path).toBeLessThanOrEqual(1000);
      await close();
    }
  });
});

describe.skipIf(skipReason)('boards drawn from an address, on a phone', () => {
  // Game pages turn a four-row board a quarter-turn when its box is narrow (board.css); /diagram/ and the
  // editor draw their board in the browser, in boxes of their own, and must do the same.
  it.each(['/diagram/?variant=njombwa', '/editor/?variant=njombwa', '/diagram/?variant=bao'])('%s: a four-row board turned a quarter-turn, within the screen', async (path) => {
    const { page, close } = await open(browser, path, PHONE);
    await ready(page);
    const board = page.locator('main svg.board.four').first();
    const box = (await board.boundingBox())!;
    expect(box.height, 'taller than wide: turned').toBeGreaterThan(box.width);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Names read upright on the turned board: a row name is wider than it is tall on screen.
    const name = (await board.locator('.labels text', { hasText: 'AA' }).first().boundingBox())!;
    expect(name.width).toBeGreaterThan(name.height * 0.9);
    await close();
  });
});
