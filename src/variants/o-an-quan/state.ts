/**
 * Ô ăn quan's own state: where each mandarin piece (quan) is, and what each player has borrowed.
 *
 * The board counts a mandarin as the seeds it is worth (10, or 5 under some rules), so a mandarin
 * pit's count is its mandarin's value plus the citizen seeds (dân) sown into it, and a captured
 * mandarin adds its value to its captor's store. The state says which pits still hold their
 * mandarin and who took the others, which the rules need: a mandarin is never spent to refill a row.
 * The notation writes `quan-<left><right>` once a mandarin has been captured, each letter `q` for a
 * mandarin still in its pit or the seat that captured it: `quan-aq` once A has taken the left one.
 * No token means both are still in their pits, as at the start.
 *
 * Seeds borrowed to refill an empty row (English Wikipedia: "borrow ... and return it when counting")
 * are written `owes-<seat><seeds>`: `owes-a3` is three seeds A must give back at the end.
 */
import { quote } from '../../words/quote.js';
import type { StateCodec } from '../../engine/ruleset.js';
import type { Player } from '../../engine/types.js';

declare module '../../engine/types.js' {
  interface GameStates {
    /** Each end pit's mandarin, left then right: -1 while it is in its pit, else the seat that captured it. Example: [-1, 0]. */
    readonly quan: readonly number[];
    /** Seeds each seat has borrowed and must give back at the end, by seat. Example: [3, 0]. */
    readonly owes: readonly number[];
  }
}

const LETTER: Record<string, number> = { q: -1, a: 0, b: 1 };
const letterOf = (where: number) => (where < 0 ? 'q' : where === 0 ? 'a' : 'b');

/**
 * Citizen seeds a seat has captured: its store less the value of the mandarins it holds (never less
 * than none, for a typed-in position whose mandarin pit held less than its mandarin's worth).
 */
export const capturedSeeds = (stores: readonly number[], quan: readonly number[], seat: Player, value: number): number =>
  Math.max(0, stores[seat]! - value * quan.filter((where) => where === seat).length);

export const quanState: StateCodec = {
  keys: ['quan', 'owes'],
  tokens: [
    {
      form: 'quan-<left><right>',
      example: 'quan-aq',
      meaning:
        'where each mandarin piece is, the left end pit’s first: q while it is still in its pit, a or b once that player has captured it (here A took the left one); no token while both are still in their pits.',
    },
    {
      form: 'owes-<seat><seeds>',
      example: 'owes-a3',
      meaning: 'seeds a player borrowed from the other to refill an empty row (here A owes 3), given back when the game is scored.',
    },
  ],
  format: (state) => [
    ...(state.quan?.some((where) => where >= 0) ? [`quan-${state.quan.map(letterOf).join('')}`] : []),
    ...(state.owes ?? []).flatMap((n, seat) => (n > 0 ? [`owes-${letterOf(seat)}${n}`] : [])),
  ],
  parse(token, state) {
    const quan = /^quan-([qab])([qab])$/.exec(token);
    if (quan) {
      state.quan = [LETTER[quan[1]!]!, LETTER[quan[2]!]!];
      return true;
    }
    if (token.startsWith('quan-'))
      return `A quan token gives each mandarin's place, left then right: q (still in its pit), a or b (who took it), as in quan-aq; found ${quote(token)}.`;
    // As many digits as a seed count may have: a long game can run a debt past 99.
    const owes = /^owes-([ab])([0-9]{1,4})$/.exec(token);
    if (owes) {
      const debts = [...(state.owes ?? [0, 0])];
      debts[LETTER[owes[1]!]!] = Number(owes[2]);
      state.owes = debts;
      return true;
    }
    if (token.startsWith('owes-')) return `An owes token names a seat and the seeds it borrowed, as in owes-a3; found ${quote(token)}.`;
    return false;
  },
};
