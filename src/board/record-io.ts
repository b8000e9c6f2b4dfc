/**
 * Game records on a play board (the format: src/engine/game-record.ts): the game in a board's address
 * written as a record to download, a record read into the play-page address that opens it, and a
 * record read into a game viewer's frames. Loaded when the reader asks (src/islands/RecordPanel.tsx,
 * src/scripts/open-record.ts), so a board pays nothing for it before.
 */
import type { RecordTag, RecordedGame, ReplayedGameRecord, Ruleset } from '../engine/index.js';
import type { Definition } from '../variants/load.js';
import type { PlayAddress } from './play-record.js';
import {
  NEXT_ROUND,
  formatGameRecord,
  formatMove,
  parseGameRecord,
  parsePosition,
  playMoveTexts,
  recordOfRounds,
  recordOptions,
  recordTag,
  replayGameRecord,
} from '../engine/index.js';
import type { Result } from '../engine/result.js';
import { err, ok } from '../engine/result.js';
import type { VariantId } from '../variants/ids.js';
import { isVariantId } from '../variants/ids.js';
import { loadDefinition } from '../variants/load.js';
import { rulesetOf } from '../variants/ruleset-of.js';
import { notationText, optionsText, playRoundsErrorText, quote, recordErrorText } from '../words/index.js';
import { encodeStepper } from './frame-codec.js';
import { readPlayAddress, writePlayAddress } from './play-address.js';
import { recordFrames } from './record-frames.js';

/** What a board is: its game, its own options and position (the page's), under the game in its address. */
export interface BoardGame {
  readonly variant: string;
  readonly options: Record<string, unknown>;
  readonly position?: string;
}

/** Today as a record's Date tag writes it: 2026.11.27. */
const today = (now: Date) => `${now.getFullYear()}.${String(now.getMonth() + 1).padStart(2, '0')}.${String(now.getDate()).padStart(2, '0')}`;

/** The board's game (its address, `?options=…&moves=…`) as a record's text and a file name. */
export async function recordOfBoard(board: BoardGame, address: string, now = new Date()): Promise<Result<{ text: string; name: string }, string>> {
  if (!isVariantId(board.variant)) return err(`Unknown game ${quote(board.variant)}.`);
  const definition = await loadDefinition(board.variant);
  const history = await historyOf(definition, board, address);
  if (!history.ok) return history;
  const linked = history.value.address;
  const options = { ...board.options, ...linked.options };
  const rules = rulesetOf(definition, options);
  if (!rules.ok) return err(optionsText(rules.error));
  const startText = linked.position ?? board.position;
  const start = startText && startText !== 'start' ? parsePosition(rules.value, startText) : ok(rules.value.start());
  if (!start.ok) return err(notationText(start.error));
  const rounds = playMoveTexts(rules.value, start.value, history.value.moves);
  if (!rounds.ok) return err(playRoundsErrorText(rounds.error, rules.value.name));
  const tags: RecordTag[] = [
    ...(Object.keys(options).length
      ? [
          {
            name: 'Options',
            value: Object.entries(options)
              .map(([k, v]) => `${k}=${String(v)}`)
              .join(','),
          },
        ]
      : []),
    { name: 'Date', value: today(now) },
  ];
  return ok({ text: formatGameRecord(recordOfRounds(rules.value, rounds.value, tags)), name: `${board.variant}-${today(now).replaceAll('.', '-')}.txt` });
}

/**
 * The moves of the game in a board's address: listed (`moves=`), or packed (`record=`, a long game),
 * which only the play session can unpack (it loads here, and only then).
 */
async function historyOf(definition: Definition, board: BoardGame, address: string): Promise<Result<{ moves: readonly string[]; address: PlayAddress }, string>> {
  const read = readPlayAddress(address);
  if (!read.ok) return err(read.error.message);
  if (!read.value.record) return ok({ moves: read.value.moves, address: read.value });
  const { linkErrorText, openSession } = await import('./play-link.js');
  const session = openSession(definition, board.options, board.position, address);
  if (!session.ok) return err(await linkErrorText(session.error));
  return ok({ moves: session.value.view().history, address: read.value });
}

/** A record opened on a play board: the play page that shows it (its game's), and its comments by move. */
export interface OpenedRecord {
  /** The game's id, whose play page opens the record. */
  readonly variant: string;
  /** The query for that page: `?options=…&position=…&moves=…`. */
  readonly address: string;
  /** Comments by move: [0] before the first, [i] after the address's i-th move (`next-round` counted, as the board's history counts it). */
  readonly comments: readonly (readonly string[])[];
  /** Who played, where and when, in a line: "Ralf Gering v Olivier Millé, 2009.05.30". */
  readonly about: string;
}

/** A record read and replayed: its game's rules, what it says and what its main line does. */
interface ReadRecord {
  readonly variant: VariantId;
  readonly options: Record<string, unknown>;
  readonly rules: Ruleset;
  readonly record: RecordedGame;
  readonly replayed: ReplayedGameRecord;
}

/** Reads and replays a record's text (of `variant` unless its Game tag says another); every way it can be wrong comes back as a sentence. */
async function readRecord(text: string, variant: string): Promise<Result<ReadRecord, string>> {
  const parsed = parseGameRecord(text);
  if (!parsed.ok) return err(recordErrorText(parsed.error));
  const record = parsed.value;
  const game = recordTag(record, 'Game') ?? variant;
  if (!isVariantId(game)) return err(`This record's Game tag names ${quote(game)}, which is not a game here.`);
  const options = recordOptions(recordTag(record, 'Options') ?? '');
  if (!options.ok) return err(recordErrorText(options.error));
  const rules = rulesetOf(await loadDefinition(game), options.value);
  if (!rules.ok) return err(optionsText(rules.error));
  const replayed = replayGameRecord(rules.value, record, text);
  if (!replayed.ok) return err(recordErrorText(replayed.error));
  return ok({ variant: game, options: options.value, rules: rules.value, record, replayed: replayed.value });
}

/** Who played, where and when, in a line: "Ralf Gering v Olivier Millé, 2009.05.30". */
function aboutOf(record: RecordedGame): string {
  const players = [recordTag(record, 'A'), recordTag(record, 'B')].filter(Boolean).join(' v ');
  return [players, recordTag(record, 'Event'), recordTag(record, 'Date')].filter(Boolean).join(', ');
}

/** Reads and replays a record's text for a play page: the address that opens it there, with its comments. */
export async function openRecord(text: string, variant: string): Promise<Result<OpenedRecord, string>> {
  const read = await readRecord(text, variant);
  if (!read.ok) return read;
  const { rules, record, replayed, options } = read.value;
  // The moves as the board writes them ('a3' read is 'A3'), `next-round` between rounds, so the captions can follow the board's address.
  const moves = replayed.rounds.flatMap((g, i) => [...(i > 0 ? [NEXT_ROUND] : []), ...g.plies.map((p) => formatMove(rules, p.move))]);
  const address = writePlayAddress({ options, position: recordTag(record, 'Start'), moves });
  return ok({ variant: read.value.variant, address, comments: replayed.comments, about: aboutOf(record) });
}

/** A record opened on a game viewer: its frames for the stepper, and what to call it. */
export interface ViewedRecord {
  /** The game's id (the record's Game tag, else the viewer's). */
  readonly variant: string;
  /** The stepper's data (src/board/frame-codec.ts), one frame a move, the comments in the captions. */
  readonly data: string;
  /** Who played, where and when, in a line; '' when the record does not say. */
  readonly about: string;
  /** Moves in the main line, every round's. */
  readonly moves: number;
  /** Rounds in the main line: 1 for a game without rounds. */
  readonly rounds: number;
}

/** Reads and replays a record's text for a game viewer: its main line as the stepper's frames. */
export async function viewRecord(text: string, variant: string): Promise<Result<ViewedRecord, string>> {
  const read = await readRecord(text, variant);
  if (!read.ok) return read;
  const { rules, record, replayed } = read.value;
  const data = encodeStepper(recordFrames(rules, replayed));
  return ok({ variant: read.value.variant, data, about: aboutOf(record), moves: replayed.rounds.reduce((n, g) => n + g.plies.length, 0), rounds: replayed.rounds.length });
}

/** What a page asks the worker about records (src/islands/engine-worker.ts): write the board's game, or open a text. */
export type RecordRequest =
  | { readonly kind: 'write'; readonly board: BoardGame; readonly address: string; readonly now: number }
  | { readonly kind: 'open'; readonly text: string; readonly variant: string }
  | { readonly kind: 'view'; readonly text: string; readonly variant: string };
export type RecordReply = Result<{ text: string; name: string }, string> | Result<OpenedRecord, string> | Result<ViewedRecord, string>;

/** Answers a page's request; never throws (a failure is said in words). */
export async function answerRecord(request: RecordRequest): Promise<RecordReply> {
  try {
    if (request.kind === 'write') return await recordOfBoard(request.board, request.address, new Date(request.now));
    return request.kind === 'open' ? await openRecord(request.text, request.variant) : await viewRecord(request.text, request.variant);
  } catch (e) {
    return err(`The record could not be handled: ${(e as Error).message}`);
  }
}
