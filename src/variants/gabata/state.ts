/**
 * Gabata's own state: the holes taken as a wegue (Amharic, as Pankhurst 1971 spells it in the Ludii
 * portal's summary), always on the side of the player who lost them, so the captor follows from the
 * hole; and the holes still holding the three seeds they started with, which cannot be taken yet.
 * The notation writes `wegue-<pit>` for each wegue and `fresh-<pit>` for each untouched hole.
 */
import type { PitTokenRead } from '../../engine/pit-tokens.js';
import { pitToken, readPitToken } from '../../engine/pit-tokens.js';
import { quote } from '../../words/quote.js';
import type { StateCodec } from '../../engine/ruleset.js';
import type { Topology } from '../../engine/topology.js';
import type { PitId, Player } from '../../engine/types.js';

declare module '../../engine/types.js' {
  interface GameStates {
    /** Holes taken as a wegue, in pit order. Example: [14] (B1, A's). */
    readonly wegue: readonly PitId[];
    /** Holes never lifted since the start, in pit order: they cannot be taken. */
    readonly fresh: readonly PitId[];
  }
}

/** Whose wegue a hole is: the player who does not own it. */
export const captorOf = (topology: Topology, pit: PitId): Player => 1 - topology.owner[pit]!;

const sorted = (pits: readonly PitId[]) => [...new Set(pits)].sort((x, y) => x - y);

function listToken(prefix: 'wegue' | 'fresh', read: Exclude<PitTokenRead, null>, list: readonly PitId[] | undefined): PitId[] | string {
  if ('unknown' in read) return `A ${prefix} hole names a pit, such as ${prefix}-b1; found ${quote(read.unknown)}.`;
  return sorted([...(list ?? []), read.pit]);
}

export const gabataState: StateCodec = {
  keys: ['wegue', 'fresh'],
  tokens: [
    {
      form: 'wegue-<pit>',
      example: 'wegue-b5',
      meaning: 'a hole taken as a wegue (here B5, one of B’s, so A’s wegue), never sown from, its seeds its captor’s at the end; one token for each, in pit order.',
    },
    {
      form: 'fresh-<pit>',
      example: 'fresh-c2',
      meaning: 'a hole that still holds the three seeds it started with (here C2), which cannot be taken yet; one token for each, in pit order.',
    },
  ],
  format: (state, topology) => [...(state.wegue ?? []).map((pit) => pitToken('wegue', topology, pit)), ...(state.fresh ?? []).map((pit) => pitToken('fresh', topology, pit))],
  parse(token, state, topology) {
    for (const prefix of ['wegue', 'fresh'] as const) {
      const read = readPitToken(prefix, token, topology);
      if (!read) continue;
      const list = listToken(prefix, read, state[prefix]);
      if (typeof list === 'string') return list;
      state[prefix] = list;
      return true;
    }
    return false;
  },
  notes: (state, topology) => (state.wegue ?? []).map((pit) => ({ pit, word: `${'AB'[captorOf(topology, pit)]}'s wegue` })),
};
