/**
 * A play board opened from a link (`?position=…&options=…&moves=…`): the address read, then the
 * session started from it. Its own module, so a board without a link (the first move on a play page)
 * loads none of the address's reading (play-address.ts).
 */
import type { Result } from '../engine/result.js';
import type { Definition } from '../variants/load.js';
import type { LinkError } from './play-address.js';
import { readPlayAddress } from './play-address.js';
import type { Session } from './play-session.js';
import { MAX_RECORD, startSession } from './play-session.js';

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
  return startSession(game, { ...options, ...address.value.options }, address.value.position ?? position, address.value.moves, linked, record, computer, maxRecord);
}

export { linkErrorText } from './play-session.js';
