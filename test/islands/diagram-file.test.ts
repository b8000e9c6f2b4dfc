import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { formatPosition, playWhole } from '../../src/engine/index.js';
import { describeError } from '../../src/words/index.js';
import { createRuleset } from '../../src/variants/index.js';
import { LIGHT_PALETTE, diagramFile, diagramFileName, wrapWords } from '../../src/islands/diagram-file.js';
import { decodeStepper, encodeStepper } from '../../src/board/frame-codec.js';
import { positionFrame, shapeOf, stepFrames } from '../../src/board/frames.js';
import { gameErrorText } from '../../src/variants/index.js';

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, stdin: Readable.from(['']) });
  return { code, stdout, stderr };
}

/**
 * What a stepper in the browser holds after a move: the frames as the page carries them, decoded.
 * Returns the board it draws, the last frame, and the position that frame shows in our notation.
 */
function browserSide(variant: string, options: Record<string, unknown>, move: number) {
  const made = createRuleset(variant, options);
  if (!made.ok) throw new Error(gameErrorText(made.error));
  const rules = made.value;
  const start = rules.start();
  const chosen = rules.legalMoves(start)[move]!;
  const played = playWhole(rules, start, chosen);
  if (!played.ok) throw new Error(describeError(played.error));
  const frames = [positionFrame(start, 'start'), ...stepFrames(rules, start, played.value.steps, played.value.position)];
  const decoded = decodeStepper(encodeStepper({ shape: shapeOf(rules), frames }));
  return { rules, layout: decoded.layout, frame: decoded.frames.at(-1)!, notation: formatPosition(rules, played.value.position) };
}

describe('diagram files', () => {
  // Two rows with stores, a circle of three players (owners drawn), four rows with no stores, seeds in hand.
  it.each([
    ['kalah', {}, 2],
    ['wari', {}, 4],
    ['grand-oh-wah-ree', {}, 1],
    ['omweso', {}, 0],
    ['hus', {}, 3],
    ['bao', {}, 0],
  ])('%s: the browser and `mancala svg` write the same bytes for the same position', async (variant, options, move) => {
    const { rules, layout, frame, notation } = browserSide(variant, options, move);
    for (const [labels, caption] of [
      [true, undefined],
      [false, 'A caption, with <&"> in it'],
      [true, 'After the move.'],
    ] as const) {
      const browser = diagramFile(layout, frame, { title: rules.name, labels, ...(caption ? { caption } : {}) }).svg;
      const args = ['svg', variant, notation, ...(labels ? [] : ['--no-labels']), ...(caption ? ['--caption', caption] : [])];
      const out = await cli(args);
      expect(out.stderr).toBe('');
      expect(out.stdout).toBe(browser);
    }
  });

  it('is a standalone file: namespace, size, title, its own styles, no outside references', () => {
    const { rules, layout, frame } = browserSide('kalah', {}, 0);
    const file = diagramFile(layout, frame, { title: rules.name });
    expect(file.svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}"><title>Kalah \\(4 seeds\\)</title><style>`,
      ),
    );
    expect([file.width, file.height]).toEqual([layout.width, layout.height]);
    expect(file.svg).not.toMatch(/href|url\(|@import|var\(/);
    expect(file.svg.endsWith('</svg>\n')).toBe(true);
  });

  it('leaves the pit names out, and adds a caption under the board, when asked', () => {
    const { rules, layout, frame } = browserSide('wari', {}, 0);
    const plain = diagramFile(layout, frame, { title: rules.name });
    expect(plain.svg).toContain('<g class="labels">');
    expect(plain.svg).toContain('>A1</text>');
    expect(plain.svg).not.toContain('class="caption"');
    const bare = diagramFile(layout, frame, { title: rules.name, labels: false });
    expect(bare.svg).not.toContain('<g class="labels">');
    expect(bare.svg).not.toContain('>A1</text>');
    // The counts stay: they are the diagram.
    expect(bare.svg).toContain('class="counts"');
    const captioned = diagramFile(layout, frame, { title: rules.name, caption: 'A sows A1: the last seed lands in A5, and nothing is captured this time round.' });
    expect(captioned.svg.match(/class="caption"/g)?.length).toBeGreaterThanOrEqual(1);
    expect(captioned.height).toBeGreaterThan(plain.height);
    expect(captioned.svg).toContain(`height="${captioned.height}"`);
    // A blank caption is no caption.
    expect(diagramFile(layout, frame, { title: rules.name, caption: '  ' }).svg).toBe(plain.svg);
  });

  it('escapes a caption and a title, so no text can become markup', () => {
    const { layout, frame } = browserSide('wari', {}, 0);
    const { svg } = diagramFile(layout, frame, { title: 'Title </title><script>alert(1)</script>', caption: 'Seeds <&"> & </text><a href="x">' });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<a ');
    expect(svg).toContain('Seeds &lt;&amp;&quot;> &amp; &lt;/text>&lt;a href=&quot;x&quot;>');
    expect(svg).toContain('<title>Title &lt;/title>&lt;script>alert(1)&lt;/script></title>');
  });

  it('wraps a long caption to the board width at word boundaries', () => {
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapWords('  ', 9)).toEqual([]);
    expect(wrapWords('unbreakablewordhere ok', 5)).toEqual(['unbreakablewordhere', 'ok']);
  });

  it('draws in the light theme colours board.css declares', () => {
    const css = readFileSync(new URL('../../src/styles/board.css', import.meta.url), 'utf8');
    const root = /:root\s*\{([^}]*)\}/.exec(css)![1]!;
    const declared = Object.fromEntries([...root.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
    expect(LIGHT_PALETTE).toEqual(declared);
  });

  it('names files after their title', () => {
    expect(diagramFileName('Wari: a chain capture', 'svg')).toBe('wari-a-chain-capture.svg');
    expect(diagramFileName('Ōware «grand slam»', 'png')).toBe('oware-grand-slam.png');
    expect(diagramFileName('***', 'png')).toBe('mancala-board.png');
  });
});
