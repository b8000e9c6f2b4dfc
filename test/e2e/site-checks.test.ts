/**
 * Checks over every built page, read from dist/ (no browser): they grow with the site, so a new
 * page is held to them without a line here. Links and anchors, the viewport tag, one h1 and the landmarks, and the
 * engine's variants and the game pages matching one to one, and our notation highlighted wherever it is shown.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notationOf } from '../../src/site/highlight-notation';
import { VARIANT_IDS } from '../../src/variants/ids';
import { isForwarding, isNamePage, sitePages, skipReason } from './browser.js';

const DIST = 'dist';
/** Every page as [address, file]: the 404 page is served at any address, so its links are read from the root. */
const pages: [string, string][] = skipReason ? [] : [...sitePages().map((p) => [p, join(DIST, p, 'index.html')] as [string, string]), ['/', join(DIST, '404.html')]];
const html = new Map<string, string>();
const read = (file: string) => html.get(file) ?? (html.set(file, readFileSync(file, 'utf8')), html.get(file)!);
const ids = (file: string) => new Set([...read(file).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
/** Bare pages for other sites' iframes have no header or footer (Base.astro's `bare`). */
const isBare = (file: string) => /<body class="bare"/.test(read(file));
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** An attribute's text as the browser reads it: Astro writes & as &#38; in some places and &amp; in others. */
const decode = (s: string) =>
  s.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (all, e: string) =>
    e[0] === '#' ? String.fromCodePoint(parseInt(e.slice(e[1] === 'x' || e[1] === 'X' ? 2 : 1), e[1] === 'x' || e[1] === 'X' ? 16 : 10)) : (NAMED[e] ?? all),
  );

/** Where an address of our own site is built: a page's index.html or a file; undefined when nothing is. */
function builtFile(pathname: string): string | undefined {
  const path = join(DIST, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) return existsSync(join(path, 'index.html')) ? join(path, 'index.html') : undefined;
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

describe.skipIf(skipReason)('every internal link and #anchor resolves', () => {
  it.each(pages)('%s (%s)', (address, file) => {
    const origin = 'http://atlas.invalid';
    const broken: string[] = [];
    for (const [, raw] of read(file).matchAll(/\shref="([^"]*)"/g)) {
      const url = new URL(decode(raw!), origin + address);
      if (url.origin !== origin) continue;
      const target = builtFile(url.pathname);
      if (!target) broken.push(`${raw}: nothing is built at ${url.pathname}`);
      else if (url.hash && target.endsWith('.html') && !ids(target).has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${raw}: no id "${url.hash.slice(1)}" on ${url.pathname}`);
    }
    expect(broken).toEqual([]);
  });
});

describe.skipIf(skipReason)('the viewport tag, one h1 and the landmarks on every page', () => {
  it.each(pages.filter(([p]) => !isForwarding(p)))('%s (%s)', (_, file) => {
    const page = read(file);
    // Laid out at a phone's own width: the site sweep checks pages in a 375 px window, which lays out
    // such a page as a phone does (site.test.ts).
    expect(page.match(/<meta name="viewport" content="([^"]*)"/g), 'one viewport tag').toEqual(['<meta name="viewport" content="width=device-width, initial-scale=1"']);
    expect(page.match(/<h1[\s>]/g), 'exactly one h1').toHaveLength(1);
    expect(page.match(/<main[\s>]/g), 'one main').toHaveLength(1);
    if (!isBare(file)) {
      expect(page, 'the site header').toMatch(/<header class="site">/);
      expect(page, 'the site navigation').toMatch(/<nav aria-label="Site">/);
      expect(page, 'the site footer').toMatch(/<footer class="site">/);
    }
    expect(page, 'a language').toMatch(/<html lang="en"/);
  });
});

describe.skipIf(skipReason)('game pages and the engine', () => {
  const gamePages = sitePages().filter((p) => /^\/variants\/[^/]+\/$/.test(p) && !isNamePage(p));

  it('every variant the engine plays has a page', () => {
    expect(VARIANT_IDS.filter((id) => !gamePages.includes(`/variants/${id}/`))).toEqual([]);
  });

  it('every game page is a variant the engine plays', () => {
    expect(gamePages.filter((p) => !(VARIANT_IDS as readonly string[]).includes(p.split('/')[2]!))).toEqual([]);
  });
});

describe.skipIf(skipReason)('positions, moves and records are highlighted wherever a page shows them', () => {
  it.each(pages)('%s (%s)', (_, file) => {
    // Code in running text whose whole text is one of our notations must carry the grammar's colours. The
    // editor's notation changes with every edit in the browser, where no highlighter runs: it says so by its class.
    const plain = [...read(file).matchAll(/<code(?:\s[^>]*)?>([^<]*)<\/code>/g)]
      .filter((m) => !/notation-code|live-notation/.test(m[0]) && notationOf(decode(m[1]!)) !== undefined)
      .map((m) => decode(m[1]!));
    expect(plain).toEqual([]);
  });
});

/**
 * What a reader sees is never Markdown: emphasis written in a note or a caption (*gomate*) is set
 * in italics by whatever renders it, not printed with its asterisks. Code, scripts and styles are
 * left out, where an asterisk can be the text itself.
 */
describe.skipIf(skipReason)('no literal Markdown emphasis in the text of any page', () => {
  /** *word*, **words**, _word_ where a Markdown writer would put them: opening after a space or bracket, closing before one. */
  const EMPHASIS = /(?:^|[\s(“"'])(\*{1,2}|_{1,2})(?=\S)[^*_\n]*?\S\1(?=$|[\s.,;:!?)”"'])/g;
  it.each(pages)('%s (%s)', (_, file) => {
    const visible = decode(
      read(file)
        .replace(/<(script|style|code|pre|kbd|samp|textarea|svg)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' '),
    );
    expect([...visible.matchAll(EMPHASIS)].map((m) => visible.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10).trim())).toEqual([]);
  });
});
