import type { Layout } from '../families/omweso.js';
import { relative, row } from '../families/omweso.js';

/** Igisoro (Rwanda): 4 in every inner pit; inner-row markers; the direction opens after a lap ends in a marked pit. */
export const IGISORO_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [row(8, 0), row(8, 4), row(8, 4), row(8, 0)],
};
export const igisoro = relative({
  id: 'igisoro',
  name: 'Igisoro',
  columns: 8,
  layouts: IGISORO_LAYOUTS,
  markers: 'inner-row',
  take: 'pair',
  reverse: 'marked-pits',
  layoutWords: ['Starting layout: 32 seeds a side', ['four in every inner pit']],
  // The Italian article's diagram marks the end pits of the outer rows and the second from each end of the inner rows.
  marked: ['A1', 'A8', 'AA2', 'AA7', 'B1', 'B8', 'BB2', 'BB7'],
});

export default igisoro;
