/**
 * Hawalis (Oman) and Bao Kiarabu (Zanzibar). Seed 002: 4 rows of 7, 2 seeds a pit, counter-clockwise
 * relay sowing; a lap ending in an own empty inner pit takes the facing inner pit's seeds, and the
 * outer pit's behind it if that holds seeds too, out of play; no single seed while a bigger pit exists.
 * De Voogt (2003): single seeds only into an empty pit; whoever plays an endless move loses.
 * Bao Kiarabu on 4x8 (Ingrams 1921, via Mancala World): the same, but clockwise, and the back pit is
 * taken even when the front pit is empty. The seed's list of its differences is cut off.
 */
import { defineFourRowRelay } from './four-row-relay.js';

const twos = (columns: number) => Array.from({ length: 4 }, () => new Array<number>(columns).fill(2));

export const hawalis = defineFourRowRelay({
  id: 'hawalis',
  name: 'Hawalis',
  columns: 7,
  start: twos(7),
  direction: 'counter-clockwise',
  capture: 'inner-first',
  defaults: { endless: 'loses' },
  endlessChoices: ['loses', 'forbidden'],
  endlessNote: 'A relay move that would never end: lost by whoever plays it (de Voogt, Oman), or not allowed',
});

export const baoKiarabu = defineFourRowRelay({
  id: 'bao-kiarabu',
  name: 'Bao Kiarabu',
  columns: 8,
  start: twos(8),
  direction: 'clockwise',
  capture: 'either',
  defaults: { endless: 'loses' },
  endlessChoices: ['loses', 'forbidden'],
  endlessNote: 'A relay move that would never end: lost by whoever plays it (as in Hawalis), or not allowed',
});
