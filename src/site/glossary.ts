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
    /** Other written forms the pages use: plurals, verb forms, another spelling ("front row" for "inner row"). */
    forms: z.array(z.string().min(1)).default([]),
    /** The language the word comes from, only where our pages or the works they cite name it. */
    language: z.string().min(1).optional(),
    /** One or two sentences in our own English. */
    definition: z.string().min(20),
  })
  .strict();

export type GlossaryEntry = z.infer<typeof glossaryEntrySchema> & {
  /** The anchor on /glossary/, e.g. "kichwa", "pie-rule", "icuba". */
  id: string;
};

/** The anchor of a term: lower case, accents dropped, words joined by hyphens ("icúba" → "icuba"). */
export const termId = (term: string): string =>
  term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Parses content/glossary.yaml. Throws, naming the entry, on an invalid one, a repeated term or a form two terms share. */
export function parseGlossary(text: string): GlossaryEntry[] {
  const raw: unknown = parse(text);
  if (!Array.isArray(raw)) throw new Error('content/glossary.yaml: the file is a list of terms');
  const owners = new Map<string, string>();
  return raw.map((item, index) => {
    const parsed = glossaryEntrySchema.safeParse(item);
    if (!parsed.success) {
      const name = (item as { term?: unknown } | null)?.term ?? `entry ${index + 1}`;
      throw new Error(`content/glossary.yaml, ${String(name)}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; ')}`);
    }
    const entry = { ...parsed.data, id: termId(parsed.data.term) };
    for (const form of [entry.term, ...entry.forms]) {
      const key = form.normalize('NFC').toLowerCase();
      const owner = owners.get(key);
      if (owner) throw new Error(`content/glossary.yaml: "${form}" is written under both "${owner}" and "${entry.term}"`);
      owners.set(key, entry.term);
    }
    return entry;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for every written form of every term, as whole words, case-insensitive ("Captures" at the
 * start of a sentence is still the term). Longer forms first, so "inner rows" wins over "inner row".
 */
export function termMatcher(entries: readonly GlossaryEntry[]): { pattern: RegExp; entryOf: (match: string) => GlossaryEntry } {
  const byForm = new Map<string, GlossaryEntry>();
  for (const entry of entries) for (const form of [entry.term, ...entry.forms]) byForm.set(form.normalize('NFC').toLowerCase(), entry);
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

/** The terms a page's text uses, by id. */
export function termsIn(text: string, entries: readonly GlossaryEntry[]): Set<string> {
  const { pattern, entryOf } = termMatcher(entries);
  return new Set([...text.matchAll(pattern)].map((m) => entryOf(m[0]).id));
}

/** For each term id, the source files ("content/variants/bao.mdx") of the pages whose prose uses it, in the order given. */
export function pagesUsing(entries: readonly GlossaryEntry[], pages: ReadonlyArray<readonly [file: string, mdx: string]>): Map<string, string[]> {
  const using = new Map(entries.map((entry) => [entry.id, [] as string[]]));
  for (const [file, mdx] of pages) for (const id of termsIn(proseOf(mdx), entries)) using.get(id)!.push(file.replace(/^(\.\.\/)+/, ''));
  return using;
}
