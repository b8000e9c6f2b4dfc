/** Every component id a page uses exists with the right kind, every chapter belongs to a game with a page, and every example appears on a page. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createRuleset } from '../../src/variants/index.js';
import { chapterPageSchema, TOPIC_IDS, topicPageSchema, variantPageSchema } from '../../src/site/schema.js';

const content = new URL('../../content/', import.meta.url).pathname;
const pages = readdirSync(join(content, 'variants')).map((f) => [f, readFileSync(join(content, 'variants', f), 'utf8')] as const);
const topics = readdirSync(join(content, 'topics')).map((f) => [f, readFileSync(join(content, 'topics', f), 'utf8')] as const);
/** content/chapters/<variant>/<slug>.mdx, as ["<variant>/<slug>.mdx", text]. */
const chapters = readdirSync(join(content, 'chapters')).flatMap((v) =>
  readdirSync(join(content, 'chapters', v)).map((f) => [`${v}/${f}`, readFileSync(join(content, 'chapters', v, f), 'utf8')] as const),
);
const kinds = new Map<string, string>(
  readdirSync(join(content, 'examples')).flatMap((v) =>
    readdirSync(join(content, 'examples', v)).map((f) => [`${v}/${f.replace(/\.yaml$/, '')}`, parse(readFileSync(join(content, 'examples', v, f), 'utf8')).kind as string] as const),
  ),
);
const COMPONENT_KIND = { Example: 'moves', Compare: 'compare', GameViewer: 'game' } as const;

/** Each example component a page uses names an example of the component's kind. */
function expectKnownExamples(body: string) {
  for (const m of body.matchAll(/<(Example|Compare|GameViewer) of="([^"]+)"/g)) {
    expect(kinds.get(m[2]!), `${m[1]} of="${m[2]}"`).toBe(COMPONENT_KIND[m[1] as keyof typeof COMPONENT_KIND]);
  }
}
const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder/i;

describe('variant pages', () => {
  it.each(pages)('%s: valid frontmatter, known examples, playable boards, no placeholders', (file, text) => {
    const [, front, body] = text.split(/^---$/m) as [string, string, string];
    const data = variantPageSchema.parse(parse(front));
    expect(file).toBe(`${data.variant}.mdx`);
    expectKnownExamples(body);
    for (const m of body.matchAll(/<PlayBoard variant="([^"]+)"(?: options=\{\{ (.*?) \}\})?/g)) {
      const options = m[2] ? Object.fromEntries(m[2].split(',').map((kv) => kv.split(':').map((x) => x.trim().replace(/^'|'$/g, '')))) : {};
      expect(createRuleset(m[1]!, options).ok, m[0]).toBe(true);
    }
    expect(body).not.toMatch(PLACEHOLDER);
    for (const section of ['History', 'Rules', 'Rule notes', 'Play a game']) expect(body).toContain(`## ${section}`);
    // The layout prints References from frontmatter (src/components/References.astro).
    expect(data.references.length, 'references in frontmatter').toBeGreaterThan(0);
    expect(body, 'References come from frontmatter, not the body').not.toContain('## References');
  });

  it('show every example somewhere: on a game page, a chapter or a topic page', () => {
    const used = new Set([...pages, ...chapters, ...topics].flatMap(([, text]) => [...text.matchAll(/ of="([^"]+)"/g)].map((m) => m[1])));
    expect([...kinds.keys()].filter((id) => !used.has(id))).toEqual([]);
  });
});

describe('chapters', () => {
  const games = new Set(pages.map(([file]) => file.replace(/\.mdx$/, '')));

  it.each(chapters)('%s: valid frontmatter, filed under its game and slug, a game page to return to, known examples', (file, text) => {
    const [, front, body] = text.split(/^---$/m) as [string, string, string];
    const data = chapterPageSchema.parse(parse(front));
    expect(file).toBe(`${data.variant}/${data.slug}.mdx`);
    expect(games.has(data.variant), `content/variants/${data.variant}.mdx`).toBe(true);
    expectKnownExamples(body);
    expect(body).not.toMatch(PLACEHOLDER);
    expect(body, 'a chapter has sections for its table of contents').toMatch(/^## /m);
    expect(body).not.toMatch(/^# /m); // the page's one h1 is the chapter's title
  });

  it("give each of a game's chapters its own place in the order", () => {
    const orders = chapters.map(([, text]) => parse(text.split(/^---$/m)[1]!) as { variant: string; order: number }).map((c) => `${c.variant} ${c.order}`);
    expect(orders.filter((o, i) => orders.indexOf(o) !== i)).toEqual([]);
  });

  it('refuses a chapter without a slug, with a slug that is not a path segment, or for an unknown game', () => {
    const chapter = { variant: 'bao', slug: 'examples', title: 'Worked examples', summary: 'Bao played out move by move, one rule at a time.', order: 1 };
    expect(chapterPageSchema.safeParse(chapter).success).toBe(true);
    expect(chapterPageSchema.safeParse({ ...chapter, slug: undefined }).success).toBe(false);
    expect(chapterPageSchema.safeParse({ ...chapter, slug: 'Worked examples' }).success).toBe(false);
    expect(chapterPageSchema.safeParse({ ...chapter, slug: '../bao' }).success).toBe(false);
    expect(chapterPageSchema.safeParse({ ...chapter, variant: 'chess' }).success).toBe(false);
  });

  it('refuses a summary with straight quotation marks, which frontmatter shows as written', () => {
    const chapter = { variant: 'bao', slug: 'examples', title: 'Worked examples', summary: 'Bao played out move by move, one rule at a time.', order: 1 };
    const straight = chapterPageSchema.safeParse({ ...chapter, summary: 'The "game of the wise" played out move by move.' });
    expect(straight.success).toBe(false);
    expect(straight.error?.issues[0]?.message).toMatch(/“ and ”/);
    expect(chapterPageSchema.safeParse({ ...chapter, summary: 'The “game of the wise” played out move by move.' }).success).toBe(true);
  });
});

describe('topics', () => {
  const games = pages.map(([, text]) => {
    const [, front, body] = text.split(/^---$/m) as [string, string, string];
    return { data: variantPageSchema.parse(parse(front)), body };
  });

  it('have a page for each topic id and a topic id for each page, with valid frontmatter', () => {
    expect(topics.map(([file]) => file.replace(/\.mdx$/, '')).sort()).toEqual([...TOPIC_IDS].sort());
    for (const [, text] of topics) topicPageSchema.parse(parse(text.split(/^---$/m)[1]!));
  });

  // A topic page lists the games whose frontmatter names it; those must be exactly the games whose text links to it.
  it.each([...TOPIC_IDS])('%s: lists exactly the game pages that link to it', (topic) => {
    const listed = games.filter((g) => g.data.topics.includes(topic)).map((g) => g.data.variant).sort();
    const linking = games.filter((g) => g.body.includes(`](/topics/${topic}/)`)).map((g) => g.data.variant).sort();
    expect(listed).toEqual(linking);
  });
});
