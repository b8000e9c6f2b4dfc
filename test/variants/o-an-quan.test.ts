/**
 * Ô ăn quan, one rule a case, in the site's notation: row B (B1..B5 left to right as printed), then
 * the two mandarin pits (QL, QR: the left and right ends), then row A (A1..A5), stores, side to move,
 * and, once one has been captured, where the mandarins are (`quan-aq`: A took the left one, the right
 * is in its pit; no token while both are in their pits). A move names its pit and its way round:
 * `A1/ccw` sows towards A2 (counter-clockwise seen from above), `A1/cw` towards the left mandarin pit.
 * The board counts a mandarin as the ten seeds it is worth.
 */
import { describe, expect, it } from 'vitest';
import { currentPosition, formatMove, formatPosition, legalMoves, parseMove, parsePosition, replayMoves, unwrap } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { notationText } from '../../src/words/index.js';
import { playRandomGames } from './random-games.js';

const oAnQuan = rules('o-an-quan');
const five = rules('o-an-quan', { preset: 'five' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));

describe('Ô ăn quan: the board', () => {
  it('starts with five seeds in each citizen pit and a mandarin worth 10 in each end pit, 70 in all', () => {
    expect(formatPosition(oAnQuan, oAnQuan.start())).toBe('5.5.5.5.5_10.10_5.5.5.5.5~0.0~a');
    expect(oAnQuan.totalSeeds).toBe(70);
  });

  it('counts the mandarin as 5 under the five preset', () => {
    expect(formatPosition(five, five.start())).toBe('5.5.5.5.5_5.5_5.5.5.5.5~0.0~a');
    expect(five.totalSeeds).toBe(60);
  });

  it('offers each occupied pit of the mover’s row, each way round', () => {
    expect(legal(oAnQuan, '0.0.0.0.0_10.10_0.3.0.0.1~0.0~a')).toEqual(['A2/ccw', 'A2/cw', 'A5/ccw', 'A5/cw']);
    expect(legal(oAnQuan, '2.0.0.0.0_10.10_0.3.0.0.1~0.0~b')).toEqual(['B1/ccw', 'B1/cw']);
  });

  it('asks for the way round when a move does not give it', () => {
    expect(after(oAnQuan, '5.5.5.5.5_10.10_5.5.5.5.5~0.0~a', 'A3')).toBe('ERR_CHOICE');
  });
});

describe('Ô ăn quan: sowing', () => {
  it.each([
    // A1's five seeds go into A2..A5 and the right mandarin pit; B5 comes next, full, so its five are
    // sown on into B4..B1 and the left mandarin pit; then A1 is empty and A2 beyond it is taken.
    ['the pit after the last seed is lifted and sown on', '5.5.5.5.5_10.10_5.5.5.5.5~0.0~a', 'A1/ccw', '6.6.6.6.0_11.11_0.0.6.6.6~6.0~b'],
    // The other way: into the left mandarin pit and B1..B4, on with B5 into the right pit and A5..A2,
    // and across the emptied A1 to the left mandarin pit, which A takes with its mandarin.
    ['either way round', '5.5.5.5.5_10.10_5.5.5.5.5~0.0~a', 'A1/cw', '6.6.6.6.0_0.11_0.6.6.6.6~11.0~b~quan-aq'],
    ['a mandarin pit next ends the turn', '1.1.1.1.1_10.10_0.0.0.1.0~0.0~a', 'A4/ccw', '1.1.1.1.1_10.10_0.0.0.0.1~0.0~b'],
    ['two empty pits next end the turn', '1.1.1.1.1_10.10_1.0.0.0.1~0.0~a', 'A1/ccw', '1.1.1.1.1_10.10_0.1.0.0.1~0.0~b'],
    // B sows counter-clockwise from B2 into B1, and the left mandarin pit is next.
    ['B sows counter-clockwise towards the left end', '0.1.0.0.0_10.10_1.1.1.1.1~0.0~b', 'B2/ccw', '1.0.0.0.0_10.10_1.1.1.1.1~0.0~a'],
    ['and clockwise towards the right', '0.1.0.0.0_10.10_1.1.1.1.1~0.0~b', 'B2/cw', '0.0.1.0.0_10.10_1.1.1.1.1~0.0~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(oAnQuan, start, move)).toBe(result);
  });

  it('never starts from a mandarin pit or an empty pit', () => {
    expect(after(oAnQuan, '1.1.1.1.1_10.10_1.0.0.0.1~0.0~a', 'QR/cw')).toBe('ERR_NOT_YOUR_PIT');
    expect(after(oAnQuan, '1.1.1.1.1_10.10_1.0.0.0.1~0.0~a', 'A2/cw')).toBe('ERR_EMPTY_PIT');
    expect(after(oAnQuan, '1.1.1.1.1_10.10_1.0.0.0.1~0.0~a', 'B2/cw')).toBe('ERR_NOT_YOUR_PIT');
  });
});

describe('Ô ăn quan: captures', () => {
  it.each([
    ['an empty pit after the last seed takes the pit beyond it', '1.1.1.1.1_10.10_1.0.0.4.1~0.0~a', 'A1/ccw', '1.1.1.1.1_10.10_0.1.0.0.1~4.0~b'],
    // A1's seed into A2; A3 is empty, so A4 is taken; A5 is empty, so the right mandarin pit is taken
    // with its mandarin; B5 is empty, so B4 is taken; B3 is occupied, and the chain stops.
    ['empty and occupied pits in turn are taken one after another', '1.1.1.2.0_10.10_1.0.0.3.0~0.0~a', 'A1/ccw', '1.1.1.0.0_10.0_0.1.0.0.0~15.0~b~quan-qa'],
    ['B takes the same way', '1.4.0.0.1_10.10_1.1.1.1.1~0.0~b', 'B5/ccw', '1.0.0.1.0_10.10_1.1.1.1.1~0.4~a'],
    // B took the right mandarin; the two seeds sown into its pit since are taken like any others.
    ['seeds in an end pit whose mandarin has gone', '1.1.1.1.1_10.2_0.0.1.0.0~0.10~a~quan-qb', 'A3/ccw', '1.1.1.1.1_10.0_0.0.0.1.0~2.10~b~quan-qb'],
  ])('%s', (_, start, move, result) => {
    expect(after(oAnQuan, start, move)).toBe(result);
  });
});

describe('Ô ăn quan: refilling an empty row', () => {
  it.each([
    // A's row is empty: a seed from A's captures into each pit, then A5 sown clockwise into A4; A3 is
    // next, occupied, and is sown on into A2; then A1 into the left mandarin pit, B1 into B2 and B3.
    ['from the player’s own captures', '2.0.0.0.0_10.10_0.0.0.0.0~7.3~a', 'A5/cw', '0.1.1.0.0_11.10_0.2.0.2.0~2.3~b'],
    ['borrowing from the opponent when they run out', '2.0.0.0.0_10.10_0.0.0.0.0~2.10~a', 'A5/cw', '0.1.1.0.0_11.10_0.2.0.2.0~0.7~b~owes-a3'],
    // A's store is the left mandarin, worth 10, and no citizen seeds: a mandarin is never spent.
    ['never with a captured mandarin', '2.0.0.0.0_0.10_0.0.0.0.0~10.10~a~quan-aq', 'A5/cw', '0.1.1.0.0_1.10_0.2.0.2.0~10.5~b~quan-aq.owes-a5'],
  ])('%s', (_, start, move, result) => {
    expect(after(oAnQuan, start, move)).toBe(result);
  });

  it('offers all five pits of a row to be refilled', () => {
    expect(legal(oAnQuan, '2.0.0.0.0_10.10_0.0.0.0.0~7.3~a')).toHaveLength(10);
  });

  it('gives borrowed seeds back when the game is scored', () => {
    expect(oAnQuan.outcome(pos(oAnQuan, '0.0.0.0.0_0.0_0.0.0.0.0~30.40~end-mandarins-captured~quan-ab.owes-a3'))).toEqual({ winner: 1, scores: [27, 43] });
  });
});

describe('Ô ăn quan: the end', () => {
  it('ends once both mandarins are taken, each row going to its owner', () => {
    const ended = after(oAnQuan, '1.1.1.2.0_0.10_1.0.0.3.0~0.10~a~quan-bq', 'A1/ccw');
    expect(ended).toBe('0.0.0.0.0_0.0_0.0.0.0.0~16.13~end-mandarins-captured~quan-ba');
    expect(oAnQuan.outcome(pos(oAnQuan, ended))).toEqual({ winner: 0, scores: [16, 13] });
  });

  it('ends when the next player’s row is empty and no one has five seeds to refill it', () => {
    // B5 into B4; A's row is empty, A holds only the left mandarin and B two seeds.
    const ended = after(oAnQuan, '0.0.0.0.1_0.10_0.0.0.0.0~10.2~b~quan-aq', 'B5/ccw');
    expect(ended).toBe('0.0.0.0.0_0.10_0.0.0.0.0~10.3~end-no-seeds~quan-aq');
    expect(oAnQuan.outcome(pos(oAnQuan, ended))).toEqual({ winner: 0, scores: [10, 3] });
  });
});

describe('Ô ăn quan: what a player owes', () => {
  // Found by the random-game property: a long game had B owing 100 seeds, which the notation wrote but could not read back.
  it('reads back any debt it writes, however large', () => {
    const text = '2.0.2.0.1_7.13_3.0.1.0.0~41.0~a~quan-aq.owes-b100';
    expect(formatPosition(oAnQuan, pos(oAnQuan, text))).toBe(text);
  });

  it('pays a debt back before running up another: borrowing from a player who owes you settles their debt first', () => {
    // A's row is empty and A has captured only 2 (the left mandarin is B's), while A is owed 3 by B: A borrows 3, which cancels B's debt.
    const ended = after(oAnQuan, '1.0.0.0.3_0.10_0.0.0.0.0~2.53~a~quan-bq.owes-b3', 'A1/ccw');
    expect(ended).not.toMatch(/owes-b/);
    expect(ended).not.toMatch(/owes-a/);
  });
});

describe('Ô ăn quan: a game that goes round', () => {
  // Found by the random-game property (fast-check seed 2003280798): one seed in each row, the left
  // mandarin still in its pit, and each player stepping their seed back and forth for ever.
  const start = '1.0.0.0.0_17.0_0.0.0.1.0~37.14~b~quan-qa';
  const moves = ['B1/cw', 'A4/cw', 'B2/ccw', 'A3/ccw'];

  it('ends when a position comes back, each row going to its owner and the mandarin pit to no one', () => {
    const game = unwrap(
      replayMoves(
        oAnQuan,
        pos(oAnQuan, start),
        moves.map((m) => unwrap(parseMove(oAnQuan, m))),
      ),
    );
    expect(game.plies.slice(0, 3).map((ply) => ply.position.toMove)).toEqual([0, 1, 0]);
    const end = currentPosition(game);
    expect(formatPosition(oAnQuan, end)).toBe('0.0.0.0.0_17.0_0.0.0.0.0~38.15~end-repetition~quan-qa');
    expect(game.plies[3]!.steps.filter((s) => s.kind === 'collect')).toHaveLength(2);
    expect(oAnQuan.outcome(end)).toEqual({ winner: 0, scores: [38, 15] });
  });
});

describe('Ô ăn quan: the notation', () => {
  it.each(['5.5.5.5.5_10.10_5.5.5.5.5~0.0~a', '0.1.1.0.0_11.10_0.2.0.2.0~0.7~b~owes-a3', '0.0.0.0.0_0.0_0.0.0.0.0~30.40~end-mandarins-captured~quan-ab'])(
    '%s reads and writes back unchanged',
    (text) => expect(formatPosition(oAnQuan, pos(oAnQuan, text))).toBe(text),
  );

  it.each([
    ['5.5.5.5.5_10.10_5.5.5.5.5~0.0~a~quan-qx', /quan token/],
    ['5.5.5.5.5_10.10_5.5.5.5.5~0.0~a~owes-c1', /owes token/],
  ])('refuses %s', (text, message) => {
    const read = parsePosition(oAnQuan, text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(notationText(read.error)).toMatch(message);
  });
});

describe('Ô ăn quan: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [oAnQuan, five], games, seed: 22 }).slowest).toBeLessThan(50);
  });
});
