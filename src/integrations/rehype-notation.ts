/**
 * A rehype plugin, run by the MDX integration at build time: code in the prose that is written in
 * one of our notations (a position, moves, a Mancala World turn such as `f-e-f-b`) is highlighted with
 * the same grammars as the examples' code (src/site/notation-grammar.ts). Other inline code is left alone.
 */
import type { NotationHast } from '../site/highlight-notation';
import { notationOf, notationSpans } from '../site/highlight-notation';

/** Highlights every inline `<code>` whose whole text is notation. Returns how many it highlighted. */
export function highlightProseNotation(tree: NotationHast): number {
  let count = 0;
  const visit = (node: NotationHast, inPre: boolean) => {
    if (node.type === 'element' && node.tagName === 'code' && !inPre) {
      const only = node.children?.length === 1 ? node.children[0] : undefined;
      const lang = only?.type === 'text' && only.value ? notationOf(only.value) : undefined;
      if (lang) {
        node.children = notationSpans(only!.value!, lang);
        node.properties = { ...node.properties, className: ['notation-code'], dataLang: lang };
        count++;
      }
      return;
    }
    for (const child of node.children ?? []) visit(child, inPre || node.tagName === 'pre');
  };
  visit(tree, false);
  return count;
}

export default function rehypeNotation() {
  return (tree: NotationHast) => void highlightProseNotation(tree);
}
