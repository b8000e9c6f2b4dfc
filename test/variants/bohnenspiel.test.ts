/**
 * Bohnenspiel, one rule a case, in the site's notation: row B (B1..B6 left to right as printed), then
 * row A (A1..A6), stores (A's, B's), side to move. Both players sow counter-clockwise: A along A1..A6
 * then B6..B1, B along B6..B1 then A1..A6. The stores take no beans in sowing.
 */
import { describe, expect, it } from 'vitest';
import { advance, currentPosition, formatMove, formatPosition, legalMoves, newGame, parseMove, unwrap } from '../../src/engine/index.js';
import type { Game } from '../../src/engine/index.js';

import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const bohnenspiel = rules('bohnenspiel');
const START = '6.6.6.6.6.6_6.6.6.6.6.6~0.0~a';

describe('Bohnenspiel: the board and sowing', () => {
  it('starts with 6 beans in each of 12 pits, 72 in all, and empty stores', () => {
    expect(formatPosition(bohnenspiel, bohnenspiel.start())).toBe(START);
    expect(bohnenspiel.totalSeeds).toBe(72);
    expect(legalMoves(bohnenspiel, pos(bohnenspiel, START)).map((m) => formatMove(bohnenspiel, m))).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
  });

  it('has no options to set', () => {
    expect(rules('bohnenspiel', {}).options).toEqual({});
    expect(() => rules('bohnenspiel', { seeds: 4 })).toThrow();
  });

  it.each([
    // Six beans from A1: A2..A6, then B6, which now holds seven: odd, nothing is taken.
    ['A sows counter-clockwise, on into B’s row', START, 'A1', '6.6.6.6.6.7_0.7.7.7.7.7~0.0~b'],
    // B sows right to left along the top row, then left to right along A's.
    ['B sows counter-clockwise too', '0.3.0.0.0.0_0.0.0.0.0.1~0.0~b', 'B2', '1.0.0.0.0.0_1.1.0.0.0.1~0.0~a'],
    // Twelve beans come round: the twelfth falls into A1 itself, which then holds one.
    ['twelve beans come round into the pit they left', '1.0.0.0.0.0_12.0.0.0.0.0~0.0~a', 'A1', '2.1.1.1.1.1_1.1.1.1.1.1~0.0~b'],
    ['an empty pit cannot be sown', START.replace('_6', '_0'), 'A1', 'ERR_EMPTY_PIT'],
    ['nor one of the opponent’s', START, 'B1', 'ERR_NOT_YOUR_PIT'],
  ])('%s', (_, start, move, result) => {
    expect(after(bohnenspiel, start, move)).toBe(result);
  });
});

describe('Bohnenspiel: captures of 2, 4 and 6', () => {
  it.each([
    ['two in the opponent’s pit are taken', '1.0.0.0.0.1_0.0.0.0.1.1~0.0~a', 'A6', '1.0.0.0.0.0_0.0.0.0.1.0~2.0~b'],
    // A1's two beans: A2, then A3, which makes four: A's own pit, taken all the same.
    ['four in one’s own pit are taken', '1.0.0.0.0.0_2.0.3.0.0.0~0.0~a', 'A1', '1.0.0.0.0.0_0.1.0.0.0.0~4.0~b'],
    ['six are taken', '1.0.0.0.0.5_0.0.0.0.0.1~0.0~a', 'A6', '1.0.0.0.0.0_0.0.0.0.0.0~6.0~b'],
    ['three are not', '1.0.0.0.0.2_0.0.0.0.0.1~0.0~a', 'A6', '1.0.0.0.0.3_0.0.0.0.0.0~0.0~b'],
    ['eight are not', '1.0.0.0.0.0_1.7.0.0.0.0~0.0~a', 'A1', '1.0.0.0.0.0_0.8.0.0.0.0~0.0~b'],
    ['B captures on A’s row', '1.0.0.0.0.1_1.0.0.0.0.1~0.0~b', 'B1', '0.0.0.0.0.1_0.0.0.0.0.1~0.2~a'],
    // Thirteen beans from A1: round the board, the twelfth into A1, the thirteenth makes two in A2.
    ['a long sowing captures too', '0.0.0.0.0.0_13.0.0.0.0.0~0.0~a', 'A1', '1.1.1.1.1.1_1.0.1.1.1.1~2.0~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(bohnenspiel, start, move)).toBe(result);
  });
});

describe('Bohnenspiel: the chain backwards', () => {
  it.each([
    // A5's three beans make A6 two, B6 two and B5 four: all three are taken, across both rows; A5, just emptied, stops the chain.
    ['the pits before the last are taken while they hold 2, 4 or 6, on either side', '1.0.0.0.3.1_0.0.0.0.3.1~0.0~a', 'A5', '1.0.0.0.0.0_0.0.0.0.0.0~8.0~b'],
    // A4's three: A5 two, A6 one, B6 four. B6 is taken; A6, with one, ends the chain, and A5 behind it stays.
    ['a pit with another number ends the chain', '1.0.0.0.0.3_0.0.0.3.1.0~0.0~a', 'A4', '1.0.0.0.0.0_0.0.0.0.2.1~4.0~b'],
    // B's chain runs back from A2 to A1 and into B's own row: B1 holds two after B2's beans, and is taken.
    ['B’s chain runs back into B’s own row', '1.3.0.0.0.0_3.1.0.0.0.1~0.0~b', 'B2', '0.0.0.0.0.0_0.0.0.0.0.1~0.8~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(bohnenspiel, start, move)).toBe(result);
  });
});

describe('Bohnenspiel: the end of the game', () => {
  it.each([
    // A takes B's last two beans: B has nothing and cannot move; the two beans left, on A's side, are A's.
    ['a player left without beans ends the game; the other takes what is left', '0.0.0.0.0.1_0.0.0.1.1.1~30.36~a', 'A6', '0.0.0.0.0.0_0.0.0.0.0.0~34.36~end-no-seeds'],
    // B empties B's own row: A can still move, so the game goes on.
    ['a mover who empties their own row plays on while the other can move', '1.0.0.0.0.0_0.0.1.0.0.0~35.33~b', 'B1', '0.0.0.0.0.0_1.0.1.0.0.0~35.33~a'],
    // ...and A's move leaves B's row empty: B cannot move, and A takes A2 and A3.
    ['and then the other cannot move', '0.0.0.0.0.0_1.0.1.0.0.0~35.33~a', 'A1', '0.0.0.0.0.0_0.0.0.0.0.0~37.33~end-no-seeds'],
  ])('%s', (_, start, move, result) => {
    expect(after(bohnenspiel, start, move)).toBe(result);
  });

  it('scores the stores: more beans wins, 36 each is a draw', () => {
    expect(bohnenspiel.outcome(pos(bohnenspiel, '0.0.0.0.0.0_0.0.0.0.0.0~36.36~end-no-seeds'))).toEqual({ winner: null, scores: [36, 36] });
    expect(bohnenspiel.outcome(pos(bohnenspiel, '0.0.0.0.0.0_0.0.0.0.0.0~34.38~end-no-seeds'))).toEqual({ winner: 1, scores: [34, 38] });
  });

  it('ends a game that comes back to an earlier position, each player taking the beans on their own side', () => {
    // Two single beans six pits apart chase each other round the board and never meet.
    let game: Game = newGame(pos(bohnenspiel, '1.0.0.0.0.0_0.0.0.0.0.1~35.35~a'));
    const cycle = ['A6', 'B1', 'A1', 'B6', 'A2', 'B5', 'A3', 'B4', 'A4', 'B3', 'A5', 'B2'];
    for (const [i, m] of cycle.entries()) {
      game = unwrap(advance(bohnenspiel, game, unwrap(parseMove(bohnenspiel, m))));
      if (i < cycle.length - 1) expect(currentPosition(game).toMove).not.toBeNull();
    }
    const end = currentPosition(game);
    expect(formatPosition(bohnenspiel, end)).toBe('0.0.0.0.0.0_0.0.0.0.0.0~36.36~end-repetition');
    expect(bohnenspiel.outcome(end)).toEqual({ winner: null, scores: [36, 36] });
  });
});

describe('Bohnenspiel: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [bohnenspiel], games, seed: 27, bareBoard: true }).slowest).toBeLessThan(50);
  });
});
