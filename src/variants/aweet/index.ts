import type { Layout } from '../families/omweso.js';
import { relative, row } from '../families/omweso.js';

/** Aweet (Sudan): Coro on 4 rows of 10. */
export const AWEET_LAYOUTS: Readonly<Record<string, Layout>> = {
  fours: [row(10, 4), row(10, 0), row(10, 0), row(10, 4)],
};
export const aweet = relative({
  id: 'aweet',
  name: 'Aweet',
  columns: 10,
  layouts: AWEET_LAYOUTS,
  markers: 'both-rows',
  take: 'pair-and-own',
  reverse: 'direct',
  layoutWords: ['Starting layout: no source gives one, so our board carries over Omweso\u2019s first typical layout', ['four in each outer pit']],
});

export default aweet;
