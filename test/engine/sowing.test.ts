/** The sowing mechanisms' knobs, one case a line, on a bare two-row board of three pits a side. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sow } from '../../src/engine/sowing.js';
import { twoRowTopology } from '../../src/engine/topology.js';
import { twoRowWithEndPitsTopology } from '../../src/engine/end-pits.js';
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

describe('relay from the pit after the landing pit', () => {
  const occupied = (pit: number, pits: readonly number[]) => pits[pit]! > 0;
  const nextRules = { track: topology.tracks[0]!, trackIndex: topology.trackIndex[0]!, skipOrigin: false, relay: false, relayFromNext: occupied };
  it.each([
    // [pits before, pit sown, pits after, last cell, laps]
    // A1's seed lands in A2; A3 after it is occupied, so its two go on into B3 and B2; B1 is empty: stop.
    [[1, 0, 2, 0, 0, 0], 0, [0, 1, 0, 1, 1, 0], 4, 2],
    // The landing pit's own seeds are never lifted, only the next pit's.
    [[1, 3, 0, 0, 0, 0], 0, [0, 4, 0, 0, 0, 0], 1, 1],
  ])('%j sowing pit %i leaves %j, ending in %i after %i laps', (pits, from, after, last, laps) => {
    const w = startWork({ pits, stores: [0, 0], toMove: 0 });
    const landing = sow(w, from, nextRules);
    expect(w.pits).toEqual(after);
    expect(landing).toMatchObject({ cell: last, laps, endless: false });
    expect(w.steps.filter((s) => s.kind === 'relay').map((s) => (s as { pit: number }).pit)).toEqual(laps > 1 ? [2] : []);
  });

  it('keeps every seed, lifts only the pit after each landing, and stops before a pit it may not lift', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(6), { minLength: 6, maxLength: 6 }), fc.nat(5), (pits, from) => {
        fc.pre(pits[from]! > 0);
        const w = startWork({ pits, stores: [0, 0], toMove: 0 });
        const landing = sow(w, from, nextRules);
        expect(w.pits.reduce((a, b) => a + b, 0)).toBe(pits.reduce((a, b) => a + b, 0));
        const track = nextRules.track;
        const lapEnds = w.steps.flatMap((s) => (s.kind === 'lap-end' ? [s.cell] : []));
        const relays = w.steps.flatMap((s) => (s.kind === 'relay' ? [s.pit] : []));
        // Each relay lifts the pit after the lap's landing pit.
        relays.forEach((pit, i) => expect(pit).toBe(track[(track.indexOf(lapEnds[i]!) + 1) % track.length]));
        if (!landing.endless) {
          expect(relays).toHaveLength(landing.laps - 1);
          expect(w.pits[track[(landing.trackPosition + 1) % track.length]!]).toBe(0);
        }
      }),
    );
  });

  it('stops a sowing that comes back to a state it has been in', () => {
    // A1's two into A2 and A3; B3 is lifted into B2 and on, round the ring, until the board and the pit
    // to lift come back (found by trying every small board).
    const w = startWork({ pits: [2, 1, 0, 1, 0, 1], stores: [0, 0], toMove: 0 });
    const landing = sow(w, 0, nextRules);
    expect(landing.endless).toBe(true);
    expect(w.steps.at(-1)).toMatchObject({ kind: 'endless', reason: 'repeat' });
  });
});

describe('two rows with an end pit at each end', () => {
  const ends = twoRowWithEndPitsTopology(3, ['L', 'R']);
  it('runs both circuits through both end pits, owned by no one', () => {
    const name = (track: readonly number[]) => track.map((pit) => ends.labels[pit]).join(' ');
    expect(name(ends.tracks[0]!)).toBe('A1 A2 A3 R B3 B2 B1 L');
    expect(name(ends.tracks[1]!)).toBe('B3 B2 B1 L A1 A2 A3 R');
    expect(ends.owner.filter((o) => o === -1)).toHaveLength(2);
    expect(ends.rows.map((r) => r.pits.map((pit) => ends.labels[pit]).join(' '))).toEqual(['B1 B2 B3', 'L R', 'A1 A2 A3']);
  });
});
