/** The glossary's data: valid entries, and pages-that-use-it lists that match the pages' own text. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSenses, parseGlossary, proseOf, sensesOf, termId, termsIn } from '../../src/site/glossary';
import { GLOSSARY, PAGES_USING } from '../../src/site/glossary-data';

const root = new URL('../../', import.meta.url).pathname;
const pageFiles = [
  ...readdirSync(join(root, 'content/variants')).map((f) => `content/variants/${f}`),
  ...readdirSync(join(root, 'content/topics')).map((f) => `content/topics/${f}`),
  ...readdirSync(join(root, 'content/chapters')).flatMap((d) => readdirSync(join(root, 'content/chapters', d)).map((f) => `content/chapters/${d}/${f}`)),
].filter((f) => f.endsWith('.mdx'));

/** A page's body with its frontmatter cut off, lower-cased: read here on its own, not through the module under test. */
const body = (file: string) => readFileSync(join(root, file), 'utf8').normalize('NFC').split(/^---$/m).slice(2).join('---').toLowerCase();
const usesWord = (text: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(text);

describe('parseGlossary', () => {
  it.each([
    ['a missing definition', '- term: pit', /pit: definition: Required/],
    ['an unknown field', '- term: pit\n  definition: One of the hollows of the board.\n  meaning: x', /pit: entry: Unrecognized key/],
    [
      'a form two terms share',
      '- term: pit\n  definition: One of the hollows of the board.\n- term: hole\n  forms: [pit]\n  definition: Another word for the hollows of a board.',
      /"pit" is written under both "pit" and "hole"/,
    ],
    ['a file that is not a list', 'pit: a hollow', /the file is a list of terms/],
    [
      'a word entered twice without senses',
      '- term: marker\n  definition: A pit where a lap captures.\n- term: marker\n  definition: A piece that shows who owns a pit.',
      /"marker" is entered twice/,
    ],
  ])('refuses %s', (_, yaml, message) => {
    expect(() => parseGlossary(yaml)).toThrow(message);
  });

  it('gives each term an anchor without accents or spaces', () => {
    expect(termId('icúba')).toBe('icuba');
    expect(termId('pie rule')).toBe('pie-rule');
    expect(GLOSSARY.map((t) => t.id)).toEqual([...new Set(GLOSSARY.map((t) => t.id))]);
  });
});

describe('the glossary and the pages', () => {
  it('holds the terms the issue names', () => {
    const terms = GLOSSARY.map((t) => t.term);
    for (const term of [
      'pit',
      'store',
      'seed',
      'kete',
      'sow',
      'lap',
      'relay',
      'marker',
      'kichwa',
      'kimbi',
      'nyumba',
      'namua',
      'mtaji',
      'takata',
      'takasa',
      'safari',
      'akawumbi',
      'grand slam',
      'pie rule',
    ])
      expect(terms).toContain(term);
  });

  it.each(GLOSSARY.map((t) => [t.term, t] as const))('%s: used by at least one page, and by exactly the pages listed', (_, entry) => {
    const listed = PAGES_USING.get(entry.id) ?? [];
    expect(listed.length).toBeGreaterThan(0);
    const forms = [entry.term, ...entry.forms];
    for (const file of listed)
      expect(
        forms.some((form) => usesWord(body(file), form)),
        `${file} uses "${entry.term}"`,
      ).toBe(true);
    // And no page that uses the word in its prose is left off.
    const using = pageFiles.filter((file) => {
      const mdx = readFileSync(join(root, file), 'utf8');
      return termsIn(proseOf(mdx), GLOSSARY, sensesOf(mdx)).has(entry.id);
    });
    expect([...listed].sort()).toEqual(using.sort());
  });

  it('reads a word with several senses in the sense the page chooses, else the first', () => {
    const glossary = parseGlossary(
      '- term: marker\n  sense: capture pit\n  forms: [markers]\n  definition: A pit where a lap captures.\n- term: marker\n  sense: ownership\n  forms: [markers]\n  definition: A piece that shows who owns a pit.',
    );
    expect(glossary.map((e) => e.id)).toEqual(['marker-capture-pit', 'marker-ownership']);
    expect([...termsIn('Two markers.', glossary)]).toEqual(['marker-capture-pit']);
    expect([...termsIn('Two markers.', glossary, sensesOf('---\nglossary: { marker: ownership }\n---\nx'))]).toEqual(['marker-ownership']);
    expect(() => checkSenses(glossary, { marker: 'colour' }, 'content/variants/x.mdx')).toThrow(
      'content/variants/x.mdx: the glossary has no sense "colour" of "marker" (it has "capture pit", "ownership")',
    );
  });

  it('finds a term in the prose only: not in frontmatter, code or link addresses', () => {
    const page = '---\ntitle: x\nnote: "the kuu"\n---\nSee `AA3/kimbi` and [the board](/variants/namua/). A <Diagram caption="takasa" />pit.';
    expect([...termsIn(proseOf(page), GLOSSARY)]).toEqual(['pit']);
  });
});
