/** The checks every sowing move goes through before a variant's own rules; src/words says them to readers. */
import type { IllegalMove } from './errors.js';
import type { Topology } from './topology.js';
import { SEAT_LETTERS } from './topology.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Move, Outcome, PitId, Player, Position } from './types.js';

/**
 * The player and pit of a sowing that can start from `position`, or why it cannot (the game is over,
 * it is not a sowing, the pit does not exist, is someone else's, is out of play or empty). `owner` is
 * the pits' owners in this position; `game` is the variant's name, for messages.
 * Answers to choices inside the move are refused unless the rules ask for some (`choosing`): a move
 * is written one way only, so `A3/cw` in a game without choices is a mistake, not a synonym of `A3`.
 */
export function checkSowing(
  topology: Topology,
  position: Position,
  move: Move,
  game: string,
  { owner = position.owners ?? topology.owner, choosing = false }: { owner?: readonly Player[]; choosing?: boolean } = {},
): Result<{ player: Player; pit: PitId }, IllegalMove> {
  const problem = sowingProblem(topology, position, move, game, owner) ?? (choosing ? null : answersProblem(topology, move, game));
  return problem ? err(problem) : ok({ player: position.toMove!, pit: (move as { pit: PitId }).pit });
}

function sowingProblem(topology: Topology, position: Position, move: Move, game: string, owner: readonly Player[]): IllegalMove | null {
  if (position.toMove === null) return { code: 'ERR_GAME_OVER' };
  if (move.kind !== 'sow') return { code: 'ERR_UNKNOWN_MOVE', game, move: move.kind === 'pass' ? 'pass' : 'swap' };
  const { pit } = move;
  const label = topology.labels[pit];
  if (label === undefined) return { code: 'ERR_NO_SUCH_PIT', game, pit, ...(topology.kind === 'circle' ? { circle: topology.pitCount } : {}) };
  if (owner[pit] !== position.toMove) {
    return { code: 'ERR_NOT_YOUR_PIT', pit: label, ...(topology.players > 2 ? { owner: SEAT_LETTERS[owner[pit]!]! } : {}) };
  }
  if (position.blocked?.[pit]) return { code: 'ERR_EMPTY_PIT', pit: label, rule: 'out-of-play' };
  if (position.pits[pit] === 0) return { code: 'ERR_EMPTY_PIT', pit: label };
  return null;
}

function answersProblem(topology: Topology, move: Move, game: string): IllegalMove | null {
  if (move.kind !== 'sow' || !move.choices?.length) return null;
  const label = topology.labels[move.pit]!;
  return { code: 'ERR_CHOICE', form: 'none', game, move: label, written: [label, ...move.choices].join('/') };
}

/** Two-player scoring by stores: the higher wins, equal is a draw. Null while the game goes on. */
export function higherStoreWins(position: Position): Outcome | null {
  if (position.toMove !== null) return null;
  const [a, b] = position.stores as [number, number];
  return { winner: a === b ? null : a > b ? 0 : 1, scores: [a, b] };
}
