/**
 * Our notations highlighted with Shiki, at build time only (no highlighter reaches the browser).
 * One small synchronous highlighter with just our three grammars and the site's two code themes,
 * so a page with fifty positions costs a few milliseconds, and a rehype plugin can call it.
 */
import type { HighlighterCore } from 'shiki/core';
import { createHighlighterCoreSync } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import githubDark from 'shiki/themes/github-dark-high-contrast.mjs';
import githubLight from 'shiki/themes/github-light-high-contrast.mjs';
import type { NotationLanguage } from './notation-grammar.js';
import { NOTATION_GRAMMARS } from './notation-grammar.js';

/** The same pair the site's Markdown code blocks use (astro.config.mjs), so every code block matches. */
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

let highlighter: HighlighterCore | undefined;
const highlighterOf = (): HighlighterCore =>
  (highlighter ??= createHighlighterCoreSync({ themes: [githubLight, githubDark], langs: [...NOTATION_GRAMMARS], engine: createJavaScriptRegexEngine() }));

/**
 * `code` as highlighted HTML: a `<pre class="astro-code">` block, or with `inline` a `<code>` in running
 * text. Both carry the `astro-code` class, so the site's dark theme styles them as it does Markdown's code.
 */
export function highlightNotation(code: string, lang: NotationLanguage, inline = false): string {
  // An example's position is shown on its game page, its chapter and its embed page: highlight it once.
  const key = `${lang} ${inline} ${code}`;
  let html = highlighted.get(key);
  if (html === undefined) highlighted.set(key, (html = highlight(code, lang, inline)));
  return html;
}
const highlighted = new Map<string, string>();

function highlight(code: string, lang: NotationLanguage, inline: boolean): string {
  const options = { lang, themes: CODE_THEMES, defaultColor: 'light' } as const;
  if (!inline) return highlighterOf().codeToHtml(code, { ...options, transformers: [{ pre: (node) => void addClass(node, 'astro-code') }] });
  const spans = highlighterOf().codeToHtml(code, { ...options, structure: 'inline' });
  return `<code class="astro-code notation-code" data-lang="${lang}">${spans}</code>`;
}

const addClass = (node: { properties: Record<string, unknown> }, name: string) => {
  const classes = node.properties['class'];
  node.properties['class'] = [classes, name].filter(Boolean).join(' ');
};

/** Which notation a piece of inline code is written in, if any: how prose code gets its colours. */
export function notationOf(text: string): NotationLanguage | undefined {
  if (/^[0-9xX]+(?:[._][0-9xX]+)*~[0-9]+(?:\.[0-9]+)*~(?:[a-dA-D]|end(?:-[a-z]+)*)(?:~[a-z0-9.-]+)?$/.test(text)) return 'mancala-position';
  if (/^(?:[A-Da-d]{1,2}[0-9]{1,2}(?:\/[A-Za-z0-9-]+)*|swap|pass)(?:[ ,]+(?:[A-Da-d]{1,2}[0-9]{1,2}(?:\/[A-Za-z0-9-]+)*|swap|pass))*$/.test(text)) return 'mancala-moves';
  // A lone letter is too often something else (the side to move, a seat): a record turn needs a chain or a gain.
  if (/^(?:[a-f](?:-[a-f])+|[A-F](?:-[A-F])+|[a-fA-F]\(\+[0-9]+\)|(?:[a-f](?:-[a-f])*|[A-F](?:-[A-F])*)\(\+[0-9]+\))\*?$/.test(text)) return 'mancala-record';
  return undefined;
}

/** The parts of a hast node the prose plugin handles. */
export interface NotationHast {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: NotationHast[];
}

/** Inline code as hast (for rehype, which builds trees, not strings): the spans go inside the page's own `<code>`. */
export function notationSpans(code: string, lang: NotationLanguage): NotationHast[] {
  const root = highlighterOf().codeToHast(code, { lang, themes: CODE_THEMES, defaultColor: 'light', structure: 'inline' }) as NotationHast;
  return root.children ?? [];
}

/** Each piece of `code` with the innermost grammar scope it got: what the colours are chosen from. */
export function notationScopes(code: string, lang: NotationLanguage): { text: string; scope: string }[] {
  const lines = highlighterOf().codeToTokensBase(code, { lang, theme: CODE_THEMES.light, includeExplanation: true });
  return lines.flat().flatMap((token) => (token.explanation ?? []).map((e) => ({ text: e.content, scope: e.scopes.at(-1)?.scopeName ?? '' })));
}
