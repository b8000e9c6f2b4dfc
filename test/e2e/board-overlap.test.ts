/**
 * What the drawing must never do, measured in a real browser on a phone (375 px, where four-row
 * boards are turned a quarter-turn) and on a desktop: draw a seed dot over a pit's count (issue:
 * "the top dot cuts 1, 8, 9" in Kalah with 6 seeds), or a hand's label over its seeds (Bao).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * Every seed dot that touches a count's ink (its glyphs plus the halo drawn round them), board by
 * board, in the board's own units. The ink is measured with a canvas in the text's own font, from
 * the point the browser starts the text at; a count turned upright on a turned board is turned the
 * same way about the same centre the CSS turns it about.
 */
const dotsOverCounts = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    let counts = 0;
    let smallest = Infinity; // the smallest count on screen, in CSS px: the cap must not make counts unreadable
    for (const svg of document.querySelectorAll<SVGSVGElement>('svg.board:not(.compact)')) {
      const path = svg.querySelector<SVGPathElement>('path.seeds');
      if (!path) continue;
      const r = parseFloat(getComputedStyle(path).strokeWidth) / 2;
      const dots = [...path.getAttribute('d')!.matchAll(/M(-?[\d.]+) (-?[\d.]+)h0/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      for (const t of svg.querySelectorAll<SVGTextElement>('.counts text')) {
        const text = t.textContent!;
        if (!text) continue;
        counts++;
        const style = getComputedStyle(t);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const m = canvas.measureText(text);
        const start = t.getStartPositionOfChar(0);
        // The text's box runs from the font's ascent above its alphabetic baseline to its descent
        // below, wherever CSS puts that baseline (board.css centres counts with dominant-baseline).
        const b = t.getBBox();
        const baseline = b.y + m.fontBoundingBoxAscent;
        const halo = parseFloat(style.strokeWidth) / 2;
        const ctm = t.getScreenCTM()!;
        smallest = Math.min(smallest, parseFloat(style.fontSize) * Math.hypot(ctm.a, ctm.b));
        let box = {
          x0: start.x - m.actualBoundingBoxLeft - halo,
          x1: start.x + m.actualBoundingBoxRight + halo,
          y0: baseline - m.actualBoundingBoxAscent - halo,
          y1: baseline + m.actualBoundingBoxDescent + halo,
        };
        if (style.transform !== 'none') {
          // Turned upright by a quarter-turn about the centre of its box (transform-box: fill-box).
          const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
          box = { x0: cx + (box.y0 - cy), x1: cx + (box.y1 - cy), y0: cy - (box.x1 - cx), y1: cy - (box.x0 - cx) };
        }
        for (const [x, y] of dots) {
          const dx = Math.max(box.x0 - x, 0, x - box.x1);
          const dy = Math.max(box.y0 - y, 0, y - box.y1);
          if (Math.hypot(dx, dy) < r) found.push(`count ${text} at ${start.x},${baseline} (${style.fontSize}) under the dot at ${x},${y}`);
        }
      }
    }
    return { counts, found, smallest };
  });

/**
 * Each hand's label and its seeds as the screen shows them (rotation included), and the seeds that
 * fall inside the label's box. A sanity check ties the drawing's units to the screen: the first
 * pit's centre, mapped, must be the centre of its circle on screen.
 */
const handsOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('svg.board')].flatMap((svg) => {
      const labels = [...svg.querySelectorAll<SVGTextElement>('text.hand')];
      if (!labels.length) return [];
      const ctm = svg.getScreenCTM()!;
      const toScreen = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(ctm);
      const hole = svg.querySelector<SVGCircleElement>('circle.hole');
      let offBy = 0;
      if (hole) {
        const at = toScreen(hole.cx.baseVal.value, hole.cy.baseVal.value);
        const box = hole.getBoundingClientRect();
        offBy = Math.hypot(at.x - (box.x + box.width / 2), at.y - (box.y + box.height / 2));
      }
      const path = svg.querySelector<SVGPathElement>('path.seeds')!;
      const r = (parseFloat(getComputedStyle(path).strokeWidth) / 2) * Math.hypot(ctm.a, ctm.b);
      const dots = [...path.getAttribute('d')!.matchAll(/M(-?[\d.]+) (-?[\d.]+)h0/g)].map((m) => toScreen(Number(m[1]), Number(m[2])));
      return labels.map((t) => {
        const b = t.getBoundingClientRect();
        const under = dots.filter((d) => d.x + r > b.left && d.x - r < b.right && d.y + r > b.top && d.y - r < b.bottom).length;
        return { text: t.textContent!, under, offBy };
      });
    }),
  );

describe.skipIf(skipReason)('nothing drawn over anything else on a board', () => {
  it.each(['/variants/kalah/', '/variants/dakon/', '/variants/bao/', '/variants/bao/examples/'])('%s: no seed dot over a count, on a phone or a desktop', async (path) => {
    for (const options of [PHONE, DESKTOP]) {
      const { page, close } = await open(browser, path, options);
      const { counts, found, smallest } = await dotsOverCounts(page);
      expect(counts).toBeGreaterThan(10);
      expect(smallest, `the smallest count at ${options.viewport.width}px`).toBeGreaterThanOrEqual(12);
      expect(found, `${options.viewport.width}px wide`).toEqual([]);
      await close();
    }
  });

  it("draws Bao's hand labels clear of the hands' seeds, turned on a phone or not", async () => {
    for (const options of [PHONE, DESKTOP]) {
      const { page, close } = await open(browser, '/variants/bao/', options);
      const hands = await handsOnScreen(page);
      expect(hands.length).toBeGreaterThanOrEqual(4);
      for (const hand of hands) expect(hand.offBy, 'the drawing maps to the screen').toBeLessThan(1);
      expect(
        hands.filter((h) => h.under > 0),
        `${options.viewport.width}px wide`,
      ).toEqual([]);
      await close();
    }
  });

  it('says beside a turned four-row board where its sides and directions went, and only while it is turned', async () => {
    const notes = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll<SVGSVGElement>('svg.board.four')].map((svg) => {
          const box = svg.getBoundingClientRect();
          const note = svg.parentElement!.querySelector<HTMLElement>('.turn-note');
          const shown = !!note && note.getBoundingClientRect().height > 0 && getComputedStyle(note).visibility === 'visible';
          return { turned: box.height > box.width, shown, text: shown ? note!.textContent : '', px: note ? parseFloat(getComputedStyle(note).fontSize) : 0 };
        }),
      );
    for (const path of ['/variants/bao/', '/variants/omweso/', '/variants/njombwa/']) {
      const phone = await open(browser, path, PHONE);
      const turned = await notes(phone.page);
      expect(turned.length, path).toBeGreaterThan(0);
      for (const board of turned) {
        expect(board, path).toMatchObject({ turned: true, shown: true });
        // Where the text's directions went: A's side (the bottom) to the left, its left and right to up and down.
        expect(board.text).toMatch(/A's side.*left/);
        expect(board.text).toMatch(/left and right.*up and down/);
        expect(board.px).toBeGreaterThanOrEqual(12);
      }
      await phone.close();
      const desk = await open(browser, path, DESKTOP);
      for (const board of await notes(desk.page)) expect(board, `${path} on a desktop`).toMatchObject({ turned: false, shown: false });
      await desk.close();
    }
    // A two-row board is never turned and has no note.
    const kalah = await open(browser, '/variants/kalah/', PHONE);
    expect(await kalah.page.locator('.turn-note').count()).toBe(0);
    await kalah.close();
  });
});
