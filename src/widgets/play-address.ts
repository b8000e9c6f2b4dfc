/**
 * A play board's game as a web address, and back: `?position=…&options=…&moves=A3,B2,A2/cw`.
 * Reading is syntax only (the engine, loaded later, checks the rules); anything a link can get
 * wrong comes back as a sentence that names it, quoting at most 40 characters of the link.
 */
import type { Result } from '../engine/result.js';
import { err, ok } from '../engine/result.js';
import { quote, readQuery } from './address-text.js';

export { quote };

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

/** Engine messages quote the text they could not read: a quote is cut to 40 characters there too. */
export const clip = (message: string): string => message.replace(/"((?:[^"\\]|\\.){40})(?:[^"\\]|\\.)+"/g, '"$1…"');

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
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse(`The options ${source.in} should be names with values, ${example}; found ${quote(text)}.`);
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
  for (const name of ['position', 'options', 'moves']) {
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
  if (bad !== undefined) return refuse(`The moves ${source.in} should be pit names with any choices after '/', separated by commas, such as A3,B2,A2/cw; cannot read ${quote(bad)}.`);
  return ok({ options: options.value, position, moves });
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
  return parts.length ? `?${parts.join('&')}` : '';
}
