/**
 * Frames: what a widget shows at each step, computed once at build time. A widget is a function
 * of (frames, index); the frames travel to the browser compactly (see frame-codec.ts).
 */
import type { Cell, ChoiceKind, PitNote, Ply, Position, Ruleset, Step } from '../engine/index.js';
import { applyStep } from '../engine/index.js';
import { describeStep } from './describe.js';

export interface Frame {
  readonly pits: readonly number[];
  readonly stores: readonly number[];
  /** Seeds in the sower's hand. */
  readonly hand: number;
  /** The cell the step acts on (pit id, or -1 - seat for a store), or null. */
  readonly focus: Cell | null;
  /** Pits to mark as taken in this step. */
  readonly taken: readonly number[];
  /** Whose move it is, or null once the game is over. */
  readonly toMove: number | null;
  readonly caption: string;
  /** Pit owners, where ownership changes (Grand Oh-Wah-Ree). */
  readonly owners?: readonly number[];
  /** Pits out of play (Dakon). */
  readonly blocked?: readonly boolean[];
  /** Pits the game's state sets apart, named (Toguz Kumalak's tuzdyks, Bao's takasia). */
  readonly notes?: readonly PitNote[];
  /** A choice step: what was decided and the answer given. */
  readonly choice?: string;
  readonly about?: ChoiceKind;
  /** At a choice: every answer the reader can pick, each with the line of frames that follows it (0 = the example's own). */
  readonly ask?: readonly Answer[];
}

/** One answer to a choice inside a move, as the stepper offers it. */
export interface Answer {
  /** The button: what the answer is ("Clockwise", "Stop in the nyumba"). */
  readonly text: string;
  /** What it does, in words: where the next seeds go. */
  readonly does: string;
  /** The line of frames that follows this answer (0 = the example's own). */
  readonly line: number;
  /** The pits this answer sows next, highlighted on the board while the answer is offered. */
  readonly pits: readonly number[];
}

import type { BoardLayout } from './layout.js';
import { layoutOf as drawShape } from './layout.js';
import { shapeOf } from './shape.js';

export type { BoardLayout, BoardShape, BoardText } from './layout.js';
export { shapeOf } from './shape.js';

/** Where everything is drawn for a ruleset's board (build side). */
export const layoutOf = (rules: Parameters<typeof shapeOf>[0]): BoardLayout => drawShape(shapeOf(rules));

/** The pits a position's game state sets apart, in its rules' words (none for most games). */
export const notesOf = (rules: Ruleset, position: Position): readonly PitNote[] => (position.state && rules.state?.notes?.(position.state, rules.topology)) || [];
const withNotes = (notes: readonly PitNote[]) => (notes.length ? { notes } : {});

export const positionFrame = (position: Position, caption: string, notes: readonly PitNote[] = []): Frame => ({
  pits: [...position.pits],
  stores: [...position.stores],
  hand: 0,
  focus: null,
  taken: [],
  toMove: position.toMove,
  caption,
  ...(position.owners ? { owners: [...position.owners] } : {}),
  ...(position.blocked ? { blocked: [...position.blocked] } : {}),
  ...withNotes(notes),
});

const focusOf = (step: Step): Cell | null => {
  switch (step.kind) {
    case 'lift':
    case 'relay':
    case 'capture':
    case 'take':
    case 'resow':
    case 'place':
    case 'collect':
      return step.pit;
    case 'drop':
    case 'skip':
    case 'lap-end':
      return step.cell;
    case 'transfer':
      return step.to;
    default:
      return null;
  }
};

/**
 * One frame per step of a move, starting from `before` (the move's first frame is not included).
 * A lap's last seed is one frame, not two: the drop and "the last seed lands in B2" are merged
 * into the second's words, which say more.
 */
export function stepFrames(rules: Ruleset, before: Position, steps: readonly Step[], after: Position): Frame[] {
  const mover = before.toMove ?? 0;
  // The state changes with the move as a whole: its steps show the notes of the position before, its last the one after.
  const [notesBefore, notesAfter] = [notesOf(rules, before), notesOf(rules, after)];
  const snapshot = { pits: [...before.pits], stores: [...before.stores], hand: 0, ...(before.owners ? { owners: [...before.owners] } : {}) };
  const frames: Frame[] = [];
  steps.forEach((step, i) => {
    applyStep(snapshot, step);
    const last = i === steps.length - 1;
    const frame: Frame = {
      pits: [...snapshot.pits],
      stores: [...snapshot.stores],
      hand: snapshot.hand,
      focus: focusOf(step),
      taken: step.kind === 'capture' || step.kind === 'take' ? [step.pit] : [],
      toMove: last ? after.toMove : mover,
      caption: describeStep(rules.topology, step, mover, snapshot.hand, snapshot.owners),
      ...(snapshot.owners ? { owners: [...snapshot.owners] } : {}),
      ...(before.blocked ? { blocked: [...before.blocked] } : {}),
      ...withNotes(last ? notesAfter : notesBefore),
      ...(step.kind === 'choice' ? { choice: step.choice, about: step.about } : {}),
    };
    const previous = steps[i - 1];
    if (step.kind === 'lap-end' && previous?.kind === 'drop' && previous.cell === step.cell) frames[frames.length - 1] = frame;
    else frames.push(frame);
  });
  return frames;
}

/**
 * A whole move as one frame, as a game viewer steps (a frame a move): the board after it, the pit its
 * last seed reached in focus, every pit it took from marked. `caption` is given the move's last step.
 */
export function moveFrame(rules: Ruleset, before: Position, ply: Ply, caption: (last: Frame) => string): Frame {
  const steps = stepFrames(rules, before, ply.steps, ply.position);
  const last = steps[steps.length - 1] ?? positionFrame(ply.position, '', notesOf(rules, ply.position));
  const landed = ply.steps.find((s) => s.kind === 'lap-end');
  return { ...last, focus: landed?.kind === 'lap-end' ? landed.cell : null, hand: 0, taken: steps.flatMap((s) => [...s.taken]), caption: caption(last) };
}
