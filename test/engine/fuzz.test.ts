/**
 * Fuzzing every game through the parser, the engine and the command line's argument handling:
 * no input may throw, take over 2 s, or yield a position that cannot be read back. fast-check
 * prints the seed of any failure, so a run can be repeated with `seed` in the parameters.
 */
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Move, Position, Ruleset } from '../../src/engine/index.js';
import { SEAT_LETTERS, formatMove, formatPosition, parseMove, parsePosition, playChoosing, playWhole, seedsInGame } from '../../src/engine/index.js';
import { describeError } from '../../src/words/index.js';
import { main } from '../../src/cli/main.js';
import { VARIANT_IDS, createRuleset, variantDefinition } from '../../src/variants/index.js';
import { rules } from '../helpers.js';
import { runs } from '../depth.js';
import { notationText } from '../../src/words/index.js';
import { gameErrorText } from '../../src/variants/index.js';
import { cpuStopwatch } from '../cpu-time.js';

const HANG_MS = 2000;

/** Runs `f`, failing if it takes longer than HANG_MS. */
function timed<T>(what: string, f: () => T): T {
  const elapsed = cpuStopwatch();
  const value = f();
  const ms = elapsed();
  if (ms > HANG_MS) throw new Error(`${what} took ${Math.round(ms)} ms`);
  return value;
}

type Notes = Record<string, { choices: readonly unknown[] }>;

/** Every game under its defaults, each preset and each listed option value. */
const RULESETS: Ruleset[] = VARIANT_IDS.flatMap((id) => {
  const d = variantDefinition(id);
  const notes = d.optionNotes as unknown as Notes;
  return [
    {},
    ...Object.keys(d.presets).map((preset) => ({ preset })),
    ...Object.entries(notes).flatMap(([key, note]) => note.choices.slice(1).map((value) => ({ [key]: value }))),
  ].map((options) => rules(id, options));
});

/** A text reads back as itself once formatted: format(parse(format(p))) = format(p). */
function expectReadBack(r: Ruleset, position: Position, context: string) {
  const text = formatPosition(r, position);
  const parsed = parsePosition(r, text);
  if (!parsed.ok) throw new Error(`${r.name}: ${context} printed ${text}, which reads as: ${notationText(parsed.error)}`);
  expect(formatPosition(r, parsed.value), context).toBe(text);
}

/** Plays every legal move (answering choices at random) and checks what comes out. */
function playAll(r: Ruleset, position: Position, pick: () => number) {
  for (const move of timed('legalMoves', () => r.legalMoves(position))) {
    const played = timed(`${formatMove(r, move)}`, () => playChoosing(r, position, move, (options) => options[pick() % options.length]!));
    if (!played.ok) throw new Error(`${r.name}: legal move ${formatMove(r, move)} from ${formatPosition(r, position)} refused: ${describeError(played.error)}`);
    expectReadBack(r, played.value.position, `${formatMove(r, played.value.move)} from ${formatPosition(r, position)}`);
    const written = parseMove(r, formatMove(r, played.value.move));
    expect(written.ok && formatMove(r, written.value)).toBe(formatMove(r, played.value.move));
    if (played.value.position.toMove === null) expect(r.outcome(played.value.position)).not.toBeNull();
  }
}

/** A position for a ruleset as text: seeds scattered (now and then more than the game has), a side, some state tokens. */
const positionText = (r: Ruleset) => {
  const { topology } = r;
  const total = seedsInGame(r);
  const cells = topology.pitCount + topology.players;
  const stateTokens = [
    'pie-pending',
    'pie-offered',
    'passed',
    'passed-2',
    'houses-a',
    'houses-ab',
    'houses-b',
    'gambit-a',
    'gambit-ab',
    'takasia-aa3',
    'takasia-a1',
    'loser-a',
    'loser-b',
    `own-${'a'.repeat(topology.pitCount)}`,
    // A pit no one owns (an end pit) is written as A's.
    `own-${topology.owner.map((o) => SEAT_LETTERS[Math.max(o, 0)]!.toLowerCase()).join('')}`,
  ];
  const sides = [...SEAT_LETTERS.slice(0, topology.players + 1).map((l) => l.toLowerCase()), 'end', ...r.endReasons.map((e) => `end-${e}`), 'end-akawumbi', 'end-row-empty'];
  return fc
    .record({
      // Any number of seeds up to a couple more than the game has, each dropped in a pit or store.
      seeds: fc.integer({ min: 0, max: total + 2 }).chain((n) => fc.array(fc.nat(cells - 1), { minLength: n, maxLength: n })),
      blocked: fc.oneof({ weight: 4, arbitrary: fc.constant<number[]>([]) }, { weight: 1, arbitrary: fc.array(fc.nat(topology.pitCount - 1), { maxLength: 2 }) }),
      side: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...SEAT_LETTERS.slice(0, topology.players).map((l) => l.toLowerCase())) },
        { weight: 1, arbitrary: fc.constantFrom(...sides) },
      ),
      state: fc.oneof({ weight: 2, arbitrary: fc.constant(r.start().owners ? [stateTokens.at(-1)!] : []) }, { weight: 1, arbitrary: fc.subarray(stateTokens, { maxLength: 2 }) }),
    })
    .map(({ seeds, blocked, side, state }) => {
      const counts = new Array<number>(cells).fill(0);
      for (const cell of seeds) counts[cell]! += 1;
      const rows = topology.rows.map((row) => row.pits.map((pit) => (blocked.includes(pit) ? 'x' : counts[pit])).join('.')).join('_');
      const stores = counts.slice(topology.pitCount).join('.');
      return [rows, r.stores === false ? '0.0' : stores, side, ...(state.length ? [state.join('.')] : [])].join('~');
    });
};

/** Text in the notation's alphabet and a little outside it. */
const noise = fc.string({ unit: fc.constantFrom(...'0123456789.._~-abxendpiwo<é '.split('')), maxLength: 60 });

describe('fuzz', () => {
  it('reads any position without throwing; whatever it accepts reads back, and every move from it plays and reads back', () => {
    const rulesetArb = fc.constantFrom(...RULESETS);
    fc.assert(
      fc.property(
        rulesetArb.chain((r) => fc.tuple(fc.constant(r), fc.oneof({ weight: 4, arbitrary: positionText(r) }, { weight: 1, arbitrary: noise }), fc.infiniteStream(fc.nat()))),
        ([r, text, picks]) => {
          const parsed = timed('parsePosition', () => parsePosition(r, text));
          if (!parsed.ok) return;
          expectReadBack(r, parsed.value, `reading ${text}`);
          timed('outcome', () => r.outcome(parsed.value));
          const pick = picks[Symbol.iterator]();
          playAll(r, parsed.value, () => pick.next().value as number);
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('plays random games of every game to the end, every position reading back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULESETS), fc.infiniteStream(fc.nat()), (r, picks) => {
        const pick = picks[Symbol.iterator]();
        const next = () => pick.next().value as number;
        let position = r.start();
        expectReadBack(r, position, 'the start');
        for (let ply = 0; ply < 150 && position.toMove !== null; ply++) {
          const moves = timed('legalMoves', () => r.legalMoves(position));
          expect(moves.length, formatPosition(r, position)).toBeGreaterThan(0);
          const move = moves[next() % moves.length]!;
          const played = timed('play', () => playChoosing(r, position, move, (options) => options[next() % options.length]!));
          if (!played.ok) throw new Error(`${r.name}: ${formatMove(r, move)} refused: ${describeError(played.error)}`);
          position = played.value.position;
          expectReadBack(r, position, `after ${formatMove(r, played.value.move)}`);
        }
        if (position.toMove === null) expect(r.outcome(position)).not.toBeNull();
      }),
      { numRuns: runs(400) },
    );
  });

  it('reads any move text, and plays what it reads without throwing', () => {
    const moveText = fc.oneof(fc.string({ unit: fc.constantFrom(...'AaBb123456789/cwsafristop '.split('')), maxLength: 20 }), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(fc.constantFrom(...RULESETS), moveText, (r, text) => {
        const move = timed('parseMove', () => parseMove(r, text));
        if (!move.ok) return;
        const played = timed('play', () => playWhole(r, r.start(), move.value as Move));
        if (played.ok) expectReadBack(r, played.value.position, `${text} from the start`);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('reads any options without throwing', () => {
    const builtIns = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'preset', 'length', 'prototype'];
    const words = fc.oneof(fc.constantFrom(...builtIns), fc.string({ maxLength: 12 }));
    const values = fc.oneof(words, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.nat(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
    fc.assert(
      fc.property(fc.constantFrom(...VARIANT_IDS), fc.array(fc.tuple(words, values), { maxLength: 4 }), (id, pairs) => {
        const notes = variantDefinition(id).optionNotes as unknown as Notes;
        // Real keys now and then, so values meet real choices; JSON makes __proto__ an own key as a URL's options do.
        const keyed = pairs.map(([k, v], i): [string, unknown] => [i % 2 ? k : (Object.keys(notes)[k.length % Object.keys(notes).length] ?? k), v]);
        const input = JSON.parse(`{${keyed.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`);
        const made = timed('createRuleset', () => createRuleset(id, input));
        if (made.ok) expectReadBack(made.value, made.value.start(), 'the start');
        else expect(gameErrorText(made.error).length).toBeLessThan(600);
      }),
      { numRuns: runs(1000) },
    );
  });

  it("handles any command line with a message and the README's exit codes", async () => {
    const word = fc.oneof(
      fc.constantFrom(
        'moves',
        'play',
        'replay',
        'svg',
        'variants',
        'help',
        '--json',
        '--options',
        '-o',
        '--start',
        '--out',
        '-',
        'start',
        'A1',
        'swap',
        'seeds=6',
        'constructor=1',
        'preset=__proto__',
      ),
      fc.constantFrom(...VARIANT_IDS),
      noise,
    );
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 6 }), async (args) => {
        // Never write a file from a fuzzed --out.
        const safe = args.map((a, i) => (args[i - 1] === '--out' ? '/dev/null' : a));
        const elapsed = cpuStopwatch();
        const code = await main(safe, { stdout: { write: () => true }, stderr: { write: () => true }, stdin: Readable.from(['A1 B1']) });
        expect(elapsed()).toBeLessThan(HANG_MS);
        expect([0, 1, 2]).toContain(code);
      }),
      { numRuns: runs(300) },
    );
  });
});
