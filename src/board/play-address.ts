/**
 * A play board's game as a web address, and back: `?position=…&options=…&moves=A3,B2,A2/cw`.
 * Reading is syntax only (the engine, loaded later, checks the rules); anything a link can get
 * wrong comes back as a sentence that names it, quoting at most 40 characters of the link.
 */
import type { IllegalMove, NotationError, OptionsError } from '../engine/errors.js';
import type { Result } from '../engine/result.js';
import { err, ok } from '../engine/result.js';
import { readQuery } from './address-text.js';
import { quote } from '../words/quote.js';

export { quote };
// What the play session writes as a game goes on is a module of its own, which the first move loads without the reading here.
export { packRecord, unpackRecord, writePlayAddress } from './play-record.js';
export type { Computer, Decision, PlayAddress } from './play-record.js';
import type { Computer, PlayAddress } from './play-record.js';
import type { Level } from '../engine/search/levels.js';
import { LEVELS } from '../engine/search/levels.js';

/** A problem the engine reports as data whose sentence has not loaded yet: a move refused, a move or options misread. */
export type Unsaid = IllegalMove | NotationError | OptionsError;

/** What is wrong with a link, in a sentence for the reader. */
export interface LinkError {
  readonly message: string;
  /** A move of the link the rules refuse, or one or options misread, which `message` does not say yet (play-session.ts's `linkErrorText`). */
  readonly refused?: Unsaid;
}
const refuse = (message: string) => err<LinkError>({ message });

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
