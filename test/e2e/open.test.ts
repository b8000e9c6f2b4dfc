/**
 * `open` (browser.ts) lends a tab a test closed before: it must come as a new context's would, or one
 * test's leavings would decide another's outcome.
 */
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

describe.skipIf(skipReason)('a tab lent by open()', () => {
  it('comes back with nothing stored, routed or listened for, at the screen and colours asked for', async () => {
    const options = { colorScheme: 'dark' as const, viewport: { width: 800, height: 600 } };
    const first = await open(browser, '/variants/wari/', options);
    const used = first.page;
    // Leave everything a test can leave behind.
    await used.evaluate(() => {
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('left', 'behind');
      document.cookie = 'left=behind; path=/';
    });
    await used.getByRole('button', { name: 'Dark theme' }).click(); // the theme switch stores the reader's choice too
    await used.setViewportSize({ width: 400, height: 300 });
    await used.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce', media: 'print' });
    await used.route('**/notation/', (route) => route.fulfill({ status: 500, body: 'routed' }));
    let heard = 0;
    used.on('request', () => heard++);
    used.on('console', () => heard++);
    await used.evaluate(() => console.error('from the first test'));
    await first.close();

    const second = await open(browser, '/notation/', options);
    const page = second.page;
    expect(page, 'the same tab, lent again').toBe(used);
    expect(await page.locator('h1').textContent(), 'no route left').not.toBe('routed');
    expect(
      await page.evaluate(() => ({
        local: localStorage.length,
        session: sessionStorage.length,
        cookie: document.cookie,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        chosen: document.documentElement.dataset.theme ?? 'none',
        width: innerWidth,
        height: innerHeight,
        reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
        print: matchMedia('print').matches,
      })),
    ).toEqual({ local: 0, session: 0, cookie: '', dark: true, chosen: 'none', width: 800, height: 600, reduced: false, print: false });
    const before = heard;
    await page.evaluate(() => console.error('from the second test'));
    await page.reload();
    expect(heard, "the first test's listeners are gone").toBe(before);
    expect(second.errors).toEqual(['error: from the second test']);
    await second.close();
  });

  it('comes with an empty cache: every file of the page comes whole from the server', async () => {
    // A file the cache holds is asked for again only if changed (the preview server asks that), and its
    // answer is then its headers alone: fewer bytes over the wire than the file's own.
    const fromCache = async () => {
      const { page, close } = await open(browser, '/variants/kalah/', {}, 'networkidle');
      const files = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: e.name, cached: e.transferSize < e.encodedBodySize })),
      );
      await close();
      expect(files.length).toBeGreaterThan(2);
      return files.filter((f) => f.cached).map((f) => f.name);
    };
    expect(await fromCache()).toEqual([]);
    expect(await fromCache(), 'files answered from the cache of the test before').toEqual([]);
  });

  it('refuses what it could not take back, naming the way out', async () => {
    const { page, close } = await open(browser, '/notation/');
    await expect(page.addInitScript(() => {})).rejects.toThrow(/open a context of your own/);
    expect(() => page.clock).toThrow(/open a context of your own/);
    await close();
  });
});
