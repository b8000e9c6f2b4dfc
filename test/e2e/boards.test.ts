/**
 * Boards as readers meet them: on a phone and a desktop, with touch or a keyboard. Each test here
 * pins a defect found by trying the site as a reader would (issue 10): text too small on phones,
 * keyboard words shown to touch readers, a four-row board drawn twice, Bao's nyumba drawn round,
 * one autoplay speed, comparison panels that step alone, choices that show nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Every board's text on the page, with the size it is drawn at in CSS pixels (board scale and turn included). */
const boardTextSizes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGTextElement>('svg.board text')]
      .filter((t) => t.getBBox().width > 0 && t.textContent!.trim() !== '')
      .map((t) => {
        const ctm = t.getScreenCTM()!;
        return { text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm.a, ctm.b) };
      }),
  );

describe.skipIf(skipReason)('boards for every reader', () => {
  it.each(['/variants/kalah/', '/variants/dakon/', '/variants/oh-wah-ree/', '/variants/tschuba/', '/variants/bao/', '/variants/omweso/'])(
    '%s: no text on a board below 12 CSS px, on a phone or a desktop',
    async (path) => {
      for (const options of [PHONE, DESKTOP]) {
        const { page, close } = await open(browser, path, options);
        const sizes = await boardTextSizes(page);
        expect(sizes.length).toBeGreaterThan(10);
        const small = sizes.filter((s) => s.px < 11.99).map((s) => `${s.text} ${s.px.toFixed(1)}px`);
        expect(small, `${options.viewport.width}px wide`).toEqual([]);
        await close();
      }
    },
  );

  it('tells touch readers what fits their device, and keyboard readers their keys', async () => {
    const phone = await open(browser, '/variants/wari/', PHONE);
    const caption = await phone.page.locator('#example-wari-chain-capture .caption').innerText();
    expect(caption).toBe('The starting position, A to move. Step through with Next and Back.');
    expect(await phone.page.locator('#example-wari-chain-capture .key-hint').isVisible()).toBe(false);
    await phone.close();
    const desk = await open(browser, '/variants/wari/', DESKTOP);
    expect(await desk.page.locator('#example-wari-chain-capture .key-hint').textContent()).toContain('arrow keys');
    expect(await desk.page.locator('#example-wari-chain-capture .key-hint').isVisible()).toBe(true);
    await desk.close();
  });

  it('draws a four-row board once, turned a quarter-turn on a phone with its names upright', async () => {
    for (const [options, tall] of [
      [PHONE, true],
      [DESKTOP, false],
    ] as const) {
      const { page, close } = await open(browser, '/variants/njombwa/', options);
      const figure = page.locator('#example-njombwa-from-a4');
      expect(await figure.locator('.stepper svg.board').count()).toBe(1);
      const box = (await figure.locator('.stepper svg.board').boundingBox())!;
      expect(box.height > box.width).toBe(tall);
      // Fits the screen: nothing sticks out sideways.
      expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
      // Names read upright: a row name is wider than it is tall on screen.
      const name = (await figure.locator('.stepper svg.board .labels text', { hasText: 'AA' }).first().boundingBox())!;
      expect(name.width).toBeGreaterThan(name.height * 0.9);
      await close();
    }
  });

  it("draws Bao's nyumba square and the seeds in hand as hands, inside the board", async () => {
    const { page, close } = await open(browser, '/variants/bao/', DESKTOP);
    const board = page.locator('svg.board').first();
    expect(await board.locator('rect.hole').count()).toBe(2);
    expect(await board.locator('.store').count()).toBe(0);
    const inside = await board.evaluate((svg) => {
      const view = (svg as SVGSVGElement).viewBox.baseVal;
      return [...svg.querySelectorAll<SVGTextElement>('text.hand')].map((t) => {
        const b = t.getBBox();
        return b.x >= 0 && b.y >= 0 && b.x + b.width <= view.width && b.y + b.height <= view.height;
      });
    });
    expect(inside).toEqual([true, true]);
    await close();
  });

  it('plays at the speed the reader picks', async () => {
    const { page, close } = await open(browser, '/variants/wari/', DESKTOP);
    const stepper = page.locator('#example-wari-chain-capture .stepper');
    await stepper.scrollIntoViewIfNeeded();
    await page.locator('#example-wari-chain-capture .stepper').first().focus(); // steppers wake on interaction
    await page.waitForFunction(() => !document.querySelector('#example-wari-chain-capture astro-island[ssr]'));
    const step = async () => Number(/Step (\d+)/.exec((await stepper.locator('.status').textContent())!)![1]);
    // The page's clock, not the machine's: 1.3 s of play pass at once, however busy the machine is.
    await page.clock.install();
    await stepper.getByRole('combobox', { name: 'Speed' }).selectOption('Fast');
    await stepper.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(1300);
    expect(await step()).toBeGreaterThanOrEqual(3);
    await stepper.getByRole('button', { name: 'Pause' }).click();
    await stepper.getByRole('button', { name: 'First' }).click();
    await stepper.getByRole('combobox', { name: 'Speed' }).selectOption('Slow');
    await stepper.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(1300);
    expect(await step()).toBeLessThanOrEqual(1);
    await close();
  });

  it('steps the panels of a comparison together, or each alone', async () => {
    const { page, close } = await open(browser, '/variants/wari/', DESKTOP);
    const figure = page.locator('#example-wari-grand-slam');
    await figure.scrollIntoViewIfNeeded();
    // Panels wake on interaction: wake the first; the second wakes when stepped with it.
    await page.locator('#example-wari-grand-slam .stepper').first().focus();
    await page.waitForFunction(() => document.querySelectorAll('#example-wari-grand-slam astro-island[ssr]').length === 2);
    const panels = figure.locator('.stepper');
    expect(await panels.count()).toBe(3); // three rulings of one grand slam
    await panels.nth(0).getByRole('button', { name: 'Next' }).click();
    await panels.nth(0).getByRole('button', { name: 'Next' }).click();
    // The sleeping panels wake and follow (a panel whose move is refused has one step only: it stops at its end).
    const position = async (n: number) =>
      /Step (\d+) of (\d+)/
        .exec((await panels.nth(n).locator('.status').textContent())!)!
        .slice(1)
        .map(Number);
    for (const n of [1, 2])
      await expect
        .poll(async () => {
          const [at, of] = await position(n);
          return at === Math.min(2, of!);
        })
        .toBe(true);
    expect(await panels.nth(1).locator('.status').textContent()).toContain('Step 2 of');
    await figure.getByLabel('Step the panels together').uncheck();
    await panels.nth(0).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => panels.nth(0).locator('.status').textContent()).toContain('Step 3 of');
    expect(await panels.nth(1).locator('.status').textContent()).toContain('Step 2 of');
    await close();
  });

  it('asks a choice where the move has got to, says what each answer sows and marks those pits', async () => {
    const { page, close } = await open(browser, '/variants/bao/examples/', PHONE);
    const stepper = page.locator('#example-bao-namua-capture .stepper');
    await stepper.scrollIntoViewIfNeeded();
    await page.locator('#example-bao-namua-capture .stepper').first().focus(); // steppers wake on interaction
    await page.waitForFunction(() => !document.querySelector('#example-bao-namua-capture astro-island[ssr]'));
    const next = stepper.getByRole('button', { name: 'Next' });
    await next.click();
    await next.click();
    // The seed is placed and the three seeds across taken before anything is asked.
    await expect.poll(() => stepper.locator('.caption').textContent()).toBe('A captures the 3 seeds in BB3 to sow them.');
    expect(await stepper.locator('fieldset.ask').count()).toBe(0);
    await next.click();
    const ask = stepper.locator('fieldset.ask');
    await expect.poll(() => ask.isVisible()).toBe(true);
    const answers = await ask.getByRole('button').allTextContents();
    expect(answers).toEqual(['Clockwise: the next lap sows AA1, AA2, AA3', 'Counter-clockwise: the next lap sows AA8, AA7, AA6']);
    // The chosen answer's pits are marked on the board; looking at the other marks its pits instead.
    const marked = () => stepper.locator('svg.board .marked').count();
    await expect.poll(marked).toBe(3);
    await ask.getByRole('button').nth(1).hover();
    await expect.poll(() => stepper.locator('svg.board .marked').evaluateAll((els) => els.map((e) => e.getAttribute('cx')))).not.toContain(null);
    // On screen when asked: the question is in view on a phone after the tap.
    expect(await ask.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await close();
  });

  it('names each recorded move in both notations, and never says the last seed twice', async () => {
    const { page, close } = await open(browser, '/variants/kalah/games/', DESKTOP);
    const first = await page.locator('.game .chapters button').first().textContent();
    expect(first).toMatch(/^1\. [a-f-]+\(\+?\d+\)\*? = A\d/);
    const steps = await page.locator('.steps ol').evaluateAll((lists) => lists.map((ol) => [...ol.children].map((li) => li.textContent!)));
    for (const list of steps) {
      list.forEach((text, i) => {
        const cell = /^A seed into (.+?)(?:;|\.$)/.exec(text)?.[1];
        if (cell) expect(list[i + 1] ?? '').not.toMatch(new RegExp(`^The last seed (lands|falls) in ${cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      });
    }
    await close();
  });
});
