/**
 * Congkak, one rule a case, in the site's notation: row B (B1..B7 left to right as printed), then
 * row A (A1..A7), stores (A's first), side to move, state. Sowing runs clockwise: A sows its row
 * right to left into A's store at the left end, then B's row left to right; B's store is at the
 * right end. A's far pit is A7, B's is B1.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, lapsOf, legalMoves, parsePosition, play, unwrap } from '../../src/engine/index.js';
import type { Position, Ruleset } from '../../src/engine/index.js';
import { playGame } from '../../src/engine/search/index.js';
import { describeStep } from '../../src/board/describe.js';
import { controlsFor, controlValue, setControl } from '../../src/board/editor-state.js';
import { describeError } from '../../src/words/en.js';
import { CONGKAK_MAX_ROUNDS, roundStarter } from '../../src/variants/congkak/index.js';
import { searchRulesOf } from '../../src/variants/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { notationText } from '../../src/words/index.js';
import { playRandomGames } from './random-games.js';

const congkak = rules('congkak');
const turns = rules('congkak', { opening: 'turns' });
const passing = rules('congkak', { roundEnd: 'pass' });
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
const START = '7.7.7.7.7.7.7_7.7.7.7.7.7.7~0.0~a';

describe('Congkak: the board and the opening', () => {
  it('starts 2x7 with 7 seeds a pit, the first sowing still to be made by both players together', () => {
    expect(formatPosition(congkak, congkak.start())).toBe(`${START}~together`);
    expect(formatPosition(turns, turns.start())).toBe(START);
    expect(congkak.totalSeeds).toBe(98);
    expect(congkak.topology.storeSide).toEqual(['left', 'right']);
  });

  it('begins with both far pits sown at once, each ending in its own store (Hellier 1907)', () => {
    expect(legal(congkak, `${START}~together`)).toEqual(['A7']);
    expect(after(congkak, `${START}~together`, 'A7')).toBe('0.8.8.8.8.8.8_8.8.8.8.8.8.0~1.1~a');
    const steps = unwrap(play(congkak, congkak.start(), { kind: 'sow', pit: 6 })).steps;
    const laps = lapsOf(steps).map((l) => `${congkak.topology.labels[l.from]}>${l.to < 0 ? 'store' : congkak.topology.labels[l.to]}`);
    expect(laps).toEqual(['A7>store', 'B1>store']);
    const bLift = steps.find((s) => s.kind === 'lift' && s.pit === 13)!;
    expect(describeStep(congkak.topology, bLift, 0, 0)).toBe('At the same time B lifts the 7 seeds in B1.');
  });

  it('refuses any other pit for the joint first sowing, in words', () => {
    const refused = play(congkak, congkak.start(), { kind: 'sow', pit: 2 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toMatchObject({ code: 'ERR_RULE', rule: 'dakon-together' });
      expect(describeError(refused.error)).toMatch(/farthest from their store; A3/);
    }
  });

  it('lets A open with any pit when the players take turns from the start', () => {
    expect(legal(turns, START)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
    expect(after(turns, START, 'A7')).toBe('7.7.7.7.7.7.7_8.8.8.8.8.8.0~1.0~a');
  });

  it('lets the position editor set or clear the joint first sowing, and mark burnt pits', () => {
    const controls = controlsFor(congkak);
    expect(controls.blocked).toBe(true);
    const together = controls.state.find((c) => c.key === 'together')!;
    expect(controlValue(congkak.start(), together)).toBe('1');
    const cleared = setControl(congkak.start(), together, '0', controls.state);
    expect(formatPosition(congkak, cleared)).toBe(START);
    expect(formatPosition(congkak, setControl(cleared, together, '1', controls.state))).toBe(`${START}~together`);
    expect(controlsFor(turns).state).toEqual([]);
  });

  it.each([
    ['together on a later position', '0.8.8.8.8.8.8_8.8.8.8.8.8.0~1.1~a~together'],
    ['together with B to move', '7.7.7.7.7.7.7_7.7.7.7.7.7.7~0.0~b~together'],
  ])('refuses %s', (_, text) => {
    const read = parsePosition(congkak, text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(notationText(read.error)).toMatch(/start of a game/);
  });
});

describe('Congkak: sowing and capture', () => {
  it.each([
    // A2's 7: A1, A's store, B1..B5; B5 held 7, so its 8 relay: B6, B7, (B's store skipped) A7..A2; A2 was emptied: B2's 8 and the last seed are taken.
    ['relays from an occupied pit and captures across from an own empty pit', turns, START, 'A2', '8.0.8.8.0.8.8_8.0.8.8.8.8.8~10.0~b'],
    // After the opening, A2's 8 relay from B6 and come back round into A's store: A sows again.
    ['earns another sowing with a last seed in the own store', congkak, '0.8.8.8.8.8.8_8.8.8.8.8.8.0~1.1~a', 'A2', '1.9.9.9.9.0.9_10.1.9.9.9.9.1~3.1~a'],
    ['ends the turn in an empty pit of the opponent', congkak, '0.0.0.0.0.0.3_1.0.0.0.0.0.0~45.49~b', 'B7', '0.0.0.0.0.0.0_1.0.0.0.0.1.1~45.50~a'],
    // B7's 10: B's store, A7..A1, then (A's store skipped) B1, B2: B2 was empty, A2 across holds 1.
    ["skips the opponent's store", congkak, '0.0.0.0.0.0.10_1.0.0.0.0.0.0~38.49~b', 'B7', '1.0.0.0.0.0.0_2.0.1.1.1.1.1~38.52~a'],
    ['captures nothing across from an empty pit', congkak, '0.0.0.0.0.0.1_0.0.1.0.0.0.0~50.46~a', 'A3', '0.0.0.0.0.0.1_0.1.0.0.0.0.0~50.46~b'],
  ])('%s', (_, r, start, move, result) => {
    expect(after(r, start, move)).toBe(result);
  });
});

describe('Congkak: rounds and burnt pits', () => {
  const ended = (stores: string): Position => pos(congkak, `0.0.0.0.0.0.0_0.0.0.0.0.0.0~${stores}~end-no-seeds`);
  const next = (stores: string) => {
    const p = congkak.nextRound!(ended(stores), 1);
    return p ? formatPosition(congkak, p) : null;
  };

  it.each([
    // Filled from the pit next to each store: A1 upward for A, B7 downward for B; what cannot be filled burns.
    ['73.25', 'x.x.x.x.7.7.7_7.7.7.7.7.7.7~24.4~a'],
    ['25.73', '7.7.7.7.7.7.7_7.7.7.x.x.x.x~4.24~b'],
    ['49.49', '7.7.7.7.7.7.7_7.7.7.7.7.7.7~0.0~a'],
    ['92.6', null],
  ])('sets up the round after %s, started by the player with no burnt pit', (stores, layout) => {
    expect(next(stores)).toBe(layout);
  });

  it('names the starter of a later round from the seeds won', () => {
    expect(roundStarter([73, 25])).toBe(0);
    expect(roundStarter([40, 58])).toBe(1);
  });

  it('passes over burnt pits when sowing', () => {
    // A4's 7: A3, A2, A1, A's store, B1..B4 burnt, B5, B6, B7; B7's 8 relay: A7..A1 and A's store.
    expect(after(congkak, 'x.x.x.x.7.7.7_7.7.7.7.7.7.7~24.4~a', 'A4')).toBe('x.x.x.x.8.8.0_9.9.9.1.8.8.8~26.4~a');
  });

  it('ends a round when the player to move has no seeds, or lets them pass (option)', () => {
    const start = '0.3.0.0.0.0.0_0.0.1.0.0.0.2~50.42~a';
    expect(after(congkak, start, 'A3')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.0~56.42~end-no-seeds');
    expect(after(passing, start, 'A3')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.2~54.42~a');
  });

  it('stops after the declared number of rounds', () => {
    expect(congkak.nextRound!(ended('56.42'), CONGKAK_MAX_ROUNDS - 1)).not.toBeNull();
    expect(congkak.nextRound!(ended('56.42'), CONGKAK_MAX_ROUNDS)).toBeNull();
  });

  it.each([
    ['together, no-seeds', congkak],
    ['pass', passing],
  ])(
    'plays whole random games of rounds (%s) to their end',
    (_, r) => {
      for (let i = 0; i < 4; i++) expect(playGame(searchRulesOf(r), ['random', 'random'], i, 7).finished, `game ${i}`).toBe(true);
    },
    60_000,
  );
});

describe('Congkak: random games', () => {
  const games = runs(10_000);
  it(`plays ${games} seeded random games to an end, keeping every seed, no move slower than 50 ms`, () => {
    expect(playRandomGames({ rulesets: [congkak, turns, passing], games, seed: 22 }).slowest).toBeLessThan(50);
  });
});
