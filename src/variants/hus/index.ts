import type { Layout } from '../families/omweso.js';
import { defineOmwesoGame, row, PASSING, layoutNote } from '../families/omweso.js';

/** Hus (Namibia): 48 seeds; inner-row markers only; never clockwise; only the usual win. */
export const HUS_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [row(8, 2), [2, 2, 2, 2, 0, 0, 0, 0], [0, 0, 0, 0, 2, 2, 2, 2], row(8, 2)],
};
export const hus = defineOmwesoGame({
  id: 'hus',
  name: 'Hus',
  columns: 8,
  layouts: HUS_LAYOUTS,
  markers: 'inner-row',
  take: 'pair',
  reverse: 'never',
  defaults: { layout: 'usual', akawumbi: 'off', passing: 'not-allowed' },
  optionNotes: {
    layout: layoutNote(HUS_LAYOUTS, 'Starting layout: 24 seeds a side', ['two in every outer pit and in the four inner pits on the right']),
    passing: PASSING,
  },
});

export default hus;
