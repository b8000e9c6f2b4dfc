/**
 * Tschuba (the Thonga, between St Lucia Bay and the Sabie river), sold as Chuba by Milton Bradley
 * in 1891. Italian Wikipedia: 4 rows of 11; relay sowing counter-clockwise; a lap ending in an own empty
 * inner pit facing an occupied pit captures that pit and the one behind it, and then one more pair
 * of the captor's choice; no single seed while a bigger pit exists, and a single seed only into an
 * empty pit; a side with no pit above one seed loses its outer row; capturing every seed wins.
 */
import { defineFourRowRelay } from '../families/four-row-relay.js';

/** Chuba's layout (the African game's is not known): 1 in every outer pit, 2 in the inner pits but each player's rightmost. */
export const CHUBA_START = [new Array<number>(11).fill(1), [0, ...new Array<number>(10).fill(2)], [...new Array<number>(10).fill(2), 0], new Array<number>(11).fill(1)];

export const tschuba = defineFourRowRelay({
  id: 'tschuba',
  name: 'Tschuba',
  columns: 11,
  start: CHUBA_START,
  direction: 'counter-clockwise',
  capture: 'inner-first',
  extraPair: true,
  forfeitOuter: true,
  defaults: { endless: 'forbidden' },
  endlessChoices: ['forbidden', 'loses'],
  endlessNote: 'A relay move that would never end: not allowed (our choice, as the accounts are silent), or lost by whoever plays it (as in Hawalis)',
});

export default tschuba;
