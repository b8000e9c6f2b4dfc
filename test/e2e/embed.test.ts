/**
 * Embeds as a teacher uses them: frames on a page served from another origin (a second local port)
 * with the host snippet, the Embed panel that writes the code, "Copy link" and `?step=N`.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameSize } from '../../src/board/embed-code.js';
import { hostSnippet } from '../../src/board/embed-code.js';
import { baseUrl, browser, gotoSettled, injectAxe, isForwarding, open, sitePages, skipReason } from './browser.js';

const EXAMPLE = '/embed/wari/chain-capture/';
const FOUR_ROW = '/embed/omweso/akawumbi/';

/** The host page: two frames of our site, sized by the snippet the Embed panel gives. */
const hostPage = (frames: { src: string; width: number; height: number }[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A teacher's page</title></head>
<body><h1>Counting with Wari</h1>
${frames.map((f, i) => `<iframe id="f${i}" src="${f.src}" title="Embed ${i}" width="${f.width}" height="${f.height}" style="border:0;max-width:100%"></iframe>`).join('\n')}
${hostSnippet(new URL(baseUrl).origin)}
</body></html>`;

/** What a frame's document overflows by, down and across: both 0 when it fits without scrolling. */
const overflow = (frame: Frame | Page) =>
  frame.evaluate(() => {
    const root = document.documentElement;
    return { down: root.scrollHeight - root.clientHeight, across: root.scrollWidth - root.clientWidth };
  });

/** The Embed links of a built page, in order: the embed page each leads to. */
const embedLinks = (path: string) => [...readFileSync(join('dist', path, 'index.html'), 'utf8').matchAll(/<a href="([^"]+)" data-tool="embed"/g)].map((m) => m[1]!);

/**
 * The Embed panels of a page behind the links `chosen` picks: the frame's address (the embed page, with
 * any play board's game) and the size it suggests, for each mode. Each mode is picked with a click in
 * the page, which refreshes the code at once: three of Playwright's checks and reads a panel took
 * longer than loading the frames they size. Choosing a mode as a reader does, from the keyboard, and
 * the code that follows are checked in "opens from the keyboard with highlighted code that follows the choices".
 */
async function panelSizes(page: Page, chosen: (href: string, index: number) => boolean): Promise<[string, string, FrameSize][]> {
  const found: [string, string, FrameSize][] = [];
  const links = await page.locator('a[data-tool="embed"]').all();
  for (const [index, link] of links.entries()) {
    if (!chosen((await link.getAttribute('href'))!, index)) continue;
    await link.click();
    const codes = await page.locator('dialog[open]').evaluate(
      (dialog, modes) =>
        modes.map((mode) => {
          dialog.querySelector<HTMLInputElement>(`input[value="${mode}"]`)!.click();
          return [mode, dialog.querySelector('pre')?.textContent ?? ''] as const;
        }),
      ['board', 'captions', 'controls'],
    );
    for (const [mode, code] of codes) {
      const [, src, width, height] = /src="([^"]+)".*width="(\d+)" height="(\d+)"/.exec(code)!;
      const url = new URL(src!.replace(/&amp;/g, '&'));
      url.searchParams.delete('show');
      found.push([url.pathname + url.search, mode, { width: Number(width), height: Number(height) }]);
    }
    await page.keyboard.press('Escape');
  }
  return found;
}

describe.skipIf(skipReason)('embeds on another site', () => {
  let host: Server;
  let hostUrl = '';
  let html = '';
  beforeAll(async () => {
    host = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as { port: number }).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve));
  });

  const openHost = async (frames: { src: string; width: number; height: number }[]) => {
    html = hostPage(frames);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await gotoSettled(page, hostUrl);
    const frame = (i: number) => page.frame({ url: (u) => u.href === new URL(frames[i]!.src).href })!;
    return { page, frame, errors, close: () => context.close() };
  };

  it('grows each frame to fit, opens at ?step=3, steps with Next, and opens links in a new tab', async () => {
    const { page, frame, errors, close } = await openHost([
      { src: `${baseUrl}${EXAMPLE}?step=3`, width: 600, height: 150 },
      { src: `${baseUrl}${FOUR_ROW}?show=captions`, width: 480, height: 150 },
    ]);
    expect(new URL(hostUrl).origin).not.toBe(new URL(baseUrl).origin);
    for (const i of [0, 1]) {
      // The snippet set the frame's height from the page's message, taller than the 150 it started at.
      await expect.poll(() => page.locator(`#f${i}`).evaluate((f: HTMLIFrameElement) => parseFloat(f.style.height) || 0)).toBeGreaterThan(200);
      await expect.poll(() => overflow(frame(i))).toEqual({ down: 0, across: 0 });
    }
    const wari = frame(0);
    await expect.poll(() => wari.locator('.stepper .status').textContent()).toContain('Step 3 of 10');
    await wari.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => wari.locator('.stepper .status').textContent()).toContain('Step 4 of 10');
    const links = await wari.locator('a[href]').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links.map((l) => l[0])).toEqual(expect.arrayContaining(['Play on from this position', 'Wari — Mancala Atlas']));
    for (const link of links) expect(link, String(link[0])).toEqual([link[0], '_blank', 'noopener']);
    // No "Embed" or "Copy link" inside an embed: they would point at the embed itself.
    expect(await wari.locator('[data-tool]').count()).toBe(0);
    // A four-row board in a 480 px frame is drawn the right way round, not turned into a tall column.
    const omweso = await frame(1).locator('.board').boundingBox();
    expect(omweso!.width).toBeGreaterThan(omweso!.height);
    expect(await frame(1).locator('.controls').first().isVisible()).toBe(false);
    expect(await frame(1).locator('.stepper .caption').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a 320 px wide frame free of sideways scrolling, for every kind of board', async () => {
    const srcs = [EXAMPLE, FOUR_ROW, '/embed/wari/grand-slam/', '/embed/kalah/sandler-gering-2008/', '/embed/grand-oh-wah-ree/ownership/', '/embed/play/bao/'];
    for (const src of srcs) {
      const { frame, errors, close } = await openHost([{ src: `${baseUrl}${src}`, width: 320, height: 400 }]);
      await expect.poll(() => overflow(frame(0)).then((o) => o.across), { message: src }).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('says so when ?step is past the end or not a number, and opens at the nearest step', async () => {
    for (const [step, shown, said] of [
      ['40', 'Step 10 of 10', 'only 10 steps'],
      ['two', 'Step 0 of 10', 'not a step number'],
    ] as const) {
      const { page, errors, close } = await open(browser, `${EXAMPLE}?step=${step}`);
      // The server-rendered board already says "Step 0": the stepper has woken when it says why it opened where it did.
      await expect.poll(() => page.getByRole('status').filter({ hasText: said }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.locator('.stepper .status').textContent()).toContain(shown);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('fits each mode of an embed in the size its panel suggests, without the snippet', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const paths = [
      '/variants/wari/',
      '/variants/omweso/examples/',
      '/variants/omweso/more-examples/',
      '/variants/bao/examples/',
      '/variants/kalah/games/',
      '/variants/kalah/',
      '/play/grand-oh-wah-ree/',
    ];
    // Every game record and play board, and every third worked example or comparison besides a four-row
    // board and a grand slam: the panels are opened only for those, chosen from the built pages' links.
    const isExample = (href: string) => !/\/(play|kalah\/(sandler|gering))/.test(href);
    const examples = [...new Set(paths.flatMap(embedLinks).filter(isExample))];
    expect(examples).toEqual(expect.arrayContaining([EXAMPLE, FOUR_ROW, '/embed/wari/grand-slam/']));
    const sampled = (href: string) => !isExample(href) || examples.indexOf(href) % 3 === 0 || [EXAMPLE, FOUR_ROW, '/embed/wari/grand-slam/'].includes(href);
    const sample: [string, string, FrameSize][] = [];
    for (const path of paths) {
      await page.goto(baseUrl + path, { waitUntil: 'load' }); // the board tools' script has run: an Embed click opens the panel
      sample.push(...(await panelSizes(page, sampled)));
    }
    expect(sample.map(([src]) => src)).toEqual(expect.arrayContaining([EXAMPLE, FOUR_ROW, '/embed/kalah/sandler-gering-2008/', '/embed/wari/grand-slam/', '/embed/play/kalah/']));
    for (const [src, mode, size] of sample) {
      await page.setViewportSize(size);
      await page.goto(`${baseUrl}${src}${src.includes('?') ? '&' : '?'}show=${mode}`, { waitUntil: 'load' });
      expect({ src, mode, size, ...(await overflow(page)) }).toEqual({ src, mode, size, down: 0, across: 0 });
    }
    await context.close();
  }, 240_000);

  it('links every embed page from a page of the site', () => {
    const pages = sitePages().filter((p) => !isForwarding(p));
    const embeds = pages.filter((p) => p.startsWith('/embed/'));
    const linked = new Set<string>();
    for (const p of pages.filter((p) => !p.startsWith('/embed/'))) {
      for (const m of readFileSync(join('dist', p, 'index.html'), 'utf8').matchAll(/href="([^"#?]+)/g)) linked.add(m[1]!);
    }
    expect(embeds.length).toBeGreaterThan(100);
    expect(embeds.filter((e) => !linked.has(e))).toEqual([]);
  });
});

describe.skipIf(skipReason)('the Embed panel and Copy link', () => {
  it('opens from the keyboard with highlighted code that follows the choices, loading its code only then', async () => {
    const { page, errors, close } = await open(browser, '/variants/wari/');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const figure = page.locator('#example-wari-chain-capture');
    const embed = figure.getByRole('link', { name: 'Embed' });
    expect(await embed.getAttribute('href')).toBe(EXAMPLE);
    // Before the click, nothing of the panel's code was asked for (counting the load of the page too).
    const atLoad = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect([...atLoad, ...requested].filter((p) => /embed-panel|embed-code/.test(p))).toEqual([]);
    await embed.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Embed this example' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(requested.some((p) => /embed-panel/.test(p))).toBe(true);
    // Focus moved into the panel; the code is Shiki's markup, filled in.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    const code = dialog.locator('pre');
    const colours = await code.locator('span').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours).toBeGreaterThan(3);
    const text = async () => (await code.textContent()) ?? '';
    expect(await text()).toContain(`src="${baseUrl}${EXAMPLE}"`);
    expect(await text()).not.toContain('EMBED');
    const heightOf = async () => Number(/height="(\d+)"/.exec(await text())![1]);
    const full = await heightOf();
    // The mode, chosen with the keyboard, goes into the address and the size.
    await dialog.getByRole('radio', { name: /Everything/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(text).toContain('?show=captions');
    await page.keyboard.press('ArrowUp');
    await expect.poll(text).toContain('?show=board');
    expect(await heightOf()).toBeLessThan(full);
    // A title with markup in it stays text in the code.
    await dialog.getByLabel('Title, for screen readers').fill('Tom & "Jerry" <b>');
    await expect.poll(text).toContain('title="Tom &amp; &quot;Jerry&quot; &lt;b&gt;"');
    expect(await code.locator('b').count()).toBe(0);
    await injectAxe(page);
    const axe = () =>
      page.evaluate(async () =>
        ((await (window as any).axe.run(document.querySelector('dialog'))).violations as { id: string; nodes: { html: string }[] }[]).map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.html).join('; ')}`,
        ),
      );
    expect(await axe()).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axe()).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Embed');
    expect(errors).toEqual([]);
    await close();
  });

  it('embeds a play board with its game, and puts it in an embed page of its own', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/?moves=A3');
    const board = page.locator('figure.playboard');
    await expect.poll(() => board.getAttribute('data-address')).toContain('moves=A3');
    await board.getByRole('link', { name: 'Embed' }).click();
    const code = page.getByRole('dialog').locator('pre');
    await expect.poll(() => code.textContent()).toContain(`src="${baseUrl}/embed/play/kalah/?moves=A3"`);
    expect(errors).toEqual([]);
    await close();
    const embedded = await open(browser, '/embed/play/kalah/?moves=A3');
    await expect.poll(() => embedded.page.locator('.play .history').textContent()).toContain('A3');
    expect(await embedded.page.locator('.embed-credit a').textContent()).toBe('Kalah — Mancala Atlas');
    expect(embedded.errors).toEqual([]);
    await embedded.close();
  });

  it('copies a link to the step shown, which opens the example there', async () => {
    const { page, errors, close } = await open(browser, '/variants/wari/', { permissions: ['clipboard-read', 'clipboard-write'] });
    const figure = page.locator('#example-wari-chain-capture');
    for (let i = 0; i < 2; i++) await figure.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => figure.locator('.status').textContent()).toContain('Step 2 of 10');
    await figure.getByRole('link', { name: 'Copy link' }).click();
    const link = `${baseUrl}/variants/wari/?step=2#example-wari-chain-capture`;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await figure.getByRole('status').textContent()).toContain(link);
    await page.goto(link, { waitUntil: 'load' });
    // The reloaded page wakes the stepper itself, then it opens at the step: more than the poll's default
    // second on a loaded machine. (CI read the server's "Step 0" here when the wake was sent before the
    // island had started: test/e2e/wake.test.ts now holds that order.)
    await expect.poll(() => figure.locator('.status').textContent(), { timeout: 10_000 }).toContain('Step 2 of 10');
    // Another example on the page is left at its start.
    expect(await page.locator('figure.example:not(#example-wari-chain-capture) .status').first().textContent()).toContain('Step 0');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the link selected in a field when the clipboard is refused', async () => {
    const { page, close } = await open(browser, '/variants/wari/');
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } }));
    const figure = page.locator('#example-wari-chain-capture');
    await figure.getByRole('link', { name: 'Copy link' }).click();
    const field = figure.locator('.board-tools-status input');
    await expect.poll(() => field.inputValue()).toBe(`${baseUrl}/variants/wari/#example-wari-chain-capture`);
    // Focused and selected whole, ready for Ctrl+C.
    expect(
      await page.evaluate(() => {
        const field = document.activeElement as HTMLInputElement;
        return [field.tagName, field.selectionStart, field.selectionEnd === field.value.length];
      }),
    ).toEqual(['INPUT', 0, true]);
    await close();
  });
});

describe.skipIf(skipReason)('stepping and colours in every embed mode', () => {
  /** The stepper's step, read from its status line (hidden in ?show=board, but still there). */
  const stepOf = (page: Page) =>
    page
      .locator('.stepper .status')
      .first()
      .evaluate((s) => /Step (\d+)/.exec(s.textContent ?? '')![1]);

  it.each(['board', 'captions', 'controls'])('steps by mouse, touch and keyboard with ?show=%s, and says how truly', async (mode) => {
    // Mouse: a click on the board (a sleeping stepper wakes and takes it); the buttons where they are shown.
    const mouse = await open(browser, `${EXAMPLE}?show=${mode}`, { viewport: { width: 640, height: 600 } });
    if (mode === 'controls') await mouse.page.getByRole('button', { name: 'Next' }).click();
    else await mouse.page.locator('.stepper svg.board').click();
    await expect.poll(() => stepOf(mouse.page)).toBe('1');
    if (mode !== 'controls') {
      await mouse.page.locator('.stepper svg.board').click();
      await expect.poll(() => stepOf(mouse.page)).toBe('2');
    }
    // What the page tells the reader is true for the mode: no buttons named where none are shown.
    const said = await mouse.page.locator('main').evaluate((m) => (m as HTMLElement).innerText);
    if (mode === 'controls') expect(await mouse.page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    else expect(said).not.toMatch(/Next and Back|Next|Back/);
    expect(mouse.errors).toEqual([]);
    await mouse.close();

    // Touch: a tap.
    const touch = await open(browser, `${EXAMPLE}?show=${mode}`, { viewport: { width: 390, height: 700 }, hasTouch: true, isMobile: true });
    const first = await touch.page.locator('.stepper .caption').evaluate((c) => (c as HTMLElement).innerText);
    if (mode === 'captions') expect(first).toMatch(/^The starting position, A to move\. Tap the board for the next step/);
    if (mode === 'controls') expect(first).toBe('The starting position, A to move. Step through with Next and Back.');
    const target = mode === 'controls' ? touch.page.getByRole('button', { name: 'Next' }) : touch.page.locator('.stepper svg.board');
    const box = (await target.boundingBox())!;
    await touch.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => stepOf(touch.page)).toBe('1');
    expect(touch.errors).toEqual([]);
    await touch.close();

    // Keyboard: Tab reaches the board, the arrow keys step.
    const keys = await open(browser, `${EXAMPLE}?show=${mode}`);
    await keys.page.keyboard.press('Tab');
    expect(await keys.page.evaluate(() => document.activeElement?.classList.contains('stepper'))).toBe(true);
    await keys.page.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(keys.page)).toBe('1');
    await keys.page.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(keys.page)).toBe('2');
    await keys.page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepOf(keys.page)).toBe('1');
    expect(keys.errors).toEqual([]);
    await keys.close();
  });

  it('goes back to the start on a tap after the last step, where there are no buttons', async () => {
    const { page, errors, close } = await open(browser, `${EXAMPLE}?show=captions&step=10`);
    await expect.poll(() => stepOf(page)).toBe('10');
    await page.locator('.stepper svg.board').click();
    await expect.poll(() => stepOf(page)).toBe('0');
    expect(errors).toEqual([]);
    await close();
  });

  /** The page's background, as "r g b" numbers: dark when their sum is low. */
  const brightness = (page: Page) =>
    page.evaluate(() => (getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).reduce((a, b) => a + Number(b), 0));

  it.each([
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const)('shows ?theme=%s in a %s-scheme browser, before any script of ours but the inline one', async (theme, scheme) => {
    for (const path of [EXAMPLE, '/embed/play/kalah/']) {
      const { page, errors, close } = await open(browser, `${path}?theme=${theme}`, { colorScheme: scheme });
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
      const shade = await brightness(page);
      if (theme === 'dark') expect(shade).toBeLessThan(150);
      else expect(shade).toBeGreaterThan(600);
      // Automatic, the default, follows the reader's device.
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' }); // the theme is set as the page is read, by its inline script
      const auto = await brightness(page);
      if (scheme === 'dark') expect(auto).toBeLessThan(150);
      else expect(auto).toBeGreaterThan(600);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('offers light, dark or automatic colours in the Embed panel, carried in the address', async () => {
    const { page, errors, close } = await open(browser, '/variants/wari/');
    await page.locator('#example-wari-chain-capture').getByRole('link', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed this example' });
    const code = dialog.locator('pre');
    await expect.poll(() => code.textContent()).toContain(`src="${baseUrl}${EXAMPLE}"`);
    await dialog.getByRole('radio', { name: /Dark/ }).check();
    await expect.poll(() => code.textContent()).toContain(`src="${baseUrl}${EXAMPLE}?theme=dark"`);
    await dialog.getByRole('radio', { name: /The board only/ }).check();
    await expect.poll(() => code.textContent()).toContain(`src="${baseUrl}${EXAMPLE}?show=board&amp;theme=dark"`);
    await dialog.getByRole('radio', { name: /Light/ }).check();
    await expect.poll(() => code.textContent()).toContain('theme=light"');
    await dialog.getByRole('radio', { name: /device/ }).check();
    await expect.poll(() => code.textContent()).not.toContain('theme=');
    expect(errors).toEqual([]);
    await close();
  });
});
