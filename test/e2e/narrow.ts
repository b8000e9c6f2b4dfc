/**
 * What a page must be on a narrow screen: at 375 CSS px wide no page scrolls sideways and no text is
 * drawn below 12 CSS px. Text size is the size on screen: an SVG's text counts at its font size times
 * the SVG's scale (a board drawn smaller than its own units shrinks its names with it), so a board
 * that fits by shrinking fails here. The site sweep (site.test.ts) checks every page it opens this
 * way before it runs axe; phones.test.ts the pages drawn from their address, on a phone.
 */
import type { ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';

/** A phone held upright, as Chromium emulates one: touch, and a page laid out at its width. */
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const SMALLEST = 12;

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
export async function ready(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('astro-island[client="load"][ssr]') &&
      ![...document.querySelectorAll('[role="status"]')].some((s) => ['Checking…', 'Drawing the position…'].includes(s.textContent!.trim())) &&
      [...document.querySelectorAll('mancala-board')].every((b) => b.shadowRoot?.querySelector('svg, .error')),
    undefined,
    { timeout: 15_000, polling: 50 },
  );
}

/** Checks the page as it stands (laid out 375 px wide, ready) for sideways scroll and small text, softly: both are reported. */
export async function expectNarrowFits(page: Page, expect: ExpectStatic) {
  const found = await page.evaluate(measure, SMALLEST);
  expect.soft(found.small, 'text below 12 CSS px').toEqual([]);
  expect.soft(found.overflow, `wider than the screen: ${found.wide.join(', ')}`).toBe(0);
}
