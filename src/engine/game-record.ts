/**
 * Game records: one text for a whole game of any of our games, close to chess's Portable Game
 * Notation (Edwards, 1994) and to the match files of Joan Sala Soler's Aualé (OGN), so players know it.
 *
 *   [Game "<variant id>"]
 *   [Options "seeds=6,pie=true"]
 *   [A "Ralf Gering"]
 *   [B "Olivier Millé"]
 *   [Result "1-0"]
 *
 *   1. A6 {a comment} B4 (B2 B1) 2. A3 A6 B2 ... 1-0
 *
 * Tags are `[Name "value"]`, one to a line; a value escapes `"` and `\` with `\`. The start position,
 * where it is not the rules' own, is the `Start` tag in our position notation (PGN's FEN tag).
 * Movetext: moves in our move notation (notation.ts), each optionally marked `!`, `?`, `!!`, `??`,
 * `!?` or `?!`; `{comments}` (no `}` inside); `(variations)`, each an alternative to the move before it,
 * nesting; then the result: `1-0` (A won), `0-1` (B won), `1/2-1/2`, `*` (unfinished or unknown); with
 * more seats one digit a seat (`0-0-1`, C won) or `1/3-1/3-1/3`.
 *
 * Move numbers count A's turns, as PGN's count full moves: `12.` stands before the move that starts A's
 * twelfth turn, `12...` before a later move under number 12 (B's turn after a comment or at the start
 * of a variation). A turn of several sowings (an extra turn) is its moves one after another,
 * unnumbered: `3. A3 A6 B2` is A sowing twice, then B. Numbers are optional when read; when given they
 * are checked against the replay.
 *
 * A game played in rounds (a match whose rules give a next round from a finished one) writes the token
 * `next-round` where a round has ended, as the play board's address does; the next round's moves
 * follow, numbered afresh from 1 (`1...` where B starts the round), as each game of a chess match is
 * in PGN: each round reads as a game of its own, and a move number names one place in its round. `next-round` takes no number or mark; comments and
 * variations follow it as they follow a move.
 *
 * Reading (`parseGameRecord`) is syntax only; `replayGameRecord` checks it against a ruleset. Errors
 * are data (errors.ts) with the line and column of the token.
 */
import type { NotationError, NotationProblem } from './errors.js';
import { notationError } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';

/** The most characters a record may have: a long game takes a few kilobytes. */
export const RECORD_TEXT_LIMIT = 1_000_000;
/** Variations inside variations, at most. */
export const RECORD_DEPTH_LIMIT = 16;
/** Tags, at most: a record names a game, its players, when and where, and a few more. */
export const RECORD_TAG_LIMIT = 100;
/** Moves over all lines, at most: replaying them must stay quick. */
export const RECORD_MOVE_LIMIT = 10_000;

export interface RecordTag {
  /** Letters, digits and '_', starting with a letter: 'Game', 'A', 'Date'. */
  readonly name: string;
  readonly value: string;
}

/**
 * A move number as written: `12.` is { round: 12, dots: 1 }, `12...` is { round: 12, dots: 3 }. `round`
 * counts A's turns (PGN's full moves), from 1 again in each round of a game played in rounds.
 */
export interface MoveNumber {
  readonly round: number;
  readonly dots: 1 | 3;
}

/** The token between two rounds, in a record's movetext as in the play board's address. */
export const NEXT_ROUND = 'next-round';

export interface RecordMove {
  /** The move as written, in our move notation: 'A5', 'AA3/cw', 'swap'; or NEXT_ROUND where a round ends. */
  readonly move: string;
  readonly number?: MoveNumber;
  /** '!', '?', '!!', '??', '!?' or '?!'. */
  readonly mark?: string;
  /** Comments after the move, about the position it leaves. */
  readonly comments: readonly string[];
  /** Lines played instead of this move, from the position before it. */
  readonly variations: readonly RecordLine[];
  /** Where the move starts in the text read (characters from 0), for errors. */
  readonly at?: number;
}

export interface RecordLine {
  /** Comments before the line's first move (about the position it starts from). */
  readonly comments: readonly string[];
  readonly moves: readonly RecordMove[];
}

export interface RecordedGame {
  /** In the order written. */
  readonly tags: readonly RecordTag[];
  readonly line: RecordLine;
  /** '1-0', '0-1', '1/2-1/2', '*', or one per seat where more play. */
  readonly result: string;
}

/** The tags a record writes first, in this order (PGN's "seven tag roster", ours); any others follow as given. */
export const RECORD_TAGS = ['Game', 'Options', 'Event', 'Place', 'Date', 'A', 'B', 'C', 'D', 'Result', 'Start', 'Source'] as const;

const MARK = /^(?:!!|\?\?|!\?|\?!|!|\?)/;
// A pit, then every choice made inside the move, as many as it made: a move that relays may choose
// the way of each of a dozen laps.
const MOVE = /^[A-Za-z0-9]{1,12}(?:\/[A-Za-z0-9]{1,12})*/;
const NUMBER = /^(\d{1,6})\.(\.\.)?/;
const ROUND_TOKEN = /^next-round(?=[\s{}()]|$)/;
const RESULT = /^(?:\*|[01](?:-[01]){1,3}|1\/[234](?:-1\/[234]){1,3})(?![A-Za-z0-9/-])/;
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** Whether a result token says something possible: one winner, or a draw shared by every seat. */
export function isResult(token: string): boolean {
  if (token === '*') return true;
  const parts = token.split('-');
  if (parts.every((p) => p === '0' || p === '1')) return parts.filter((p) => p === '1').length === 1;
  return parts.every((p) => p === `1/${parts.length}`);
}

/** The line and column (both from 1) of a character of the text. */
export function lineAndColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: at - start + 1 };
}

/** Reads a record's text: its syntax only (replayGameRecord checks the moves). Never throws. */
export function parseGameRecord(text: string): Result<RecordedGame, NotationError> {
  if (text.length > RECORD_TEXT_LIMIT) return err(notationError('ERR_RECORD', { kind: 'record-too-long', length: text.length, limit: RECORD_TEXT_LIMIT }));
  const reader = new Reader(text);
  try {
    const tags = reader.tags();
    const line = reader.line(0);
    const result = reader.result(tags);
    return ok({ tags, line, result });
  } catch (e) {
    if (e instanceof RecordSyntax) return err(notationError('ERR_RECORD', e.problem));
    throw e;
  }
}

/** A syntax error on its way out of the reader's recursion. */
class RecordSyntax {
  constructor(readonly problem: NotationProblem) {}
}

type Where = { readonly line: number; readonly column: number };

class Reader {
  at = 0;
  moves = 0;
  constructor(readonly text: string) {}

  where(at = this.at): Where {
    return lineAndColumn(this.text, at);
  }
  fail(problem: NotationProblem): never {
    throw new RecordSyntax(problem);
  }
  skipSpace() {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++;
  }
  rest(): string {
    return this.text.slice(this.at, this.at + 200);
  }
  /** The token at the reading point, for a message: up to the next space or bracket. */
  found(): string {
    return /^[^\s{}()[\]]{1,40}|^./su.exec(this.rest())?.[0] ?? '';
  }

  tags(): RecordTag[] {
    const tags: RecordTag[] = [];
    const names = new Set<string>();
    for (this.skipSpace(); this.text[this.at] === '['; this.skipSpace()) {
      const start = this.at;
      const m = /^\[[ \t]*([A-Za-z][A-Za-z0-9_]{0,31})[ \t]+"/.exec(this.rest());
      if (!m) this.fail({ kind: 'record-tag', ...this.where(), input: /^[^\n]*/.exec(this.rest())![0] });
      this.at += m[0].length;
      let value = '';
      for (;;) {
        const c = this.text[this.at];
        if (c === undefined || c === '\n') this.fail({ kind: 'record-unclosed', what: 'tag', ...this.where(start) });
        this.at++;
        if (c === '"') break;
        if (c === '\\' && (this.text[this.at] === '"' || this.text[this.at] === '\\')) value += this.text[this.at++];
        else value += c;
      }
      const close = /^[ \t]*\]/.exec(this.rest());
      if (!close) this.fail({ kind: 'record-unclosed', what: 'tag', ...this.where(start) });
      this.at += close[0].length;
      const name = m[1]!;
      if (names.has(name)) this.fail({ kind: 'record-tag-twice', name, ...this.where(start) });
      if (names.size >= RECORD_TAG_LIMIT) this.fail({ kind: 'record-tags', limit: RECORD_TAG_LIMIT, ...this.where(start) });
      names.add(name);
      tags.push({ name, value });
    }
    return tags;
  }

  comment(): string {
    const start = this.at;
    const end = this.text.indexOf('}', this.at);
    if (end === -1) this.fail({ kind: 'record-unclosed', what: 'comment', ...this.where(start) });
    this.at = end + 1;
    return this.text
      .slice(start + 1, end)
      .replace(/\s+/g, ' ')
      .trim();
  }

  /** A line of moves, up to a ')' (in a variation), a result or the end (the main line). */
  line(depth: number): RecordLine {
    const comments: string[] = [];
    const moves: RecordMove[] = [];
    /** The move just read, whose comments and variations follow it (filled in place while reading). */
    let last: { comments: string[]; variations: RecordLine[] } | undefined;
    for (;;) {
      this.skipSpace();
      const c = this.text[this.at];
      if (c === undefined || c === ')') break;
      if (c === '{') {
        (last ? last.comments : comments).push(this.comment());
        continue;
      }
      if (c === '(') {
        const start = this.at;
        if (!last) this.fail({ kind: 'record-variation-first', ...this.where() });
        if (depth >= RECORD_DEPTH_LIMIT) this.fail({ kind: 'record-depth', limit: RECORD_DEPTH_LIMIT, ...this.where() });
        this.at++;
        const variation = this.line(depth + 1);
        if (this.text[this.at] !== ')') this.fail({ kind: 'record-unclosed', what: 'variation', ...this.where(start) });
        this.at++;
        if (!variation.moves.length) this.fail({ kind: 'record-empty-variation', ...this.where(start) });
        last.variations.push(variation);
        continue;
      }
      if (depth === 0 && RESULT.test(this.rest())) break;
      const move = { ...this.move(), comments: [] as string[], variations: [] as RecordLine[] };
      moves.push(move);
      last = move;
    }
    return { comments, moves };
  }

  move(): Omit<RecordMove, 'comments' | 'variations'> {
    let number: MoveNumber | undefined;
    const n = NUMBER.exec(this.rest());
    if (n) {
      number = { round: Number(n[1]), dots: n[2] ? 3 : 1 };
      this.at += n[0].length;
      this.skipSpace();
    }
    const at = this.at;
    if (ROUND_TOKEN.test(this.rest())) {
      if (number) this.fail({ kind: 'record-round-number', ...this.where() });
      this.at += NEXT_ROUND.length;
      if (++this.moves > RECORD_MOVE_LIMIT) this.fail({ kind: 'record-moves', limit: RECORD_MOVE_LIMIT });
      return { move: NEXT_ROUND, at };
    }
    const m = MOVE.exec(this.rest());
    if (!m) this.fail({ kind: n ? 'record-number-alone' : 'record-text', ...this.where(), input: this.found() });
    this.at += m[0].length;
    const mark = MARK.exec(this.rest())?.[0];
    if (mark) this.at += mark.length;
    const next = this.text[this.at];
    if (next !== undefined && !/[\s{}()]/.test(next)) {
      this.at = at;
      this.fail({ kind: 'record-text', ...this.where(at), input: this.found() });
    }
    if (++this.moves > RECORD_MOVE_LIMIT) this.fail({ kind: 'record-moves', limit: RECORD_MOVE_LIMIT });
    return { move: m[0], ...(number ? { number } : {}), ...(mark ? { mark } : {}), at };
  }

  /** The result at the end of the main line, which must agree with the Result tag where both are given. */
  result(tags: readonly RecordTag[]): string {
    this.skipSpace();
    const start = this.at;
    if (this.text[this.at] === ')') this.fail({ kind: 'record-unopened', ...this.where() });
    const token = RESULT.exec(this.rest())?.[0];
    if (token !== undefined) this.at += token.length;
    this.skipSpace();
    if (this.at < this.text.length) this.fail({ kind: 'record-after-result', ...this.where(), input: this.found() });
    if (token !== undefined && !isResult(token)) this.fail({ kind: 'record-result', input: token, ...this.where(start) });
    const tag = tags.find((t) => t.name === 'Result')?.value;
    if (tag !== undefined && !isResult(tag)) this.fail({ kind: 'record-result', input: tag, ...this.where(0) });
    if (tag !== undefined && token !== undefined && tag !== token) this.fail({ kind: 'record-result-tag', tag, token, ...this.where(start) });
    return token ?? tag ?? '*';
  }
}

/**
 * The Options tag's value read into names and values, as the site's `?options=` writes them:
 * `seeds=6,pie=true` is { seeds: '6', pie: 'true' } (the variant checks and converts the values).
 */
export function recordOptions(text: string): Result<Record<string, string>, NotationError> {
  const options: Record<string, string> = {};
  if (!text.trim()) return ok(options);
  for (const pair of text.split(',')) {
    const m = /^\s*([A-Za-z][A-Za-z0-9-]{0,31})\s*=\s*([^=]*?)\s*$/.exec(pair);
    if (!m) return err(notationError('ERR_RECORD', { kind: 'record-options', input: pair }));
    // A key such as __proto__ stays an own key (defineProperty), for the variant to refuse by name.
    Object.defineProperty(options, m[1]!, { value: m[2]!, enumerable: true, writable: true, configurable: true });
  }
  return ok(options);
}

/** The value of a tag, or undefined. */
export const recordTag = (record: Pick<RecordedGame, 'tags'>, name: string): string | undefined => record.tags.find((t) => t.name === name)?.value;

/** A tag value on one line, `"` and `\` escaped. */
const tagValue = (value: string) => value.replace(/\p{Cc}+/gu, ' ').replace(/[\\"]/g, (c) => `\\${c}`);
/** A comment without a '}' (which would end it) and on one line. */
const commentText = (text: string) => text.replace(/}/g, ')').replace(/\s+/g, ' ').trim();

/**
 * Writes a record: the roster's tags first, then the others as given (the Result tag always, agreeing
 * with the result), a blank line, the movetext wrapped at 80 columns. Writing what `parseGameRecord`
 * read gives the same text again.
 */
export function formatGameRecord(record: RecordedGame): string {
  const tags = [...record.tags.filter((t) => t.name !== 'Result' && TAG_NAME.test(t.name)), { name: 'Result', value: record.result }];
  const rank = (name: string) => {
    const i = (RECORD_TAGS as readonly string[]).indexOf(name);
    return i === -1 ? RECORD_TAGS.length : i;
  };
  const ordered = tags.map((t, i) => ({ t, i })).sort((a, b) => rank(a.t.name) - rank(b.t.name) || a.i - b.i);
  const head = ordered.map(({ t }) => `[${t.name} "${tagValue(t.value)}"]`).join('\n');
  const tokens = [...lineTokens(record.line), record.result];
  return `${head}\n\n${wrap(tokens, 80)}\n`;
}

function lineTokens(line: RecordLine): string[] {
  const tokens = line.comments.map((c) => `{${commentText(c)}}`);
  for (const m of line.moves) {
    const number = m.number ? `${m.number.round}${m.number.dots === 3 ? '...' : '.'} ` : '';
    tokens.push(`${number}${m.move}${m.mark ?? ''}`);
    for (const c of m.comments) tokens.push(`{${commentText(c)}}`);
    for (const v of m.variations) {
      const inner = lineTokens(v);
      if (!inner.length) continue;
      inner[0] = `(${inner[0]}`;
      inner[inner.length - 1] = `${inner[inner.length - 1]})`;
      tokens.push(...inner);
    }
  }
  return tokens;
}

/** Tokens joined by spaces, a new line before any token that would pass `width`. */
function wrap(tokens: readonly string[], width: number): string {
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    if (current && current.length + 1 + token.length > width) {
      lines.push(current);
      current = token;
    } else current = current ? `${current} ${token}` : token;
  }
  if (current) lines.push(current);
  return lines.join('\n');
}
