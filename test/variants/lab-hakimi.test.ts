/**
 * La'b hakimi, one rule a case, in the site's notation: row B (B1..B7 left to right as printed), then
 * row A (A1..A7), captures (A's, B's), side to move. Counter-clockwise: A sows A1..A7 then B7..B1;
 * B sows B7..B1 then A1..A7. Culin's letters: A..G are A1..A7, a..g are B7..B1.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const hakimi = rules('lab-hakimi');
const behind = rules('lab-hakimi', { preset: 'mancala-world' });
const head = rules('lab-hakimi', { preset: 'madjnuni' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
const START = '7.7.7.7.7.7.7_7.7.7.7.7.7.7~0.0~a';

describe("La'b hakimi: the board and sowing", () => {
  it('starts with 7 seeds in each of 14 pits, 98 in all, and A may sow from any pit', () => {
    expect(formatPosition(hakimi, hakimi.start())).toBe(START);
    expect(hakimi.totalSeeds).toBe(98);
    expect(legal(hakimi, START)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
  });

  it.each([
    ['a lap ending in an empty pit ends the move; from A7 the seeds go on into B7 (Culin’s a)', '1.0.0.0.0.0.0_0.0.0.0.0.0.2~0.0~a', 'A7', '1.0.0.0.0.1.1_0.0.0.0.0.0.0~0.0~b'],
    // A5's second seed makes A7 three: lifted and sown on into B7, B6 and the empty B5.
    ['a lap ending in a pit it makes three lifts that pit and sows on (relay)', '1.0.0.0.0.0.0_0.0.0.0.2.0.2~0.0~a', 'A5', '1.0.0.0.1.1.1_0.0.0.0.0.1.0~0.0~b'],
    ['a pit made five is lifted too', '1.0.0.0.0.0.0_0.0.0.0.1.4.0~0.0~a', 'A5', '1.0.0.1.1.1.1_0.0.0.0.0.0.1~0.0~b'],
    ['B sows counter-clockwise, from B2 on into B1 and A1', '0.2.0.0.0.0.0_0.0.0.0.0.0.1~0.0~b', 'B2', '1.0.0.0.0.0.0_1.0.0.0.0.0.1~0.0~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(hakimi, start, move)).toBe(result);
  });
});

describe("La'b hakimi: captures", () => {
  it.each([
    ['a last seed making two takes the pit and the one facing it', '1.0.0.0.0.3.0_0.0.0.0.1.1.0~0.0~a', 'A5', '1.0.0.0.0.0.0_0.0.0.0.0.0.0~5.0~b'],
    ['a last seed making four does the same', '1.0.0.0.0.1.0_0.0.0.0.1.3.0~0.0~a', 'A5', '1.0.0.0.0.0.0_0.0.0.0.0.0.0~5.0~b'],
    ['a capture on the opponent’s row takes the player’s own facing pit too', '1.0.0.0.0.1.0_0.0.0.0.0.5.2~0.0~a', 'A7', '1.0.0.0.0.0.1_0.0.0.0.0.0.0~7.0~b'],
    // A6 made two; then A7 (2) and B7 (4) follow in the direction of sowing; B6 (3) breaks the run.
    ['the run of twos and fours that follows is taken, each pit with its facing pit', '1.0.0.0.0.3.4_0.0.0.0.1.1.2~0.0~a', 'A5', '1.0.0.0.0.0.0_0.0.0.0.0.0.0~11.0~b'],
    ['the pits before the last one are not taken under Culin’s rule', '1.0.0.1.1.1.0_0.0.3.1.3.1.0~0.0~a', 'A3', '1.0.0.1.1.0.0_0.0.0.2.4.0.0~3.0~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(hakimi, start, move)).toBe(result);
  });

  it.each([
    // A3's seeds make A4 two, A5 four and A6 two: the run behind A6 goes with it.
    ['takes the run that precedes the last pit', '1.0.0.1.1.1.0_0.0.3.1.3.1.0~0.0~a', 'A3', '1.0.0.0.0.0.0_0.0.0.0.0.0.0~11.0~b'],
    ['and not the run that follows it', '1.0.0.0.0.3.4_0.0.0.0.1.1.2~0.0~a', 'A5', '1.0.0.0.0.0.4_0.0.0.0.0.0.2~5.0~b'],
  ])('Mancala World’s reading %s', (_, start, move, result) => {
    expect(after(behind, start, move)).toBe(result);
  });
});

describe("La'b madjnuni's rule: sowing from the head", () => {
  it('leaves A only the head, A7, and B only B1', () => {
    expect(legal(head, START)).toEqual(['A7']);
    expect(legal(head, '7.7.7.7.7.7.7_7.7.7.7.7.7.7~0.0~b')).toEqual(['B1']);
    expect(after(head, START, 'A3')).toBe('ERR_RULE');
  });

  it('passes to the nearest pit left of an empty head', () => {
    expect(legal(head, '7.7.7.7.7.7.7_7.7.7.7.0.0.0~0.0~a')).toEqual(['A4']);
    expect(legal(head, '0.0.7.7.7.7.7_7.7.7.7.7.7.7~0.0~b')).toEqual(['B3']);
  });
});

describe("La'b hakimi: the end of the game", () => {
  it('ends when the player to move has no seed; each takes their own row', () => {
    expect(after(hakimi, '0.0.0.0.0.3.0_0.0.0.0.1.1.3~0.0~a', 'A5')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.0~8.0~end-no-seeds');
  });

  it('ends a game that comes back to an earlier position, each row to its owner', () => {
    const ended = hakimi.onRepetition!(pos(hakimi, '1.0.0.0.0.0.0_0.0.0.0.0.0.1~40.56~a'));
    expect(formatPosition(hakimi, ended.position)).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.0~41.57~end-repetition');
  });
});

describe("La'b hakimi: random games", () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [hakimi, behind, head], games, seed: 33, maxPlies: 20_000 }).slowest).toBeLessThan(50);
  });
});
