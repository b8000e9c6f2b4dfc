import type { Played } from './ruleset.js';
import type { Cell, EndReason, Outcome, PitId, Player, Position } from './types.js';
import { isStoreCell, storeCell, storeOwner } from './types.js';
import type { Step } from './trace.js';

/** A move in progress: mutable copies of the board plus the steps recorded so far. Rules write here, never to a Position. */
export interface Work {
  readonly pits: number[];
  readonly stores: number[];
  readonly steps: Step[];
}

export const startWork = (position: Position): Work => ({
  pits: [...position.pits],
  stores: [...position.stores],
  steps: [],
});

export const seedsAt = (w: Work, cell: Cell): number => (isStoreCell(cell) ? w.stores[storeOwner(cell)]! : w.pits[cell]!);

/** Moves a pit's seeds into a player's store, recording a capture. */
export function capturePit(w: Work, pit: PitId, player: Player): number {
  const count = w.pits[pit]!;
  if (count === 0) return 0;
  w.pits[pit] = 0;
  w.stores[player]! += count;
  w.steps.push({ kind: 'capture', pit, count, player });
  return count;
}

/** Captures that stay on the board: takes a pit's seeds into the captor's hand (to be sown again), recording a take. */
export function takeIntoHand(w: Work, pit: PitId, player: Player): number {
  const count = w.pits[pit]!;
  if (count === 0) return 0;
  w.pits[pit] = 0;
  w.steps.push({ kind: 'take', pit, count, player });
  return count;
}

/** End of game: every pit's seeds go to `to(pit)`'s store. */
export function collectAll(w: Work, to: (pit: PitId) => Player): void {
  w.pits.forEach((count, pit) => {
    if (count === 0) return;
    const player = to(pit);
    w.pits[pit] = 0;
    w.stores[player]! += count;
    w.steps.push({ kind: 'collect', pit, count, player });
  });
}

export const rowSeeds = (pits: readonly number[], owner: readonly Player[], player: Player): number =>
  pits.reduce((sum, count, pit) => (owner[pit] === player ? sum + count : sum), 0);

/** The first seat (of `players`) whose row holds no seed, or undefined: where a game ends when a row empties. */
export const emptyRow = (pits: readonly number[], owner: readonly Player[], players = 2): Player | undefined => {
  for (let p = 0; p < players; p++) if (rowSeeds(pits, owner, p) === 0) return p;
  return undefined;
};

/**
 * The extra turn of the store games: a sowing whose last seed fell into the mover's own store lets
 * them move again. Records the extra-turn step and says whether it happened.
 */
export function extraTurnInStore(w: Work, last: Cell, player: Player): boolean {
  if (last !== storeCell(player)) return false;
  w.steps.push({ kind: 'extra-turn', player });
  return true;
}

/**
 * Ends the game on the board as it now is: nobody to move, the reason, any state the result depends
 * on (owners, pits out of play, who could not move, a game's own), and the end step carrying the result.
 */
export function endGame(w: Work, reason: EndReason, outcome: (position: Position) => Outcome | null, state: Pick<Position, 'owners' | 'blocked' | 'loser' | 'state'> = {}): Played {
  const position: Position = { pits: w.pits, stores: w.stores, toMove: null, ended: reason, ...state };
  w.steps.push({ kind: 'end', reason, outcome: outcome(position)! });
  return { position, steps: w.steps };
}
