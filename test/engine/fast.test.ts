/** The fast path (no trace) must agree with the traced rules move for move. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/engine/index.js';
import { advance, currentPosition, legalMoves, newGame, unwrap } from '../../src/engine/index.js';
import { STORE_SOWING_CELLS, storeSowingCell, storeSowingPit, storeSowingPlayouts, storeSow } from '../../src/engine/fast/store-sowing.js';
import type { Cycles, GrandSlam } from '../../src/engine/fast/count-capture.js';
import { RepetitionSet, newCountCaptureState, countCaptureLegal, countCapturePlay, countCapturePlayouts, countCaptureRepetition } from '../../src/engine/fast/count-capture.js';
import { xorshift32 } from '../../src/engine/fast/random.js';
import { pos, rules } from '../helpers.js';
import { runs } from '../depth.js';

function toKalahCells(p: Position): Int32Array {
  const b = new Int32Array(STORE_SOWING_CELLS);
  p.pits.forEach((n, pit) => (b[storeSowingCell(pit)] = n));
  b[6] = p.stores[0]!;
  b[13] = p.stores[1]!;
  return b;
}

describe('fast Kalah', () => {
  it.each([false, true])('agrees with the traced rules (empty capture %s)', (emptyCapture) => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5, 6), fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }), (seeds, cs) => {
        const r = rules('kalah', { seeds, emptyCapture });
        let game = newGame(r.start());
        const b = toKalahCells(r.start());
        let player = 0;
        for (let i = 0; player >= 0; i++) {
          const moves = legalMoves(r, currentPosition(game));
          const move = moves[cs[i % cs.length]! % moves.length]!;
          if (move.kind !== 'sow') throw new Error('no swaps without the pie rule');
          game = unwrap(advance(r, game, move));
          player = storeSow(b, player, storeSowingCell(move.pit), emptyCapture);
          const p = currentPosition(game);
          expect(b).toEqual(toKalahCells(p));
          expect(player).toBe(p.toMove ?? -1);
        }
        expect(storeSowingPit(storeSowingCell(11))).toBe(11);
      }),
      { numRuns: runs(150) },
    );
  });

  it('plays whole random games', () => {
    const moves = storeSowingPlayouts(200, 4, xorshift32(7));
    expect(moves).toBeGreaterThan(200 * 20);
  });
});

describe('fast Oware', () => {
  const presets: [string, GrandSlam, Cycles][] = [
    ['de-toffoli', 'takes-all', 'draw'],
    ['abapa', 'captures-nothing', 'split'],
    ['no-grand-slam', 'forbidden', 'split'],
  ];
  it.each(presets)('agrees with the traced rules, repetition included (%s)', (preset, grandSlam, cycles) => {
    const r = rules('wari', { preset });
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }), (cs) => {
        let game = newGame(r.start());
        const s = newCountCaptureState();
        s.pits.fill(4);
        s.legalCount = countCaptureLegal(s, grandSlam, s.legal);
        const seen = new RepetitionSet(12);
        seen.seen(s);
        for (let i = 0; s.toMove >= 0; i++) {
          const listed = legalMoves(r, currentPosition(game)).map((m) => (m.kind === 'sow' ? m.pit : -1));
          expect([...s.legal.slice(0, s.legalCount)]).toEqual(listed);
          const pit = listed[cs[i % cs.length]! % listed.length]!;
          game = unwrap(advance(r, game, { kind: 'sow', pit }));
          if (countCapturePlay(s, pit, grandSlam)) seen.clear();
          if (s.toMove >= 0 && seen.seen(s)) countCaptureRepetition(s, cycles);
          const p = currentPosition(game);
          expect([...s.pits]).toEqual(p.pits);
          expect([...s.stores]).toEqual(p.stores);
          expect(s.toMove).toBe(p.toMove ?? -1);
        }
      }),
      { numRuns: runs(100) },
    );
  });

  it('plays whole random games', () => {
    expect(countCapturePlayouts(200, xorshift32(7))).toBeGreaterThan(200 * 20);
  });
});

describe('fast relay sowing', () => {
  it('ends where the traced sow ends, and finds the same endless moves', async () => {
    const { relaySow } = await import('../../src/engine/fast/relay.js');
    const { sow } = await import('../../src/engine/index.js');
    const { startWork } = await import('../../src/engine/work.js');
    const r = rules('endodoi');
    fc.assert(
      fc.property(fc.array(fc.nat(9), { minLength: 12, maxLength: 12 }), fc.nat(11), fc.boolean(), (pits, pick, b) => {
        const player = b ? 0 : 1;
        const own = [...Array(12).keys()].filter((p) => r.topology.owner[p] === player && pits[p]! > 0);
        if (own.length === 0) return;
        const pit = own[pick % own.length]!;
        const traced = sow(startWork({ pits, stores: [0, 0], toMove: player }), pit, {
          track: r.topology.tracks[player]!,
          trackIndex: r.topology.trackIndex[player]!,
          skipOrigin: false,
          relay: true,
        });
        const fast = relaySow(Int32Array.from(pits), r.topology.tracks[player]!, r.topology.trackIndex[player]!, pit);
        expect(fast.endless).toBe(traced.endless);
        if (!traced.endless) expect(fast.cell).toBe(traced.cell);
      }),
      { numRuns: runs(3000) },
    );
  });
});

describe('fast relay sowing with pits that may not be lifted', () => {
  it('ends where the traced sow ends when some pits end a lap whatever they hold', async () => {
    const { relaySow } = await import('../../src/engine/fast/relay.js');
    const { sow } = await import('../../src/engine/index.js');
    const { startWork } = await import('../../src/engine/work.js');
    const r = rules('endodoi');
    fc.assert(
      fc.property(fc.array(fc.nat(9), { minLength: 12, maxLength: 12 }), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), fc.nat(11), (pits, closed, pick) => {
        const own = [0, 1, 2, 3, 4, 5].filter((p) => pits[p]! > 0 && !closed[p]);
        if (own.length === 0) return;
        const pit = own[pick % own.length]!;
        const mayLift = (p: number) => !closed[p];
        const rulesFor = { track: r.topology.tracks[0]!, trackIndex: r.topology.trackIndex[0]!, skipOrigin: false, relay: true, mayLift };
        const traced = sow(startWork({ pits, stores: [0, 0], toMove: 0 }), pit, rulesFor);
        const fast = relaySow(Int32Array.from(pits), r.topology.tracks[0]!, r.topology.trackIndex[0]!, pit, mayLift);
        expect(fast.endless).toBe(traced.endless);
        if (!traced.endless) expect(fast.cell).toBe(traced.cell);
        if (!traced.endless && traced.count > 1) expect(closed[traced.cell]).toBe(true);
      }),
      { numRuns: runs(1000) },
    );
  });
});

describe('fast relay sowing with a lift that depends on the count', () => {
  it('ends where the traced sow ends when a lap stops on the counts it would capture (2 or 4 here)', async () => {
    const { relaySow } = await import('../../src/engine/fast/relay.js');
    const { sow } = await import('../../src/engine/index.js');
    const { startWork } = await import('../../src/engine/work.js');
    const r = rules('endodoi');
    fc.assert(
      fc.property(fc.array(fc.nat(9), { minLength: 12, maxLength: 12 }), fc.nat(11), (pits, pick) => {
        const own = [0, 1, 2, 3, 4, 5].filter((p) => pits[p]! > 0);
        if (own.length === 0) return;
        const pit = own[pick % own.length]!;
        const mayLift = (_: number, count: number) => count !== 2 && count !== 4;
        const rulesFor = { track: r.topology.tracks[0]!, trackIndex: r.topology.trackIndex[0]!, skipOrigin: false, relay: true, mayLift };
        const traced = sow(startWork({ pits, stores: [0, 0], toMove: 0 }), pit, rulesFor);
        const fast = relaySow(Int32Array.from(pits), r.topology.tracks[0]!, r.topology.trackIndex[0]!, pit, mayLift);
        expect(fast.endless).toBe(traced.endless);
        if (!traced.endless) expect(fast.cell).toBe(traced.cell);
        if (!traced.endless) expect([1, 2, 4]).toContain(traced.count);
      }),
      { numRuns: runs(1000) },
    );
  });
});

describe('fast relay sowing on the known endless move', () => {
  it('recognizes Endodoi A3 in 1.0.1.0.1.0_0.1.5.1.2.3 as endless, and A2 as ending', async () => {
    const { relaySow } = await import('../../src/engine/fast/relay.js');
    const r = rules('endodoi');
    const { pits } = pos(r, '1.0.1.0.1.0_0.1.5.1.2.3~15.18~a');
    expect(relaySow(Int32Array.from(pits), r.topology.tracks[0]!, r.topology.trackIndex[0]!, 2).endless).toBe(true);
    // A2's seed makes six in A3, which relays: A4, A5, A6, B6, B5 and the empty B4 (pit 8).
    expect(relaySow(Int32Array.from(pits), r.topology.tracks[0]!, r.topology.trackIndex[0]!, 1)).toEqual({ cell: 8, endless: false });
  });
});
