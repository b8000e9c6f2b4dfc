/**
 * Addresses with a malformed percent-escape (`%E0%A4%A`, a lone `%`): no page throws on them, the 404
 * page still suggests games, and a page that needs its address says what is wrong with it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, browser, open, skipReason } from './browser.js';

describe.skipIf(skipReason)('addresses with a malformed percent-escape', () => {
  it.each(['/variants/kalah/?step=2#%E0%A4%A', '/variants/kalah/#%', '/variants/wari/#example-wari-chain-capture%'])('a game page opens without an error: %s', async (path) => {
    const { page, errors, close } = await open(browser, path);
    await page.locator('h1').waitFor();
    // The page still works: a stepper wakes and steps.
    const stepper = page.locator('.stepper').first();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => stepper.locator('.status').textContent()).toContain('Step 1 of');
    expect(errors).toEqual([]);
    await close();
  });

  it('the 404 page names the address and still suggests the game', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Served as a host serves a missing address: the 404 page at the address asked for.
    const notFound = readFileSync('dist/404.html', 'utf8');
    await page.route('**/variants/kalha/**', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
    await page.goto(`${baseUrl}/variants/kalha/%E0%A4%A`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('#missing-address').textContent()).toBe('/variants/kalha/%E0%A4%A');
    expect(await page.locator('#suggestions').isVisible()).toBe(true);
    expect(await page.locator('#suggestion-list a').allTextContents()).toContain('Kalah');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    '/play/kalah/?position=%E0%A4%A',
    '/embed/play/kalah/?position=%E0%A4%A',
    '/editor/?variant=kalah&position=4.4%',
    '/diagram/?variant=wari&position=%E0%A4%A',
    '/worksheets/?variant=wari&position=%',
  ])('%s names the broken escape in a message', async (path) => {
    const { page, errors, close } = await open(browser, path);
    // A play board given a game in its address wakes at load to show it, here to say what is wrong.
    const message = page
      .locator('[role="alert"]')
      .filter({ hasText: /percent-escape/ })
      .first();
    await message.waitFor({ timeout: 10_000 });
    expect(await message.textContent()).toMatch(/"(%E0%A4%A|4\.4%|%)"/);
    expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    await close();
  });
});
