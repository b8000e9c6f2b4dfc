/**
 * A play board opened from a link: its moves or packed record replayed, and its computer opponent
 * checked. Only play-link.ts imports it, so the first move on a play page loads none of it.
 */
import type { ChoiceAsked } from '../engine/index.js';
import type { Result } from '../engine/index.js';
import { SEAT_LETTERS, currentPosition, err, ok, parseMove } from '../engine/index.js';
import type { Definition } from '../variants/load.js';
import type { Computer, LinkError } from './play-address.js';
import { unpackRecord } from './play-record.js';
import type { Done, PositionReader, Session, Table } from './play-session.js';
import { MAX_RECORD, NEXT_ROUND, loadedRefusals, nextRound, nextRoundOf, playOn, sessionOf, startTable } from './play-session.js';
import { quote } from '../words/quote.js';

/** What is wrong with a link's move: a sentence, or a refusal not yet in words. */
type Problem = Pick<Done, 'said' | 'refused'>;
const linkError = (before: string, problem: Problem): LinkError => ({ message: `${before} ${problem.said}`.trim(), ...(problem.refused ? { refused: problem.refused } : {}) });

/**
 * A session from what an address gives (play-link.ts reads it) on top of the board's own: options,
 * the position (read by `readPosition`; the rules' opening without one), moves or a packed record to
 * replay, and the computer opponent.
 */
export function startSession(
  game: Definition,
  options: Record<string, unknown>,
  readPosition: PositionReader | undefined,
  moves: readonly string[],
  fromLink: boolean,
  record?: string,
  computer?: Computer,
  maxRecord = MAX_RECORD,
): Result<Session, LinkError> {
  const table = startTable(game, options, readPosition, maxRecord);
  if (!table.ok) return table;
  const t = table.value;
  const first = t.first;
  const session = sessionOf(t, fromLink);
  if (computer) {
    const seats = first.stores.length;
    const reader = [...Array(seats).keys()].filter((p) => !computer.seats.includes(SEAT_LETTERS[p]!));
    if (reader.length !== 1 || computer.seats.some((l) => (SEAT_LETTERS as readonly string[]).indexOf(l) >= seats)) {
      return err({
        message: `The computer in this link plays ${computer.seats.join(', ')}: it should play every seat but yours, one of ${seats === 2 ? 'A or B' : SEAT_LETTERS.slice(0, seats).join(', ')}.`,
      });
    }
    session.setOpponent({ reader: reader[0]!, level: computer.level });
  }
  for (const [i, text] of moves.entries()) {
    const problem = replayOn(t, text, i === moves.length - 1);
    if (problem) return err(linkError(`Move ${i + 1} in this link, ${quote(text)}:`, problem));
  }
  if (record) {
    const problem = replayRecordOn(t, record);
    if (problem) return err(linkError('The record in this link cannot be replayed:', problem));
  }
  return ok(session);
}

/** Replays one move of a link; the link's last move may still wait for an answer. */
function replayOn(t: Table, text: string, last: boolean): Problem | null {
  if (text.toLowerCase() === NEXT_ROUND) return nextRound(t).ok ? null : { said: 'there is no next round here: the round is not over, or the game is.' };
  if (t.pending) return { said: 'the move before it still waits for a choice.' };
  const move = parseMove(t.rules, text);
  if (!move.ok) {
    const refusals = loadedRefusals();
    return refusals ? { said: refusals.notationText(move.error) } : { said: '', refused: move.error };
  }
  const done = playOn(t, move.value);
  if (!done.ok) return done;
  // `playOn` may have left a move pending.
  const waiting = t.pending as Omit<ChoiceAsked, 'move'> | null;
  return waiting && !last ? { said: `it still waits for a choice (${waiting.options.join(' or ')}).` } : null;
}

/** Replays a packed record (see `packRecord`): each decision an index among what there was to choose from. */
function replayRecordOn(t: Table, text: string): Problem | null {
  const { rules, maxRecord } = t;
  const r = unpackRecord(text);
  if (r.count > maxRecord) return { said: `it holds ${r.count} decisions; a record here may hold at most ${maxRecord}.` };
  for (let k = 0; k < r.count; k++) {
    const damaged = `it ends early or is damaged at decision ${k + 1} of ${r.count}.`;
    const { pending } = t;
    if (pending) {
      const options = pending.options;
      const d = r.next(options.length);
      if (d === null) return { said: damaged };
      const done = playOn(t, { ...pending.move, choices: [...(pending.move.choices ?? []), options[d]!] }, true);
      if (!done.ok) return done;
      continue;
    }
    const p = currentPosition(t.game);
    if (p.toMove === null) {
      if (!nextRoundOf(t, p) || r.next(1) === null) return { said: `the game is over after decision ${k}, but the record goes on to ${r.count}.` };
      nextRound(t);
      continue;
    }
    const legal = rules.legalMoves(p);
    const d = r.next(legal.length);
    if (d === null) return { said: damaged };
    const done = playOn(t, legal[d]!, true);
    if (!done.ok) return done;
  }
  return null;
}
