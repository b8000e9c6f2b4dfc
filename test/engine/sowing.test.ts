/** The sowing mechanisms' knobs, one case a line, on a bare two-row board of three pits a side. */
import { describe, expect, it } from 'vitest';
import { sow } from '../../src/engine/sowing.js';
import { twoRowTopology } from '../../src/engine/topology.js';
import { startWork } from '../../src/engine/work.js';

const topology = twoRowTopology(3, false);
const rules = (firstSeedInOrigin: boolean) => ({ track: topology.tracks[0]!, trackIndex: topology.trackIndex[0]!, skipOrigin: false, relay: false, firstSeedInOrigin });

describe('the first seed back into the emptied pit', () => {
  // Pits by id: A1 A2 A3, then B3 B2 B1 (A's sowing order).
  it.each([
    // [pits before, pit sown, first seed in origin, pits after, last cell]
    [[3, 0, 0, 0, 0, 0], 0, true, [1, 1, 1, 0, 0, 0], 2],
    [[3, 0, 0, 0, 0, 0], 0, false, [0, 1, 1, 1, 0, 0], 3],
    // A pit of one seed sows it on into the next pit: nothing goes back.
    [[1, 0, 0, 0, 0, 0], 0, true, [0, 1, 0, 0, 0, 0], 1],
    // Seven seeds on six pits: the lap comes round and the origin gets a second seed.
    [[7, 0, 0, 0, 0, 0], 0, true, [2, 1, 1, 1, 1, 1], 0],
  ])('%j sowing pit %i (first seed back: %s) leaves %j, ending in %i', (pits, from, back, after, last) => {
    const w = startWork({ pits, stores: [0, 0], toMove: 0 });
    const landing = sow(w, from, rules(back));
    expect(w.pits).toEqual(after);
    expect(landing.cell).toBe(last);
    expect(w.steps.filter((s) => s.kind === 'drop').length).toBe(pits[from]);
  });
});

describe('two-row boards sown clockwise', () => {
  const cw = twoRowTopology(3, true, 'clockwise');
  const ccw = twoRowTopology(3, true);
  const names = (player: number) => cw.tracks[player]!.map((cell) => (cell < 0 ? `store ${cell === -1 ? 'A' : 'B'}` : cw.labels[cell]));

  it('runs each circuit the other way round, each store at its player’s left', () => {
    expect(names(0)).toEqual(['A3', 'A2', 'A1', 'store A', 'B1', 'B2', 'B3']);
    expect(names(1)).toEqual(['B1', 'B2', 'B3', 'store B', 'A3', 'A2', 'A1']);
    expect(cw.storeSide).toEqual(['left', 'right']);
    expect(ccw.storeSide).toEqual(['right', 'left']);
  });

  it('keeps the pits, their owners and the pits facing them', () => {
    expect(cw.labels).toEqual(ccw.labels);
    expect(cw.owner).toEqual(ccw.owner);
    expect(cw.facing).toEqual(ccw.facing);
    for (const player of [0, 1]) cw.tracks[player]!.forEach((cell, i) => cell >= 0 && expect(cw.trackIndex[player]![cell]).toBe(i));
  });

  it('sows A3 right to left into A’s store and on along B’s row', () => {
    const w = startWork({ pits: [0, 0, 4, 0, 0, 0], stores: [0, 0], toMove: 0 });
    const landing = sow(w, 2, { track: cw.tracks[0]!, trackIndex: cw.trackIndex[0]!, skipOrigin: false, relay: false });
    expect(w.pits).toEqual([1, 1, 0, 0, 0, 1]);
    expect(w.stores).toEqual([1, 0]);
    expect(cw.labels[landing.cell]).toBe('B1');
  });
});
