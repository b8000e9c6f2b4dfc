/**
 * Owela, one rule a case, in the site's notation: rows B, BB, AA, A top to bottom, each pit 1 to 8
 * left to right as printed; stores (always 0: no seed leaves the board); side to move. A sows
 * counter-clockwise A1..A8 then AA8..AA1; B sows B8..B1 then BB1..BB8.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, lapsOf, legalMoves, play, unwrap } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const owela = rules('owela');
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
const laps = (r: Ruleset, start: string, pit: string) =>
  lapsOf(unwrap(play(r, pos(r, start), { kind: 'sow', pit: r.topology.labels.indexOf(pit) })).steps)
    .map((l) => `${r.topology.labels[l.from]}>${r.topology.labels[l.to]}`)
    .join(' ');

describe('Owela: the board and the start', () => {
  it.each([
    // German Wikipedia: outer rows full, the right half of each inner row less the middle 2×2 square.
    ['gap', 8, '2.2.2.2.2.2.2.2_2.2.2.0.0.0.0.0_0.0.0.0.0.2.2.2_2.2.2.2.2.2.2.2~0.0~a', 44],
    // English Wikipedia: the four right-hand inner pits full, as in Hus.
    ['half', 8, '2.2.2.2.2.2.2.2_2.2.2.2.0.0.0.0_0.0.0.0.2.2.2.2_2.2.2.2.2.2.2.2~0.0~a', 48],
    ['gap-12', 12, '2.2.2.2.2.2.2.2.2.2.2.2_2.2.2.2.2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2.2.2.2.2_2.2.2.2.2.2.2.2.2.2.2.2~0.0~a', 68],
    ['gap-16', 16, '2.2.2.2.2.2.2.2.2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2.2.2.2.2.2.2.2.2~0.0~a', 92],
  ])('the %s start: %i pits a row, %s', (layout, columns, text, seeds) => {
    const r = rules('owela', { layout });
    expect(r.topology.columns).toBe(columns);
    expect(formatPosition(r, r.start())).toBe(text);
    expect(r.totalSeeds).toBe(seeds);
  });

  it('defaults to the 4×8 start with the empty middle square', () => {
    expect(formatPosition(owela, owela.start())).toBe(formatPosition(rules('owela', { layout: 'gap' }), rules('owela', { layout: 'gap' }).start()));
  });
});

describe('Owela: sowing', () => {
  const START = '2.2.2.2.2.2.2.2_2.2.2.0.0.0.0.0_0.0.0.0.0.2.2.2_2.2.2.2.2.2.2.2~0.0~a';

  it('opens from any pit of two or more, never from an empty one', () => {
    expect(legal(owela, START)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'AA8', 'AA7', 'AA6']);
  });

  it('never sows a single seed: only pits of two or more are moves', () => {
    const singles = '0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_0.0.0.0.0.0.1.0_1.0.0.0.0.0.2.0~0.0~a';
    expect(legal(owela, singles)).toEqual(['A7']);
    expect(after(owela, singles, 'A1')).toBe('ERR_SINGLE_SEED');
    expect(after(owela, singles, 'AA7')).toBe('ERR_SINGLE_SEED');
  });

  it('relays from every occupied pit a lap ends in, counter-clockwise round the own two rows', () => {
    // A6's two seeds end in A8 (3), whose three end in AA6 (3), whose three end in the empty AA3.
    expect(laps(owela, START, 'A6')).toBe('A6>A8 A8>AA6 AA6>AA3');
    expect(after(owela, START, 'A6')).toBe('2.2.2.2.2.2.2.2_2.2.2.0.0.0.0.0_0.0.1.1.1.0.3.3_2.2.2.2.2.0.3.0~0.0~b');
  });

  it('B sows the other way as printed: B8 to B1, then BB1 to BB8', () => {
    const start = '0.2.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0~0.0~b';
    expect(after(owela, start, 'B2')).toBe('1.0.0.0.0.0.0.0_1.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0~0.0~a');
  });
});

describe('Owela: the capture', () => {
  it.each([
    // A7: A8, then AA8 (2), facing BB8 and B8 both full: 3 seeds taken, sown on from AA7 to AA5.
    [
      'takes both opposing pits and sows them on from the next pit',
      '2.0.0.0.0.0.0.1_0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.1_0.0.0.0.0.0.2.0~0.0~a',
      'A7',
      '2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.1.1.1.2_0.0.0.0.0.0.0.1~0.0~b',
    ],
    // The same lap, but B8 behind BB8 is empty: no capture, AA8 relays its two seeds to AA6.
    [
      'needs both opposing pits to hold seeds',
      '2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.1_0.0.0.0.0.0.2.0~0.0~a',
      'A7',
      '2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.0.0.0.1.1.0_0.0.0.0.0.0.0.1~0.0~b',
    ],
    // A1's two seeds end in A3 (2), with BB3 and B3 full across: the outer row never captures.
    [
      'never from the outer row',
      '0.0.2.0.0.0.0.0_0.0.1.0.0.0.0.0_0.0.0.0.0.0.0.0_2.0.1.0.0.0.0.0~0.0~a',
      'A1',
      '0.0.2.0.0.0.0.0_0.0.1.0.0.0.0.0_0.0.0.0.0.0.0.0_0.1.0.1.1.0.0.0~0.0~b',
    ],
    // A last seed in an empty inner pit ends the move, whatever lies across.
    [
      'never from an empty pit',
      '0.0.0.0.0.0.0.2_0.0.0.0.0.0.2.2_0.0.0.0.0.0.0.0_0.0.0.0.0.0.2.0~0.0~a',
      'A7',
      '0.0.0.0.0.0.0.2_0.0.0.0.0.0.2.2_0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.1~0.0~b',
    ],
  ])('%s', (_, start, move, result) => {
    expect(after(owela, start, move)).toBe(result);
  });

  it('goes on after a capture: the captured seeds relay and capture again like any lap', () => {
    // AA8's capture of BB8 and B8 (4) ends in AA4 (2), facing BB4 and B4: a second capture, sown on to AA1.
    const start = '0.0.0.2.0.0.0.2_0.0.0.1.0.0.0.2_0.0.0.1.0.0.0.1_0.0.0.0.0.0.2.0~0.0~a';
    expect(laps(owela, start, 'A7')).toBe('A7>AA8 AA8>AA4 AA4>AA1');
    expect(after(owela, start, 'A7')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_1.1.1.2.1.1.1.2_0.0.0.0.0.0.0.1~0.0~end-no-moves~loser-b');
  });
});

describe('Owela: the end', () => {
  it('a player left with no pit of two or more has lost', () => {
    const start = '0.0.1.0.1.0.0.0_1.0.0.0.2.0.0.0_0.0.0.0.1.0.2.0_2.0.0.0.0.0.0.0~0.0~a';
    expect(after(owela, start, 'AA7')).toBe('0.0.1.0.0.0.0.0_1.0.0.0.0.0.0.0_0.1.1.1.2.1.0.0_2.0.0.0.0.0.0.0~0.0~end-no-moves~loser-b');
  });

  it('a move that would relay for ever ends the game with no winner', () => {
    const start = '1.1.1.1.1.0.0.3_0.0.1.0.2.1.0.0_4.1.4.1.2.3.1.2_4.1.4.1.0.1.2.1~0.0~a';
    const result = after(owela, start, 'AA1');
    expect(result).toMatch(/~end-endless$/);
    expect(owela.outcome(pos(owela, result))?.winner).toBeNull();
  });

  it('calls a repeated position a draw', () => {
    const p = pos(owela, '0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0~0.0~a');
    const ended = owela.onRepetition!(p);
    expect(ended.position.toMove).toBeNull();
    expect(owela.outcome(ended.position)?.winner).toBeNull();
  });
});

describe('Owela: random games', () => {
  it('keep every seed on the board, end, and no move takes 50 ms', () => {
    const rulesets = ['gap', 'half', 'gap-12', 'gap-16'].map((layout) => rules('owela', { layout }));
    const { slowest } = playRandomGames({ rulesets, games: runs(10_000, 600), seed: 32 });
    expect(slowest).toBeLessThan(50);
  });
});
