/**
 * Our notations highlighted with Shiki, at build time only (no highlighter reaches the browser).
 * One small synchronous highlighter with just our three grammars, so a page with fifty positions
 * costs a few milliseconds, and a rehype plugin can call it. Shiki's tokenizer cuts the code by the
 * grammar's scopes; the colours come from the site's stylesheet, in its light and dark themes alike.
 */
import type { HighlighterCore } from 'shiki/core';
import { createHighlighterCoreSync } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import githubLight from 'shiki/themes/github-light-high-contrast.mjs';
import type { NotationLanguage } from './notation-grammar.js';
import { NOTATION_GRAMMARS } from './notation-grammar.js';

/** Shiki needs a theme to tokenize with; only the grammar's scopes are read from its tokens. */
const THEME = 'github-light-high-contrast';

let highlighter: HighlighterCore | undefined;
const highlighterOf = (): HighlighterCore =>
  (highlighter ??= createHighlighterCoreSync({ themes: [githubLight], langs: [...NOTATION_GRAMMARS], engine: createJavaScriptRegexEngine() }));

/**
 * What each scope of our grammars is drawn as: a short class the site's stylesheet colours
 * (src/styles/site.css, `.nt-*`, in both themes). Classes rather than Shiki's inline styles: Bao's
 * worked examples show fifty positions, and a style on every token would weigh more than the text.
 */
const CLASS_OF: readonly [scope: string, cls: string][] = [
  ['constant.numeric.count', 'nt-n'],
  ['constant.character.out-of-play', 'nt-x'],
  ['entity.name.function.store', 'nt-s'],
  ['entity.name.function.north', 'nt-u'],
  ['variable', 'nt-v'],
  ['keyword', 'nt-k'],
  ['entity.name.tag', 'nt-t'],
  ['markup.heading.turn', 'nt-h'],
  ['string.gain', 'nt-g'],
  ['comment', 'nt-c'],
];

/** A piece of code and the class it is drawn with (none for punctuation and plain text). */
export interface NotationPiece {
  readonly text: string;
  readonly cls?: string;
}

/** `code` cut where the grammar's scopes change, each piece with its class; neighbours of one class are joined. */
export function notationPieces(code: string, lang: NotationLanguage): NotationPiece[] {
  const pieces: NotationPiece[] = [];
  for (const { text, scope } of notationScopes(code, lang)) {
    const cls = CLASS_OF.find(([prefix]) => scope === prefix || scope.startsWith(`${prefix}.`))?.[1];
    const last = pieces[pieces.length - 1];
    if (last && last.cls === cls) pieces[pieces.length - 1] = { text: last.text + text, ...(cls ? { cls } : {}) };
    else pieces.push({ text, ...(cls ? { cls } : {}) });
  }
  return pieces;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `code` as highlighted HTML: a `<pre class="notation-block">` block, or with `inline` a `<code>` in
 * running text.
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
  const spans = notationPieces(code, lang)
    .map(({ text, cls }) => (cls ? `<span class="${cls}">${escapeHtml(text)}</span>` : escapeHtml(text)))
    .join('');
  return inline ? `<code class="notation-code" data-lang="${lang}">${spans}</code>` : `<pre class="notation-block" data-lang="${lang}"><code>${spans}</code></pre>`;
}

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
  return notationPieces(code, lang).map(({ text, cls }) =>
    cls ? { type: 'element', tagName: 'span', properties: { className: [cls] }, children: [{ type: 'text', value: text }] } : { type: 'text', value: text },
  );
}

/** Each piece of `code` with the innermost grammar scope it got: what the colours are chosen from. */
export function notationScopes(code: string, lang: NotationLanguage): { text: string; scope: string }[] {
  const lines = highlighterOf().codeToTokensBase(code, { lang, theme: THEME, includeExplanation: true, tokenizeTimeLimit: 0 });
  return lines.flatMap((line, i) => [
    ...(i > 0 ? [{ text: '\n', scope: '' }] : []),
    ...line.flatMap((token) => (token.explanation ?? []).map((e) => ({ text: e.content, scope: e.scopes.at(-1)?.scopeName ?? '' }))),
  ]);
}
