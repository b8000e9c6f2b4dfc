/**
 * What a play board writes into its address as a game goes on: the query string, and a long game's
 * moves packed (read back by the session that replays them). Apart from reading an address
 * (play-address.ts), which only a link needs, so the first move on a board loads none of that.
 */
import type { Level } from '../engine/search/levels.js';

/** A play board's game as an address holds it (play-address.ts reads one). */
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
