/**
 * A position read from our notation (notation.ts describes it), with every check a position passes:
 * its own module, since playing a move only writes positions; reading one is for a link, a board
 * given a position, the editor and the command line.
 */
import type { NotationError } from './errors.js';
import { notationError } from './errors.js';
import { endToken, seedCount, seedsInGame } from './notation.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Ruleset } from './ruleset.js';
import { SEAT_LETTERS } from './topology.js';
import type { EndReason, GameStateData, Position } from './types.js';
import { SHARED_END_REASONS } from './types.js';

/** The shared state tokens, for a reader; a game's own follow from its codec. */
const SHARED_TOKENS = ['pie-pending', 'pie-offered', 'own-<owner letters>', 'loser-<seat>'];

export function parsePosition(rules: Ruleset, text: string): Result<Position, NotationError> {
  const bad = /[^0-9a-z._~-]/i.exec(text);
  if (bad) {
    return err(notationError('ERR_CHARACTER', { kind: 'character', input: bad[0], at: bad.index + 1 }));
  }
  const fields = text.split('~');
  if (fields.length < 3 || fields.length > 4) {
    return err(notationError('ERR_FIELDS', { kind: 'fields', found: fields.length }));
  }
  const [rowsField, storesField, sideField, stateField] = fields as [string, string, string, string | undefined];
  if (stateField === '') return err(notationError('ERR_FIELDS', { kind: 'empty-state' }));
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
    return err(notationError('ERR_ROWS', { kind: 'rows', rows: topology.rows.map((r) => r.label), found: rows.length }));
  }
  const pits = new Array<number>(topology.pitCount).fill(0);
  const blocked = new Array<boolean>(topology.pitCount).fill(false);
  for (const [r, rowText] of rows.entries()) {
    const row = topology.rows[r]!;
    const counts = rowText.split('.');
    if (counts.length !== row.pits.length) {
      return err(notationError('ERR_ROW_LENGTH', { kind: 'row-length', row: row.label, found: counts.length, expected: row.pits.length }));
    }
    for (const [c, countText] of counts.entries()) {
      if (countText === 'x' || countText === 'X') {
        blocked[row.pits[c]!] = true;
        continue;
      }
      const count = parseCount(countText);
      if (count === null) {
        return err(notationError('ERR_CHARACTER', { kind: 'pit-count', pit: topology.labels[row.pits[c]!]!, input: countText }));
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
    return err(notationError('ERR_STORES', { kind: 'stores', expected: topology.players, input: storesField }));
  }
  const stores: number[] = [];
  for (const [seat, storeText] of storeTexts.entries()) {
    const count = parseCount(storeText);
    if (count === null) {
      return err(notationError('ERR_STORES', { kind: 'store-count', seat: SEAT_LETTERS[seat]!, input: storeText }));
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
      const shared = (SHARED_END_REASONS as readonly string[]).includes(reason);
      return err(notationError('ERR_SIDE', { kind: 'ending', game: rules.name, input: reason, shared, endings: rules.endReasons.map(endToken) }));
    }
    return ok({ toMove: null, ended: reason as EndReason });
  }
  const seat = SEAT_LETTERS.slice(0, rules.topology.players).findIndex((l) => l.toLowerCase() === side);
  if (seat < 0) {
    const seats = SEAT_LETTERS.slice(0, rules.topology.players).map((l) => l.toLowerCase());
    return err(notationError('ERR_SIDE', { kind: 'side', seats, endings: rules.endReasons.map(endToken), input: sideField }));
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
        const seats = SEAT_LETTERS.slice(0, topology.players).map((l) => l.toLowerCase());
        return err(notationError('ERR_STATE', { kind: 'owners', pits: topology.pitCount, seats, input: token.slice(4) }));
      }
    } else {
      // A game's own token, or none at all: the game's codec says which.
      const known = rules.state?.parse(token, read.state, topology) ?? false;
      if (typeof known === 'string') return err(notationError('ERR_STATE', { kind: 'game', text: known }));
      if (!known) return err(notationError('ERR_STATE', { kind: 'state-token', input: token, tokens: [...(rules.state?.tokens ?? []).map((t) => t.form), ...SHARED_TOKENS] }));
    }
  }
  return ok(read);
}

/** A position read whole but not one the game can be in: its state, a loser, seeds out of play, too many seeds, the game's own check, no way on. */
function positionProblem(rules: Ruleset, position: Position, blocked: readonly boolean[]): NotationError | null {
  const { pits, toMove, loser } = position;
  const stateProblem = position.state ? rules.state?.check?.(position) : null;
  if (stateProblem) return notationError('ERR_STATE', { kind: 'game', text: stateProblem });
  if (loser !== undefined && toMove !== null) return notationError('ERR_STATE', { kind: 'loser-in-play' });
  const blockedWithSeeds = blocked.findIndex((b, pit) => b && pits[pit]! > 0);
  if (blockedWithSeeds >= 0) return notationError('ERR_STATE', { kind: 'seeds-out-of-play', pit: rules.topology.labels[blockedWithSeeds]! });
  // Too many seeds is said before the game's own check, which may ask for a count (a start position).
  const total = seedsInGame(rules);
  const held = seedCount(position);
  if (held > total) {
    return notationError('ERR_TOO_MANY_SEEDS', { kind: 'too-many-seeds', game: rules.name, held, total, storeWord: rules.storeWord });
  }
  const problem = rules.checkPosition(position);
  if (problem) return notationError('ERR_STATE', { kind: 'game', text: problem });
  return unplayable(rules, position);
}

/**
 * A position whose player to move has no legal move cannot arise: every game here ends (or passes
 * the turn on) before such a turn. Reading one as playable would leave a board nobody can move on.
 * The pie rule's swap does not count: it changes who owns which side, not the board or the turn, so a
 * player whose only move is the swap would face the same board with nothing to play after it.
 */
function unplayable(rules: Ruleset, position: Position): NotationError | null {
  if (position.toMove === null || rules.legalMoves(position).some((m) => m.kind !== 'swap')) return null;
  return notationError('ERR_NO_MOVE', { kind: 'no-move', game: rules.name, seat: SEAT_LETTERS[position.toMove]!, endings: rules.endReasons.map(endToken) });
}

/** A seed count: a whole number of at most 4 digits (the seed total refuses more than the game has). */
function parseCount(text: string): number | null {
  return /^[0-9]{1,4}$/.test(text) ? Number(text) : null;
}
