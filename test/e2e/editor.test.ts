/** The position editor in Chromium: keyboard and touch editing, live notation, refusals, the address, opening a play board. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, injectAxe, open, skipReason } from './browser.js';

const WARI_START = '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a';

const notation = (page: Page) => page.locator('.editor-code').textContent();
/** The editor has its engine once it has read its address and checked the position. */
const ready = async (page: Page) => {
  // Hydrated first: until then the page is the server's drawing, and a key press reaches no handler.
  await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(0);
  await expect.poll(() => page.locator('.editor-check').textContent()).not.toBe('Checking…');
};
const focusedPit = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe.skipIf(skipReason)('the position editor in Chromium', () => {
  it('edits Wari by keyboard: the notation follows, too many seeds is refused, and the fixed position opens on a play board', async () => {
    const { page, errors, close } = await open(browser, '/editor/?variant=wari');
    await ready(page);
    expect(await notation(page)).toBe(WARI_START);
    // Tab from the top of the page to the board's one tab stop.
    for (let i = 0; i < 60 && !(await page.evaluate(() => !!document.activeElement?.matches('.editor svg [data-pit]'))); i++) await page.keyboard.press('Tab');
    expect(await focusedPit(page)).toMatch(/^B1 4 seeds, add a seed$/);
    // Right arrow walks the notation's order (B1..B6 then A1..A6); Up adds a seed, a number key types a count.
    await page.keyboard.press('ArrowRight');
    expect(await focusedPit(page)).toMatch(/^B2 /);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => notation(page)).toBe('4.5.4.4.4.4_4.4.4.4.4.4~0.0~a');
    await expect.poll(() => page.locator('.editor .visually-hidden[aria-live]').textContent()).toBe('B2: 5 seeds');
    await expect.poll(() => page.locator('.editor-check').textContent()).toBe('Not a position to play: Wari has 48 seeds; this position has 49. Take away 1.');
    // Every open link is disabled, with the reason beside it.
    expect(await page.locator('.editor-open a[href]').count()).toBe(0);
    expect(await page.locator('.editor-why').textContent()).toBe('Not yet: Wari has 48 seeds; this position has 49. Take away 1.');
    // The address shares the edit as it stands, refused or not.
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toBe('4.5.4.4.4.4_4.4.4.4.4.4~0.0~a');
    // Fix it: the next pit takes 3 (a number key), and the total is 48 again.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('3');
    await expect.poll(() => notation(page)).toBe('4.5.3.4.4.4_4.4.4.4.4.4~0.0~a');
    await expect.poll(() => page.locator('.editor-check').textContent()).toBe('A position the rules can play from.');
    // The address is rewritten in an effect after the board repaints: wait for it, as for the text.
    await expect.poll(() => new URL(page.url()).search).toBe('?variant=wari&position=4.5.3.4.4.4_4.4.4.4.4.4~0.0~a');
    await page.getByRole('link', { name: 'Open on a play board' }).click();
    await page.waitForURL(/\/play\/wari\//);
    await expect.poll(() => page.locator('.play .board').getAttribute('aria-label')).toMatch(/Row B: B1 4, B2 5, B3 3, B4 4/);
    expect(errors).toEqual([]);
    await close();
  });

  it("sets a game's own state from its rules' controls: Toguz Kumalak's tuzdyks, the forbidden pair explained", async () => {
    const { page, errors, close } = await open(browser, '/editor/?variant=toguz-kumalak&position=9.9.9.9.9.9.0.9.9_9.9.9.9.9.9.0.9.9~18.0~b~tuzdyk-b7');
    await ready(page);
    const state = page.getByRole('group', { name: 'Game state' });
    const a = state.getByLabel("A's tuzdyk");
    const b = state.getByLabel("B's tuzdyk");
    expect(await a.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent)).toBe('B7');
    expect(await b.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent)).toBe('none yet');
    await b.selectOption({ label: 'A7' });
    await expect.poll(() => notation(page)).toBe('9.9.9.9.9.9.0.9.9_9.9.9.9.9.9.0.9.9~18.0~b~tuzdyk-b7.tuzdyk-a7');
    await expect.poll(() => page.locator('.editor-check').textContent()).toBe('A position the rules can play from.');
    // B7 is the third pit from B's left, as A3 is from A's: the rules forbid the pair, and the editor says why.
    await b.selectOption({ label: 'A3' });
    await expect.poll(() => page.locator('.editor-check').textContent()).toContain('same number');
    await a.selectOption({ label: 'none yet' });
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toMatch(/~b~tuzdyk-a3$/);
    expect(errors).toEqual([]);
    await close();
  });

  it("loads a game's rules when the reader picks it, and only then", async () => {
    const { page, errors, close } = await open(browser, '/editor/?variant=wari');
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await ready(page);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(scripts.some((u) => /\/_astro\/wari\.[\w-]{8}\.js$/.test(u))).toBe(true);
    expect(scripts.filter((u) => /\/_astro\/bao\.[\w-]{8}\.js$/.test(u))).toEqual([]);
    await page.locator('.editor select').first().selectOption('bao');
    await expect.poll(() => notation(page), { timeout: 10_000 }).toBe('0.0.0.0.0.0.0.0_0.2.2.6.0.0.0.0_0.0.0.0.6.2.2.0_0.0.0.0.0.0.0.0~22.22~a~houses-ab');
    expect(fetched.some((u) => /\/_astro\/bao\.[\w-]{8}\.js$/.test(u))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('names a bad position in the address and opens on the game start', async () => {
    const { page, errors, close } = await open(browser, '/editor/?variant=wari&position=4.4.4~0.0~a');
    await ready(page);
    expect(await page.locator('.editor [role="alert"]').textContent()).toBe(
      "This position cannot be read: Expected 2 rows separated by '_' (B, A, top to bottom); found 1. The editor opens on the game's start instead.",
    );
    expect(await notation(page)).toBe(WARI_START);
    expect(await page.locator('.editor select').first().inputValue()).toBe('wari');
    expect(errors).toEqual([]);
    await close();
  });

  it('edits by touch with the + and − buttons, each a 44-pixel target', async () => {
    const { page, errors, close } = await open(browser, '/editor/?variant=kalah', { hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
    await ready(page);
    // Tap a pit: it is chosen and takes a seed; the buttons then take seeds from it.
    await page.locator('.editor svg [data-pit="0"]').tap();
    await expect.poll(() => notation(page)).toBe('4.4.4.4.4.4_5.4.4.4.4.4~0.0~a');
    const minus = page.getByRole('button', { name: 'Take a seed from A1' });
    const box = (await minus.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    for (let i = 0; i < 3; i++) await minus.tap();
    await expect.poll(() => notation(page)).toBe('4.4.4.4.4.4_2.4.4.4.4.4~0.0~a');
    await page.getByRole('button', { name: 'Add a seed to Store A' }).tap();
    await expect.poll(() => notation(page)).toBe('4.4.4.4.4.4_2.4.4.4.4.4~1.0~a');
    expect(errors).toEqual([]);
    await close();
  });

  it("sets up Omweso's own layout from an empty board, with options in words, and axe finds nothing", async () => {
    const { page, errors, close } = await open(browser, '/editor/?variant=omweso');
    await ready(page);
    const labels = await page.locator('.editor-game label').allTextContents();
    expect(labels.join(' ')).toContain('Starting layout');
    expect(labels.join(' ')).not.toMatch(/\b(fours|akawumbi|all-columns|not-allowed)\b/);
    await page.getByRole('button', { name: 'Empty the board' }).click();
    await expect.poll(() => page.locator('.editor-check').textContent()).toMatch(/A is to move but has no legal move/);
    // Right-click takes away; click adds; shift-click takes away.
    const pit = page.locator('.editor svg [data-pit="0"]');
    for (let i = 0; i < 3; i++) await pit.click();
    await pit.click({ button: 'right' });
    await pit.click({ modifiers: ['Shift'] });
    await expect.poll(() => page.locator('.editor-summary').textContent()).toBe("The board holds 1 of the 64 seeds Omweso is played with (A's side 1, B's side 0).");
    await injectAxe(page);
    const violations = await page.evaluate(async () => ((await (window as any).axe.run(document.querySelector('.editor'))).violations as { id: string }[]).map((v) => v.id));
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('"Edit this position" follows the play board\'s game, and an example\'s link opens its start', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/?options=seeds=6');
    const edit = page.locator('.play a.edit-link');
    // A board with a game in its address wakes at once and writes its link: until then the page's own is there.
    await expect.poll(() => edit.getAttribute('href'), { timeout: 10_000 }).toBe('/editor/?variant=kalah&options=seeds%3D6&position=6.6.6.6.6.6_6.6.6.6.6.6~0.0~a');
    await page.locator('.play svg [data-pit="0"]').click();
    await expect.poll(() => page.locator('.play .history').textContent()).toBe('Moves: A1');
    const notationAfter = await page.evaluate(() => new URL(document.querySelector<HTMLAnchorElement>('.play a.edit-link')!.href).searchParams.get('position'));
    expect(notationAfter).not.toBe('6.6.6.6.6.6_6.6.6.6.6.6~0.0~a');
    // The board's own words for the position it shows, after its name: the editor must draw the same.
    const summary = (selector: string) =>
      page
        .locator(selector)
        .getAttribute('aria-label')
        .then((l) => l!.slice(l!.indexOf('Row B')));
    const played = await summary('.play svg.board');
    await edit.click();
    await page.waitForURL(/\/editor\//);
    await ready(page);
    expect(await notation(page)).toBe(notationAfter);
    expect(await summary('.editor svg.board')).toBe(played);
    // The option shows in words, as chosen in the play board's address.
    expect(
      await page
        .locator('.editor-game label', { hasText: 'Seeds per pit' })
        .locator('select')
        .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.text),
    ).toBe('6');
    await page.goto(new URL('/variants/wari/', page.url()).href);
    const example = page.locator('figure.example .board-tools a', { hasText: 'Edit this position' }).first();
    const href = (await example.getAttribute('href'))!;
    expect(href).toMatch(/^\/editor\/\?variant=wari&position=[0-9._~a-z-]+$/);
    await example.click();
    await ready(page);
    expect(await notation(page)).toBe(new URL(href, page.url()).searchParams.get('position'));
    expect(errors).toEqual([]);
    await close();
  });
});
