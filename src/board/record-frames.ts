/**
 * A game record's main line as a stepper's frames, for the game viewer's "Open a record": one frame a
 * move (as the viewer shows a recorded game) and one a new round, the record's comments in the captions, and a chapter a
 * move for the move list. Runs where the record is read (src/board/record-io.ts, in the engine's worker).
 */
import type { Ruleset } from '../engine/index.js';
import type { ReplayedGameRecord } from '../engine/index.js';
import { formatMove } from '../engine/index.js';
import { summarizeMove } from './describe.js';
import { startCaption } from './example-frames.js';
import type { Chapter, StepperData } from './frame-codec.js';
import type { Frame } from './frames.js';
import { moveFrame, notesOf, positionFrame, shapeOf } from './frames.js';
import { BUTTONS_HINT } from './step-hints.js';
import { newRoundText } from '../words/index.js';

/** A comment as one line of a caption: a caption holds no line breaks. */
const oneLine = (comments: readonly string[] | undefined) => (comments ?? []).join(' ').replace(/\s+/g, ' ').trim();

/**
 * The frames of a replayed record: its start, then each move's last step, captioned with what the move
 * did and the comment after it; where a round ends (`next-round`), a frame of the next round's start,
 * its own chapter. Moves are counted through the rounds, as the viewer counts its steps.
 */
export function recordFrames(rules: Ruleset, { start, rounds, comments }: ReplayedGameRecord): StepperData {
  // The start's caption ends with the hint to the buttons, which the stepper swaps where they are hidden: the comment goes before it.
  const opening = oneLine(comments[0]);
  const intro = startCaption(start).slice(0, -BUTTONS_HINT.length) + (opening ? `${opening} ` : '') + BUTTONS_HINT;
  const frames: Frame[] = [positionFrame(start, intro, notesOf(rules, start))];
  const chapters: Chapter[] = [];
  /** Tokens of the main line so far (moves and next-rounds), which index the comments. */
  let token = 0;
  let moves = 0;
  rounds.forEach((game, round) => {
    if (round > 0) {
      const comment = oneLine(comments[++token]);
      chapters.push({ at: frames.length, text: `Round ${round + 1}` });
      frames.push(positionFrame(game.start, `${newRoundText(round + 1)}${comment ? ` ${comment}` : ''}`, notesOf(rules, game.start)));
    }
    let before = game.start;
    for (const ply of game.plies) {
      // A round that ends with another to follow is said as a round's end, not the game's.
      const roundGoesOn = ply.position.toMove === null && !!rules.nextRound?.(ply.position, round + 1);
      const said = summarizeMove(rules.topology, ply.steps, before.toMove ?? 0, roundGoesOn, before.owners);
      const comment = oneLine(comments[++token]);
      const n = ++moves;
      chapters.push({ at: frames.length, text: `${n}. ${formatMove(rules, ply.move)}` });
      frames.push(moveFrame(rules, before, ply, () => `Move ${n}: ${said}${comment ? ` ${comment}` : ''}`));
      before = ply.position;
    }
  });
  return { shape: shapeOf(rules), frames, chapters };
}
