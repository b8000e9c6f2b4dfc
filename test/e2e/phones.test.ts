/**
 * Every page on a phone: at 375 CSS px wide, no page scrolls sideways and no text is drawn below
 * 12 CSS px. Text size is the size on screen: an SVG's text counts at its font size times the SVG's
 * scale (a board drawn smaller than its own units shrinks its names with it), so a board that fits by
 * shrinking fails here. Every built page is opened, plus the pages that draw from their address
 * (/diagram/ and /editor/ for every game), in one browser, several pages at once.
 *
 * Left out: the other names' addresses, which only forward to a page checked here on its own, and
 * the text inside iframes (an embed is checked at its own address).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { VARIANT_IDS } from '../../src/variants/ids';
import { baseUrl, isForwarding, launch, sitePages, skipReason } from './browser.js';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const SMALLEST = 12;
/** Pages drawn in the browser from their address, for every game: one static file, many boards. */
const FROM_ADDRESS = VARIANT_IDS.flatMap((id) => [`/diagram/?variant=${id}`, `/editor/?variant=${id}`]);
const pages = skipReason ? [] : [...sitePages().filter((p) => !isForwarding(p)), ...FROM_ADDRESS];

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
  const wide: string[] = [];
  const small: string[] = [];
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i]!;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) roots.push(el.shadowRoot);
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 0.5 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5) && !clipped(el))
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
  return { overflow: document.documentElement.scrollWidth - width, wide: [...new Set(wide)].slice(0, 8), small: [...new Set(small)].slice(0, 12) };
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

describe.skipIf(skipReason)('every page on a 375 px phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  const started = Date.now();
  beforeAll(async () => {
    browser = await launch();
    // One context: pages do not share anything a phone check could trip on (the theme is never set here).
    context = await browser.newContext(PHONE);
  });
  afterAll(async () => {
    console.log(`phones: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await browser?.close();
  });

  it('checks every built page and every game drawn from an address', ({ expect }) => {
    expect(pages.length).toBeGreaterThan(300);
    expect(pages).toEqual(expect.arrayContaining(['/', '/compare/', '/diagram/?variant=bao', '/editor/?variant=omweso', '/teach/web-component/']));
  });

  it.concurrent.for(pages)('%s: no sideways scroll, no text below 12 px', async (path, { expect }) => {
    const page = await context.newPage();
    try {
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await ready(page);
      const found = await page.evaluate(measure, SMALLEST);
      expect(found.small, 'text below 12 CSS px').toEqual([]);
      expect(found.overflow, `wider than the screen: ${found.wide.join(', ')}`).toBe(0);
    } finally {
      await page.close();
    }
  });
});
