/**
 * Sungka, one rule a case, in the site's notation: row B (B1..B7 left to right as printed), then
 * row A (A1..A7), heads (A's first), side to move. Sowing runs clockwise: A sows its row right to
 * left into A's head at the left end, then B's row left to right; B's head is at the right end.
 * The rules are the Dakon family's (Congkak's test covers the family's joint opening, which Sungka
 * does not use).
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves } from '../../src/engine/index.js';
import type { Position, Ruleset } from '../../src/engine/index.js';
import { playGame } from '../../src/engine/search/index.js';
import { controlsFor } from '../../src/board/editor-state.js';
import { SUNGKA_MAX_ROUNDS, roundWinner } from '../../src/variants/sungka/index.js';
import { searchRulesOf } from '../../src/variants/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const sungka = rules('sungka');
const rounds = rules('sungka', { rounds: 'rounds' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
const START = '7.7.7.7.7.7.7_7.7.7.7.7.7.7~0.0~a';

describe('Sungka: the board and the first move', () => {
  it("starts 2x7 with 7 shells a house, heads at each player's left, A to move", () => {
    expect(formatPosition(sungka, sungka.start())).toBe(START);
    expect(sungka.totalSeeds).toBe(98);
    expect(sungka.topology.storeSide).toEqual(['left', 'right']);
    expect(sungka.state).toBeUndefined();
  });

  it('lets A open with any house (the joint first move is played in turns, A first)', () => {
    expect(legal(sungka, START)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
    // A7's 7 run along A's row into A's head: A sows again.
    expect(after(sungka, START, 'A7')).toBe('7.7.7.7.7.7.7_8.8.8.8.8.8.0~1.0~a');
  });

  it('offers burnt houses in the editor, and no state of its own', () => {
    const controls = controlsFor(sungka);
    expect(controls.blocked).toBe(true);
    expect(controls.state).toEqual([]);
  });
});

describe('Sungka: sowing and capture', () => {
  it.each([
    // A2's 7: A1, A's head, B1..B5; B5 held 7, so its 8 relay: B6, B7, (B's head skipped) A7..A2; A2 was emptied: B2's 8 and the last shell are taken.
    ['relays from an occupied house and captures across from an own empty house', START, 'A2', '8.0.8.8.0.8.8_8.0.8.8.8.8.8~10.0~b'],
    ['earns another sowing with a last shell in the own head', '0.8.8.8.8.8.8_8.8.8.8.8.8.0~1.1~a', 'A2', '1.9.9.9.9.0.9_10.1.9.9.9.9.1~3.1~a'],
    ['ends the turn in an empty house of the opponent', '0.0.0.0.0.0.3_1.0.0.0.0.0.0~45.49~b', 'B7', '0.0.0.0.0.0.0_1.0.0.0.0.1.1~45.50~a'],
    // B7's 10: B's head, A7..A1, then (A's head skipped) B1, B2: B2 was empty, A2 across holds 1.
    ["skips the opponent's head", '0.0.0.0.0.0.10_1.0.0.0.0.0.0~38.49~b', 'B7', '1.0.0.0.0.0.0_2.0.1.1.1.1.1~38.52~a'],
    ['captures nothing across from an empty house', '0.0.0.0.0.0.1_0.0.1.0.0.0.0~50.46~a', 'A3', '0.0.0.0.0.0.1_0.1.0.0.0.0.0~50.46~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(sungka, start, move)).toBe(result);
  });
});

describe('Sungka: passing, the end, and rounds', () => {
  it('lets a player without shells pass until every shell is in a head (Mancala World)', () => {
    // A3's 1 falls in A2, empty, across from B2's 3: A takes 4; B has none and passes, A moves again.
    expect(after(sungka, '0.3.0.0.0.0.0_0.0.1.0.0.0.2~50.42~a', 'A3')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.2~54.42~a');
    expect(after(sungka, '0.0.0.0.0.0.0_1.0.0.0.0.0.0~55.42~a', 'A1')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.0~56.42~end-no-seeds');
  });

  const ended = (r: Ruleset, stores: string): Position => pos(r, `0.0.0.0.0.0.0_0.0.0.0.0.0.0~${stores}~end-no-seeds`);

  it('is one game by default: no next round', () => {
    expect(sungka.nextRound).toBeUndefined();
  });

  it.each([
    ['73.25', 'x.x.x.x.7.7.7_7.7.7.7.7.7.7~24.4~a'],
    ['25.73', '7.7.7.7.7.7.7_7.7.7.x.x.x.x~4.24~b'],
    ['49.49', START],
    ['92.6', null],
  ])('with rounds, sets up the round after %s, its winner starting, unfilled houses burnt (Lopez)', (stores, layout) => {
    const p = rounds.nextRound!(ended(rounds, stores), 1);
    expect(p ? formatPosition(rounds, p) : null).toBe(layout);
  });

  it('names the starter of a later round from the shells won', () => {
    expect(roundWinner([73, 25])).toBe(0);
    expect(roundWinner([40, 58])).toBe(1);
  });

  it('passes over burnt houses when sowing', () => {
    expect(after(rounds, 'x.x.x.x.7.7.7_7.7.7.7.7.7.7~24.4~a', 'A4')).toBe('x.x.x.x.8.8.0_9.9.9.1.8.8.8~26.4~a');
  });

  it('stops after the declared number of rounds', () => {
    expect(rounds.nextRound!(ended(rounds, '56.42'), SUNGKA_MAX_ROUNDS - 1)).not.toBeNull();
    expect(rounds.nextRound!(ended(rounds, '56.42'), SUNGKA_MAX_ROUNDS)).toBeNull();
  });

  it.each([
    ['one game', sungka],
    ['rounds', rounds],
  ])(
    'plays whole random games (%s) to their end',
    (_, r) => {
      for (let i = 0; i < 4; i++) expect(playGame(searchRulesOf(r), ['random', 'random'], i, 7).finished, `game ${i}`).toBe(true);
    },
    60_000,
  );
});

describe('Sungka: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [sungka, rounds], games, seed: 23 }).slowest).toBeLessThan(50);
  });
});
