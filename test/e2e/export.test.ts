/**
 * Diagram export and step sheets in Chromium: Download under an example gives the same SVG file as
 * `mancala svg` for the frame's position, and a PNG of twice its size; the export code loads only on
 * the first press; /diagram/ draws a position from its address; every example has a printable sheet.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Download, Page } from 'playwright-core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { browser, open, sitePages, skipReason } from './browser.js';

/** `mancala svg …` as the command line prints it. */
async function cliSvg(args: string[]): Promise<string> {
  let stdout = '';
  let stderr = '';
  const code = await main(['svg', ...args], { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, stdin: Readable.from(['']) });
  expect([code, stderr]).toEqual([0, '']);
  return stdout;
}

const bytesOf = async (download: Download) => {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Presses a button in the download menu and returns the file the browser was given. */
async function save(page: Page, scope: string, kind: 'SVG' | 'PNG') {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`${scope} .download-menu`).getByRole('button', { name: kind }).click()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

const EXPORT_CHUNK = /\/_astro\/(DownloadMenu|diagram-file)[.\w-]*\.js$/;

/** Every example id with its kind, from content/examples. */
const examples = readdirSync('content/examples').flatMap((variant) =>
  readdirSync(`content/examples/${variant}`).map((file) => {
    const data = parse(readFileSync(`content/examples/${variant}/${file}`, 'utf8')) as { kind: string };
    return { id: `${variant}/${file.replace(/\.yaml$/, '')}`, kind: data.kind };
  }),
);

describe.skipIf(skipReason)('diagram export', () => {
  it('downloads an example frame as the SVG `mancala svg` writes and a PNG at twice its size, loading the export code only on the press', async () => {
    const { page, errors, close } = await open(browser, '/variants/wari/', { acceptDownloads: true });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const sizes: Record<string, number> = {};
    page.on('response', async (r) => {
      const path = new URL(r.url()).pathname;
      if (EXPORT_CHUNK.test(path)) sizes[path] = gzipSync(await r.body(), { level: 9 }).length;
    });
    const scope = '#example-wari-chain-capture';
    const stepper = page.locator(`${scope} .stepper`);
    const title = (await stepper.getAttribute('aria-label'))!;
    const start = (await page.locator(`${scope} .notation code`).first().textContent())!;
    // Nothing of the export code before the reader asks for it (the page has loaded and settled).
    await page.waitForTimeout(300);
    expect(requested.filter((p) => EXPORT_CHUNK.test(p))).toEqual([]);

    // The press reaches a stepper still asleep: it wakes, and the menu opens with its code.
    await page.locator(`${scope} .download-toggle`).click();
    await expect.poll(() => page.locator(`${scope} .download-menu`).count()).toBe(1);
    expect(requested.filter((p) => EXPORT_CHUNK.test(p)).length).toBeGreaterThan(0);
    expect(await page.locator(`${scope} .download-toggle`).getAttribute('aria-expanded')).toBe('true');

    // Step 0, with pit names and caption: the example's start.
    const caption = await stepper.locator('.caption').innerText(); // what is shown: the hint for hidden buttons is in the DOM too
    const svg = await save(page, scope, 'SVG');
    expect(svg.name).toBe('a-chain-capture-step-0.svg');
    expect(svg.bytes.toString('utf8')).toBe(await cliSvg(['wari', start, '--title', title, '--caption', caption]));

    // The last step, without pit names or caption: the position the source gives after the move.
    await stepper.getByRole('button', { name: 'Last' }).click();
    await page.locator(`${scope} .download-menu`).getByLabel('Pit names').uncheck();
    await page.locator(`${scope} .download-menu`).getByLabel('Caption').uncheck();
    const after = (parse(readFileSync('content/examples/wari/chain-capture.yaml', 'utf8')) as { expect: { position: string } }).expect.position;
    const last = await save(page, scope, 'SVG');
    const expected = await cliSvg(['wari', after, '--title', title, '--no-labels']);
    expect(last.bytes.toString('utf8')).toBe(expected);

    // A PNG drawn from that same SVG, at twice its size.
    const png = await save(page, scope, 'PNG');
    expect(png.name).toMatch(/\.png$/);
    expect(png.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const [width, height] = /width="(\d+)" height="(\d+)"/.exec(expected)!.slice(1).map(Number);
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([2 * width!, 2 * height!]);
    // A drawing, not a blank canvas: far more than an empty PNG of that size.
    expect(png.bytes.length).toBeGreaterThan(5_000);
    await expect.poll(() => page.locator(`${scope} .download-status`).last().textContent()).toMatch(/^Saved .*\.png \(\d+ × \d+ pixels, [\d.]+ KB\)\.$/);

    console.log(`export chunk loaded on the first press, gzip: ${JSON.stringify(sizes)}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('downloads a play board position as `mancala svg` writes it', async () => {
    const { page, errors, close } = await open(browser, '/play/kalah/', { acceptDownloads: true });
    await page.locator('.play .download-toggle').click();
    await expect.poll(() => page.locator('.play .download-menu').count()).toBe(1);
    const status = (await page.locator('.play .status').textContent())!;
    const svg = await save(page, '.play', 'SVG');
    expect(svg.bytes.toString('utf8')).toBe(await cliSvg(['kalah', 'start', '--caption', status]));
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['omweso', '', '0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a'],
    ['grand-oh-wah-ree', '', 'start'],
    ['kalah', 'seeds=6', '6.6.6.6.6.6_6.6.6.6.6.6~0.0~a'],
  ])('/diagram/ draws %s from its address, and downloads what `mancala svg` writes', async (variant, options, position) => {
    const query = new URLSearchParams({ variant, ...(options ? { options } : {}), position });
    const { page, errors, close } = await open(browser, `/diagram/?${query}`, { acceptDownloads: true });
    await expect.poll(() => page.locator('.diagram-page svg.board').count()).toBe(1);
    await page.locator('.diagram-page .download-toggle').click();
    await page.locator('.diagram-page .download-menu').getByLabel('Caption').uncheck();
    const svg = await save(page, '.diagram-page', 'SVG');
    expect(svg.bytes.toString('utf8')).toBe(await cliSvg([variant, position, ...(options ? ['--options', options] : [])]));
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['?variant=chess&position=start', 'Unknown variant "chess"'],
    ['?variant=wari&position=9.9.9.9.9.9_9.9.9.9.9.9~0.0~a', 'This position holds 108 seeds'],
    ['?variant=wari&position=<img src=x onerror=alert(1)>', 'cannot be drawn'],
    ['', 'names no game'],
  ])('/diagram/%s names the problem', async (search, words) => {
    const { page, close } = await open(browser, `/diagram/${search}`);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(words);
    expect(await page.locator('main img, main svg.board').count()).toBe(0);
    await close();
  });
});

/** A PDF's pages and the size of the first, in points. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const count = (text.match(/\/Type\s*\/Page\b/g) ?? []).length;
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)!;
  return { count, width: Math.round(+box[1]!), height: Math.round(+box[2]!) };
}

describe.skipIf(skipReason)('step sheets', () => {
  it.each([
    ['/sheets/kalah/sandler-gering-2008/', 60],
    ['/sheets/wari/grand-slam/', 0],
    ['/sheets/omweso/akawumbi/', 0],
  ])('%s prints on A4 and US Letter, no diagram cut by a page break', async (path, moves) => {
    const { page, errors, close } = await open(browser, path);
    expect(await page.locator('h1').textContent()).not.toBe('');
    expect(await page.locator('.sheet-source cite').count()).toBe(1);
    const figures = page.locator('.sheet-step');
    const count = await figures.count();
    expect(count).toBeGreaterThan(0);
    // A game record: a diagram a move, each captioned with the move and what it did.
    if (moves) {
      expect(count).toBe(moves - 1);
      expect(await figures.first().locator('figcaption').textContent()).toMatch(/^1\. Turn 1, .+: [A-Fa-f] \(A\d\), last seed in /);
    }
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.sheet-tools').isVisible()).toBe(false);
    const avoid = await figures.evaluateAll((els) => els.filter((el) => getComputedStyle(el).breakInside !== 'avoid').length);
    expect(avoid).toBe(0);
    for (const [paper, size] of [
      ['A4', [595, 842]],
      ['US Letter', [612, 792]],
    ] as const) {
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('radio', { name: paper, exact: true }).check();
      await page.emulateMedia({ media: 'print' });
      // The fallback format is the other paper, so the size found can only come from the sheet's own @page.
      const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, format: paper === 'A4' ? 'Letter' : 'A4' }));
      expect(pdf.count, paper).toBeGreaterThan(0);
      expect([pdf.width, pdf.height], paper).toEqual(size);
      // No figure straddles a page: at the page's printable height, each figure's box lies in one page.
      const margin = paper === 'A4' ? (14 * 96) / 25.4 : 0.55 * 96;
      const pageHeight = (size[1] * 96) / 72 - 2 * margin;
      // Layout in print media is one long column, so this checks the figures fit a page, the precondition for never cutting one.
      const tallest = await figures.evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().height)));
      expect(tallest).toBeLessThan(pageHeight);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('every example of moves, every game record and every comparison has a sheet, linked from the example', () => {
    const pages = sitePages().filter((p) => !p.startsWith('/embed/') && !p.startsWith('/sheets/'));
    const html = pages.map((p) => readFileSync(`dist${p}index.html`, 'utf8'));
    const sheets = new Set(sitePages().filter((p) => p.startsWith('/sheets/')));
    for (const { id, kind } of examples) {
      expect(sheets.has(`/sheets/${id}/`), `${kind} ${id}: its sheet`).toBe(true);
      const figure = `id="example-${id.replace('/', '-')}"`;
      const shown = html.filter((h) => h.includes(figure));
      expect(shown.length, `${id} is shown on a page`).toBeGreaterThan(0);
      for (const h of shown) {
        const start = h.indexOf(figure);
        const body = h.slice(start, h.indexOf('</figure>', h.indexOf('board-tools', start)));
        expect(body, `${id}: a link to its sheet`).toContain(`href="/sheets/${id}/"`);
      }
    }
  });
});
