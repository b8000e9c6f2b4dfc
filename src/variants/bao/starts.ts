/**
 * The moves open to the player to move, each as its start pit and the directions (or kichwas) open
 * at the start; choices later in the move (safari) are asked as they arise. Moves that never end are
 * left out (DK 1.5a).
 */
import { asksChoice } from '../../engine/errors.js';
import type { PitId, Player, Position } from '../../engine/types.js';
import type { BaoBoard } from './board.js';
import { mtajiCaptures } from './captures.js';
import { inGambit } from './gambit.js';
import type { BaoGame } from './game.js';
import { turn } from './turn.js';
import type { Dir, Start } from './types.js';
import { DIRS } from './types.js';

export function starts(game: BaoGame, position: Position): Start[] {
  const { board } = game;
  const p = position.toMove!;
  // The gambit's first seed may go into any of the player's pits; the rest are asked one by one.
  if (inGambit(board, position)) return board.ownPits(p).map((pit) => ({ pit, dirs: ['ccw'], capture: false }));
  const raw = position.stores[p]! > 0 ? namuaStarts(board, position, p) : mtajiStarts(board, position, p);
  // Leave out the directions whose move would never end.
  return raw.map((r) => ({ ...r, dirs: r.dirs.filter((d) => !isEndless(game, position, r, d)) })).filter((r) => r.dirs.length > 0);
}

/** Namua: a seed from hand into an occupied front pit; capture if the pit across is occupied. */
function namuaStarts(board: BaoBoard, position: Position, p: Player): Start[] {
  const { facing } = board.topology;
  const houses = position.state?.houses ?? [false, false];
  const occupiedFront = board.front(p).filter((pit) => position.pits[pit]! > 0);
  const captures = occupiedFront.filter((pit) => position.pits[facing[pit]!]! > 0);
  if (captures.length) return captures.map((pit) => ({ pit, dirs: board.flank(pit) ? [board.awayFrom(p, board.nearKichwa(p, pit))] : [...DIRS], capture: true }));
  const ny = board.nyumbaOf(p);
  const active = houses[p]! && position.pits[ny]! >= board.threshold;
  let xs = occupiedFront;
  if (active) xs = xs.length === 1 ? xs : xs.filter((pit) => pit !== ny);
  else if (!houses[p] && xs.some((pit) => position.pits[pit]! >= 2)) xs = xs.filter((pit) => position.pits[pit]! >= 2);
  return xs.map((pit) => ({ pit, dirs: loneKichwaDirs(board, position, p, pit), capture: false }));
}

/** Mtaji: a capture if there is one (each pit once, with every direction that captures), else a takasa from a pit of two or more. */
function mtajiStarts(board: BaoBoard, position: Position, p: Player): Start[] {
  const raw: Start[] = [];
  const captures = mtajiCaptures(board, position.pits, p);
  if (captures.length) {
    for (const [pit, d] of captures) {
      const found = raw.find((r) => r.pit === pit);
      if (found) found.dirs.push(d);
      else raw.push({ pit, dirs: [d], capture: true });
    }
    return raw;
  }
  const big = (pits: readonly PitId[]) => pits.filter((pit) => position.pits[pit]! >= 2 && pit !== position.state?.takasia);
  const xs = big(board.front(p)).length ? big(board.front(p)) : big(board.back(p));
  return xs.map((pit) => ({ pit, dirs: loneKichwaDirs(board, position, p, pit), capture: false }));
}

/**
 * A lone occupied kichwa must be sown towards the centre, never into the back row (DK 2.4a, 3.5b).
 * In Malawi it may be, and the empty front row then loses the game (Mancala World, "Bawo").
 */
function loneKichwaDirs(board: BaoBoard, position: Position, p: Player, pit: PitId): Dir[] {
  if (board.malawi) return [...DIRS];
  const occupied = board.front(p).filter((f) => position.pits[f]! > 0);
  const isKichwa = board.ownColumn(pit) === 1 || board.ownColumn(pit) === 8;
  return occupied.length === 1 && occupied[0] === pit && isKichwa ? [board.awayFrom(p, pit)] : [...DIRS];
}

/** The move from `start` going `dir` never ends: a probe plays it through. */
export function isEndless(game: BaoGame, position: Position, start: Start, dir: Dir): boolean {
  const result = turn(game, position, { ...start, dirs: [dir] }, [], true);
  return !result.ok && !asksChoice(result.error) && result.error.code === 'ERR_ENDLESS';
}

/** starts(), remembered per position object: play and legalMoves ask for the same position in turn. */
export function rememberedStarts(find: (position: Position) => Start[]): (position: Position) => Start[] {
  const cache = new WeakMap<Position, Start[]>();
  return (position) => {
    let found = cache.get(position);
    if (!found) cache.set(position, (found = find(position)));
    return found;
  };
}
