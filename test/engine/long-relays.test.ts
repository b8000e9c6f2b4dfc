/**
 * Moves that relay for thousands of laps, and the checks that keep them quick: a repeated state is
 * recognised by hash then comparison, Kombe's clockwise lookahead runs without a trace, Bao's
 * lookahead for never-ending moves uses Brent's cycle finding. None of this may change a result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, parseMove, play, playChoosing, unwrap } from '../../src/engine/index.js';
import { relayReaches } from '../../src/engine/fast/relay.js';
import { CycleCheck, StateHistory } from '../../src/engine/repeats.js';
import { MAX_LAPS } from '../../src/engine/sowing.js';
import { pos, rules } from '../helpers.js';
import { runs } from '../depth.js';

/**
 * The slowest moves found in random games (Kombe's took 1 to 2 s each), with what they did as
 * recorded by the engine before these checks were optimised (string keys, a lookahead with a full
 * copy of the board and a set of keys): the position after, the trace's length, laps and endless
 * step, the options offered at each choice, and the next player's legal moves.
 */
const SLOW_MOVES = [
  {
    variant: 'kombe',
    options: {},
    position: '0.2.0.1.0.3.0.0_2.1.2.1.1.0.1.0_3.1.8.4.2.1.0.1_7.3.0.3.1.5.3.8~0.0~a',
    move: 'A4/cw/cw',
    asked: ['ccw|cw', 'ccw|cw'],
    after: '0.2.0.1.0.3.0.0_2.0.2.0.1.0.1.0_5.12.2.1.6.0.6.0_4.1.0.3.4.3.2.3~0.0~end-endless',
    steps: 66334,
    laps: 10000,
    endless: { kind: 'endless', pit: 13, lap: 10000, reason: 'limit' },
    next: [],
  },
  {
    variant: 'kombe',
    options: {},
    position: '5.4.3.0.3.2.1.5_0.11.0.10.4.0.1.1_1.1.0.1.1.2.1.0_0.1.0.3.2.0.1.0~0.0~b',
    move: 'B8/cw/ccw/cw/cw',
    asked: ['ccw|cw', 'ccw|cw', 'ccw|cw', 'ccw|cw'],
    after: '0.1.2.5.2.9.0.4_1.2.1.0.21.5.0.1_1.0.0.0.0.2.0.0_0.1.0.3.2.0.1.0~0.0~end-endless',
    steps: 68972,
    laps: 10000,
    endless: { kind: 'endless', pit: 16, lap: 10000, reason: 'limit' },
    next: [],
  },
  {
    variant: 'kombe',
    options: {},
    position: '0.2.1.5.5.1.6.0_2.7.1.2.1.1.0.5_1.1.3.1.0.2.2.1_2.1.0.1.2.0.3.5~0.0~a',
    move: 'AA3/cw/cw',
    asked: ['ccw|cw', 'ccw|cw'],
    after: '0.2.1.5.5.1.6.0_2.0.0.0.0.0.0.5_1.0.3.4.3.4.3.2_4.1.2.2.3.1.4.0~0.0~end-endless',
    steps: 4942,
    laps: 820,
    endless: { kind: 'endless', pit: 2, lap: 820, reason: 'repeat' },
    next: [],
  },
  {
    variant: 'coro',
    options: {},
    position: '0.0.0.0.0.0.0.0_0.0.0.0.0.2.1.1_5.15.10.7.1.2.8.0_0.1.0.5.2.1.2.1~0.0~a',
    move: 'AA2',
    asked: [],
    after: '0.0.0.0.0.0.0.0_0.0.0.0.0.2.1.1_0.8.2.3.0.2.12.2_6.0.10.3.0.3.4.5~0.0~end-endless',
    steps: 73102,
    laps: 10000,
    endless: { kind: 'endless', pit: 10, lap: 10000, reason: 'limit' },
    next: [],
  },
  {
    variant: 'hus',
    options: {},
    position: '0.1.0.1.0.1.1.1_0.0.0.0.0.0.1.0_1.4.5.1.2.6.7.0_2.4.1.5.1.0.2.1~0.0~a',
    move: 'A1',
    asked: [],
    after: '0.1.0.1.0.1.0.1_0.0.0.0.0.0.0.0_0.3.0.16.0.1.4.3_1.0.2.1.5.0.2.6~0.0~end-endless',
    steps: 62632,
    laps: 10000,
    endless: { kind: 'endless', pit: 4, lap: 10000, reason: 'limit' },
    next: [],
  },
  {
    variant: 'kisolo',
    options: {},
    position: '10.2.3.3.2.2.3_1.1.1.1.1.0.1_2.11.0.5.4.0.0_0.3.4.1.2.21.0~0.0~a',
    move: 'AA5',
    asked: [],
    after: '0.0.0.0.0.2.0_0.0.0.0.0.0.0_2.11.0.16.4.7.6_7.0.5.13.3.8.0~0.0~end-endless',
    steps: 85834,
    laps: 10000,
    endless: { kind: 'endless', pit: 5, lap: 10000, reason: 'limit' },
    next: [],
  },
  {
    variant: 'hawalis',
    options: {},
    position: '0.2.1.1.1.2.0_0.3.0.3.0.1.6_1.0.1.0.1.0.1_4.1.4.2.1.0.2~8.10~a',
    move: 'A3',
    asked: [],
    after: '0.2.1.1.1.2.0_0.3.0.3.0.1.6_1.0.1.0.1.0.1_4.1.0.3.2.1.3~8.10~end-endless~loser-a',
    steps: 1464,
    laps: 309,
    endless: { kind: 'endless', pit: 6, lap: 309, reason: 'repeat' },
    next: [],
  },
  {
    variant: 'bao',
    options: {},
    position: '1.0.5.0.8.0.1.0_0.8.1.2.18.6.1.4_0.0.0.0.1.0.1.0_0.0.4.2.0.0.0.1~0.0~a',
    move: 'A4/ccw',
    asked: ['ccw|cw'],
    after: '1.0.5.0.8.0.1.0_0.8.1.2.18.6.1.4_0.0.0.0.1.0.1.0_0.0.4.0.1.1.0.1~0.0~b',
    steps: 5,
    laps: 1,
    endless: undefined,
    next: ['BB2', 'BB4/ccw', 'BB4/cw', 'BB5/ccw', 'BB5/cw', 'BB6/ccw', 'BB6/cw', 'BB8/ccw', 'BB8/cw'],
  },
];

describe('the slowest moves found play as they did', () => {
  it.each(SLOW_MOVES)('$variant $position $move', (c) => {
    const r = rules(c.variant, c.options);
    const [pit, ...answers] = c.move.split('/');
    const asked: string[] = [];
    const played = unwrap(
      playChoosing(r, pos(r, c.position), unwrap(parseMove(r, pit!)), (options) => {
        asked.push(options.join('|'));
        return answers[asked.length - 1]!;
      }),
    );
    expect(formatMove(r, played.move)).toBe(c.move);
    expect(asked).toEqual(c.asked);
    expect(formatPosition(r, played.position)).toBe(c.after);
    expect(played.steps.length).toBe(c.steps);
    expect(played.steps.filter((s) => s.kind === 'lap-end').length).toBe(c.laps);
    expect(played.steps.find((s) => s.kind === 'endless')).toEqual(c.endless);
    expect(legalMoves(r, played.position).map((m) => formatMove(r, m))).toEqual(c.next);
  });
});

/** Moves left out because they would never end, as recorded before the change, with the moves listed instead. */
const REFUSED = [
  { variant: 'endodoi', options: {}, position: '2.5.2.3.0.2_1.0.1.9.0.1~16.6~a', move: 'A4', legal: ['A1', 'A3', 'A6'] },
  {
    variant: 'njombwa',
    options: {},
    position: '0.3.1.2.1.0.1.4_0.1.2.1.0.2.0.1_7.0.1.0.1.2.0.2_1.0.4.1.0.1.4.1~10.4~a',
    move: 'AA8',
    legal: ['A3', 'A7', 'AA6', 'AA1'],
  },
  {
    variant: 'bao',
    options: { preset: 'kujifunza' },
    position: '1.2.1.2.5.1.2.1_0.16.0.3.6.6.1.2_0.2.1.1.1.0.0.0_4.1.0.3.0.0.0.2~0.0~b',
    move: 'BB5/ccw',
    legal: ['BB2/ccw', 'BB2/cw', 'BB4/ccw', 'BB4/cw', 'BB5', 'BB6/ccw', 'BB6/cw', 'BB8/ccw', 'BB8/cw'],
  },
];

describe('moves that never end are still refused', () => {
  it.each(REFUSED)('$variant $position $move', (c) => {
    const r = rules(c.variant, c.options);
    const p = pos(r, c.position);
    const refused = play(r, p, unwrap(parseMove(r, c.move)));
    expect(refused.ok ? null : refused.error.code).toBe('ERR_ENDLESS');
    expect(legalMoves(r, p).map((m) => formatMove(r, m))).toEqual(c.legal);
  });
});

/** The lookahead as it was written before: a copy of the ring, sown seed by seed, with a set of string keys. */
function plainReaches(counts: readonly number[], at: number, hand: number, step: 1 | -1, target: readonly boolean[], maxLaps: number): boolean {
  const ring = [...counts];
  const n = ring.length;
  const seen = new Set<string>();
  for (;;) {
    for (; hand > 0; hand--) {
      at = (at + step + n) % n;
      ring[at]! += 1;
    }
    if (target[at] && ring[at]! >= 2) return true;
    if (maxLaps === 0 || ring[at]! < 2) return false;
    const key = `${at}:${ring.join(',')}`;
    if (seen.has(key) || seen.size >= maxLaps) return false;
    seen.add(key);
    hand = ring[at]!;
    ring[at] = 0;
  }
}

describe('the trace-free lookahead (relayReaches)', () => {
  const ring = fc.integer({ min: 4, max: 20 }).chain((n) =>
    fc.record({
      counts: fc.array(fc.nat(6), { minLength: n, maxLength: n }),
      // Few targets, so that many lookaheads run long.
      target: fc.array(
        fc.nat(9).map((x) => x === 0),
        { minLength: n, maxLength: n },
      ),
      at: fc.nat(n - 1),
      hand: fc.integer({ min: 1, max: 3 * n }),
      step: fc.constantFrom<1 | -1>(1, -1),
      maxLaps: fc.constantFrom(0, 1, 5, 60, MAX_LAPS),
    }),
  );

  it('agrees with the plain lookahead on random circuits', () => {
    fc.assert(
      fc.property(ring, ({ counts, target, at, hand, step, maxLaps }) => {
        const fast = relayReaches(Int32Array.from(counts), new Int32Array(counts.length), at, hand, step, Uint8Array.from(target, Number), maxLaps);
        expect(fast).toBe(plainReaches(counts, at, hand, step, target, maxLaps));
      }),
      { numRuns: runs(3000) },
    );
  });
});

describe('recognising a repeated state', () => {
  // A walk over few small boards repeats often; the tag stands for the pit about to be lifted.
  const walk = fc.array(fc.tuple(fc.array(fc.nat(2), { minLength: 3, maxLength: 3 }), fc.nat(2)), { minLength: 1, maxLength: 200 });

  it('StateHistory answers as a set of string keys does, at every step', () => {
    fc.assert(
      fc.property(walk, (states) => {
        const history = new StateHistory(3);
        const keys = new Set<string>();
        for (const [board, tag] of states) {
          const key = `${tag}:${board.join(',')}`;
          expect(history.visit(board, tag)).toBe(keys.has(key));
          keys.add(key);
        }
        expect(history.size).toBe(keys.size);
      }),
    );
  });

  it('StateHistory keeps thousands of states apart as it grows', () => {
    const history = new StateHistory(6);
    const boards = Array.from({ length: 4096 }, (_, i) => [0, 1, 2, 3, 4, 5].map((b) => (i >> (2 * b)) & 3));
    for (const board of boards) expect(history.visit(board, 7)).toBe(false);
    for (const board of boards) expect(history.visit(board, 7)).toBe(true);
    expect(history.visit(boards[5]!, 8)).toBe(false);
  });

  it('CycleCheck, on a sequence that comes round, answers only after the first repeat, and within three times its start and length', () => {
    // Iterating a random map on 0..n-1 from 0: the sequence enters a cycle after mu steps, of length lambda.
    const maps = fc.integer({ min: 1, max: 60 }).chain((n) => fc.array(fc.nat(n - 1), { minLength: n, maxLength: n }));
    fc.assert(
      fc.property(maps, (next) => {
        const firstSeen = new Map<number, number>();
        let x = 0;
        let i = 0;
        for (; !firstSeen.has(x); i++, x = next[x]!) firstSeen.set(x, i);
        const mu = firstSeen.get(x)!;
        const lambda = i - mu;
        const check = new CycleCheck(1);
        let answered = -1;
        x = 0;
        for (let k = 0; k <= 3 * (mu + lambda) + 4; k++, x = next[x]!) {
          if (check.visit([x], 0)) {
            answered = k;
            break;
          }
        }
        expect(answered).toBeGreaterThanOrEqual(mu + lambda);
        expect(answered).toBeLessThanOrEqual(3 * (mu + lambda) + 4);
      }),
    );
  });
});
