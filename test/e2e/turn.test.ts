/**
 * A board turned round (B's side at the bottom) in Chromium: a worked example's stepper and a play
 * board turn on the reader's press and back, the reader playing the computer from B's side finds the
 * board turned for them, and names, captions and keys keep working on the turned drawing.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

/** Where a pit's name is drawn on screen (plain pits are drawn together in one path; their names each stand beside their pit). */
const centre = async (board: Locator, name: string) => {
  const box = (await board
    .locator('svg.board .labels text', { hasText: new RegExp(`^${name}$`) })
    .first()
    .boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

describe.skipIf(skipReason)('a board that turns', () => {
  it("a worked example's stepper turns B to the bottom and back, and its steps and captions go on as before", async () => {
    const { page, errors, close } = await open(browser, '/variants/kalah/');
    const stepper = page.locator('.stepper').first();
    // The stepper wakes on a first interaction; the first Next does that.
    const live = stepper.locator('[aria-live]').first();
    const opening = await live.textContent();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => live.textContent()).not.toBe(opening);
    const caption = await live.textContent();
    const turn = stepper.getByRole('button', { name: 'Turn board' });
    expect(await turn.getAttribute('aria-pressed')).toBe('false');
    const [a1, b1] = [await centre(stepper, 'A1'), await centre(stepper, 'B1')];
    expect(a1.y).toBeGreaterThan(b1.y);
    await turn.click();
    expect(await turn.getAttribute('aria-pressed')).toBe('true');
    expect(await stepper.locator('svg.board.turned').count()).toBe(1);
    const [a1t, b1t] = [await centre(stepper, 'A1'), await centre(stepper, 'B1')];
    // A's row is on top now, and A1 (bottom left upright) is top right.
    expect(a1t.y).toBeLessThan(b1t.y);
    expect(a1t.x).toBeGreaterThan(a1.x);
    expect(await stepper.locator('.turned-note').textContent()).toMatch(/B's side is at the bottom/);
    // The step and its caption are the same; stepping on still works.
    expect(await stepper.locator('[aria-live]').first().textContent()).toBe(caption);
    await stepper.getByRole('button', { name: 'Next' }).click();
    expect(await stepper.locator('[aria-live]').first().textContent()).not.toBe(caption);
    await turn.click();
    expect(await turn.getAttribute('aria-pressed')).toBe('false');
    expect(await stepper.locator('.turned-note').count()).toBe(0);
    expect((await centre(stepper, 'A1')).y).toBeCloseTo(a1.y, 0);
    expect(errors).toEqual([]);
    await close();
  });

  it('playing the computer from B turns the board by itself; the reader can turn it back, and arrow keys follow the drawing', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/?computer=A&level=beginner');
    const board = page.locator('.play');
    // The computer (A) moves first; the board turns for the reader at B.
    await expect.poll(() => board.locator('svg.board.turned').count(), { timeout: 10000 }).toBe(1);
    const turn = board.getByRole('button', { name: 'Turn board' });
    expect(await turn.getAttribute('aria-pressed')).toBe('true');
    const [a1, b1] = [await centre(board, 'A1'), await centre(board, 'B1')];
    expect(b1.y).toBeGreaterThan(a1.y);
    // Pits keep their names: columns are numbered left to right on the upright board, so B1 (top
    // left upright) is bottom right, and B's row reads B6 to B1 from the reader's left.
    const b2 = await centre(board, 'B2');
    expect(b2.x).toBeLessThan(b1.x);
    await expect.poll(() => board.locator('svg [role="button"][data-pit]').count(), { timeout: 10000 }).toBeGreaterThan(1);
    const first = board.locator('svg [role="button"][data-pit][tabindex="0"]');
    // The computer may sow again (a last seed in its store): the reader's turn is when B's pits are the buttons.
    await expect.poll(() => first.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/^B\d/);
    await first.focus();
    const from = await first.getAttribute('aria-label');
    await page.keyboard.press('ArrowRight');
    const now = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(now).not.toBe(from);
    // To the right on screen, whichever way the board is drawn: on the turned board, a lower number.
    const [f, n] = [Number(/^B(\d)/.exec(from!)![1]), Number(/^B(\d)/.exec(now!)![1])];
    expect(n).toBeLessThan(f);
    await turn.click();
    expect(await board.locator('svg.board.turned').count()).toBe(0);
    expect((await centre(board, 'A1')).y).toBeGreaterThan((await centre(board, 'B1')).y);
    expect(errors).toEqual([]);
    await close();
  });
});
