/**
 * Examples travel to the browser as a start and what changes each step (frame-codec.ts). Every
 * example of the site must come back frame for frame as the build made it, every other line of a
 * choice too, and the page must carry each board once: far fewer bytes than a board per frame.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildCompare, buildGame, buildMovesExample, rulesFor } from '../../src/site/examples.js';
import { exampleSchema } from '../../src/site/schema.js';
import type { ExampleData } from '../../src/site/schema.js';
import { decodeStepper, encodeStepper } from '../../src/board/frame-codec.js';
import type { StepperData } from '../../src/board/frame-codec.js';
import type { BoardLayout, Frame } from '../../src/board/frames.js';
import { layoutOf } from '../../src/board/frames.js';
import { boardSummary } from '../../src/board/summary.js';
import { VARIANT_IDS } from '../../src/variants/ids.js';

const root = new URL('../../content/examples/', import.meta.url).pathname;
const examples: [string, ExampleData][] = readdirSync(root).flatMap((variant) =>
  readdirSync(join(root, variant)).map((file): [string, ExampleData] => [
    `${variant}/${file.replace(/\.yaml$/, '')}`,
    exampleSchema.parse(parse(readFileSync(join(root, variant, file), 'utf8'))),
  ]),
);

/** What a stepper shows of a frame (the build's bookkeeping fields `choice` and `about` stay behind). */
const shown = ({ choice: _c, about: _a, ...frame }: Frame) => frame;

describe('frames sent to the browser', () => {
  it.each(examples)('%s comes back frame for frame', (id, e) => {
    const steppers: (StepperData & { layout: BoardLayout })[] =
      e.kind === 'moves' ? [buildMovesExample(id, e)] : e.kind === 'compare' ? buildCompare(id, e).panels : [buildGame(id, e)];
    for (const data of steppers) {
      const text = encodeStepper(data);
      const back = decodeStepper(text);
      expect(back.frames.map(shown)).toEqual(data.frames.map(shown));
      expect((back.branches ?? []).map((line) => line.map(shown))).toEqual((data.branches ?? []).map((line) => line.map(shown)));
      expect(back.layout).toEqual(data.layout);
      // One board, then a few bytes a step: never a board per frame.
      expect(text.length).toBeLessThan(1_500 + JSON.stringify([data.frames, data.branches ?? []]).length / 1.5);
    }
  });

  it("carries the pits a game's state sets apart: a tuzdyk is named from the move that claims it", () => {
    const data = buildMovesExample('toguz-kumalak/tuzdyk', examples.find(([id]) => id === 'toguz-kumalak/tuzdyk')![1] as never);
    const b7 = data.layout.names.indexOf('B7');
    const claimed = data.frames.findIndex((f) => f.notes?.length);
    expect(data.frames[0]!.notes).toBeUndefined();
    // The claim is the move's last step: its frames before show the board as it was.
    expect(data.frames[claimed - 1]!.caption).not.toBe(data.frames[claimed]!.caption);
    expect(data.frames[claimed]!.notes).toEqual([{ pit: b7, word: "A's tuzdyk" }]);
    expect(data.frames.at(-1)!.notes).toEqual([{ pit: b7, word: "A's tuzdyk" }]);
    const back = decodeStepper(encodeStepper(data)).frames;
    expect(back.map((f) => f.notes ?? [])).toEqual(data.frames.map((f) => f.notes ?? []));
    expect(boardSummary({ layout: data.layout, ...data.frames.at(-1)! })).toContain("B7 (A's tuzdyk) 0");
  });

  it('refuses a frame whose seeds in hand do not follow from the board', () => {
    const data = buildMovesExample('wari/chain-capture', examples.find(([id]) => id === 'wari/chain-capture')![1] as never);
    const frames = data.frames.map((f, i) => (i === 2 ? { ...f, hand: f.hand + 1 } : f));
    expect(() => encodeStepper({ ...data, frames })).toThrow(/seeds in hand/);
  });
});

describe('board layouts drawn from plain data', () => {
  it.each(VARIANT_IDS)("%s: the names on the board are the engine's pit names", (variant) => {
    const rules = rulesFor(variant, {});
    expect(layoutOf(rules).names).toEqual(rules.topology.labels);
  });
});
