/**
 * Three-row boards, in a module of their own so that only the games played on them load it (every
 * board loads topology.ts).
 */
import type { Cell, PitId, Player } from './types.js';
import type { Topology } from './topology.js';
import { indexTrack } from './topology.js';

/** One stretch of a three-row circuit: a row ('A' the bottom player's, 'C' the middle, 'B' the top player's) walked from one column to another, both included. */
export type ThreeRowStretch = readonly [row: 'A' | 'C' | 'B', from: number, to: number];

/**
 * A board of three rows of `columns` pits, printed top to bottom B (the top player's row), C (the
 * middle row, shared) and A (the bottom player's row), each numbered 1..n left to right as seen from
 * A's side. Each player owns their own row and the half of the middle row on their right: A the right
 * half of C (the higher columns), B the left half (B sits across the board, so B's right is A's left).
 * `route` is A's sowing circuit, stretch by stretch, as seen from A's side; it must pass every pit once.
 * B's circuit is A's turned half a turn about the board's centre, so the rules stay symmetric.
 * Pit ids: A1..An are 0..n-1, C1..Cn n..2n-1, B1..Bn 2n..3n-1. No pits face each other (`facing` is
 * -1): games that capture by column say which pits they mean.
 */
export function threeRowTopology(columns: number, route: readonly ThreeRowStretch[]): Topology {
  const n = columns;
  if (n < 2 || n % 2 !== 0) throw new Error('A three-row board needs an even number of columns, so the middle row halves.');
  const base = { A: 0, C: n, B: 2 * n } as const;
  const pitCount = 3 * n;
  const id = (row: 'A' | 'C' | 'B', col: number): PitId => base[row] + col - 1;
  const rowOf = (pit: PitId) => (pit < n ? 'A' : pit < 2 * n ? 'C' : 'B');
  const colOf = (pit: PitId) => (pit % n) + 1;
  const labels = Array.from({ length: pitCount }, (_, pit) => `${rowOf(pit)}${colOf(pit)}`);
  const owner = Array.from({ length: pitCount }, (_, pit): Player => {
    const row = rowOf(pit);
    if (row === 'A') return 0;
    if (row === 'B') return 1;
    return colOf(pit) > n / 2 ? 0 : 1;
  });
  const walk = ([row, from, to]: ThreeRowStretch): PitId[] => {
    const step = to >= from ? 1 : -1;
    return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => id(row, from + i * step));
  };
  const aTrack = route.flatMap(walk);
  if (aTrack.length !== pitCount || new Set(aTrack).size !== pitCount) throw new Error('A three-row route must pass every pit once.');
  // Half a turn: row A and row B swap, the middle row stays, and column c becomes column n+1-c.
  const turned = (pit: PitId): PitId => id(({ A: 'B', C: 'C', B: 'A' } as const)[rowOf(pit)], n + 1 - colOf(pit));
  const tracks: Cell[][] = [aTrack, aTrack.map(turned)];
  const cols = Array.from({ length: n }, (_, i) => i + 1);
  return {
    kind: 'three-row',
    players: 2,
    columns: n,
    pitCount,
    rows: [
      { label: 'B', owner: 1, pits: cols.map((c) => id('B', c)) },
      { label: 'C', owner: -1, pits: cols.map((c) => id('C', c)) },
      { label: 'A', owner: 0, pits: cols.map((c) => id('A', c)) },
    ],
    owner,
    labels,
    facing: labels.map(() => -1),
    behind: labels.map(() => -1),
    inner: labels.map(() => false),
    tracks,
    trackIndex: tracks.map(indexTrack(pitCount)),
    storesInTrack: false,
    storeSide: ['right', 'left'],
  };
}
