/**
 * Frames: what a widget shows at each step, computed once (at build time for examples) and
 * handed to the island as plain data. A widget is a function of (frames, index).
 */
import type { Cell, Position, Ruleset, Step, Topology } from '../engine/index.js';
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
}

/** The plain-data shape of a board: enough to draw it, nothing to play it. */
export interface BoardLayout {
  /** Rows top to bottom: label and pit ids left to right. */
  readonly rows: readonly { readonly label: string; readonly owner: number; readonly pits: readonly number[] }[];
  readonly labels: readonly string[];
  /** Where each seat's store is drawn, by seat. */
  readonly storeSide: readonly ('left' | 'right')[];
  /** Whether stores are sown into (Kalah) or only hold captures (Wari). */
  readonly storesInTrack: boolean;
}

export const layoutOf = (topology: Topology): BoardLayout => ({
  rows: topology.rows.map((r) => ({ label: r.label, owner: r.owner, pits: [...r.pits] })),
  labels: [...topology.labels],
  storeSide: [...topology.storeSide],
  storesInTrack: topology.storesInTrack,
});

export const positionFrame = (position: Position, caption: string): Frame => ({
  pits: [...position.pits],
  stores: [...position.stores],
  hand: 0,
  focus: null,
  taken: [],
  toMove: position.toMove,
  caption,
});

const focusOf = (step: Step): Cell | null => {
  switch (step.kind) {
    case 'lift':
    case 'relay':
    case 'capture':
    case 'collect':
      return step.pit;
    case 'drop':
    case 'skip':
    case 'lap-end':
      return step.cell;
    default:
      return null;
  }
};

/** One frame per step of a move, starting from `before` (the move's first frame is not included). */
export function stepFrames(rules: Ruleset, before: Position, steps: readonly Step[], after: Position): Frame[] {
  const mover = before.toMove ?? 0;
  const snapshot = { pits: [...before.pits], stores: [...before.stores], hand: 0 };
  return steps.map((step, i) => {
    applyStep(snapshot, step);
    const last = i === steps.length - 1;
    return {
      pits: [...snapshot.pits],
      stores: [...snapshot.stores],
      hand: snapshot.hand,
      focus: focusOf(step),
      taken: step.kind === 'capture' ? [step.pit] : [],
      toMove: last ? after.toMove : mover,
      caption: describeStep(rules.topology, step, mover, snapshot.hand),
    };
  });
}
