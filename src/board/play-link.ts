/**
 * A play board opened from a link (`?position=…&options=…&moves=…`) or from a given position: the
 * address and the position read, then the session started from them. Its own module, so a board
 * without either (the first move on a play page) loads none of that reading (play-address.ts, the
 * engine's read-position.ts).
 */
import { parsePosition } from '../engine/index.js';
import type { Result } from '../engine/result.js';
import { err } from '../engine/result.js';
import type { Definition } from '../variants/load.js';
import { rulesetOf } from '../variants/ruleset-of.js';
import type { BoardShape } from './layout.js';
import type { LinkError } from './play-address.js';
import { readPlayAddress } from './play-address.js';
import type { PositionReader, Session } from './play-session.js';
import { MAX_RECORD } from './play-session.js';
import { startSession } from './play-replay.js';
import { shapeOf } from './shape.js';
import { notationText, problemText } from '../words/index.js';

/**
 * A session from a page address on top of the board's own options and position; every way the link
 * can be wrong comes back as a sentence (a move the rules refuse, as data too until the refusals'
 * words have loaded: play-session.ts's `linkErrorText`).
 */
export function openSession(
  game: Definition,
  options: Record<string, unknown>,
  position: string | undefined,
  search: string,
  /** The most decisions an address records (a test passes fewer, since no game of ours now runs to `MAX_RECORD`). */
  maxRecord = MAX_RECORD,
): Result<Session, LinkError> {
  const address = readPlayAddress(search);
  if (!address.ok) return address;
  const { record, computer } = address.value;
  const linked = Object.keys(address.value.options).length > 0 || address.value.position !== undefined || address.value.moves.length > 0 || !!record || !!computer;
  return startSession(game, { ...options, ...address.value.options }, positionReader(address.value.position ?? position), address.value.moves, linked, record, computer, maxRecord);
}

/**
 * The board a link's options draw, when they change it (a board of another size: Kisolo's or
 * Mefuvha's pits a row); undefined when the board's own drawing stands.
 */
export function linkedShape(game: Definition, options: Record<string, unknown>, search: string): BoardShape | undefined {
  const address = readPlayAddress(search);
  if (!address.ok || Object.keys(address.value.options).length === 0) return undefined;
  const rules = rulesetOf(game, { ...options, ...address.value.options });
  return rules.ok ? shapeOf(rules.value) : undefined;
}

/** A position written in our notation, read under the rules; none for the rules' opening ('start'). */
const positionReader = (text: string | undefined): PositionReader | undefined =>
  text === undefined || text.toLowerCase() === 'start'
    ? undefined
    : (rules) => {
        const parsed = parsePosition(rules, text);
        return parsed.ok ? parsed : err({ message: `This position cannot be shown: ${notationText(parsed.error)}` });
      };

/**
 * A session on one game's rules from the board's own options and position (for the build, which draws
 * the board before anyone plays; and tests). Throws an Error whose message names what is wrong with the
 * options or position (for build time).
 */
export function createSession(game: Definition, options: Record<string, unknown>, position?: string): Session {
  const made = startSession(game, options, positionReader(position), [], false);
  if (!made.ok) throw new Error(made.error.refused ? `${made.error.message} ${problemText(made.error.refused)}`.trim() : made.error.message);
  return made.value;
}

export { linkErrorText } from './play-session.js';
