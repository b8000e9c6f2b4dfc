/**
 * The works our pages cite: one file per work in content/works/<id>.yaml, read at build time.
 * Pages name works by id (frontmatter `sources` and `references`, an example's `source.work`), so a
 * citation is written once, checked once, and printed the same way on every page that uses it.
 */
import { z } from 'astro/zod';
import { parse } from 'yaml';

export const WORK_KINDS = ['article', 'series', 'book', 'thesis', 'chapter', 'paper', 'report', 'web', 'wiki', 'blog', 'patent', 'rules', 'newspaper', 'software'] as const;

/** content/works/<id>.yaml. Every field but `kind` and `title` is optional: write what the work has. */
export const workSchema = z
  .object({
    kind: z.enum(WORK_KINDS),
    /** "Family, Given", e.g. ["De Toffoli, Dario"]; an organisation as one string; none for a wiki article. */
    authors: z.array(z.string().min(1)).default([]),
    /** The title as published, e.g. "I giochi di Mancala (Awele)". */
    title: z.string().min(1),
    /** An English gloss of a title in another language, e.g. "The mancala games (Awele)". */
    english: z.string().optional(),
    /** Where it appears: a journal, a website, a wiki and its edition ("Wikipedia (Italian)"), a book. */
    in: z.string().optional(),
    /** Editors of the book a chapter is in, e.g. "D. Michie". */
    editors: z.string().optional(),
    /** A part of the work, e.g. 'column "Nel mondo dei giochi", parts 1–6'. */
    section: z.string().optional(),
    publisher: z.string().optional(),
    place: z.string().optional(),
    /** A year, a month ("2014-09") or a day ("1955-10-11"). */
    date: z
      .string()
      .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'a date is YYYY, YYYY-MM or YYYY-MM-DD')
      .optional(),
    volume: z.string().optional(),
    issue: z.string().optional(),
    pages: z.string().optional(),
    /** A patent's, memo's or report's number, e.g. "US 2,720,362". */
    number: z.string().optional(),
    /** The language of a work not in English, e.g. "Italian". */
    language: z.string().optional(),
    /** The licence of a text we draw on, e.g. "CC BY-SA 2.5". */
    license: z.string().optional(),
    /** Where the work can be read online: an address we have checked; https wherever the site offers it. */
    url: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'links are http or https addresses')
      .optional(),
    /** How we know a work we have not read ourselves, e.g. "as quoted by the Ludii portal". */
    via: z.string().optional(),
    /** Our shelf mark for the four source texts ("001"): for maintainers only, never printed. */
    shelf: z.enum(['000', '001', '002', '003']).optional(),
  })
  .strict();

export type Work = z.infer<typeof workSchema> & { id: string };

const WORK_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Parses the work files: [file name, YAML text]. Throws, naming the file, on any invalid one. */
export function parseWorks(files: ReadonlyArray<readonly [string, string]>): ReadonlyMap<string, Work> {
  const works = new Map<string, Work>();
  for (const [file, text] of files) {
    const id = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
    if (!WORK_ID.test(id)) throw new Error(`content/works/${id}.yaml: a work's file name is lower-case words joined by hyphens`);
    const parsed = workSchema.safeParse(parse(text));
    if (!parsed.success) throw new Error(`content/works/${id}.yaml: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; ')}`);
    works.set(id, { ...parsed.data, id });
  }
  return works;
}

const files = Object.entries(import.meta.glob('../../content/works/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>);

/** Every work, by id. */
export const WORKS: ReadonlyMap<string, Work> = parseWorks(files);

export const isWorkId = (id: string): boolean => WORKS.has(id);

/** A work id in frontmatter or an example: unknown ids fail the build with the list of known ones. */
export const workId = z.string().refine(isWorkId, (id) => ({ message: `no work "${id}" in content/works/ (known: ${[...WORKS.keys()].join(', ')})` }));

export function work(id: string): Work {
  const found = WORKS.get(id);
  if (!found) throw new Error(`No work "${id}" in content/works/.`);
  return found;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "1955-10-11" → "11 October 1955"; "2014-09" → "September 2014". */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  if (!month) return year!;
  const name = MONTHS[Number(month) - 1]!;
  return day ? `${Number(day)} ${name} ${year}` : `${name} ${year}`;
}

/** "De Toffoli, Dario" ; "A and B" ; "A, B and C". */
export function formatAuthors(authors: readonly string[]): string {
  if (authors.length <= 1) return authors[0] ?? '';
  return `${authors.slice(0, -1).join('; ')} and ${authors.at(-1)}`;
}

/** Titles of whole works are set in italics; articles, chapters, web pages and entries in quotes. */
const STANDALONE = new Set<Work['kind']>(['book', 'thesis', 'report', 'software']);
/** Journals, newspapers, magazines and edited books are italic; websites and wikis are not. */
const ITALIC_CONTAINER = new Set<Work['kind']>(['article', 'series', 'chapter', 'paper', 'newspaper']);
export const isStandalone = (w: Work): boolean => STANDALONE.has(w.kind);

/**
 * A citation as plain parts, so a component can set the title in italics or quotes and the link
 * apart, and a test can read it: authors, title, then the rest in order.
 */
export interface CitationParts {
  authors: string;
  title: string;
  english?: string;
  standalone: boolean;
  /** The journal, newspaper or book it appears in, set in italics; a website or wiki is in `details`. */
  container?: string;
  /** Everything after the title and container, each a sentence: "column …, parts 1–6", "In Italian". */
  details: string[];
  url?: string;
}

export function citationParts(w: Work): CitationParts {
  const italic = w.in !== undefined && ITALIC_CONTAINER.has(w.kind);
  const where = [!italic && w.in, w.section].filter(Boolean).join(', ');
  const numbers = [w.volume && `vol. ${w.volume}`, w.issue && `no. ${w.issue}`, w.pages && `pp. ${w.pages}`].filter(Boolean).join(', ');
  const publication = [w.place, w.publisher].filter(Boolean).join(': ');
  const details = [where, w.number, numbers, publication, w.date && formatDate(w.date)].filter((part): part is string => Boolean(part));
  const notes = [w.language && `In ${w.language}`, w.license && `Text under ${w.license}`, w.via && capitalize(w.via)].filter((part): part is string => Boolean(part));
  return {
    authors: formatAuthors(w.authors),
    title: w.title,
    ...(w.english ? { english: w.english } : {}),
    standalone: isStandalone(w),
    ...(italic ? { container: w.editors ? `${w.in}, ed. ${w.editors}` : w.in } : {}),
    details: [details.join(', '), ...notes].filter(Boolean),
    ...(w.url ? { url: w.url } : {}),
  };
}

/** The citation as one line of text: what a test, a feed or the command line prints. */
export function citationText(w: Work): string {
  const parts = citationParts(w);
  const title = parts.standalone ? parts.title : `"${parts.title}"`;
  const sentences = [parts.authors, `${title}${parts.english ? ` [${parts.english}]` : ''}`, parts.container ?? '', ...parts.details].filter(Boolean);
  return `${sentences.map((t) => withStop(capitalize(t))).join(' ')}${parts.url ? ` ${parts.url}` : ''}`;
}

/** "Bell, A. G." stays as it is; "Kalah" becomes "Kalah.": no doubled full stop after an initial. */
export function withStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A short name for a credit line: "De Toffoli, “I giochi di Mancala (Awele)”" or "Wikipedia (Italian), “Bao”". */
export function shortCitation(w: Work): string {
  const who =
    w.authors.length > 0
      ? w.authors
          .map((a) => a.split(',')[0])
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')
      : (w.in ?? '');
  const title = isStandalone(w) ? w.title : `“${w.title}”`;
  return who ? `${who}, ${title}` : title;
}

/** A detail starting a sentence: capitalised, except an abbreviation that is always lower case ("pp. 181–193", "vol. 6"). */
export function capitalize(text: string): string {
  return /^(pp?|vol|no|ed)\. /.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stretch of a note: plain, or set in italics. */
export interface NoteSpan {
  text: string;
  em: boolean;
}

/**
 * A reference note as spans: `*gomate*` (Markdown emphasis, the one mark-up a note may use, for a
 * word in another language or a species' name) is a span in italics, the asterisks dropped. An
 * asterisk with no partner is text. Every renderer of a note reads it through this, so no page
 * prints the asterisks.
 */
export function noteSpans(note: string): NoteSpan[] {
  const spans: NoteSpan[] = [];
  let at = 0;
  for (const m of note.matchAll(/\*(?=\S)([^*]*?\S)\*/g)) {
    if (m.index > at) spans.push({ text: note.slice(at, m.index), em: false });
    spans.push({ text: m[1]!, em: true });
    at = m.index + m[0].length;
  }
  if (at < note.length) spans.push({ text: note.slice(at), em: false });
  return spans;
}

/** The note as plain text, as a reader hears it: the emphasis marks dropped. */
export const noteText = (note: string): string =>
  noteSpans(note)
    .map((s) => s.text)
    .join('');
