/**
 * No error message repeats more than QUOTE_LIMIT characters of what a reader gave it (the README's
 * promise): for long input in any field of any parser, the message stays a sentence, not a copy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMancalaWorldRecord, parseMove, parsePosition, replayRecord, unwrap } from '../../src/engine/index.js';
import { createRuleset } from '../../src/variants/index.js';
import { QUOTE_LIMIT, describeError } from '../../src/words/index.js';
import type { NotationError } from '../../src/engine/index.js';
import type { GameError } from '../../src/variants/index.js';
import { refusalText, rules } from '../helpers.js';
import { runs } from '../depth.js';
import { notationText } from '../../src/words/index.js';

/** The longest message any parser writes for any input, quote included. */
const MESSAGE_LIMIT = 400;

/** Long text: a run of one character, or a repeated chunk, 200 to 200,000 characters. */
const long = fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 200, max: 200_000 })).map(([chunk, n]) => chunk.repeat(Math.ceil(n / chunk.length)).slice(0, n));
/** Long text from the alphabet a field expects, so it passes the first checks and meets the later ones. */
const longOf = (alphabet: string) =>
  fc
    .tuple(fc.string({ unit: fc.constantFrom(...alphabet.split('')), minLength: 1, maxLength: 6 }), fc.integer({ min: 200, max: 100_000 }))
    .map(([chunk, n]) => chunk.repeat(Math.ceil(n / chunk.length)).slice(0, n));

/** How many more characters a refusal says for `input` than for a short one: what it repeats of the input, JSON-escaped. */
const repeated = (long: { ok: boolean; error?: GameError }, short: { ok: boolean; error?: GameError }) =>
  (long.ok ? 0 : refusalText(long.error!).length) - (short.ok ? 0 : refusalText(short.error!).length);

const short = (result: { ok: true } | { ok: false; error: NotationError | GameError }) => {
  if (result.ok) return;
  expect(refusalText(result.error).length).toBeLessThan(MESSAGE_LIMIT);
};

describe('error messages quote at most 40 characters', () => {
  const kalah = rules('kalah', { seeds: 6 });
  const bao = rules('bao');

  it('in positions, every field', () => {
    fc.assert(
      fc.property(fc.oneof(long, longOf('0123456789.'), longOf('abcdefghijklmnopqrstuvwxyz-.'), longOf('abxend-')), fc.nat(5), (junk, field) => {
        const fields = ['4.4.4.4.4.4_4.4.4.4.4.4', '0.0', 'a'];
        const text =
          field === 0
            ? `${junk}_4.4.4.4.4.4~0.0~a`
            : field === 1
              ? `4.4.4.4.4.4_4.4.4.4.4.4~${junk}~a`
              : field === 2
                ? `${fields[0]}~0.0~${junk}`
                : field === 3
                  ? `${fields[0]}~0.0~end-${junk}`
                  : field === 4
                    ? `${fields[0]}~0.0~a~${junk}`
                    : `${fields[0]}~0.0~a~own-${junk}`;
        short(parsePosition(kalah, text));
      }),
      { numRuns: runs(60) },
    );
  });

  it('in moves and the choices inside them', () => {
    fc.assert(
      fc.property(fc.oneof(long, longOf('A1/cw'), longOf('/ccw'), longOf('AB1234/')), (junk) => {
        for (const r of [kalah, bao]) {
          short(parseMove(r, junk));
          short(parseMove(r, `A1/${junk}`));
          const move = parseMove(r, `A1${junk.replace(/[^/a-z0-9]/gi, '')}`);
          if (move.ok) {
            const played = r.play(r.start(), move.value);
            if (!played.ok) expect(describeError(played.error).length).toBeLessThan(MESSAGE_LIMIT);
          }
        }
      }),
      { numRuns: runs(60) },
    );
  });

  it('in Mancala World records, read and replayed', () => {
    fc.assert(
      fc.property(fc.oneof(long, longOf('abcdef-'), longOf('ABCDEF-'), longOf('ag-')), (junk) => {
        short(parseMancalaWorldRecord(`1. d(+1) ${junk}`, 6));
        const turns = parseMancalaWorldRecord(junk, 6);
        if (turns.ok) short(replayRecord(kalah, turns.value));
      }),
      { numRuns: runs(60) },
    );
  });

  it('in options: keys, values, presets and variant names', () => {
    fc.assert(
      fc.property(long, (junk) => {
        short(createRuleset('kalah', { [junk]: 1 }));
        short(createRuleset('kalah', { seeds: junk }));
        short(createRuleset('kalah', { preset: junk }));
        // An unknown game's message lists every game, a list that grows with the atlas (33 games: 402
        // characters with a quote of 40 escaped quotation marks): what it may repeat of the input is
        // measured against the same message for a one-letter id.
        expect(repeated(createRuleset(junk), createRuleset('x'))).toBeLessThanOrEqual(2 * QUOTE_LIMIT + 2);
      }),
      // The first: the input that took the message past 400 characters once the atlas had 33 games.
      { numRuns: runs(40), examples: [['" '.repeat(100)]] },
    );
  });

  it('a 120 KB turn of letters is quoted, not echoed', () => {
    const turn = `a${'-a'.repeat(60_000)}`;
    const replayed = replayRecord(kalah, unwrap(parseMancalaWorldRecord(turn, 6)));
    expect(!replayed.ok && notationText(replayed.error).length).toBeLessThan(MESSAGE_LIMIT);
    const bad = parseMancalaWorldRecord(`${'a-'.repeat(60_000)}z`, 6);
    expect(!bad.ok && notationText(bad.error)).toContain(`"${'a-'.repeat(QUOTE_LIMIT).slice(0, QUOTE_LIMIT - 1)}…"`);
  });
});
