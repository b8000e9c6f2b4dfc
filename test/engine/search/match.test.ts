/** Matches: each listed player takes each seat in turn; a swap hands the swapper the other side. */
import { describe, expect, it } from 'vitest';
import { beneficiary, playGame, seatsFor, tally } from '../../../src/engine/search/index.js';
import { pos, searchRules as rules } from '../../helpers.js';

describe('matches', () => {
  it('rotates the listed players round the seats, game by game', () => {
    expect([0, 1, 2, 3].map((g) => seatsFor(2, g))).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
    expect([0, 1, 2].map((g) => seatsFor(3, g))).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
  });

  it('credits a win to the listed player who held the winning seat, whichever seat that was', () => {
    const r = rules('kalah');
    // greedy beats random nearly always; it must win from either side, so its wins follow it round the seats.
    const games = [0, 1, 2, 3].map((g) => playGame(r, ['greedy', 'random'], g, 9));
    expect(games.filter((g) => g.winner === 0).length).toBeGreaterThanOrEqual(3);
    expect(games.every((g) => g.finished)).toBe(true);
    expect(tally(games, 2)).toEqual({
      games: 4,
      wins: [games.filter((g) => g.winner === 0).length, games.filter((g) => g.winner === 1).length],
      draws: games.filter((g) => g.winner === null).length,
      unfinished: 0,
    });
  });

  it('counts a game cut off at the move limit as unfinished, not drawn', () => {
    const r = rules('kalah');
    const cut = playGame(r, ['random', 'random'], 0, 1, Date.now, 6);
    expect([cut.finished, cut.winner, cut.plies]).toEqual([false, null, 6]);
    const whole = playGame(r, ['random', 'random'], 0, 1);
    expect(whole.finished).toBe(true);
    expect(tally([cut, whole], 2)).toMatchObject({ games: 2, unfinished: 1, draws: whole.winner === null ? 1 : 0 });
  });

  it('plays three players round the circle in Oh-Wah-Ree', () => {
    const g = playGame(rules('oh-wah-ree', { players: 3 }), ['random', 'random', 'random'], 0, 1);
    expect(g.plies).toBeGreaterThan(0);
    expect(g.times.every((t) => t.length > 0)).toBe(true);
  });

  it('credits a swap to the side the swapper takes over', () => {
    const r = rules('kalah', { pie: true });
    const offered = pos(r, '4.4.4.4.4.5_5.5.5.0.4.4~0.0~b~pie-offered');
    expect(beneficiary(offered, { kind: 'swap' })).toBe(0);
    expect(beneficiary(offered, { kind: 'sow', pit: 6 })).toBe(1);
  });
});
