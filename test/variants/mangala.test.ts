/**
 * Mangala, one rule a case, in the site's notation: row B (B1..B6 left to right as printed), then row
 * A (A1..A6), stores (A's, B's), side to move. A's store is on the right, B's on the left; A sows
 * A1..A6, A's store, then B6..B1; B sows B6..B1, B's store, then A1..A6.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves } from '../../src/engine/index.js';

import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const mangala = rules('mangala');
const emptyCapture = rules('mangala', { emptyCapture: true });

describe('Mangala: the board and sowing', () => {
  it('starts with 4 stones in each of 12 pits, 48 in all, and empty stores', () => {
    expect(formatPosition(mangala, mangala.start())).toBe('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a');
    expect(mangala.totalSeeds).toBe(48);
  });

  it.each([
    // Four stones from A1: one back into A1, then A2, A3, A4.
    ['the first stone goes back into the pit just emptied', '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', 'A1', '4.4.4.4.4.4_1.5.5.5.4.4~0.0~b'],
    ['a single stone moves on to the next pit', '4.4.4.4.4.4_4.1.2.4.4.4~0.0~a', 'A2', '4.4.4.4.4.4_4.0.3.4.4.4~0.0~b'],
    // Nine stones from A6: A6, A's store, B6..B1, then (B's store left out) A1, empty before: it takes B1's stone.
    ['the opponent’s store is passed over', '0.0.0.0.0.0_0.0.0.0.0.9~0.0~a', 'A6', '0.1.1.1.1.1_0.0.0.0.0.1~3.0~b'],
    // Fourteen stones: the fourteenth comes round into A1 again, which then holds two: nothing happens.
    ['a long sowing comes round into its own pit', '1.0.0.0.0.0_14.0.0.0.0.0~0.0~a', 'A1', '2.1.1.1.1.1_2.1.1.1.1.1~1.0~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(mangala, start, move)).toBe(result);
  });

  it('lets the player to move sow only their own pits that hold stones', () => {
    expect(legalMoves(mangala, pos(mangala, '4.4.4.4.4.4_4.0.4.0.4.4~0.0~a')).map((m) => formatMove(mangala, m))).toEqual(['A1', 'A3', 'A5', 'A6']);
    expect(after(mangala, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', 'B3')).toBe('ERR_NOT_YOUR_PIT');
    expect(after(mangala, '4.4.4.4.4.4_4.0.4.4.4.4~0.0~a', 'A2')).toBe('ERR_EMPTY_PIT');
  });
});

describe('Mangala: another turn', () => {
  it.each([
    ['a last stone in one’s own store gives another turn', '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', 'A4', '4.4.4.4.4.4_4.4.4.1.5.5~1.0~a'],
    ['a single stone in the sixth pit goes into the store, and the turn goes on', '1.0.0.0.0.0_1.0.0.0.0.1~0.0~a', 'A6', '1.0.0.0.0.0_1.0.0.0.0.0~1.0~a'],
    // B sows right to left along the top row: B3, B2, B1, then B's store on the left.
    ['B’s store is on the left', '4.4.4.4.4.4_4.4.4.4.4.4~0.0~b', 'B3', '5.5.1.4.4.4_4.4.4.4.4.4~0.1~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(mangala, start, move)).toBe(result);
  });
});

describe('Mangala: the even capture', () => {
  it.each([
    // A6's three stones: one back, one in A's store, the last makes B6 four.
    ['a last stone that makes an opponent’s pit even captures it', '1.0.0.0.0.3_0.0.0.0.0.3~0.0~a', 'A6', '1.0.0.0.0.0_0.0.0.0.0.1~5.0~b'],
    ['an odd count captures nothing', '1.0.0.0.0.2_0.0.0.0.0.3~0.0~a', 'A6', '1.0.0.0.0.3_0.0.0.0.0.1~1.0~b'],
    ['an even count in one’s own pit captures nothing', '1.0.0.0.0.0_0.2.1.0.0.1~0.0~a', 'A2', '1.0.0.0.0.0_0.1.2.0.0.1~0.0~b'],
    ['B captures on A’s row', '0.4.0.0.0.0_1.0.0.0.0.1~0.0~b', 'B2', '1.1.0.0.0.0_0.0.0.0.0.1~0.3~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(mangala, start, move)).toBe(result);
  });
});

describe('Mangala: the empty-pit capture', () => {
  it.each([
    // A2's two stones: one back, the last alone in A3, facing B3's four: A takes five.
    ['a last stone alone in an own pit takes the facing pit with it', mangala, '1.0.4.0.0.0_0.2.0.0.0.1~0.0~a', 'A2', '1.0.0.0.0.0_0.1.0.0.0.1~5.0~b'],
    ['with nothing opposite, nothing is captured', mangala, '1.0.0.0.0.0_0.2.0.0.0.1~0.0~a', 'A2', '1.0.0.0.0.0_0.1.1.0.0.1~0.0~b'],
    ['…unless the lone stone is taken all the same (option)', emptyCapture, '1.0.0.0.0.0_0.2.0.0.0.1~0.0~a', 'A2', '1.0.0.0.0.0_0.1.0.0.0.1~1.0~b'],
    ['B captures across the same way', mangala, '0.0.0.2.0.0_0.0.5.0.0.1~0.0~b', 'B4', '0.0.0.1.0.0_0.0.0.0.0.1~0.6~a'],
  ])('%s', (_, r, start, move, result) => {
    expect(after(r, start, move)).toBe(result);
  });
});

describe('Mangala: the end of the game', () => {
  it.each([
    // A's last stone goes into A's store and A's row is empty: the game ends there, and A takes B's two.
    ['the player who empties their row takes the stones on the other side', '1.1.0.0.0.0_0.0.0.0.0.1~20.25~a', 'A6', '0.0.0.0.0.0_0.0.0.0.0.0~23.25~end-row-empty'],
    // A's capture empties B's row: B's row is the empty one, so B takes A's last stone.
    ['a row emptied by a capture: its owner takes the rest', '0.0.0.0.0.1_0.0.0.0.0.3~20.21~a', 'A6', '0.0.0.0.0.0_0.0.0.0.0.0~23.22~end-row-empty'],
    ['24 each is a draw', '0.0.0.0.0.1_0.0.0.0.0.3~21.23~a', 'A6', '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-row-empty'],
  ])('%s', (_, start, move, result) => {
    expect(after(mangala, start, move)).toBe(result);
  });

  it('scores the stores: more stones wins, equal is a draw', () => {
    expect(mangala.outcome(pos(mangala, '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-row-empty'))).toEqual({ winner: null, scores: [24, 24] });
    expect(mangala.outcome(pos(mangala, '0.0.0.0.0.0_0.0.0.0.0.0~23.25~end-row-empty'))).toEqual({ winner: 1, scores: [23, 25] });
  });
});

describe('Mangala: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [mangala, emptyCapture], games, seed: 22, bareBoard: true }).slowest).toBeLessThan(50);
  });
});
