/**
 * Toguz Kumalak, one rule a case, in the site's notation: row B (B1..B9 left to right as printed),
 * then row A (A1..A9), stores, side to move, tuzdyks. Each side numbers its own pits from its own
 * left in the sources, so B's own first pit is our B9 and its ninth our B1.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, parsePosition, play, unwrap } from '../../src/engine/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';
import { notationText } from '../../src/words/index.js';

const toguz = rules('toguz-kumalak');
const playedOut = rules('toguz-kumalak', { preset: 'pantusov' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));

describe('Toguz Kumalak: the board and sowing', () => {
  it('starts with 9 seeds in each of 18 pits, 162 in all', () => {
    expect(formatPosition(toguz, toguz.start())).toBe('9.9.9.9.9.9.9.9.9_9.9.9.9.9.9.9.9.9~0.0~a');
    expect(toguz.totalSeeds).toBe(162);
  });

  it.each([
    // The first seed goes back into the emptied pit: nine seeds from A1 fill A1..A9 and stop in A9.
    ['the first seed goes back into the pit just emptied', '9.9.9.9.9.9.9.9.9_9.9.9.9.9.9.9.9.9~0.0~a', 'A1', '9.9.9.9.9.9.9.9.9_1.10.10.10.10.10.10.10.10~0.0~b'],
    // A single seed cannot go back: it moves on into the next pit.
    ['a single seed moves on to the next pit', '1.1.1.1.1.1.1.1.1_0.0.1.0.0.0.0.0.0~0.0~a', 'A3', '1.1.1.1.1.1.1.1.1_0.0.0.1.0.0.0.0.0~0.0~b'],
    // B sows right to left along the top row, then left to right along A's.
    ['B sows counter-clockwise too, from B2 on to B1 and A1', '0.3.0.0.0.0.0.0.0_0.1.0.0.0.0.0.0.0~0.0~b', 'B2', '1.1.0.0.0.0.0.0.0_1.1.0.0.0.0.0.0.0~0.0~a'],
    // Eighteen seeds or more come round again into the starting pit: no pit is passed over.
    ['a long sowing comes round into its own pit', '0.0.0.0.0.0.0.0.0_19.0.0.0.0.0.0.0.1~0.0~a', 'A1', '1.1.1.1.1.1.1.1.1_2.1.1.1.1.1.1.1.2~0.0~b'],
  ])('%s', (_, start, move, result) => {
    expect(after(toguz, start, move)).toBe(result);
  });
});

describe('Toguz Kumalak: the even capture', () => {
  it.each([
    // Nine seeds from A2: the last makes B9 (B's own first pit) ten, and A takes them.
    ['an even count in the opponent’s pit is captured', '9.9.9.9.9.9.9.9.9_9.9.9.9.9.9.9.9.9~0.0~a', 'A2', '9.9.9.9.9.9.9.9.0_9.1.10.10.10.10.10.10.10~10.0~b'],
    ['an odd count is not', '0.0.0.0.0.0.0.0.4_0.0.0.0.0.0.0.0.2~0.0~a', 'A9', '0.0.0.0.0.0.0.0.5_0.0.0.0.0.0.0.0.1~0.0~b'],
    ['an even count in an own pit is not', '0.0.0.0.0.0.0.0.1_0.0.0.0.0.0.3.0.1~0.0~a', 'A7', '0.0.0.0.0.0.0.0.1_0.0.0.0.0.0.1.1.2~0.0~b'],
    ['a single seed that makes two captures', '0.0.0.0.1.0.0.0.1_0.0.0.0.0.0.0.1.1~0.0~a', 'A9', '0.0.0.0.1.0.0.0.0_0.0.0.0.0.0.0.1.0~2.0~b'],
    ['B captures on A’s row', '1.0.0.0.0.0.0.0.1_1.0.0.0.0.0.0.0.1~0.0~b', 'B1', '0.0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.0.1~0.2~a'],
  ])('%s', (_, start, move, result) => {
    expect(after(toguz, start, move)).toBe(result);
  });
});

describe('Toguz Kumalak: the tuzdyk', () => {
  it.each([
    // A9's four seeds: one back into A9, then B9, B8 and B7, which now holds three.
    ['a last seed that makes three claims the pit, and its three seeds', '0.0.0.0.0.0.2.0.0_0.0.0.0.0.0.0.0.4~0.0~a', 'A9', '0.0.0.0.0.0.0.1.1_0.0.0.0.0.0.0.0.1~3.0~b~tuzdyk-b7'],
    ['B claims on A’s row the same way', '4.0.0.0.0.0.0.0.0_0.0.2.0.0.0.0.0.0~0.0~b', 'B1', '1.0.0.0.0.0.0.0.0_1.1.0.0.0.0.0.0.0~0.3~a~tuzdyk-a3'],
    // B1 is B's own ninth pit (the last of A's track): never a tuzdyk, and three is odd, so nothing happens.
    ['never the opponent’s ninth pit', '2.0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.0.10~0.0~a', 'A9', '3.1.1.1.1.1.1.1.2_0.0.0.0.0.0.0.0.1~0.0~b'],
    ['likewise A9 for B', '0.0.0.0.0.0.0.0.18_0.0.0.0.0.0.0.0.2~0.0~b', 'B9', '1.1.1.1.1.1.1.1.1_1.1.1.1.1.1.1.1.3~0.0~a'],
    // A holds B7 already: a second pit of three stays B's.
    ['one tuzdyk a player for the whole game', '0.0.0.0.2.0.0.0.1_0.0.0.0.0.0.0.0.6~0.0~a~tuzdyk-b7', 'A9', '0.0.0.0.3.1.0.1.2_0.0.0.0.0.0.0.0.1~1.0~b~tuzdyk-b7'],
    // B's tuzdyk is A3, A's own third pit; B7 is B's own third: A may not claim it.
    ['never the pit numbered like the opponent’s tuzdyk', '0.0.0.0.0.0.2.0.1_0.0.0.0.0.0.0.0.4~0.0~a~tuzdyk-a3', 'A9', '0.0.0.0.0.0.3.1.2_0.0.0.0.0.0.0.0.1~0.0~b~tuzdyk-a3'],
    // ...but the pit facing it, B3, is another number (B's own seventh) and may be claimed.
    ['the facing pit is not barred', '0.0.2.0.0.0.0.0.0_0.0.0.0.0.0.0.0.8~0.0~a~tuzdyk-a3', 'A9', '0.0.0.1.1.1.1.1.1_0.0.0.0.0.0.0.0.1~3.0~b~tuzdyk-b3.tuzdyk-a3'],
    // Seeds sown into a tuzdyk go to its claimant: B sows B8 over A's tuzdyk B7.
    ['seeds sown into a tuzdyk go to its claimant', '0.0.0.0.0.0.0.3.0_1.0.0.0.0.0.0.0.0~5.0~b~tuzdyk-b7', 'B8', '0.0.0.0.0.1.0.1.0_1.0.0.0.0.0.0.0.0~6.0~a~tuzdyk-b7'],
    // A last seed in the opponent’s tuzdyk on one's own row makes no capture: the seed is the claimant’s.
    [
      'a last seed in a tuzdyk is its claimant’s, whoever sows it',
      '1.0.0.0.0.0.0.0.0_1.1.0.0.0.0.0.0.0~0.0~a~tuzdyk-a3',
      'A2',
      '1.0.0.0.0.0.0.0.0_1.0.0.0.0.0.0.0.0~0.1~b~tuzdyk-a3',
    ],
  ])('%s', (_, start, move, result) => {
    expect(after(toguz, start, move)).toBe(result);
  });

  it('never lets a tuzdyk be sown from', () => {
    // B7 is A's tuzdyk: B cannot sow it (it is always empty), nor can A (it is on B's row).
    expect(legal(toguz, '0.0.0.0.0.0.0.3.0_1.0.0.0.0.0.0.0.0~5.0~b~tuzdyk-b7')).toEqual(['B8']);
    expect(after(toguz, '0.0.0.0.0.0.0.3.0_1.0.0.0.0.0.0.0.0~5.0~a~tuzdyk-b7', 'B7')).toBe('ERR_NOT_YOUR_PIT');
  });
});

describe('Toguz Kumalak: the end of the game', () => {
  it.each([
    // A reaches 82 with a capture: the game stops there, under tournament rules.
    ['82 seeds win at once', toguz, '0.0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.0.1~80.0~a', 'A9', '0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0~82.0~end-target-reached'],
    // B has no seeds left after A's move: A takes what is on A's side.
    [
      'a player who cannot move ends the game; the other takes the seeds left',
      toguz,
      '0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2.3~40.30~a',
      'A8',
      '0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0~45.30~end-no-moves',
    ],
    ['81 each is a draw', toguz, '0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.1.0~80.81~a', 'A8', '0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0~81.81~end-no-moves'],
    // Played out (Pantusov): 82 does not stop the game.
    ['played out, 82 does not end the game', playedOut, '0.0.0.0.0.0.0.1.1_0.0.0.0.0.0.0.0.1~80.0~a', 'A9', '0.0.0.0.0.0.0.1.0_0.0.0.0.0.0.0.0.0~82.0~b'],
  ])('%s', (_, r, start, move, result) => {
    expect(after(r, start, move)).toBe(result);
  });

  it('scores 81 each as a draw and 82 as a win', () => {
    expect(toguz.outcome(pos(toguz, '0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0~81.81~end-no-moves'))).toEqual({ winner: null, scores: [81, 81] });
    expect(toguz.outcome(pos(toguz, '0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0~80.82~end-target-reached'))).toEqual({ winner: 1, scores: [80, 82] });
  });

  it('plays whole random games to an end, keeping every seed', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const r of [toguz, playedOut]) {
      for (let g = 0; g < 20; g++) {
        let p = r.start();
        for (let ply = 0; ply < 2000 && p.toMove !== null; ply++) {
          const moves = r.legalMoves(p);
          const result = unwrap(play(r, p, moves[Math.floor(random() * moves.length)]!));
          p = (result as { position: typeof p }).position;
          const onBoard = p.pits.reduce((a, b) => a + b, 0) + p.stores[0]! + p.stores[1]!;
          expect(onBoard).toBe(162);
          expect(p.state?.tuzdyk?.length ?? 0).toBeLessThanOrEqual(2);
        }
        expect(p.toMove).toBeNull();
      }
    }
  });
});

describe('Toguz Kumalak: the tuzdyk in the notation', () => {
  it.each([
    '0.0.0.0.0.0.0.1.1_0.0.0.0.0.0.0.0.1~3.0~b~tuzdyk-b7',
    '0.0.0.0.0.0.0.1.1_0.0.0.0.0.0.0.0.1~3.0~b~tuzdyk-a3',
    '0.0.0.1.1.1.1.1.1_0.0.0.0.0.0.0.0.1~3.3~b~tuzdyk-b3.tuzdyk-a3',
  ])('%s reads and writes back unchanged', (text) => {
    expect(formatPosition(toguz, pos(toguz, text))).toBe(text);
  });

  it('writes A’s tuzdyk first whatever order it was read in', () => {
    expect(formatPosition(toguz, pos(toguz, '0.0.0.1.1.1.1.1.1_0.0.0.0.0.0.0.0.1~3.3~b~tuzdyk-a3.tuzdyk-b3'))).toBe(
      '0.0.0.1.1.1.1.1.1_0.0.0.0.0.0.0.0.1~3.3~b~tuzdyk-b3.tuzdyk-a3',
    );
  });

  it.each([
    ['tuzdyk-z9', /names a pit/],
    ['tuzdyk-b1', /ninth pit/],
    ['tuzdyk-a9', /ninth pit/],
    ['tuzdyk-b7.tuzdyk-b5', /second tuzdyk/],
    ['tuzdyk-b7.tuzdyk-a3', /same number/],
    ['tuzdyk-b7.tuzdyk-b7', /written twice/],
  ])('refuses %s', (token, message) => {
    const read = parsePosition(toguz, `0.0.0.0.0.0.0.1.1_0.0.0.0.0.0.0.0.1~3.0~b~${token}`);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(notationText(read.error)).toMatch(message);
  });

  it('refuses seeds in a tuzdyk', () => {
    const read = parsePosition(toguz, '0.0.0.0.0.0.1.1.1_0.0.0.0.0.0.0.0.1~3.0~b~tuzdyk-b7');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(notationText(read.error)).toMatch(/B7 holds seeds/);
  });
});
