/**
 * Omweso (Uganda) and the relatives seed 002 gives by difference. The shared rules are in
 * omweso-family.ts; here each game is data: board, layouts, which pits are markers, what a capture
 * takes, when a lap may go clockwise, and the options a reader can change.
 */
import type { Layout, OmwesoGame, OmwesoOptions } from './omweso-family.js';
import { defineOmwesoGame } from './omweso-family.js';

const row = (columns: number, ...pattern: number[]) => Array.from({ length: columns }, (_, c) => pattern[c % pattern.length]!);

/** Seed 002's three typical Omweso layouts (each player may arrange their 32 seeds as they like). */
export const OMWESO_LAYOUTS: Readonly<Record<string, Layout>> = {
  fours: [row(8, 4), row(8, 0), row(8, 0), row(8, 4)],
  twos: [row(8, 2), row(8, 2), row(8, 2), row(8, 2)],
  checkerboard: [row(8, 4, 0), row(8, 0, 4), row(8, 4, 0), row(8, 0, 4)],
};

const PASSING = {
  name: 'Passing',
  labels: ['not allowed', 'allowed, but not twice running'],
  text: 'Letting a turn go by: not allowed (English Wikipedia: a player who cannot move loses), or allowed but never straight after the opponent has passed (Italian Wikipedia: "often" allowed)',
  choices: ['not-allowed', 'allowed'],
} as const;
const AKAWUMBI = {
  name: 'Akawumbi',
  labels: ['captures from every column', 'captures at both end columns', 'off'],
  text: 'Akawumbi, the special win: one turn captures from every column, its last capture at an end column (Italian Wikipedia); or captures at both end columns (English Wikipedia); or off',
  choices: ['all-columns', 'both-ends', 'off'],
} as const;
/** A layout's key in words: 'fours' to 'fours', 'checkerboard' to 'checkerboard', 'two-fours' to 'two fours'. */
const layoutNote = (layouts: Readonly<Record<string, Layout>>, text: string) => ({
  name: 'Starting layout',
  text,
  choices: Object.keys(layouts),
  labels: Object.keys(layouts).map((key) => key.replace(/-/g, ' ')),
});

/** Omweso's own defaults, which its relatives keep unless the seed says otherwise. */
const OMWESO_DEFAULTS: OmwesoOptions = {
  layout: 'fours',
  markers: 'both-rows',
  reverse: 'capture',
  resow: 'marker',
  akawumbi: 'all-columns',
  passing: 'not-allowed',
};

const relative = (game: Omit<OmwesoGame, 'defaults' | 'optionNotes'> & Partial<Pick<OmwesoGame, 'defaults' | 'optionNotes'>>) =>
  defineOmwesoGame({
    defaults: { layout: Object.keys(game.layouts)[0]!, akawumbi: 'all-columns', passing: 'not-allowed' },
    optionNotes: {
      layout: layoutNote(game.layouts, 'The starting layout'),
      akawumbi: AKAWUMBI,
      passing: PASSING,
    },
    ...game,
  });

export const omweso = defineOmwesoGame({
  id: 'omweso',
  name: 'Omweso',
  columns: 8,
  layouts: OMWESO_LAYOUTS,
  markers: 'both-rows',
  take: 'pair',
  reverse: 'direct',
  defaults: OMWESO_DEFAULTS,
  optionNotes: {
    layout: layoutNote(OMWESO_LAYOUTS, "The starting layout: four in each outer pit, two in every pit, or the checkerboard (the Italian Wikipedia's three typical ones)"),
    markers: {
      name: 'Pits that can capture',
      labels: ['either row', 'the inner row only'],
      text: 'Pits that can capture: an occupied pit of either row (Italian Wikipedia), or of the inner row only (English Wikipedia)',
      choices: ['both-rows', 'inner-row'],
    },
    reverse: {
      name: 'Clockwise laps',
      labels: ['any lap that captures at once', 'a relay from the two leftmost pits', 'a lap from the four leftmost pits'],
      text: "A lap may go clockwise when it captures at once: any lap (Italian Wikipedia); only a relay from one of the two leftmost pits (its stricter rule); or a lap from one of the four leftmost pits (English Wikipedia)",
      choices: ['capture', 'left-relay', 'left-four'],
    },
    resow: {
      name: 'Sowing captured seeds',
      labels: ['from the marker', 'from where the lap started'],
      text: 'Captured seeds are sown on from the marker (Italian Wikipedia), or from the pit the capturing lap started from (English Wikipedia)',
      choices: ['marker', 'lap-start'],
    },
    akawumbi: AKAWUMBI,
    passing: PASSING,
  },
}, {
  // The rules as English Wikipedia gives them: inner-row captures sown from the lap's start, clockwise from the four leftmost pits, no passing.
  wikipedia: { markers: 'inner-row', resow: 'lap-start', reverse: 'left-four', akawumbi: 'both-ends', passing: 'not-allowed' },
}, { wikipedia: 'English Wikipedia\u2019s rules' });

/** Coro (Lango, Uganda): a capture also lifts the captor's own inner pit of the column. */
export const coro = relative({
  id: 'coro', name: 'Coro', columns: 8, layouts: OMWESO_LAYOUTS, markers: 'both-rows', take: 'pair-and-own', reverse: 'direct',
});

/** Aweet (Sudan): Coro on 4 rows of 10. */
export const AWEET_LAYOUTS: Readonly<Record<string, Layout>> = {
  fours: [row(10, 4), row(10, 0), row(10, 0), row(10, 4)],
};
export const aweet = relative({
  id: 'aweet', name: 'Aweet', columns: 10, layouts: AWEET_LAYOUTS, markers: 'both-rows', take: 'pair-and-own', reverse: 'direct',
});

/** Hus (Namibia): 48 seeds; inner-row markers only; never clockwise; only the usual win. */
export const HUS_LAYOUTS: Readonly<Record<string, Layout>> = {
  seed: [row(8, 2), [2, 2, 2, 2, 0, 0, 0, 0], [0, 0, 0, 0, 2, 2, 2, 2], row(8, 2)],
};
export const hus = defineOmwesoGame({
  id: 'hus',
  name: 'Hus',
  columns: 8,
  layouts: HUS_LAYOUTS,
  markers: 'inner-row',
  take: 'pair',
  reverse: 'never',
  defaults: { layout: 'seed', akawumbi: 'off', passing: 'not-allowed' },
  optionNotes: { layout: layoutNote(HUS_LAYOUTS, 'The starting layout (Italian Wikipedia)'), passing: PASSING },
});

/** Igisoro (Rwanda): 4 in every inner pit; inner-row markers; the direction opens after a lap ends in a marked pit. */
export const IGISORO_LAYOUTS: Readonly<Record<string, Layout>> = {
  seed: [row(8, 0), row(8, 4), row(8, 4), row(8, 0)],
};
export const igisoro = relative({
  id: 'igisoro', name: 'Igisoro', columns: 8, layouts: IGISORO_LAYOUTS, markers: 'inner-row', take: 'pair', reverse: 'marked-pits',
  // Seed 002's diagram marks the end pits of the outer rows and the second from each end of the inner rows.
  marked: ['A1', 'A8', 'AA2', 'AA7', 'B1', 'B8', 'BB2', 'BB7'],
});

/** Kombe (Lamu, Kenya): its own layout; only the inner pit is taken; clockwise when it leads to a capture, even through relays. */
export const KOMBE_LAYOUTS: Readonly<Record<string, Layout>> = {
  seed: [[5, 5, 5, 5, 0, 0, 0, 0], [2, 2, 2, 6, 0, 0, 0, 0], [0, 0, 0, 0, 6, 2, 2, 2], [0, 0, 0, 0, 5, 5, 5, 5]],
};
export const kombe = relative({
  id: 'kombe', name: 'Kombe', columns: 8, layouts: KOMBE_LAYOUTS, markers: 'both-rows', take: 'inner', reverse: 'indirect',
});

/** Mongale (Mombasa, Kenya): Omweso with its own layout. */
export const MONGALE_LAYOUTS: Readonly<Record<string, Layout>> = {
  seed: [[4, 4, 4, 0, 0, 0, 0, 0], [2, 2, 2, 0, 7, 0, 0, 7], [7, 0, 0, 7, 0, 2, 2, 2], [0, 0, 0, 0, 0, 4, 4, 4]],
};
export const mongale = relative({
  id: 'mongale', name: 'Mongale', columns: 8, layouts: MONGALE_LAYOUTS, markers: 'both-rows', take: 'pair', reverse: 'direct',
});

/** Mongola (Congo): 4 rows of 7, 56 seeds in a checkerboard. */
export const MONGOLA_LAYOUTS: Readonly<Record<string, Layout>> = {
  seed: [row(7, 4, 0), row(7, 0, 4), row(7, 0, 4), row(7, 4, 0)],
};
export const mongola = relative({
  id: 'mongola', name: 'Mongola', columns: 7, layouts: MONGOLA_LAYOUTS, markers: 'both-rows', take: 'pair', reverse: 'direct',
});
