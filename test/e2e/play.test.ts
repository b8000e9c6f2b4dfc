/** The play board in Chromium: keyboard play, choices inside a move, controls, links that keep the game. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, holdBack, injectAxe, open, skipReason } from './browser.js';

const OMWESO = '0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a';

/** What the keyboard can reach on the board, and where focus is. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const visible = (el: Element) => el.getClientRects().length > 0;
    const pits = [...document.querySelectorAll('.play svg [role="button"]')].filter(visible);
    const active = document.activeElement;
    return {
      buttons: pits.length,
      tabStops: pits.filter((el) => el.getAttribute('tabindex') === '0').length,
      unreachable: pits.filter((el) => el.getAttribute('tabindex') === null).length,
      stale: [...document.querySelectorAll('.play svg [tabindex="0"]')].filter((el) => !el.matches('[role="button"]')).length,
      focused: active?.getAttribute('aria-label') ?? active?.className ?? '',
      focusedIsPit: !!active?.matches('.play svg [role="button"][data-pit]'),
    };
  });

describe.skipIf(skipReason)('the play board in Chromium', () => {
  it('plays a whole Kalah game by keyboard alone: one tab stop, arrows between playable pits, Enter sows', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/');
    // The board wakes when focus reaches it (the first Tab onto a pit), and nothing typed meanwhile is lost.
    // Tab from the top of the page until focus reaches the board.
    for (let i = 0; i < 30 && !(await focusState(page)).focusedIsPit; i++) await page.keyboard.press('Tab');
    expect((await focusState(page)).focusedIsPit).toBe(true);
    const history = page.locator('.play .history');
    const status = page.locator('.play .status');
    let moves = 0;
    for (let turn = 0; turn < 300; turn++) {
      if ((await status.textContent())!.startsWith('Game over')) break;
      // Focus follows the move (an effect after the render that shows it).
      await expect.poll(async () => ({ turn, ...(await focusState(page)) })).toMatchObject({ turn, tabStops: 1, unreachable: 0, stale: 0, focusedIsPit: true });
      // A different pit each turn, reached with the arrow keys.
      for (let k = 0; k < turn % 3; k++) await page.keyboard.press(turn % 2 ? 'ArrowLeft' : 'ArrowRight');
      expect((await focusState(page)).focusedIsPit).toBe(true);
      await page.keyboard.press('Enter');
      moves += 1;
      await expect.poll(() => history.textContent(), { timeout: 5000 }).toMatch(new RegExp(`^Moves:( \\S+){${moves}}$`));
    }
    expect(await status.textContent()).toMatch(/^Game over: (A wins|B wins|a draw), \d+ to \d+$/);
    // At the end focus rests on the result, not on a pit that has gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('status');
    expect(errors).toEqual([]);
    await close();
  });

  it('asks a choice beside the board on a phone: the answers in words, focused and on screen, their pits marked', async () => {
    const { page, errors, close } = await open(browser, `/play/omweso/?position=${OMWESO}`, { viewport: { width: 390, height: 844 } });
    const board = page.locator('.play');
    await expect.poll(() => board.locator('svg.board').getAttribute('aria-label')).toContain('A2 3');
    await board.locator('svg.board').getByRole('button', { name: 'A2 3 seeds, sow' }).click();
    const clockwise = board.getByRole('button', { name: /^Clockwise: the next lap sows A1, AA1, AA2/ });
    await expect.poll(() => clockwise.count()).toBe(1);
    expect(await board.getByRole('button', { name: /^Counter-clockwise: the next lap sows A3, A4, A5$/ }).count()).toBe(1);
    // Status and caption say the same thing.
    expect(await board.locator('.status').textContent()).toBe('A to move: choose one of the answers under the board');
    expect(await board.locator('.caption').textContent()).toBe('A2 reaches a choice, which way the next lap goes. Choose one of the answers under the board.');
    // The first answer has focus and is in view; its pits are marked on the board.
    const first = board.locator('.ask button').first();
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await first.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight && el.getBoundingClientRect().top >= 0)).toBe(true);
    expect(await board.locator('svg.board .marked').count()).toBe(3);
    await injectAxe(page);
    const violations = await page.evaluate(async () => ((await (window as any).axe.run(document.querySelector('.play'))).violations as { id: string }[]).map((v) => v.id));
    expect(violations).toEqual([]);
    await clockwise.focus();
    await expect.poll(() => board.locator('svg.board .marked').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(['A1', 'AA2', 'AA1']);
    await page.keyboard.press('Enter');
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A2/cw');
    expect(errors).toEqual([]);
    await close();
  });

  it('undoes only the unfinished move, redoes what Undo took back', async () => {
    const { page, close } = await open(browser, '/play/omweso/?moves=A1,B8');
    const board = page.locator('.play');
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A1 B8');
    await board
      .locator('svg.board')
      .getByRole('button', { name: /^A3 \d+ seeds, sow$/ })
      .click();
    await expect.poll(() => board.locator('.ask button').count()).toBeGreaterThan(1);
    await board.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => board.locator('.caption').textContent()).toBe('Took back the unfinished move A3; the moves before it stand.');
    expect(await board.locator('.history').textContent()).toBe('Moves: A1 B8');
    await board.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A1');
    await board.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A1 B8');
    expect(await board.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);
    await close();
  });

  it('keeps the game in the address: reload and Back return to it, not to the opening', async () => {
    const { page, close } = await open(browser, '/play/wari/');
    const board = page.locator('.play');
    // A bare /play/ page wakes on the first click, which is played.
    await board.getByRole('button', { name: 'A3 4 seeds, sow' }).click();
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A3');
    await board
      .getByRole('button', { name: /^B\d 5 seeds, sow$/ })
      .first()
      .click();
    await expect.poll(() => page.url()).toMatch(/\?moves=A3,B\d$/);
    const played = await board.locator('.history').textContent();
    const position = await board.locator('svg').getAttribute('aria-label');
    // The board wakes from the address after the page's load: the polls wait for it.
    await page.reload();
    await expect.poll(() => board.locator('.history').textContent()).toBe(played);
    expect(await board.locator('svg').getAttribute('aria-label')).toBe(position);
    await page.goto(new URL('/notation/', page.url()).href);
    await page.goBack();
    await expect.poll(() => board.locator('.history').textContent()).toBe(played);
    await close();
  });

  it('keeps the linked position when the reader clicks while the engine is still loading', async () => {
    const { page, close } = await open(browser, '/play/wari/', {});
    const release = await holdBack(page, /play-session/);
    await page.goto(page.url().replace(/\/play\/wari\/.*$/, '/play/wari/?position=0.1.2.1.3.2_0.1.1.0.6.1~0.0~a'));
    await page.waitForFunction(() => !document.querySelector('.playboard astro-island[ssr]'));
    // The build's board (the opening) is still drawn: click one of its pits.
    await page.locator('.play').getByRole('button', { name: 'A1 4 seeds, sow' }).click();
    release();
    await expect.poll(() => page.locator('.play svg').getAttribute('aria-label')).toContain('A5 6');
    expect(await page.locator('.play .history').count()).toBe(0);
    expect(page.url()).toContain('position=0.1.2.1.3.2_0.1.1.0.6.1~0.0~a');
    await close();
  });

  it('shows a finished position with the winner its scores give, and never a board with nothing to do', async () => {
    const ended = await open(browser, '/play/kalah/?position=0.0.0.0.0.0_0.0.0.0.0.0~20.28~end-row-empty');
    await expect.poll(() => ended.page.locator('.play .status').textContent()).toBe('Game over: B wins, 28 to 20');
    await ended.close();
    const stuck = await open(browser, '/play/kalah/?position=12.0.15.13.0.8_0.0.0.0.0.0~0.0~a');
    // Either the rules end the game (a result) or the page refuses the position with a reason.
    await expect.poll(async () => (await stuck.page.getByRole('alert').count()) + (await stuck.page.locator('.play .status', { hasText: /^Game over/ }).count())).toBe(1);
    expect(await stuck.page.locator('.play svg [role="button"]').count()).toBe(0);
    expect(await stuck.page.locator('.play .status', { hasText: 'A to move' }).count()).toBe(0);
    await stuck.close();
  });

  it.each([
    ['/play/kalah/?position=start&moves=A3', 'Moves: A3', '.play .history'],
    ['/play/kalah/?moves=A3,Q7', 'Move 2 in this link, "Q7": Unknown move', '[role="alert"]'],
    [`/play/kalah/?position=4.4.4.4.4.4_4.4.4.4.4.${'7'.repeat(80)}~0.0~a`, `found "${'7'.repeat(39)}…"`, '[role="alert"]'],
  ])('reads lenient links and names what is wrong with bad ones: %s', async (path, text, where) => {
    const { page, errors, close } = await open(browser, path);
    await expect.poll(() => page.locator(where).textContent()).toContain(text);
    expect(errors).toEqual([]);
    await close();
  });
});
