/**
 * Layli Goobalay, one rule a case, in the site's notation: row B (B1..B6 left to right as printed),
 * then row A (A1..A6), captures (A's, B's), side to move, pairs of uurs (`uur-a2`: A's pair, A2 and
 * B2). Counter-clockwise, A sows A1..A6 then B6..B1; B sows B6..B1 then A1..A6.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, parsePosition } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';

import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { notationText } from '../../src/words/index.js';
import { playRandomGames } from './random-games.js';

const layli = rules('layli-goobalay');
const marin = rules('layli-goobalay', { preset: 'marin' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));

describe('Layli Goobalay: the board and sowing', () => {
  it('starts with 4 seeds in each of 12 pits, 48 in all', () => {
    expect(formatPosition(layli, layli.start())).toBe('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a');
    expect(layli.totalSeeds).toBe(48);
  });

  it.each([
    ['a lap ending in an empty pit on the opponent’s row ends the move, capturing nothing', '1.0.0.0.0.0_0.0.0.0.0.2~0.0~a', 'A6', '1.0.0.0.1.1_0.0.0.0.0.0~0.0~b'],
    // A4's two seeds make A6 two: they are lifted and sown on into B6 and the empty B5.
    ['a lap ending in an occupied pit lifts it and sows on (relay)', '1.0.0.0.0.0_0.0.0.2.0.1~0.0~a', 'A4', '1.0.0.0.1.1_0.0.0.0.1.0~0.0~b'],
    ['B sows counter-clockwise too, from B2 on to B1 and A1', '0.2.0.0.0.0_0.0.0.0.0.1~0.0~b', 'B2', '1.0.0.0.0.0_1.0.0.0.0.1~0.0~a'],
    // Twelve seeds come round into the emptied A1, which is not passed over: alone there, the last
    // seed takes the one facing it in B1.
    ['a long lap comes round into its own pit', '0.0.0.0.0.1_12.0.0.0.0.0~0.0~a', 'A1', '0.1.1.1.1.2_0.1.1.1.1.1~2.0~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(layli, start, move)).toBe(result);
  });
});

describe('Layli Goobalay: captures', () => {
  it.each([
    ['a last seed alone in an own pit takes the facing seeds and itself', '1.2.0.0.0.0_1.0.0.0.0.0~0.0~a', 'A1', '1.0.0.0.0.0_0.0.0.0.0.0~3.0~b'],
    ['one facing seed is taken', '1.1.0.0.0.0_1.0.0.0.0.0~0.0~a', 'A1', '1.0.0.0.0.0_0.0.0.0.0.0~2.0~b'],
    ['four facing seeds are taken', '1.4.0.0.0.0_1.0.0.0.0.0~0.0~a', 'A1', '1.0.0.0.0.0_0.0.0.0.0.0~5.0~b'],
    ['nothing is taken where the facing pit is empty', '1.0.0.0.0.0_1.0.0.0.0.0~0.0~a', 'A1', '1.0.0.0.0.0_0.1.0.0.0.0~0.0~b'],
    ['B takes the seeds facing B’s own empty pit', '0.1.0.0.0.0_2.0.0.0.0.1~0.0~b', 'B2', '0.0.0.0.0.0_0.0.0.0.0.1~0.3~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(layli, start, move)).toBe(result);
  });
});

describe('Layli Goobalay: the uurs', () => {
  it.each([
    // A2 gets the last seed; B2 holds three: one joins it, two and two, and the column is A's pair.
    ['three facing seeds make a pair of uurs', '1.3.0.0.0.0_1.0.0.0.0.0~0.0~a', 'A1', '1.2.0.0.0.0_0.2.0.0.0.0~0.0~b~uur-a2'],
    ['B makes a pair the same way, its own pit B5 and A5', '0.0.0.0.0.1_0.0.0.0.3.1~0.0~b', 'B6', '0.0.0.0.2.0_0.0.0.0.2.1~0.0~a~uur-b5'],
    ['a lap ending in an uur ends the move: it is never lifted', '1.2.0.0.0.0_1.2.0.0.0.0~0.0~a~uur-a2', 'A1', '1.2.0.0.0.0_0.3.0.0.0.0~0.0~b~uur-a2'],
    ['the same for the opponent’s uur on one’s own row', '1.2.0.0.0.0_1.2.0.0.0.0~0.0~a~uur-b2', 'A1', '1.2.0.0.0.0_0.3.0.0.0.0~0.0~b~uur-b2'],
    ['seeds sown through an uur stay in it', '1.2.0.0.0.0_3.2.0.0.0.0~0.0~a~uur-a2', 'A1', '1.2.0.0.0.0_0.3.1.1.0.0~0.0~b~uur-a2'],
  ])('%s', (_, start, move, result) => {
    expect(after(layli, start, move)).toBe(result);
  });

  it('never lets anyone sow from an uur', () => {
    expect(legal(layli, '1.2.0.0.0.0_1.2.0.0.0.0~0.0~a~uur-b2')).toEqual(['A1']);
    expect(after(layli, '1.2.0.0.0.0_1.2.0.0.0.0~0.0~a~uur-b2', 'A2')).toBe('ERR_RULE');
    expect(after(layli, '1.2.0.0.0.0_1.2.0.0.0.0~0.0~b~uur-a2', 'B2')).toBe('ERR_RULE');
  });
});

describe('Layli Goobalay: moves that never end', () => {
  it('leaves out a relay that would go round for ever', () => {
    // The relay from A3 comes back to a board it has had (the position Endodoi's tests use).
    const text = '1.0.1.0.1.0_0.1.5.1.2.3~15.18~a';
    expect(legal(layli, text)).not.toContain('A3');
    expect(after(layli, text, 'A3')).toBe('ERR_ENDLESS');
  });
});

describe('Layli Goobalay: the end of the game', () => {
  it.each([
    // A takes B's last seeds: B cannot move, and A's A6 is A's.
    ['a player who cannot move ends the game; each takes their own row', '0.2.0.0.0.0_1.0.0.0.0.3~10.10~a', 'A1', '0.0.0.0.0.0_0.0.0.0.0.0~16.10~end-no-moves'],
    // B holds the pair A2-B2: its only seeds are there, so B cannot move; both pits are B's, A6 is A's.
    ['uurs go to their holder, on either row', '0.2.0.0.0.0_1.2.0.0.0.3~10.10~a~uur-b2', 'A1', '0.0.0.0.0.0_0.0.0.0.0.0~13.15~end-no-moves~uur-b2'],
  ])('%s', (_, start, move, result) => {
    expect(after(layli, start, move)).toBe(result);
  });

  it('ends a game that comes back to an earlier position, each row and uur to its owner', () => {
    const ended = layli.onRepetition!(pos(layli, '0.0.0.0.0.1_1.0.0.0.0.0~20.26~a'));
    expect(formatPosition(layli, ended.position)).toBe('0.0.0.0.0.0_0.0.0.0.0.0~21.27~end-repetition');
  });
});

describe('Layli Goobalay: Marin’s rules (1931)', () => {
  it('opens from the right-hand end of the first player’s row', () => {
    expect(legal(marin, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a')).toEqual(['A6']);
    expect(after(marin, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a', 'A1')).toBe('ERR_RULE');
    expect(legal(marin, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~b')).toEqual(['B1']);
  });

  it.each([
    ['A sows clockwise, A6 towards A1', '1.0.0.0.0.0_0.0.0.0.0.2~0.0~a', 'A6', '1.0.0.0.0.0_0.0.0.1.1.0~0.0~b'],
    ['B sows clockwise, B1 towards B6', '1.0.0.0.0.0_0.0.0.0.0.2~0.0~b', 'B1', '0.1.0.0.0.0_0.0.0.0.0.2~0.0~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(marin, start, move)).toBe(result);
  });
});

describe('Layli Goobalay: uurs in the notation', () => {
  it.each(['1.2.0.0.0.0_0.2.0.0.0.0~0.0~b~uur-a2', '2.0.0.0.2.0_2.0.0.0.2.1~0.0~a~uur-a1.uur-b5'])('%s reads and writes back unchanged', (text) => {
    expect(formatPosition(layli, pos(layli, text))).toBe(text);
  });

  it('writes the pairs in pit order whatever order they were read in', () => {
    expect(formatPosition(layli, pos(layli, '2.0.0.0.2.0_2.0.0.0.2.1~0.0~a~uur-b5.uur-a1'))).toBe('2.0.0.0.2.0_2.0.0.0.2.1~0.0~a~uur-a1.uur-b5');
  });

  it.each([
    ['uur-z9', /maker's pit/],
    ['uur-a2.uur-b2', /written twice/],
    ['uur-a3', /fewer than the two seeds/],
  ])('refuses %s', (token, message) => {
    const read = parsePosition(layli, `1.2.0.0.0.0_0.2.0.0.0.0~0.0~b~${token}`);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(notationText(read.error)).toMatch(message);
  });
});

describe('Layli Goobalay: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [layli, marin], games, seed: 29, maxPlies: 20_000 }).slowest).toBeLessThan(50);
  });
});
