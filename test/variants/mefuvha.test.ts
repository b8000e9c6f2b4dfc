import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, lapsOf, parseMove, play, playWhole, unwrap } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { describeError } from '../../src/words/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

// Stayt (1931) as the Ludii portal sums it up; Board and Pieces for the two extra pits. Most positions here are on 4x8 to stay short.
const mefuvha = rules('mefuvha');
const small = rules('mefuvha', { columns: 8 });
const two = rules('mefuvha', { columns: 8, preset: 'board-and-pieces' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
const laps = (r: Ruleset, start: string, move: string) =>
  lapsOf(unwrap(playWhole(r, pos(r, start), unwrap(parseMove(r, move)))).steps).map((l) => `${r.topology.labels[l.from]}>${r.topology.labels[l.to]}`);

describe('Mefuvha: the board and the start (Stayt)', () => {
  it.each([
    [mefuvha, 16, 122],
    [small, 8, 58],
    [rules('mefuvha', { columns: 28 }), 28, 218],
  ])('lays out two seeds a pit but each leftmost inner pit (empty) and the next (one): %#', (r, columns, seeds) => {
    const start = r.start();
    expect(r.topology.columns).toBe(columns);
    expect(r.totalSeeds).toBe(seeds);
    const rows = formatPosition(r, start).split('~')[0]!.split('_');
    expect(rows[1]!.endsWith('.1.0')).toBe(true);
    expect(rows[2]!.startsWith('0.1.')).toBe(true);
  });

  it('refuses a board of an odd number of pits or outside 6 to 28', () => {
    expect(mefuvha.options).toMatchObject({ columns: 16, extra: 1, endless: 'forbidden' });
    for (const columns of [5, 7, 30]) expect(() => rules('mefuvha', { columns })).toThrow();
  });
});

describe('Mefuvha: the fixed first move (Stayt)', () => {
  const START = formatPosition(small, small.start());

  it("opens from the third pit of each player's inner row, counted from their own left", () => {
    expect(legal(small, START)).toEqual(['AA3']);
    const refused = play(small, small.start(), unwrap(parseMove(small, 'A1')));
    expect(!refused.ok && refused.error).toMatchObject({ code: 'ERR_RULE', rule: 'four-row-opening' });
    expect(!refused.ok && describeError(refused.error)).toContain('third pit of their inner row');
  });

  it("captures at once: AA3's two seeds end in the empty AA1, taking BB1 and B1, then one more pit of B's", () => {
    const asked = play(small, small.start(), unwrap(parseMove(small, 'AA3')));
    expect(asked.ok && asked.value).toMatchObject({ kind: 'choice', about: 'hole' });
    const opened = after(small, START, 'AA3/B5');
    expect(opened).toBe('0.2.2.2.0.2.2.2_0.2.2.2.2.2.1.0_1.2.0.2.2.2.2.2_2.2.2.2.2.2.2.2~6.0~b');
    expect(legal(small, opened)).toEqual(['BB6']);
    expect(after(small, opened, 'BB6/A3')).toBe('0.2.2.2.0.2.2.2_0.2.2.2.2.0.2.1_1.2.0.2.2.2.2.0_2.2.0.2.2.2.2.0~6.6~a');
  });

  it("is not played when the opponent's extra capture has taken one of its pits", () => {
    const spoilt = after(small, START, 'AA3/BB6');
    expect(spoilt).toBe('0.2.2.2.2.2.2.2_0.2.2.2.2.0.1.0_1.2.0.2.2.2.2.2_2.2.2.2.2.2.2.2~6.0~b');
    expect(legal(small, spoilt)).toContain('B8');
    expect(legal(small, spoilt)).not.toContain('BB7');
  });

  it('is over once a player has captured: later moves are free', () => {
    const later = '0.2.2.2.0.2.2.2_0.2.2.2.2.0.2.1_1.2.0.2.2.2.2.0_2.2.0.2.2.2.2.0~6.6~a';
    expect(legal(small, later)).toEqual(['A1', 'A2', 'A4', 'A5', 'A6', 'A7', 'AA7', 'AA6', 'AA5', 'AA4', 'AA2']);
  });
});

describe('Mefuvha: sowing and capture (Stayt; Board and Pieces)', () => {
  it('relays from an occupied pit and stops in an empty one', () => {
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.0_2.1.1.0.0.0.0.0~3.3~a';
    expect(laps(small, start, 'A1')).toEqual(['A1>A3', 'A3>A5']);
    expect(after(small, start, 'A1')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.0_0.2.0.1.1.0.0.0~3.3~b');
  });

  it("captures only when the facing inner pit holds seeds, then the outer pit behind it and one more pit of the captor's choice", () => {
    const start = '0.0.1.0.1.0.0.3_0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_0.0.0.0.0.0.2.0~3.3~a';
    expect(after(small, start, 'A7/B5')).toBe('0.0.1.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.1~9.3~b');
    const emptyFront = start.replace('_0.0.0.0.0.0.0.2_', '_0.0.0.0.0.0.1.0_');
    expect(after(small, emptyFront, 'A7')).toBe('0.0.1.0.1.0.0.3_0.0.0.0.0.0.1.0_0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.1~3.3~b');
  });

  it('takes two more pits under Board and Pieces, one choice at a time', () => {
    const start = '0.0.1.0.1.0.0.3_0.1.0.0.0.0.0.2_0.0.0.0.0.0.0.0_0.0.0.0.0.0.2.0~3.3~a';
    expect(after(two, start, 'A7/B5/BB2')).toBe('0.0.1.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.1~10.3~b');
    expect(after(small, start, 'A7/B5/BB2')).toBe('ERR_CHOICE');
  });

  it('never captures from the outer row', () => {
    const start = '0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0~3.3~a';
    expect(after(small, start, 'A1')).toBe('0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.1.1.0.0.0.0.0~3.3~b');
  });
});

describe('Mefuvha: single seeds (Stayt)', () => {
  it('moves no single seed while a pit holds two or more', () => {
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.1_0.0.0.1.0.0.0.0_2.1.0.0.0.0.0.0~3.3~a';
    expect(legal(small, start)).toEqual(['A1']);
    expect(after(small, start, 'A2')).toBe('ERR_SINGLE_SEED');
  });

  it('sows single seeds like any pit once none holds more, relaying onto seeds', () => {
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.1_0.0.0.1.0.0.0.0_1.1.0.0.0.0.0.0~3.3~a';
    expect(legal(small, start)).toEqual(['A1', 'A2', 'AA4']);
    expect(laps(small, start, 'A1')).toEqual(['A1>A2', 'A2>A4']);
  });
});

describe('Mefuvha: the end (Stayt)', () => {
  it('is won by capturing every seed of the opponent', () => {
    const start = '0.0.0.0.0.0.0.0_1.0.0.0.0.0.0.1_0.0.2.0.0.0.0.0_0.0.0.0.0.0.0.0~3.3~a';
    expect(after(small, start, 'AA3')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_1.1.0.0.0.0.0.0_0.0.0.0.0.0.0.0~5.3~end-no-seeds~loser-b');
  });
});

describe('Mefuvha: random games', () => {
  const games = runs(10_000, 400); // long games: 400 take some seconds
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    const rulesets = [mefuvha, small, two, rules('mefuvha', { columns: 6, endless: 'loses' }), rules('mefuvha', { columns: 20, extra: 2 })];
    expect(playRandomGames({ rulesets, games, seed: 35 }).slowest).toBeLessThan(50);
  }, 900_000);
});
