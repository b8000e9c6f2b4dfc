/**
 * `client:wake` (src/directives/wake.ts): what a reader does while an island's code is still loading
 * is replayed once it has hydrated, and play boards on variant pages hydrate only on interaction.
 * The island's code is held back on the network, as on a slow phone, until the test has pressed what
 * it presses: the presses land before hydration however fast or slow the machine.
 */
import type { AstroClientDirectives } from 'astro';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browser, holdBack, skipReason } from './browser.js';

// The directive's values type-check in .astro files (npm run check reads this line).
const _modes: AstroClientDirectives['client:wake'][] = [true, 'interaction', 'load'];
void _modes;

const ISLAND_CODE = /\/_astro\/(Stepper|PlayBoard|Board|client|preact\.module|hooks\.module|signals\.module)\.[\w-]+\.js$/;

/**
 * Opens a page with the islands' code held back until `release()`; records which script files were
 * asked for. A fixed delay (1.5 s a file, the files asked for one after another) cost each test about
 * four seconds, and on a slow enough machine would have let the code in before the presses.
 */
async function openSlow(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  const requested: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const release = await holdBack(page, ISLAND_CODE);
  await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
  return { page, errors, requested, release, close: () => context.close() };
}

/** Long enough for the held chunks, once released, to load one after another on a busy machine. */
const WOKEN = { timeout: 15_000 };
const asleep = (page: Page, selector: string) => page.locator(`${selector} astro-island[ssr]`).count();

describe.skipIf(skipReason)('islands keep what the reader did while they woke', () => {
  it.each([
    ['clicks', {}],
    ['taps on a phone', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } }],
  ] as const)('replays three %s on Next made before the stepper hydrated', async (how, options) => {
    const { page, errors, release, close } = await openSlow(browser, '/variants/wari/', options);
    const example = '#example-wari-chain-capture';
    const next = page.locator(`${example} .stepper`).getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    for (let i = 0; i < 3; i++) await (how === 'clicks' ? next.click() : next.tap());
    expect(await asleep(page, example)).toBe(1); // the clicks really came before hydration
    release();
    await page.waitForFunction((s) => !document.querySelector(`${s} astro-island[ssr]`), example);
    await expect.poll(() => page.locator(`${example} .stepper .status`).textContent()).toContain('Step 3 of 10');
    expect(errors).toEqual([]);
    await close();
  });

  it('replays arrow keys pressed on the focused stepper before it hydrated', async () => {
    const { page, errors, release, close } = await openSlow(browser, '/variants/wari/');
    const example = '#example-wari-chain-capture';
    const stepper = page.locator(`${example} .stepper`);
    await stepper.scrollIntoViewIfNeeded();
    await stepper.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await asleep(page, example)).toBe(1);
    release();
    await page.waitForFunction((s) => !document.querySelector(`${s} astro-island[ssr]`), example);
    await expect.poll(() => stepper.locator('.status').textContent()).toContain('Step 3 of 10');
    await expect.poll(() => stepper.locator('.caption').textContent()).toBe('A seed into B6; 4 left to sow.');
    // The held keys did not scroll the page, and focus stayed on the stepper for the next press.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepper.locator('.status').textContent()).toContain('Step 2 of 10');
    expect(errors).toEqual([]);
    await close();
  });

  it('leaves links inside a sleeping island alone', async () => {
    const { page, close } = await openSlow(browser, '/variants/wari/');
    const link = page.locator('#example-wari-chain-capture').getByRole('link', { name: 'Play on from this position' });
    await link.click();
    await page.waitForURL(/\/play\/wari\/\?position=/);
    await close();
  });

  it('wakes the play board on a variant page only on interaction, and plays the first click', async () => {
    const { page, errors, requested, release, close } = await openSlow(browser, '/variants/kalah/');
    const figure = page.locator('.playboard').first();
    await figure.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle'); // nothing asked for the play board's code: it sleeps
    expect(await figure.locator('astro-island[ssr]').count()).toBe(1);
    expect(requested.filter((u) => u.includes('/PlayBoard.'))).toEqual([]);
    const board = figure.locator('.play');
    await board.getByRole('button', { name: 'A3 4 seeds, sow' }).click();
    expect(await figure.locator('astro-island[ssr]').count()).toBe(1); // the click came before hydration
    release();
    await expect.poll(() => board.locator('.caption').textContent(), WOKEN).toBe("A sowed A3 (4 seeds). The last seed fell in A's own store, so A sows again.");
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A3');
    expect(requested.filter((u) => u.includes('/PlayBoard.'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens ?step's example at its step when the page's islands start after the page's scripts", async () => {
    // An island placed before Astro's island script starts at DOMContentLoaded, which waits for every
    // module script: one held back here keeps it waiting after the board tools' script has run and
    // its timers have fired. A wake sent only then was lost, and the example stayed at its start.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const release = await holdBack(page, /\/_astro\/TermTips\.[^/]*\.js$/);
    await page.goto(`${baseUrl}/variants/wari/?step=2#example-wari-chain-capture`, { waitUntil: 'commit' });
    const figure = page.locator('#example-wari-chain-capture');
    await expect.poll(() => figure.getAttribute('data-open')).toBe('2'); // the board tools' script has run
    // After the script's own timers (one set now fires after them), DOMContentLoaded has still not come.
    const contentLoaded = await page.evaluate(
      () => new Promise<number>((resolve) => setTimeout(() => resolve((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart))),
    );
    expect(contentLoaded).toBe(0);
    release();
    await expect.poll(() => figure.locator('.status').textContent(), WOKEN).toContain('Step 2 of 10');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays Enter pressed on a pit while the play board wakes from being focused', async () => {
    const { page, errors, release, close } = await openSlow(browser, '/variants/kalah/');
    const figure = page.locator('.playboard').first();
    const board = figure.locator('.play');
    await board.scrollIntoViewIfNeeded();
    await board.getByRole('button', { name: 'A1 4 seeds, sow' }).focus();
    await page.keyboard.press('Enter');
    expect(await figure.locator('astro-island[ssr]').count()).toBe(1);
    release();
    await expect.poll(() => board.locator('.history').textContent(), WOKEN).toBe('Moves: A1');
    expect(errors).toEqual([]);
    await close();
  });
});
