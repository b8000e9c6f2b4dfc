/** Kalah solved in Chromium: the board against perfect play loads its solver only when asked, values every move and answers. */
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

describe.skipIf(skipReason)('the solved board in Chromium', () => {
  it("loads no solver before Start, then shows every move's value, and perfect play answers a move", async () => {
    const { page, errors, close } = await open(browser, '/variants/kalah/solved/');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(r.url());
    });
    page.on('worker', (w) => scripts.push(`worker ${w.url()}`));
    const board = page.locator('.play.solved');
    // Touching the setup wakes the island, but the solver waits for Start.
    await board.locator('select').first().selectOption({ label: 'Kalah(6,1)' });
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /engine-worker/.test(s))).toEqual([]);
    await board.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => board.locator('.worth li').count(), { timeout: 30000 }).toBe(6);
    expect(scripts.some((s) => s.startsWith('worker ') && /engine-worker/.test(s))).toBe(true);
    // Kalah(6,1) from the start: each of A's six moves with its value, the best ones marked in words.
    const worth = await board.locator('.worth li').allTextContents();
    expect(worth[0]).toMatch(/^A1: (wins by \d+|loses by \d+|draws)/);
    expect(worth.some((w) => /\(a best move\)$/.test(w))).toBe(true);
    expect(worth.some((w) => /gives away \d+ against best play$/.test(w))).toBe(true);
    expect(await board.locator('.status').textContent()).toMatch(/^A to move: with perfect play from here A (wins by|loses by|draws)/);
    // A4 does not end in the store: B answers with a best move, and A is to move again with new values.
    await board.locator('svg [data-pit="3"][role="button"]').click();
    await expect.poll(() => board.locator('.history').textContent(), { timeout: 30000 }).toMatch(/^Moves: A4( B\d)+/);
    expect(await board.locator('.caption').textContent()).toMatch(/Perfect play answers B\d for B/);
    expect(errors).toEqual([]);
    await close();
  });

  it('says what is wrong with a position it cannot read', async () => {
    const { page, close } = await open(browser, '/variants/kalah/solved/');
    const board = page.locator('.play.solved');
    await board.locator('input').fill('1.2.3_4<b>~0.0~a');
    await board.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => board.locator('.status').textContent(), { timeout: 30000 }).toMatch(/^This position cannot be read: /);
    expect(await board.locator('b').count()).toBe(0);
    await close();
  });
});
