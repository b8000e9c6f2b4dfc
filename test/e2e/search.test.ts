/**
 * Search finds a game by any of its names, its own page first, and finds nothing for a word no page
 * holds. The expected pages are read from the built pages' text, never typed here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, browser, isNamePage, open, sitePages, skipReason, tabs } from './browser.js';

/** Where the element opened by `open` ends (the index just past its matching end tag), or the HTML's length. */
function endOf(html: string, open: RegExpExecArray): number {
  const tags = new RegExp(`<(/?)${open[1]!}\\b[^>]*>`, 'gi');
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/** The HTML without the elements Pagefind leaves out (data-pagefind-ignore), each cut to its matching end tag. */
function withoutIgnored(html: string): string {
  const open = /<([a-z][a-z0-9-]*)\b[^>]*\bdata-pagefind-ignore\b[^>]*>/i.exec(html);
  if (!open) return html;
  const end = endOf(html, open);
  return html.slice(0, open.index) + (end < html.length ? withoutIgnored(html.slice(end)) : '');
}

/** The element Pagefind indexes (data-pagefind-body): what lies outside it (related games, the previous and next game) is not searched. */
function pagefindBody(html: string): string {
  const open = /<([a-z][a-z0-9-]*)\b[^>]*\bdata-pagefind-body\b[^>]*>/i.exec(html);
  return open ? html.slice(open.index, endOf(html, open)) : '';
}

/** The indexed text of each page (inside data-pagefind-body), folded as search folds it. */
const indexed = skipReason
  ? new Map<string, string>()
  : new Map(
      sitePages()
        .filter((p) => !isNamePage(p))
        .map((p) => [p, readFileSync(`dist${p}index.html`, 'utf8')] as const)
        .filter(([, html]) => html.includes('data-pagefind-body'))
        .map(([p, html]) => [
          p,
          withoutIgnored(pagefindBody(html))
            .replace(/<[^>]+>/g, ' ')
            .normalize('NFD')
            .replace(/\p{M}/gu, '')
            .toLowerCase(),
        ]),
    );
/** Every name of every game as its page's frontmatter writes it (title and other names), with the page it names. */
const gameNames: Array<[name: string, page: string]> = readdirSync('content/variants')
  .filter((f) => f.endsWith('.mdx'))
  .flatMap((file) => {
    const data = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(`content/variants/${file}`, 'utf8'))![1]!) as { variant: string; title: string; otherNames: string[] };
    return [data.title, ...data.otherNames].map((name) => [name, `/variants/${data.variant}/`] as [string, string]);
  });

/** Every written form of every glossary term: each finds the glossary, where it is defined. */
const glossaryForms: string[] = (parse(readFileSync('content/glossary.yaml', 'utf8')) as Array<{ term: string; forms?: string[] }>).flatMap((e) => [e.term, ...(e.forms ?? [])]);

/**
 * "Mancala" is the family's name before it is one of Kalah's: the home page, which says what the
 * family is, comes first, and Kalah's page next to it.
 */
const FAMILY_NAMES = new Set(['Mancala']);

const pagesHolding = (word: string) => [...indexed].filter(([, text]) => new RegExp(`\\b${word.toLowerCase()}`).test(text)).map(([p]) => p);

describe.skipIf(skipReason)('search', () => {
  // One tab for the queries by address: each loads the search page afresh, with Pagefind's files from the tab's cache.
  const tab = tabs(browser, 1);
  afterAll(() => tab.close());
  const search = (query: string) =>
    tab.use(async (page, errors) => {
      await page.goto(`${baseUrl}/search/?q=${encodeURIComponent(query)}`, { waitUntil: 'load' });
      await expect.poll(() => page.locator('#search-status').textContent(), { timeout: 15_000 }).toMatch(/result/);
      const found = await page.locator('#results li > a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const status = await page.locator('#search-status').textContent();
      const suggested = await page.locator('#suggestions:not([hidden]) li > a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(errors).toEqual([]);
      return { found, status, suggested };
    });

  it.each([
    ['Oware', '/variants/wari/'],
    ['Awale', '/variants/wari/'],
    ['Awalé', '/variants/wari/'],
    ['Ayo', '/variants/wari/'],
    ['Mweso', '/variants/omweso/'],
    ['Kalaha', '/variants/kalah/'],
  ])('%s: %s first', async (query, first) => {
    const { found } = await search(query);
    expect(found[0]).toBe(first);
  });

  it('finds every name of every game and every glossary term on its own page first', async () => {
    // One page and Pagefind's index loaded once: each query is typed into the search box in turn.
    const { page, errors, close } = await open(browser, '/search/');
    const queries = [...new Set([...gameNames.map(([name]) => name), ...glossaryForms, 'how to play mancala'])];
    const found: Record<string, string[]> = await page.evaluate(async (queries) => {
      const input = document.getElementById('q') as HTMLInputElement;
      const status = document.getElementById('search-status')!;
      const out: Record<string, string[]> = {};
      for (const query of queries) {
        status.textContent = '';
        input.value = query;
        input.dispatchEvent(new Event('input'));
        const until = Date.now() + 15_000;
        while (!status.textContent!.includes(`“${query}”`) && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
        out[query] = [...document.querySelectorAll<HTMLAnchorElement>('#results li > a')].map((a) => new URL(a.href).pathname);
      }
      return out;
    }, queries);
    await close();
    expect(errors).toEqual([]);
    const wrong: string[] = [];
    const expectFirst = (query: string, first: string) => {
      if (found[query]?.[0] !== first) wrong.push(`${query}: ${first} expected first, found ${found[query]?.slice(0, 3).join(', ') || 'nothing'}`);
    };
    for (const [name, page] of gameNames) {
      if (FAMILY_NAMES.has(name)) {
        expectFirst(name, '/');
        if (found[name]?.[1] !== page) wrong.push(`${name}: ${page} expected second, found ${found[name]?.slice(0, 3).join(', ')}`);
      } else expectFirst(name, page);
    }
    // A word that is also a game's name (Laagulha, the Maldives' nickernut and a name for Ohvalhu) finds the game first, as above.
    const names = new Set(gameNames.map(([name]) => name.toLowerCase()));
    for (const form of glossaryForms) if (!names.has(form.toLowerCase())) expectFirst(form, '/glossary/');
    expectFirst('how to play mancala', '/');
    expect(wrong).toEqual([]);
  });

  it.each([
    ['Owari', '/variants/wari/'],
    ['Omwesso', '/variants/omweso/'],
    ['Tchuba', '/variants/tschuba/'],
  ])('%s, a spelling no page uses, offers the game whose name it is near: %s', async (query, first) => {
    expect(pagesHolding(query)).toEqual([]);
    const { found, status, suggested } = await search(query);
    expect(found).toEqual([]);
    expect(status).toMatch(/^0 results/);
    expect(suggested[0]).toBe(first);
  });

  it.each(['Ghana', 'backgammon', 'Sungka', 'Chuba'])('%s: only pages that hold the word', async (word) => {
    const { found, status } = await search(word);
    const holding = pagesHolding(word);
    expect(
      found.every((p) => holding.includes(p)),
      `${found.join(', ')} found; pages holding it: ${holding.join(', ') || 'none'}`,
    ).toBe(true);
    expect(found.length).toBe(Math.min(10, holding.length));
    if (holding.length === 0) expect(status).toMatch(/^0 results/);
  });
});
