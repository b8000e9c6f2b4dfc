/**
 * Bao Kiarabu on 4x8 (Ingrams 1921, via Mancala World): Hawalis's rules, but clockwise, and the back
 * pit is taken even when the front pit is empty. The seed's list of its differences is cut off.
 */
import { defineFourRowRelay, twoSeedsEverywhere } from '../families/four-row-relay.js';

export const baoKiarabu = defineFourRowRelay({
  id: 'bao-kiarabu',
  name: 'Bao Kiarabu',
  columns: 8,
  start: twoSeedsEverywhere(8),
  direction: 'clockwise',
  capture: 'either',
  defaults: { endless: 'loses' },
  endlessChoices: ['loses', 'forbidden'],
  endlessNote: 'A relay move that would never end: lost by whoever plays it (as in Hawalis), or not allowed',
});

export default baoKiarabu;
