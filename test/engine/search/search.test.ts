/** The computer opponent's search: legal moves in every game, determinism under a seed, captures found. */
import { describe, expect, it } from 'vitest';
import type { Move, Position, Ruleset } from '../../../src/engine/index.js';
import { capturesOf, formatMove, formatPosition, playWhole } from '../../../src/engine/index.js';
import { describeError } from '../../../src/words/index.js';
import { xorshift32 } from '../../../src/engine/fast/random.js';
import type { PlayerName } from '../../../src/engine/search/index.js';
import { LEVEL_BUDGETS, choose, completeMoves, explainMove, greedy, randomMove, search } from '../../../src/engine/search/index.js';
import { VARIANT_IDS } from '../../../src/variants/index.js';
import { pos, searchRules as rules } from '../../helpers.js';

/** Every game, and the option sets that add moves of their own (the pie rule's swap, passes, Malawi's gambit). */
const RULE_SETS: [string, Record<string, unknown>][] = [
  ...VARIANT_IDS.map((id): [string, Record<string, unknown>] => [id, {}]),
  ['kalah', { pie: true }],
  ['oh-wah-ree', { players: 3 }],
  ['grand-oh-wah-ree', { players: 4, winBy: 'pits' }],
  ['omweso', { passing: 'allowed' }],
  ['bao', { preset: 'malawi' }],
];

const SMALL = { iterations: 40, depth: 6 };

/** The opening and positions reached by random moves from it, each with a side to move. */
function positionsOf(r: Ruleset): Position[] {
  const rng = xorshift32(17);
  const out: Position[] = [r.start()];
  let p = r.start();
  for (let ply = 1; ply <= 24 && p.toMove !== null; ply++) {
    const next = randomMove(r, p, rng);
    if (!next) break;
    p = next.played.position;
    if (ply % 8 === 0 && p.toMove !== null) out.push(p);
  }
  return out;
}

/** The move plays to the end, every choice answered, and is one of the complete moves listed. */
function expectLegal(r: Ruleset, p: Position, move: Move) {
  const played = playWhole(r, p, move);
  expect(played.ok ? 'ok' : describeError(played.error), `${formatMove(r, move)} in ${formatPosition(r, p)}`).toBe('ok');
  const listed = completeMoves(r, p, xorshift32(1), 10000).map((o) => formatMove(r, o.move));
  // Malawi's opening gambit has more complete moves than any list holds; playing to the end is the check there.
  if (listed.length < 10000) expect(listed).toContain(formatMove(r, move));
}

describe('the search plays only legal moves', () => {
  let withChoices = 0;
  it.each(RULE_SETS)(
    '%s %j: search, random and greedy from the opening and the middle game',
    (variant, options) => {
      const r = rules(variant, options);
      for (const [i, p] of positionsOf(r).entries()) {
        const found = search(r, p, SMALL, xorshift32(i + 1)).move;
        expectLegal(r, p, found);
        for (const player of ['random', 'greedy'] as PlayerName[]) expectLegal(r, p, choose(r, p, player, i + 3).move);
        for (const m of [found, greedy(r, p, xorshift32(i))]) {
          if (m.kind === 'sow' && m.choices?.length) withChoices++;
        }
      }
      // The pie rule's swap is a move like any other: offered, the search may take it.
      if (variant === 'kalah' && options.pie) {
        const offered = pos(r, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~b~pie-offered'.replace('4.4.4.4.4.4_4.4.4.4.4.4', '4.4.4.4.4.5_5.5.5.0.4.4'));
        const listed = completeMoves(r, offered, xorshift32(1)).map((o) => formatMove(r, o.move));
        expect(listed).toContain('swap');
        expectLegal(r, offered, search(r, offered, SMALL, xorshift32(2)).move);
      }
    },
    30_000,
  );
  it('chose moves with choices inside them along the way (so those were searched, not skipped)', () => {
    expect(withChoices).toBeGreaterThan(0);
  });
});

describe('determinism', () => {
  it.each([['wari'], ['omweso'], ['oh-wah-ree']])('%s: the same seed and budget give the same search', (variant) => {
    const r = rules(variant);
    const p = positionsOf(r)[1]!;
    const a = search(r, p, { iterations: 200, depth: 10 }, xorshift32(42));
    const b = search(r, p, { iterations: 200, depth: 10 }, xorshift32(42));
    expect(a.iterations).toBe(200);
    expect(formatMove(r, b.move)).toBe(formatMove(r, a.move));
    expect(b.considered.map((c) => [formatMove(r, c.move), c.visits, c.value])).toEqual(a.considered.map((c) => [formatMove(r, c.move), c.visits, c.value]));
  });
});

/**
 * One position per family where exactly one move captures (found in random games, then written
 * here): the move, and the seeds it takes. The table checks itself: the move must capture that many.
 */
const CAPTURES: [string, string, string, number][] = [
  ['kalah', '1.1.4.2.0.8_1.10.2.8.1.0~4.6~a', 'A5', 9],
  ['wari', '5.1.5.1.6.2_5.12.0.1.2.1~5.2~b', 'B1', 5],
  ['endodoi', '1.0.2.5.2.1_1.3.5.0.0.1~21.6~b', 'B6', 4],
  ['dakon', '2.4.0.0.0.2.1_0.0.0.7.1.0.0~37.44~b', 'B6', 8],
  ['oh-wah-ree', '5.12.0.1.2.1.2.6.1.5.1.5~5.2~b', '12', 5],
  ['grand-oh-wah-ree', '2.12.0.0.0.2.2.1.0.2.5.4~11.7~a~own-aaabbabbaaaa', '6', 5],
  ['njombwa', '1.1.3.0.0.2.2.0_0.1.4.0.1.4.3.1_1.2.0.1.2.5.0.0_3.2.0.5.1.1.4.0~6.2~b', 'B3', 4],
  ['tschuba', '0.1.0.1.0.0.1.1.2.0.1_2.1.2.0.1.0.1.0.1.1.0_0.0.0.0.0.0.0.0.0.0.1_0.0.0.0.0.0.0.1.0.0.2~15.27~b', 'BB3', 4],
  ['omweso', '0.0.2.0.0.0.1.0_0.2.0.0.0.8.0.0_1.6.0.3.6.1.7.5_5.4.0.4.1.4.0.4~0.0~b', 'BB6/cw', 5],
  ['igisoro', '1.0.0.0.2.0.0.0_3.6.0.4.4.1.1.0_1.1.2.2.9.3.6.3_1.1.2.2.3.1.2.3~0.0~b', 'BB1', 4],
  ['kisolo', '5.2.2.18.10.1.4_0.0.0.6.5.6.0_2.4.1.0.0.0.0_2.9.6.0.0.1.0~0.0~a', 'A2', 24],
];

describe('finds the one capture', () => {
  it.each(CAPTURES)(
    '%s %s: %s takes %i',
    (variant, text, expected, seeds) => {
      const r = rules(variant);
      const p = pos(r, text);
      const options = completeMoves(r, p, xorshift32(1), 10000);
      const taking = options.filter((o) => capturesOf(o.played.steps, r.topology.players)[p.toMove!]! > 0).map((o) => formatMove(r, o.move));
      expect(taking).toEqual([expected]);
      expect(capturesOf(options.find((o) => formatMove(r, o.move) === expected)!.played.steps, r.topology.players)[p.toMove!]).toBe(seeds);
      // The strong level's budget, without its time ceiling (so the test is deterministic on a busy machine).
      const { ms: _, ...strong } = LEVEL_BUDGETS.strong;
      expect(formatMove(r, search(r, p, strong, xorshift32(1)).move)).toBe(expected);
      expect(formatMove(r, greedy(r, p, xorshift32(1)))).toBe(expected);
      expect(explainMove(r, p, options.find((o) => formatMove(r, o.move) === expected)!.move, xorshift32(1))).toContainEqual({ kind: 'captures', seeds });
    },
    60_000,
  );
});
