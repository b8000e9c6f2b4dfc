/**
 * Position notation. Rows are written top to bottom and each row left to right, exactly as the
 * source diagrams print them, so a diagram can be typed straight in. Then the stores, whose turn
 * it is, and any variant state. Only URL-safe characters are used (letters, digits, `.`, `_`, `~`, `-`).
 *
 *   <row>_<row>~<store A>.<store B>~<side>[~<state>]
 *
 *   0.1.2.1.3.2_0.1.1.0.6.1~0.0~a          row B on top, row A below, A to move
 *   4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~pie-pending   at the start, with the pie rule on
 *   0.0.0.0.0.0_0.0.0.0.0.0~40.32~end-row-empty  a finished game
 *
 * A pit out of play (closed for a round) is written `x` (a source may print '/').
 * A ring of pits is one row, pit 1 first, counter-clockwise.
 *
 * Side: a letter per seat (`a` = A, bottom; `b` = B, top; `c`, `d` on the circle) or `end-<reason>`
 * once the game is over. State tokens, `.`-separated: the shared `pie-pending`, `pie-offered`,
 * `own-<letters>` (who owns each pit, where ownership changes: `own-aaaaaabbbbbb`) and `loser-<seat>`
 * (a finished game lost by being unable to move: who could not), then a game's own tokens, which
 * its ruleset's state codec writes, reads and checks (`Ruleset.state`).
 *
 * Reading a position is read-position.ts: a move played needs only the writing here.
 */
import type { NotationError } from './errors.js';
import { notationError } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Ruleset } from './ruleset.js';
import { SEAT_LETTERS, pitByLabel } from './topology.js';
import type { EndReason, Move, Position } from './types.js';
import { sowMove } from './types.js';

/**
 * The seeds a game is played with, counted from its own starting position (the options decide it:
 * 6 a pit in 12 pits is 72). Later starts never add any (a game in rounds shares out the same seeds).
 */
export function seedsInGame(rules: Ruleset): number {
  let total = SEEDS_IN_GAME.get(rules);
  if (total === undefined) {
    total = seedCount(rules.start());
    SEEDS_IN_GAME.set(rules, total);
  }
  return total;
}
const SEEDS_IN_GAME = new WeakMap<Ruleset, number>();

/** Seeds on the board and in the stores (which hold the seeds in hand, where a game keeps them there). */
export const seedCount = (position: Pick<Position, 'pits' | 'stores'>) => position.pits.reduce((a, b) => a + b, 0) + position.stores.reduce((a, b) => a + b, 0);

/** A finished game's side field: `end-row-empty`. */
export const endToken = (reason: EndReason) => `end-${reason}`;

/** The seats whose flag is set, as lower-case letters: [true, false] is 'a'. For a game's state codec. */
export const seatLetters = (flags: readonly boolean[]): string => flags.map((f, seat) => (f ? SEAT_LETTERS[seat]!.toLowerCase() : '')).join('');
/** The reverse, for a two-player token such as 'flags-ab': which seats it names. */
export const seatFlags = (token: string): boolean[] => {
  const letters = token.slice(token.indexOf('-') + 1);
  return [letters.includes('a'), letters.includes('b')];
};

export function formatPosition(rules: Ruleset, position: Position): string {
  const rows = rules.topology.rows.map((row) => row.pits.map((pit) => (position.blocked?.[pit] ? 'x' : position.pits[pit])).join('.')).join('_');
  const side = position.toMove === null ? `end-${position.ended ?? 'no-moves'}` : SEAT_LETTERS[position.toMove]!.toLowerCase();
  const state = [
    ...(position.pie ? [`pie-${position.pie}`] : []),
    ...(position.owners ? [`own-${position.owners.map((o) => SEAT_LETTERS[o]!.toLowerCase()).join('')}`] : []),
    ...(position.loser !== undefined ? [`loser-${SEAT_LETTERS[position.loser]!.toLowerCase()}`] : []),
    ...(position.state && rules.state ? rules.state.format(position.state, rules.topology) : []),
  ];
  return [rows, position.stores.join('.'), side, ...(state.length ? [state.join('.')] : [])].join('~');
}

/**
 * A move as text: a pit label ('A5', 'b2'), 'swap' or 'pass'. Choices made inside the move follow
 * the pit, each after a '/', in the order they arose: 'AA3/cw' (the first lap sown clockwise),
 * 'A4/BB6' (a pit named: the extra pair taken is column 6's).
 */
export function formatMove(rules: Ruleset, move: Move): string {
  if (move.kind !== 'sow') return move.kind;
  return [rules.topology.labels[move.pit]!, ...(move.choices ?? [])].join('/');
}

export function parseMove(rules: Ruleset, text: string): Result<Move, NotationError> {
  const t = text.trim();
  const lower = t.toLowerCase();
  if (lower === 'swap' || lower === 'pass') return ok({ kind: lower });
  const [label = '', ...choices] = t.split('/');
  const pit = pitByLabel(rules.topology, label);
  if (pit === undefined) {
    return err(notationError('ERR_MOVE', { kind: 'move', input: text, pits: pitRanges(rules) }));
  }
  // A choice is a pit label or a word ('cw', 'ccw', or one of the game's own); the rules say which are open when the move is played.
  const words = ['cw', 'ccw', ...(rules.answerWords ?? [])];
  const bad = choices.find((c) => !/^([a-z]{1,3}[0-9]{1,2}|[a-z]{2,12})$/i.test(c));
  if (bad !== undefined) return err(notationError('ERR_MOVE', { kind: 'choice', input: bad, move: text, words }));
  return ok(choices.length ? { kind: 'sow', pit, choices: choices.map((c) => (pitByLabel(rules.topology, c) === undefined ? c.toLowerCase() : c.toUpperCase())) } : sowMove(pit));
}

/** The pit names, row by row as printed: 'B1..B6, A1..A6', or '1..12' on the circle. */
function pitRanges(rules: Ruleset): string {
  const { labels } = rules.topology;
  return rules.topology.rows.map((row) => `${labels[row.pits[0]!]}..${labels[row.pits[row.pits.length - 1]!]}`).join(', ');
}
