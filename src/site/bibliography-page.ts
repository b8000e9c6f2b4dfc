/**
 * The bibliography page's contents: every work in content/works/, grouped so a reader finds the
 * atlas's own sources first and then the rest by kind, each with the pages that cite it. Built from
 * the works and the pages' `references`, so a work a page adds appears here with no list to keep.
 */
import { noteText, type Work } from './bibliography';

export interface CitingPage {
  title: string;
  /** The page's address, e.g. "/variants/wari/". */
  href: string;
  references: readonly { work: string; part?: string | undefined; note: string }[];
}

export interface Citation {
  title: string;
  /** The page's reference entry, e.g. "/variants/wari/#ref-de-toffoli-giochi-di-mancala". */
  href: string;
  /** What the page takes from the work, when short enough to read in a list. */
  note?: string;
}

export interface BibliographyEntry {
  work: Work;
  citedBy: Citation[];
}

export interface BibliographyGroup {
  id: string;
  heading: string;
  entries: BibliographyEntry[];
}

type Group = { id: string; heading: string; holds: (w: Work) => boolean };

/** In reading order; a work goes in the first group that holds it. */
const GROUPS: readonly Group[] = [
  // `shelf` marks the texts our rules come from; it is never printed, but it is what puts them first.
  { id: 'sources', heading: 'The sources of our rules', holds: (w) => w.shelf !== undefined },
  { id: 'books', heading: 'Books, theses and reports', holds: (w) => ['book', 'thesis', 'chapter', 'report'].includes(w.kind) },
  { id: 'articles', heading: 'Articles, papers and newspapers', holds: (w) => ['article', 'series', 'paper', 'newspaper'].includes(w.kind) },
  { id: 'wikis', heading: 'Encyclopedias and wikis', holds: (w) => w.kind === 'wiki' },
  { id: 'web', heading: 'Websites, blogs and software', holds: (w) => ['web', 'blog', 'software'].includes(w.kind) },
  { id: 'patents-rules', heading: 'Patents and published rules', holds: (w) => ['patent', 'rules'].includes(w.kind) },
];

/** A note longer than this is the page's to tell: the list links to it instead. */
export const SHORT_NOTE = 90;

/** Authors first, else the wiki or website, then the title: how a reader scans a bibliography. */
const sortKey = (w: Work) => `${w.authors[0] ?? w.in ?? ''} ${w.title}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function bibliographyGroups(works: ReadonlyMap<string, Work>, pages: readonly CitingPage[]): BibliographyGroup[] {
  const citedBy = new Map<string, Citation[]>();
  for (const page of pages) {
    for (const ref of page.references) {
      const note = [ref.part, ref.note].filter(Boolean).join(': ');
      const citation: Citation = { title: page.title, href: `${page.href}#ref-${ref.work}`, ...(noteText(note).length <= SHORT_NOTE ? { note } : {}) };
      citedBy.set(ref.work, [...(citedBy.get(ref.work) ?? []), citation]);
    }
  }
  const groups = GROUPS.map(({ id, heading }) => ({ id, heading, entries: [] as BibliographyEntry[] }));
  for (const work of works.values()) {
    const at = GROUPS.findIndex((g) => g.holds(work));
    if (at < 0) throw new Error(`content/works/${work.id}.yaml: no bibliography group holds the kind "${work.kind}" (GROUPS in src/site/bibliography-page.ts)`);
    groups[at]!.entries.push({ work, citedBy: (citedBy.get(work.id) ?? []).sort((a, b) => a.title.localeCompare(b.title)) });
  }
  for (const group of groups) group.entries.sort((a, b) => sortKey(a.work).localeCompare(sortKey(b.work)));
  return groups.filter((g) => g.entries.length > 0);
}
