import { describe, expect, it } from 'vitest';
import { formatPosition, lapsOf, play, unwrap } from '../../src/engine/index.js';
import { playGame } from '../../src/engine/search/index.js';
import { DAKON_MAX_ROUNDS, nextRound } from '../../src/variants/dakon/index.js';
import { searchRulesOf } from '../../src/variants/index.js';
import { after, pos, rules } from '../helpers.js';

const dakon = rules('dakon');
const pass = rules('dakon', { roundEnd: 'pass' });

describe('Dakon (De Toffoli, part 4)', () => {
  it('starts 2x7 with 7 seeds a pit', () => {
    expect(formatPosition(dakon, dakon.start())).toBe('7.7.7.7.7.7.7_7.7.7.7.7.7.7~0.0~a');
    expect(dakon.totalSeeds).toBe(98);
  });

  it('plays the worked turn: three store landings, then two relays and a capture', () => {
    const seedPosition = '1.3.4.1.2.0.0_6.4.0.2.6.2.1~40.26~a';
    expect(after(dakon, seedPosition, 'A7')).toBe('1.3.4.1.2.0.0_6.4.0.2.6.2.0~41.26~a');
    expect(after(dakon, seedPosition, 'A7', 'A6')).toBe('1.3.4.1.2.0.0_6.4.0.2.6.0.1~42.26~a');
    expect(after(dakon, seedPosition, 'A7', 'A6', 'A7')).toBe('1.3.4.1.2.0.0_6.4.0.2.6.0.0~43.26~a');
    // A5: A6, A7, store, B7, B6, B5 (relay 3: B4, B3, B2; relay 4: B1, A1, A2, A3) — B3's 5 and A3's 1 captured.
    expect(after(dakon, seedPosition, 'A7', 'A6', 'A7', 'A5')).toBe('2.0.0.2.0.1.1_7.5.0.2.0.1.1~50.26~b');
    const before = pos(dakon, '1.3.4.1.2.0.0_6.4.0.2.6.0.0~43.26~a');
    const steps = unwrap(play(dakon, before, { kind: 'sow', pit: 4 })).steps;
    expect(lapsOf(steps).map((l) => `${dakon.topology.labels[l.from]}>${dakon.topology.labels[l.to]}`)).toEqual(['A5>B5', 'B5>B2', 'B2>A3']);
  });

  it('skips the opponent store and sows through its own', () => {
    // B1 (pit 13) with 2 seeds: B's store, then A1.
    expect(after(dakon, '2.0.0.0.0.0.1_0.1.0.0.0.0.0~45.49~b', 'B1')).toBe('0.0.0.0.0.0.1_1.1.0.0.0.0.0~45.50~a');
  });

  it('sets up the next round from the seeds won (73 and 25, as the seed shows)', () => {
    expect(formatPosition(dakon, nextRound([73, 25])!)).toBe('7.7.7.x.x.x.x_7.7.7.7.7.7.7~24.4~a');
    expect(formatPosition(dakon, nextRound([25, 73], 1)!)).toBe('7.7.7.7.7.7.7_x.x.x.x.7.7.7~4.24~b');
    expect(nextRound([92, 6])).toBeNull(); // B cannot fill one pit: the game is over
  });

  it('never sows into pits out of play', () => {
    // A7's 3 seeds: A's store, then B7..B4 are passed over (out of play): B3, B2. B2 held 7, so
    // the lap relays its 8: B1, (B's store skipped) A1..A6, and the last into the empty A7, facing
    // the closed B7: no capture.
    expect(after(dakon, '7.7.7.x.x.x.x_7.7.7.7.7.7.3~20.4~a', 'A7')).toBe('8.0.8.x.x.x.x_8.8.8.8.8.8.1~21.4~b');
  });

  it('ends a dry round, or lets the empty player pass (option)', () => {
    const start = '0.3.0.0.0.0.0_1.0.0.0.0.0.2~50.42~a';
    expect(after(dakon, start, 'A1')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.0~56.42~end-no-seeds');
    expect(after(pass, start, 'A1')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.2~54.42~a');
  });

  it('ends a game after its last round at the declared limit, the player with more seeds winning', () => {
    const ended = pos(dakon, '0.0.0.0.0.0.0_0.0.0.0.0.0.0~56.42~end-no-seeds');
    expect(dakon.nextRound!(ended, DAKON_MAX_ROUNDS - 1)).not.toBeNull();
    expect(dakon.nextRound!(ended, DAKON_MAX_ROUNDS)).toBeNull();
    expect(dakon.outcome(ended)).toEqual({ winner: 0, scores: [56, 42] });
    // Without a round number (a board that does not count rounds) only the seeds decide.
    expect(dakon.nextRound!(ended)).not.toBeNull();
  });

  it.each([
    ['no-seeds', dakon],
    ['pass', pass],
  ])(
    'ends every random game (roundEnd=%s) by its rules within the round limit',
    (_, r) => {
      // Before the limit, random games ran for hundreds of rounds (pass: never ended in 60,000 moves).
      for (let i = 0; i < 6; i++) {
        const game = playGame(searchRulesOf(r), ['random', 'random'], i, 7);
        expect(game.finished, `game ${i}`).toBe(true);
      }
    },
    60_000,
  );
});
