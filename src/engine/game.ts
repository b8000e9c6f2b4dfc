import type { IllegalMove } from './errors.js';
import { play } from './play.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Ruleset } from './ruleset.js';
import type { Step } from './trace.js';
import type { Move, Position } from './types.js';

/** One move of a game and what it did. */
export interface Ply {
  readonly move: Move;
  readonly steps: readonly Step[];
  readonly position: Position;
}

/** A game is its start and its moves; every position is derived once, so undo and replay come free. */
export interface Game {
  readonly start: Position;
  readonly plies: readonly Ply[];
}

export const newGame = (start: Position): Game => ({ start, plies: [] });

export const currentPosition = (game: Game): Position =>
  game.plies.length ? game.plies[game.plies.length - 1]!.position : game.start;

/** Identity of a position for repetition: board, stores, side to move and state. */
export const positionKey = (p: Position): string =>
  `${p.pits.join(',')}|${p.stores.join(',')}|${p.toMove}|${p.pie ?? ''}|${p.owners?.join('') ?? ''}|${p.blocked?.map(Number).join('') ?? ''}|${p.loser ?? ''}`;

const sameStores = (a: Position, b: Position) => a.stores.every((s, i) => s === b.stores[i]);

/**
 * Whether `position` occurred earlier in the game. Stores only ever grow, so once an earlier
 * position's stores differ, nothing before it can match: the scan stops at the last capture.
 */
function occurredBefore(game: Game, position: Position): boolean {
  const key = positionKey(position);
  for (let i = game.plies.length - 1; i >= -1; i--) {
    const earlier = i < 0 ? game.start : game.plies[i]!.position;
    if (!sameStores(earlier, position)) return false;
    if (positionKey(earlier) === key) return true;
  }
  return false;
}

/**
 * Plays a move in a game. When the rules end games on repetition and the new position has
 * occurred before, the ending is applied at once and its steps join the move's trace.
 */
export function advance(rules: Ruleset, game: Game, move: Move): Result<Game, IllegalMove> {
  const played = play(rules, currentPosition(game), move);
  if (!played.ok) return played;
  let { position, steps } = played.value;
  if (rules.onRepetition && position.toMove !== null) {
    if (occurredBefore(game, position)) {
      const ended = rules.onRepetition(position);
      position = ended.position;
      steps = [...steps, ...ended.steps];
    }
  }
  return ok({ start: game.start, plies: [...game.plies, { move, steps, position }] });
}

export const undo = (game: Game): Game => ({ start: game.start, plies: game.plies.slice(0, -1) });

/** Plays a list of moves from a start; the error names the move (1-based) that failed. */
export function replayMoves(
  rules: Ruleset,
  start: Position,
  moves: readonly Move[],
): Result<Game, IllegalMove & { readonly index: number }> {
  let game = newGame(start);
  for (const [i, move] of moves.entries()) {
    const next = advance(rules, game, move);
    if (!next.ok) return err({ ...next.error, index: i, message: `Move ${i + 1}: ${next.error.message}` });
    game = next.value;
  }
  return ok(game);
}
