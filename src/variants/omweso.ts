/**
 * Omweso (Uganda) and the relatives the Italian Wikipedia article on Omweso gives by difference. The
 * shared rules are in omweso-family.ts; here each game is data: board, layouts, which pits are
 * markers, what a capture takes, when a lap may go clockwise, and the options a reader can change.
 * The option notes are the infobox's words, so they speak of the board, not of our sources' labels.
 */
import type { Layout, OmwesoGame, OmwesoOptions } from './omweso-family.js';
import { defineOmwesoGame } from './omweso-family.js';

const row = (columns: number, ...pattern: number[]) => Array.from({ length: columns }, (_, c) => pattern[c % pattern.length]!);

/** The Italian article's three typical Omweso layouts (each player may arrange their 32 seeds as they like). */
export const OMWESO_LAYOUTS: Readonly<Record<string, Layout>> = {
  fours: [row(8, 4), row(8, 0), row(8, 0), row(8, 4)],
  twos: [row(8, 2), row(8, 2), row(8, 2), row(8, 2)],
  checkerboard: [row(8, 4, 0), row(8, 0, 4), row(8, 4, 0), row(8, 0, 4)],
};
const OMWESO_LAYOUT_LABELS = ['four in each outer pit', 'two in every pit', 'four in every other pit, a checkerboard'];

const PASSING = {
  name: 'Passing',
  labels: ['not allowed', 'allowed, but never three passes in a row'],
  text: 'Passing: a player who can move must move; or, as Omweso players often allow, a player may let a turn go by and the opponent may pass back, but then the first to pass must move',
  choices: ['not-allowed', 'allowed'],
} as const;
const AKAWUMBI = {
  name: 'Akawumbi',
  labels: ['captures from every column', 'captures at both end columns', 'off'],
  text: 'Akawumbi, the special win: one turn captures from every column, the last capture at an end column; or, as English Wikipedia has it, one turn captures at both end columns; or no special win',
  choices: ['all-columns', 'both-ends', 'off'],
} as const;
/** A game's starting layouts, each with the words the infobox shows for it. */
const layoutNote = (layouts: Readonly<Record<string, Layout>>, text: string, labels: readonly string[]) => ({
  name: 'Starting layout',
  text,
  choices: Object.keys(layouts),
  labels,
});

/** Omweso's own defaults, which its relatives keep unless the Italian article says otherwise. */
const OMWESO_DEFAULTS: OmwesoOptions = {
  layout: 'fours',
  markers: 'both-rows',
  reverse: 'capture',
  resow: 'marker',
  resowDirection: 'new-lap',
  akawumbi: 'all-columns',
  passing: 'not-allowed',
};

/** A relative of Omweso; `layoutWords` is its starting layout's sentence and the words for each layout. */
const relative = ({
  layoutWords,
  ...game
}: Omit<OmwesoGame, 'defaults' | 'optionNotes'> & Partial<Pick<OmwesoGame, 'defaults' | 'optionNotes'>> & { layoutWords: [string, readonly string[]] }) =>
  defineOmwesoGame({
    defaults: { layout: Object.keys(game.layouts)[0]!, akawumbi: 'all-columns', passing: 'not-allowed' },
    optionNotes: {
      layout: layoutNote(game.layouts, ...layoutWords),
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
    layout: layoutNote(OMWESO_LAYOUTS, 'Starting layout: each player places their 32 seeds as they like; these are three typical ways', OMWESO_LAYOUT_LABELS),
    markers: {
      name: 'Pits that can capture',
      labels: ['either row', 'the inner row only'],
      text: 'Pits that can capture: an occupied pit of either of your rows, or, as English Wikipedia has it, of your inner row only',
      choices: ['both-rows', 'inner-row'],
    },
    reverse: {
      name: 'Clockwise laps',
      labels: ['any lap that captures at once', 'a relay from the leftmost pit of either row', 'a lap from the four leftmost pits'],
      text: 'Clockwise laps: a lap may go clockwise instead, but only if it then ends in a capture at once; accounts differ on which laps may',
      choices: ['capture', 'left-relay', 'left-four'],
    },
    resow: {
      name: 'Sowing captured seeds',
      labels: ['from the marker', 'from where the lap started'],
      text: 'Sowing captured seeds: on from the marker, or, as English Wikipedia has it, from the pit the capturing lap started from',
      choices: ['marker', 'lap-start'],
    },
    resowDirection: {
      name: 'Direction of captured seeds',
      labels: ['a lap of their own', 'on the way the capturing lap went'],
      text: 'Direction of captured seeds: they start a lap of their own, counter-clockwise unless that lap may go clockwise; or they carry on the way the capturing lap went, even clockwise',
      choices: ['new-lap', 'continue'],
    },
    akawumbi: AKAWUMBI,
    passing: PASSING,
  },
}, {
  // The rules as English Wikipedia gives them: inner-row captures sown from the lap's start, clockwise from the four leftmost pits, no passing.
  wikipedia: { markers: 'inner-row', resow: 'lap-start', resowDirection: 'new-lap', reverse: 'left-four', akawumbi: 'both-ends', passing: 'not-allowed' },
}, { wikipedia: 'English Wikipedia\u2019s rules' });

/** Coro (Lango, Uganda): a capture also lifts the captor's own inner pit of the column. */
export const coro = relative({
  id: 'coro', name: 'Coro', columns: 8, layouts: OMWESO_LAYOUTS, markers: 'both-rows', take: 'pair-and-own', reverse: 'direct',
  layoutWords: ['Starting layout: as in Omweso, each player places their 32 seeds as they like; these are three typical ways', OMWESO_LAYOUT_LABELS],
});

/** Aweet (Sudan): Coro on 4 rows of 10. */
export const AWEET_LAYOUTS: Readonly<Record<string, Layout>> = {
  fours: [row(10, 4), row(10, 0), row(10, 0), row(10, 4)],
};
export const aweet = relative({
  id: 'aweet', name: 'Aweet', columns: 10, layouts: AWEET_LAYOUTS, markers: 'both-rows', take: 'pair-and-own', reverse: 'direct',
  layoutWords: ['Starting layout: no source gives one, so our board carries over Omweso\u2019s first typical layout', ['four in each outer pit']],
});

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

/** Igisoro (Rwanda): 4 in every inner pit; inner-row markers; the direction opens after a lap ends in a marked pit. */
export const IGISORO_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [row(8, 0), row(8, 4), row(8, 4), row(8, 0)],
};
export const igisoro = relative({
  id: 'igisoro', name: 'Igisoro', columns: 8, layouts: IGISORO_LAYOUTS, markers: 'inner-row', take: 'pair', reverse: 'marked-pits',
  layoutWords: ['Starting layout: 32 seeds a side', ['four in every inner pit']],
  // The Italian article's diagram marks the end pits of the outer rows and the second from each end of the inner rows.
  marked: ['A1', 'A8', 'AA2', 'AA7', 'B1', 'B8', 'BB2', 'BB7'],
});

/** Kombe (Lamu, Kenya): its own layout; only the inner pit is taken; clockwise when it leads to a capture, even through relays. */
export const KOMBE_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [[5, 5, 5, 5, 0, 0, 0, 0], [2, 2, 2, 6, 0, 0, 0, 0], [0, 0, 0, 0, 6, 2, 2, 2], [0, 0, 0, 0, 5, 5, 5, 5]],
};
export const kombe = relative({
  id: 'kombe', name: 'Kombe', columns: 8, layouts: KOMBE_LAYOUTS, markers: 'both-rows', take: 'inner', reverse: 'indirect',
  layoutWords: ['Starting layout: 32 seeds a side, all on the player\u2019s right half', ['five in each of the four right-hand outer pits, then 6, 2, 2 and 2 in the inner pits in front of them']],
});

/** Mongale (Mombasa, Kenya): Omweso with its own layout. */
export const MONGALE_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [[4, 4, 4, 0, 0, 0, 0, 0], [2, 2, 2, 0, 7, 0, 0, 7], [7, 0, 0, 7, 0, 2, 2, 2], [0, 0, 0, 0, 0, 4, 4, 4]],
};
export const mongale = relative({
  id: 'mongale', name: 'Mongale', columns: 8, layouts: MONGALE_LAYOUTS, markers: 'both-rows', take: 'pair', reverse: 'direct',
  layoutWords: ['Starting layout: 32 seeds a side, fixed', ['three fours in the outer row, sevens and twos in the inner row']],
});

/** Mongola (Congo): 4 rows of 7, 56 seeds in a checkerboard. */
export const MONGOLA_LAYOUTS: Readonly<Record<string, Layout>> = {
  usual: [row(7, 4, 0), row(7, 0, 4), row(7, 0, 4), row(7, 4, 0)],
};
export const mongola = relative({
  id: 'mongola', name: 'Mongola', columns: 7, layouts: MONGOLA_LAYOUTS, markers: 'both-rows', take: 'pair', reverse: 'direct',
  layoutWords: ['Starting layout: 28 seeds a side', ['four in every other pit, a checkerboard']],
});
