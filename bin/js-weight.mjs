// JavaScript a built page loads before the reader interacts, in gzip bytes: inline scripts, script
// files, island components and renderers, and everything they import statically. Dynamic imports
// (the engine behind the play board, Pagefind behind the search box) load only on interaction and
// are not counted. Islands are all counted, visible or not, so the figure is an upper bound.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (text) => gzipSync(text, { level: 9 }).length;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

export function jsWeight(dist, htmlPath) {
  const html = readFileSync(join(dist, htmlPath), 'utf8');
  const files = new Set();
  let inline = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1]);
    if (src) files.add(src[1]);
    else if (!/type="application\/(ld\+)?json"/.test(m[1]) && m[2].trim()) inline += gz(m[2]);
  }
  for (const m of html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) if (m[1]) files.add(m[1]);
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
  return { inline, external, total: inline + external, files: [...seen] };
}
