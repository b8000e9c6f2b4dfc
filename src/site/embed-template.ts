/**
 * The embed panel's code, highlighted at build time: Shiki runs here, in the build, and never in the
 * browser. The panel's chunk imports the result as data (`virtual:embed-code-tokens`, a Vite plugin in
 * astro.config.mjs), so pages carry none of it, and builds the code from it with textContent; the
 * colours go in through the CSSOM, which a Content-Security-Policy does not need to allow by hash.
 */
import { codeToTokens } from 'shiki';
import { EMBED_TEMPLATE } from '../board/embed-code';
import { CODE_THEMES } from './code-themes';

/** A token of the highlighted template: its text, its colour in the light theme and in the dark. */
export type CodeToken = readonly [text: string, light: string, dark: string];

/** The highlighted template: its lines of tokens, and the themes' background, which their colours are chosen to stand out on. */
export interface HighlightedCode {
  readonly lines: readonly (readonly CodeToken[])[];
  readonly background: { readonly light: string; readonly dark: string };
}

let highlighted: Promise<HighlightedCode> | undefined;

/** `EMBED_TEMPLATE` highlighted in the site's code themes (astro.config.mjs, markdown.shikiConfig). */
export function embedTemplateTokens(): Promise<HighlightedCode> {
  return (highlighted ??= codeToTokens(EMBED_TEMPLATE, {
    lang: 'html',
    themes: CODE_THEMES,
    // No time limit a line: Shiki's default (500 ms) leaves the rest of a line plain when the machine
    // is busy, so the build's colours would depend on its load.
    tokenizeTimeLimit: 0,
  }).then(({ tokens, bg = '' }) => ({
    lines: tokens.map((line) => line.map((t): CodeToken => [t.content, t.htmlStyle?.['color'] ?? '', t.htmlStyle?.['--shiki-dark'] ?? ''])),
    // Shiki gives both themes' backgrounds in one declaration: "#ffffff;--shiki-dark-bg:#0a0c10".
    background: { light: bg.split(';')[0]!, dark: /--shiki-dark-bg:([^;]+)/.exec(bg)?.[1] ?? '' },
  })));
}
