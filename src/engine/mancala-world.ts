/**
 * Mancala World game records for two-row games with stores (Kalah), as printed in seed 003:
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
import type { PitId, Player } from './types.js';

export interface RecordedTurn {
  /** The token as written, e.g. "f-e-f-b(+4)". */
  readonly text: string;
  readonly player: Player;
  /** Pit letters sown in order, each mapped to a pit id. */
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
    if (!m) return err(notationError('ERR_MOVE', `Cannot read ${JSON.stringify(token)}: a turn is pit letters joined by '-', optionally followed by (+n).`));
    const letters = m[1]!.split('-');
    const south = letters[0]! === letters[0]!.toLowerCase();
    const pits: PitId[] = [];
    for (const letter of letters) {
      const k = letter.toLowerCase().charCodeAt(0) - 97;
      if (k >= columns) return err(notationError('ERR_MOVE', `In ${JSON.stringify(token)}: pit ${letter} does not exist on a board of ${columns} pits a side.`));
      // South's a..f are A1..A6 (pits 0..5); North's A..F run from North's left, i.e. B6..B1 (pits 6..11).
      pits.push(south ? k : columns + k);
    }
    turns.push({ text: token, player: south ? 0 : 1, pits, gain: m[2] === undefined ? null : Number(m[2]) });
  }
  return ok(turns);
}
