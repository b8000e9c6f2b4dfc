/** The plugin that links glossary terms in the pages: the first use only, in prose only, the word kept as written. */
import { describe, expect, it } from 'vitest';
import { linkTerms } from '../../src/integrations/rehype-glossary';
import { parseGlossary } from '../../src/site/glossary';

const entries = parseGlossary(`
- term: pit
  forms: [pits]
  definition: One of the hollows of a mancala board.
- term: inner row
  forms: [front row]
  definition: The row of a player's two that faces the opponent.
- term: kichwa
  language: Swahili
  definition: An end pit of a player's front row in Bao.
`);
const options = { entries, href: (e: { id: string }) => `/glossary/#${e.id}` };

type Node = { type: string; value?: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };
const text = (value: string): Node => ({ type: 'text', value });
const el = (tagName: string, ...children: Node[]): Node => ({ type: 'element', tagName, properties: {}, children });
const root = (...children: Node[]): Node => ({ type: 'root', children });
/** The tree as compact markup, enough to read the result. */
const html = (node: Node): string =>
  node.type === 'text'
    ? node.value!
    : node.type === 'element'
      ? `<${node.tagName}${node.tagName === 'a' && node.properties?.href ? ` href="${node.properties.href}"` : ''}>${(node.children ?? []).map(html).join('')}</${node.tagName}>`
      : node.type === 'root'
        ? (node.children ?? []).map(html).join('')
        : `[${node.type}]`;

describe('linkTerms', () => {
  it('links the first use of each term, keeping the word as the page writes it', () => {
    const tree = root(el('p', text('Pits hold seeds. Every pit is sown from the kichwa, and the kichwa again.')));
    expect(linkTerms(tree, options)).toEqual(['pit', 'kichwa']);
    expect(html(tree)).toBe('<p><a href="/glossary/#pit">Pits</a> hold seeds. Every pit is sown from the <a href="/glossary/#kichwa">kichwa</a>, and the kichwa again.</p>');
  });

  it('marks the link as a term for the pop-up', () => {
    const tree = root(el('p', text('A kichwa.')));
    linkTerms(tree, options);
    const link = tree.children![0]!.children![1]!;
    expect(link.properties).toEqual({ href: '/glossary/#kichwa', className: ['term'] });
  });

  it('skips headings, code, links and components, and links the first use in the prose after them', () => {
    const tree = root(
      el('h2', text('The kichwa')),
      el('p', el('code', text('kichwa')), text(' '), el('a', text('pits'))),
      { type: 'mdxJsxFlowElement', children: [el('p', text('a kichwa in a component'))] },
      el('p', text('The kichwa and its pit.')),
    );
    linkTerms(tree, options);
    expect(html(tree)).toBe(
      '<h2>The kichwa</h2><p><code>kichwa</code> <a>pits</a></p>[mdxJsxFlowElement]<p>The <a href="/glossary/#kichwa">kichwa</a> and its <a href="/glossary/#pit">pit</a>.</p>',
    );
  });

  it('links inside emphasis, as a whole word, the longest form first', () => {
    const tree = root(el('p', text('Pitfalls aside, the '), el('em', text('front row')), text(' and the front rows.')));
    linkTerms(tree, options);
    expect(html(tree)).toBe('<p>Pitfalls aside, the <em><a href="/glossary/#inner-row">front row</a></em> and the front rows.</p>');
  });
});
