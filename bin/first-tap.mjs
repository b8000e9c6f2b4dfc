// What a reader's first move on a play board downloads, measured in a browser (Chromium through
// playwright-core): every script file fetched from the tap until the board shows the move and the
// network is quiet, in gzip bytes of the built files. Two parts: the island (its component, Preact, the
// board: what bin/js-weight.mjs finds by following static imports) and the move (what the island imports
// dynamically: the play session and the game's rules chunk, which the registry in src/variants/load.ts
// picks; a static walk of the imports cannot know which game, a browser can). Shared by `npm run bench`
// and test/e2e/first-tap.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { jsWeight } from './js-weight.mjs';

/**
 * The first move's own code (session and rules, gzip bytes), per play board measured. Issue 21 aims at
 * 9,000 B for Kalah; measured after each game became its own chunk: 18,573 B on /play/kalah/ (from 43,118 B
 * when the session loaded every game), the engine the session needs (notation, captions, sowing checks,
 * addresses) being most of it. Then 21,169 B once refusals were worded by src/words (every refusal's
 * sentence comes with the session) and Kalah's chunk carried its own search hooks (the fast playout and
 * its evaluation). Then 15,446 B once a game's search hooks loaded only where a search runs (its own
 * search.ts), the refusals' sentences only when one is shown, and reading an address or a position only
 * for a link or a board given a position (play-link.ts, the engine's read-position.ts): the ceiling is
 * 15,500. What remains is the move itself: the session (its view, undo, redo, the address it writes and
 * the record it packs past 300 moves, with game.ts, 4,486 B), the captions (describe.ts with play.ts,
 * 2,552 B), the sowing, option and repetition checks every Kalah move passes (2,327 B), Kalah's rules
 * (1,660 B), the board's topology (1,178 B), writing positions and moves (970 B) and small pieces.
 * 16,020 B on 2026-11-27, after Mangala, Congkak, Pallanguzhi and Ô ăn quan: what every game's move
 * shares grew with their mechanisms (build against build): the sowing and its checks +267 B (relays from
 * the next pit, captures during sowing, pits a relay may lift), the captions +192 B (those steps, and
 * who captured when it is not the mover), the registry +72 B (five more games), the topology +55 B
 * (clockwise boards), the session +28 B (a game's noted pits). 16,099 B with 35 games (their registry lines load
 * with the island, not the move); then 16,382 B once a game's options were checked by the registry's one
 * function (src/variants/ruleset-of.ts with the engine's options.ts: a chunk of its own, 672 B, where each game's
 * chunk had carried its own call and the checks sat in the chunk every game shares: +234 B net) and an answer
 * that sows nothing said what it captures (+33 B), 16,397 B once a move's summary was sentences. 15,823 B on
 * 2026-11-28 once the session was split into functions of one table and a link's replay (its moves, packed
 * record and computer opponent) moved to play-replay.ts, which only a link loads: the ceiling is 16,000. The
 * cure for the rest is for sowing's rarer knobs and their captions to load only with the games that use them.
 */
/* global document */ // read inside the page (page.evaluate)
export const FIRST_MOVE_AIM = 9_000;
export const FIRST_MOVE_CEILING = 16_000;

/**
 * Opens `path` on `baseUrl` in `browser`, waits until it is idle, taps the first playable pit of its
 * play board and waits for the move to show. Returns the script files fetched after the page had
 * loaded, each with its gzip size, largest first, and their total; `move` is the part the island's
 * static imports do not account for (its dynamic imports: the session, the game's rules).
 */
export async function firstTapWeight(browser, baseUrl, path, dist = 'dist') {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const fetched = [];
    page.on('request', (r) => {
      const url = new URL(r.url()).pathname;
      if (url.endsWith('.js') && !fetched.includes(url)) fetched.push(url);
    });
    // The board's figure carries the game's address, which the move changes (PlayBoard.tsx).
    const address = () => page.evaluate(() => document.querySelector('figure.playboard')?.getAttribute('data-address'));
    const before = await address();
    await page.locator('.play svg [role="button"][data-pit]').first().click();
    await page.waitForFunction((was) => document.querySelector('figure.playboard')?.getAttribute('data-address') !== was, before, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const files = fetched
      .map((url) => {
        const code = readFileSync(join(dist, url));
        return { url, gzip: gzipSync(code, { level: 9 }).length, code: code.toString('utf8') };
      })
      .sort((a, b) => b.gzip - a.gzip);
    const { files: atLoad, onInteractionFiles: island } = jsWeight(dist, join(path.slice(1), 'index.html'));
    const known = new Set([...atLoad, ...island]);
    const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
    return { files, total: sum(files), move: sum(files.filter((f) => !known.has(f.url))), moveFiles: files.filter((f) => !known.has(f.url)).map((f) => f.url) };
  } finally {
    await context.close();
  }
}

/**
 * Serves dist/ with Astro's preview server, opens Debian's Chromium (or CHROMIUM_PATH) and measures the
 * first tap on each path: for `npm run bench` and `node bin/first-tap.mjs /play/kalah/ …`.
 */
export async function measureFirstTaps(paths, dist = 'dist') {
  const { chromium } = await import('playwright-core');
  const { preview } = await import('astro');
  const { createServer } = await import('node:net');
  const port = await new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const server = await preview({ root: process.cwd(), logLevel: 'error', server: { host: '127.0.0.1', port } });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const out = {};
    for (const path of paths) out[path] = await firstTapWeight(browser, `http://127.0.0.1:${port}`, path, dist);
    return out;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.slice(2);
  const measured = await measureFirstTaps(paths.length ? paths : ['/play/kalah/']);
  for (const [path, { files, total, move, moveFiles }] of Object.entries(measured)) {
    console.log(`${path}: first tap ${total} B gzip in ${files.length} files, of which the move (session and rules, * below) ${move} B`);
    for (const f of files) console.log(`  ${String(f.gzip).padStart(6)}  ${f.url}${moveFiles.includes(f.url) ? ' *' : ''}`);
  }
}
