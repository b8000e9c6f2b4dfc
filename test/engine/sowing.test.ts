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
