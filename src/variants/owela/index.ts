/**
 * Owela (Namibia; also southern Angola): Hus's rules with its own start. German Wikipedia: outer rows
 * full and the right half of each inner row, less a 2×2 square of empty pits in the middle of the
 * board (22 seeds a side on 4×8), boards of 8 to 16 pits a row. English Wikipedia: the four right-hand
 * inner pits full (24 a side). Captures from an occupied inner pit take both opposing pits, which must
 * both hold seeds, and the seeds are sown on from the next pit; the player left without a move loses.
 */
import type { Layout } from '../families/omweso.js';
import { defineOmwesoGame, layoutNote, row } from '../families/omweso.js';

/**
 * Rows top to bottom (B, BB, AA, A), each left to right as printed. Each player's right is where
 * their inner row starts full: A's right is the printed right, B's the printed left.
 * `filled`: how many inner pits from each player's right hold two seeds.
 */
const layout = (columns: number, filled: number): Layout => [
  row(columns, 2),
  Array.from({ length: columns }, (_, c) => (c < filled ? 2 : 0)),
  Array.from({ length: columns }, (_, c) => (c >= columns - filled ? 2 : 0)),
  row(columns, 2),
];

/** German Wikipedia's start: the right half of the inner row less its middle pit, which leaves the empty 2×2 square. */
const withGap = (columns: number) => layout(columns, columns / 2 - 1);

export const OWELA_LAYOUTS: Readonly<Record<string, Layout>> = {
  gap: withGap(8),
  half: layout(8, 4),
  'gap-12': withGap(12),
  'gap-16': withGap(16),
};

export const owela = defineOmwesoGame({
  id: 'owela',
  name: 'Owela',
  columns: 8,
  layouts: OWELA_LAYOUTS,
  markers: 'inner-row',
  take: 'pair',
  reverse: 'never',
  defaults: { layout: 'gap', akawumbi: 'off', passing: 'not-allowed' },
  optionNotes: {
    layout: layoutNote(
      OWELA_LAYOUTS,
      'Board and start: four rows of 8, 12 or 16, two seeds in every outer pit and in the inner pits on the right, less an empty 2×2 square in the middle (German Wikipedia); or, on 4×8, all four right-hand inner pits full (English Wikipedia)',
      [
        '4×8, 22 seeds a side, the middle square empty',
        '4×8, 24 seeds a side, four inner pits full',
        '4×12, 34 seeds a side, the middle square empty',
        '4×16, 46 seeds a side, the middle square empty',
      ],
    ),
  },
});

export default owela;
