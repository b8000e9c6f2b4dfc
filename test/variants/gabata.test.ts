/**
 * Gabata (three rows, Adwa), one rule a case, in the site's notation: row B (B1..B6 left to right as
 * printed), the middle row C (C1..C6), row A (A1..A6), stores, side to move, then the wegue holes and
 * the holes still untouched since the start. A owns A1..A6 and C4..C6; B owns B1..B6 and C1..C3.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, parsePosition } from '../../src/engine/index.js';
import { threeRowTopology } from '../../src/engine/three-row.js';
import { after, pos, rules } from '../helpers.js';
import { runs } from '../depth.js';
import { playRandomGames } from './random-games.js';

const gabata = rules('gabata');
const adegrat = rules('gabata', { preset: 'adegrat' });
const legal = (text: string) => legalMoves(gabata, pos(gabata, text)).map((m) => formatMove(gabata, m));
const labels = (cells: readonly number[]) => cells.map((c) => gabata.topology.labels[c]).join(' ');

describe('A three-row board', () => {
  const route = [
    ['A', 1, 4],
    ['C', 4, 3],
    ['B', 4, 1],
    ['C', 1, 2],
  ] as const;
  const board = threeRowTopology(4, route);

  it('prints rows B, C, A, each numbered left to right, and gives each player a row and half the middle', () => {
    expect(board.rows.map((r) => r.pits.map((p) => board.labels[p]).join(' '))).toEqual(['B1 B2 B3 B4', 'C1 C2 C3 C4', 'A1 A2 A3 A4']);
    expect(board.rows.map((r) => r.owner)).toEqual([1, -1, 0]);
    const owned = (player: number) => board.labels.filter((_, p) => board.owner[p] === player).join(' ');
    expect(owned(0)).toBe('A1 A2 A3 A4 C3 C4');
    expect(owned(1)).toBe('C1 C2 B1 B2 B3 B4');
  });

  it("follows A's route, and turns it half a turn for B", () => {
    expect(board.tracks[0]!.map((p) => board.labels[p]).join(' ')).toBe('A1 A2 A3 A4 C4 C3 B4 B3 B2 B1 C1 C2');
    expect(board.tracks[1]!.map((p) => board.labels[p]).join(' ')).toBe('B4 B3 B2 B1 C1 C2 A1 A2 A3 A4 C4 C3');
    board.tracks.forEach((track, player) => track.forEach((pit, i) => expect(board.trackIndex[player]![pit]).toBe(i)));
  });

  it('refuses a route that misses a pit or an odd number of columns', () => {
    expect(() => threeRowTopology(4, route.slice(0, 3))).toThrow();
    expect(() => threeRowTopology(3, [['A', 1, 3]])).toThrow();
  });
});

describe('Gabata: the board and the start', () => {
  it('starts with 3 seeds in each of 18 holes, every hole untouched, A to move', () => {
    const start = formatPosition(gabata, gabata.start());
    expect(start.startsWith('3.3.3.3.3.3_3.3.3.3.3.3_3.3.3.3.3.3~0.0~a~fresh-a1.')).toBe(true);
    expect(gabata.start().state?.fresh).toHaveLength(18);
    expect(gabata.totalSeeds).toBe(54);
  });

  it('sows one circuit for both players: own row, own half of the middle, the other row, the other half', () => {
    expect(labels(gabata.topology.tracks[0]!)).toBe('A1 A2 A3 A4 A5 A6 C6 C5 C4 B6 B5 B4 B3 B2 B1 C1 C2 C3');
    expect(labels(gabata.topology.tracks[1]!)).toBe('B6 B5 B4 B3 B2 B1 C1 C2 C3 A1 A2 A3 A4 A5 A6 C6 C5 C4');
  });

  it('lets a player sow from any own hole with seeds, the own half of the middle row too', () => {
    expect(legal('0.0.0.0.0.0_1.0.0.0.2.0_0.3.0.0.0.0~24.24~a')).toEqual(['A2', 'C5']);
    expect(legal('0.0.0.0.0.1_1.0.0.0.2.0_0.3.0.0.0.0~23.24~b')).toEqual(['C1', 'B6']);
  });
});

describe('Gabata: sowing', () => {
  it.each([
    ['a last seed in an empty hole ends the move', '2.0.0.0.0.0_0.0.0.0.0.0_0.0.0.0.0.2~25.25~a', 'A6', '2.0.0.0.0.0_0.0.0.0.1.1_0.0.0.0.0.0~25.25~b'],
    ['a last seed in an occupied hole lifts it and sows on', '2.0.0.0.0.0_0.0.0.0.1.0_0.0.0.0.0.2~24.25~a', 'A6', '2.0.0.0.0.1_0.0.0.1.0.1_0.0.0.0.0.0~24.25~b'],
    ['B sows from B6 along its row towards B1', '0.0.0.0.0.2_0.0.0.0.0.0_2.0.0.0.0.0~25.25~b', 'B6', '0.0.0.1.1.0_0.0.0.0.0.0_2.0.0.0.0.0~25.25~a'],
    ['from C3 B sows on into A1', '0.0.0.0.0.1_0.0.2.0.0.0_0.0.0.0.0.1~25.25~b', 'C3', '0.0.0.0.0.1_0.0.0.0.0.0_1.1.0.0.0.1~25.25~a'],
    ['from C4 A sows on into B6, at the other end of the board', '1.0.0.0.0.0_0.0.0.2.0.0_0.0.0.0.0.0~26.25~a', 'C4', '1.0.0.0.1.1_0.0.0.0.0.0_0.0.0.0.0.0~26.25~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(gabata, start, move)).toBe(result);
  });
});

describe('Gabata: the wegue', () => {
  it.each([
    ["a last seed that makes four in the opponent's hole takes it", '2.0.0.0.3.0_0.0.0.0.0.0_0.0.0.0.0.5~21.21~a', 'A6', '2.0.0.0.4.1_0.0.0.1.1.1_0.0.0.0.0.0~21.21~b~wegue-b5'],
    ['B takes a hole of A the same way', '0.0.0.0.0.1_0.0.0.0.0.0_3.0.0.0.0.2~22.22~b', 'B6', '0.0.0.0.1.0_0.0.0.0.0.0_3.0.0.0.0.2~22.22~a'],
    [
      'a hole holding the three seeds it started with is not taken, and is lifted',
      '0.0.0.0.3.0_0.0.0.0.0.0_0.0.0.0.0.5~22.22~a~fresh-b5',
      'A6',
      '1.1.1.1.0.1_0.0.0.1.1.1_0.0.0.0.0.0~22.22~b',
    ],
    ['four in an own hole is no capture: it relays', '1.0.0.0.0.0_0.0.0.0.0.0_0.0.0.1.3.0~24.25~a', 'A4', '1.0.0.0.0.0_0.0.0.1.1.1_0.0.0.0.0.1~24.25~b'],
    [
      "a last seed in the opponent's wegue takes two of its seeds",
      '0.0.0.0.4.1_0.0.0.0.0.0_2.0.0.0.0.0~24.23~b~wegue-b5',
      'B6',
      '0.0.0.0.3.0_0.0.0.0.0.0_2.0.0.0.0.0~24.25~a~wegue-b5',
    ],
    ["a last seed in one's own wegue stays there", '1.0.0.0.0.3_0.0.0.1.0.0_1.0.0.0.0.0~24.24~a~wegue-b6', 'C4', '1.0.0.0.0.4_0.0.0.0.0.0_1.0.0.0.0.0~24.24~b~wegue-b6'],
    ['seeds sown through a wegue stay in it', '0.0.0.0.3.2_0.0.0.0.0.0_1.0.0.0.0.0~24.24~b~wegue-b5', 'B6', '0.0.0.1.4.0_0.0.0.0.0.0_1.0.0.0.0.0~24.24~a~wegue-b5'],
  ])('%s', (_, start, move, result) => {
    expect(after(gabata, start, move)).toBe(result);
  });

  it('never lets the owner of the row sow from a wegue', () => {
    expect(legal('2.0.0.0.4.1_0.0.0.1.1.1_0.0.0.0.0.0~21.21~b~wegue-b5')).toEqual(['B1', 'B6']);
    expect(after(gabata, '2.0.0.0.4.1_0.0.0.1.1.1_0.0.0.0.0.0~21.21~b~wegue-b5', 'B5')).toBe('ERR_NOT_YOUR_PIT');
  });
});

describe('Gabata: the end of the round', () => {
  it('ends when the player to move has nothing to sow: wegues to their captor, other holes to their owner', () => {
    expect(after(gabata, '0.0.0.0.3.0_0.0.0.0.0.0_0.0.0.0.0.1~25.25~a~wegue-b5', 'A6')).toBe('0.0.0.0.0.0_0.0.0.0.0.0_0.0.0.0.0.0~29.25~end-no-moves~wegue-b5');
  });

  it('ends a repeated position the same way', () => {
    const p = pos(gabata, '0.0.0.0.3.0_0.0.0.0.0.1_0.0.0.0.0.1~24.25~a~wegue-b5');
    const ended = gabata.onRepetition!(p);
    expect(formatPosition(gabata, ended.position)).toBe('0.0.0.0.0.0_0.0.0.0.0.0_0.0.0.0.0.0~29.25~end-repetition~wegue-b5');
  });

  it('reads and writes its state back unchanged', () => {
    for (const text of ['0.0.0.0.3.0_0.0.0.0.0.1_0.0.0.0.0.1~24.25~a~wegue-b5', '3.3.0.0.3.0_0.0.0.0.0.1_0.0.0.0.0.3~18.18~b~wegue-a6.wegue-b5.fresh-b1.fresh-b2']) {
      expect(formatPosition(gabata, pos(gabata, text))).toBe(text);
    }
    expect(parsePosition(gabata, '0.0.0.0.3.0_0.0.0.0.0.1_0.0.0.0.0.1~24.25~a~wegue-x9').ok).toBe(false);
    expect(parsePosition(gabata, '0.0.0.0.0.0_0.0.0.0.0.1_0.0.0.0.0.1~26.26~a~fresh-b5').ok).toBe(false);
  });
});

describe('Gabata of Adegrat (two rows)', () => {
  it('starts with 3 seeds in each of 12 holes, and names itself', () => {
    expect(formatPosition(adegrat, adegrat.start())).toBe('3.3.3.3.3.3_3.3.3.3.3.3~0.0~a');
    expect(adegrat.name).toBe('Gabata (two rows, Adegrat)');
    expect(rules('gabata', { preset: 'adwa' }).topology.kind).toBe('three-row');
  });

  it.each([
    ['a last seed in an occupied hole lifts the hole after it', '3.3.3.3.3.3_3.3.3.3.3.3~0.0~a', 'A1', '4.4.4.0.4.4_0.4.4.4.0.4~0.0~b'],
    ['the move ends when that next hole is empty', '0.0.0.0.0.2_0.0.0.0.2.0~16.16~a', 'A5', '0.0.0.0.0.3_0.0.0.0.0.1~16.16~b'],
    ['a last seed in an empty hole captures the hole after it', '0.0.0.3.0.0_0.0.0.0.0.2~15.16~a', 'A6', '0.0.0.0.1.1_0.0.0.0.0.0~18.16~b'],
    ['an empty hole after it captures nothing', '0.0.0.0.0.0_0.0.0.0.2.0~17.17~a', 'A5', '0.0.0.0.0.1_0.0.0.0.0.1~17.17~b'],
    ['a player left with no seeds ends the game, and the other takes what is left', '0.0.0.0.0.0_0.0.0.0.1.1~17.17~a', 'A5', '0.0.0.0.0.0_0.0.0.0.0.0~19.17~end-no-seeds'],
  ])('%s', (_, start, move, result) => {
    expect(after(adegrat, start, move)).toBe(result);
  });
});

describe('Gabata: random games', () => {
  const games = runs(10_000, 800); // long games: 800 take some seconds
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [gabata, adegrat], games, seed: 17 }).slowest).toBeLessThan(50);
  });
});
