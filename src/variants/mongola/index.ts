import type { Layout } from '../families/omweso.js';
import { relative, row } from '../families/omweso.js';

/** Mongola (Congo): 4 rows of 7, 56 seeds in a checkerboard. */
export const MONGOLA_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [row(7, 4, 0), row(7, 0, 4), row(7, 0, 4), row(7, 4, 0)],
};
export const mongola = relative({
  id: 'mongola',
  name: 'Mongola',
  columns: 7,
  layouts: MONGOLA_LAYOUTS,
  markers: 'both-rows',
  take: 'pair',
  reverse: 'direct',
  layoutWords: ['Starting layout: 28 seeds a side', ['four in every other pit, a checkerboard']],
});

export default mongola;
