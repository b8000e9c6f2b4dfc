/**
 * Hawalis (Oman). Italian Wikipedia: 4 rows of 7, 2 seeds a pit, counter-clockwise relay sowing; a lap
 * ending in an own empty inner pit takes the facing inner pit's seeds, and the outer pit's behind it
 * if that holds seeds too, out of play; no single seed while a bigger pit exists. De Voogt (2003):
 * single seeds only into an empty pit; whoever plays an endless move loses.
 */
import { defineFourRowRelay, twoSeedsEverywhere } from '../families/four-row-relay.js';

export const hawalis = defineFourRowRelay({
  id: 'hawalis',
  name: 'Hawalis',
  columns: 7,
  start: twoSeedsEverywhere(7),
  direction: 'counter-clockwise',
  capture: 'inner-first',
  defaults: { endless: 'loses' },
  endlessChoices: ['loses', 'forbidden'],
  endlessNote: 'A relay move that would never end: lost by whoever plays it (de Voogt, Oman), or not allowed',
});

export default hawalis;
