import type { IllegalMove } from './errors.js';
import { playWhole } from './play.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Played, Ruleset } from './ruleset.js';
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
  /**
   * Where each position key was seen (ply index, -1 for the start), for the repetition rule. Shared
   * by a game and the games derived from it (undo, another move), so an entry is only a candidate:
   * it is checked against this game's own ply before it counts.
   */
  readonly seen?: Map<string, number[]>;
}

export const newGame = (start: Position): Game => ({ start, plies: [], seen: new Map([[positionKey(start), [-1]]]) });

export const currentPosition = (game: Game): Position => (game.plies.length ? game.plies[game.plies.length - 1]!.position : game.start);

/** Identity of a position for repetition: board, stores, side to move and state (a game's own, its fields in a fixed order). */
export const positionKey = (p: Position): string =>
  `${p.pits.join(',')}|${p.stores.join(',')}|${p.toMove}|${p.pie ?? ''}|${p.owners?.join('') ?? ''}|${p.blocked?.map(Number).join('') ?? ''}|${p.loser ?? ''}|${p.state ? JSON.stringify(p.state, Object.keys(p.state).sort()) : ''}`;

const positionAt = (game: Game, i: number) => (i < 0 ? game.start : game.plies[i]!.position);

/** Whether the position with this key occurred earlier in the game (in games where seeds never leave the board, anywhere in it). */
function occurredBefore(game: Game, key: string): boolean {
  const candidates = game.seen?.get(key);
  if (candidates) return candidates.some((i) => i < game.plies.length && positionKey(positionAt(game, i)) === key);
  if (game.seen) return false;
  // A game built by hand without the index: scan it all.
  for (let i = game.plies.length - 1; i >= -1; i--) if (positionKey(positionAt(game, i)) === key) return true;
  return false;
}

/**
 * Plays a move in a game. When the rules end games on repetition and the new position has
 * occurred before, the ending is applied at once and its steps join the move's trace.
 */
export function advance(rules: Ruleset, game: Game, move: Move): Result<Game, IllegalMove> {
  const played = playWhole(rules, currentPosition(game), move);
  return played.ok ? ok(extend(rules, game, move, played.value)) : played;
}

/**
 * Adds a move already played from the game's current position (`play`'s result) to the game: what
 * `advance` does after playing, for a caller that played the move itself to see whether it asks a choice.
 */
export function extend(rules: Ruleset, game: Game, move: Move, played: Played): Game {
  let { position, steps } = played;
  const key = positionKey(position);
  if (rules.onRepetition && position.toMove !== null && occurredBefore(game, key)) {
    const ended = rules.onRepetition(position);
    position = ended.position;
    steps = [...steps, ...ended.steps];
  }
  const seen = game.seen ?? new Map<string, number[]>();
  const at = seen.get(key);
  if (at) at.push(game.plies.length);
  else seen.set(key, [game.plies.length]);
  return { start: game.start, plies: [...game.plies, { move, steps, position }], seen };
}

export const undo = (game: Game): Game => ({ ...game, plies: game.plies.slice(0, -1) });

/** Plays a list of moves from a start; the error's `index` is the move (0-based) that failed. */
export function replayMoves(rules: Ruleset, start: Position, moves: readonly Move[]): Result<Game, IllegalMove & { readonly index: number }> {
  let game = newGame(start);
  for (const [i, move] of moves.entries()) {
    const next = advance(rules, game, move);
    if (!next.ok) return err({ ...next.error, index: i });
    game = next.value;
  }
  return ok(game);
}

/**
 * Why rounds of moves cannot be played: in round `round` (from 1), a move refused (`error`), or no
 * next round after it (`why`): the round had not ended ('going-on'), the game ended with it ('match-over'),
 * or the game is not played in rounds ('no-rounds').
 */
export type RoundsError =
  { readonly round: number; readonly error: IllegalMove & { readonly index: number } } | { readonly round: number; readonly why: 'going-on' | 'match-over' | 'no-rounds' };

/**
 * The start of the round after the one (numbered `round`, from 1) that ended at `end`, or why none
 * follows: the round has not ended, the game ended with it, or the game is not played in rounds.
 */
export function nextRoundAfter(rules: Ruleset, end: Position, round: number): Result<Position, 'going-on' | 'match-over' | 'no-rounds'> {
  if (!rules.nextRound) return err('no-rounds');
  if (end.toMove !== null) return err('going-on');
  const next = rules.nextRound(end, round);
  return next ? ok(next) : err('match-over');
}

/**
 * Plays a game in rounds: the first round's moves from `start`, each later round's from the next round
 * the rules give after the round before (which must have ended with another to follow).
 */
export function replayRounds(rules: Ruleset, start: Position, rounds: readonly (readonly Move[])[]): Result<Game[], RoundsError> {
  const games: Game[] = [];
  for (const moves of rounds) {
    let from = start;
    if (games.length) {
      const next = nextRoundAfter(rules, currentPosition(games[games.length - 1]!), games.length);
      if (!next.ok) return err({ round: games.length, why: next.error });
      from = next.value;
    }
    const game = replayMoves(rules, from, moves);
    if (!game.ok) return err({ round: games.length + 1, error: game.error });
    games.push(game.value);
  }
  return ok(games);
}
