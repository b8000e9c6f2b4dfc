/**
 * One turn of Ô ăn quan: the refill of an empty row, the sowing either way round with its laps, the
 * captures beyond empty pits, and the end of the game. Each rule names the work it comes from.
 */
import type { Stop } from '../../engine/choices.js';
import { chooser } from '../../engine/choices.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { Played } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import type { Cell, Move, Player, Position } from '../../engine/types.js';
import { checkSowing } from '../../engine/validate.js';
import type { Work } from '../../engine/work.js';
import { capturePit, endGame, rowSeeds, startWork } from '../../engine/work.js';
import type { OAnQuanBoard } from './board.js';
import { other } from './board.js';
import { capturedSeeds } from './state.js';

/**
 * A seed into each pit of the mover's empty row from their captured citizen seeds, then, once those
 * run out, from the other player's (English Wikipedia: borrowed, and given back at the count).
 * Returns how many were borrowed.
 */
function refill(board: OAnQuanBoard, w: Work, player: Player, quan: readonly number[]): number {
  let borrowed = 0;
  for (const pit of board.rowOf(player)) {
    const from = capturedSeeds(w.stores, quan, player, board.value) > 0 ? player : other(player);
    if (from !== player) borrowed += 1;
    w.stores[from]! -= 1;
    w.pits[pit]! += 1;
    w.steps.push({ kind: 'place', pit, player: from, from: 'captures' });
  }
  return borrowed;
}

/**
 * After the last seed: while the pit after it is an empty citizen pit and the one beyond holds
 * anything (a mandarin pit's mandarin counts), that one is captured and the test repeats from it
 * (English Wikipedia; Mancala World; tourism.vn). A mandarin pit next ends the turn, as do two empty
 * pits in a row, or an occupied citizen pit after a capture.
 */
function captureChain(board: OAnQuanBoard, w: Work, player: Player, track: readonly Cell[], landingAt: number, quan: number[]): void {
  const { owner } = board.topology;
  let at = landingAt;
  for (;;) {
    const gap = track[(at + 1) % track.length]!;
    const target = track[(at + 2) % track.length]!;
    if (owner[gap] === -1 || w.pits[gap]! > 0 || w.pits[target]! === 0) return;
    const end = board.ends.indexOf(target);
    if (end >= 0 && quan[end] === -1) quan[end] = player;
    capturePit(w, target, player);
    at = (at + 2) % track.length;
  }
}

/** The end of the game: each row's seeds to its owner (Mancala World); seeds in an end pit belong to no row and stay. */
function collectRows(board: OAnQuanBoard, w: Work): void {
  for (const player of [0, 1]) {
    for (const pit of board.rowOf(player)) {
      const count = w.pits[pit]!;
      if (count === 0) continue;
      w.pits[pit] = 0;
      w.stores[player]! += count;
      w.steps.push({ kind: 'collect', pit, count, player });
    }
  }
}

/**
 * The game ends once both mandarins are captured (Mancala World; English Wikipedia), or when the next
 * player's row is empty and the captures of both players cannot refill it (our rule: the sources are silent).
 */
function afterTurn(board: OAnQuanBoard, w: Work, player: Player, quan: readonly number[], owes: readonly number[]): Played {
  const next = other(player);
  const state = board.stateOf(quan, owes);
  const stuck = rowSeeds(w.pits, board.topology.owner, next) === 0 && !board.canRefill({ stores: w.stores, ...state }, next);
  if (quan.every((where) => where >= 0) || stuck) {
    collectRows(board, w);
    return endGame(w, stuck ? 'no-seeds' : 'mandarins-captured', board.outcome, state);
  }
  // A game in which one player owes the other more than half of all the seeds ends (our rule: the
  // sources are silent on debts that keep growing). Without it, play can go round for ever, each lap
  // borrowing again, the board never repeating because the debt grows.
  const seeds = w.pits.reduce((a, b) => a + b, 0) + w.stores.reduce((a, b) => a + b, 0);
  if (2 * Math.abs(owes[0]! - owes[1]!) > seeds) {
    collectRows(board, w);
    return endGame(w, 'debt-decides', board.outcome, state);
  }
  return { position: { pits: w.pits, stores: w.stores, toMove: next, ...state }, steps: w.steps };
}

/**
 * A game that has come back to an earlier position (our rule: the sources are silent) ends as when the
 * mandarins are gone: each row's seeds to its owner, and what is in a mandarin pit to no one.
 */
export function endOnRepetition(board: OAnQuanBoard, position: Position): Played {
  const w = startWork(position);
  collectRows(board, w);
  return endGame(w, 'repetition', board.outcome, board.stateOf(board.quanOf(position), board.owesOf(position)));
}

/** One move, from the refill (where the mover's row is empty) to the end of its captures; the direction is the move's choice. */
export function turn(board: OAnQuanBoard, position: Position, move: Move): Result<Played, Stop> {
  const { topology } = board;
  const { owner, labels } = topology;
  const player = position.toMove;
  if (player === null) return err({ code: 'ERR_GAME_OVER' });
  const w = startWork(position);
  const quan = [...board.quanOf(position)];
  const owes = [...board.owesOf(position)];
  const mustRefill = rowSeeds(position.pits, owner, player) === 0 && board.canRefill(position, player);
  if (mustRefill && move.kind === 'sow' && owner[move.pit] === player) {
    // Seeds borrowed from a player who owes the borrower settle that debt first: the count at the end
    // gives the same scores, and the position keeps one debt, not two that grow side by side.
    const borrowed = refill(board, w, player, quan);
    const settled = Math.min(borrowed, owes[other(player)]!);
    owes[other(player)]! -= settled;
    owes[player]! += borrowed - settled;
  }
  const checked = checkSowing(topology, { ...position, pits: w.pits, stores: w.stores }, move, 'Ô ăn quan', { choosing: true });
  if (!checked.ok) return checked;
  const { pit } = checked.value;
  const pick = chooser(labels[pit]!, move.kind === 'sow' ? move.choices : []);
  const chosen = pick.pick(w, 'direction', ['ccw', 'cw']);
  if (!chosen.ok) return chosen;
  const direction = chosen.value as 'ccw' | 'cw';
  const { track, trackIndex } = board.circuits[direction][player]!;
  // Sowing goes on from the pit after the last seed while that is an occupied citizen pit (all sources).
  const landing = sow(w, pit, { track, trackIndex, skipOrigin: false, relay: true, relayFrom: 'next', mayLift: (next) => owner[next]! >= 0 });
  if (landing.endless) return err({ code: 'ERR_ENDLESS', pit: labels[pit]!, reason: 'repeat', direction });
  const leftOver = pick.leftOver();
  if (leftOver) return err(leftOver);
  captureChain(board, w, player, track, landing.trackPosition, quan);
  return ok(afterTurn(board, w, player, quan, owes));
}
