/**
 * The state tokens that name a pit after a word, `<word>-<pit>` (a claimed pit, a pair, a taken
 * hole: which word is the game's): written with the pit's label in lower case, read back to the pit.
 * Games' state codecs (StateCodec) share these so every such token reads and writes the same way.
 */
import type { Topology } from './topology.js';
import { pitByLabel } from './topology.js';
import type { PitId } from './types.js';

/** `claimed-b7` for the word `claimed` and the pit labelled B7. */
export const pitToken = (word: string, topology: Topology, pit: PitId): string => `${word}-${topology.labels[pit]!.toLowerCase()}`;

/** What a token reads as: not this word's (null), its pit, or the text after the word that names no pit (for the game to say so). */
export type PitTokenRead = null | { readonly pit: PitId } | { readonly unknown: string };

export function readPitToken(word: string, token: string, topology: Topology): PitTokenRead {
  if (!token.startsWith(`${word}-`)) return null;
  const label = token.slice(word.length + 1);
  const pit = pitByLabel(topology, label);
  return pit === undefined ? { unknown: label } : { pit };
}
