/**
 * A play board's game as a web address, and back: `?position=…&options=…&moves=A3,B2,A2/cw`.
 * Reading is syntax only (the engine, loaded later, checks the rules); anything a link can get
 * wrong comes back as a sentence that names it, quoting at most 40 characters of the link.
 */
import type { Result } from '../engine/result.js';
import { err, ok } from '../engine/result.js';
import { readQuery } from './address-text.js';
import { quote } from '../words/quote.js';

export { quote };
import type { Level } from '../engine/search/levels.js';
import { LEVELS } from '../engine/search/levels.js';

/** What is wrong with a link, in a sentence for the reader. */
export interface LinkError {
  readonly message: string;
}
const refuse = (message: string) => err<LinkError>({ message });

export interface PlayAddress {
  /** Options from the link, as given (the variant checks and converts them). */
  readonly options: Readonly<Record<string, unknown>>;
  /** A position in our notation, or undefined for the rules' opening (`?position=start` too). */
  readonly position: string | undefined;
  /** Moves from the position, as written ("A3", "A2/cw"); the last may still wait for a choice. */
  readonly moves: readonly string[];
  /**
   * A long game's moves packed (`record=`, see `packRecord`): read in place of `moves` by the
   * session, which alone knows the legal moves the numbers index.
   */
  readonly record?: string;
  /** The computer opponent: the seats it plays at the start of the moves (before any swap), and its level. */
  readonly computer?: Computer;
}

export interface Computer {
  /** Seats by letter, in order: ['B'], ['B', 'C']. */
  readonly seats: readonly string[];
  readonly level: Level;
}

/**
 * Where the text came from, for the messages: a page address ("in this link", "This link") or a
 * <mancala-board> element's attributes ("on this board", "This board").
 */
export interface Source {
  readonly in: string;
  readonly this: string;
}
export const LINK: Source = { in: 'in this link', this: 'This link' };

/** Longer moves lists are refused: no real game comes near, and replaying must stay quick. */
export const MAX_MOVES = 2000;
const MAX_FIELD = 20_000;

/**
 * Options as JSON (`{"seeds":6}`) or as on the command line (`seeds=6,pie=true`). Keys are plain
 * words, so no key can reach an object's prototype.
 */
function readOptions(text: string, source: Source = LINK): Result<Record<string, unknown>, LinkError> {
  const example = 'such as {"seeds":6} or seeds=6,pie=true';
  if (text.trimStart().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(`The options ${source.in}, ${quote(text)}, are not valid JSON: write them ${example}.`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return refuse(`The options ${source.in} should be names with values, ${example}; found ${quote(text)}.`);
    return ok({ ...(parsed as Record<string, unknown>) });
  }
  const options: Record<string, unknown> = {};
  for (const pair of text.split(',')) {
    const match = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*[=:]\s*([^=:]*?)\s*$/.exec(pair);
    if (!match) return refuse(`The options ${source.in} should be names with values, ${example}; cannot read ${quote(pair)}.`);
    options[match[1]!] = match[2]!;
  }
  return ok(options);
}

/** Reads `?position=`, `?options=` and `?moves=` from a page address's query string. */
export function readPlayAddress(search: string, source: Source = LINK): Result<PlayAddress, LinkError> {
  const { query, problem } = readQuery(search, source.in);
  if (problem) return refuse(problem);
  const field = (name: string) => {
    const value = query.get(name)?.trim();
    return value ? value : undefined;
  };
  for (const name of ['position', 'options', 'moves', 'record']) {
    const value = field(name);
    if (value && value.length > MAX_FIELD) return refuse(`The ${name} ${source.in} is ${value.length} characters long, far more than any game needs; it starts ${quote(value)}.`);
  }
  const optionsText = field('options');
  const options = optionsText ? readOptions(optionsText, source) : ok({});
  if (!options.ok) return options;
  const positionText = field('position');
  const position = positionText === undefined || positionText.toLowerCase() === 'start' ? undefined : positionText;
  const moves = (field('moves') ?? '').split(/[\s,;]+/).filter(Boolean);
  if (moves.length > MAX_MOVES) return refuse(`${source.this} lists ${moves.length} moves; a game here may have at most ${MAX_MOVES}.`);
  const bad = moves.find((m) => !/^[A-Za-z0-9/-]{1,60}$/.test(m));
  if (bad !== undefined)
    return refuse(`The moves ${source.in} should be pit names with any choices after '/', separated by commas, such as A3,B2,A2/cw; cannot read ${quote(bad)}.`);
  const record = field('record');
  if (record !== undefined && !RECORD.test(record))
    return refuse(`The record ${source.in} should be a count, a dot and letters, digits, '-' or '_', as this board writes it; cannot read ${quote(record)}.`);
  if (record !== undefined && moves.length) return refuse(`${source.this} gives both moves and a record: give one of them.`);
  const computer = readComputer(field('computer'), field('level'), source);
  if (!computer.ok) return computer;
  return ok({ options: options.value, position, moves, ...(record ? { record } : {}), ...(computer.value ? { computer: computer.value } : {}) });
}

const RECORD = /^\d{1,7}\.[A-Za-z0-9_-]*$/;

/** `computer=B` (or `B,C`) and `level=club`: which seats the computer plays, and how well. */
function readComputer(seats: string | undefined, level: string | undefined, source: Source): Result<Computer | undefined, LinkError> {
  if (seats === undefined) return level === undefined ? ok(undefined) : refuse(`The level ${source.in} needs the seats the computer plays, such as computer=B&level=club.`);
  const letters = seats
    .toUpperCase()
    .split(/[\s,]*/)
    .filter(Boolean);
  if (!letters.length || letters.some((l) => !/^[A-D]$/.test(l)) || new Set(letters).size !== letters.length) {
    return refuse(`The computer's seats ${source.in} should be letters A to D, such as computer=B; cannot read ${quote(seats)}.`);
  }
  const named = (level ?? 'club').toLowerCase();
  if (!(LEVELS as readonly string[]).includes(named)) return refuse(`The computer's level ${source.in} should be ${LEVELS.join(', ')}; found ${quote(level!)}.`);
  return ok({ seats: letters.sort(), level: named as Level });
}

/**
 * The query string for a game: only what differs from the board's own start, readable and URL-safe
 * (positions and moves use only unreserved characters, plus '/' and ',' which a query may hold).
 */
export function writePlayAddress(address: PlayAddress): string {
  const parts: string[] = [];
  const options = Object.entries(address.options);
  if (options.length) parts.push(`options=${options.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join(',')}`);
  if (address.position) parts.push(`position=${encodeURIComponent(address.position)}`);
  if (address.moves.length) parts.push(`moves=${address.moves.map(encodeURIComponent).join(',').replace(/%2F/g, '/')}`);
  if (address.record) parts.push(`record=${address.record}`);
  if (address.computer) parts.push(`computer=${address.computer.seats.join(',')}&level=${address.computer.level}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * A long game packed for its address: each decision the players made (a move among the legal moves
 * in the rules' order, an answer among a choice's options, a next round) as its index, in as few bits
 * as the number of options needs (none for a forced move), then base64url; "count.bits". About half
 * a character a move, where "A3," takes three.
 */
export interface Decision {
  /** The index chosen. */
  readonly digit: number;
  /** How many there were to choose from. */
  readonly of: number;
}
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const bitsFor = (of: number) => (of <= 1 ? 0 : 32 - Math.clz32(of - 1));

export function packRecord(decisions: readonly Decision[]): string {
  let out = '';
  let acc = 0;
  let held = 0;
  for (const { digit, of } of decisions) {
    for (let b = bitsFor(of) - 1; b >= 0; b--) {
      acc = (acc << 1) | ((digit >> b) & 1);
      if (++held === 6) {
        out += B64[acc];
        acc = 0;
        held = 0;
      }
    }
  }
  if (held) out += B64[acc << (6 - held)];
  return `${decisions.length}.${out}`;
}

/**
 * Reads a packed record back, one decision at a time: `next(of)` gives the index chosen among `of`
 * options, or null past the end of the record or its bits.
 */
export function unpackRecord(record: string): { count: number; next(of: number): number | null } {
  const [count, bits = ''] = record.split('.');
  let at = 0;
  const bit = () => {
    const char = bits[Math.floor(at / 6)];
    const c = char === undefined ? -1 : B64.indexOf(char);
    if (c < 0) return null;
    const b = (c >> (5 - (at % 6))) & 1;
    at++;
    return b;
  };
  return {
    count: Number(count),
    next(of) {
      let digit = 0;
      for (let n = bitsFor(of); n > 0; n--) {
        const b = bit();
        if (b === null) return null;
        digit = (digit << 1) | b;
      }
      return digit < of ? digit : null;
    },
  };
}
