/** The sowing mechanisms' knobs, one case a line, on a bare two-row board of three pits a side. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStep } from '../../src/engine/trace.js';
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

describe('relays from the next pit, and captures on reaching a count during sowing', () => {
  // A's track: pits 0 1 2 (A1 A2 A3), then 3 4 5 (B3 B2 B1), round to A1.
  const next = (reaching?: number, blocked?: boolean[]) => ({
    track: topology.tracks[0]!,
    trackIndex: topology.trackIndex[0]!,
    skipOrigin: false,
    relay: true,
    relayFrom: 'next' as const,
    ...(blocked ? { blocked } : {}),
    ...(reaching ? { captureOnReaching: { count: reaching, captor: (pit: number) => topology.owner[pit]! } } : {}),
  });
  it.each([
    // [pits before, pit sown, capture count, pits after, stores after, laps]
    // A1's 2 seeds end in A3; the next pit, B3, is empty: sowing stops.
    [[2, 0, 0, 0, 0, 0], 0, undefined, [0, 1, 1, 0, 0, 0], [0, 0], 1],
    // A1's 1 seed ends in A2; the next pit, A3, holds 2: they are lifted and sown into B3, B2; B1 is empty.
    [[1, 0, 2, 0, 0, 0], 0, undefined, [0, 1, 0, 1, 1, 0], [0, 0], 2],
    // The same, with B2 holding 3: the seed that makes it 4 captures it for B, its owner; B1 is empty.
    [[1, 0, 2, 0, 3, 0], 0, 4, [0, 1, 0, 1, 0, 0], [0, 4], 2],
    // A1's 3 seeds: A2 reaches 4 and goes to A; sowing goes on into A3, B3; B2 holds 1, relayed to B1; A1, emptied, stops it.
    [[3, 3, 0, 0, 1, 0], 0, 4, [0, 0, 1, 1, 0, 1], [4, 0], 2],
  ])('%j sowing pit %i (capture at %s) leaves %j and stores %j after %i laps', (pits, from, reaching, after, stores, laps) => {
    const w = startWork({ pits, stores: [0, 0], toMove: 0 });
    const landing = sow(w, from, next(reaching));
    expect(w.pits).toEqual(after);
    expect(w.stores).toEqual(stores);
    expect(landing.laps).toBe(laps);
  });

  it('passes over pits out of play when it looks for the next pit', () => {
    // A3 is closed: A1's 1 seed ends in A2, whose next open pit is B3 (2 seeds), sown into B2 and B1.
    const w = startWork({ pits: [1, 0, 0, 2, 0, 0], stores: [0, 0], toMove: 0 });
    sow(w, 0, next(undefined, [false, false, true, false, false, false]));
    expect(w.pits).toEqual([0, 1, 0, 0, 1, 1]);
  });

  it('keeps every seed and replays from its steps, whatever the board', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(undefined, 3, 4),
        (pits, from, reaching) => {
          fc.pre(pits[from]! > 0);
          const w = startWork({ pits, stores: [0, 0], toMove: 0 });
          sow(w, from, next(reaching));
          const total = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
          expect(total(w.pits) + total(w.stores)).toBe(total(pits));
          const snapshot = { pits: [...pits], stores: [0, 0], hand: 0 };
          for (const step of w.steps) applyStep(snapshot, step);
          expect(snapshot).toEqual({ pits: w.pits, stores: w.stores, hand: 0 });
        },
      ),
    );
  });
});

describe('relay from the pit after the landing pit', () => {
  const nextRules = { track: topology.tracks[0]!, trackIndex: topology.trackIndex[0]!, skipOrigin: false, relay: true, relayFrom: 'next' as const };
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
