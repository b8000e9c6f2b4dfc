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
 */
import type { NotationError } from './errors.js';
import { notationError, quote } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Ruleset } from './ruleset.js';
import { SEAT_LETTERS, pitByLabel } from './topology.js';
import type { EndReason, GameStateData, Move, Position } from './types.js';
import { SHARED_END_REASONS, sowMove } from './types.js';

/** The shared state tokens, for messages; a game's own follow from its codec. */
const SHARED_TOKENS = ['pie-pending', 'pie-offered', 'own-<owner letters>', 'loser-<seat>'];

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
const seedCount = (position: Pick<Position, 'pits' | 'stores'>) => position.pits.reduce((a, b) => a + b, 0) + position.stores.reduce((a, b) => a + b, 0);

const endToken = (reason: EndReason) => `end-${reason}`;

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

export function parsePosition(rules: Ruleset, text: string): Result<Position, NotationError> {
  const bad = /[^0-9a-z._~-]/i.exec(text);
  if (bad) {
    return err(notationError('ERR_CHARACTER', `Unexpected character ${quote(bad[0])} at position ${bad.index + 1}: a position uses digits, letters, '.', '_', '~' and '-'.`));
  }
  const fields = text.split('~');
  if (fields.length < 3 || fields.length > 4) {
    return err(notationError('ERR_FIELDS', `Expected 3 or 4 fields separated by '~' (rows, stores, side to move, state); found ${fields.length}.`));
  }
  const [rowsField, storesField, sideField, stateField] = fields as [string, string, string, string | undefined];
  if (stateField === '') return err(notationError('ERR_FIELDS', "The state field after the last '~' is empty: leave out the '~', or write a state there."));
  // Each field read in turn; the first mistake is the one reported.
  const board = parseRows(rules.topology, rowsField);
  if (!board.ok) return board;
  const stores = parseStores(rules.topology, storesField);
  if (!stores.ok) return stores;
  const side = parseSide(rules, sideField);
  if (!side.ok) return side;
  const extra = parseState(rules, stateField);
  if (!extra.ok) return extra;
  const { pits, blocked } = board.value;
  const { toMove, ended } = side.value;
  const { pie, owners, loser, state } = extra.value;
  const position: Position = {
    pits,
    stores: stores.value,
    toMove,
    ...(ended ? { ended } : {}),
    ...(pie ? { pie } : {}),
    ...(owners ? { owners } : {}),
    ...(blocked.some(Boolean) ? { blocked } : {}),
    ...(loser !== undefined ? { loser } : {}),
    ...(Object.keys(state).length ? { state } : {}),
  };
  const problem = positionProblem(rules, position, blocked);
  return problem ? err(problem) : ok(position);
}

/** The rows field: one row a '_', top to bottom, each pit's count (or x, out of play) a '.'. */
function parseRows(topology: Ruleset['topology'], rowsField: string): Result<{ pits: number[]; blocked: boolean[] }, NotationError> {
  const rows = rowsField.split('_');
  if (rows.length !== topology.rows.length) {
    const names = topology.rows.map((r) => r.label).join(', ');
    return err(notationError('ERR_ROWS', `Expected ${topology.rows.length} rows separated by '_' (${names}, top to bottom); found ${rows.length}.`));
  }
  const pits = new Array<number>(topology.pitCount).fill(0);
  const blocked = new Array<boolean>(topology.pitCount).fill(false);
  for (const [r, rowText] of rows.entries()) {
    const row = topology.rows[r]!;
    const counts = rowText.split('.');
    if (counts.length !== row.pits.length) {
      return err(notationError('ERR_ROW_LENGTH', `Row ${row.label} has ${counts.length} pits; it should have ${row.pits.length}.`));
    }
    for (const [c, countText] of counts.entries()) {
      if (countText === 'x' || countText === 'X') {
        blocked[row.pits[c]!] = true;
        continue;
      }
      const count = parseCount(countText);
      if (count === null) {
        return err(notationError('ERR_CHARACTER', `Pit ${topology.labels[row.pits[c]!]} should hold a whole number of seeds (or x if out of play); found ${quote(countText)}.`));
      }
      pits[row.pits[c]!] = count;
    }
  }
  return ok({ pits, blocked });
}

/** The stores field: one count a seat, separated by '.'. */
function parseStores(topology: Ruleset['topology'], storesField: string): Result<number[], NotationError> {
  const storeTexts = storesField.split('.');
  if (storeTexts.length !== topology.players) {
    return err(notationError('ERR_STORES', `Expected ${topology.players} stores separated by '.'; found ${quote(storesField)}.`));
  }
  const stores: number[] = [];
  for (const [seat, storeText] of storeTexts.entries()) {
    const count = parseCount(storeText);
    if (count === null) {
      return err(notationError('ERR_STORES', `Store ${SEAT_LETTERS[seat]} should hold a whole number of seeds; found ${quote(storeText)}.`));
    }
    stores.push(count);
  }
  return ok(stores);
}

/** The side field: the seat to move ('a'), or 'end' and the reason a finished game ended ('end-row-empty'). */
function parseSide(rules: Ruleset, sideField: string): Result<{ toMove: number | null; ended?: EndReason }, NotationError> {
  const side = sideField.toLowerCase();
  // 'end' alone, or 'end-' and a reason: 'endXrow-empty' is no ending.
  if (side === 'end' || side.startsWith('end-')) {
    const reason = side === 'end' ? 'no-moves' : side.slice(4);
    if (!(rules.endReasons as readonly string[]).includes(reason)) {
      // A shared ending this game lacks, or a word the engine knows only from the games that declare it.
      const known = (SHARED_END_REASONS as readonly string[]).includes(reason);
      const named = /^[a-z-]{1,30}$/.test(reason) ? endToken(reason as EndReason) : 'that ending';
      const never = `${rules.name} never ends with ${named}; its games end with ${rules.endReasons.map(endToken).join(', ')}.`;
      return err(notationError('ERR_SIDE', known ? never : `Unknown game-end reason ${quote(reason)}: ${never}`));
    }
    return ok({ toMove: null, ended: reason as EndReason });
  }
  const seat = SEAT_LETTERS.slice(0, rules.topology.players).findIndex((l) => l.toLowerCase() === side);
  if (seat < 0) {
    const letters = SEAT_LETTERS.slice(0, rules.topology.players)
      .map((l) => `'${l.toLowerCase()}'`)
      .join(' or ');
    const ends = rules.endReasons.map((r) => `'${endToken(r)}'`).join(', ');
    return err(notationError('ERR_SIDE', `The side to move should be ${letters} (or, for a finished game, ${ends}); found ${quote(sideField)}.`));
  }
  return ok({ toMove: seat });
}

/** What the state field says beyond pits, stores and side. */
interface StateTokens {
  pie?: Position['pie'];
  owners?: number[];
  loser?: number;
  state: { -readonly [K in keyof GameStateData]: GameStateData[K] };
}

/** The state field: the shared tokens (pie, owners, loser), then each the game's own codec reads. */
function parseState(rules: Ruleset, stateField: string | undefined): Result<StateTokens, NotationError> {
  const { topology } = rules;
  const read: StateTokens = { state: {} };
  for (const token of stateField ? stateField.split('.') : []) {
    if (token === 'pie-pending' || token === 'pie-offered') read.pie = token === 'pie-pending' ? 'pending' : 'offered';
    else if (/^loser-[a-d]$/.test(token) && SEAT_LETTERS.indexOf(token.slice(6).toUpperCase() as 'A') < topology.players) {
      read.loser = SEAT_LETTERS.indexOf(token.slice(6).toUpperCase() as 'A');
    } else if (token.startsWith('own-')) {
      const letters = token.slice(4).toUpperCase().split('');
      const owners = (read.owners = letters.map((l) => SEAT_LETTERS.indexOf(l as (typeof SEAT_LETTERS)[number])));
      if (letters.length !== topology.pitCount || owners.some((o) => o < 0 || o >= topology.players)) {
        return err(
          notationError(
            'ERR_STATE',
            `Pit owners should be ${topology.pitCount} letters from ${SEAT_LETTERS.slice(0, topology.players).join('').toLowerCase()}, one per pit; found ${quote(token.slice(4))}.`,
          ),
        );
      }
    } else {
      // A game's own token, or none at all: the game's codec says which.
      const known = rules.state?.parse(token, read.state, topology) ?? false;
      if (typeof known === 'string') return err(notationError('ERR_STATE', known));
      if (!known) {
        const tokens = [...(rules.state?.tokens ?? []), ...SHARED_TOKENS];
        return err(notationError('ERR_STATE', `Unknown state ${quote(token)}: state tokens are ${tokens.slice(0, -1).join(', ')} and ${tokens[tokens.length - 1]}.`));
      }
    }
  }
  return ok(read);
}

/** A position read whole but not one the game can be in: its state, a loser, seeds out of play, the game's own check, too many seeds, no way on. */
function positionProblem(rules: Ruleset, position: Position, blocked: readonly boolean[]): NotationError | null {
  const { pits, toMove, loser } = position;
  const stateProblem = position.state ? rules.state?.check?.(position) : null;
  if (stateProblem) return notationError('ERR_STATE', stateProblem);
  if (loser !== undefined && toMove !== null) return notationError('ERR_STATE', 'Only a finished game has a loser.');
  const blockedWithSeeds = blocked.findIndex((b, pit) => b && pits[pit]! > 0);
  if (blockedWithSeeds >= 0) return notationError('ERR_STATE', `Pit ${rules.topology.labels[blockedWithSeeds]} is out of play and cannot hold seeds.`);
  const problem = rules.checkPosition(position);
  if (problem) return notationError('ERR_STATE', problem);
  const total = seedsInGame(rules);
  const held = seedCount(position);
  if (held > total) {
    return notationError('ERR_TOO_MANY_SEEDS', `This position holds ${held} seeds; ${rules.name} is played with ${total} (board and ${rules.storeWord ?? 'stores'} together).`);
  }
  return unplayable(rules, position);
}

function unplayable(rules: Ruleset, position: Position): NotationError | null {
  if (position.toMove === null || rules.legalMoves(position).length > 0) return null;
  const ends = rules.endReasons.map(endToken).join(', ');
  return notationError(
    'ERR_NO_MOVE',
    `${SEAT_LETTERS[position.toMove]} is to move but has no legal move, which ${rules.name} never allows: the game ended before this turn. Write a finished game with its ending in place of the side (${ends}).`,
  );
}

/** A seed count: a whole number of at most 4 digits (the seed total refuses more than the game has). */
function parseCount(text: string): number | null {
  return /^[0-9]{1,4}$/.test(text) ? Number(text) : null;
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
    return err(notationError('ERR_MOVE', `Unknown move ${quote(text)}: name a pit (${pitRanges(rules)}), then any choices after '/', or 'swap' or 'pass'.`));
  }
  // A choice is a pit label or a word ('cw', 'ccw', or one of the game's own); the rules say which are open when the move is played.
  const words = ['cw', 'ccw', ...(rules.answerWords ?? [])];
  const bad = choices.find((c) => !/^([a-z]{1,3}[0-9]{1,2}|[a-z]{2,12})$/i.test(c));
  if (bad !== undefined)
    return err(notationError('ERR_MOVE', `Unknown choice ${quote(bad)} in ${quote(text)}: a choice is ${words.map((w) => `'${w}'`).join(', ')} or a pit label.`));
  return ok(choices.length ? { kind: 'sow', pit, choices: choices.map((c) => (pitByLabel(rules.topology, c) === undefined ? c.toLowerCase() : c.toUpperCase())) } : sowMove(pit));
}

/** The pit names, row by row as printed: 'B1..B6, A1..A6', or '1..12' on the circle. */
function pitRanges(rules: Ruleset): string {
  const { labels } = rules.topology;
  return rules.topology.rows.map((row) => `${labels[row.pits[0]!]}..${labels[row.pits[row.pits.length - 1]!]}`).join(', ');
}
