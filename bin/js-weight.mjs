// JavaScript a built page loads before the reader interacts, in gzip bytes: inline scripts, script
// files, island components and renderers, and everything they import statically. Dynamic imports
// (the engine behind the play board, Pagefind behind the search box) load only on interaction and
// are not counted. Islands that wake near the viewport are all counted, visible or not, so the figure
// is an upper bound. Islands hydrated with `client:wake="interaction"` (src/directives/wake.ts) load
// their component and renderer only on the reader's first pointerdown, keydown, focusin or click
// inside them, so those files are not counted (they are listed in `deferred`); the directive's own
// inline script, which every such page runs, is counted with the other inline scripts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Pages that are a tool of their own, whose reader came to use it at once: their island loads with
 * the page (its engine still on demand), so they get a stated budget in gzip bytes in place of the
 * 12 KB of a game page.
 *
 * The editor's was 20,000 until 2026-11-27: it measured 19,982 B once each game's own state came from
 * its rules (the generic controls), and 20,171 B after Congkak, Pallanguzhi and Ô ăn quan arrived with
 * what every board now draws (end pits beside the rows, pits a game's state sets apart) and the
 * editor's Board and layout carry. The editor draws every game's board at once, so it pays for every
 * kind of board; 20,500 leaves room for the next few games' drawing, not for features.
 */
export const TOOL_BUDGETS = { '/editor/': 20_500 };

const gz = (text) => gzipSync(text, { level: 9 }).length;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const ISLAND_URLS = ['component-url', 'renderer-url', 'before-hydration-url'];

const attribute = (tag, name) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined
    ? undefined
    : value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
};

/** How an island wakes, from the attributes Astro writes on it: `client` and the directive's value in `opts`. */
export function wakesOnInteraction(islandTag) {
  const value = attribute(islandTag, 'client') === 'wake' && JSON.parse(attribute(islandTag, 'opts') ?? '{}').value;
  // "address" wakes at once only when the page is opened with a query (a linked game): the bare page waits.
  return value === 'interaction' || value === 'address';
}

export function jsWeight(dist, htmlPath) {
  const html = readFileSync(join(dist, htmlPath), 'utf8');
  const files = new Set();
  const deferred = [];
  /** What waking islands load: reported, not budgeted, so the reader's first tap has a known cost. */
  const later = new Set();
  let inline = 0;
  let islands = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1]);
    if (src) files.add(src[1]);
    else if (!/type="application\/(ld\+)?json"/.test(m[1]) && m[2].trim()) inline += gz(m[2]);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    islands++;
    const urls = ISLAND_URLS.map((name) => attribute(tag, name)).filter(Boolean);
    if (wakesOnInteraction(tag)) {
      deferred.push(attribute(tag, 'component-url'));
      for (const url of urls) later.add(url);
    } else for (const url of urls) files.add(url);
  }
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1]);
  const seen = new Set();
  let external = 0;
  const visit = (url) => {
    if (seen.has(url) || !url.startsWith('/')) return;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    external += gz(code);
    for (const m of code.matchAll(STATIC_IMPORT)) visit(new URL(m[1], `http://x${url}`).pathname);
  };
  for (const url of files) visit(url);
  const before = external;
  const loaded = [...seen];
  for (const url of later) visit(url);
  // What the woken islands import statically; what they import dynamically (a play board's session and its
  // game's rules) only a browser can tell: bin/first-tap.mjs measures it.
  const waking = [...seen].slice(loaded.length);
  return { inline, external: before, total: inline + before, files: loaded, islands, deferred, onInteraction: external - before, onInteractionFiles: waking };
}
