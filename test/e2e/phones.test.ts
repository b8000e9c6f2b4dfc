/**
 * Every page on a phone: at 375 CSS px wide, no page scrolls sideways and no text is drawn below
 * 12 CSS px. Text size is the size on screen: an SVG's text counts at its font size times the SVG's
 * scale (a board drawn smaller than its own units shrinks its names with it), so a board that fits by
 * shrinking fails here. Every built page is opened (under `npm test`, one of each template's pages for
 * every board shape and kind of example, and every other page: templateSample), plus the pages that
 * draw from their address (/editor/ for every game, /diagram/ for every board shape and under
 * `npm run test:full` every game), in one browser, several pages at once.
 *
 * Left out: the other names' addresses, which only forward to a page checked here on its own, and
 * the text inside iframes (an embed is checked at its own address).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../src/variants/ids';
import { FULL } from '../depth.js';
import { SHAPES, baseUrl, browser, expectSampleCovers, isForwarding, open, sitePages, skipReason, tabs, templateSample } from './browser.js';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const SMALLEST = 12;
/**
 * Pages drawn in the browser from their address: one static file, many boards. The editor for every
 * game, each with its own fields (a game's own state: houses, tuzdyks); the diagram for every game
 * under `npm run test:full`, else for a game of every board shape (SHAPES), the board being all that
 * changes there.
 */
const FROM_ADDRESS = [...(FULL ? VARIANT_IDS : [...SHAPES.values()]).map((id) => `/diagram/?variant=${id}`), ...VARIANT_IDS.map((id) => `/editor/?variant=${id}`)];
const built = skipReason ? [] : sitePages().filter((p) => !isForwarding(p));
/** Every page under `npm run test:full`; else one embed, step sheet and play page of each board shape and kind of example (templateSample), and every other page. */
const pages = [...(FULL ? built : templateSample(built)), ...FROM_ADDRESS];

interface Found {
  /** How far the page is wider than the screen, in CSS px (0: no sideways scroll). */
  overflow: number;
  /** The outermost elements that stick out on the right, for the message. */
  wide: string[];
  /** Text drawn below the smallest size: "12.0px: the text". */
  small: string[];
}

/** Runs in the page: what sticks out and what is too small, in the document and every open shadow root. */
function measure(smallest: number): Found {
  const width = document.documentElement.clientWidth;
  const nameOf = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
  /** Inside a box that scrolls or clips sideways, sticking out is the box's business, not the page's. */
  const clipped = (el: Element) => {
    for (let e = el.parentElement; e; e = e.parentElement) if (getComputedStyle(e).overflowX !== 'visible') return true;
    return false;
  };
  const overflow = document.documentElement.scrollWidth - width;
  const wide: string[] = [];
  const small: string[] = [];
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i]!;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) roots.push(el.shadowRoot);
      if (overflow <= 0) continue; // what sticks out is looked for only to name it
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 0.5 && el.checkVisibility() && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5) && !clipped(el))
        wide.push(`${nameOf(el)} to ${Math.round(r.right)}px`);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const el = node.parentElement;
      if (!text || !el || !el.checkVisibility({ visibilityProperty: true })) continue;
      if (['script', 'style', 'noscript', 'title'].includes(el.localName)) continue;
      let px = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGGraphicsElement) {
        if (el.getBBox().width === 0) continue;
        const ctm = el.getScreenCTM();
        if (ctm) px *= Math.hypot(ctm.a, ctm.b);
      } else if (el.getClientRects().length === 0) continue;
      if (px < smallest - 0.01) small.push(`${px.toFixed(1)}px: ${text.slice(0, 30)}`);
    }
  }
  return { overflow, wide: [...new Set(wide)].slice(0, 8), small: [...new Set(small)].slice(0, 12) };
}

/** Ready to measure: islands that load with the page have hydrated and drawn what their address asks for, web components have drawn. */
async function ready(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('astro-island[client="load"][ssr]') &&
      ![...document.querySelectorAll('[role="status"]')].some((s) => ['Checking…', 'Drawing the position…'].includes(s.textContent!.trim())) &&
      [...document.querySelectorAll('mancala-board')].every((b) => b.shadowRoot?.querySelector('svg, .error')),
    undefined,
    { timeout: 15_000, polling: 50 },
  );
}

/**
 * A few tabs, each going from page to page: opening a new tab costs about as much as loading a page
 * (a renderer process each), so reusing them halves the time. Four at once keep two cores busy while
 * pages wait on the server.
 */
const TABS = 4;

describe.skipIf(skipReason)('every page on a 375 px phone', () => {
  // One context: nothing a page stores (the theme is never set here) changes another's layout.
  const pool = tabs(browser, TABS, PHONE);
  const started = Date.now();
  afterAll(async () => {
    console.log(`phones: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await pool.close();
  });

  it(
    FULL
      ? 'checks every built page and every game drawn from an address'
      : 'checks one page of each template for every board shape, every other page, and every board shape and game drawn from an address',
    ({ expect }) => {
      expect(pages.length).toBeGreaterThan(FULL ? 300 : 100);
      expectSampleCovers(pages, built);
      expect(pages).toEqual(
        expect.arrayContaining([
          '/',
          '/compare/',
          '/diagram/?variant=kalah',
          '/diagram/?variant=owela',
          '/editor/?variant=bao',
          '/editor/?variant=omweso',
          '/teach/web-component/',
        ]),
      );
    },
  );

  it.concurrent.for(pages)('%s: no sideways scroll, no text below 12 px', (path, { expect }) =>
    pool.use(async (page) => {
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await ready(page);
      const found = await page.evaluate(measure, SMALLEST);
      expect.soft(found.small, 'text below 12 CSS px').toEqual([]);
      expect.soft(found.overflow, `wider than the screen: ${found.wide.join(', ')}`).toBe(0);
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
