/**
 * Dakon (Malaysia, Indonesia, the Philippines). De Toffoli, part 4: 2x7 pits of 7 seeds; each player's
 * store on their right; counter-clockwise sowing through the own store, skipping the opponent's; a lap
 * ending in the own store earns another sowing from any own occupied pit; a lap ending in an occupied
 * pit on either side relays; a lap ending in an own empty pit facing seeds captures them with the last
 * seed. Rounds: the seeds each player has won fill their pits again, seven to a pit from the pit next
 * to their store; pits they cannot fill are out of play for the round; the game ends when a player
 * cannot fill one pit, or (our limit) after DAKON_MAX_ROUNDS rounds. The rules are the Dakon family's
 * (families/dakon.ts), which Congkak shares with other settings.
 */
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { twoRowTopology } from '../../engine/topology.js';
import type { Player, Position } from '../../engine/types.js';
import { ROUND_END_OPTION, createDakonFamily, nextRoundLayout } from '../families/dakon.js';

export interface DakonOptions {
  /**
   * When a round ends. The seed is silent; sources differ:
   * - 'no-seeds': when the player to move has no seeds in their pits; the opponent takes the seeds
   *   left (Congkak as Wikipedia describes it; Indonesian descriptions of Dakon).
   * - 'pass': a player with no seeds passes, and the round goes on until every seed is in a store
   *   (Russ, The Complete Mancala Games Book, as encoded by StoneShark).
   */
  readonly roundEnd: 'no-seeds' | 'pass';
}

const defaults: DakonOptions = { roundEnd: 'no-seeds' };
export const DAKON_PITS = 7;
export const DAKON_SEEDS = 7;
/**
 * The most rounds a game lasts: after this many, the player holding more seeds wins (equal is a
 * draw). Our own limit, said in the page's rule notes: the sources end a game only when a player
 * cannot fill one pit (De Toffoli, part 4; Hellier and Overbeck on Malay and Ceylonese chongkak),
 * and with evenly matched play the seeds go back and forth between rounds without that happening:
 * random games ran for hundreds of rounds, and under roundEnd=pass practically never ended.
 */
export const DAKON_MAX_ROUNDS = 10;

export const dakon: VariantDefinition<DakonOptions> = {
  id: 'dakon',
  name: 'Dakon',
  defaults,
  optionNotes: {
    roundEnd: ROUND_END_OPTION,
  },
  presets: {},
  create: createDakon,
};

const topology = twoRowTopology(DAKON_PITS, true);

/**
 * The layout of the next round from the seeds each player won (De Toffoli: 73 and 25 give A seven full
 * pits and 24 in the store, B three full pits next to B's store, four pits out of play and 4 in the
 * store). Null when a player has fewer than seven seeds: the game is over.
 */
export const nextRound = (won: readonly [number, number], toMove: Player = 0): Position | null => nextRoundLayout(topology, DAKON_SEEDS, won, toMove);

function createDakon(options: DakonOptions): Ruleset {
  return createDakonFamily(
    {
      variant: 'dakon',
      name: 'Dakon',
      pits: DAKON_PITS,
      seeds: DAKON_SEEDS,
      direction: 'counter-clockwise',
      roundEnd: options.roundEnd,
      maxRounds: DAKON_MAX_ROUNDS,
      // Our sources do not say who starts a round; StoneShark's reading of Russ has the last mover start. We let A start.
      starter: () => 0,
    },
    options,
  );
}

export default dakon;
