/**
 * Bao's own state, beyond what every game keeps: who still owns a nyumba, the pit under takasia for
 * this move, and (Malawi) who has still to play the opening gambit; and how the notation writes it:
 * `houses-<seats>`, `takasia-<pit>`, `gambit-<seats>`, in that order, after the shared tokens.
 */
import { quote } from '../../engine/errors.js';
import { seatFlags, seatLetters } from '../../engine/notation.js';
import type { StateCodec } from '../../engine/ruleset.js';
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

export const baoState: StateCodec = {
  keys: ['houses', 'takasia', 'gambit'],
  tokens: ['houses-<seats>', 'takasia-<pit>', 'gambit-<seats>'],
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
