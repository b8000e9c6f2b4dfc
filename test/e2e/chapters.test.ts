/**
 * Chapters and moved examples in the built site: every chapter is linked from its game's page and
 * back, in the game's reading order; every example is shown on a page; and every link to a place on
 * a page (the game page's links to examples that moved to a chapter, say) finds that place.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sitePages, skipReason } from './browser.js';

const content = new URL('../../content/', import.meta.url).pathname;
const html = (path: string) => readFileSync(join('dist', path, 'index.html'), 'utf8');
/** Every link's href, with the entities Astro writes for "&" decoded. */
const hrefs = (page: string) => [...page.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!.replace(/&#38;|&amp;/g, '&'));
/** The href of the link with this rel, if any. */
const relHref = (page: string, rel: string) => page.match(new RegExp(`<a\\b[^>]*\\brel="${rel}"[^>]*\\bhref="([^"]*)"`))?.[1];

interface ChapterFront {
  variant: string;
  slug: string;
  order: number;
}
const chapters: ChapterFront[] = readdirSync(join(content, 'chapters')).flatMap((v) =>
  readdirSync(join(content, 'chapters', v)).map((f) => parse(readFileSync(join(content, 'chapters', v, f), 'utf8').split(/^---$/m)[1]!) as ChapterFront),
);
/** A game's reading order: its page, then its chapters by order. */
const readingOrder = (variant: string) => [
  `/variants/${variant}/`,
  ...chapters
    .filter((c) => c.variant === variant)
    .sort((a, b) => a.order - b.order)
    .map((c) => `/variants/${variant}/${c.slug}/`),
];

describe.skipIf(skipReason)('chapters in the built site', () => {
  it.each(chapters.map((c) => [`/variants/${c.variant}/${c.slug}/`, c] as const))(
    '%s: one h1, indexed, linked from its game page and back, previous and next in order',
    (path, chapter) => {
      const game = `/variants/${chapter.variant}/`;
      expect(existsSync(join('dist', game, 'index.html')), `${game} is built`).toBe(true);
      const page = html(path);
      expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(page).toContain('data-pagefind-body');
      expect(page).toMatch(/<nav class="toc"/);
      const top = page.match(/<p class="chapter-of"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? '';
      expect(hrefs(top), 'the line at the top links back to the game').toEqual([game]);
      expect(hrefs(html(game)), "the game's page lists the chapter").toContain(path);
      const order = readingOrder(chapter.variant);
      const at = order.indexOf(path);
      expect(relHref(page, 'prev')).toBe(order[at - 1]);
      expect(relHref(page, 'next')).toBe(order[at + 1]);
    },
  );
});

describe.skipIf(skipReason)('examples and links in the built site', () => {
  const pages = sitePages().filter((path) => !path.startsWith('/embed/'));
  const ids = new Map(pages.map((path) => [path, new Set([...html(path).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))]));

  it('shows every example on a page of the site, not only on its embed page', () => {
    const shown = new Set([...ids.values()].flatMap((set) => [...set]));
    const examples = readdirSync(join(content, 'examples')).flatMap((v) => readdirSync(join(content, 'examples', v)).map((f) => `example-${v}-${f.replace(/\.yaml$/, '')}`));
    expect(examples.filter((id) => !shown.has(id))).toEqual([]);
  });

  it('has no link to a place on a page that the page lacks', () => {
    const broken = pages.flatMap((from) =>
      hrefs(html(from))
        .filter((href) => href.includes('#') && (href.startsWith('#') || href.startsWith('/')))
        .map((href) => {
          const [target, fragment] = href.split('#') as [string, string];
          const path = target === '' ? from : target.split('?')[0]!;
          return ids.get(path)?.has(decodeURIComponent(fragment)) ? null : `${from} → ${href}`;
        })
        .filter((x) => x !== null),
    );
    expect(broken).toEqual([]);
  });
});
