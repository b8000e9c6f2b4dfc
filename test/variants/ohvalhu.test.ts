/**
 * Ohvalhu, one rule a case, in the site's notation: row B (B1..B8 left to right as printed), then
 * row A (A1..A8), stores (A's first), side to move. Sowing runs counter-clockwise: A sows its row
 * left to right into A's store at the right end, then B's row right to left; B's store is at the
 * left end. A's far pit is A1, B's is B8.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, lapsOf, legalMoves, play, unwrap } from '../../src/engine/index.js';
import type { Position, Ruleset } from '../../src/engine/index.js';
import { playGame } from '../../src/engine/search/index.js';
import { OHVALHU_MAX_ROUNDS, roundStarter } from '../../src/variants/ohvalhu/index.js';
import { searchRulesOf } from '../../src/variants/index.js';
import { runs } from '../depth.js';
import { playRandomGames } from './random-games.js';
import { after, pos, rules } from '../helpers.js';

const ohvalhu = rules('ohvalhu');
const passing = rules('ohvalhu', { roundEnd: 'pass' });
const START = '8.8.8.8.8.8.8.8_8.8.8.8.8.8.8.8~0.0~a';
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
const lapsAfter = (r: Ruleset, text: string, pit: number) =>
  lapsOf(unwrap(play(r, pos(r, text), { kind: 'sow', pit })).steps).map((l) => `${r.topology.labels[l.from]}>${l.to < 0 ? 'store' : r.topology.labels[l.to]}`);

describe('Ohvalhu: the board and the opening (Mancala World; Ludii)', () => {
  it('starts 2x8 with 8 cowries a hole, each store at its owner right, A to move with any pit', () => {
    expect(formatPosition(ohvalhu, ohvalhu.start())).toBe(START);
    expect(ohvalhu.totalSeeds).toBe(128);
    expect(ohvalhu.topology.storeSide).toEqual(['right', 'left']);
    // No joint opening (Mancala World): A may open with any pit.
    expect(legal(ohvalhu, START)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
  });
});

describe('Ohvalhu: sowing and capture (Ludii, de Voogt)', () => {
  it.each([
    // A1's 8: A2..A8 and A's store: another sowing.
    ['earns another sowing with a last seed in the own store', START, 'A1', '8.8.8.8.8.8.8.8_0.9.9.9.9.9.9.9~1.0~a'],
    // B8's 2: B7, B6; B6 was empty and is B's, A6 facing holds 1: B takes it with the last seed.
    ['captures across from an own empty pit, with the last seed', '0.0.0.0.0.0.0.2_0.0.0.0.0.1.0.1~60.64~b', 'B8', '0.0.0.0.0.0.1.0_0.0.0.0.0.0.0.1~60.66~a'],
    // A8's 2: A's store, then B8 (B's row, sown right to left): B8 was empty, the turn ends.
    ['ends the turn in an empty pit of the opponent', '1.0.0.0.0.0.0.0_1.0.0.0.0.0.0.2~60.64~a', 'A8', '1.0.0.0.0.0.0.1_1.0.0.0.0.0.0.0~61.64~b'],
    // A3's 1 falls in the empty A4, facing an empty B4: nothing is taken.
    ['captures nothing across from an empty pit', '1.0.0.0.0.0.0.0_0.0.1.0.0.0.0.1~62.63~a', 'A3', '1.0.0.0.0.0.0.0_0.0.0.1.0.0.0.1~62.63~b'],
    // B1's 3: B's store, A1, A2; A2 held 1, so its 2 relay: A3, A4, empty and A's: B's turn ends.
    ["relays from a pit of the opponent's and ends in the opponent's empty pit", '3.0.0.0.0.0.0.1_0.1.0.0.0.0.0.0~61.62~b', 'B1', '0.0.0.0.0.0.0.1_1.0.1.1.0.0.0.0~61.63~a'],
    // B1's 11: B's store, A1..A8, (A's store passed over) B8, B7: B7 was empty, A7 facing holds the 1 just sown.
    ["passes over the opponent's store", '11.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0~58.59~b', 'B1', '0.0.0.0.0.0.0.1_1.1.1.1.1.1.0.1~58.62~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(ohvalhu, start, move)).toBe(result);
  });

  it('relays from an occupied pit on either side', () => {
    expect(lapsAfter(ohvalhu, '10.0.10.10.1.10.10.10_2.11.11.2.1.12.12.12~4.0~a', 0)).toEqual(['A1>A3', 'A3>B3', 'B3>store']);
  });
});

describe('Ohvalhu: rounds and pits under a leaf (Mancala World)', () => {
  const ended = (stores: string): Position => pos(ohvalhu, `0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0~${stores}~end-no-seeds`);
  const next = (stores: string) => {
    const p = ohvalhu.nextRound!(ended(stores), 1);
    return p ? formatPosition(ohvalhu, p) : null;
  };

  it.each([
    // Filled from each player's left: A1 rightward for A, B8 leftward for B; the rest are out of play.
    ['90.38', 'x.x.x.x.8.8.8.8_8.8.8.8.8.8.8.8~26.6~a'],
    ['38.90', '8.8.8.8.8.8.8.8_8.8.8.8.x.x.x.x~6.26~b'],
    ['64.64', '8.8.8.8.8.8.8.8_8.8.8.8.8.8.8.8~0.0~a'],
    ['121.7', null],
  ])('sets up the round after %s', (stores, layout) => {
    expect(next(stores)).toBe(layout);
  });

  it('lets the player who won more begin a later round (our choice), A on equal seeds', () => {
    expect(roundStarter([90, 38])).toBe(0);
    expect(roundStarter([38, 90])).toBe(1);
    expect(roundStarter([64, 64])).toBe(0);
  });

  it('passes over the pits out of play', () => {
    expect(lapsAfter(ohvalhu, 'x.x.x.x.8.8.8.8_8.8.8.8.8.8.8.8~26.6~a', 4)).toEqual(['A5>B5', 'B5>store']);
    expect(after(ohvalhu, 'x.x.x.x.8.8.8.8_8.8.8.8.8.8.8.8~26.6~a', 'A5')).toBe('x.x.x.x.0.9.9.9_9.9.9.9.1.10.10.10~28.6~a');
  });

  it('ends a round when the player to move has no seeds (default), or lets them pass (option)', () => {
    const start = '0.0.2.0.0.0.0.0_0.1.0.0.0.0.0.3~60.62~a';
    expect(after(ohvalhu, start, 'A2')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0~66.62~end-no-seeds');
    expect(after(passing, start, 'A2')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.3~63.62~a');
  });

  it('stops after the declared number of rounds, the player holding more seeds winning', () => {
    expect(ohvalhu.nextRound!(ended('70.58'), OHVALHU_MAX_ROUNDS - 1)).not.toBeNull();
    expect(ohvalhu.nextRound!(ended('70.58'), OHVALHU_MAX_ROUNDS)).toBeNull();
    expect(ohvalhu.outcome(ended('70.58'))).toEqual({ winner: 0, scores: [70, 58] });
  });
});

describe('Ohvalhu: random rounds', () => {
  it.each([
    ['no-seeds', ohvalhu],
    ['pass', passing],
  ])(
    'plays whole random games of rounds (%s) to their end',
    (_, r) => {
      for (let i = 0; i < 4; i++) expect(playGame(searchRulesOf(r), ['random', 'random'], i, 7).finished, `game ${i}`).toBe(true);
    },
    60_000,
  );

  it(`plays ${runs(10_000)} seeded random rounds to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [ohvalhu, passing], games: runs(10_000), seed: 31 }).slowest).toBeLessThan(50);
  });
});
