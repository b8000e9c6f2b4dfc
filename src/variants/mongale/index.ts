import type { Layout } from '../families/omweso.js';
import { relative } from '../families/omweso.js';

/** Mongale (Mombasa, Kenya): Omweso with its own layout. */
export const MONGALE_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [
    [4, 4, 4, 0, 0, 0, 0, 0],
    [2, 2, 2, 0, 7, 0, 0, 7],
    [7, 0, 0, 7, 0, 2, 2, 2],
    [0, 0, 0, 0, 0, 4, 4, 4],
  ],
};
export const mongale = relative({
  id: 'mongale',
  name: 'Mongale',
  columns: 8,
  layouts: MONGALE_LAYOUTS,
  markers: 'both-rows',
  take: 'pair',
  reverse: 'direct',
  layoutWords: ['Starting layout: 32 seeds a side, fixed', ['three fours in the outer row, sevens and twos in the inner row']],
});

export default mongale;
