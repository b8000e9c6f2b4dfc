/**
 * What a <mancala-board> shows, made in the browser from its attributes with the same code that
 * makes an example's frames at build time (example-frames.ts): the start, each step of each move,
 * and a line per answer at a choice inside the last move. Every way the attributes can be wrong for
 * the game (a position it cannot have, a move it does not allow) comes back as a sentence.
 */
import type { Ruleset } from '../../engine/index.js';
import { SEAT_LETTERS, formatPosition, parseMove, parsePosition } from '../../engine/index.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import { framesOf, linesOf, runMoves, startCaption } from '../../board/example-frames.js';
import type { StepperData } from '../../board/frame-codec.js';
import type { BoardLayout, Frame } from '../../board/frames.js';
import { layoutOf, shapeOf } from '../../board/frames.js';
import type { LinkError } from '../../board/play-address.js';
import { quote } from '../../board/play-address.js';

export interface Scene extends StepperData {
  readonly layout: BoardLayout;
  readonly frames: readonly Frame[];
}

/**
 * The frames for a position (undefined: the game's opening) and moves. `stepping`: the reader steps
 * with buttons, so the first caption says how.
 */
export function sceneOf(rules: Ruleset, position: string | undefined, moves: readonly string[], stepping: boolean): Result<Scene, LinkError> {
  let start = rules.start();
  if (position !== undefined) {
    const parsed = parsePosition(rules, position);
    if (!parsed.ok) return err({ message: `The position ${quote(position)} is not a ${rules.name} position:`, refused: parsed.error });
    start = parsed.value;
  }
  for (const [i, text] of moves.entries()) {
    const move = parseMove(rules, text);
    if (!move.ok) return err({ message: `Move ${i + 1}, ${quote(text)}:`, refused: move.error });
  }
  const text = formatPosition(rules, start);
  const run = runMoves(rules, text, moves);
  if (run.error) {
    const i = run.game.plies.length;
    return err({ message: `Move ${i + 1}, ${quote(moves[i]!)}, cannot be played:`, refused: run.error });
  }
  const intro = stepping ? startCaption(start) : `The position, ${start.toMove === null ? 'game over' : `${SEAT_LETTERS[start.toMove]} to move`}.`;
  const chooses = run.game.plies.some((ply) => ply.steps.some((s) => s.kind === 'choice'));
  const lines = chooses ? linesOf(rules, text, moves, intro) : { frames: framesOf(run, intro), branches: [] };
  return ok({ shape: shapeOf(rules), layout: layoutOf(rules), frames: lines.frames, ...(lines.branches.length ? { branches: lines.branches } : {}) });
}
