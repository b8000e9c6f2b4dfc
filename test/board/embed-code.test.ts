import { describe, expect, it } from 'vitest';
import { embedTemplateTokens } from '../../src/site/embed-template.js';
import { VARIANT_IDS } from '../../src/variants/ids.js';
import type { EmbedContent, ShowMode } from '../../src/board/embed-code.js';
import {
  EMBED_TEMPLATE,
  PLACEHOLDERS,
  SHOW_MODES,
  embedAddress,
  escapeAttribute,
  fillPlaceholders,
  hostSnippet,
  iframeCode,
  readShow,
  suggestSize,
} from '../../src/board/embed-code.js';
import { layoutOf } from '../../src/board/frames.js';
import { rules } from '../helpers.js';

const ORIGIN = 'https://mancala.example.org';
const values = { src: `${ORIGIN}/embed/wari/chain-capture/?show=captions&step=3`, title: 'Tom & Jerry say "<b>hi</b>"', width: 605, height: 420 };

describe('the iframe code', () => {
  it('escapes a title and an address so they stay inside their attributes', () => {
    const code = iframeCode(values, ORIGIN);
    expect(code).toContain('title="Tom &amp; Jerry say &quot;&lt;b&gt;hi&lt;/b&gt;&quot;"');
    expect(code).toContain('src="https://mancala.example.org/embed/wari/chain-capture/?show=captions&amp;step=3"');
    // Nothing the title holds opens a tag: the only tags are the frame and the script.
    expect([...code.matchAll(/<(\w+)/g)].map((m) => m[1])).toEqual(['iframe', 'script']);
    expect(escapeAttribute(`"<>&'`)).toBe(`&quot;&lt;&gt;&amp;'`);
  });

  it('fills the build-time highlighted tokens to exactly the code it copies', async () => {
    const { lines, background } = await embedTemplateTokens();
    expect(background.light).toMatch(/^#[0-9a-f]{6}$/i);
    expect(background.dark).toMatch(/^#[0-9a-f]{6}$/i);
    expect(lines.map((line) => line.map(([text]) => text).join('')).join('\n')).toBe(EMBED_TEMPLATE);
    const texts = lines.flat().map(([text]) => text);
    // Every placeholder lies inside one token, where the browser can fill it as text.
    for (const placeholder of Object.values(PLACEHOLDERS))
      expect(
        texts.some((t) => t.includes(placeholder)),
        placeholder,
      ).toBe(true);
    // Highlighted: several colours in each theme.
    expect(new Set(lines.flat().map(([, light]) => light)).size).toBeGreaterThan(4);
    expect(new Set(lines.flat().map(([, , dark]) => dark)).size).toBeGreaterThan(4);
    const filled = lines.map((line) => line.map(([text]) => fillPlaceholders(text, values, ORIGIN)).join('')).join('\n');
    expect(filled).toBe(iframeCode(values, ORIGIN));
  });

  it('gives the host snippet that sizes only its own frames, and only from our origin', () => {
    const snippet = hostSnippet(ORIGIN);
    const script = /<script>([\s\S]*)<\/script>/.exec(snippet)![1]!;
    const mine = { contentWindow: {}, style: { height: '' } };
    const other = { contentWindow: {}, style: { height: '' } };
    let listener: (e: unknown) => void = () => {};
    new Function('addEventListener', 'document', script)((type: string, f: (e: unknown) => void) => type === 'message' && (listener = f), {
      querySelectorAll: () => [mine, other],
    });
    const message = (origin: string, source: unknown, data: unknown) => listener({ origin, source, data });
    message('https://elsewhere.example', mine.contentWindow, { type: 'mancala-atlas:height', height: 900 });
    message(ORIGIN, mine.contentWindow, { type: 'other', height: 900 });
    message(ORIGIN, {}, { type: 'mancala-atlas:height', height: 900 });
    expect([mine.style.height, other.style.height]).toEqual(['', '']);
    message(ORIGIN, mine.contentWindow, { type: 'mancala-atlas:height', height: 431.2 });
    expect([mine.style.height, other.style.height]).toEqual(['432px', '']);
  });

  it('writes the mode and step into the embed address, leaving out the defaults', () => {
    const page = `${ORIGIN}/embed/play/kalah/?options=seeds=6&moves=A3,B2`;
    expect(embedAddress(page, 'controls')).toBe(page);
    expect(embedAddress(page, 'board', 4)).toBe(`${page}&show=board&step=4`);
    expect(embedAddress(`${page}&show=board&step=4`, 'controls', 0)).toBe(page);
    expect(embedAddress(page, 'controls', 0, 'dark')).toBe(`${page}&theme=dark`);
    expect(embedAddress(`${page}&theme=dark`, 'board', 2, 'light')).toBe(`${page}&show=board&step=2&theme=light`);
    expect(embedAddress(`${page}&theme=dark`, 'controls', 0, 'auto')).toBe(page);
  });

  it('reads ?show=, taking anything unknown as the default', () => {
    for (const mode of SHOW_MODES) expect(readShow(mode)).toBe(mode);
    for (const bad of [null, undefined, '', 'BOARD', '<script>']) expect(readShow(bad)).toBe('controls');
  });
});

describe('suggestSize', () => {
  const boards = VARIANT_IDS.map((id) => ({ id, board: layoutOf(rules(id)) }));
  const sizes = (content: EmbedContent) => Object.fromEntries(SHOW_MODES.map((m) => [m, suggestSize(content, m)])) as Record<ShowMode, { width: number; height: number }>;

  it.each(boards)('fits $id: the board at its drawn proportions, more room for each thing shown', ({ board }) => {
    const s = sizes({ kind: 'moves', board, introChars: 200 });
    for (const mode of SHOW_MODES) {
      const { width, height } = s[mode];
      expect(width).toBeLessThanOrEqual(640);
      const drawnWidth = Math.min(board.width * 1.15, width - 16);
      expect(height).toBeGreaterThan((drawnWidth * board.height) / board.width + 16);
    }
    expect(s.board.height).toBeLessThan(s.captions.height);
    expect(s.captions.height).toBeLessThan(s.controls.height);
    expect(s.board.width).toBe(s.controls.width);
  });

  it('gives a comparison its panels side by side, a game its move list, a long introduction its lines', () => {
    const board = layoutOf(rules('wari'));
    expect(suggestSize({ kind: 'compare', board, panels: 2 }, 'board').width).toBeGreaterThan(suggestSize({ kind: 'compare', board, panels: 1 }, 'board').width);
    expect(suggestSize({ kind: 'compare', board, panels: 3 }, 'board').height).toBeGreaterThan(suggestSize({ kind: 'compare', board, panels: 2 }, 'board').height);
    expect(suggestSize({ kind: 'game', board, chapters: 60 }, 'controls').height).toBeGreaterThan(suggestSize({ kind: 'game', board, chapters: 10 }, 'controls').height);
    expect(suggestSize({ kind: 'moves', board, introChars: 900 }, 'captions').height).toBeGreaterThan(suggestSize({ kind: 'moves', board, introChars: 90 }, 'captions').height);
    // The move list and the introduction are not shown with the board alone.
    expect(suggestSize({ kind: 'game', board, chapters: 60, introChars: 900 }, 'board')).toEqual(suggestSize({ kind: 'game', board }, 'board'));
  });
});
