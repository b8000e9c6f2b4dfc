import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { expect, inject } from 'vitest';
import { createRuleset } from '../../src/variants/index.js';
import { VARIANT_IDS } from '../../src/variants/ids.js';

export const baseUrl = inject('baseUrl');
export const skipReason = inject('skipReason');

/**
 * The Chromium every browser test file shares, launched once by global-setup.ts; each test worker
 * connects once. A test's page (`open`) is a tab of a context of its own, kept from test to test and
 * cleared between them, so nothing one test stores reaches another. Undefined only when the browser
 * tests skip (skipReason says why).
 */
export const browser: Browser = skipReason ? (undefined as unknown as Browser) : await chromium.connect(inject('browserEndpoint'));

/** Every page of the built site, as paths like /variants/wari/. */
export function sitePages(dist = 'dist'): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['_astro', 'pagefind'].includes(name)) walk(path);
      } else if (name === 'index.html') pages.push(`/${relative(dist, dir)}${dir === dist ? '' : '/'}`.replace('//', '/'));
    }
  };
  walk(dist);
  return pages.sort();
}

/**
 * Pages one template makes over every example (/embed/…, /sheets/…) or every game (/play/…,
 * /embed/play/…), each as a pattern whose groups are the game and the example.
 */
export const FAMILIES = [/^\/embed\/play\/([^/]+)\/$/, /^\/play\/([^/]+)\/$/, /^\/embed\/(?!play\/)([^/]+)\/([^/]+)\/$/, /^\/sheets\/([^/]+)\/([^/]+)\/$/];
const kindOf = (variant: string, example: string) => /^kind:\s*(\w+)/m.exec(readFileSync(`content/examples/${variant}/${example}.yaml`, 'utf8'))?.[1] ?? 'moves';

/**
 * What a board of the game looks like to a page: its kind of board, columns, players, stores and end
 * pits, and the side its stores are drawn on. Games of one shape draw the same board on a page, in the
 * same space; Wari and Bohnenspiel are one shape, Wari and Kalah two.
 */
export function boardShape(variant: string): string {
  const rules = createRuleset(variant, {});
  if (!rules.ok) throw new Error(`No rules for ${variant}: ${JSON.stringify(rules.error)}`);
  const t = rules.value.topology;
  return [t.kind, t.columns, t.players, t.storesInTrack ? 'stores' : 'no stores', t.rows.some((r) => r.ends) ? 'end pits' : '', t.storeSide.join('/')].join(' ');
}

/** Every board shape of our games, each with the first game (in the registry's order) that has it. */
export const SHAPES: ReadonlyMap<string, string> = new Map([...VARIANT_IDS].reverse().map((id) => [boardShape(id), id] as const));

/**
 * Every page but those a template repeats. Of each family, one page for every board shape and one for
 * every kind of example (worked example, comparison, recorded game). A template draws a game's board,
 * with its own state (houses, tuzdyks), as the game's page does, and those pages are checked for every
 * game: a game's page holds its examples and its play board (the board island of its /play/ page, which
 * adds a game record panel and a resume prompt, the same for every game; expectSampleCovers checks it). What a template's copy adds is the frame around the board and the
 * room the board takes, and the shape decides that: a hundred step sheets tell a sweep no more than
 * the sixteen shapes do, and a new game adds a template's page only with a shape of its own.
 * `npm run test:full` sweeps every page.
 */
export function templateSample(all: readonly string[]): string[] {
  const seen = new Set<string>();
  return all.filter((path) => {
    const family = FAMILIES.findIndex((f) => f.test(path));
    if (family < 0) return true;
    const [, variant, example] = FAMILIES[family]!.exec(path)!;
    const kind = example ? kindOf(variant!, example) : '';
    const keys = [`${family} shape ${boardShape(variant!)}`, `${family} kind ${kind}`];
    const fresh = keys.some((k) => !seen.has(k));
    keys.forEach((k) => seen.add(k));
    return fresh;
  });
}

/**
 * Checks that a sample has, in each family, every board shape, as templateSample promises, and that
 * every game's own page is in it with a play board on it: no template's page is then the only one to
 * draw a game's board.
 */
export function expectSampleCovers(sample: readonly string[], all: readonly string[], dist = 'dist') {
  for (const pattern of FAMILIES) {
    const gamesOf = (pages: readonly string[]) => new Set(pages.flatMap((p) => pattern.exec(p)?.[1] ?? []));
    expect(new Set([...gamesOf(sample)].map(boardShape)), `every shape of ${pattern}`).toEqual(new Set([...gamesOf(all)].map(boardShape)));
  }
  for (const id of VARIANT_IDS) {
    expect(sample, `${id}'s own page`).toContain(`/variants/${id}/`);
    // A play board of this game: its Embed link leads to the game's own play embed.
    expect(readFileSync(join(dist, 'variants', id, 'index.html'), 'utf8'), `${id}'s page has its play board`).toContain(`<a href="/embed/play/${id}/" data-tool="embed"`);
  }
}

/** A page that only sends the reader on: a game's other name (/variants/oware/ → /variants/wari/). */
export const isForwarding = (path: string, dist = 'dist'): boolean => readFileSync(join(dist, path, 'index.html'), 'utf8').includes('http-equiv="refresh"');

/**
 * A page for another name of a game (src/pages/variants/[alias].astro): one that forwards to its game,
 * or, for a name shared by several games (Ayo), one that lists them. Neither is a game's page.
 */
export const isNamePage = (path: string, dist = 'dist'): boolean =>
  isForwarding(path, dist) || (path.startsWith('/variants/') && readFileSync(join(dist, path, 'index.html'), 'utf8').includes('<meta name="robots" content="noindex">'));

/**
 * Opens a page, collecting console errors and uncaught exceptions. It waits for the page's load, not
 * for the network to be quiet: islands wake after that, so a test waits (a poll) for what it needs of
 * them. `networkidle` (half a second with no request, every time) was about a tenth of the browser
 * tests' time; pass it where a test needs everything fetched.
 *
 * The page is a tab kept from an earlier test where one with the same options is free (keptTabs), as
 * fresh as a new context's: nothing stored, no cookies, an empty cache. `close` gives it back.
 */
export async function open(browser: Browser, path: string, options: BrowserContextOptions = {}, waitUntil: 'load' | 'networkidle' = 'load') {
  const key = JSON.stringify(options);
  const tab = keptTabs.get(key)?.pop() ?? (await newTab(browser, options));
  tab.errors.length = 0;
  const listening = listenersOf(tab.page);
  const response = await tab.page.goto(baseUrl + path, { waitUntil });
  let given = false; // a second close must not lend the tab to two tests at once
  const close = async () => {
    if (given) return;
    given = true;
    await giveBack(tab, key, listening);
  };
  return { page: tab.page, errors: tab.errors, response, close };
}

/**
 * A tab of its own context, for `open` to lend and keep. A new context and its first page cost about
 * 0.98 CPU-seconds here, Wari's page opened in a kept tab 0.34, its renderer process already running;
 * cleared for the next test in about 0.1 more (2026-11-29). The browser tests open a few hundred.
 */
interface KeptTab {
  context: BrowserContext;
  page: Page;
  errors: string[];
  cdp: CDPSession;
  /** A test changed something that would outlast it (a route, an init script, the media, the viewport, the clock): the tab is closed, not kept. */
  lasting: boolean;
}

const keptTabs = new Map<string, KeptTab[]>();

/** A page's event listeners, by event: Playwright's Page is an EventEmitter, though its type does not say so. */
type Listener = (...args: never[]) => unknown;
type Listeners = ReadonlyMap<string | symbol, readonly Listener[]>;
const emitter = (page: Page) =>
  page as unknown as { eventNames(): (string | symbol)[]; listeners(event: string | symbol): Listener[]; removeListener(event: string | symbol, listener: Listener): void };
const listenersOf = (page: Page): Listeners =>
  new Map(
    emitter(page)
      .eventNames()
      .map((event) => [event, emitter(page).listeners(event)] as const),
  );

/** What a test can do to a page or its context that the next test would inherit. */
const LASTING_EITHER = ['route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'];
const LASTING_PAGE = [...LASTING_EITHER, 'emulateMedia', 'setViewportSize', 'addLocatorHandler'];
const LASTING_CLOCK = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'];
const LASTING_CONTEXT = [...LASTING_EITHER, 'grantPermissions', 'clearPermissions', 'setOffline', 'addCookies', 'setGeolocation', 'setHTTPCredentials', 'newPage'];

async function newTab(browser: Browser, options: BrowserContextOptions): Promise<KeptTab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const tab: KeptTab = { context, page, errors: await watch(page), cdp: await context.newCDPSession(page), lasting: false };
  const markLasting = (target: Record<string, unknown>, names: readonly string[]) => {
    for (const name of names) {
      const method = target[name] as (...args: unknown[]) => unknown;
      target[name] = (...args: unknown[]) => {
        tab.lasting = true;
        return method.apply(target, args);
      };
    }
  };
  markLasting(page as unknown as Record<string, unknown>, LASTING_PAGE);
  markLasting(context as unknown as Record<string, unknown>, LASTING_CONTEXT);
  // A clock once installed stays in the page and in every page it opens after.
  markLasting(page.clock as unknown as Record<string, unknown>, LASTING_CLOCK);
  return tab;
}

/**
 * Takes a tab back from a test: the test's listeners removed, the site's storage (local and session)
 * and the cookies cleared, the page left for a blank one, the cache emptied (Astro's preview server
 * sends every file with `Cache-Control: no-cache`, so a kept file is asked for again anyway; emptied,
 * a page loads as in a new context whatever the server says). A tab the test changed
 * for good, left on another site or with another page open, or that fails to clear, is closed instead.
 */
async function giveBack(tab: KeptTab, key: string, listening: Listeners) {
  const { context, page } = tab;
  const onSite = !page.isClosed() && new URL(page.url()).origin === new URL(baseUrl).origin;
  if (tab.lasting || !onSite || context.pages().length !== 1) return context.close();
  try {
    for (const [event, listeners] of listenersOf(page))
      for (const listener of listeners) if (!listening.get(event)?.includes(listener)) emitter(page).removeListener(event, listener);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('about:blank');
    await context.clearCookies();
    await tab.cdp.send('Network.clearBrowserCache');
  } catch {
    return context.close();
  }
  keptTabs.set(key, [...(keptTabs.get(key) ?? []), tab]);
}

/** Collects a page's console errors and warnings and uncaught exceptions, from now on, into the list returned. */
export async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  // Chromium logs a Content-Security-Policy violation to the console, but not every kind (a blocked
  // style attribute in some versions, a report-only policy); the event names each one.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} ${e.sample}`)),
  );
  return errors;
}

/**
 * A function that resolves once nothing the page asked for is still on its way: every request it has
 * made has arrived or failed, and none was made in the last 50 ms. Playwright's `networkidle` waits
 * for half a second of quiet after every page: the site sweep took 156 s with it and 128 s with no
 * wait at all, and with this one the cores' idle time in the sweep fell from 53 to 32-36 CPU-seconds
 * (2026-11-29). Throws after `timeout` ms, naming what is still loading.
 */
export function settledNetwork(page: Page, timeout = 10_000): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async () => {
    const until = Date.now() + timeout;
    for (let quiet = 0; quiet < 2; quiet = inFlight.size === 0 ? quiet + 1 : 0) {
      if (Date.now() > until) throw new Error(`Still loading after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

/**
 * Goes to `url`, waiting for the page's load and then for its network to settle (settledNetwork), frames
 * and all: what Playwright's `networkidle` waits for, without its half second of quiet after every page.
 */
export async function gotoSettled(page: Page, url: string) {
  const settled = settledNetwork(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  await settled();
  return response;
}

/**
 * Holds back the page's requests to addresses matching `pattern` until the function returned is
 * called, as a slow network would: a test acts while they are on their way, then lets them through.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Tab {
  page: Page;
  errors: string[];
  settled: () => Promise<void>;
}

/**
 * Tabs to visit many pages with, a few at a time: a context and a renderer a page cost more than the
 * visit, and while one tab waits on the server another works. `use` lends a tab (with its console
 * errors, emptied, and a wait for its network to settle: settledNetwork) for one visit and takes it back after.
 * With `axe`, every page the tabs open has axe from its start (injectAxe finds it there): a script the
 * browser runs as each page begins costs about half what evaluating it in the page afterwards does,
 * 0.16 CPU-seconds a page against 0.31 (2026-11-29).
 */
export function tabs(browser: Browser, count: number, options: BrowserContextOptions = {}, { axe = false } = {}) {
  const free: Tab[] = [];
  const waiting: ((tab: Tab) => void)[] = [];
  let context: BrowserContext | undefined;
  let opening: Promise<void> | undefined;
  const start = async () => {
    context = await browser.newContext(options);
    for (let i = 0; i < count; i++) {
      const page = await context.newPage();
      if (axe) await page.addInitScript(axeSource);
      free.push({ page, errors: await watch(page), settled: settledNetwork(page) });
    }
  };
  return {
    async use<T>(visit: (page: Page, errors: string[], settled: () => Promise<void>) => Promise<T>): Promise<T> {
      await (opening ??= start());
      const tab = free.pop() ?? (await new Promise<Tab>((resolve) => waiting.push(resolve)));
      tab.errors.length = 0;
      try {
        return await visit(tab.page, tab.errors, tab.settled);
      } finally {
        if (waiting.length) waiting.shift()!(tab);
        else free.push(tab);
      }
    },
    close: async () => context?.close(),
  };
}

/** Opens a play board's opponent panel and starts a game with the reader in `seat` (0 = A) at the beginner level. */
export async function startPlaying(page: Page, seat: number) {
  const board = page.locator('.play');
  await board.getByRole('button', { name: 'Play against the computer' }).click();
  const panel = board.getByRole('group', { name: 'Computer opponent and hints' });
  await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
  await panel.getByLabel('You play').selectOption(String(seat));
  await panel.getByLabel('Level').selectOption('beginner');
  await panel.getByRole('button', { name: 'Play against the computer' }).click();
  return { board, panel };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe in the page, evaluated, unless it is there already (tabs with `axe`): the page's
 * Content-Security-Policy rightly refuses an injected script. Text drawn in an SVG (a board's counts and names) is left out of axe's color-contrast rule,
 * which cannot tell what lies behind such text (and reads its CSS colour, not the fill it is drawn
 * in): it reported every one "incomplete", neither a pass nor a violation, and on a game page their
 * hundreds were over a third of the rule's time. The board's colours are checked pair by pair
 * instead (test/styles/board-contrast.test.ts).
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => typeof (window as any).axe?.run === 'function'))) await page.evaluate(axeSource);
  await page.evaluate(() => (window as any).axe.configure({ rules: [{ id: 'color-contrast', selector: '*:not(svg *)' }] }));
}

/**
 * Axe's violations on the page as it stands, in the light theme and then the dark one, a line each
 * ('dark: color-contrast: ...'): every rule in the light theme, and in the dark one `darkRules` only
 * when given (the colours are all the dark theme changes), else every rule again.
 */
export async function axeInBothThemes(page: Page, darkRules?: readonly string[]): Promise<string[]> {
  await injectAxe(page);
  const violations: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    const rules = theme === 'dark' ? darkRules : undefined;
    const found = await page.evaluate(
      async ({ theme, rules }) => {
        document.documentElement.dataset.theme = theme;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const options = rules ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } } : { resultTypes: ['violations'] };
        const r = await (window as any).axe.run(document, options);
        return r.violations.map((v: any) => `${theme}: ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target}`);
      },
      { theme, rules: rules ? [...rules] : null },
    );
    violations.push(...found);
  }
  return violations;
}
