/**
 * Bao's own state, beyond what every game keeps: who still owns a nyumba, the pit under takasia for
 * this move, and (Malawi) who has still to play the opening gambit; and how the notation writes it:
 * `houses-<seats>`, `takasia-<pit>`, `gambit-<seats>`, in that order, after the shared tokens.
 */
import { quote } from '../../words/quote.js';
import { seatFlags, seatLetters } from '../../engine/notation.js';
import type { StateCodec, StateControl } from '../../engine/ruleset.js';
import type { Topology } from '../../engine/topology.js';
import { pitByLabel } from '../../engine/topology.js';

declare module '../../engine/types.js' {
  interface GameStates {
    /** Which players still own their nyumba (the square pit with its special rules), by seat. Example: [true, false]. */
    readonly houses: readonly boolean[];
    /** A pit of the player to move that is under takasia for this move: it may not start a non-capturing move. */
    readonly takasia: PitId;
    /** Malawi: which players have still to play the opening gambit (their first turn rearranges seeds instead of sowing), by seat. */
    readonly gambit: readonly boolean[];
  }
}

const codec: StateCodec = {
  keys: ['houses', 'takasia', 'gambit'],
  turnKeys: ['takasia', 'gambit'],
  tokens: [
    {
      form: 'houses-<seats>',
      example: 'houses-ab',
      meaning:
        'the players who still own their nyumba, the square house pit with powers of its own; houses-ab is both, houses-b only the top player, and no token at all means neither.',
    },
    {
      form: 'takasia-<pit>',
      example: 'takasia-aa3',
      meaning: 'the pit of the player to move that is under takasia for this move (here AA3), which may not start a move that captures nothing.',
    },
    {
      form: 'gambit-<seats>',
      example: 'gambit-ab',
      meaning: 'in Malawi, the players who have still to play the opening gambit, whose first turn rearranges seeds instead of sowing.',
    },
  ],
  format: (state, topology) => [
    ...(state.houses?.some(Boolean) ? [`houses-${seatLetters(state.houses)}`] : []),
    ...(state.takasia !== undefined ? [`takasia-${topology.labels[state.takasia]!.toLowerCase()}`] : []),
    ...(state.gambit?.some(Boolean) ? [`gambit-${seatLetters(state.gambit)}`] : []),
  ],
  parse(token, state, topology) {
    if (/^houses-[ab]{1,2}$/.test(token)) state.houses = seatFlags(token);
    else if (/^gambit-[ab]{1,2}$/.test(token)) state.gambit = seatFlags(token);
    else if (token.startsWith('takasia-')) {
      const pit = pitByLabel(topology, token.slice(8));
      if (pit === undefined) return `Takasia names a pit, such as takasia-aa3; found ${quote(token.slice(8))}.`;
      state.takasia = pit;
    } else return false;
    return true;
  },
};

const SEAT_NAMES = ['A', 'B'];

/**
 * What the position editor offers: each player's nyumba, each one's gambit where the rules open with
 * it, and the pit under takasia, one of the front (inner) rows' (rows print B, BB, AA, A).
 */
const controls =
  (gambit: boolean) =>
  (topology: Topology): StateControl[] => [
    ...SEAT_NAMES.map((name, seat): StateControl => ({ key: 'houses', kind: 'flag', seat, label: `${name} still owns the nyumba` })),
    ...(gambit ? SEAT_NAMES.map((name, seat): StateControl => ({ key: 'gambit', kind: 'flag', seat, label: `${name} has still to play the opening gambit` })) : []),
    { key: 'takasia', kind: 'pit', label: 'Takasia on', none: 'no pit', pits: [...topology.rows[1]!.pits, ...topology.rows[2]!.pits] },
  ];

/** Bao's state codec; the editor offers the gambit only where the rules open with it (Malawi's). */
export const baoState = (gambit: boolean): StateCodec => ({
  ...codec,
  controls: controls(gambit),
  notes: (state) => (state.takasia === undefined ? [] : [{ pit: state.takasia, word: 'takasia' }]),
});
