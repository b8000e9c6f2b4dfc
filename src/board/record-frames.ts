/**
 * A game record's main line as a stepper's frames, for the game viewer's "Open a record": one frame a
 * move (as the viewer shows a recorded game), the record's comments in the captions, and a chapter a
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

/** A comment as one line of a caption: a caption holds no line breaks. */
const oneLine = (comments: readonly string[] | undefined) => (comments ?? []).join(' ').replace(/\s+/g, ' ').trim();

/** The frames of a replayed record: its start, then each move's last step, captioned with what the move did and the comment after it. */
export function recordFrames(rules: Ruleset, { start, game, comments }: ReplayedGameRecord): StepperData {
  // The start's caption ends with the hint to the buttons, which the stepper swaps where they are hidden: the comment goes before it.
  const opening = oneLine(comments[0]);
  const intro = startCaption(start).slice(0, -BUTTONS_HINT.length) + (opening ? `${opening} ` : '') + BUTTONS_HINT;
  const frames: Frame[] = [positionFrame(start, intro, notesOf(rules, start))];
  const chapters: Chapter[] = [];
  let before = start;
  game.plies.forEach((ply, i) => {
    const said = summarizeMove(rules.topology, ply.steps, before.toMove ?? 0, false, before.owners);
    const comment = oneLine(comments[i + 1]);
    chapters.push({ at: frames.length, text: `${i + 1}. ${formatMove(rules, ply.move)}` });
    frames.push(moveFrame(rules, before, ply, () => `Move ${i + 1}: ${said}${comment ? ` ${comment}` : ''}`));
    before = ply.position;
  });
  return { shape: shapeOf(rules), frames, chapters };
}
