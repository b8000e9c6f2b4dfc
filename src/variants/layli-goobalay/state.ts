/**
 * Layli Goobalay's own state: the uurs ("pregnant" pits). A last seed in an own empty pit facing a
 * pit of exactly three takes one of the three, leaving two in each pit, and both pits become uurs of
 * the player who made them (English Wikipedia; Mancala World after Red Sea Online; Marin 1931 as the
 * Ludii portal quotes him). So uurs come in pairs, one pit in each row of a column, and a column is a
 * pair once only. The notation names a pair by its maker's own pit, `uur-a3` (A's pair: A3 and the
 * pit facing it), listed in pit order, so A's come first.
 */
import { pitToken, readPitToken } from '../../engine/pit-tokens.js';
import { quote } from '../../words/quote.js';
import type { StateCodec, StateControl } from '../../engine/ruleset.js';
import type { Topology } from '../../engine/topology.js';
import type { PitId, Player } from '../../engine/types.js';

declare module '../../engine/types.js' {
  interface GameStates {
    /** Each pair of uurs, named by its maker's own pit (the maker is that pit's row's owner). Example: [2] (A3 and B3, A's). */
    readonly uur: readonly PitId[];
  }
}

/** The pairs' pits, each with its holder: the maker owns both pits of a pair, on either row. */
export function uurHolders(topology: Topology, pairs: readonly PitId[]): Map<PitId, Player> {
  const holders = new Map<PitId, Player>();
  for (const pit of pairs) {
    const maker = topology.owner[pit]!;
    holders.set(pit, maker).set(topology.facing[pit]!, maker);
  }
  return holders;
}

/** Why a list of pairs cannot occur (a column made a pair twice), or null. */
export function pairsProblem(topology: Topology, pairs: readonly PitId[]): string | null {
  const columns = new Set<PitId>();
  for (const pit of pairs) {
    const column = Math.min(pit, topology.facing[pit]!);
    if (columns.has(column)) return `The uurs of ${topology.labels[pit]}'s column are written twice: a column is one pair, made by one player.`;
    columns.add(column);
  }
  return null;
}

export const inPitOrder = (pairs: readonly PitId[]): PitId[] => [...pairs].sort((x, y) => x - y);

/** How many pairs the position editor offers each player: enough for the positions a reader types in. */
const CONTROLS_PER_PLAYER = 3;

export const uurState: StateCodec = {
  keys: ['uur'],
  tokens: [
    {
      form: 'uur-<pit>',
      example: 'uur-a5',
      meaning: 'a pair of uurs, named by the pit of the player who made it (here A5, so A5 and B5 are A’s), never sown from; one token for each pair, in pit order.',
    },
  ],
  format: (state, topology) => inPitOrder(state.uur ?? []).map((pit) => pitToken('uur', topology, pit)),
  parse(token, state, topology) {
    const read = readPitToken('uur', token, topology);
    if (!read) return false;
    if ('unknown' in read) return `A pair of uurs is named by its maker's pit, such as uur-a3; found ${quote(read.unknown)}.`;
    const pairs = [...(state.uur ?? []), read.pit];
    const problem = pairsProblem(topology, pairs);
    if (problem) return problem;
    state.uur = inPitOrder(pairs);
    return true;
  },
  notes: (state, topology) => [...uurHolders(topology, state.uur ?? [])].sort(([x], [y]) => x - y).map(([pit, holder]) => ({ pit, word: `${'AB'[holder]}'s uur` })),
  controls: (topology) =>
    [0, 1].flatMap((player) =>
      Array.from({ length: CONTROLS_PER_PLAYER }, (): StateControl => ({
        key: 'uur',
        kind: 'pits',
        label: `${'AB'[player]}'s pair of uurs`,
        none: 'none',
        pits: topology.rows.flatMap((row) => row.pits).filter((pit) => topology.owner[pit] === player),
      })),
    ),
};
