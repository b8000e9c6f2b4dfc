/**
 * What a player could capture: the mtaji captures open to them, and the one threatened pit takasia
 * protects (DK 4.1).
 */
import type { PitId, Player, Position } from '../../engine/types.js';
import type { BaoBoard } from './board.js';
import { other } from './board.js';
import type { Dir } from './types.js';
import { DIRS } from './types.js';

/** A mtaji capture from `pit` going `dir`: 2 to 15 seeds whose last lands in an occupied front pit facing an occupied one. */
export function capturesFrom(board: BaoBoard, pits: readonly number[], p: Player, pit: PitId, dir: Dir): boolean {
  const { inner, facing } = board.topology;
  const n = pits[pit]!;
  if (n < 2 || n > 15) return false;
  const end = board.landing(p, pit, n, dir);
  return inner[end]! && pits[end]! > 0 && pits[facing[end]!]! > 0;
}

/** Every mtaji capture open to `p`, as its pit and direction. */
export const mtajiCaptures = (board: BaoBoard, pits: readonly number[], p: Player) =>
  board.ownPits(p).flatMap((pit) => DIRS.filter((d) => capturesFrom(board, pits, p, pit, d)).map((d) => [pit, d] as const));

/**
 * DK 4.1: after a takasa move in the mtaji stage, if the opponent `q` (with an empty hand) has no
 * capture, and exactly one of q's front pits could be captured next turn, that pit may not start q's
 * next takasa move, unless it is q's nyumba, q's only occupied front pit, or q's only front pit of two or more.
 */
export function takasiaFor(board: BaoBoard, position: Position, q: Player): PitId | undefined {
  const { facing } = board.topology;
  const { front } = board;
  if (position.stores[q]! > 0 || mtajiCaptures(board, position.pits, q).length > 0) return undefined;
  const x = other(q);
  const threatened = front(q).filter(
    (t) =>
      position.pits[t]! > 0 &&
      position.pits[facing[t]!]! > 0 &&
      board.ownPits(x).some((pit) => DIRS.some((d) => capturesFrom(board, position.pits, x, pit, d) && board.landing(x, pit, position.pits[pit]!, d) === facing[t])),
  );
  if (threatened.length !== 1) return undefined;
  const t = threatened[0]!;
  const occupied = front(q).filter((f) => position.pits[f]! > 0);
  const big = front(q).filter((f) => position.pits[f]! > 1);
  if ((t === board.nyumbaOf(q) && position.state?.houses?.[q]) || occupied.length === 1 || (big.length === 1 && big[0] === t)) return undefined;
  return t;
}
