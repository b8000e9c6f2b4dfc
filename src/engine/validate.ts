/** The checks every sowing move goes through before a variant's own rules, with the messages readers see. */
import type { IllegalMove } from './errors.js';
import { illegal, quote } from './errors.js';
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
  if (position.toMove === null) return illegal('ERR_GAME_OVER', 'The game is over.');
  if (move.kind !== 'sow') {
    return illegal('ERR_UNKNOWN_MOVE', `${game} has no ${move.kind === 'pass' ? 'passing' : 'pie rule'}: every move sows a pit.`);
  }
  const { pit } = move;
  const circle = topology.kind === 'circle';
  const label = topology.labels[pit];
  const name = circle ? `Pit ${label}` : label;
  if (label === undefined) {
    return illegal('ERR_NO_SUCH_PIT', circle ? `There is no pit ${pit + 1} on the circle; pits are 1 to ${topology.pitCount}.` : `There is no pit ${pit} on ${article(game)} board.`);
  }
  if (owner[pit] !== position.toMove) {
    return illegal('ERR_NOT_YOUR_PIT', topology.players > 2 ? `${name} belongs to ${SEAT_LETTERS[owner[pit]!]}.` : `${name} belongs to the other player.`);
  }
  if (position.blocked?.[pit]) return illegal('ERR_EMPTY_PIT', `${name} is out of play this round.`);
  if (position.pits[pit] === 0) return illegal('ERR_EMPTY_PIT', `${name} is empty: choose a pit with seeds.`);
  return null;
}

function answersProblem(topology: Topology, move: Move, game: string): IllegalMove | null {
  if (move.kind !== 'sow' || !move.choices?.length) return null;
  const label = topology.labels[move.pit]!;
  return illegal('ERR_CHOICE', `${game} has no choices inside a move: write just ${label}, not ${quote([label, ...move.choices].join('/'))}.`);
}

const article = (game: string) => `${/^[AEIOU]/.test(game) ? 'an' : 'a'} ${game}`;

/** Two-player scoring by stores: the higher wins, equal is a draw. Null while the game goes on. */
export function higherStoreWins(position: Position): Outcome | null {
  if (position.toMove !== null) return null;
  const [a, b] = position.stores as [number, number];
  return { winner: a === b ? null : a > b ? 0 : 1, scores: [a, b] };
}
