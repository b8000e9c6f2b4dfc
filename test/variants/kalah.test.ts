import { describe, expect, it } from 'vitest';
import { formatMove, legalMoves, play, playWhole, unwrap, lapsOf, capturesOf } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';

const kalah = rules('kalah');

describe('Kalah', () => {
  it('starts with 4 seeds a pit by default and 3 to 6 on request', () => {
    expect(kalah.start().pits).toEqual(new Array(12).fill(4));
    for (const seeds of [3, 4, 5, 6]) expect(rules('kalah', { seeds }).start().pits).toEqual(new Array(12).fill(seeds));
    expect(rules('kalah', { seeds: 6 }).totalSeeds).toBe(72);
  });

  // One case a line: start, moves, result (the rules of the Italian rules page "Kalaha").
  it.each([
    ['last seed in own store: sow again', '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', ['A3'], '4.4.4.4.4.4_4.4.0.5.5.5~1.0~a'],
    ['ends on the opponent side: turn passes', '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', ['A5'], '4.4.4.4.5.5_4.4.4.4.0.5~1.0~b'],
    ['own empty pit facing seeds: capture both', '2.3.4.5.1.6_1.0.0.3.0.2~10.11~a', ['A1'], '2.0.4.5.1.6_0.0.0.3.0.2~14.11~b'],
    ['own empty pit facing nothing: no capture', '2.0.4.5.1.6_1.0.0.3.0.2~10.14~a', ['A1'], '2.0.4.5.1.6_0.1.0.3.0.2~10.14~b'],
    // 9 seeds: A's store, B6..B1, (B's store skipped), A1, A2; A2 was empty and B2 now holds 1: capture 2.
    ['opponent store is skipped', '0.0.0.0.0.1_0.0.0.0.0.9~0.0~a', ['A6'], '1.0.1.1.1.2_1.0.0.0.0.0~3.0~b'],
    ['B sows right to left on top and into its own store on the left', '1.1.1.1.1.1_1.1.1.1.1.1~0.0~b', ['B1'], '0.1.1.1.1.1_1.1.1.1.1.1~0.1~b'],
    ['B captures across: B2 empty facing A2', '1.0.1.1.1.1_1.5.1.1.1.1~0.0~b', ['B3'], '1.0.0.1.1.1_1.0.1.1.1.1~0.6~a'],
    // 13 seeds: the 13th refills the emptied A1, which faces B1 (now 2): capture 3.
    ['13 seeds go round and refill the origin pit', '1.1.1.1.1.1_13.1.1.1.1.1~0.0~a', ['A1'], '0.2.2.2.2.2_0.2.2.2.2.2~4.0~b'],
  ])('%s', (_, start, moves, result) => {
    expect(after(kalah, start, ...moves)).toBe(result);
  });

  it('ends when a row is empty after a move, each player taking their own side (the Italian rules page "Kalaha")', () => {
    // A's last seed leaves A's row empty: B keeps the 10 seeds on B's side.
    expect(after(kalah, '1.2.3.1.2.1_0.0.0.0.0.1~20.17~a', 'A6')).toBe('0.0.0.0.0.0_0.0.0.0.0.0~21.27~end-row-empty');
    // A capture empties B's row: A collects the rest of A's side.
    expect(after(kalah, '0.3.0.0.0.0_1.0.2.0.0.0~30.10~a', 'A1')).toBe('0.0.0.0.0.0_0.0.0.0.0.0~36.10~end-row-empty');
    const ended = pos(kalah, '0.0.0.0.0.0_0.0.0.0.0.0~36.10~end-row-empty');
    expect(kalah.outcome(ended)).toEqual({ winner: 0, scores: [36, 10] });
    expect(legalMoves(kalah, ended)).toEqual([]);
    expect(unwrap({ ok: true, value: kalah.outcome(pos(kalah, '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-row-empty')) })).toEqual({ winner: null, scores: [24, 24] });
  });

  it.each([
    ['owner', '0.0.0.0.0.0_0.0.0.0.0.0~21.27~end-row-empty'],
    ['uncounted', '1.2.3.1.2.1_0.0.0.0.0.0~21.17~end-row-empty'],
    ['emptier', '0.0.0.0.0.0_0.0.0.0.0.0~31.17~end-row-empty'],
  ])("leftovers %s: the ten seeds left on B's side", (leftovers, result) => {
    expect(after(rules('kalah', { leftovers }), '1.2.3.1.2.1_0.0.0.0.0.1~20.17~a', 'A6')).toBe(result);
  });

  it('with the Empty Capture house rule takes a lone last seed (Tavares, "Kalah", Mancala World)', () => {
    const house = rules('kalah', { emptyCapture: true });
    expect(after(house, '2.0.4.5.1.6_1.0.0.3.0.2~10.14~a', 'A1')).toBe('2.0.4.5.1.6_0.0.0.3.0.2~11.14~b');
  });

  it('rejects illegal moves with codes that name the problem', () => {
    const start = '4.4.4.4.4.4_0.4.4.4.4.4~0.0~a';
    expect(after(kalah, start, 'B2')).toBe('ERR_NOT_YOUR_PIT');
    expect(after(kalah, start, 'A1')).toBe('ERR_EMPTY_PIT');
    expect(after(kalah, start, 'swap')).toBe('ERR_NO_SWAP');
    expect(after(kalah, '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-row-empty', 'A1')).toBe('ERR_GAME_OVER');
    const res = play(kalah, pos(kalah, start), { kind: 'sow', pit: 99 });
    expect(!res.ok && res.error.code).toBe('ERR_NO_SUCH_PIT');
  });

  it('offers the pie rule once, to the second player, after the first turn (Tavares, "Kalah", Mancala World)', () => {
    const pie = rules('kalah', { pie: true });
    const start = pie.start();
    expect(start.pie).toBe('pending');
    expect(legalMoves(pie, start).map((m) => formatMove(pie, m))).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    // A3 ends in the store: still A's turn, the pie is still pending.
    const afterA3 = unwrap(playWhole(pie, start, { kind: 'sow', pit: 2 })).position;
    expect(afterA3.pie).toBe('pending');
    const afterA1 = unwrap(playWhole(pie, afterA3, { kind: 'sow', pit: 0 })).position;
    expect(afterA1.pie).toBe('offered');
    expect(legalMoves(pie, afterA1).map((m) => formatMove(pie, m))).toContain('swap');
    const swapped = unwrap(playWhole(pie, afterA1, { kind: 'swap' }));
    expect(swapped.steps).toEqual([{ kind: 'swap', player: 1 }]);
    expect(swapped.position.pits).toEqual(afterA1.pits);
    expect(swapped.position.toMove).toBe(1);
    expect(swapped.position.pie).toBeUndefined();
    // Declining (sowing instead) also uses the offer up.
    const declined = unwrap(playWhole(pie, afterA1, { kind: 'sow', pit: 6 })).position;
    expect(declined.pie).toBeUndefined();
    expect(legalMoves(pie, declined).some((m) => m.kind === 'swap')).toBe(false);
  });

  it('traces laps and captures', () => {
    const res = unwrap(playWhole(kalah, pos(kalah, '2.3.4.5.1.6_1.0.0.3.0.2~10.11~a'), { kind: 'sow', pit: 0 }));
    expect(lapsOf(res.steps)).toEqual([{ from: 0, to: 1, count: 1 }]);
    expect(capturesOf(res.steps, 2)).toEqual([4, 0]);
    expect(res.steps.map((s) => s.kind)).toEqual(['lift', 'drop', 'lap-end', 'capture', 'capture']);
  });
});
