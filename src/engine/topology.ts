import type { Cell, PitId, Player } from './types.js';
import { storeCell } from './types.js';

/** One printed row of a board diagram. */
export interface DiagramRow {
  /** The row's name in the source diagrams: 'B' (top player), 'A' (bottom player); four-row boards add 'BB' and 'AA'. */
  readonly label: string;
  /** The seat that owns the row. */
  readonly owner: Player;
  /** Pit ids, left to right as printed. */
  readonly pits: readonly PitId[];
}

/**
 * The fixed shape of a board: where the pits are, who owns them, and the circuit each player sows along.
 * Player symmetry is written once, here, so rules never do pit arithmetic.
 */
export interface Topology {
  /** 'two-row': rows facing each other; 'circle': one ring of pits shared by 2 to 4 players. */
  readonly kind: 'two-row' | 'circle';
  readonly players: number;
  readonly columns: number;
  readonly pitCount: number;
  /** Diagram rows, top to bottom. */
  readonly rows: readonly DiagramRow[];
  /** The owner of each pit. */
  readonly owner: readonly Player[];
  /** Each pit's name as the texts print it: 'A1'..'A6', 'B1'..'B6'. */
  readonly labels: readonly string[];
  /** The pit across the board in the same column (two-row boards; -1 where there is none). */
  readonly facing: readonly PitId[];
  /** Each player's sowing track (counter-clockwise), one full circuit of cells: own pits, own store if sown into, the opponent's pits. */
  readonly tracks: readonly (readonly Cell[])[];
  /** Index of each pit within each player's track: trackIndex[player][pit]. */
  readonly trackIndex: readonly (readonly number[])[];
  /** Whether seeds are sown into stores (Kalah) or stores only hold captures (Wari). */
  readonly storesInTrack: boolean;
  /** Which end of the diagram each player's store is drawn at: each player's store is on their right. */
  readonly storeSide: readonly ('left' | 'right')[];
}

/**
 * A ring of `pits` pits numbered 1..n counter-clockwise, shared by 2 to 4 players who own equal
 * runs of adjacent pits at the start (Oh-Wah-Ree: 6, 4 or 3 each). Everyone sows the same circuit.
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
 */
export function twoRowTopology(columns: number, storesInTrack: boolean): Topology {
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
  const tracks: Cell[][] = [
    [...aRow, ...(storesInTrack ? [storeCell(0)] : []), ...bRowSowingOrder],
    [...bRowSowingOrder, ...(storesInTrack ? [storeCell(1)] : []), ...aRow],
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
    tracks,
    trackIndex: tracks.map(indexTrack(pitCount)),
    storesInTrack,
    storeSide: ['right', 'left'],
  };
}

const indexTrack = (pitCount: number) => (track: readonly Cell[]): number[] => {
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

export const pitsOf = (topology: Topology, player: Player): PitId[] =>
  topology.owner.flatMap((owner, pit) => (owner === player ? [pit] : []));
