/**
 * A rehype plugin, run by the MDX integration at build time: the first time a page's prose uses a
 * glossary term, the word becomes a link to its entry on /glossary/, which the pop-up
 * (src/scripts/term-tip.ts) reads the definition from. Headings, code, links and components (the
 * infobox, diagrams, examples) are left alone, and the link keeps the word exactly as the page writes it.
 * The definitions do not travel with each link: on Bao's worked examples they weighed 850 B gzip,
 * more than that page's budget had left, for a pop-up most readers never open.
 */
import { type GlossaryEntry, type SenseChoices, checkSenses, termMatcher } from '../site/glossary';

/** The parts of a hast tree this plugin reads; MDX adds node types of its own (components, expressions). */
interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Elements whose text is not prose to link from. */
const SKIPPED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'code', 'pre', 'kbd', 'samp', 'script', 'style', 'svg', 'dfn', 'button', 'label']);

export interface GlossaryLinkOptions {
  entries: readonly GlossaryEntry[];
  /** The address of a term's entry, e.g. "/glossary/#kichwa". */
  href: (entry: GlossaryEntry) => string;
  /** Whether to link terms in this source file (given its path); other MDX files are left alone. */
  include?: (path: string) => boolean;
}

/**
 * Links the first use of each term in one tree, in document order, in the senses the page chooses
 * (a word with several means the first listed unless the page says otherwise). Returns the ids of the terms linked.
 */
export function linkTerms(tree: HastNode, options: GlossaryLinkOptions, choices: SenseChoices = {}): string[] {
  const { pattern, entryOf } = termMatcher(options.entries, choices);
  const linked = new Set<string>();
  const split = (text: string): HastNode[] | undefined => {
    const out: HastNode[] = [];
    let at = 0;
    for (const m of text.normalize('NFC').matchAll(pattern)) {
      const entry = entryOf(m[0]);
      if (linked.has(entry.id)) continue;
      linked.add(entry.id);
      if (m.index > at) out.push({ type: 'text', value: text.normalize('NFC').slice(at, m.index) });
      out.push({
        type: 'element',
        tagName: 'a',
        properties: { href: options.href(entry), className: ['term'] },
        children: [{ type: 'text', value: m[0] }],
      });
      at = m.index + m[0].length;
    }
    if (out.length === 0) return undefined;
    if (at < text.length) out.push({ type: 'text', value: text.normalize('NFC').slice(at) });
    return out;
  };
  const walk = (node: HastNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'text' && child.value) return split(child.value) ?? [child];
      if (child.type === 'element' && !SKIPPED.has(child.tagName ?? '')) walk(child);
      // Anything else (MDX components and expressions, comments) is not prose.
      return [child];
    });
  };
  walk(tree);
  return [...linked];
}

export default function rehypeGlossary(options: GlossaryLinkOptions) {
  return (tree: HastNode, file: { path?: string; data?: { astro?: { frontmatter?: { glossary?: SenseChoices } } } }) => {
    if (options.include && !options.include(file.path ?? '')) return;
    // The page's frontmatter, as Astro hands it to the MDX plugins: `glossary: { marker: ownership }`.
    const choices = file.data?.astro?.frontmatter?.glossary ?? {};
    checkSenses(options.entries, choices, file.path ?? 'a page');
    linkTerms(tree, options, choices);
  };
}
