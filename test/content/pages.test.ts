/** Every component id a page uses exists with the right kind, and every example appears on a page. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createRuleset } from '../../src/variants/index.js';
import { variantPageSchema } from '../../src/site/schema.js';

const content = new URL('../../content/', import.meta.url).pathname;
const pages = readdirSync(join(content, 'variants')).map((f) => [f, readFileSync(join(content, 'variants', f), 'utf8')] as const);
const topics = readdirSync(join(content, 'topics')).map((f) => [f, readFileSync(join(content, 'topics', f), 'utf8')] as const);
const kinds = new Map<string, string>(
  readdirSync(join(content, 'examples')).flatMap((v) =>
    readdirSync(join(content, 'examples', v)).map((f) => [`${v}/${f.replace(/\.yaml$/, '')}`, parse(readFileSync(join(content, 'examples', v, f), 'utf8')).kind as string] as const),
  ),
);
const COMPONENT_KIND = { Example: 'moves', Compare: 'compare', GameViewer: 'game' } as const;

describe('variant pages', () => {
  it.each(pages)('%s: valid frontmatter, known examples, playable boards, no placeholders', (file, text) => {
    const [, front, body] = text.split(/^---$/m) as [string, string, string];
    const data = variantPageSchema.parse(parse(front));
    expect(file).toBe(`${data.variant}.mdx`);
    for (const m of body.matchAll(/<(Example|Compare|GameViewer) of="([^"]+)"/g)) {
      expect(kinds.get(m[2]!), `${m[1]} of="${m[2]}"`).toBe(COMPONENT_KIND[m[1] as keyof typeof COMPONENT_KIND]);
    }
    for (const m of body.matchAll(/<PlayBoard variant="([^"]+)"(?: options=\{\{ (.*?) \}\})?/g)) {
      const options = m[2] ? Object.fromEntries(m[2].split(',').map((kv) => kv.split(':').map((x) => x.trim().replace(/^'|'$/g, '')))) : {};
      expect(createRuleset(m[1]!, options).ok, m[0]).toBe(true);
    }
    expect(body).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder/i);
    for (const section of ['History', 'Rules', 'Rule notes', 'Play a game', 'References']) expect(body).toContain(`## ${section}`);
  });

  it('show every example somewhere', () => {
    const used = new Set([...pages, ...topics].flatMap(([, text]) => [...text.matchAll(/ of="([^"]+)"/g)].map((m) => m[1])));
    expect([...kinds.keys()].filter((id) => !used.has(id))).toEqual([]);
  });
});
