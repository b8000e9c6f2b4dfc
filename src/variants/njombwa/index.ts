/**
 * Njombwa (Mozambique, Malawi). De Toffoli, part 5: 4 rows of 8; relay sowing round the own two rows,
 * counter-clockwise, from pits of 2 or more; a single seed only when no pit holds more, and only into
 * the next pit if it is empty; a lap ending in an own empty inner pit whose facing inner pit is occupied
 * captures both of the opponent's pits in that column. Capturing every opponent seed wins.
 */
import { defineFourRowRelay } from '../families/four-row-relay.js';

/** De Toffoli's starting layout, rows top to bottom: B, BB, AA, A ("almost all pits with 2 seeds"). */
export const NJOMBWA_START = [
  [2, 2, 2, 2, 2, 2, 2, 2],
  [2, 2, 2, 2, 2, 2, 1, 0],
  [0, 1, 2, 2, 2, 2, 2, 2],
  [2, 2, 2, 2, 2, 2, 2, 2],
];

export const njombwa = defineFourRowRelay({
  id: 'njombwa',
  name: 'Njombwa',
  columns: 8,
  start: NJOMBWA_START,
  direction: 'counter-clockwise',
  capture: 'inner-first',
  defaults: { endless: 'forbidden' },
  endlessChoices: ['forbidden', 'loses'],
  endlessNote: 'A relay move that would never end: not allowed (our choice; the seed is silent), or lost by whoever plays it (as in Hawalis)',
});

export default njombwa;
