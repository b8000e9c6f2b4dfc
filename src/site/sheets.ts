/**
 * A step sheet's contents, at build time: the diagrams a printable page shows for an example. One
 * diagram a step for worked moves, one a move for a game record, and a section a panel for a
 * comparison; the first diagram of each section is the key, drawn with the pits' names.
 */
import { variantDefinition } from '../variants/index.js';
import type { VariantId } from '../variants/ids.js';
import type { BoardLayout, Frame } from '../board/frames.js';
import { buildCompare, buildGame, buildMovesExample } from './examples.js';
import type { CompareExample, GameExample, MovesExample } from './schema.js';

export interface SheetSection {
  /** The panel's rules, for a comparison; none for a single line of play. */
  readonly heading?: string;
  /** A comparison panel's outcome, in a sentence. */
  readonly outcome?: string;
  readonly layout: BoardLayout;
  /** The starting frame: the key, drawn large with the pits' names. */
  readonly start: Frame;
  /** Every later frame, one diagram each. */
  readonly steps: readonly Frame[];
}

export interface Sheet {
  readonly game: string;
  /** "step" for worked moves, "move" for a game record: what each diagram is. */
  readonly unit: 'step' | 'move';
  readonly sections: readonly SheetSection[];
}

export function sheetOf(id: string, data: MovesExample | CompareExample | GameExample): Sheet {
  const game = variantDefinition(data.variant as VariantId).name;
  if (data.kind === 'compare') {
    const { panels } = buildCompare(id, data);
    return {
      game,
      unit: 'step',
      sections: panels.map((p) => ({ heading: p.label, outcome: p.summary, layout: p.layout, start: p.frames[0]!, steps: p.frames.slice(1) })),
    };
  }
  // Only the example's own line: the other answers to a choice are the stepper's to offer.
  const { layout, frames } = data.kind === 'moves' ? buildMovesExample(id, data) : buildGame(id, data);
  return { game, unit: data.kind === 'game' ? 'move' : 'step', sections: [{ layout, start: frames[0]!, steps: frames.slice(1) }] };
}
