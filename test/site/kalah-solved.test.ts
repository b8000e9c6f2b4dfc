/**
 * content/data/kalah-solved.json is written by bin/solve-table.mjs (Kalah(6,3) takes too long for
 * every build): the small games in it are solved again here and must agree, value and every move.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StoreSowingSolver, boardOf } from '../../src/engine/solver/index.js';
import { createRuleset } from '../../src/variants/index.js';
import { gameErrorText } from '../../src/variants/index.js';

interface Row {
  pits: number;
  seeds: number;
  emptyCapture: boolean;
  value: number;
  moves: Record<string, number>;
  nodes: number;
  timeMs: number;
}
const file = JSON.parse(readFileSync(new URL('../../content/data/kalah-solved.json', import.meta.url), 'utf8')) as { results: Row[] };

describe('the Kalah solved table', () => {
  it('has the games the page and the issue name: Kalah(6,1) to (6,3) under the empty-capture rule', () => {
    for (const seeds of [1, 2, 3])
      expect(
        file.results.find((r) => r.pits === 6 && r.seeds === seeds && r.emptyCapture),
        `Kalah(6,${seeds})`,
      ).toBeDefined();
  });

  it("has Kalah(6,4) under the empty-capture rule with Rawlings's published margin, a first-player win by 10, and every opening move", () => {
    const row = file.results.find((r) => r.pits === 6 && r.seeds === 4 && r.emptyCapture);
    expect(row?.value).toBe(10);
    expect(Object.keys(row?.moves ?? {})).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(Math.max(...Object.values(row!.moves))).toBe(row!.value);
  });

  const small = file.results.filter((r) => r.pits * r.seeds <= 12);
  it.each(small.map((r) => [r.pits, r.seeds, r.emptyCapture, r] as const))('Kalah(%i,%i), empty capture %s, solved again, agrees', (pits, seeds, emptyCapture, row) => {
    const rules = createRuleset('kalah', { pits, seeds, emptyCapture });
    if (!rules.ok) throw new Error(gameErrorText(rules.error));
    const { own, opponent, pitIds } = boardOf(rules.value, rules.value.start());
    const solved = new StoreSowingSolver({ pits, emptyCapture, leftovers: 'owner' }).solve(own, opponent);
    expect(solved.gain).toBe(row.value);
    expect(Object.fromEntries(solved.moves.map((m) => [rules.value.topology.labels[pitIds[m.pit]!], m.gain]))).toEqual(row.moves);
  });
});
