/**
 * A position analysed (`analyse`): every legal move weighed, best first, and a line of play that
 * plays from the position; exact values from the solver where it reaches (Kalah with few seeds),
 * the search's estimates elsewhere.
 */
import { describe, expect, it } from 'vitest';
import type { Move, Position, Ruleset } from '../../../src/engine/index.js';
import { formatMove, playWhole } from '../../../src/engine/index.js';
import { analyse, completeMoves, exactOutcome } from '../../../src/engine/search/index.js';
import { xorshift32 } from '../../../src/engine/fast/random.js';
import { pos, searchRules as rules } from '../../helpers.js';

const BUDGET = { iterations: 400, depth: 12 };

/** Plays a line from `p`; the positions it passes through, or the first refusal's code. */
function playLine(r: Ruleset, p: Position, line: readonly Move[]): Position[] | string {
  const passed = [p];
  for (const move of line) {
    const played = playWhole(r, passed.at(-1)!, move);
    if (!played.ok) return played.error.code;
    passed.push(played.value.position);
  }
  return passed;
}

describe('analyse', () => {
  it.each([
    ['wari', {}],
    ['bao', {}],
    ['omweso', {}],
    ['toguz-kumalak', {}],
  ])('%s at the opening: every legal move weighed, best first, and a line that plays', (id, options) => {
    const r = rules(id, options);
    const p = r.start();
    const a = analyse(r, p, 7, BUDGET);
    const legal = completeMoves(r, p, xorshift32(1)).map((o) => formatMove(r, o.move));
    // Every move weighed is legal; none twice; ordered by the search's visits.
    const weighed = a.moves.map((m) => formatMove(r, m.move));
    expect(new Set(weighed).size).toBe(weighed.length);
    for (const m of weighed) expect(legal).toContain(m);
    for (let i = 1; i < a.moves.length; i++) expect(a.moves[i - 1]!.visits).toBeGreaterThanOrEqual(a.moves[i]!.visits);
    for (const m of a.moves) {
      expect(m.value).toBeGreaterThanOrEqual(0);
      expect(m.value).toBeLessThanOrEqual(1);
      expect(m.exact).toBeUndefined();
    }
    expect(a.iterations).toBe(BUDGET.iterations);
    // The line starts with the best move and every move of it is legal where it is played.
    expect(a.line.length).toBeGreaterThan(0);
    expect(formatMove(r, a.line[0]!)).toBe(weighed[0]);
    expect(playLine(r, p, a.line)).toBeInstanceOf(Array);
  });

  it('is the same for the same seed', () => {
    const r = rules('wari');
    const [a, b] = [analyse(r, r.start(), 3, BUDGET), analyse(r, r.start(), 3, BUDGET)];
    expect(b).toEqual(a);
  });

  it('Kalah with few seeds: exact values from the solver, best first, and a line of best play that keeps the value', () => {
    const r = rules('kalah', { seeds: 1 });
    const p = pos(r, '1.0.2.0.1.1_1.1.0.2.0.1~1.1~a');
    const exact = exactOutcome(r, p)!;
    expect(exact).toBeDefined();
    const a = analyse(r, p, 1, BUDGET);
    expect(a.exact).toBe(exact.value);
    expect(a.iterations).toBe(0);
    expect(a.moves.map((m) => m.exact)).toEqual([...exact.moves.map((m) => m.value)].sort((x, y) => y - x));
    expect(a.moves[0]!.exact).toBe(exact.value);
    for (const m of a.moves) expect(m.value).toBe(m.exact! > 0 ? 1 : m.exact! < 0 ? 0 : 0.5);
    // Along the line of best play the exact value (the final store difference), seen from A, does not change.
    const passed = playLine(r, p, a.line);
    expect(passed).toBeInstanceOf(Array);
    const fromA = (q: Position) => (q.toMove === 0 ? 1 : -1) * exactOutcome(r, q)!.value;
    const values = (passed as Position[]).filter((q) => q.toMove !== null).map(fromA);
    expect(values.length).toBeGreaterThan(1);
    expect(new Set(values)).toEqual(new Set([fromA(p)]));
  });
});
