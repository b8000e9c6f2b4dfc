/** Works are read from content/works/*.yaml and printed the same way everywhere: the parser refuses what a citation cannot be. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { WORKS, citationText, formatAuthors, formatDate, parseWorks, shortCitation } from '../../src/site/bibliography';

const content = new URL('../../content/', import.meta.url).pathname;
const frontmatter = (file: string) => parse(readFileSync(file, 'utf8').split(/^---$/m)[1]!) as { sources: string[]; references?: { work: string }[] };
const pageFiles = [
  ...readdirSync(join(content, 'variants')).map((f) => join(content, 'variants', f)),
  ...readdirSync(join(content, 'topics')).map((f) => join(content, 'topics', f)),
];

describe('parseWorks', () => {
  const one = (name: string, yaml: string) => () => parseWorks([[`../../content/works/${name}.yaml`, yaml]]);

  it.each([
    ['an unknown field', 'bad', 'kind: web\ntitle: T\nauthor: X', /bad\.yaml: file: Unrecognized key/],
    ['a link that is not a web address', 'bad', 'kind: web\ntitle: T\nurl: "javascript:alert(1)"', /bad\.yaml: url: links are http or https addresses/],
    ['a malformed date', 'bad', 'kind: book\ntitle: T\ndate: "Sept. 2014"', /bad\.yaml: date: a date is YYYY/],
    ['no title', 'bad', 'kind: book', /bad\.yaml: title: Required/],
    ['an unknown kind', 'bad', 'kind: tweet\ntitle: T', /bad\.yaml: kind:/],
    ['a file name with capitals', 'Bad', 'kind: book\ntitle: T', /lower-case words joined by hyphens/],
  ])('refuses %s, naming the file and the field', (_, name, yaml, message) => {
    expect(one(name, yaml)).toThrow(message);
  });

  it('keeps the id from the file name', () => {
    expect(parseWorks([['x/culin-mancala.yaml', 'kind: book\ntitle: Mancala']]).get('culin-mancala')?.title).toBe('Mancala');
  });
});

describe('citations', () => {
  const [sample] = [
    ...parseWorks([
      [
        'a/bell-kalah-on-atlas.yaml',
        'kind: chapter\nauthors: ["Bell, A. G."]\ntitle: "Kalah on Atlas"\nin: Machine Intelligence 3\neditors: D. Michie\npublisher: Edinburgh University Press\nplace: Edinburgh\ndate: "1968"\npages: "181–193"',
      ],
    ]).values(),
  ];

  it('prints authors, title, book, pages, publisher and year in order', () => {
    expect(citationText(sample!)).toBe('Bell, A. G. "Kalah on Atlas". Machine Intelligence 3, ed. D. Michie. pp. 181–193, Edinburgh: Edinburgh University Press, 1968.');
  });

  it('names a work briefly by its authors and title', () => {
    expect(shortCitation(sample!)).toBe('Bell, “Kalah on Atlas”');
  });

  it.each([
    ['1968', '1968'],
    ['2014-09', 'September 2014'],
    ['1955-10-11', '11 October 1955'],
  ])('writes the date %s as %s', (date, text) => expect(formatDate(date)).toBe(text));

  it('joins several authors with "and"', () => {
    expect(formatAuthors(['Irving, Geoffrey', 'Donkers, Jeroen', 'Uiterwijk, Jos'])).toBe('Irving, Geoffrey; Donkers, Jeroen and Uiterwijk, Jos');
  });

  it('never prints a shelf mark', () => {
    for (const work of WORKS.values()) expect(citationText(work)).not.toMatch(/\b00[0-3]\b|shelf|seed/i);
  });
});

describe('the bibliography and the pages', () => {
  const cited = new Set(pageFiles.flatMap((f) => (frontmatter(f).references ?? []).map((r) => r.work)));
  const examples = readdirSync(join(content, 'examples')).flatMap((v) =>
    readdirSync(join(content, 'examples', v)).map((f) => parse(readFileSync(join(content, 'examples', v, f), 'utf8')) as { source: { work?: string } }),
  );

  it('every work in content/works is cited by some page or example', () => {
    const used = new Set([...cited, ...examples.flatMap((e) => (e.source.work ? [e.source.work] : []))]);
    expect([...WORKS.keys()].filter((id) => !used.has(id))).toEqual([]);
  });

  it.each(pageFiles.map((f) => [f.replace(content, ''), f]))('%s: every source is also in its references', (_, file) => {
    const data = frontmatter(file);
    const refs = new Set((data.references ?? []).map((r) => r.work));
    expect(data.sources.filter((s) => !refs.has(s))).toEqual([]);
  });

  it.each(pageFiles.map((f) => [f.replace(content, ''), f]))('%s: references come from frontmatter, not a list in the text', (_, file) => {
    const text = readFileSync(file, 'utf8');
    expect(frontmatter(file).references?.length ?? 0).toBeGreaterThan(0);
    expect(text).not.toMatch(/^## References/m);
  });
});
