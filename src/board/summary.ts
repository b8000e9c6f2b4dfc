/** A board's position as text, for readers who do not see the diagram. */
import type { PitNote } from '../engine/ruleset.js';
import type { BoardLayout } from './layout.js';

const SEATS = 'ABCD';

interface SummaryInput {
  readonly layout: BoardLayout;
  readonly pits: readonly number[];
  readonly stores: readonly number[];
  readonly owners?: readonly number[];
  readonly blocked?: readonly boolean[];
  readonly notes?: readonly PitNote[];
}

/** The position in words, row by row: the diagram's accessible name, and the text a page prints beside it. */
export function boardSummary({ layout, pits, stores, owners = layout.owner, blocked, notes = [] }: SummaryInput): string {
  const name = (pit: number) => (layout.showOwner ? SEATS[owners[pit]!]! : '') + layout.names[pit];
  const storeText = (seat: number) => (layout.hands ? `${SEATS[seat]} in hand ${stores[seat]}` : `${SEATS[seat]}'s store ${stores[seat]}`);
  return layout.rows
    .map(
      (r) =>
        `${r.label}: ${r.pits
          .map(
            (p) =>
              `${name(p)}${layout.square.includes(p) ? ' (square)' : ''}${notes
                .filter((n) => n.pit === p)
                .map((n) => ` (${n.word})`)
                .join('')} ${blocked?.[p] ? 'out of play' : pits[p]}`,
          )
          .join(', ')}`,
    )
    .concat(stores.flatMap((_, seat) => (layout.stores[seat] ? [storeText(seat)] : [])))
    .join('. ');
}
