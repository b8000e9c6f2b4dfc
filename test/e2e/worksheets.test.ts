/** Worksheets in Chromium: a sheet from its address, the same sheet again, bad addresses, the form, and paper. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, injectAxe, open, skipReason } from './browser.js';

const WARI = '/worksheets/?variant=wari&seed=7&questions=5';

/** The sheet as a reader sees it: every question's text and board, the key, the seed line. */
const sheetText = async (page: Page) => {
  await page.locator('.worksheet').waitFor();
  return page
    .locator('.worksheet')
    .evaluate((el) => ({ text: (el as HTMLElement).innerText, boards: [...el.querySelectorAll('svg.board')].map((b) => b.getAttribute('aria-label')) }));
};

describe.skipIf(skipReason)('worksheets in Chromium', () => {
  it('makes a sheet from its address: five questions with a board each, and a key with five answers', async () => {
    const { page, errors, close } = await open(browser, WARI);
    await page.locator('.worksheet').waitFor();
    expect(await page.locator('.worksheet .question').count()).toBe(5);
    expect(await page.locator('.worksheet .question svg.board').count()).toBe(5);
    expect(await page.locator('.answer-key li').count()).toBe(5);
    expect(await page.locator('#sheet-title').innerText()).toBe('Wari: worksheet');
    expect(await page.locator('.sheet-seed').innerText()).toMatch(
      /^Seed 7\. The same sheet again: http:\/\/[^ ]+\/worksheets\/\?variant=wari&questions=5&difficulty=medium&seed=7$/,
    );
    expect(await page.getByRole('status').innerText()).toBe('Worksheet made: 5 questions on Wari, seed 7.');
    await injectAxe(page);
    const violations = await page.evaluate(async () => ((await (window as any).axe.run(document.querySelector('main'))).violations as { id: string }[]).map((v) => v.id));
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('gives the same sheet for the same address, and another for another seed', async () => {
    const first = await open(browser, WARI);
    const second = await open(browser, WARI);
    const other = await open(browser, WARI.replace('seed=7', 'seed=8'));
    const a = await sheetText(first.page);
    expect(await sheetText(second.page)).toEqual(a);
    expect((await sheetText(other.page)).text).not.toBe(a.text);
    for (const o of [first, second, other]) await o.close();
  });

  it('names a bad game in the address, and the form still makes a sheet', async () => {
    const { page, errors, close } = await open(browser, '/worksheets/?variant=nosuchgame&seed=3');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('There is no game "nosuchgame" here: choose one from the list.');
    expect(await page.locator('.worksheet').count()).toBe(0);
    await page.getByLabel('Game').selectOption({ label: 'Kalah' });
    await page.getByLabel('Questions').fill('3');
    await page.getByRole('button', { name: 'Make the worksheet' }).click();
    await page.locator('.worksheet').waitFor();
    expect(await page.locator('.worksheet .question').count()).toBe(3);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).search).toBe('?variant=kalah&questions=3&difficulty=medium&seed=3');
    // Focus goes to the new sheet, so a keyboard or screen-reader user lands on it.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sheet-title');
    expect(errors).toEqual([]);
    await close();
  });

  it('draws a seed when the address has none, and puts it in the address', async () => {
    const { page, errors, close } = await open(browser, '/worksheets/?variant=omweso&questions=2&difficulty=easy');
    await page.locator('.worksheet').waitFor();
    const seed = new URL(page.url()).searchParams.get('seed');
    expect(seed).toMatch(/^\d+$/);
    expect(await page.locator('.sheet-seed').innerText()).toContain(`Seed ${seed}.`);
    expect(errors).toEqual([]);
    await close();
  });

  it('prints the sheet without the form or buttons, the key on a page of its own, no board cut', async () => {
    const { page, errors, close } = await open(browser, WARI);
    await page.locator('.worksheet').waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.worksheet-form', '.worksheets-intro', 'header.site nav']) expect(await page.locator(selector).isVisible(), selector).toBe(false);
    expect(await page.getByRole('button').evaluateAll((buttons) => buttons.filter((b) => b.getClientRects().length > 0).length)).toBe(0);
    expect(await page.locator('.question').first().isVisible()).toBe(true);
    expect(await page.locator('.answer-key').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    expect(
      await page
        .locator('.question')
        .first()
        .evaluate((el) => getComputedStyle(el).breakInside),
    ).toBe('avoid');
    expect((await page.pdf({ format: 'A4' })).byteLength).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
    await close();
  });

  it('marks the sowing direction between pits on every board, and prints no "Edit this position" link', async () => {
    const { page, errors, close } = await open(browser, WARI);
    await page.locator('.worksheet').waitFor();
    const boards = page.locator('.worksheet .question svg.board');
    expect(await boards.count()).toBe(5);
    // A chevron a pair of neighbouring pits: Wari's twelve pits sow round in twelve steps.
    const chevrons = await boards.evaluateAll((svgs) => svgs.map((svg) => (svg.querySelector('path.flow')?.getAttribute('d')?.match(/M/g) ?? []).length));
    expect(chevrons).toEqual([12, 12, 12, 12, 12]);
    expect(await page.locator('.worksheet .instructions').innerText()).toContain('the marks between pits point the way seeds are sown');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.worksheet path.flow').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit this position' }).filter({ visible: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
    // A game page's comparison panels link to the editor on screen, never on paper.
    const game = await open(browser, '/variants/wari/');
    expect(await game.page.getByRole('link', { name: 'Edit this position' }).filter({ visible: true }).count()).toBeGreaterThan(0);
    await game.page.emulateMedia({ media: 'print' });
    expect(await game.page.getByRole('link', { name: 'Edit this position' }).filter({ visible: true }).count()).toBe(0);
    await game.close();
  });
});
