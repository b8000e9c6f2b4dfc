/**
 * The glossary: the words our pages use for the parts and moves of the games, from content/glossary.yaml.
 * Pure functions only, so the same code serves the glossary page, the build-time plugin that links
 * terms in the pages (src/integrations/rehype-glossary.ts, loaded by astro.config.mjs outside Vite) and
 * the tests. Which pages use a term is never typed by hand: it is found in the pages' own text.
 */
import { z } from 'astro/zod';
import { parse } from 'yaml';

export const glossaryEntrySchema = z
  .object({
    /** The term as the glossary heads it, e.g. "kichwa", "pie rule". */
    term: z.string().min(1),
    /**
     * Which meaning this entry gives, for a word with more than one (each its own entry): "capture
     * pit" and "ownership" for marker. A page whose word means other than the first sense listed
     * says which in its frontmatter (`glossary: { marker: ownership }`).
     */
    sense: z.string().min(1).optional(),
    /** Other written forms the pages use: plurals, verb forms, another spelling ("front row" for "inner row"). */
    forms: z.array(z.string().min(1)).default([]),
    /** The language the word comes from, only where our pages or the works they cite name it. */
    language: z.string().min(1).optional(),
    /** One or two sentences in our own English. */
    definition: z.string().min(20),
  })
  .strict();

export type GlossaryEntry = z.infer<typeof glossaryEntrySchema> & {
  /** The anchor on /glossary/, e.g. "kichwa", "pie-rule", "icuba", "marker-ownership". */
  id: string;
};

/** The sense a page gives each word with several, by term: { marker: "ownership" }. */
export type SenseChoices = Readonly<Record<string, string>>;

/** The anchor of a term: lower case, accents dropped, words joined by hyphens ("icúba" → "icuba"). */
export const termId = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Parses content/glossary.yaml. Throws, naming the entry, on an invalid one, a form two terms share,
 * or a word entered twice without a sense to tell the entries apart.
 */
export function parseGlossary(text: string): GlossaryEntry[] {
  const raw: unknown = parse(text);
  if (!Array.isArray(raw)) throw new Error('content/glossary.yaml: the file is a list of terms');
  const owners = new Map<string, string>();
  const ids = new Set<string>();
  return raw.map((item, index) => {
    const parsed = glossaryEntrySchema.safeParse(item);
    if (!parsed.success) {
      const name = (item as { term?: unknown } | null)?.term ?? `entry ${index + 1}`;
      throw new Error(`content/glossary.yaml, ${String(name)}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; ')}`);
    }
    const { term, sense } = parsed.data;
    const entry = { ...parsed.data, id: termId(sense ? `${term} ${sense}` : term) };
    if (ids.has(entry.id)) throw new Error(`content/glossary.yaml: "${term}" is entered twice${sense ? ` with the sense "${sense}"` : ''}: give each meaning its own sense`);
    ids.add(entry.id);
    for (const form of [entry.term, ...entry.forms]) {
      const key = form.normalize('NFC').toLowerCase();
      const owner = owners.get(key);
      // The senses of one word share its forms; two different words may not.
      if (owner && owner !== term) throw new Error(`content/glossary.yaml: "${form}" is written under both "${owner}" and "${entry.term}"`);
      owners.set(key, entry.term);
    }
    return entry;
  });
}

/** The senses of each word with several, in the order the glossary lists them. */
const sensesByTerm = (entries: readonly GlossaryEntry[]) => {
  const senses = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) senses.set(entry.term, [...(senses.get(entry.term) ?? []), entry]);
  return senses;
};

/**
 * Checks a page's sense choices against the glossary: each names a word with several senses and one
 * of them. Throws, naming the page and the choice, otherwise.
 */
export function checkSenses(entries: readonly GlossaryEntry[], choices: SenseChoices, page: string): void {
  const senses = sensesByTerm(entries);
  for (const [term, sense] of Object.entries(choices)) {
    const listed = senses.get(term) ?? [];
    if (!listed.some((e) => e.sense === sense)) {
      const known = listed.map((e) => e.sense).filter(Boolean);
      throw new Error(`${page}: the glossary has no sense "${sense}" of "${term}"${known.length ? ` (it has ${known.map((k) => `"${k}"`).join(', ')})` : ''}`);
    }
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for every written form of every term, as whole words, case-insensitive ("Captures" at the
 * start of a sentence is still the term). Longer forms first, so "inner rows" wins over "inner row".
 */
export function termMatcher(entries: readonly GlossaryEntry[], choices: SenseChoices = {}): { pattern: RegExp; entryOf: (match: string) => GlossaryEntry } {
  const byForm = new Map<string, GlossaryEntry>();
  // A word with several senses means the page's chosen one, else the first listed.
  const senses = sensesByTerm(entries);
  const meant = (entry: GlossaryEntry) => {
    const all = senses.get(entry.term)!;
    return (all.find((e) => e.sense === choices[entry.term]) ?? all[0]) === entry;
  };
  for (const entry of entries) {
    if (!meant(entry)) continue;
    for (const form of [entry.term, ...entry.forms]) byForm.set(form.normalize('NFC').toLowerCase(), entry);
  }
  const forms = [...byForm.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    pattern,
    entryOf: (match) => {
      const entry = byForm.get(match.normalize('NFC').toLowerCase());
      if (!entry) throw new Error(`"${match}" is no form of a glossary term`);
      return entry;
    },
  };
}

/**
 * The prose of an MDX page as a reader sees it, near enough to find words in: no frontmatter, import
 * lines, code, component or HTML tags, or link addresses.
 */
export function proseOf(mdx: string): string {
  return mdx
    .normalize('NFC')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, ']');
}

/** The sense choices in an MDX page's frontmatter (`glossary: { marker: ownership }`), or none. */
export function sensesOf(mdx: string): SenseChoices {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(mdx.normalize('NFC'));
  const data = front ? (parse(front[1]!) as { glossary?: SenseChoices } | null) : null;
  return data?.glossary ?? {};
}

/** The terms a page's text uses, by id, in the senses the page chooses. */
export function termsIn(text: string, entries: readonly GlossaryEntry[], choices: SenseChoices = {}): Set<string> {
  const { pattern, entryOf } = termMatcher(entries, choices);
  return new Set([...text.matchAll(pattern)].map((m) => entryOf(m[0]).id));
}

/** For each term id, the source files ("content/variants/bao.mdx") of the pages whose prose uses it, in the order given. */
export function pagesUsing(entries: readonly GlossaryEntry[], pages: ReadonlyArray<readonly [file: string, mdx: string]>): Map<string, string[]> {
  const using = new Map(entries.map((entry) => [entry.id, [] as string[]]));
  for (const [file, mdx] of pages) {
    const choices = sensesOf(mdx);
    checkSenses(entries, choices, file);
    for (const id of termsIn(proseOf(mdx), entries, choices)) using.get(id)!.push(file.replace(/^(\.\.\/)+/, ''));
  }
  return using;
}
