import type { Layout } from '../families/omweso.js';
import { relative } from '../families/omweso.js';

/** Kombe (Lamu, Kenya): its own layout; only the inner pit is taken; clockwise when it leads to a capture, even through relays. */
export const KOMBE_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [
    [5, 5, 5, 5, 0, 0, 0, 0],
    [2, 2, 2, 6, 0, 0, 0, 0],
    [0, 0, 0, 0, 6, 2, 2, 2],
    [0, 0, 0, 0, 5, 5, 5, 5],
  ],
};
export const kombe = relative({
  id: 'kombe',
  name: 'Kombe',
  columns: 8,
  layouts: KOMBE_LAYOUTS,
  markers: 'both-rows',
  take: 'inner',
  reverse: 'indirect',
  layoutWords: [
    'Starting layout: 32 seeds a side, all on the player\u2019s right half',
    ['five in each of the four right-hand outer pits, then 6, 2, 2 and 2 in the inner pits in front of them'],
  ],
});

export default kombe;
