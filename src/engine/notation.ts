/**
 * Position notation. Rows are written top to bottom and each row left to right, exactly as the
 * source diagrams print them, so a diagram can be typed straight in. Then the stores, whose turn
 * it is, and any variant state. Only URL-safe characters are used (letters, digits, `.`, `_`, `~`, `-`).
 *
 *   <row>_<row>~<store A>.<store B>~<side>[~<state>]
 *
 *   0.1.2.1.3.2_0.1.1.0.6.1~0.0~a          Wari, seed 001: row B on top, row A below, A to move
 *   4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~pie-pending   Kalah at the start, pie rule on
 *   0.0.0.0.0.0_0.0.0.0.0.0~40.32~end-row-empty  a finished game
 *
 * A pit out of play (Dakon, after a short round) is written `x` (the source prints '/').
 * A ring of pits (Oh-Wah-Ree) is one row, pit 1 first, counter-clockwise.
 *
 * Side: a letter per seat (`a` = A, bottom; `b` = B, top; `c`, `d` on the circle) or `end-<reason>`
 * once the game is over. State tokens, `.`-separated: `pie-pending`, `pie-offered`, and
 * `own-<letters>` (who owns each pit, where ownership changes: `own-aaaaaabbbbbb`), `loser-<seat>`
 * (a finished four-row game: who could not move), `passed` (Omweso: the last move was a pass),
 * `passed-2` (Omweso: the last two moves were passes, so the player to move passed first and must move), and
 * Bao's `houses-<seats>` (who still owns a nyumba), `takasia-<pit>` (a pit that may not start a
 * move that captures nothing) and `gambit-<seats>` (Malawi: who has still to play the opening gambit).
 */
import type { NotationError } from './errors.js';
import { notationError, quote } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Ruleset } from './ruleset.js';
import { SEAT_LETTERS, pitByLabel } from './topology.js';
import type { EndReason, Move, Position } from './types.js';
import { sowMove } from './types.js';

const END_REASONS: readonly EndReason[] = [
  'row-empty',
  'target-reached',
  'cannot-feed',
  'grand-slam',
  'repetition',
  'no-moves',
  'no-seeds',
  'endless',
  'akawumbi',
];

/**
 * The seeds a game is played with, counted from its own starting position (the options decide it:
 * Kalah with 6 a pit has 72). Later starts never add any (Dakon's rounds share out the same seeds).
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

/** Seeds on the board and in the stores (which hold Bao's seeds in hand). */
const seedCount = (position: Pick<Position, 'pits' | 'stores'>) =>
  position.pits.reduce((a, b) => a + b, 0) + position.stores.reduce((a, b) => a + b, 0);

const endToken = (reason: EndReason) => `end-${reason}`;

/** The seats whose flag is set, as lower-case letters: [true, false] is 'a'. */
const seatLetters = (flags: readonly boolean[]) => flags.map((f, seat) => (f ? SEAT_LETTERS[seat]!.toLowerCase() : '')).join('');
/** The reverse, for a two-player token such as 'houses-ab': which seats it names. */
const seatFlags = (token: string) => {
  const letters = token.slice(token.indexOf('-') + 1);
  return [letters.includes('a'), letters.includes('b')];
};

export function formatPosition(rules: Ruleset, position: Position): string {
  const rows = rules.topology.rows
    .map((row) => row.pits.map((pit) => (position.blocked?.[pit] ? 'x' : position.pits[pit])).join('.'))
    .join('_');
  const side = position.toMove === null ? `end-${position.ended ?? 'no-moves'}` : SEAT_LETTERS[position.toMove]!.toLowerCase();
  const state = [
    ...(position.pie ? [`pie-${position.pie}`] : []),
    ...(position.owners ? [`own-${position.owners.map((o) => SEAT_LETTERS[o]!.toLowerCase()).join('')}`] : []),
    ...(position.loser !== undefined ? [`loser-${SEAT_LETTERS[position.loser]!.toLowerCase()}`] : []),
    ...(position.passed === 2 ? ['passed-2'] : position.passed ? ['passed'] : []),
    ...(position.houses?.some(Boolean) ? [`houses-${seatLetters(position.houses)}`] : []),
    ...(position.takasia !== undefined ? [`takasia-${rules.topology.labels[position.takasia]!.toLowerCase()}`] : []),
    ...(position.gambit?.some(Boolean) ? [`gambit-${seatLetters(position.gambit)}`] : []),
  ];
  return [rows, position.stores.join('.'), side, ...(state.length ? [state.join('.')] : [])].join('~');
}

export function parsePosition(rules: Ruleset, text: string): Result<Position, NotationError> {
  const { topology } = rules;
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

  let toMove: number | null;
  let ended: EndReason | undefined;
  const side = sideField.toLowerCase();
  // 'end' alone, or 'end-' and a reason: 'endXrow-empty' is no ending.
  if (side === 'end' || side.startsWith('end-')) {
    toMove = null;
    const reason = side === 'end' ? 'no-moves' : side.slice(4);
    if (!(END_REASONS as readonly string[]).includes(reason)) {
      return err(notationError('ERR_SIDE', `Unknown game-end reason ${quote(reason)}; ${rules.name} ends with ${rules.endReasons.map(endToken).join(', ')}.`));
    }
    if (!rules.endReasons.includes(reason as EndReason)) {
      return err(notationError('ERR_SIDE', `${rules.name} never ends with ${endToken(reason as EndReason)}; its games end with ${rules.endReasons.map(endToken).join(', ')}.`));
    }
    ended = reason as EndReason;
  } else {
    const seat = SEAT_LETTERS.slice(0, topology.players).findIndex((l) => l.toLowerCase() === side);
    if (seat < 0) {
      const letters = SEAT_LETTERS.slice(0, topology.players).map((l) => `'${l.toLowerCase()}'`).join(' or ');
      const ends = rules.endReasons.map((r) => `'${endToken(r)}'`).join(', ');
      return err(notationError('ERR_SIDE', `The side to move should be ${letters} (or, for a finished game, ${ends}); found ${quote(sideField)}.`));
    }
    toMove = seat;
  }

  let pie: Position['pie'];
  let owners: number[] | undefined;
  let loser: number | undefined;
  let passed: Position['passed'];
  let houses: boolean[] | undefined;
  let takasia: number | undefined;
  let gambit: boolean[] | undefined;
  for (const token of stateField ? stateField.split('.') : []) {
    if (token === 'passed' || token === 'passed-2') {
      const count = token === 'passed' ? 1 : 2;
      if (passed !== undefined && passed !== count) {
        return err(notationError('ERR_STATE', "The states 'passed' (one pass) and 'passed-2' (two passes in a row) contradict each other: give one."));
      }
      passed = count;
    }
    else if (/^houses-[ab]{1,2}$/.test(token)) houses = seatFlags(token);
    else if (/^gambit-[ab]{1,2}$/.test(token)) gambit = seatFlags(token);
    else if (token.startsWith('takasia-')) {
      takasia = pitByLabel(topology, token.slice(8));
      if (takasia === undefined) return err(notationError('ERR_STATE', `Takasia names a pit, such as takasia-aa3; found ${quote(token.slice(8))}.`));
    }
    else if (token === 'pie-pending' || token === 'pie-offered') pie = token === 'pie-pending' ? 'pending' : 'offered';
    else if (/^loser-[a-d]$/.test(token) && SEAT_LETTERS.indexOf(token.slice(6).toUpperCase() as 'A') < topology.players) {
      loser = SEAT_LETTERS.indexOf(token.slice(6).toUpperCase() as 'A');
    }
    else if (token.startsWith('own-')) {
      const letters = token.slice(4).toUpperCase().split('');
      owners = letters.map((l) => SEAT_LETTERS.indexOf(l as (typeof SEAT_LETTERS)[number]));
      if (letters.length !== topology.pitCount || owners.some((o) => o < 0 || o >= topology.players)) {
        return err(notationError('ERR_STATE', `Pit owners should be ${topology.pitCount} letters from ${SEAT_LETTERS.slice(0, topology.players).join('').toLowerCase()}, one per pit; found ${quote(token.slice(4))}.`));
      }
    } else return err(notationError('ERR_STATE', `Unknown state ${quote(token)}: state tokens are pie-pending, pie-offered, own-<owner letters>, loser-<seat>, passed, passed-2, houses-<seats>, takasia-<pit> and gambit-<seats>.`));
  }

  const position: Position = {
    pits,
    stores,
    toMove,
    ...(ended ? { ended } : {}),
    ...(pie ? { pie } : {}),
    ...(owners ? { owners } : {}),
    ...(blocked.some(Boolean) ? { blocked } : {}),
    ...(loser !== undefined ? { loser } : {}),
    ...(passed !== undefined ? { passed } : {}),
    ...(houses ? { houses } : {}),
    ...(takasia !== undefined ? { takasia } : {}),
    ...(gambit ? { gambit } : {}),
  };
  const foreign = (['passed', 'houses', 'takasia', 'gambit'] as const).find((s) => position[s] !== undefined && !rules.states?.includes(s));
  if (foreign) {
    const why = foreign === 'passed' ? 'it records a pass, and these rules have no passing' : "it belongs to Bao's rules";
    return err(notationError('ERR_STATE', `${rules.name} has no '${foreign}' state: ${why}.`));
  }
  if (passed !== undefined && toMove === null) return err(notationError('ERR_STATE', "A finished game has no 'passed' state."));
  if (loser !== undefined && toMove !== null) return err(notationError('ERR_STATE', 'Only a finished game has a loser.'));
  const blockedWithSeeds = blocked.findIndex((b, pit) => b && pits[pit]! > 0);
  if (blockedWithSeeds >= 0) return err(notationError('ERR_STATE', `Pit ${topology.labels[blockedWithSeeds]} is out of play and cannot hold seeds.`));
  const problem = rules.checkPosition(position);
  if (problem) return err(notationError('ERR_STATE', problem));
  const total = seedsInGame(rules);
  const held = seedCount(position);
  if (held > total) {
    return err(notationError('ERR_TOO_MANY_SEEDS', `This position holds ${held} seeds; ${rules.name} is played with ${total} (board and ${rules.storeWord ?? 'stores'} together).`));
  }
  const stuck = unplayable(rules, position);
  if (stuck) return err(stuck);
  return ok(position);
}

/**
 * A position whose player to move has no legal move cannot arise: every game here ends (or passes
 * the turn on) before such a turn. Reading one as playable would leave a board nobody can move on.
 */
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
 * 'A4/BB6' (Tschuba: the extra pair taken is column 6's).
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
  const bad = choices.find((c) => !/^([a-z]{1,3}[0-9]{1,2}|cw|ccw|stop|safari)$/i.test(c));
  if (bad !== undefined) return err(notationError('ERR_MOVE', `Unknown choice ${quote(bad)} in ${quote(text)}: a choice is 'cw', 'ccw', 'stop', 'safari' or a pit label.`));
  return ok(choices.length ? { kind: 'sow', pit, choices: choices.map((c) => (pitByLabel(rules.topology, c) === undefined ? c.toLowerCase() : c.toUpperCase())) } : sowMove(pit));
}

/** The pit names, row by row as printed: 'B1..B6, A1..A6', or '1..12' on the circle. */
function pitRanges(rules: Ruleset): string {
  const { labels } = rules.topology;
  return rules.topology.rows.map((row) => `${labels[row.pits[0]!]}..${labels[row.pits[row.pits.length - 1]!]}`).join(', ');
}
