/** The fast path (no trace) must agree with the traced rules move for move. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/engine/index.js';
import { advance, currentPosition, legalMoves, newGame, unwrap } from '../../src/engine/index.js';
import { KALAH_CELLS, kalahCell, kalahPit, kalahPlayouts, kalahSow } from '../../src/engine/fast/kalah.js';
import type { Cycles, GrandSlam } from '../../src/engine/fast/oware.js';
import { RepetitionSet, newOwareState, owareLegal, owarePlay, owarePlayouts, owareRepetition } from '../../src/engine/fast/oware.js';
import { xorshift32 } from '../../src/engine/fast/random.js';
import { rules } from '../helpers.js';

function toKalahCells(p: Position): Int32Array {
  const b = new Int32Array(KALAH_CELLS);
  p.pits.forEach((n, pit) => (b[kalahCell(pit)] = n));
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
          player = kalahSow(b, player, kalahCell(move.pit), emptyCapture);
          const p = currentPosition(game);
          expect(b).toEqual(toKalahCells(p));
          expect(player).toBe(p.toMove ?? -1);
        }
        expect(kalahPit(kalahCell(11))).toBe(11);
      }),
      { numRuns: 150 },
    );
  });

  it('plays whole random games', () => {
    const moves = kalahPlayouts(200, 4, xorshift32(7));
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
        const s = newOwareState();
        s.pits.fill(4);
        s.legalCount = owareLegal(s, grandSlam, s.legal);
        const seen = new RepetitionSet(12);
        seen.seen(s);
        for (let i = 0; s.toMove >= 0; i++) {
          const listed = legalMoves(r, currentPosition(game)).map((m) => (m.kind === 'sow' ? m.pit : -1));
          expect([...s.legal.slice(0, s.legalCount)]).toEqual(listed);
          const pit = listed[cs[i % cs.length]! % listed.length]!;
          game = unwrap(advance(r, game, { kind: 'sow', pit }));
          if (owarePlay(s, pit, grandSlam)) seen.clear();
          if (s.toMove >= 0 && seen.seen(s)) owareRepetition(s, cycles);
          const p = currentPosition(game);
          expect([...s.pits]).toEqual(p.pits);
          expect([...s.stores]).toEqual(p.stores);
          expect(s.toMove).toBe(p.toMove ?? -1);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('plays whole random games', () => {
    expect(owarePlayouts(200, xorshift32(7))).toBeGreaterThan(200 * 20);
  });
});
