import { describe, expect, it } from 'vitest';
import type { Position, Ruleset } from '../../src/engine/index.js';
import { formatPosition, lapsOf, play, unwrap } from '../../src/engine/index.js';
import { xorshift32 } from '../../src/engine/fast/random.js';
import { describeStep, summarizeMove } from '../../src/board/describe.js';
import { PALLANGUZHI_MAX_ROUNDS, nextRound } from '../../src/variants/pallanguzhi/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const pallanguzhi = rules('pallanguzhi');
const sower = rules('pallanguzhi', { pasu: 'sower' });
const russ = rules('pallanguzhi', { preset: 'russ' });

describe('Pallanguzhi: the board and the start', () => {
  it.each([
    [pallanguzhi, '6.6.6.6.6.6.6_6.6.6.6.6.6.6~0.0~a', 84],
    [rules('pallanguzhi', { seeds: 5 }), '5.5.5.5.5.5.5_5.5.5.5.5.5.5~0.0~a', 70],
    [russ, '4.4.4.4.4.4.4_4.4.4.4.4.4.4~0.0~a', 56],
  ])('starts 2x7 (%#)', (r, start, total) => {
    expect(formatPosition(r, r.start())).toBe(start);
    expect(r.totalSeeds).toBe(total);
  });
});

describe('Pallanguzhi: sowing, rule by rule', () => {
  it.each([
    // [rule, rules, position, move, after]
    // A1's six seeds end in A7; B7's six are lifted and end in B1; the next pit, A1, is empty: A takes A2's 7.
    ['the next pit relays; the pit beyond an empty one is captured', pallanguzhi, '6.6.6.6.6.6.6_6.6.6.6.6.6.6~0.0~a', 'A1', '7.7.7.7.7.7.0_0.0.7.7.7.7.7~7.0~b'],
    // A6: A7, B7, B6; B5's 3 relayed: B4, B3 (now 4: pasu, to B), B2; B1's 1 relayed: A1; A2 and A3 both empty: nothing more.
    ['a pit sown to four goes to its owner', pallanguzhi, '1.0.3.0.3.0.0_0.0.0.0.2.3.0~40.32~a', 'A6', '0.1.0.1.0.1.1_1.0.0.0.2.0.1~40.36~b'],
    ['a pit sown to four goes to the sower (option)', sower, '1.0.3.0.3.0.0_0.0.0.0.2.3.0~40.32~a', 'A6', '0.1.0.1.0.1.1_1.0.0.0.2.0.1~44.32~b'],
    // B4 in a later round, B1 to B3 closed: passed over on every lap. The last lap ends in B6; B5 is empty, and B takes B4's seed.
    ['closed pits are passed over', russ, 'x.x.x.4.4.4.4_4.4.4.4.4.4.4~12.0~b', 'B4', 'x.x.x.0.0.6.6_6.6.6.0.1.6.6~12.1~a'],
    // A6 to A7; B7 is empty, so A takes B6's 3. B has nothing left: the round ends and A keeps the seed on A's side.
    ['the round ends when the player to move has no seeds', pallanguzhi, '0.0.0.0.0.3.0_0.0.0.0.0.1.0~45.35~a', 'A6', '0.0.0.0.0.0.0_0.0.0.0.0.0.0~49.35~end-no-seeds'],
  ])('%s', (_rule, r, position, move, expected) => {
    expect(after(r, position, move)).toBe(expected);
  });

  it('lifts the pit after the last one, not the last one itself', () => {
    const steps = unwrap(play(pallanguzhi, pallanguzhi.start(), { kind: 'sow', pit: 0 })).steps;
    const { labels } = pallanguzhi.topology;
    expect(lapsOf(steps).map((l) => `${labels[l.from]}>${labels[l.to]}`)).toEqual(['A1>A7', 'B7>B1']);
    expect(steps.some((s) => s.kind === 'relay' && s.next)).toBe(true);
  });

  it('marks a pasu as a capture made during sowing', () => {
    const steps = unwrap(play(pallanguzhi, pos(pallanguzhi, '1.0.3.0.3.0.0_0.0.0.0.2.3.0~40.32~a'), { kind: 'sow', pit: 5 })).steps;
    expect(steps.filter((s) => s.kind === 'capture')).toEqual([{ kind: 'capture', pit: 11, count: 4, player: 1, reached: true }]);
  });

  it('words a pasu, a relay from the next pit, and a capture that goes to the other player', () => {
    const { topology } = pallanguzhi;
    const steps = unwrap(play(pallanguzhi, pos(pallanguzhi, '1.0.3.0.3.0.0_0.0.0.0.2.3.0~40.32~a'), { kind: 'sow', pit: 5 })).steps;
    const words = (kind: string) =>
      describeStep(
        topology,
        steps.find((s) => s.kind === kind)!,
        0,
        0,
      );
    expect(words('capture')).toBe('B3 now holds 4 seeds: B captures them, and the sowing goes on.');
    expect(words('relay')).toBe('Relay: the next pit, B5, holds 3 seeds; they are lifted and sowing goes on (lap 2).');
    expect(summarizeMove(topology, steps, 0)).toContain('B captured 4 seeds');
  });

  it('refuses the opponent’s pits and empty pits', () => {
    expect(after(pallanguzhi, '6.6.6.6.6.6.6_6.6.6.6.6.6.6~0.0~a', 'B1')).toMatch(/^ERR_/);
    expect(after(pallanguzhi, '0.0.0.0.0.3.0_0.0.0.0.0.1.0~45.35~a', 'A1')).toMatch(/^ERR_/);
  });
});

describe('Pallanguzhi: rounds', () => {
  it('refills from what each player won, closing the pits a player cannot fill', () => {
    // A won 49: seven pits of six and 7 over; B won 35: five pits from B's left (B7 to B3) and 5 over.
    expect(formatPosition(pallanguzhi, nextRound([49, 35], 6, 1)!)).toBe('x.x.6.6.6.6.6_6.6.6.6.6.6.6~7.5~b');
    expect(formatPosition(russ, nextRound([40, 16], 4, 1)!)).toBe('x.x.x.4.4.4.4_4.4.4.4.4.4.4~12.0~b');
    expect(nextRound([80, 4], 6)).toBeNull(); // B cannot fill one pit: the game is over
  });

  it('lets the other player start the next round, and stops at the round limit', () => {
    const ended = pos(pallanguzhi, '0.0.0.0.0.0.0_0.0.0.0.0.0.0~49.35~end-no-seeds');
    expect(pallanguzhi.nextRound!(ended, 1)!.toMove).toBe(1);
    expect(pallanguzhi.nextRound!(ended, 2)!.toMove).toBe(0);
    expect(pallanguzhi.nextRound!(ended, PALLANGUZHI_MAX_ROUNDS)).toBeNull();
    expect(pallanguzhi.outcome(ended)).toEqual({ winner: 0, scores: [49, 35] });
  });
});

describe('Pallanguzhi: whole matches', () => {
  it('plays random matches round after round, every seed kept, until a player cannot fill a pit or the round limit', () => {
    const rng = xorshift32(7);
    for (const r of [pallanguzhi, sower, russ]) {
      for (let g = 0; g < 20; g++) {
        let p: Position | null = r.start();
        let round = 0;
        while (p) {
          round += 1;
          for (let ply = 0; ply < 1000 && p.toMove !== null; ply++) {
            const moves = r.legalMoves(p);
            p = (unwrap(play(r, p, moves[rng.below(moves.length)]!)) as { position: Position }).position;
          }
          expect(p.toMove).toBeNull();
          expect(p.pits.reduce((a, b) => a + b, 0) + p.stores[0]! + p.stores[1]!).toBe(r.totalSeeds);
          const next = r.nextRound!(p, round);
          if (next) expect(next.toMove).toBe(round % 2);
          else expect(round >= PALLANGUZHI_MAX_ROUNDS || Math.min(...p.stores) < r.totalSeeds / 14).toBe(true);
          p = next;
        }
      }
    }
  });
});

/** Every fourth game starts from a later round, with closed pits. */
const laterRound = (r: Ruleset, g: number): Position =>
  g % 4 === 3 ? (nextRound([r.totalSeeds - 2 * (r.totalSeeds / 14) - 3, 2 * (r.totalSeeds / 14) + 3], r.totalSeeds / 14, 1) ?? r.start()) : r.start();

describe('Pallanguzhi: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [pallanguzhi, sower, russ], games, seed: 14, start: laterRound }).slowest).toBeLessThan(50);
  });
});
