import type { Cell, PitId, Player } from './types.js';

/**
 * The pits a Wari-style capture takes: starting at the landing pit and walking back along the track,
 * every consecutive pit that `takes` approves (for Wari: an opponent's pit now holding 2 or 3).
 * Returns them in the order they are taken; empty when the landing pit itself does not qualify.
 */
export function backwardChain(
  track: readonly Cell[],
  landingPosition: number,
  takes: (pit: PitId) => boolean,
): PitId[] {
  const chain: PitId[] = [];
  for (let i = 0; i < track.length; i++) {
    const cell = track[(landingPosition - i + track.length) % track.length]!;
    if (cell < 0 || !takes(cell)) break;
    chain.push(cell);
  }
  return chain;
}

/** Kalah-style: the last seed fell alone in an own pit. */
export const landedInOwnEmptyPit = (cell: Cell, count: number, owner: readonly Player[], player: Player): boolean =>
  cell >= 0 && count === 1 && owner[cell] === player;
