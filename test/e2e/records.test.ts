/**
 * Game records on the play board in Chromium: "Download record" saves the game being played as a
 * record that the engine reads back; "Open record" (pasted, or a file) opens a record on the play page,
 * whose board steps through it with its comments as captions; a bad record is refused in words. The
 * game viewer's "Download record" is a file written at build time, and its "Open a record" steps through
 * a pasted record in place of the recorded game. The record code loads only when asked.
 */
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseGameRecord } from '../../src/engine/index.js';
import { GAME_RECORDS } from '../../src/site/game-records.js';
import { RECORD_EXAMPLES } from '../../src/site/record-examples.js';
import { axeInBothThemes, baseUrl, browser, open, skipReason } from './browser.js';

const textOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe.skipIf(skipReason)('game records on the play board', () => {
  it('downloads the game being played as a record, loading the record code only then', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/?moves=A3,A6,B2', { acceptDownloads: true });
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await expect.poll(() => page.locator('figure.playboard').getAttribute('data-address')).toBe('?moves=A3,A6,B2');
    expect(scripts.filter((u) => /record-(worker|io)/.test(u))).toEqual([]);
    await page.locator('.record-panel summary').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download record' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^kalah-\d{4}-\d\d-\d\d\.txt$/);
    const text = await textOf(download);
    expect(text).toMatch(/^\[Game "kalah"\]\n\[Date "\d{4}\.\d\d\.\d\d"\]\n\[Result "\*"\]\n\n1\. A3 A6 B2 \*\n$/);
    expect(parseGameRecord(text).ok).toBe(true);
    // The engine's worker, and in it the record code's own chunk.
    expect(scripts.some((u) => /engine-worker/.test(u))).toBe(true);
    expect(scripts.some((u) => /record-io/.test(u))).toBe(true);
    await expect.poll(() => page.locator('.record-panel [role=status]').textContent()).toMatch(/^Saved kalah-/);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a pasted record on the play page and shows its comments as the board steps', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/');
    await page.locator('.record-panel summary').click();
    await page.getByLabel('Paste a record').fill('[Game "kalah"]\n[A "Ann"]\n[B "Ben"]\n\n{Before the first move.} 1. A3 {Into the store.} A6 B2 *');
    await page.getByRole('button', { name: 'Open record' }).click();
    await page.waitForURL(/\/play\/kalah\/\?moves=A3,A6,B2$/);
    await expect.poll(() => page.locator('.record-caption').textContent()).toBe('Ann v Ben. ');
    const undo = page.locator('.play').getByRole('button', { name: 'Undo' });
    await undo.click();
    await undo.click();
    await expect.poll(() => page.locator('.record-caption').textContent()).toBe('Ann v Ben. Into the store.');
    await undo.click();
    await expect.poll(() => page.locator('.record-caption').textContent()).toBe('Ann v Ben. Before the first move.');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a record file of another game on its own play page', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/');
    await page.locator('.record-panel summary').click();
    await page.locator('.record-panel input[type=file]').setInputFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from('[Game "wari"]\n1. A1 B1 *') });
    await page.getByRole('button', { name: 'Open record' }).click();
    await page.waitForURL(/\/play\/wari\/\?moves=A1,B1$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a bad record in words, naming the line and the move', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/');
    await page.locator('.record-panel summary').click();
    await page.getByLabel('Paste a record').fill('[Game "kalah"]\n1. A3 A6 B2 2. A3');
    await page.getByRole('button', { name: 'Open record' }).click();
    await expect.poll(() => page.locator('.record-problem').textContent()).toBe('Line 2, column 16: move 2. "A3" cannot be played: A3 is empty: choose a pit with seeds.');
    expect(page.url()).toBe(`${baseUrl}/play/kalah/`);
    expect(errors).toEqual([]);
    await close();
  });

  it("offers each recorded Kalah game's record under the game viewer, as stored", async () => {
    const { page, close } = await open(browser, '/variants/kalah/games/', { acceptDownloads: true });
    const link = page.locator('#example-kalah-sandler-gering-2008').getByRole('link', { name: 'Download record' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('sandler-gering-2008.txt');
    expect(await textOf(download)).toBe(GAME_RECORDS.get('kalah/sandler-gering-2008'));
    await close();
  });

  it('opens a pasted record on a game viewer: its moves as chapters, its comments in the captions, and back to the recorded game', async () => {
    const { page, errors, close } = await open(browser, '/variants/kalah/games/');
    const figure = page.locator('#example-kalah-sandler-gering-2008');
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await figure.getByRole('link', { name: 'Open a record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a game record' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(
      scripts.some((u) => /record-io/.test(u)),
      'the record code before Open',
    ).toBe(false);
    // A bad record is refused in the dialog, in words, and the viewer keeps its game.
    await dialog.getByLabel('Paste a record').fill('[Game "kalah"]\n1. A3 A6 B2 2. A3');
    await dialog.getByRole('button', { name: 'Open record' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Line 2, column 16: move 2. "A3" cannot be played: A3 is empty: choose a pit with seeds.');
    expect(await axeInBothThemes(page), 'the dialog with its message').toEqual([]);
    await dialog.getByLabel('Paste a record').fill('[Game "kalah"]\n[A "Ann"]\n[B "Ben"]\n\n{Before the first move.} 1. A3 {Into the store.} A6 B2 *');
    await dialog.getByRole('button', { name: 'Open record' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const opened = figure.locator('.opened-record');
    expect(await opened.locator('.record-about').textContent()).toBe('Your record: Ann v Ben, 3 moves. Back to the recorded game');
    const stepper = opened.getByRole('group', { name: 'Your record: Ann v Ben' });
    const caption = stepper.locator('.caption');
    expect(await caption.innerText()).toBe('The starting position, A to move. Before the first move. Step through with Next and Back.'); // the board's hint hidden beside the buttons'
    expect(await stepper.locator('.chapters li').allTextContents()).toEqual(['1. A3', '2. A6', '3. B2']);
    // Focus is on the opened board: the arrow keys step it.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toBe("Move 1: A sowed A3 (4 seeds). The last seed fell in A's own store, so A sows again. Into the store.");
    await page.keyboard.press('End');
    await expect.poll(() => stepper.locator('.status').textContent()).toContain('Step 3 of 3');
    // A3's four seeds end in A's store (one), A6's five start there (two); both pits are empty.
    expect(await stepper.locator('svg.board').getAttribute('aria-label')).toMatch(/A3 0, .*A6 0\. A's store 2\./);
    // The recorded game is hidden meanwhile, with the tools that would copy, embed or print it, and comes back with the button.
    expect(await figure.getByRole('group', { name: /Sandler/ }).isVisible()).toBe(false);
    expect(await figure.locator('.board-tools a:visible').allTextContents()).toEqual(['Open a record']);
    expect(await axeInBothThemes(page), 'the opened record').toEqual([]);
    await opened.getByRole('button', { name: 'Back to the recorded game' }).click();
    expect(await figure.locator('.opened-record').count()).toBe(0);
    expect(await figure.getByRole('group', { name: /Sandler/ }).isVisible()).toBe(true);
    expect(await figure.getByRole('link', { name: 'Copy link' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('steps through a record of two rounds of Dakon on the play board and on a game viewer, the new round a step of its own', async () => {
    const text = RECORD_EXAMPLES.find((e) => e.id === 'rounds')!.text;
    const { page, errors, close } = await open(browser, '/play/kalah/');
    await page.locator('.record-panel summary').click();
    await page.getByLabel('Paste a record').fill(text);
    await page.getByRole('button', { name: 'Open record' }).click();
    await page.waitForURL(/\/play\/dakon\/\?moves=A4,.*,B1,next-round,A2,B3,.*,A4$/);
    await expect.poll(() => page.locator('.record-caption').textContent()).toBe('Greedy v Random. A 73, B 25: a third round follows.');
    await page.goto(`${baseUrl}/variants/kalah/games/`);
    const figure = page.locator('#example-kalah-sandler-gering-2008');
    await figure.getByRole('link', { name: 'Open a record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a game record' });
    await dialog.getByLabel('Paste a record').fill(text);
    await dialog.getByRole('button', { name: 'Open record' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const opened = figure.locator('.opened-record');
    expect(await opened.locator('.record-about').textContent()).toBe('Your record: Greedy v Random, 35 moves in 2 rounds. Back to the recorded game');
    const stepper = opened.getByRole('group', { name: 'Your record: Greedy v Random' });
    expect((await stepper.locator('.chapters li').allTextContents()).slice(22, 25)).toEqual(['23. B1', 'Round 2', '24. A2']);
    for (let i = 0; i < 24; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepper.locator('.caption').textContent()).toMatch(/^Round 2 begins: each player refilled their pits/);
    expect(errors).toEqual([]);
    await close();
  });
});
