/** The small shared rules of capture and turn: parity in an opponent's pit, the extra turn in a store, the first empty row. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landedEvenInOpponentPit, landedInOwnEmptyPit } from '../../src/engine/capture.js';
import { twoRowTopology } from '../../src/engine/topology.js';
import { storeCell } from '../../src/engine/types.js';
import { emptyRow, extraTurnInStore, startWork } from '../../src/engine/work.js';

const { owner } = twoRowTopology(3, true);
// Pits by id: A1 A2 A3 (A's), then B3 B2 B1 (B's).

describe('landedEvenInOpponentPit', () => {
  it.each([
    [3, 2, 0, true],
    [3, 4, 0, true],
    [3, 3, 0, false],
    [0, 2, 0, false], // A's own pit
    [0, 2, 1, true], // …which is B's opponent's
    [storeCell(0), 2, 0, false], // a store is no pit
  ])('cell %i holding %i, player %i: %s', (cell, count, player, expected) => {
    expect(landedEvenInOpponentPit(cell, count, owner, player)).toBe(expected);
  });

  it('never holds together with the lone stone in an own pit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 5 }), fc.nat(30), fc.integer({ min: 0, max: 1 }), (cell, count, player) => {
        expect(landedEvenInOpponentPit(cell, count, owner, player) && landedInOwnEmptyPit(cell, count, owner, player)).toBe(false);
      }),
    );
  });
});

describe('extraTurnInStore', () => {
  it('grants the turn only for the mover’s own store, and records it', () => {
    const w = startWork({ pits: [0, 0, 0, 0, 0, 0], stores: [0, 0], toMove: 0 });
    expect(extraTurnInStore(w, storeCell(1), 0)).toBe(false);
    expect(extraTurnInStore(w, 2, 0)).toBe(false);
    expect(w.steps).toEqual([]);
    expect(extraTurnInStore(w, storeCell(0), 0)).toBe(true);
    expect(w.steps).toEqual([{ kind: 'extra-turn', player: 0 }]);
  });
});

describe('emptyRow', () => {
  it.each([
    [[1, 0, 0, 0, 0, 1], undefined],
    [[0, 0, 0, 0, 2, 0], 0],
    [[0, 3, 0, 0, 0, 0], 1],
    [[0, 0, 0, 0, 0, 0], 0],
  ])('%j: %s', (pits, expected) => {
    expect(emptyRow(pits, owner)).toBe(expected);
  });
});
