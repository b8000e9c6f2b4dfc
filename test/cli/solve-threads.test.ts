import { describe, expect, it } from 'vitest';
import { createSearchRules } from '../../src/variants/index.js';
import type { Ruleset } from '../../src/engine/index.js';
import { parsePosition } from '../../src/engine/index.js';
import { solvePosition, solverSizeFor } from '../../src/engine/solver/index.js';
import { solveInThreads } from '../../src/cli/solve-threads.js';

const positionOf = (rules: Ruleset, text: string) => {
  const parsed = parsePosition(rules, text);
  if (!parsed.ok) throw new Error(`bad position ${text}`);
  return parsed.value;
};

const kalah = (options: Record<string, unknown>) => {
  const made = createSearchRules('kalah', options);
  if (!made.ok) throw new Error('bad options');
  return made.value;
};

// Slow on idle time: beside the browser tests the first test's six solves took 52 s, against 15 s alone
// (2026-11-29); the unit project's timeout catches a hang, not this (vitest.config.ts).
describe('the solver on two threads', () => {
  it('gives every move the value one thread gives, from the start and from a position in play', async () => {
    for (const [options, position] of [
      [{ pits: 4, seeds: 5, emptyCapture: true }, 'start'],
      [{ pits: 4, seeds: 4, emptyCapture: false }, 'start'],
      [{ pits: 6, seeds: 4 }, '0.2.5.1.6.3_4.0.3.7.1.2~6.8~b'],
    ] as const) {
      const rules = kalah(options);
      const at = position === 'start' ? rules.start() : positionOf(rules, position);
      const seeds = at.pits.reduce((a, b) => a + b, 0);
      const size = solverSizeFor(options.pits, seeds, rules.search.solver!.emptyCapture);
      const one = solvePosition(rules, at, {}, size);
      const two = await solveInThreads(rules, at, {}, size, 2);
      expect(one.ok && two.ok).toBe(true);
      if (!one.ok || !two.ok) return;
      expect(two.value.moves).toEqual(one.value.moves);
      expect([two.value.value, two.value.best]).toEqual([one.value.value, one.value.best]);
    }
  });

  // The command line's size fills the endgame array first: 200,000 positions stop the threads inside
  // the fill, before any move is searched. Filled on demand, the limit falls in a move's search.
  it.each([
    ['filling the endgame array', true],
    ['searching a move', false],
  ])('stops both threads at one shared limit and says what it knew, %s', async (_, fillFirst) => {
    const rules = kalah({ seeds: 4 });
    const limits = { maxNodes: 200_000 };
    const stopped = await solveInThreads(rules, rules.start(), limits, { ...solverSizeFor(6, 48, true), fillFirst }, 2);
    expect(stopped.ok).toBe(false);
    if (stopped.ok) return;
    expect(stopped.error).toMatchObject({ code: 'ERR_LIMIT', limit: { by: 'nodes', at: 200_000 }, known: {}, moves: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] });
    // Each thread looks at the shared count every 16,384 positions of its own.
    expect(stopped.error.nodes).toBeGreaterThan(200_000);
    expect(stopped.error.nodes).toBeLessThan(200_000 + 2 * 16_384 + 2);
    expect(stopped.error.known).toEqual({});
    if (fillFirst) expect(stopped.error.searching).toBeNull();
    else expect(stopped.error.searching?.move).toMatch(/^A[1-6]$/);
  });

  it('refuses what one thread refuses, before starting any', async () => {
    const wari = createSearchRules('wari', {});
    if (!wari.ok) throw new Error('no wari');
    expect(await solveInThreads(wari.value, wari.value.start(), {}, {}, 2)).toMatchObject({ ok: false, error: { code: 'ERR_NO_SOLVER' } });
    const rules = kalah({ pits: 1, seeds: 1 });
    const over = { ...rules.start(), toMove: null };
    expect(await solveInThreads(rules, over, {}, {}, 2)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });
});
