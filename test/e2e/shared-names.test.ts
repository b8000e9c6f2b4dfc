/**
 * Two games of ours that go by one name (Hawalis and Bao Kiarabu: Zanzibar calls both Bao Kiarabu)
 * are told apart the same way wherever the atlas lists them: each game's infobox, the games index and
 * the 404 page's list of every game carry the one sentence that says how they relate. And no game
 * lists as its other name the title of another game's page without saying so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { slugOf } from '../../src/site/slug.js';
import { skipReason } from './browser.js';

interface Front {
  variant: string;
  title: string;
  otherNames?: string[];
  summary?: string;
  sharesName?: { name: string; with: string; relation: string };
}
const games: Front[] = readdirSync('content/variants')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(`content/variants/${f}`, 'utf8'))![1]!) as Front);
const titleOf = new Map(games.map((g) => [g.variant, g.title]));

/** Markup as a reader reads it: tags dropped, the entities our pages use decoded, spaces collapsed. */
const read = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
/** The element of a built page (a table row, a list item) whose link names the game. */
const entry = (path: string, tag: string, title: string) => {
  const html = readFileSync(`dist${path}`, 'utf8');
  const found = [...html.matchAll(new RegExp(`<${tag}[ >][\\s\\S]*?</${tag}>`, 'g'))].map((m) => m[0]).find((e) => e.includes(`>${title}</a>`));
  return found ? read(found) : `(no entry for ${title})`;
};

describe.skipIf(skipReason)('games that share a name', () => {
  const shared = games.filter((g) => g.sharesName);

  it('Hawalis and Bao Kiarabu are declared as sharing a name', () => {
    expect(shared.map((g) => [g.variant, g.sharesName!.with])).toContainEqual(['hawalis', 'bao-kiarabu']);
  });

  it("no game's other names include another game's title", () => {
    const titles = new Set(games.map((g) => g.title.toLowerCase()));
    const clashes = games.flatMap((g) => (g.otherNames ?? []).filter((n) => titles.has(n.toLowerCase())).map((n) => `${g.title}: ${n}`));
    expect(clashes).toEqual([]);
  });

  it.each(shared.map((g) => [g.title, titleOf.get(g.sharesName!.with)!, g.sharesName!.relation] as const))(
    '%s and %s: the same sentence in both infoboxes, both rows of /games/ and both entries of the 404 list',
    (one, other, relation) => {
      const variantOf = (title: string) => games.find((g) => g.title === title)!.variant;
      for (const title of [one, other]) {
        const infobox = /<aside class="infobox"[\s\S]*?<\/aside>/.exec(readFileSync(`dist/variants/${variantOf(title)}/index.html`, 'utf8'))![0];
        expect(read(infobox), `${title}'s infobox`).toContain(relation);
      }
      for (const title of [one, other]) {
        expect(entry('/games/index.html', 'tr', title), `${title}'s row on /games/`).toContain(relation);
        expect(entry('/404.html', 'li', title), `${title} in the 404 page's list`).toContain(relation);
      }
    },
  );

  // A shared name that is neither game's title or id (Ayo) has a page of its own: it lists both games,
  // each with its summary, and says how they relate.
  it.each(
    shared
      .filter((g) => !titleOf.has(slugOf(g.sharesName!.name)) && existsSync(`dist/variants/${slugOf(g.sharesName!.name)}/index.html`))
      .map((g) => [slugOf(g.sharesName!.name), g] as const),
  )('/variants/%s/ lists both games with their summaries and the sentence that relates them', (slug, game) => {
    const page = read(/<main[\s\S]*<\/main>/.exec(readFileSync(`dist/variants/${slug}/index.html`, 'utf8'))![0]);
    expect(page).toContain(game.sharesName!.relation);
    for (const variant of [game.variant, game.sharesName!.with]) {
      expect(page).toContain(titleOf.get(variant)!);
      expect(page).toContain(read(games.find((g) => g.variant === variant)!.summary!));
    }
  });
});
