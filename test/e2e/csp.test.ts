/**
 * The Content-Security-Policy every built page carries (src/integrations/csp.ts), and the headers
 * public/_headers asks a host to add. That no page breaks its own policy is checked in the browser by
 * site.test.ts, which loads every page and fails on any violation.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browser, open, sitePages, skipReason } from './browser.js';

const pages = sitePages();
const html = (path: string) => readFileSync(`dist${path}index.html`, 'utf8');

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** public/_headers as rules: a path pattern (`*` matches the rest of a path) and its headers. */
function headerRules(text: string): { pattern: string; headers: Map<string, string> }[] {
  const rules: { pattern: string; headers: Map<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: new Map() });
    else {
      const [, name, value] = /^\s+([\w-]+):\s*(.*)$/.exec(line) ?? [];
      if (!name || !rules.length) throw new Error(`public/_headers: cannot read "${line}"`);
      rules.at(-1)!.headers.set(name, value!);
    }
  }
  return rules;
}
const matches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

describe.skipIf(skipReason)('Content-Security-Policy', () => {
  it.each(pages)('%s carries its policy before any script or style', (path) => {
    const page = html(path);
    const tags = [...page.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
    expect(tags).toHaveLength(1);
    const at = tags[0]!.index;
    for (const first of [page.search(/<script\b/), page.search(/<style\b/)]) if (first >= 0) expect(at).toBeLessThan(first);
    const policy = directives(tags[0]![1]!);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    const scripts = policy.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    // Only the page that loads Pagefind may compile WebAssembly.
    expect(scripts.includes("'wasm-unsafe-eval'")).toBe(path === '/search/');
  });

  it('lets Pagefind search on the main thread when its worker cannot start', async () => {
    const { page, errors, close } = await open(browser, '/');
    await page.route(/pagefind-worker\.js$/, (route) => route.abort());
    await page.goto(page.url().replace(/\/$/, '/search/?q=grand%20slam'), { waitUntil: 'load' });
    await expect.poll(() => page.locator('#results a').allTextContents(), { timeout: 10_000 }).toContain('Wari');
    // Pagefind warns that it fell back; nothing else may be logged.
    expect(errors.filter((e) => !/^warning: .*falling back to main thread/s.test(e))).toEqual([]);
    await close();
  });
});

describe.skipIf(skipReason)('public/_headers', () => {
  const rules = headerRules(readFileSync('dist/_headers', 'utf8'));
  const headersFor = (path: string) => rules.filter((r) => matches(r.pattern, path)).flatMap((r) => [...r.headers]);

  it.each(pages)('%s gets the headers a host should add', (path) => {
    const headers = new Map(headersFor(path));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
    const framing = headersFor(path).filter(([name]) => name === 'Content-Security-Policy' || name === 'X-Frame-Options');
    if (path.startsWith('/embed/'))
      expect(framing).toEqual([]); // other sites' iframes must be able to show it
    else
      expect(framing).toEqual([
        ['Content-Security-Policy', "frame-ancestors 'self'"],
        ['X-Frame-Options', 'SAMEORIGIN'],
      ]);
  });

  it('caches the hashed files under /_astro/ for good', () => {
    expect(new Map(headersFor('/_astro/Stepper.abc123.js')).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Map(headersFor('/variants/wari/')).get('Cache-Control')).toBeUndefined();
  });

  it('lets other sites load <mancala-board> as an ES module (CORS), and caches for good only its hashed chunks', () => {
    for (const path of readdirSync('dist/mancala-board')
      .map((name) => `/mancala-board/${name}`)
      .concat('/mancala-board.js')) {
      expect(new Map(headersFor(path)).get('Access-Control-Allow-Origin'), path).toBe('*');
    }
    expect(new Map(headersFor('/mancala-board/wari-ABC123.js')).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    // The stable address changes with every build: it must not be kept.
    expect(new Map(headersFor('/mancala-board.js')).get('Cache-Control')).toBeUndefined();
  });
});
