import { describe, expect, it } from 'vitest';
import { advance, currentPosition, formatMove, formatPosition, legalMoves, newGame, unwrap } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';

const wari = rules('wari');
const abapa = rules('wari', { preset: 'abapa' });
const noSlam = rules('wari', { preset: 'no-grand-slam' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));

describe('Wari (De Toffoli, part 2)', () => {
  it('starts with 4 seeds in each of 12 pits', () => {
    expect(formatPosition(wari, wari.start())).toBe('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a');
    expect(wari.totalSeeds).toBe(48);
  });

  it.each([
    ['a first move sows left to right', '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', 'A1', '4.4.4.4.4.4_0.5.5.5.5.4~0.0~b'],
    ['De Toffoli, part 2: chain of B2, B3, B4 stopped by B5', '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a', 'A5', '0.0.0.0.4.3_0.1.1.0.0.2~7.0~b'],
    ['a chain stops at the own side', '4.0.0.0.0.1_0.0.0.0.0.1~21.21~a', 'A6', '4.0.0.0.0.0_0.0.0.0.0.0~23.21~b'],
    ['four in the last pit: no capture', '0.0.0.0.0.3_1.0.0.0.0.1~21.22~a', 'A6', '0.0.0.0.0.4_1.0.0.0.0.0~21.22~b'],
    // B6's four seeds cannot reach A's empty row, so B cannot feed A and takes its own four.
    ['B cannot feed: the game ends', '0.0.0.0.0.3_0.0.0.0.0.1~22.22~a', 'A6', '0.0.0.0.0.0_0.0.0.0.0.0~22.26~end-cannot-feed'],
    ['two in an own pit: no capture', '1.1.1.1.1.1_1.1.0.0.0.0~20.20~a', 'A1', '1.1.1.1.1.1_0.2.0.0.0.0~20.20~b'],
    ['B sows right to left along the top', '2.2.2.2.2.2_1.1.1.1.1.1~15.15~b', 'B6', '2.2.2.3.3.0_1.1.1.1.1.1~15.15~a'],
    // B1's seeds make A1 and A2 two each: B captures back along A's row, 4 seeds.
    ['B crosses into A and chains back along A', '2.2.2.2.2.2_1.1.1.1.1.1~15.15~b', 'B1', '0.2.2.2.2.2_0.0.1.1.1.1~15.19~a'],
    ['twelve seeds pass over the emptied pit', '1.2.1.0.2.1_12.0.1.1.0.3~12.12~a', 'A1', '2.3.2.1.3.2_0.2.2.2.1.4~12.12~b'],
    ['a capture to 25 wins at once', '3.3.0.0.0.1_0.0.0.0.0.1~23.17~a', 'A6', '3.3.0.0.0.0_0.0.0.0.0.0~25.17~end-target-reached'],
    ['a player who cannot feed takes their own seeds', '1.0.0.0.0.0_0.0.0.0.0.0~23.24~b', 'B1', '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-cannot-feed'],
    ['a grand slam takes all, and the capturer sweeps their side', '0.0.0.0.1.2_3.1.0.0.0.2~20.19~a', 'A6', '0.0.0.0.0.0_0.0.0.0.0.0~29.19~end-grand-slam'],
  ])('%s', (_, start, move, result) => {
    expect(after(wari, start, move)).toBe(result);
  });

  it('must feed a starved opponent when it can', () => {
    expect(legal(wari, '0.0.0.0.0.0_2.0.0.1.0.1~22.22~a')).toEqual(['A6']);
    expect(after(wari, '0.0.0.0.0.0_2.0.0.1.0.1~22.22~a', 'A1')).toBe('ERR_MUST_FEED');
  });

  it('rejects moves from the wrong side or an empty pit', () => {
    expect(after(wari, '4.4.4.4.4.4_0.4.4.4.4.4~0.0~a', 'B1')).toBe('ERR_NOT_YOUR_PIT');
    expect(after(wari, '4.4.4.4.4.4_0.4.4.4.4.4~0.0~a', 'A1')).toBe('ERR_EMPTY_PIT');
    expect(after(wari, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', 'swap')).toBe('ERR_UNKNOWN_MOVE');
  });

  it('scores: more than half wins, otherwise a draw', () => {
    expect(wari.outcome(pos(wari, '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-cannot-feed'))).toEqual({ winner: null, scores: [24, 24] });
    expect(wari.outcome(pos(wari, '3.3.0.0.0.0_0.0.0.0.0.0~25.17~end-target-reached'))).toEqual({ winner: 0, scores: [25, 17] });
    expect(wari.outcome(pos(wari, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a'))).toBeNull();
  });
});

describe('Wari grand slam policies', () => {
  const slam = '0.0.0.0.1.2_3.1.0.0.0.2~20.19~a';
  it('Abapa: the sowing stands, nothing is captured', () => {
    expect(after(abapa, slam, 'A6')).toBe('0.0.0.0.2.3_3.1.0.0.0.0~20.19~b');
  });
  it('forbidden: refused while another move exists', () => {
    expect(legal(noSlam, slam)).toEqual(['A1', 'A2']);
    expect(after(noSlam, slam, 'A6')).toBe('ERR_GRAND_SLAM');
  });
  it('forbidden, but the only move: played, capturing nothing', () => {
    // B then cannot feed A and takes the five seeds on B's side.
    expect(legal(noSlam, '0.0.0.0.1.2_0.0.0.0.0.2~20.21~a')).toEqual(['A6']);
    expect(after(noSlam, '0.0.0.0.1.2_0.0.0.0.0.2~20.21~a', 'A6')).toBe('0.0.0.0.0.0_0.0.0.0.0.0~20.26~end-cannot-feed');
  });
});

describe('Wari repetition', () => {
  // One seed on each side, six pits apart: each player has one move and nothing is ever captured.
  // Each move advances one seed one pit, so after 12 moves both have gone half way round and,
  // seeds being alike, the start position is back with A to move.
  const start = '0.0.1.0.0.0_0.0.1.0.0.0~23.23~a';
  function playOut(r: Ruleset) {
    let game = newGame(pos(r, start));
    while (currentPosition(game).toMove !== null && game.plies.length < 100) {
      game = unwrap(advance(r, game, legalMoves(r, currentPosition(game))[0]!));
    }
    return game;
  }
  it('De Toffoli, part 2: a repeated position ends the game drawn, seeds left where they are', () => {
    const game = playOut(wari);
    expect(game.plies.length).toBe(12);
    expect(formatPosition(wari, currentPosition(game))).toBe('0.0.1.0.0.0_0.0.1.0.0.0~23.23~end-repetition');
    expect(wari.outcome(currentPosition(game))).toEqual({ winner: null, scores: [23, 23] });
  });
  it('Abapa: each player takes the seeds on their own side', () => {
    const game = playOut(abapa);
    expect(game.plies.length).toBe(12);
    expect(formatPosition(abapa, currentPosition(game))).toBe('0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-repetition');
    const last = game.plies[11]!.steps;
    expect(last.filter((s) => s.kind === 'collect')).toHaveLength(2);
  });
});
