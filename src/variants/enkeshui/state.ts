/**
 * Enkeshui's own state: the bulls, pits that became a player's when a lap ended there (English
 * Wikipedia, "Enkeshui"; Russ 1984, p. 42, as encoded by StoneShark). A bull may stand on either
 * row; its seeds are never lifted again. The notation writes each as `bull-<owner>-<pit>`, A's
 * first, each player's in board order: `bull-a-b3`.
 */
import { pitToken, readPitToken } from '../../engine/pit-tokens.js';
import { quote } from '../../words/quote.js';
import type { StateCodec } from '../../engine/ruleset.js';
import type { PitId, Player } from '../../engine/types.js';

declare module '../../engine/types.js' {
  interface GameStates {
    /** Each player's bulls, A's list first, each in board order. Example: [[11], []] (B5 is A's bull). */
    readonly bulls: readonly (readonly PitId[])[];
  }
}

export type Bulls = readonly (readonly PitId[])[];

export const NO_BULLS: Bulls = [[], []];

/** The player whose bull `pit` is, or null. */
export const bullOwner = (bulls: Bulls, pit: PitId): Player | null => {
  const found = bulls.findIndex((list) => list.includes(pit));
  return found < 0 ? null : found;
};

/** `bulls` with `pit` made `player`'s, lists kept in board order so equal positions are equal data. */
export const withBull = (bulls: Bulls, player: Player, pit: PitId): Bulls => bulls.map((list, p) => (p === player ? [...list, pit].sort((x, y) => x - y) : list));

export const hasBulls = (bulls: Bulls): boolean => bulls.some((list) => list.length > 0);

export const bullState: StateCodec = {
  keys: ['bulls'],
  tokens: [
    {
      form: 'bull-<player>-<pit>',
      example: 'bull-a-b3',
      meaning: 'a pit that is a player’s bull (here B3, A’s): its seeds are never lifted again and count for that player at the end; one token for each, A’s first.',
    },
  ],
  format: (state, topology) => (state.bulls ?? []).flatMap((list, player) => list.map((pit) => pitToken(`bull-${'ab'[player]}`, topology, pit))),
  parse(token, state, topology) {
    if (!token.startsWith('bull-')) return false;
    const [who, label] = token.slice(5).split('-');
    const player = who === 'a' ? 0 : who === 'b' ? 1 : -1;
    if (player < 0) return `A bull names its player, a or b, as in bull-a-b3; found ${quote(who ?? '')}.`;
    const read = readPitToken(`bull-${who}`, token, topology);
    if (!read || 'unknown' in read) return `A bull names a pit, such as bull-a-b3; found ${quote(label ?? '')}.`;
    const { pit } = read;
    const bulls = state.bulls ?? NO_BULLS;
    if (bullOwner(bulls, pit) !== null) return `${topology.labels[pit]} is written as a bull twice.`;
    state.bulls = withBull(bulls, player, pit);
    return true;
  },
  notes: (state) => (state.bulls ?? []).flatMap((list, player) => list.map((pit) => ({ pit, word: `${'AB'[player]}'s bull` }))),
};
