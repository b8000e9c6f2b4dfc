/**
 * Toguz Kumalak's own state: the pits claimed as a tuzdyk (Kyrgyz tuz), at most one for each player,
 * on the opponent's side. The claimant follows from the pit: a tuzdyk on B's row is A's. The notation
 * writes each as `tuzdyk-<pit>` after the shared tokens, A's first: `tuzdyk-b7`.
 *
 * The restrictions on a claim (Pantusov 1906, as summarised by the Ludii portal; playstrategy.org;
 * Wikipedia): one tuzdyk a player for the whole game, never the opponent's ninth pit (the last pit of
 * the claimant's track), never the pit that carries the same number as the opponent's tuzdyk, each side
 * numbering its own pits from its own left (the same place in the claimant's track).
 */
import { pitToken, readPitToken } from '../../engine/pit-tokens.js';
import { quote } from '../../words/quote.js';
import type { StateCodec, StateControl } from '../../engine/ruleset.js';
import type { Topology } from '../../engine/topology.js';
import type { PitId, Player } from '../../engine/types.js';

declare module '../../engine/types.js' {
  interface GameStates {
    /** The pits claimed as a tuzdyk, A's (on B's row) first where both exist. Example: [11] (B7, A's). */
    readonly tuzdyk: readonly PitId[];
  }
}

/** Whose tuzdyk a pit is: the player across the board from its row. */
export const claimantOf = (topology: Topology, pit: PitId): Player => 1 - topology.owner[pit]!;

/** Where a pit stands in a player's sowing track: 9 to 17 for the opponent's pits, the opponent's first pit 9. */
const placeIn = (topology: Topology, player: Player, pit: PitId): number => topology.trackIndex[player]![pit]!;

/**
 * Why `pit` cannot become `player`'s tuzdyk with `tuzdyks` already claimed, or null where it can:
 * 'own-row' (it is on the player's own side), 'taken' (it is a tuzdyk already), 'one-only' (the
 * player has one), 'last-pit' (the opponent's ninth pit), 'same-number' (the opponent's tuzdyk carries
 * its number).
 */
export function claimProblem(topology: Topology, tuzdyks: readonly PitId[], player: Player, pit: PitId): 'own-row' | 'one-only' | 'last-pit' | 'same-number' | 'taken' | null {
  if (topology.owner[pit] === player) return 'own-row';
  if (tuzdyks.includes(pit)) return 'taken';
  if (tuzdyks.some((t) => claimantOf(topology, t) === player)) return 'one-only';
  const track = topology.tracks[player]!;
  if (placeIn(topology, player, pit) === track.length - 1) return 'last-pit';
  const opponent = 1 - player;
  if (tuzdyks.some((t) => claimantOf(topology, t) === opponent && placeIn(topology, opponent, t) === placeIn(topology, player, pit))) return 'same-number';
  return null;
}

const WHY: Record<Exclude<ReturnType<typeof claimProblem>, null>, string> = {
  'own-row': 'is on its own side',
  taken: 'is written twice',
  'one-only': 'is a second tuzdyk for one player',
  'last-pit': "is the opponent's ninth pit, which can never be a tuzdyk",
  'same-number': "carries the same number as the opponent's tuzdyk",
};

/** Why a set of tuzdyks cannot occur, each claim checked against the others, or null. */
export function tuzdyksProblem(topology: Topology, tuzdyks: readonly PitId[]): string | null {
  for (const [i, pit] of tuzdyks.entries()) {
    const others = tuzdyks.filter((_, j) => j !== i);
    const problem = claimProblem(topology, others, claimantOf(topology, pit), pit);
    if (problem) return `The tuzdyk ${topology.labels[pit]} ${WHY[problem]}.`;
  }
  return null;
}

/** Tuzdyks in the order the notation writes them, A's first, so equal positions are equal data. */
export const inClaimantOrder = (topology: Topology, tuzdyks: readonly PitId[]): PitId[] => [...tuzdyks].sort((x, y) => claimantOf(topology, x) - claimantOf(topology, y));

export const tuzdykState: StateCodec = {
  keys: ['tuzdyk'],
  tokens: [
    {
      form: 'tuzdyk-<pit>',
      example: 'tuzdyk-b7',
      meaning: 'a pit claimed as a tuzdyk (here B7, on B’s row, so A’s), whose seeds go to the player who claimed it; one token for each, A’s first.',
    },
  ],
  format: (state, topology) => inClaimantOrder(topology, state.tuzdyk ?? []).map((pit) => pitToken('tuzdyk', topology, pit)),
  parse(token, state, topology) {
    const read = readPitToken('tuzdyk', token, topology);
    if (!read) return false;
    if ('unknown' in read) return `A tuzdyk names a pit, such as tuzdyk-b7; found ${quote(read.unknown)}.`;
    const tuzdyks = [...(state.tuzdyk ?? []), read.pit];
    const problem = tuzdyksProblem(topology, tuzdyks);
    if (problem) return problem;
    state.tuzdyk = inClaimantOrder(topology, tuzdyks);
    return true;
  },
  notes: (state, topology) => (state.tuzdyk ?? []).map((pit) => ({ pit, word: `${'AB'[claimantOf(topology, pit)]}'s tuzdyk` })),
  // One list a player, A's first as the notation writes them: the opponent's pits but the ninth, left to right. The
  // same-number rule is the codec's to check, so the editor explains a pair that breaks it.
  controls: (topology) =>
    [0, 1].map((player): StateControl => ({
      key: 'tuzdyk',
      kind: 'pits',
      label: `${'AB'[player]}'s tuzdyk`,
      none: 'none yet',
      pits: topology.rows.flatMap((row) => row.pits).filter((pit) => claimProblem(topology, [], player, pit) === null),
    })),
};
