/**
 * The tabs `open` keeps from test to test (browser.ts): a test must get one as fresh as a new
 * context's, or what one test stores would change what the next one sees.
 */
import { describe, expect, it } from 'vitest';
import { browser, open, skipReason } from './browser.js';

describe.skipIf(skipReason)('the tabs open() keeps between tests', () => {
  it('lends a kept tab with nothing stored and none of the last test’s listeners', async () => {
    const first = await open(browser, '/glossary/');
    await first.page.evaluate(() => {
      localStorage.setItem('kept', '1');
      sessionStorage.setItem('kept', '1');
      document.cookie = 'kept=1; path=/';
    });
    let heard = 0;
    first.page.on('console', () => heard++);
    await first.close();
    const second = await open(browser, '/glossary/');
    expect(second.page, 'the same tab, kept').toBe(first.page);
    expect(await second.page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
    await second.page.evaluate(() => console.log('heard only by this test'));
    expect(heard).toBe(0);
    expect(second.errors).toEqual([]);
    await second.close();
    await second.close(); // closed twice, the tab is still kept once: two tests must never share it
    const [third, fourth] = [await open(browser, '/glossary/'), await open(browser, '/glossary/')];
    expect(third.page).not.toBe(fourth.page);
    await Promise.all([third.close(), fourth.close()]);
  });

  it('closes a tab the test changed for good instead of keeping it: its media, its clock', async () => {
    const printed = await open(browser, '/glossary/');
    await printed.page.emulateMedia({ media: 'print' });
    await printed.close();
    expect(printed.page.isClosed()).toBe(true);
    const clocked = await open(browser, '/glossary/');
    expect(await clocked.page.evaluate(() => matchMedia('print').matches)).toBe(false);
    await clocked.page.clock.setFixedTime(new Date('2000-01-01T00:00:00Z'));
    await clocked.close();
    expect(clocked.page.isClosed()).toBe(true);
    const next = await open(browser, '/glossary/');
    expect(await next.page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2000);
    await next.close();
  });
});
