// What a reader's first move on a play board downloads, measured in a browser (Chromium through
// playwright-core): every script file fetched from the tap until the board shows the move and the
// network is quiet, the island's own code and every dynamic import it makes (the session, the game's
// rules chunk), in gzip bytes of the built files. A static walk of the imports cannot know which game's
// chunk the registry's lazy import picks; the browser can. Shared by `npm run bench` and
// test/e2e/first-tap.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget for the first move on Kalah's play board (/play/kalah/), gzip bytes. */
export const FIRST_TAP_BUDGET = 9_000;

/**
 * Opens `path` on `baseUrl` in `browser`, waits until it is idle, taps the first playable pit of its
 * play board and waits for the move to show. Returns the script files fetched after the page had
 * loaded, each with its gzip size, largest first, and their total.
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
    return { files, total: files.reduce((n, f) => n + f.gzip, 0) };
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
  for (const [path, { files, total }] of Object.entries(measured)) {
    console.log(`${path}: first tap ${total} B gzip in ${files.length} files`);
    for (const f of files) console.log(`  ${String(f.gzip).padStart(6)}  ${f.url}`);
  }
}
