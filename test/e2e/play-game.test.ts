/**
 * A game against the computer in Chromium: it survives a reload and a closed tab, each computer move
 * is announced once, and the opponent's controls are sized like the site's buttons on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browser, open, skipReason, startPlaying } from './browser.js';

/** Every text a live region (aria-live, status, alert, log) takes on from now, in order. */
const recordAnnouncements = (page: Page) =>
  page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const live = (el: Element | null) => el?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]');
    new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const r of records) {
        const region = live(r.target instanceof Element ? r.target : r.target.parentElement);
        if (region) changed.add(region);
      }
      for (const region of changed) if (region.textContent?.trim()) said.push(region.textContent.trim());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const announcements = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

describe.skipIf(skipReason)('a game against the computer', () => {
  it('announces each computer move once, and survives a reload with its seats and level', async () => {
    const { page, errors, close } = await open(browser, '/play/wari/');
    const { board } = await startPlaying(page, 0);
    await recordAnnouncements(page);
    await board
      .locator('svg.board')
      .getByRole('button', { name: /^A3 4 seeds, sow/ })
      .click();
    const history = board.locator('.history');
    await expect.poll(() => history.textContent(), { timeout: 10000 }).toMatch(/^Moves: A3 B[1-6]$/);
    await page.waitForTimeout(500);
    const reply = (await history.textContent())!.split(' ').at(-1)!;
    const said = await announcements(page);
    expect(said.filter((text) => new RegExp(`\\b${reply}\\b`).test(text) && /computer/i.test(text))).toHaveLength(1);
    // The address carries who plays which side, and the level.
    await expect.poll(() => new URL(page.url()).search).toMatch(/^\?moves=A3,B[1-6]&computer=B&level=beginner$/);

    await page.reload();
    const panel = board.getByRole('group', { name: 'Computer opponent and hints' });
    await expect.poll(() => panel.count(), { timeout: 8000 }).toBe(1);
    expect(await panel.textContent()).toMatch(/You play A, the computer the other side \(beginner level\)/);
    await expect.poll(() => history.textContent()).toBe(`Moves: A3 ${reply}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("on opening an address where it is the computer's turn, the computer moves", async () => {
    const { page, errors, close } = await open(browser, '/play/wari/?moves=A3&computer=B&level=beginner');
    const board = page.locator('.play');
    await expect.poll(() => board.locator('.history').textContent(), { timeout: 10000 }).toMatch(/^Moves: A3 B[1-6]$/);
    expect(await board.getByRole('group', { name: 'Computer opponent and hints' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('a closed tab: reopening the bare page offers to continue the game, or to start a new one', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/play/wari/`);
    // The offer is shown or not by an inline script as the page is parsed (PlayBoard.astro), so every
    // check of it here can follow the page's load. Nothing kept yet: no offer.
    expect(await page.locator('.resume').isVisible()).toBe(false);
    const { board } = await startPlaying(page, 0);
    await board
      .locator('svg.board')
      .getByRole('button', { name: /^A3 4 seeds, sow/ })
      .click();
    await expect.poll(() => board.locator('.history').textContent(), { timeout: 10000 }).toMatch(/^Moves: A3 B[1-6]$/);
    const played = (await board.locator('.history').textContent())!;
    await page.close();

    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(e.message));
    await again.goto(`${baseUrl}/play/wari/`);
    const offer = again.locator('.resume');
    expect(await offer.isVisible()).toBe(true);
    expect(await offer.textContent()).toContain('against the computer, 2 moves in');
    await offer.getByRole('link', { name: 'Continue your game' }).click();
    await again.waitForURL((url) => url.search.length > 1);
    await expect.poll(() => again.locator('.play .history').textContent(), { timeout: 8000 }).toBe(played);
    await expect.poll(() => again.locator('.play').getByRole('group', { name: 'Computer opponent and hints' }).count()).toBe(1);

    await again.goto(`${baseUrl}/play/wari/`);
    await again.locator('.resume').getByRole('button', { name: 'New game' }).click();
    expect(await again.locator('.resume').count()).toBe(0);
    await again.reload();
    expect(await again.locator('.resume').isVisible()).toBe(false);

    // Bad or stale data is ignored (and forgotten), never shown, never an error.
    for (const bad of [
      '{not json',
      '{"v":1,"address":"javascript:alert(1)","at":0}',
      `{"v":1,"address":"?moves=A3","at":${Date.now() - 400 * 864e5}}`,
      '{"v":9,"address":"?moves=A3"}',
      '[]',
    ]) {
      await again.evaluate((value) => localStorage.setItem('mancala-atlas:game:wari', value), bad);
      await again.reload();
      expect(await again.locator('.resume').isVisible()).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a kept game that no longer opens is forgotten after its error', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/play/wari/`);
    await page.evaluate(() => localStorage.setItem('mancala-atlas:game:wari', JSON.stringify({ v: 1, address: '?moves=Z9', moves: 1, at: Date.now() })));
    await page.reload();
    await page.locator('.resume').getByRole('link', { name: 'Continue your game' }).click();
    await expect.poll(() => page.locator('.play, .error').first().textContent(), { timeout: 8000 }).toMatch(/Z9/);
    expect(await page.evaluate(() => localStorage.getItem('mancala-atlas:game:wari'))).toBeNull();
    await context.close();
  });

  it("on a phone (375 px), the opponent's and the solver's controls are the site's buttons, at least 24 px a side", async () => {
    const phone = { viewport: { width: 375, height: 740 } };
    const measure = (page: Page, selector: string) =>
      page.locator(selector).evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return {
            what: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`,
            width: box.width,
            height: box.height,
            font: parseFloat(style.fontSize),
            radius: style.borderRadius,
          };
        }),
      );
    const { page, close } = await open(browser, '/play/wari/', phone);
    await page.locator('.play').getByRole('button', { name: 'Play against the computer' }).click();
    await expect.poll(() => page.locator('.opponent').count(), { timeout: 10000 }).toBe(1);
    const controls = await measure(page, '.opponent button, .opponent select, .play .controls button');
    const { page: solved, close: closeSolved } = await open(browser, '/variants/kalah/solved/', phone);
    controls.push(...(await measure(solved, '.solved button, .solved select, .solved input')));
    expect(controls.length).toBeGreaterThan(8);
    for (const c of controls) {
      expect(c.height, c.what).toBeGreaterThanOrEqual(24);
      expect(c.width, c.what).toBeGreaterThanOrEqual(24);
      expect(c.font, c.what).toBeGreaterThanOrEqual(15);
      expect(c.radius, c.what).toBe('6px');
    }
    await close();
    await closeSolved();
  });
});
