/**
 * Mancala World game records for two-row games sown into stores, six pits a side, as Mancala World prints them (Tavares):
 *
 *   1. d(+1) F(+1) - no pie; 2. e(+1) F-B(+2)
 *
 * Each token is one player's turn: lower-case letters are South's pits, upper-case North's, each
 * player lettering their own pits a..f from their own left. Several letters joined by '-' are one
 * turn of several sowings (every one but the last ended in the store). "(+n)" is what the turn
 * added to the mover's store; '!', '?' and '*' are comments. Move numbers and "- no pie" are
 * skipped ("no pie": the second player declined the swap).
 */
import type { NotationError } from './errors.js';
import { notationError } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Game, Ply } from './game.js';
import { advance, currentPosition, newGame } from './game.js';
import type { Ruleset } from './ruleset.js';
import { SEAT_LETTERS } from './topology.js';
import type { PitId, Player } from './types.js';
import { sowMove, storeCell } from './types.js';
import type { Step } from './trace.js';

export interface RecordedTurn {
  /** The token as written, e.g. "f-e-f-b(+4)". */
  readonly text: string;
  readonly player: Player;
  /** Pit letters sown in order, as printed: ['f', 'e', 'f', 'b']. */
  readonly letters: readonly string[];
  /** The same sowings as pit ids. */
  readonly pits: readonly PitId[];
  /** The store gain the record claims, when it gives one. */
  readonly gain: number | null;
}

const TOKEN = /^([a-z](?:-[a-z])*|[A-Z](?:-[A-Z])*)[!?*]*(?:\(\+(\d+)\))?[!?*]*$/;

/**
 * Parses a record for a board of `columns` pits a side. South's letter a is South's leftmost pit
 * (A1); North's letter A is North's leftmost pit as North sees it, which is B6 in our diagrams.
 */
export function parseMancalaWorldRecord(text: string, columns: number): Result<RecordedTurn[], NotationError> {
  const cleaned = text
    .replace(/-\s*no pie/gi, ' ')
    .replace(/\b\d+\.\s*/g, ' ')
    .replace(/[;,]/g, ' ');
  const turns: RecordedTurn[] = [];
  for (const token of cleaned.split(/\s+/).filter(Boolean)) {
    const m = TOKEN.exec(token);
    if (!m) return err(notationError('ERR_MOVE', { kind: 'record-token', input: token }));
    const letters = m[1]!.split('-');
    const south = letters[0]! === letters[0]!.toLowerCase();
    const pits: PitId[] = [];
    for (const letter of letters) {
      const k = letter.toLowerCase().charCodeAt(0) - 97;
      if (k >= columns) return err(notationError('ERR_MOVE', { kind: 'record-pit', input: token, letter, columns }));
      // South's a..f are A1..A6 (pits 0..5); North's A..F run from North's left, i.e. B6..B1 (pits 6..11).
      pits.push(south ? k : columns + k);
    }
    turns.push({ text: token, player: south ? 0 : 1, letters, pits, gain: m[2] === undefined ? null : Number(m[2]) });
  }
  return ok(turns);
}

/** One sowing of a recorded game, with the turn it belongs to. */
export interface RecordedPly {
  readonly turn: number;
  readonly ply: Ply;
}

export interface ReplayedRecord {
  readonly game: Game;
  /** Which turn each ply belongs to (index into `turns`). */
  readonly turnOfPly: readonly number[];
  /** The store gain each turn actually made (sown into the store or captured; the end-of-game collection excluded, as in the records). */
  readonly gains: readonly number[];
}

/**
 * Plays a parsed record from the rules' start. Fails on a sowing out of turn or an illegal one,
 * naming the turn. Printed gains are not enforced here: callers compare them with `gains`.
 */
export function replayRecord(rules: Ruleset, turns: readonly RecordedTurn[]): Result<ReplayedRecord, NotationError> {
  let game = newGame(rules.start());
  const turnOfPly: number[] = [];
  const gains: number[] = [];
  for (const [t, turn] of turns.entries()) {
    let gain = 0;
    for (const pit of turn.pits) {
      const position = currentPosition(game);
      if (position.toMove !== turn.player) {
        const toMove = position.toMove === null ? null : SEAT_LETTERS[position.toMove]!;
        return err(notationError('ERR_MOVE', { kind: 'record-turn', turn: t + 1, input: turn.text, toMove }));
      }
      const next = advance(rules, game, sowMove(pit));
      if (!next.ok) return err({ ...notationError('ERR_MOVE', { kind: 'record-turn', turn: t + 1, input: turn.text }), cause: next.error });
      game = next.value;
      turnOfPly.push(t);
      gain += storeGain(game.plies[game.plies.length - 1]!.steps, turn.player);
    }
    gains.push(gain);
  }
  return ok({ game, turnOfPly, gains });
}

/** Seeds a player's store gained in a move from sowing and captures. */
function storeGain(steps: readonly Step[], player: Player): number {
  let gain = 0;
  for (const step of steps) {
    if (step.kind === 'drop' && step.cell === storeCell(player)) gain += 1;
    if (step.kind === 'capture' && step.player === player) gain += step.count;
  }
  return gain;
}
