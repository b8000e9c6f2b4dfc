import type { Cell, PitId, Player } from './types.js';
import type { Work } from './work.js';
import { capturePit } from './work.js';

/**
 * The pits a chain capture takes: starting at the landing pit and walking back along the track,
 * every consecutive pit that `takes` approves (e.g. an opponent's pit now holding 2 or 3).
 * Returns them in the order they are taken; empty when the landing pit itself does not qualify.
 */
export function backwardChain(track: readonly Cell[], landingPosition: number, takes: (pit: PitId) => boolean): PitId[] {
  const chain: PitId[] = [];
  for (let i = 0; i < track.length; i++) {
    const cell = track[(landingPosition - i + track.length) % track.length]!;
    if (cell < 0 || !takes(cell)) break;
    chain.push(cell);
  }
  return chain;
}

/** The last seed fell alone in an own pit (the pit was empty before it). */
export const landedInOwnEmptyPit = (cell: Cell, count: number, owner: readonly Player[], player: Player): boolean => cell >= 0 && count === 1 && owner[cell] === player;

/**
 * The last seed made an even count in one of the opponent's pits: the parity capture of the
 * Central Asian and Turkish games. `count` is the pit's seeds with the last one in.
 */
export const landedEvenInOpponentPit = (cell: Cell, count: number, owner: readonly Player[], player: Player): boolean =>
  cell >= 0 && count > 0 && count % 2 === 0 && owner[cell] !== player;

/**
 * The capture across: a last seed alone in an own pit takes the seeds of the
 * facing pit, and itself, into the player's store. With nothing opposite there is no capture,
 * unless `evenIfEmpty` (an "empty capture" house rule) takes the lone seed anyway.
 * Returns the seeds captured.
 */
export function captureAcross(
  w: Work,
  landing: { readonly cell: Cell; readonly count: number },
  player: Player,
  owner: readonly Player[],
  facing: readonly PitId[],
  evenIfEmpty = false,
): number {
  if (!landedInOwnEmptyPit(landing.cell, landing.count, owner, player)) return 0;
  const across = facing[landing.cell]!;
  if (w.pits[across]! === 0 && !evenIfEmpty) return 0;
  return capturePit(w, across, player) + capturePit(w, landing.cell, player);
}
