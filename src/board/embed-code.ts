/**
 * The code a teacher pastes to embed a board: the `<iframe>`, its suggested size, and the host snippet
 * that lets the frame size itself. Pure: the build highlights `EMBED_TEMPLATE` once (Shiki stays on the
 * server) and the browser fills the placeholders of that markup as text, so what is shown and what is
 * copied are the same characters as `iframeCode` writes.
 */
import { HEIGHT_MESSAGE } from './embed-message.js';

export { HEIGHT_MESSAGE };

/** What an embed shows: the board alone, the board with each step's sentence, or everything with the buttons. */
export type ShowMode = 'board' | 'captions' | 'controls';
export const SHOW_MODES: readonly ShowMode[] = ['board', 'captions', 'controls'];
export const DEFAULT_SHOW: ShowMode = 'controls';

/**
 * An embed's colours: the reader's device setting (the default), or pinned light or dark to match the
 * host page (`?theme=`, applied before the first paint by src/components/EmbedFrame.astro).
 */
export type EmbedTheme = 'auto' | 'light' | 'dark';
export const EMBED_THEMES: readonly EmbedTheme[] = ['light', 'dark', 'auto'];

/** `?show=` as given; anything else is the default (an embed must never break on a typo). */
export const readShow = (value: string | null | undefined): ShowMode => ((SHOW_MODES as readonly string[]).includes(value ?? '') ? (value as ShowMode) : DEFAULT_SHOW);

/** What an embed holds, as much as its size depends on it: the board, and the length of each text around it. */
export interface EmbedContent {
  readonly kind: 'moves' | 'compare' | 'game' | 'play';
  /** The board drawing's own size (its SVG viewBox), from the layout. */
  readonly board: { readonly width: number; readonly height: number };
  /** Comparisons: how many boards. */
  readonly panels?: number;
  /** Characters of the title and introduction printed above the board. */
  readonly introChars?: number;
  /** Characters of the longest caption under the board, so the frame fits every step. */
  readonly captionChars?: number;
  /** Characters of the longest title over a comparison's panel. */
  readonly labelChars?: number;
  /** Characters of the longest outcome under a comparison's panel. */
  readonly outcomeChars?: number;
  /** Game records: the move buttons under the board, and the characters of their labels together. */
  readonly chapters?: number;
  readonly chapterChars?: number;
  /** Game records: characters of the misprint notes under the board. */
  readonly notesChars?: number;
}

export interface FrameSize {
  readonly width: number;
  readonly height: number;
}

/*
 * Sizes in CSS pixels, measured on the embed page (src/styles/embed.css, site.css, board.css) at the
 * default 16 px text: a line of text is 1.6em, 25.6 px; the caption keeps 3.2em (two lines) free and
 * grows with a longer sentence; a row of buttons is 0.95rem text, 0.3rem padding and a border (36 px)
 * plus the gap; a game's move buttons are 0.85rem monospace (8.2 px a character) with 24 px of padding,
 * border and gap. The board is drawn at most 1.15 times its own units wide (board.css), so a wide frame
 * does not make it huge. Characters of proportional text are taken as 8 px wide on average, and lines
 * are rounded up: a frame a little tall leaves a margin, one a little short scrolls.
 */
const PAD = 8; // the embed page's padding, each side
const LINE = 26; // one line of 16 px text
const SMALL_LINE = 23; // one line of 0.9rem text (the status line, the errata)
const GAP = 4; // the margin between rows
const CAPTION_MIN = 2; // lines the caption always keeps
const BUTTON_ROW = 40;
/** The stepper's five buttons and the speed menu, in one row. */
const CONTROLS_WIDTH = 440;
const CHAPTER_CHAR = 8.2;
const CHAPTER_PAD = 24;
const CHAPTER_ROW = 33;
const CREDIT = 48; // the credit line under every embed: the game and the source, often two lines of 0.85rem
const DETAILS = 34; // "All the steps as text", closed
const TOOLS = 26; // the links under the board
const KEY_HINT = 26;
const CHAR_WIDTH = 8; // an average character of 16 px system text
const BOLD_CHAR_WIDTH = 8.8;
/** Widest frame suggested for one board, and a comparison's panel: 22.5rem, the narrowest that keeps a four-row board unturned (embed.css). */
const MAX_SINGLE = 640;
const PANEL = 360;
const PANEL_GAP = 16;

/** Lines a text wraps to: a line breaks between words, so it is taken as 90% full. */
const lines = (chars: number | undefined, width: number, charWidth = CHAR_WIDTH) => Math.max(1, Math.ceil(((chars ?? 0) * charWidth) / (width * 0.9)));

/** The frame size that shows everything `mode` asks for without scrolling, for `content`. */
export function suggestSize(content: EmbedContent, mode: ShowMode): FrameSize {
  const { board, kind } = content;
  const columns = kind === 'compare' ? Math.min(content.panels ?? 1, 2) : 1;
  const boardWidth = Math.round(board.width * 1.15);
  const inner = columns > 1 ? columns * PANEL + (columns - 1) * PANEL_GAP : Math.min(boardWidth, MAX_SINGLE - 2 * PAD);
  const column = columns > 1 ? PANEL : inner;
  let one = Math.ceil((Math.min(boardWidth, column) * board.height) / board.width); // one board and what goes with it
  if (kind === 'compare') one += LINE * lines(content.labelChars, column, BOLD_CHAR_WIDTH) + 2 * GAP; // the panel's title
  if (mode !== 'board') {
    one += (kind === 'play' ? 2 : 1) * SMALL_LINE + 2 * GAP; // the status line; a play board's can take two
    one += LINE * Math.max(CAPTION_MIN, lines(content.captionChars, column)) + 2 * GAP;
    if (kind === 'compare') one += LINE * lines(content.outcomeChars, column) + 2 * GAP;
    if (kind === 'play') one += LINE; // the moves played so far
  }
  if (mode === 'controls') {
    one += BUTTON_ROW * Math.ceil(CONTROLS_WIDTH / column);
    if (kind === 'compare') one += DETAILS;
    if (kind === 'game' && content.chapters) {
      const row = (content.chapterChars ?? 0) * CHAPTER_CHAR + content.chapters * CHAPTER_PAD;
      // A button that does not fit moves to the next row whole: a row is taken as 85% full.
      one += CHAPTER_ROW * Math.ceil(row / (column * 0.85)) + 2 * GAP;
    }
  }
  const rows = Math.ceil((content.panels ?? 1) / columns);
  let height = rows * one + (rows - 1) * PANEL_GAP;
  if (mode !== 'board' && content.introChars) height += LINE * lines(content.introChars, inner) + GAP;
  if (mode === 'controls') {
    if (kind === 'compare') height += LINE + 2 * GAP; // "Step the panels together"
    if (kind !== 'play') height += KEY_HINT + DETAILS + TOOLS;
    if (content.notesChars) height += SMALL_LINE * lines(content.notesChars, inner - 40) + 2 * LINE;
  }
  height += CREDIT + 2 * PAD;
  return { width: inner + 2 * PAD, height: Math.ceil(height) };
}

/** `&`, `"`, `<` and `>` as entities, so any title stays inside its attribute and writes no markup. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The embed page's address for a mode, step and colours: the mode is left out when it is the default,
 * the step when it is the start, the colours when they follow the device. The rest of the query is kept
 * as written (a play board's game, already readable and URL-safe), not re-encoded.
 */
export function embedAddress(page: string, mode: ShowMode, step = 0, theme: EmbedTheme = 'auto'): string {
  const [path, query = ''] = page.split('#')[0]!.split('?');
  const kept = query.split('&').filter((part) => part && !/^(show|step|theme)=/.test(part));
  if (mode !== DEFAULT_SHOW) kept.push(`show=${mode}`);
  if (step > 0) kept.push(`step=${step}`);
  if (theme !== 'auto') kept.push(`theme=${theme}`);
  return kept.length ? `${path}?${kept.join('&')}` : path!;
}

/**
 * The snippet a host page needs once, whatever number of embeds it holds: it sets each frame's height
 * from the messages its own frames send (the source must be one of the page's iframes, the origin ours).
 */
export function hostSnippet(origin: string): string {
  return [
    '<script>',
    `/* Mancala Atlas embeds size themselves to fit: paste this once per page. */`,
    "addEventListener('message', function (e) {",
    `  if (e.origin !== ${JSON.stringify(origin)} || !e.data || e.data.type !== '${HEIGHT_MESSAGE}') return;`,
    "  document.querySelectorAll('iframe').forEach(function (f) {",
    "    if (f.contentWindow === e.source) f.style.height = Math.ceil(e.data.height) + 'px';",
    '  });',
    '});',
    '</script>',
  ].join('\n');
}

export interface IframeValues {
  readonly src: string;
  readonly title: string;
  readonly width: number;
  readonly height: number;
}

const iframeLine = (v: { src: string; title: string; width: string; height: string }) =>
  `<iframe src="${v.src}" title="${v.title}" width="${v.width}" height="${v.height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;

/** The code to paste: the frame, then the host snippet. */
export function iframeCode(values: IframeValues, origin: string): string {
  const { src, title, width, height } = values;
  return `${iframeLine({ src: escapeAttribute(src), title: escapeAttribute(title), width: String(width), height: String(height) })}\n${hostSnippet(origin)}`;
}

/** Placeholders the build highlights in place of the values; plain words, so Shiki keeps each inside one token. */
export const PLACEHOLDERS = { src: 'EMBEDSRC', title: 'EMBEDTITLE', width: 'EMBEDWIDTH', height: 'EMBEDHEIGHT', origin: 'EMBEDORIGIN' } as const;

/** What the build highlights: `iframeCode` with placeholders for every value. */
export const EMBED_TEMPLATE = `${iframeLine(PLACEHOLDERS)}\n${hostSnippet(PLACEHOLDERS.origin).replace(JSON.stringify(PLACEHOLDERS.origin), `"${PLACEHOLDERS.origin}"`)}`;

/**
 * The text of one piece of the highlighted template with the values in: what the browser writes into
 * each text node (as text, never as markup). Escaped exactly as `iframeCode` escapes them.
 */
export function fillPlaceholders(text: string, values: IframeValues, origin: string): string {
  const filled: Record<keyof typeof PLACEHOLDERS, string> = {
    src: escapeAttribute(values.src),
    title: escapeAttribute(values.title),
    width: String(values.width),
    height: String(values.height),
    // JSON.stringify's quotes are the template's own; an origin has no quote or backslash to escape.
    origin: JSON.stringify(origin).slice(1, -1),
  };
  let out = text;
  for (const key of Object.keys(PLACEHOLDERS) as (keyof typeof PLACEHOLDERS)[]) out = out.split(PLACEHOLDERS[key]).join(filled[key]);
  return out;
}
