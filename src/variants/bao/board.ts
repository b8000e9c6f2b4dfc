/**
 * Bao's board, worked out once per rule set: a move asks these at every lap, and legal moves are
 * looked ahead for every turn. Rows, columns, the nyumbas, the kichwas and where a sowing lands.
 */
import { fourRowTopology } from '../../engine/topology.js';
import type { Topology } from '../../engine/topology.js';
import type { PitId, Player, Position } from '../../engine/types.js';
import type { BaoOptions, Dir } from './types.js';
import { DIRS } from './types.js';

export interface BaoBoard {
  readonly topology: Topology;
  /** Bao la Kiswahili as played in Malawi (either kuu). */
  readonly malawi: boolean;
  /** The seeds a nyumba starts with, and needs to keep working. */
  readonly threshold: number;
  /** A player's front (inner) row, from the board's left. */
  front(p: Player): readonly PitId[];
  /** A player's back (outer) row, from the board's left. */
  back(p: Player): readonly PitId[];
  /** A player's 16 pits, front row then back row, each from the board's left. */
  ownPits(p: Player): PitId[];
  frontEmpty(pits: readonly number[], p: Player): boolean;
  /** A pit's column counted from its owner's left, 1 to 8. */
  ownColumn(pit: PitId): number;
  frontAt(p: Player, column: number): PitId;
  /** The nyumba: the fifth front pit from the owner's left (the fourth from the right). */
  nyumbaOf(p: Player): PitId;
  /** The two pits at either end of each row (columns 1, 2, 7, 8). */
  flank(pit: PitId): boolean;
  /** How far along the player's 16-pit track one seed goes in `dir`. */
  step(dir: Dir): number;
  /** The pit at track index `i` (taken round the 16) of player `p`. */
  at(p: Player, i: number): PitId;
  /** The kichwa captured seeds enter from when sown in `dir`: the front pit that follows a back pit going that way. */
  kichwa(p: Player, dir: Dir): PitId;
  /** The direction that sows from a kichwa along the front row. */
  awayFrom(p: Player, k: PitId): Dir;
  /** The kichwa at the same end of the row as `pit`. */
  nearKichwa(p: Player, pit: PitId): PitId;
  /** Where the last of `seeds` sown from `pit` in `dir` lands. */
  landing(p: Player, pit: PitId, seeds: number, dir: Dir): PitId;
  totalIn(position: Position, pits: readonly PitId[]): number;
}

export const other = (player: Player): Player => 1 - player;

export function baoBoard(options: BaoOptions): BaoBoard {
  const topology = fourRowTopology(8);
  const { owner, inner, tracks, trackIndex, labels } = topology;
  const threshold = options.start === 'malawi-10' ? 10 : options.start === 'malawi' ? 8 : 6;
  const front = (p: Player) => topology.rows[p === 0 ? 2 : 1]!.pits;
  const back = (p: Player) => topology.rows[p === 0 ? 3 : 0]!.pits;
  // B sits across the board, so B's left is our right.
  const columns = labels.map((label, pit) => {
    const c = Number(label.replace(/\D+/g, ''));
    return owner[pit] === 0 ? c : 9 - c;
  });
  const ownColumn = (pit: PitId) => columns[pit]!;
  const frontAt = (p: Player, column: number) => front(p).find((pit) => ownColumn(pit) === column)!;
  const nyumbas = [frontAt(0, 5), frontAt(1, 5)];
  const flanks = columns.map((c) => [1, 2, 7, 8].includes(c));
  const step = (dir: Dir) => (dir === 'ccw' ? 1 : 15);
  const at = (p: Player, i: number) => tracks[p]![i % 16]!;
  const kichwas = [0, 1].map((p) => DIRS.map((dir) => front(p).find((pit) => !inner[at(p, trackIndex[p]![pit]! + 16 - step(dir))]!)!));
  const kichwa = (p: Player, dir: Dir) => kichwas[p]![dir === 'ccw' ? 0 : 1]!;
  return {
    topology,
    malawi: options.start === 'malawi' || options.start === 'malawi-10',
    threshold,
    front,
    back,
    ownPits: (p) => [...front(p), ...back(p)],
    frontEmpty: (pits, p) => front(p).every((f) => pits[f] === 0),
    ownColumn,
    frontAt,
    nyumbaOf: (p) => nyumbas[p]!,
    flank: (pit) => flanks[pit]!,
    step,
    at,
    kichwa,
    awayFrom: (p, k) => (kichwa(p, 'ccw') === k ? 'ccw' : 'cw'),
    nearKichwa: (p, pit) => frontAt(p, ownColumn(pit) <= 2 ? 1 : 8),
    landing: (p, pit, seeds, dir) => at(p, trackIndex[p]![pit]! + seeds * step(dir)),
    totalIn: (position, pits) => pits.reduce((n, pit) => n + position.pits[pit]!, 0),
  };
}
