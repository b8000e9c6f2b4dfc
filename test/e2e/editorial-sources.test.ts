/**
 * Sources a reader can find: no built page names a source by our shelf mark (a seed file's number), and every
 * game and topic page ends with References that cite each work in full, linked wherever it is online.
 * Reads the built HTML, so it covers every page the site has, added or not yet written.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORKS } from '../../src/site/bibliography';
import { isNamePage, sitePages, skipReason } from './browser.js';

/** What a reader sees: no scripts, styles or attributes (island props may carry data). */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const pages = skipReason ? [] : sitePages();
const cited = skipReason ? [] : pages.filter((p) => /^\/(variants\/[^/]+|topics\/[^/]+)\/$/.test(p) && !isNamePage(p));

describe.skipIf(skipReason)('sources a reader can find', () => {
  it.each(pages)('%s names no source by shelf mark', (path) => {
    const text = visibleText(readFileSync(`dist${path}index.html`, 'utf8'));
    expect(text.match(/.{0,40}\b(seeds? 0\d\d|shelf mark)\b.{0,40}/gi) ?? []).toEqual([]);
  });

  it.each(cited)('%s cites every work in full, linked where it is online', (path) => {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    const section = html.slice(html.indexOf('<h2 id="references"'));
    expect(section.length, 'a References section').toBeGreaterThan(0);
    const entries = [...section.matchAll(/<li id="ref-([a-z0-9-]+)"[^>]*>([\s\S]*?)<\/li>/g)];
    expect(entries.length, 'references listed').toBeGreaterThan(0);
    for (const [, id, body] of entries) {
      const work = WORKS.get(id!);
      expect(work, `work ${id}`).toBeDefined();
      // The title as markup writes it: &, " and ' escaped as Astro escapes them.
      expect(body, `${id}: the title`).toContain(work!.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
      if (work!.url) expect(body!.replace(/&amp;/g, '&'), `${id}: its link`).toContain(`href="${work!.url}"`);
    }
    // The infobox's sources point at entries that exist.
    for (const [, target] of html.matchAll(/href="#ref-([a-z0-9-]+)"/g))
      expect(
        entries.some(([, id]) => id === target),
        `#ref-${target}`,
      ).toBe(true);
  });

  it('covers every game page and topic page', () => {
    const written = [...readdirSync('content/variants'), ...readdirSync('content/topics')].length;
    expect(cited.length).toBe(written);
  });
});
