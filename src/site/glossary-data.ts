/** The glossary and the pages that use each term, read at build time through Vite (the page and the tests). */
import { type GlossaryEntry, pagesUsing, parseGlossary } from './glossary';

import glossaryText from '../../content/glossary.yaml?raw';

export const GLOSSARY: readonly GlossaryEntry[] = parseGlossary(glossaryText);

const pages = Object.entries(
  import.meta.glob(['../../content/variants/*.mdx', '../../content/chapters/*/*.mdx', '../../content/topics/*.mdx'], { query: '?raw', import: 'default', eager: true }) as Record<
    string,
    string
  >,
).sort(([a], [b]) => a.localeCompare(b));

/** Term id → source files of the pages that use it ("content/variants/bao.mdx"). */
export const PAGES_USING: ReadonlyMap<string, readonly string[]> = pagesUsing(GLOSSARY, pages);
