/**
 * Analysis on a play board in Chromium: asked for, it weighs every legal move in a table (the exact
 * margin where the Kalah solver reaches), and the line it expects is stepped through on the board,
 * move by move with the board's captions, and back with Undo.
 */
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

describe.skipIf(skipReason)('analysis on the play board', () => {
  it('weighs every move of the opening and steps through the line expected, and back with Undo', async () => {
    const { page, errors, close } = await open(browser, '/play/wari/');
    const board = page.locator('.play');
    await board.getByRole('button', { name: 'Analyse' }).first().click();
    const analysis = board.getByRole('region', { name: 'Analysis' });
    const rows = analysis.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20000 }).toBe(6);
    expect(await analysis.locator('caption').textContent()).toMatch(/^Every move for A, best first: how often A came out ahead after it in the search's [\d,]+ simulated games/);
    const moves = await rows.locator('th').allTextContents();
    expect(moves.sort()).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    for (const value of await rows.locator('td').allTextContents()) expect(value).toMatch(/^\d{1,3} %$/);
    const line = analysis.locator('.line');
    const first = (await line.locator('strong').textContent())!;
    expect(first).toBe((await rows.first().locator('th').textContent())!);
    // Step: the board plays the line's first move, with its caption, and the line moves on.
    await line.getByRole('button', { name: `Play the line’s next move, ${first}` }).click();
    await expect.poll(() => board.locator('.history').textContent()).toBe(`Moves: ${first}`);
    expect(await board.locator('.caption').textContent()).toContain(first);
    expect(await line.textContent()).toMatch(/^Line expected \(1 of \d+ played\)/);
    // Undo steps back along the line; a move off the line ends the analysis.
    await board.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => line.textContent()).toMatch(/^Line expected: /);
    const other = moves.find((m) => m !== first)!;
    await board
      .locator('svg.board')
      .getByRole('button', { name: new RegExp(`^${other} `) })
      .click();
    await expect.poll(() => analysis.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('gives the exact margin of every move where the Kalah solver reaches', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/?position=0.2.0.1.0.3_1.0.2.0.1.1~20.17~a');
    const board = page.locator('.play');
    await board.getByRole('button', { name: 'Analyse' }).first().click();
    const analysis = board.getByRole('region', { name: 'Analysis' });
    await expect.poll(() => analysis.locator('tbody tr').count(), { timeout: 20000 }).toBeGreaterThan(1);
    expect(await analysis.locator('caption').textContent()).toMatch(/worked out exactly by the solver/);
    for (const value of await analysis.locator('tbody td').allTextContents()) expect(value).toMatch(/^(wins by \d+ seeds?|loses by \d+ seeds?|draws)$/);
    expect(errors).toEqual([]);
    await close();
  });
});
