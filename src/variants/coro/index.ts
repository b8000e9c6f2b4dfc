import { relative, OMWESO_LAYOUTS, OMWESO_LAYOUT_LABELS } from '../families/omweso.js';

/** Coro (Lango, Uganda): a capture also lifts the captor's own inner pit of the column. */
export const coro = relative({
  id: 'coro',
  name: 'Coro',
  columns: 8,
  layouts: OMWESO_LAYOUTS,
  markers: 'both-rows',
  take: 'pair-and-own',
  reverse: 'direct',
  layoutWords: ['Starting layout: as in Omweso, each player places their 32 seeds as they like; these are three typical ways', OMWESO_LAYOUT_LABELS],
});

export default coro;
