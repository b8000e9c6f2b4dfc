/**
 * A board as a standalone SVG file: what "Download" saves in the browser and what `mancala svg`
 * writes, made by one function from the same `Board` the page shows, so both give the same bytes
 * for the same position. Pure: no DOM, no file system (the browser's PNG is drawn from this string).
 *
 * The file carries everything it needs: the namespace, its size, a <title>, a white ground and its
 * own styles with the light theme's colours written out (a slide or a word processor knows no CSS
 * variables and no page stylesheet).
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { Board } from './Board.js';
import type { BoardLayout } from '../board/layout.js';

import type { DiagramFrame } from '../board/layout.js';

export type { DiagramFrame };

/** What to save, read at the moment the reader saves it (the board may have moved on since the menu opened). */
export interface DownloadSource {
  readonly layout: BoardLayout;
  readonly frame: DiagramFrame;
  /** The file's title: the game's or the example's name. */
  readonly title: string;
  /** The words under the board, when the reader keeps the caption. */
  readonly caption: string;
  /** The file's name, before its extension is added. */
  readonly name: string;
}

export interface MenuProps {
  source: () => DownloadSource;
}

export interface DiagramOptions {
  /** The file's <title> and the board's accessible name: the game's name, or the example's title. */
  readonly title: string;
  /** Pit, row and column names on the board (default on). */
  readonly labels?: boolean;
  /** Words printed under the board, wrapped to its width; none when absent or blank. */
  readonly caption?: string;
}

export interface DiagramFile {
  readonly svg: string;
  /** The drawing's size in CSS pixels (the PNG is drawn at twice this). */
  readonly width: number;
  readonly height: number;
}

/**
 * The light theme's board colours, as src/styles/board.css declares them on :root (a unit test
 * checks they agree, so a change of palette there reaches the files too).
 */
export const LIGHT_PALETTE = {
  ink: '#1f1a14',
  muted: '#5a4f44',
  'wood-dark': '#7a4f24',
  hole: '#f3e6cc',
  seed: '#4a3526',
  accent: '#0b5cad',
  take: '#a11d1d',
  'owner-1': '#dbe8f5',
  'owner-2': '#e0f0d6',
  'owner-3': '#f6dde6',
  blocked: '#e8e2d8',
  marked: '#e6f0fb',
} as const;

const P = LIGHT_PALETTE;
// board.css's drawing rules at the size a file is drawn (16px text), without the page's layout,
// container queries, transitions and controls.
const STYLE = [
  `svg{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px}`,
  `.hole,.store{fill:${P.hole};stroke:${P['wood-dark']};stroke-width:1.5}`,
  `.rims,.holes{fill:none;stroke-linecap:round}`,
  `.rims{stroke:${P['wood-dark']};stroke-width:53px}`,
  `.holes{stroke:${P.hole};stroke-width:50px}`,
  `.seeds{fill:none;stroke:${P.seed};stroke-width:5;stroke-linecap:round}`,
  `.o1{fill:${P['owner-1']}}.o2{fill:${P['owner-2']}}.o3{fill:${P['owner-3']}}`,
  `.blocked{fill:${P.blocked};stroke-dasharray:3 3}`,
  `text{text-anchor:middle;fill:${P.ink}}`,
  `.counts text,.store-count{font-size:1em;font-weight:700;paint-order:stroke;stroke:${P.hole};stroke-width:4px}`,
  `.store-count{font-size:.875em}`,
  `.counts text{dominant-baseline:central}`,
  `.labels text,.store-label{font-size:.75em;fill:${P.muted}}`,
  `.labels .mover{font-weight:700;fill:${P.ink}}`,
  `.hand{font-size:.875em;font-weight:700;text-anchor:start}`,
  `.cross{fill:none;stroke:${P.take};stroke-width:3;stroke-linecap:round}`,
  `.caption{text-anchor:start;font-size:.875em}`,
].join('');

const CAPTION_SIZE = 14;
const CAPTION_LINE = 19;
const CAPTION_MARGIN = 12;

/** Words into lines of at most `max` characters (a word longer than a line gets a line of its own). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function diagramFile(layout: BoardLayout, frame: DiagramFrame, { title, labels = true, caption }: DiagramOptions): DiagramFile {
  const { width, height: boardHeight } = layout;
  // Text averages about half an em wide: a line holds what fits across the board at the caption's size.
  const lines = wrapWords(caption ?? '', Math.floor((width - 2 * CAPTION_MARGIN) / (CAPTION_SIZE * 0.5)));
  const height = boardHeight + (lines.length ? lines.length * CAPTION_LINE + CAPTION_MARGIN : 0);
  const { pits, stores, toMove = null, owners, blocked } = frame;
  const board = render(h(Board, { layout, pits, stores, toMove, ...(owners ? { owners } : {}), ...(blocked ? { blocked } : {}), label: title, labels }))
    // Nested in the file's own <svg>, the board keeps its own size instead of filling the file's.
    .replace(/^<svg /, `<svg width="${width}" height="${boardHeight}" `);
  const outer = render(
    h(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` },
      h('title', null, title),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
      h('rect', { width, height, fill: '#fff' }),
      h('g', { dangerouslySetInnerHTML: { __html: board } }),
      lines.map((text, i) => h('text', { class: 'caption', x: CAPTION_MARGIN, y: boardHeight + CAPTION_MARGIN + i * CAPTION_LINE + CAPTION_SIZE * 0.5 }, text)),
    ),
  );
  return { svg: `${outer}\n`, width, height };
}

/** A file name from a title: "A chain capture" and "svg" to "a-chain-capture.svg". */
export function diagramFileName(title: string, extension: 'svg' | 'png'): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${stem || 'mancala-board'}.${extension}`;
}
