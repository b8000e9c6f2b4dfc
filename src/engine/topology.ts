import type { Cell, PitId, Player } from './types.js';
import { storeCell } from './types.js';

/** One printed row of a board diagram. */
export interface DiagramRow {
  /** The row's name in the source diagrams: 'B' (top player), 'A' (bottom player); four-row boards add 'BB' and 'AA'. */
  readonly label: string;
  /** The seat that owns the row (-1 for no one: the circle, the end pits). */
  readonly owner: Player;
  /** Pit ids, left to right as printed. */
  readonly pits: readonly PitId[];
  /**
   * The board's end pits, left then right: drawn at the two ends of the board between the rows, not
   * as a row; the notation writes them between the rows, as the diagram reads top to bottom.
   */
  readonly ends?: true;
}

/**
 * The fixed shape of a board: where the pits are, who owns them, and the circuit each player sows along.
 * Player symmetry is written once, here, so rules never do pit arithmetic.
 */
export interface Topology {
  /**
   * 'two-row': rows facing each other; 'four-row': each player an outer and an inner row, the inner
   * rows facing; 'three-row': each player a row of their own and half of a shared middle row;
   * 'circle': one ring of pits shared by 2 to 4 players.
   */
  readonly kind: 'two-row' | 'three-row' | 'four-row' | 'circle';
  readonly players: number;
  readonly columns: number;
  readonly pitCount: number;
  /** Diagram rows, top to bottom. */
  readonly rows: readonly DiagramRow[];
  /** The owner of each pit. */
  readonly owner: readonly Player[];
  /** Each pit's name as the texts print it: 'A1'..'A6', 'B1'..'B6'. */
  readonly labels: readonly string[];
  /** The pit across the board in the same column: two-row boards, and the inner rows of four-row boards; -1 where there is none. */
  readonly facing: readonly PitId[];
  /** Four-row boards: the outer pit behind each inner pit, in the same column; -1 elsewhere. */
  readonly behind: readonly PitId[];
  /** Four-row boards: whether a pit is in its owner's inner row. */
  readonly inner: readonly boolean[];
  /** Each player's sowing track (counter-clockwise unless built clockwise), one full circuit of cells: own pits, own store if sown into, the opponent's pits. */
  readonly tracks: readonly (readonly Cell[])[];
  /** Index of each pit within each player's track: trackIndex[player][pit]. */
  readonly trackIndex: readonly (readonly number[])[];
  /** Whether seeds are sown into stores, or stores only hold captures. */
  readonly storesInTrack: boolean;
  /** Which end of the diagram each player's store is drawn at: on each player's right, or on their left where sowing runs clockwise. */
  readonly storeSide: readonly ('left' | 'right')[];
}

/**
 * A ring of `pits` pits numbered 1..n counter-clockwise, shared by 2 to 4 players who own equal
 * runs of adjacent pits at the start (e.g. 6, 4 or 3 each of 12). Everyone sows the same circuit.
 * Written as one row in the notation, pit 1 first.
 */
export function circleTopology(pits: number, players: number): Topology {
  if (pits % players !== 0) throw new Error(`${pits} pits cannot be shared equally by ${players} players.`);
  const share = pits / players;
  const all = Array.from({ length: pits }, (_, i) => i);
  const owner = all.map((pit) => Math.floor(pit / share));
  const track: Cell[] = all;
  const tracks = Array.from({ length: players }, () => track);
  return {
    kind: 'circle',
    players,
    columns: pits,
    pitCount: pits,
    rows: [{ label: 'P', owner: -1, pits: all }],
    owner,
    labels: all.map((pit) => String(pit + 1)),
    facing: all.map(() => -1),
    behind: all.map(() => -1),
    inner: all.map(() => false),
    tracks,
    trackIndex: tracks.map(indexTrack(pits)),
    storesInTrack: false,
    storeSide: [],
  };
}

export const SEAT_LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * A board of two rows of `columns` pits. Pits are numbered in A's sowing order:
 * A1..An are 0..n-1 (left to right), then B's row from right to left, so Bn is n and B1 is 2n-1.
 * Column k of B faces column k of A, as in every diagram of the texts.
 * `direction: 'clockwise'` reverses both circuits: A sows its row right to left into a store at its
 * left end (the left of the diagram), then B's row left to right; B's store is at the right end.
 * The pit ids stay the same, so a position reads the same either way.
 */
export function twoRowTopology(columns: number, storesInTrack: boolean, direction: 'counter-clockwise' | 'clockwise' = 'counter-clockwise'): Topology {
  if (columns < 1) throw new Error('A board needs at least one pit a row.');
  const n = columns;
  const pitCount = 2 * n;
  const aPit = (col: number): PitId => col - 1;
  const bPit = (col: number): PitId => 2 * n - col;
  const cols = Array.from({ length: n }, (_, i) => i + 1);
  const owner = Array.from({ length: pitCount }, (_, pit) => (pit < n ? 0 : 1));
  const labels = Array.from({ length: pitCount }, (_, pit) => (pit < n ? `A${pit + 1}` : `B${2 * n - pit}`));
  const facing = Array.from({ length: pitCount }, (_, pit) => pitCount - 1 - pit);
  const aRow = cols.map(aPit);
  const bRowSowingOrder = cols.map((c) => bPit(n + 1 - c)); // Bn..B1
  const clockwise = direction === 'clockwise';
  // Each player's own row in the order they sow it, then the opponent's.
  const aOwn = clockwise ? [...aRow].reverse() : aRow;
  const bOwn = clockwise ? [...bRowSowingOrder].reverse() : bRowSowingOrder;
  const tracks: Cell[][] = [
    [...aOwn, ...(storesInTrack ? [storeCell(0)] : []), ...bOwn],
    [...bOwn, ...(storesInTrack ? [storeCell(1)] : []), ...aOwn],
  ];
  return {
    kind: 'two-row',
    players: 2,
    columns: n,
    pitCount,
    rows: [
      { label: 'B', owner: 1, pits: cols.map(bPit) },
      { label: 'A', owner: 0, pits: cols.map(aPit) },
    ],
    owner,
    labels,
    facing,
    behind: labels.map(() => -1),
    inner: labels.map(() => false),
    tracks,
    trackIndex: tracks.map(indexTrack(pitCount)),
    storesInTrack,
    storeSide: clockwise ? ['left', 'right'] : ['right', 'left'],
  };
}

/**
 * A board of four rows of `columns` pits, as the sources print it top to bottom: B (the top player's
 * outer row), BB (their inner row), AA (the bottom player's inner row), A (their outer row). Each
 * player sows round their own two rows, counter-clockwise as seen from above: A left to right along
 * A and back right to left along AA; B right to left along B and back left to right along BB.
 * Pit ids follow each player's counter-clockwise order: A1..A8 are 0..7, AA8..AA1 8..15, B8..B1
 * 16..23, BB1..BB8 24..31. Inner pits of the same column face each other. `direction: 'clockwise'`
 * reverses both circuits.
 */
export function fourRowTopology(columns: number, direction: 'counter-clockwise' | 'clockwise' = 'counter-clockwise'): Topology {
  const n = columns;
  const cols = Array.from({ length: n }, (_, i) => i + 1);
  const id = {
    A: (c: number) => c - 1,
    AA: (c: number) => 2 * n - c,
    B: (c: number) => 3 * n - c,
    BB: (c: number) => 3 * n + c - 1,
  };
  const pitCount = 4 * n;
  const labels = new Array<string>(pitCount);
  const owner = new Array<Player>(pitCount);
  const facing = new Array<PitId>(pitCount).fill(-1);
  const behind = new Array<PitId>(pitCount).fill(-1);
  const inner = new Array<boolean>(pitCount).fill(false);
  for (const c of cols) {
    for (const row of ['A', 'AA', 'B', 'BB'] as const) {
      const pit = id[row](c);
      labels[pit] = `${row}${c}`;
      owner[pit] = row.startsWith('A') ? 0 : 1;
      inner[pit] = row.length === 2;
    }
    facing[id.AA(c)] = id.BB(c);
    facing[id.BB(c)] = id.AA(c);
    behind[id.AA(c)] = id.A(c);
    behind[id.BB(c)] = id.B(c);
  }
  const all = Array.from({ length: pitCount }, (_, pit) => pit);
  const ccw = [all.slice(0, 2 * n), all.slice(2 * n)];
  // Clockwise (e.g. on 4x8) is the same circuit walked the other way.
  const tracks = direction === 'clockwise' ? ccw.map((t) => [...t].reverse()) : ccw;
  return {
    kind: 'four-row',
    players: 2,
    columns: n,
    pitCount,
    rows: (['B', 'BB', 'AA', 'A'] as const).map((label) => ({ label, owner: label.startsWith('A') ? 0 : 1, pits: cols.map(id[label]) })),
    owner,
    labels,
    facing,
    behind,
    inner,
    tracks,
    trackIndex: tracks.map(indexTrack(pitCount)),
    storesInTrack: false,
    storeSide: ['right', 'left'],
  };
}

/** Where each pit sits in a track: its index, -1 for a pit the track never reaches. */
export const indexTrack =
  (pitCount: number) =>
  (track: readonly Cell[]): number[] => {
    const index = new Array<number>(pitCount).fill(-1);
    track.forEach((cell, i) => {
      if (cell >= 0) index[cell] = i;
    });
    return index;
  };

/** The pit named by a label such as 'A5' or 'b5', or undefined. */
export function pitByLabel(topology: Topology, label: string): PitId | undefined {
  const i = topology.labels.indexOf(label.toUpperCase());
  return i < 0 ? undefined : i;
}

/** Seeds per pit from rows as the sources print them (top to bottom, each left to right). */
export function pitsFromRows(topology: Topology, rows: readonly (readonly number[])[]): number[] {
  const pits = new Array<number>(topology.pitCount).fill(0);
  topology.rows.forEach((row, r) => row.pits.forEach((pit, c) => (pits[pit] = rows[r]![c]!)));
  return pits;
}
