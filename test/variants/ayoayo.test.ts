/**
 * Ayoayo, one rule a case, in the site's notation: row B (B1..B6 left to right as printed), then row
 * A (A1..A6), stores, side to move. Sowing runs counter-clockwise: A1..A6, then B6..B1.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, lapsOf, legalMoves, play, unwrap } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const ayoayo = rules('ayoayo');
const wikipedia = rules('ayoayo', { preset: 'wikipedia' });
const mancalaWorld = rules('ayoayo', { preset: 'mancala-world' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
const stepsOf = (r: Ruleset, start: string, pit: string) => unwrap(play(r, pos(r, start), { kind: 'sow', pit: r.topology.labels.indexOf(pit) })).steps;
const laps = (r: Ruleset, start: string, pit: string) =>
  lapsOf(stepsOf(r, start, pit))
    .map((l) => `${r.topology.labels[l.from]}>${r.topology.labels[l.to]}`)
    .join(' ');

describe('Ayoayo: the board and relay sowing', () => {
  it('starts with 4 seeds in each of 12 pits, 48 in all', () => {
    expect(formatPosition(ayoayo, ayoayo.start())).toBe('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a');
    expect(ayoayo.totalSeeds).toBe(48);
  });

  it('relays from every occupied pit a lap ends in, until a lap ends in an empty one', () => {
    // A1's four seeds end in A5 (5): lift and sow on; B3, A3, B4 in turn; the last lap ends in A3, just emptied.
    const start = '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a';
    expect(laps(ayoayo, start, 'A1')).toBe('A1>A5 A5>B3 B3>A3 A3>B4 B4>A3');
    // A3 is A's own and empty before the last seed: B3's single seed and the last seed are taken.
    expect(after(ayoayo, start, 'A1')).toBe('6.6.0.0.6.6_2.7.0.6.1.6~2.0~b');
  });

  it('passes over the pit a lap started from, on a lap of 12 or more', () => {
    // Thirteen from A1: a seed in every other pit, A1 passed over, then A2 and A3; three more laps end in A1.
    const start = '0.0.0.2.0.0_13.0.0.0.2.0~16.15~a';
    expect(laps(ayoayo, start, 'A1')).toBe('A1>A3 A3>A5 A5>B4 B4>A1');
    expect(stepsOf(ayoayo, start, 'A1').filter((s) => s.kind === 'skip')).toEqual([{ kind: 'skip', cell: ayoayo.topology.labels.indexOf('A1'), reason: 'origin' }]);
    expect(after(ayoayo, start, 'A1')).toBe('0.2.2.0.2.2_0.2.0.2.0.2~19.15~b');
  });

  it('B sows counter-clockwise too, from B6 towards B1', () => {
    // B6's two seeds: B5, then B4, empty and B's own, facing A4's three.
    expect(after(ayoayo, '0.0.0.0.0.2_0.0.0.3.0.1~21.21~b', 'B6')).toBe('0.0.0.0.1.0_0.0.0.0.0.1~21.25~a');
  });

  it('refuses a relay move that would never end, and keeps the others', () => {
    const start = '1.0.1.0.1.0_0.1.5.1.2.3~15.18~a';
    expect(after(ayoayo, start, 'A3')).toBe('ERR_ENDLESS');
    expect(legal(ayoayo, start)).toEqual(['A2', 'A4', 'A5', 'A6']);
  });
});

describe('Ayoayo: the capture', () => {
  it.each([
    ['the seeds across and the last seed, by default', ayoayo, '0.0.3.0.0.1_0.1.0.0.0.2~21.20~a', 'A2', '0.0.0.0.0.1_0.0.0.0.0.2~25.20~b'],
    ['the seeds across only, after English Wikipedia', wikipedia, '0.0.3.0.0.1_0.1.0.0.0.2~21.20~a', 'A2', '0.0.0.0.0.1_0.0.1.0.0.2~24.20~b'],
    ['nothing with an empty pit across', ayoayo, '0.0.0.0.0.1_0.1.0.0.0.2~22.22~a', 'A2', '0.0.0.0.0.1_0.0.1.0.0.2~22.22~b'],
    ['nothing in an empty pit of the opponent’s', ayoayo, '1.0.0.0.0.0_0.0.0.0.0.1~23.23~a', 'A6', '1.0.0.0.0.1_0.0.0.0.0.0~23.23~b'],
  ])('%s', (_, r, start, move, result) => {
    expect(after(r, start, move)).toBe(result);
  });
});

describe('Ayoayo: feeding and the end of the game', () => {
  it('must give a starved opponent seeds when a move can', () => {
    const start = '0.0.0.0.0.0_1.0.0.0.0.2~23.22~a';
    expect(legal(ayoayo, start)).toEqual(['A6']);
    expect(after(ayoayo, start, 'A1')).toBe('ERR_MUST_FEED');
    expect(after(ayoayo, start, 'A6')).toBe('0.0.0.0.1.1_1.0.0.0.0.0~23.22~b');
  });

  it.each([
    // B's last seed leaves B's row; no move of A's reaches it: A keeps the three seeds left (English Wikipedia).
    ['a player who cannot feed keeps the seeds left', ayoayo, '1.0.0.0.0.0_0.1.1.0.0.0~23.22~b', 'B1', '0.0.0.0.0.0_0.0.0.0.0.0~26.22~end-cannot-feed'],
    // Mancala World, word for word: the player who moved last takes them.
    ['or they go to the player who moved last', mancalaWorld, '1.0.0.0.0.0_0.1.1.0.0.0~23.22~b', 'B1', '0.0.0.0.0.0_0.0.0.0.0.0~23.25~end-cannot-feed'],
    // A captures B's last seeds: B cannot move, and A takes what is on A's side.
    ['a player left without seeds ends the game; the other takes the rest', ayoayo, '0.0.3.0.0.0_0.1.0.0.0.2~21.21~a', 'A2', '0.0.0.0.0.0_0.0.0.0.0.0~27.21~end-no-seeds'],
    ['the same when the last seed stays', wikipedia, '0.0.3.0.0.0_0.1.0.0.0.2~21.21~a', 'A2', '0.0.0.0.0.0_0.0.0.0.0.0~27.21~end-no-seeds'],
  ])('%s', (_, r, start, move, result) => {
    expect(after(r, start, move)).toBe(result);
  });

  it('ends a repeated position with each player taking the seeds on their own side', () => {
    const ended = ayoayo.onRepetition!(pos(ayoayo, '1.0.0.0.0.2_0.3.0.0.0.0~20.22~a'));
    expect(formatPosition(ayoayo, ended.position)).toBe('0.0.0.0.0.0_0.0.0.0.0.0~23.25~end-repetition');
  });

  it('scores the stores: more seeds wins', () => {
    expect(ayoayo.outcome(pos(ayoayo, '0.0.0.0.0.0_0.0.0.0.0.0~27.21~end-no-seeds'))).toEqual({ winner: 0, scores: [27, 21] });
    expect(ayoayo.outcome(pos(ayoayo, '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-cannot-feed'))).toEqual({ winner: null, scores: [24, 24] });
  });
});

describe('Ayoayo: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [ayoayo, wikipedia, mancalaWorld], games, seed: 31 }).slowest).toBeLessThan(50);
  });
});
