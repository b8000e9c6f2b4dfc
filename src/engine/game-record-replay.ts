/**
 * A game record (game-record.ts) against a ruleset: every move of the main line and of every
 * variation played, move numbers and the result checked; and a played game written as a record.
 */
import type { NotationError, NotationProblem } from './errors.js';
import { notationError } from './errors.js';
import type { Game, RoundsError } from './game.js';
import { advance, currentPosition, newGame, nextRoundAfter, replayRounds } from './game.js';
import type { MoveNumber, RecordLine, RecordMove, RecordTag, RecordedGame } from './game-record.js';
import { NEXT_ROUND, lineAndColumn, recordTag } from './game-record.js';
import { formatMove, formatPosition, parseMove } from './notation.js';
import { parsePosition } from './read-position.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Ruleset } from './ruleset.js';
import type { Move, Outcome, Player, Position } from './types.js';

export interface ReplayedGameRecord {
  /** The first round's start. */
  readonly start: Position;
  /** The main line's last round played (its only one in a game without rounds). */
  readonly game: Game;
  /** Every round of the main line played, in order: one for a game without rounds; the last is `game`. */
  readonly rounds: readonly Game[];
  /**
   * Comments by place in the main line: [0] before the first move, [i] after its i-th token, a move or
   * `next-round` (as the play board's address lists them).
   */
  readonly comments: readonly (readonly string[])[];
  /** What the rules say of the match's end, the main line's last position: a result token, '*' while it goes on. */
  readonly result: string;
}

/** Where a line has got to: the rounds ended before, the game of this round, its turn (move number) and who moved last. */
interface Turns {
  readonly rounds: readonly Game[];
  readonly game: Game;
  readonly round: number;
  readonly last: Player | null;
}

/** A round's first turn, from its start. */
const roundStart = (rounds: readonly Game[], start: Position): Turns => ({ rounds, game: newGame(start), round: 1, last: null });

/**
 * Whether the match is over at `end`, the last position of the round numbered `round` (from 1): the
 * round is over and the rules give no next round.
 */
export const matchOver = (rules: Ruleset, end: Position, round: number): boolean => end.toMove === null && !rules.nextRound?.(end, round);

/** The result token for an outcome: '1-0', '0-1', '1/2-1/2'; one part a seat. */
export function resultOf(outcome: Outcome | null, seats: number): string {
  if (!outcome) return '*';
  return Array.from({ length: seats }, (_, seat) => (outcome.winner === null ? `1/${seats}` : seat === outcome.winner ? '1' : '0')).join('-');
}

/** The number a move takes: `N.` where it starts A's turn (a new round), else `N...` of the round going on. */
function numberOf(turns: Turns, mover: Player): { number: MoveNumber; next: Turns } {
  const startsRound = mover === 0 && turns.last !== 0;
  const round = startsRound && turns.last !== null ? turns.round + 1 : turns.round;
  return { number: { round, dots: startsRound ? 1 : 3 }, next: { ...turns, round, last: mover } };
}

const label = (n: MoveNumber) => `${n.round}${n.dots === 3 ? '...' : '.'}`;

/**
 * Plays a record under `rules`: the Game tag must name the rules' variant (where given), the Start
 * tag must be a position under them, and every move, in every variation, legal where it stands.
 * `text` (the record read) lets errors name the line and column.
 */
export function replayGameRecord(rules: Ruleset, record: RecordedGame, text?: string): Result<ReplayedGameRecord, NotationError> {
  const game = recordTag(record, 'Game');
  if (game !== undefined && game !== rules.variant) return err(notationError('ERR_RECORD', { kind: 'record-game', found: game, expected: rules.variant }));
  const startText = recordTag(record, 'Start');
  let start = rules.start();
  if (startText !== undefined) {
    const parsed = parsePosition(rules, startText);
    if (!parsed.ok) return err(notationError('ERR_RECORD', { kind: 'record-start', error: parsed.error }));
    start = parsed.value;
  }
  const seats = rules.topology.players;
  if (record.result !== '*' && record.result.split('-').length !== seats) return err(notationError('ERR_RECORD', { kind: 'record-result-seats', written: record.result, seats }));
  const comments: string[][] = [[...record.line.comments]];
  const main = replayLine(rules, roundStart([], start), record.line, text, comments);
  if (!main.ok) return main;
  const rounds = [...main.value.rounds, main.value.game];
  const end = currentPosition(main.value.game);
  const actual = matchOver(rules, end, rounds.length) ? resultOf(rules.outcome(end), seats) : '*';
  if (record.result !== '*' && actual !== '*' && record.result !== actual) {
    return err(notationError('ERR_RECORD', { kind: 'record-result-wrong', written: record.result, actual }));
  }
  return ok({ start, game: main.value.game, rounds, comments, result: actual });
}

/** The next round's turns after `next-round` where `turns` stands, or why none starts there. */
function nextRoundOf(rules: Ruleset, turns: Turns, where: { line: number; column: number } | undefined): Result<Turns, NotationError> {
  const round = turns.rounds.length + 1;
  const next = nextRoundAfter(rules, currentPosition(turns.game), round);
  if (next.ok) return ok(roundStart([...turns.rounds, turns.game], next.value));
  return err(notationError('ERR_RECORD', { kind: 'record-next-round', why: next.error, round, ...(where ?? {}) }));
}

/** Plays a line from where `turns` stands, each move's variations first; `comments` collects the main line's. */
function replayLine(rules: Ruleset, from: Turns, line: RecordLine, text: string | undefined, comments?: string[][]): Result<Turns, NotationError> {
  let turns = from;
  for (const m of line.moves) {
    for (const variation of m.variations) {
      const played = replayLine(rules, turns, variation, text);
      if (!played.ok) return played;
    }
    const position = currentPosition(turns.game);
    const where = m.at !== undefined && text !== undefined ? lineAndColumn(text, m.at) : undefined;
    if (m.move === NEXT_ROUND) {
      const next = nextRoundOf(rules, turns, where);
      if (!next.ok) return next;
      turns = next.value;
      comments?.push([...m.comments]);
      continue;
    }
    const fail = (problem: NotationProblem, cause?: NotationError['cause']) => err<NotationError>({ ...notationError('ERR_RECORD', problem), ...(cause ? { cause } : {}) });
    const mover = position.toMove ?? turns.last ?? 0;
    const { number, next } = numberOf(turns, mover);
    const at = { number: label(number), input: m.move, ...(where ?? {}) };
    if (m.number && position.toMove !== null && (m.number.round !== number.round || m.number.dots !== number.dots)) {
      return fail({ kind: 'record-number', ...at, written: label(m.number) });
    }
    const move = parseMove(rules, m.move);
    if (!move.ok) return fail({ kind: 'record-move', ...at, error: move.error });
    const played = advance(rules, turns.game, move.value);
    if (!played.ok) return fail({ kind: 'record-move', ...at }, played.error);
    turns = { ...next, game: played.value };
    comments?.push([...m.comments]);
  }
  return ok(turns);
}

/**
 * Moves in our notation, `next-round` where a round ends (as a play board's address and a move list
 * write them), read as each round's moves; or why the first that cannot be read cannot.
 */
export function movesByRound(rules: Ruleset, texts: readonly string[]): Result<Move[][], NotationError> {
  const rounds: Move[][] = [[]];
  for (const text of texts) {
    if (text.toLowerCase() === NEXT_ROUND) {
      rounds.push([]);
      continue;
    }
    const move = parseMove(rules, text);
    if (!move.ok) return move;
    rounds[rounds.length - 1]!.push(move.value);
  }
  return ok(rounds);
}

/** Why move texts cannot be played by round: a text that is no move, or a move or `next-round` the rules refuse (in one of `rounds` rounds). */
export type PlayRoundsError = { readonly notation: NotationError } | { readonly refused: RoundsError; readonly rounds: number };

/** Move texts (`next-round` between rounds) read by movesByRound and played from `start` by replayRounds: each round's game. */
export function playMoveTexts(rules: Ruleset, start: Position, texts: readonly string[]): Result<Game[], PlayRoundsError> {
  const rounds = movesByRound(rules, texts);
  if (!rounds.ok) return err({ notation: rounds.error });
  const games = replayRounds(rules, start, rounds.value);
  return games.ok ? games : err({ refused: games.error, rounds: rounds.value.length });
}

/**
 * A played game as a record: tags first (`Game` from the rules; `Start` where the game did not begin
 * at the rules' start; then those given, which may add or replace any but these two), moves numbered
 * by turn, `comments[i]` after move i ([0] before the first), the result from the rules.
 */
export function recordOfGame(rules: Ruleset, game: Game, tags: readonly RecordTag[] = [], comments: readonly (readonly string[])[] = []): RecordedGame {
  return recordOfRounds(rules, [game], tags, comments);
}

/**
 * A match played in rounds as a record: as `recordOfGame`, each round's moves numbered from 1 after a
 * `next-round`, `comments[i]` after the main line's i-th token (a move or `next-round`), the result the
 * match's (the last round's outcome when no next round follows it, else '*').
 */
export function recordOfRounds(rules: Ruleset, rounds: readonly Game[], tags: readonly RecordTag[] = [], comments: readonly (readonly string[])[] = []): RecordedGame {
  const first = rounds[0]!;
  const startText = formatPosition(rules, first.start);
  const own: RecordTag[] = [{ name: 'Game', value: rules.variant }, ...(startText !== formatPosition(rules, rules.start()) ? [{ name: 'Start', value: startText }] : [])];
  const given = tags.filter((t) => t.name !== 'Game' && t.name !== 'Start' && t.name !== 'Result');
  const moves: RecordMove[] = [];
  const after = (i: number) => [...(comments[i] ?? [])];
  rounds.forEach((game, r) => {
    if (r > 0) moves.push({ move: NEXT_ROUND, comments: after(moves.length + 1), variations: [] });
    let turns: Turns = roundStart([], game.start);
    let before = game.start;
    game.plies.forEach((ply, i) => {
      const { number, next } = numberOf(turns, before.toMove ?? 0);
      // Numbered as PGN numbers: each turn, and a move that opens a round or follows a comment.
      const numbered = number.dots === 1 || i === 0 || (comments[moves.length]?.length ?? 0) > 0;
      turns = next;
      before = ply.position;
      moves.push({ move: formatMove(rules, ply.move), ...(numbered ? { number } : {}), comments: after(moves.length + 1), variations: [] });
    });
  });
  const end = currentPosition(rounds[rounds.length - 1]!);
  const result = matchOver(rules, end, rounds.length) ? resultOf(rules.outcome(end), rules.topology.players) : '*';
  return { tags: [...own, ...given], line: { comments: after(0), moves }, result };
}
