/**
 * Toguz Kumalak (Kazakh; Kyrgyz Toguz Korgool): 2 rows of 9 pits, 9 seeds each, 162 in all. The
 * first seed goes back into the pit just emptied (a single seed moves on); a last seed that makes an
 * opponent's pit even captures it; one that makes it three claims it as the player's tuzdyk, whose
 * seeds go to the claimant for the rest of the game (state.ts). 82 wins; 81 each is a draw.
 * Rules as codified in 1949 by Auezov and Kuanishbayev (playstrategy.org), Pantusov 1906 (as the
 * Ludii portal summarises it), toguzkumalak.com and Wikipedia; the page cites each clause.
 */
import { landedEvenInOpponentPit } from '../../engine/capture.js';
import { ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, startWork } from '../../engine/work.js';
import { claimProblem, claimantOf, inClaimantOrder, tuzdykState, tuzdyksProblem } from './state.js';

export interface ToguzKumalakOptions {
  /**
   * When the game ends:
   * - 'majority' (tournament play, toguzkumalak.com, playstrategy.org): as soon as a player has 82,
   *   more than half the seeds, or when the player to move cannot move.
   * - 'no-moves' (Pantusov 1906): only when the player to move cannot move; the other player takes
   *   the seeds left. The winner is the same; the final score counts every seed.
   */
  readonly end: 'majority' | 'no-moves';
}

const defaults: ToguzKumalakOptions = { end: 'majority' };

export const toguzKumalak: VariantDefinition<ToguzKumalakOptions> = {
  id: 'toguz-kumalak',
  name: 'Toguz Kumalak',
  defaults,
  presets: { tournament: { end: 'majority' }, pantusov: { end: 'no-moves' } },
  presetNames: { tournament: 'Tournament rules', pantusov: 'Pantusov (1906)' },
  optionNotes: {
    end: {
      name: 'The end of the game',
      labels: ['at 82 seeds, or when a player cannot move', 'only when a player cannot move'],
      text: 'The game ends as soon as a player has 82 seeds (tournament rules), or is played on until the player to move cannot move (Pantusov, 1906)',
      choices: ['majority', 'no-moves'],
    },
  },
  create: createToguzKumalak,
};

const COLUMNS = 9;
const SEEDS_PER_PIT = 9;

function createToguzKumalak(options: ToguzKumalakOptions): Ruleset {
  const topology = twoRowTopology(COLUMNS, false);
  const { owner, tracks, trackIndex, labels } = topology;
  const totalSeeds = 2 * COLUMNS * SEEDS_PER_PIT; // 162
  const target = totalSeeds / 2 + 1; // 82
  const other = (player: Player) => 1 - player;
  const tuzdyksOf = (position: Position): readonly PitId[] => position.state?.tuzdyk ?? [];

  /** Own pits with seeds; a tuzdyk is never sown from (it is the claimant's, and always empty between moves). */
  const legalPits = (position: Position, player: Player): PitId[] => {
    const tuzdyks = tuzdyksOf(position);
    return position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player && !tuzdyks.includes(pit) ? [pit] : []));
  };

  const stateOf = (tuzdyks: readonly PitId[]): Pick<Position, 'state'> => (tuzdyks.length ? { state: { tuzdyk: inClaimantOrder(topology, tuzdyks) } } : {});

  function finish(w: Work, reason: EndReason, tuzdyks: readonly PitId[]): Played {
    // A player who cannot move has no seed on their side (the tuzdyk there is the opponent's, and
    // empty), so every seed left is on the other side and goes to that player (Pantusov: the other
    // player claims what is left; German Wikipedia: each side's seeds are its owner's, the same thing).
    // At 82 the game simply stops: what is still on the board changes nothing.
    if (reason === 'no-moves') collectAll(w, (pit) => owner[pit]!);
    return endGame(w, reason, higherStoreWins, stateOf(tuzdyks));
  }

  const ruleset: Ruleset = {
    variant: 'toguz-kumalak',
    name: options.end === 'no-moves' ? 'Toguz Kumalak (played out)' : 'Toguz Kumalak',
    options,
    topology,
    totalSeeds,
    state: tuzdykState,
    start: () => ({ pits: new Array(2 * COLUMNS).fill(SEEDS_PER_PIT), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit }))),
    outcome: higherStoreWins,
    endReasons: options.end === 'majority' ? ['target-reached', 'no-moves'] : ['no-moves'],
    onRepetition: null,
    checkPosition(position) {
      if (position.pie) return 'Toguz Kumalak has no pie rule.';
      if (position.blocked) return 'Toguz Kumalak has no pits out of play.';
      if (position.owners) return 'In Toguz Kumalak every pit keeps its row; a claimed pit is written as tuzdyk-<pit>.';
      const tuzdyks = tuzdyksOf(position);
      const problem = tuzdyksProblem(topology, tuzdyks);
      if (problem) return problem;
      const full = tuzdyks.find((pit) => position.pits[pit]! > 0);
      if (full !== undefined) return `The tuzdyk ${labels[full]} holds seeds: what falls into a tuzdyk goes straight to its claimant's store.`;
      return null;
    },

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Toguz Kumalak');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      // A tuzdyk is always empty between moves, so checkSowing has refused it already (an empty pit, or the opponent's).
      const w = startWork(position);
      const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: false, firstSeedInOrigin: true });
      let tuzdyks = tuzdyksOf(position);
      const last = landing.cell;
      if (last >= 0 && owner[last] === other(player) && !tuzdyks.includes(last)) {
        if (landedEvenInOpponentPit(last, landing.count, owner, player)) {
          capturePit(w, last, player);
        } else if (landing.count === 3 && claimProblem(topology, tuzdyks, player, last) === null) {
          // The pit becomes the player's tuzdyk, and its three seeds are theirs.
          w.steps.push({ kind: 'ownership', pit: last, from: other(player), to: player });
          tuzdyks = [...tuzdyks, last];
        }
      }
      // Seeds sown into a tuzdyk go to its claimant.
      for (const t of tuzdyks) capturePit(w, t, claimantOf(topology, t));

      if (options.end === 'majority' && w.stores.some((n) => n >= target)) return ok(finish(w, 'target-reached', tuzdyks));
      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player), ...stateOf(tuzdyks) };
      if (legalPits(next, other(player)).length === 0) return ok(finish(w, 'no-moves', tuzdyks));
      return ok({ position: next, steps: w.steps });
    },
  };
  return ruleset;
}

export default toguzKumalak;
