/**
 * Malawi's opening gambit (Mancala World, "Bawo"): the pits of two are lifted, a seed from hand is
 * added, and the seeds are placed one at a time, the first in the move's pit and each of the others
 * where the move's next answer says (the seed from hand last). Nothing is sown and nothing is captured.
 */
import type { Stop } from '../../engine/choices.js';
import { chooser } from '../../engine/choices.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { Played } from '../../engine/ruleset.js';
import type { PitId, Player, Position } from '../../engine/types.js';
import { startWork } from '../../engine/work.js';
import type { BaoBoard } from './board.js';
import type { BaoGame } from './game.js';
import { endTurn } from './ending.js';

/** The opening gambit lifts the player's pits of two... */
export const gambitPits = (board: BaoBoard, position: Position, p: Player) => board.ownPits(p).filter((pit) => position.pits[pit] === 2);

/** ...and adds one seed from hand (the nemo): the seeds it places. */
const gambitSeeds = (board: BaoBoard, position: Position, p: Player) => 2 * gambitPits(board, position, p).length + (position.stores[p]! > 0 ? 1 : 0);

export const inGambit = (board: BaoBoard, position: Position) =>
  position.toMove !== null && position.state?.gambit?.[position.toMove] === true && gambitSeeds(board, position, position.toMove) > 0;

/** The gambit as one turn, its placings asked one by one as the move's answers. */
export function gambitTurn(game: BaoGame, position: Position, first: PitId, answers: readonly string[]): Result<Played, Stop> {
  const { board } = game;
  const { labels } = board.topology;
  const p = position.toMove!;
  const w = startWork(position);
  const picker = chooser(labels[first]!, answers);
  const spots = board.ownPits(p);
  const names = spots.map((pit) => labels[pit]!);
  let hand = 0;
  for (const pit of gambitPits(board, position, p)) {
    w.pits[pit] = 0;
    hand += 2;
    w.steps.push({ kind: 'lift', pit, count: 2, lap: 1 });
  }
  const total = hand + (w.stores[p]! > 0 ? 1 : 0);
  let target = first;
  for (let placed = 0; placed < total; placed++) {
    if (placed > 0) {
      const answer = picker.pick(w, 'place', names);
      if (!answer.ok) return answer;
      target = spots[names.indexOf(answer.value)]!;
    }
    w.pits[target]! += 1;
    if (placed < hand) w.steps.push({ kind: 'drop', cell: target, lap: 1 });
    else {
      w.stores[p]! -= 1;
      w.steps.push({ kind: 'place', pit: target, player: p });
    }
  }
  const left = picker.leftOver();
  return left ? err(left) : ok(endTurn(game, w, position, position.state?.houses ?? [false, false], false));
}
