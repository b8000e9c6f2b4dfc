import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL } from '../depth.js';
import { axeInBothThemes, baseUrl, browser, expectSampleCovers, isForwarding, open, sitePages, skipReason, tabs, templateSample } from './browser.js';
import { PHONE, expectNarrowFits, ready } from './narrow.js';

/** Every page but the other names' addresses, which only send the reader on (test/e2e/not-found.test.ts). */
const pages = sitePages().filter((p) => !isForwarding(p));

/**
 * axe sees one page of each template for every board shape and every kind of example, and every other
 * page, every game's own page with its play board among them (templateSample in browser.ts); `npm run
 * test:full` sweeps every page. The link, budget, CSP and words checks (site-checks, budget, csp,
 * editorial-*) read every page in both.
 */
const swept = FULL ? pages : templateSample(pages);

/** Pages swept at once: on two cores, one tab scrolls or runs axe while another loads. */
const TABS = 3;

/**
 * axe's rules whose outcome turns on the colours, the only thing the dark theme changes: npm test's
 * dark sweep runs these (color-contrast is most of axe's time), the light sweep every rule;
 * `npm run test:full` runs every rule in both themes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Each page is checked at two widths from one load: laid out 375 px wide first, as a phone held upright
 * lays it out (narrow.ts: no sideways scroll, no text below 12 px), then 1280 px wide for axe. The
 * phone check once loaded every page again, and the load was most of what it cost a page. The tabs
 * are a desktop's at PHONE's size, not an emulated phone: Chromium lays out a page that asks for `width=device-width`
 * at a 375 px window as at a 375 px phone (site-checks.test.ts holds every page to that viewport tag),
 * save for rules for touch screens, which only hide the keyboard hints; shown, they must fit too, and
 * axe then judges them on the wide page. The pages drawn from their address are checked on an
 * emulated phone in phones.test.ts.
 */
const NARROW = PHONE.viewport;
const WIDE = { width: 1280, height: 720 };

describe.skipIf(skipReason)('the built site in Chromium, page by page', () => {
  const pool = tabs(browser, TABS, { colorScheme: 'light', viewport: NARROW }, { axe: true });
  afterAll(() => pool.close());

  it('has the pages we expect', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/compare/',
        '/variants/kalah/',
        '/variants/wari/',
        '/notation/',
        '/search/',
        '/play/wari/',
        '/embed/wari/chain-capture/',
        '/teach/web-component/',
      ]),
    );
  });

  it(FULL ? 'sweeps every page' : "sweeps one of each template for every board shape and kind of example, and every other page: every game's own page with its play board", () => {
    expect(swept.length).toBeGreaterThan(100);
    expectSampleCovers(swept, pages);
    if (FULL) expect(swept).toEqual(pages);
  });

  // Every page in both themes: opened light, then switched to dark as the header switch does, so one
  // load and hydration serve both sweeps (the system's dark setting is covered by the theme test below).
  it.concurrent.for(swept)('%s: at 375 px no sideways scroll and no text below 12 px; islands hydrated, no console errors, no axe violations in either theme', (path, { expect }) =>
    pool.use(async (page, errors, settled) => {
      await page.setViewportSize(NARROW);
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await ready(page);
      await expectNarrowFits(page, expect);
      // No island wakes by scrolling near it: steppers, play boards and forms (the worksheet's) wake on
      // interaction (client:wake="interaction"), so focus each to make it hydrate (and could fail) too.
      // test/e2e/wake.test.ts checks the directive's own modes.
      await page.evaluate(() => {
        for (const island of document.querySelectorAll('astro-island[ssr]'))
          // An island with nothing to focus (the diagram page's) wakes on load by itself; the poll below checks it did.
          // A play page's Game record panel keeps its fields in a closed <details>: its summary takes the focus.
          (island.querySelector<HTMLElement>('[tabindex="0"]') ?? island.querySelector<HTMLElement>('select, input, summary'))?.focus();
      });
      await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 10_000 }).toBe(0); // every island hydrated
      await settled(); // what the woken islands asked for has arrived, its errors reported
      await page.setViewportSize(WIDE);
      const result = await axeInBothThemes(page, FULL ? undefined : COLOUR_RULES);
      expect(errors).toEqual([]); // first: a refused style or script also shows up as an axe violation
      expect(result).toEqual([]);
    }),
  );
});

describe.skipIf(skipReason)('the built site in Chromium', () => {
  it('switches to the dark theme and remembers it, following the system until then', async () => {
    const { page, close } = await open(browser, '/variants/wari/', { colorScheme: 'light' });
    const paper = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const light = await paper();
    const button = page.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    const dark = await paper();
    expect(dark).not.toBe(light);
    await page.reload({ waitUntil: 'load' }); // the theme is set as the page is read, by its inline script
    expect(await paper(), 'remembered after a reload').toBe(dark);
    await button.click();
    expect(await paper()).toBe(light);
    await close();
    // A reader whose system is dark gets the dark theme without touching anything.
    const system = await open(browser, '/variants/wari/', { colorScheme: 'dark' });
    expect(await system.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(dark);
    await system.close();
  });

  it('steps the Wari example with the keyboard, captions announced politely', async () => {
    const { page, close } = await open(browser, '/variants/wari/');
    const stepper = page.locator('#example-wari-chain-capture .stepper');
    await stepper.scrollIntoViewIfNeeded();
    await page.locator('#example-wari-chain-capture .stepper').first().focus(); // steppers wake on interaction
    await page.waitForFunction(() => !document.querySelector('#example-wari-chain-capture astro-island[ssr]'));
    const caption = stepper.locator('.caption');
    await expect.poll(() => caption.getAttribute('aria-live')).toBe('polite');
    await stepper.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toBe('A lifts the 6 seeds in A5.');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toBe('A seed into A6; 5 left to sow.');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => caption.textContent()).toBe('A lifts the 6 seeds in A5.');
    await page.keyboard.press('End');
    await expect.poll(() => caption.textContent()).toBe('A captures the 2 seeds in B4.');
    await expect.poll(() => stepper.locator('svg').getAttribute('aria-label')).toContain('Row B: B1 0, B2 0, B3 0, B4 0, B5 4, B6 3');
    await page.keyboard.press('Home');
    await expect.poll(() => stepper.locator('.status').textContent()).toContain('Step 0 of 10');
    // The buttons do the same, and focus is visible on them.
    const next = stepper.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => caption.textContent()).toBe('A lifts the 6 seeds in A5.');
    const outline = await next.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await close();
  });

  it('pauses at a choice inside a move and lets the reader follow either answer', async () => {
    const { page, close } = await open(browser, '/variants/omweso/examples/');
    const stepper = page.locator('#example-omweso-clockwise .stepper');
    await stepper.scrollIntoViewIfNeeded();
    await page.locator('#example-omweso-clockwise .stepper').first().focus(); // steppers wake on interaction
    await page.waitForFunction(() => !document.querySelector('#example-omweso-clockwise astro-island[ssr]'));
    const caption = stepper.locator('.caption');
    await stepper.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toBe('A chooses to sow the next lap clockwise (counter-clockwise or clockwise were open).');
    const ask = stepper.locator('fieldset.ask');
    expect(await ask.getByRole('button', { name: /^Clockwise:/ }).getAttribute('aria-pressed')).toBe('true');
    await ask.getByRole('button', { name: /^Counter-clockwise:/ }).click();
    await expect.poll(() => caption.textContent()).toBe('A chooses to sow the next lap counter-clockwise (counter-clockwise or clockwise were open).');
    await stepper.focus();
    await page.keyboard.press('End');
    await expect.poll(() => caption.textContent()).toBe('The last seed lands in A5, which now holds 1.');
    // Play stops when it reaches a choice.
    await page.keyboard.press('Home');
    await stepper.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(2500); // three steps' time: play must have stopped at step 2
    expect(await stepper.locator('.status').textContent()).toContain('Step 2 of');
    expect(await stepper.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');
    await close();
  });

  it('asks the reader on the play board when a move reaches a choice', async () => {
    const { page, errors, close } = await open(browser, '/play/omweso/?position=0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a');
    const board = page.locator('.play');
    await expect.poll(() => board.locator('svg.board').getAttribute('aria-label')).toContain('A2 3');
    await board.getByRole('button', { name: 'A2 3 seeds, sow' }).click();
    await expect.poll(() => board.locator('.caption').textContent()).toBe('A2 reaches a choice, which way the next lap goes. Choose one of the answers under the board.');
    await board.getByRole('button', { name: /^Clockwise: / }).click();
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A2/cw');
    await expect.poll(() => board.locator('.caption').textContent()).toBe('A sowed A2 (3 seeds); captured 4 seeds.');
    expect(errors).toEqual([]);
    await close();
  });

  it("plays Malawi's opening gambit on the board: five pits chosen in turn, nothing sown", async () => {
    const { page, errors, close } = await open(browser, `/play/bao/?options=${encodeURIComponent('{"preset":"malawi"}')}`);
    const board = page.locator('.play');
    // The first seed may go into any of A's pits, empty ones included.
    await expect.poll(() => board.getByRole('button', { name: 'AA1 0 seeds, sow', exact: true }).count()).toBe(1);
    await board.getByRole('button', { name: 'AA1 0 seeds, sow', exact: true }).click();
    await expect.poll(() => board.locator('.caption').textContent()).toBe('Opening gambit: 1 seed placed. Choose a pit for the next one.');
    for (const name of ['AA1 1 seeds', 'A3 0 seeds', 'AA5 8 seeds', 'AA6 0 seeds']) {
      await board.getByRole('button', { name: `${name.replace(/^(\S+ 1) seeds$/, '$1 seed')}, sow`, exact: true }).click();
    }
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: AA1/AA1/A3/AA5/AA6');
    await expect.poll(() => board.locator('.caption').textContent()).toBe('A played the opening gambit, placing seeds in AA1, AA1, A3, AA5, AA6.');
    // Then B's gambit: B's pits are the ones on offer.
    await expect.poll(() => board.getByRole('button', { name: 'BB1 0 seeds, sow', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows every board, with counts, when JavaScript is off', async () => {
    const { page, close } = await open(browser, '/variants/wari/', { javaScriptEnabled: false });
    const boards = page.locator('svg.board');
    expect(await boards.count()).toBeGreaterThanOrEqual(5);
    const first = page.locator('#example-wari-chain-capture svg.board').first();
    expect(await first.getAttribute('aria-label')).toContain('Row A: A1 0, A2 1, A3 1, A4 0, A5 6, A6 1');
    expect(await page.locator('#example-wari-chain-capture details li').count()).toBe(10); // the last seed's drop and landing are one step
    await close();
  });

  it('replays a Kalah tournament game to its final score from the move list', async () => {
    const { page, close } = await open(browser, '/variants/kalah/games/');
    const viewer = page.locator('#example-kalah-sandler-gering-2008 .stepper');
    await viewer.scrollIntoViewIfNeeded();
    await page.locator('#example-kalah-sandler-gering-2008 .stepper').first().focus(); // steppers wake on interaction
    await page.waitForFunction(() => !document.querySelector('#example-kalah-sandler-gering-2008 astro-island[ssr]'));
    await viewer.getByRole('button', { name: /^13… F\(\+1\)/ }).click();
    await expect.poll(() => viewer.locator('.caption').textContent()).toContain('Final score: B wins, 39 to 33.');
    expect(await viewer.getByRole('button', { name: /e-c\(\+2\).* †/ }).getAttribute('title')).toContain('Printed +2; the engine shows +5.');
    await close();
  });

  it('plays on the play board, loading the engine on the first move', async () => {
    const { page, errors, close } = await open(browser, '/variants/kalah/');
    const board = page.locator('.play').first();
    await board.scrollIntoViewIfNeeded();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await board.getByRole('button', { name: 'A3 4 seeds, sow' }).click();
    await expect.poll(() => board.locator('.caption').textContent()).toBe("A sowed A3 (4 seeds). The last seed fell in A's own store, so A sows again.");
    expect(requests.some((u) => u.includes('play-session'))).toBe(true);
    await board.getByRole('button', { name: 'A1 4 seeds, sow' }).press('Enter');
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A3 A1');
    await board.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => board.locator('.history').textContent()).toBe('Moves: A3');
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['/play/wari/?position=0.1.2.1.3.2_0.1.1.0.6.1~0.0~<img src=x onerror=alert(1)>', 'Unexpected character "<"'],
    ['/play/wari/?position=1.2.3~0.0~a', 'Expected 2 rows separated by'],
    ['/play/kalah/?options={"seeds":9}', 'Kalah option seeds must be one of 1, 2, 3, 4, 5, 6'],
    ['/play/kalah/?options={nope', 'not valid JSON'],
    ['/play/kalah/?options=nope', 'cannot read "nope"'], // not JSON, so read as the command line's seeds=6,pie=true
  ])('explains a bad link instead of drawing a broken board: %s', async (path, message) => {
    const { page, close } = await open(browser, path);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(message);
    expect(await page.locator('main img').count()).toBe(0); // nothing from the URL became markup
    await close();
  });

  it('plays a position given in the link', async () => {
    const { page, close } = await open(browser, '/play/wari/?position=0.1.2.1.3.2_0.1.1.0.6.1~0.0~a');
    const board = page.locator('.play');
    await expect.poll(() => board.locator('svg').getAttribute('aria-label')).toContain('A5 6');
    await board.getByRole('button', { name: 'A5 6 seeds, sow' }).click();
    await expect.poll(() => board.locator('.caption').textContent()).toBe('A sowed A5 (6 seeds); captured 7 seeds.');
    await close();
  });

  it('turns four-row boards a quarter-turn on a phone held upright, pits large enough to read', async () => {
    const { page, close } = await open(browser, '/variants/njombwa/', { viewport: { width: 390, height: 844 } });
    const board = page.locator('#example-njombwa-from-a6 .stepper svg.board');
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width);
    // A pit is 50 units across; turned, the drawing's height spans the screen's width.
    const pit = await board.evaluate((svg) => (50 * svg.getBoundingClientRect().width) / (svg as SVGSVGElement).viewBox.baseVal.height);
    expect(pit).toBeGreaterThanOrEqual(40);
    await close();
    const wide = await open(browser, '/variants/njombwa/', { viewport: { width: 1200, height: 900 } });
    const flat = (await wide.page.locator('#example-njombwa-from-a6 .stepper svg.board').boundingBox())!;
    expect(flat.width).toBeGreaterThan(flat.height);
    await wide.close();
  });

  it('respects prefers-reduced-motion', async () => {
    const { page, close } = await open(browser, '/variants/wari/', { reducedMotion: 'reduce' });
    const duration = await page
      .locator('.playboard svg.board .hole')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe('0s');
    await close();
  });

  it('finds pages with search', async () => {
    const { page, errors, close } = await open(browser, '/search/?q=grand%20slam');
    await expect.poll(() => page.locator('#results a').allTextContents(), { timeout: 10_000 }).toContain('Wari');
    expect(await page.locator('#search-status').textContent()).toMatch(/^\d+ results? for “grand slam”\.$/);
    expect(errors).toEqual([]); // Pagefind runs under the page's Content-Security-Policy
    await close();
  });

  it("finds a game's chapters with search, titled with the game's name", async () => {
    const { page, close } = await open(browser, '/search/?q=sixteenth%20relay');
    await expect.poll(() => page.locator('#results a').allTextContents(), { timeout: 10_000 }).toContain('Bao: More worked examples');
    expect(await page.locator('#results a', { hasText: 'Bao: More worked examples' }).getAttribute('href')).toBe('/variants/bao/more-examples/');
    await close();
  });

  it('lists on the relay sowing page, in its text and its infobox, every game whose page links to it', async () => {
    const gamePages = pages.filter((path) => /^\/variants\/[^/]+\/$/.test(path));
    const linking = gamePages.filter((path) => readFileSync(`dist${path}index.html`, 'utf8').includes('href="/topics/relay-sowing/"')).sort();
    expect(linking.length).toBeGreaterThan(2);
    const { page, close } = await open(browser, '/topics/relay-sowing/');
    const hrefs = async (selector: string) => (await page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).sort();
    expect(await hrefs('.games-using a')).toEqual(linking);
    expect(await hrefs('.infobox .used-in a')).toEqual(linking);
    await close();
  });
});
