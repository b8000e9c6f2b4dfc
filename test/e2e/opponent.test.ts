/** The computer opponent and hints on a play board, in Chromium: loaded on first use, answering off the page's thread. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason, startPlaying } from './browser.js';

/** Scripts and workers the page has fetched so far whose names say they are the opponent's (its panel, the engine worker it starts). */
const opponentFetches = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /opponent|engine-worker/i.test(n)),
  );

describe.skipIf(skipReason)('the computer opponent in Chromium', () => {
  it('on /play/wari/: plays against the reader, keeps the page responsive, undoes both moves, and suggests a move with a reason', async () => {
    // Everything the page fetches by itself fetched: then nothing of the opponent is among it.
    const { page, errors, close } = await open(browser, '/play/wari/', {}, 'networkidle');
    const board = page.locator('.play');
    // Nothing of the opponent before the reader asks, even after a move of the reader's own.
    expect(await opponentFetches(page)).toEqual([]);

    await board.getByRole('button', { name: 'Play against the computer' }).click();
    const panel = board.getByRole('group', { name: 'Computer opponent and hints' });
    await expect.poll(() => panel.count(), { timeout: 10000 }).toBe(1);
    expect((await opponentFetches(page)).some((n) => /OpponentPanel/.test(n))).toBe(true);
    await panel.getByLabel('You play').selectOption('0');
    await panel.getByLabel('Level').selectOption('beginner');
    await panel.getByRole('button', { name: 'Play against the computer' }).click();

    await board
      .locator('svg.board')
      .getByRole('button', { name: /^A3 4 seeds, sow/ })
      .click();
    // The page answers while the computer thinks: an animation frame comes at once.
    const frame = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t = performance.now();
          requestAnimationFrame(() => resolve(performance.now() - t));
        }),
    );
    expect(frame).toBeLessThan(500);
    const history = board.locator('.history');
    await expect.poll(() => history.textContent(), { timeout: 8000 }).toMatch(/^Moves: A3 B[1-6]$/);
    expect(await board.locator('.caption').textContent()).toMatch(/^The computer \(B\) played B[1-6]\. /);
    // Asked once for that position: a second request's late answer would have wiped this.
    await page.waitForTimeout(1500);
    expect(await board.locator('.caption').textContent()).toMatch(/^The computer \(B\) played B[1-6]\. /);
    expect((await opponentFetches(page)).some((n) => /engine-worker/.test(n))).toBe(true);
    // The address holds both moves.
    await expect.poll(() => new URL(page.url()).searchParams.get('moves') ?? '').toMatch(/^A3,B[1-6]$/);

    // Undo takes back the computer's reply with the reader's move.
    await board.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => board.locator('.history').count()).toBe(0);
    expect(await board.locator('.status').textContent()).toMatch(/^A to move/);

    await panel.getByRole('button', { name: 'Suggest a move' }).click();
    const said = panel.locator('.opponent-status');
    await expect.poll(() => said.textContent(), { timeout: 8000 }).toMatch(/^Suggestion for A: Play A[1-6]: .+\.$/);
    const suggested = (await said.textContent())!.match(/Play (A[1-6])/)![1]!;
    const marked = board.locator('svg.board .marked');
    expect(await marked.count()).toBe(1);
    // The marked pit is the suggested one, and a legal one (only legal pits are buttons to sow).
    const markedPit = await marked.evaluate((el) => el.closest('[data-pit]')?.getAttribute('aria-label') ?? '');
    expect(markedPit).toMatch(new RegExp(`^${suggested} \\d+ seeds?, sow$`));
    expect(errors).toEqual([]);
    await close();
  });

  it('with three seats (Oh-Wah-Ree): the computer plays both other seats in turn, and Undo takes back all three moves', async () => {
    const { page, errors, close } = await open(browser, '/play/oh-wah-ree/?options=players=3');
    const { board, panel } = await startPlaying(page, 0);
    expect(await panel.textContent()).toContain('You play A, the computer the other seats');
    await board
      .locator('svg.board')
      .getByRole('button', { name: /^A2 4 seeds, sow/ })
      .click();
    // The record numbers the twelve pits round the circle: A's are 1-4, B's 5-8, C's 9-12.
    const history = board.locator('.history');
    await expect.poll(() => history.textContent(), { timeout: 10000 }).toMatch(/^Moves: 2 [5-8] (9|1[0-2])$/);
    await expect.poll(() => board.locator('.status').textContent()).toMatch(/^A to move/);
    expect(await board.locator('.caption').textContent()).toMatch(/^The computer \(C\) played (9|1[0-2])\. /);
    await board.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => history.count()).toBe(0);
    expect(await board.locator('.status').textContent()).toMatch(/^A to move/);
    expect(errors).toEqual([]);
    await close();
  });

  it('with the pie rule (Kalah): the computer opens as A; when the reader swaps, the computer plays on from the other side', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/?options=pie=true');
    const { board } = await startPlaying(page, 1);
    const history = board.locator('.history');
    // The computer opens for A (one move, or more with extra turns), and B is offered the swap.
    await expect.poll(() => history.textContent(), { timeout: 10000 }).toMatch(/^Moves:( A[1-6])+$/);
    const swap = board.getByRole('button', { name: 'Swap sides (pie rule)' });
    await expect.poll(() => swap.count()).toBe(1);
    const opening = (await history.textContent())!;
    await swap.click();
    // The reader now owns A's side; B moves next, and B is now the computer's.
    await expect.poll(() => history.textContent(), { timeout: 10000 }).toMatch(new RegExp(`^${opening} swap( B[1-6])+( A[1-6])*$`));
    await expect.poll(() => board.locator('.status').textContent()).toMatch(/^A to move/);
    expect(await board.locator('.caption').textContent()).toMatch(/^The computer \(B\) played B[1-6]\. /);
    // Undo goes back to the reader's own turn: the swap offer, before it was taken.
    await board.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => history.textContent()).toBe(opening);
    await expect.poll(() => swap.count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
