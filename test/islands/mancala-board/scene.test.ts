import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildMovesExample } from '../../../src/site/examples.js';
import type { MovesExample } from '../../../src/site/schema.js';
import { exampleSchema } from '../../../src/site/schema.js';
import { VARIANT_IDS } from '../../../src/variants/ids.js';
import { createRuleset } from '../../../src/variants/index.js';
import { loadRuleset } from '../../../src/variants/ruleset-of.js';
import { sceneOf } from '../../../src/islands/mancala-board/scene.js';
import { rules } from '../../helpers.js';
import type { GameError } from '../../../src/variants/index.js';
import { gameErrorText } from '../../../src/variants/index.js';
import { problemText } from '../../../src/words/index.js';
import type { LinkError } from '../../../src/board/play-address.js';

const OMWESO = '0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a';
const root = new URL('../../../content/examples/', import.meta.url).pathname;
/** Every example of moves that the engine plays through (the others show a refusal, which the element reports instead). */
const movesExamples: [string, MovesExample][] = readdirSync(root).flatMap((variant) =>
  readdirSync(join(root, variant)).flatMap((file): [string, MovesExample][] => {
    const data = exampleSchema.parse(parse(readFileSync(join(root, variant, file), 'utf8')));
    return data.kind === 'moves' && !data.expect.error ? [[`${variant}/${file.replace(/\.yaml$/, '')}`, data]] : [];
  }),
);

/** A refusal as the element says it: a link error's words with the problem it carries as data. */
const refusal = (result: { ok: true } | { ok: false; error: GameError | LinkError }) => {
  if (result.ok) throw new Error('expected a refusal');
  const e = result.error;
  if (!('message' in e)) return gameErrorText(e);
  return e.refused ? `${e.message} ${problemText(e.refused)}`.trim() : e.message;
};

describe('loadRuleset', () => {
  it.each(VARIANT_IDS)('loads %s on its own, the same game as the site builds', async (id) => {
    const loaded = await loadRuleset(id, {});
    expect(loaded.ok && loaded.value.name).toBe(rules(id).name);
    expect(loaded.ok && loaded.value.start()).toEqual(rules(id).start());
  });

  it('names an option the game does not have, as the site does', async () => {
    const made = createRuleset('kalah', { seeds: 'many' });
    expect(refusal(await loadRuleset('kalah', { seeds: 'many' }))).toBe(refusal(made));
  });
});

describe('sceneOf', () => {
  it.each(movesExamples)('%s: the same frames and lines as the site builds for the example', (id, data) => {
    const site = buildMovesExample(id, data);
    const scene = sceneOf(rules(data.variant, data.options), data.position, data.moves, true);
    expect(scene.ok).toBe(true);
    if (!scene.ok) return;
    expect(scene.value.frames).toEqual(site.frames);
    expect(scene.value.branches ?? []).toEqual(site.branches ?? []);
    expect(scene.value.layout).toEqual(site.layout);
  });

  it('gives a move with a choice inside it one line per answer', () => {
    const scene = sceneOf(rules('omweso'), OMWESO, ['A2/cw'], true);
    expect(scene.ok && scene.value.branches?.length).toBeGreaterThan(0);
    expect(scene.ok && scene.value.frames.some((f) => f.ask?.some((a) => a.text === 'Counter-clockwise'))).toBe(true);
  });

  it('opens at the game’s start without a position; without controls the first caption does not mention buttons', () => {
    const scene = sceneOf(rules('kalah'), undefined, [], false);
    expect(scene.ok && scene.value.frames.map((f) => f.caption)).toEqual(['The position, A to move.']);
    expect(scene.ok && scene.value.frames[0]!.pits).toEqual(rules('kalah').start().pits);
  });

  it('names a position the game cannot have, and where it is wrong', () => {
    expect(refusal(sceneOf(rules('wari'), '0.1.2_0.1.1~0.0~a', [], false))).toMatch(/^The position "0\.1\.2_0\.1\.1~0\.0~a" is not a Wari position: .+/);
    expect(refusal(sceneOf(rules('wari'), '9.9.9.9.9.9_9.9.9.9.9.9~0.0~a', [], false))).toMatch(/seeds/);
  });

  it('names a move it cannot read, and a move the rules do not allow, by number', () => {
    expect(refusal(sceneOf(rules('wari'), undefined, ['A1', 'Z9'], true))).toMatch(/^Move 2, "Z9": .+/);
    expect(refusal(sceneOf(rules('wari'), undefined, ['B1'], true))).toMatch(/^Move 1, "B1", cannot be played: .+/);
    expect(refusal(sceneOf(rules('omweso'), OMWESO, ['A2'], true))).toMatch(
      /^Move 1, "A2", cannot be played: A2 reaches a choice, .*: ccw or cw\. Write it after the pit, as in A2\/ccw\.$/,
    );
  });

  it('quotes at most 40 characters of what it could not read', () => {
    const long = `0.${'1'.repeat(80)}`;
    const text = refusal(sceneOf(rules('wari'), long, [], false));
    // 40 characters in all, the ellipsis one of them: the one quote (src/words/quote.ts), no second cut by regular expression.
    expect(text).toContain(`"${long.slice(0, 39)}…"`);
    expect(text).not.toContain(long.slice(0, 40));
  });
});
