/**
 * Games between players, for `mancala match` and the bench: whole games (every round of a game in rounds,
 * repetition ending a game as its rules say), each listed player taking each seat in turn, so with
 * two players each plays either side half the time. After a swap (the pie rule) the swapper plays
 * the side taken over.
 */
import { advance, currentPosition, newGame } from '../game.js';
import { legalMoves } from '../play.js';
import type { SearchRules } from '../ruleset.js';
import type { PlayerName } from './players.js';
import { choose } from './players.js';

/**
 * A game that goes on past this many moves is stopped and counted unfinished, not drawn: its rules
 * did not end it. Every game here ends well inside it in random play (test/engine/game-ends.test.ts).
 */
export const MAX_PLIES = 4000;

export interface GameRecord {
  /** Index into the listed players of the winner, or null for a draw or a game that did not finish. */
  readonly winner: number | null;
  /** False when the game was stopped at the move limit before its rules ended it. */
  readonly finished: boolean;
  readonly plies: number;
  /** The slowest move of each listed player, in ms (searching players only). */
  readonly slowest: readonly number[];
  /** Each listed player's move times, ms. */
  readonly times: readonly (readonly number[])[];
}

/** Which listed player holds each seat in game `index`: the list rotated by the game's index. */
export const seatsFor = (players: number, index: number): number[] => Array.from({ length: players }, (_, seat) => (seat + index) % players);

/** A per-move seed from the game's seed and the ply: moves replay exactly, and no two moves share a stream. */
const moveSeed = (seed: number, ply: number) => (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) + Math.imul(ply + 1, 0x165667b1)) | 0;

export function playGame(rules: SearchRules, players: readonly PlayerName[], index: number, seed: number, clock: () => number = Date.now, maxPlies = MAX_PLIES): GameRecord {
  const seats = rules.topology.players;
  if (players.length !== seats) throw new Error(`${rules.name} has ${seats} seats: list ${seats} players, not ${players.length}.`);
  const holder = seatsFor(seats, index);
  const times: number[][] = players.map(() => []);
  let game = newGame(rules.start());
  let plies = 0;
  const gameSeed = (seed + Math.imul(index, 0x9e3779b1)) | 0;
  let rounds = 1;
  for (; plies < maxPlies; plies++) {
    let position = currentPosition(game);
    if (position.toMove === null) {
      const next = rules.nextRound?.(position, rounds);
      if (!next) break;
      game = newGame(next);
      position = next;
      rounds++;
    }
    if (legalMoves(rules, position).length === 0) break;
    const who = holder[position.toMove!]!;
    const started = clock();
    const { move } = choose(rules, position, players[who]!, moveSeed(gameSeed, plies));
    times[who]!.push(clock() - started);
    const next = advance(rules, game, move);
    if (!next.ok) throw new Error(`${players[who]} played an illegal move in ${rules.name}: ${JSON.stringify(next.error)}`);
    if (move.kind === 'swap') [holder[0], holder[1]] = [holder[1]!, holder[0]!];
    game = next.value;
  }
  const end = currentPosition(game);
  // Over only when the rules say so: the last round ended and no next one follows.
  const finished = end.toMove === null && !rules.nextRound?.(end, rounds);
  const outcome = finished ? rules.outcome(end) : null;
  const winner = outcome && outcome.winner !== null ? holder[outcome.winner]! : null;
  return { winner, finished, plies, slowest: times.map((t) => (t.length ? Math.max(...t) : 0)), times };
}

export interface MatchResult {
  readonly games: number;
  /** Wins of each listed player, in the order listed. */
  readonly wins: number[];
  /** Games the rules ended without a winner. */
  readonly draws: number;
  /** Games stopped at the move limit (MAX_PLIES) before their rules ended them. */
  readonly unfinished: number;
}

export function tally(records: readonly GameRecord[], players: number): MatchResult {
  const wins = new Array<number>(players).fill(0);
  let draws = 0;
  let unfinished = 0;
  for (const r of records) {
    if (!r.finished) unfinished++;
    else if (r.winner === null) draws++;
    else wins[r.winner]!++;
  }
  return { games: records.length, wins, draws, unfinished };
}

/** Plays games `from` to `to - 1` of a match (a worker plays a share of them). */
export function playGames(rules: SearchRules, players: readonly PlayerName[], from: number, to: number, seed: number): GameRecord[] {
  const records: GameRecord[] = [];
  for (let i = from; i < to; i++) records.push(playGame(rules, players, i, seed));
  return records;
}
