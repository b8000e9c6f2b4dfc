/** The References section is drawn by the layout from frontmatter, so the contents list gets its entry here. */
import type { MarkdownHeading } from 'astro';

export function withReferences(headings: MarkdownHeading[], references: readonly unknown[]): MarkdownHeading[] {
  return references.length > 0 ? [...headings, { depth: 2, slug: 'references', text: 'References' }] : headings;
}
