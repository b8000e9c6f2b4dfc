/**
 * How a Bao turn and game end: the scores, a lost game, and the hand-over to the opponent (who
 * loses at once with no move left).
 */
import type { Played } from '../../engine/ruleset.js';
import type { EndReason, GameStateData, Outcome, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { endGame } from '../../engine/work.js';
import type { BaoBoard } from './board.js';
import { other } from './board.js';
import { takasiaFor } from './captures.js';
import type { BaoGame } from './game.js';

export function outcome(board: BaoBoard, position: Position): Outcome | null {
  if (position.toMove !== null) return null;
  const scores = [0, 1].map((p) => board.totalIn(position, board.ownPits(p)) + position.stores[p]!);
  return { winner: position.loser === undefined ? null : other(position.loser), scores };
}

export const finish = (board: BaoBoard, w: Work, reason: EndReason, loser: Player, houses: readonly boolean[]): Played =>
  endGame(w, reason, (position) => outcome(board, position), { loser, ...(houses.some(Boolean) ? { state: { houses } } : {}) });

/** Who still has the opening gambit to play once `p` has moved. */
function gambitAfter(position: Position, p: Player): Pick<GameStateData, 'gambit'> {
  const left = (position.state?.gambit ?? []).map((g, seat) => g && seat !== p);
  return left.some(Boolean) ? { gambit: left } : {};
}

/**
 * The end of a turn: the mover loses if their front row is empty; otherwise the opponent moves
 * (with a pit under takasia, if `takasia`), and loses at once if they have no move. A `probe`
 * (looking ahead for moves that never end) skips that last check.
 */
export function endTurn(game: BaoGame, w: Work, position: Position, houses: readonly boolean[], takasia: boolean, probe = false): Played {
  const { board } = game;
  const p = position.toMove!;
  const opp = other(p);
  if (board.frontEmpty(w.pits, p)) return finish(board, w, 'row-empty', p, houses);
  const state: GameStateData = { ...(houses.some(Boolean) ? { houses } : {}), ...gambitAfter(position, p) };
  const after: Position = { pits: w.pits, stores: w.stores, toMove: opp, ...(Object.keys(state).length ? { state } : {}) };
  const protectedPit = takasia ? takasiaFor(board, after, opp) : undefined;
  const next: Position = protectedPit === undefined ? after : { ...after, state: { ...state, takasia: protectedPit } };
  if (!probe && game.startsOf(next).length === 0) return finish(board, w, 'no-moves', opp, houses);
  return { position: next, steps: w.steps };
}
