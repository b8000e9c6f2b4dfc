/**
 * Congkak (Malaysia, Brunei, Singapore; congklak in Indonesia). The Dakon family's rules
 * (families/dakon.ts) with Congkak's settings: 2x7 pits of 7 seeds, sown clockwise with each
 * player's store (rumah) on their left (Hellier 1907, English Wikipedia); the first sowing made by
 * both players at once from the pit farthest from their store, which carries its seven seeds exactly
 * into the store (Hellier 1907); later rounds with the pits a player cannot fill burnt (out of play),
 * started by the player with no burnt pit (English Wikipedia), the first round alone begun together
 * (Overbeck on the Ceylonese game).
 */
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { ROUND_END_OPTION, createDakonFamily, moreWonStarts } from '../families/dakon.js';

export interface CongkakOptions {
  /**
   * The first sowing of a game:
   * - 'together' (Hellier 1907): both players sow their far pit at once, each into their own store;
   *   A then sows on first (the race that follows is played in turns: see the rule notes).
   * - 'turns': players take turns from the first move, A first, as most modern rule sets play.
   */
  readonly opening: 'together' | 'turns';
  /**
   * When a round ends: 'no-seeds', when the player to move has no seeds, the opponent taking what is
   * left (English Wikipedia); 'pass', a player without seeds lets the turn go to the opponent until
   * every seed is stored (Malaysian school descriptions; Russ for Dakon).
   */
  readonly roundEnd: 'no-seeds' | 'pass';
}

const defaults: CongkakOptions = { opening: 'together', roundEnd: 'no-seeds' };
export const CONGKAK_PITS = 7;
export const CONGKAK_SEEDS = 7;
/** Our limit on a game's rounds, as for Dakon (whose rule notes say why): then the player holding more seeds wins. */
export const CONGKAK_MAX_ROUNDS = 10;

export const congkak: VariantDefinition<CongkakOptions> = {
  id: 'congkak',
  name: 'Congkak',
  defaults,
  optionNotes: {
    opening: {
      name: 'The first sowing',
      labels: ['both players at once, from the far pit', 'in turns, A first'],
      text: 'Both players make their first sowing at once, each from the pit farthest from their store (Hellier, 1907), or the players take turns from the start',
      choices: ['together', 'turns'],
    },
    roundEnd: ROUND_END_OPTION,
  },
  presets: {},
  create: createCongkak,
};

/**
 * Who starts a later round: the player with no burnt pit (English Wikipedia), the one who won at
 * least seven pits' worth; with 49 each neither has one, and A starts (our choice).
 */
export const roundStarter = moreWonStarts;

function createCongkak(options: CongkakOptions): Ruleset {
  return createDakonFamily(
    {
      variant: 'congkak',
      name: options.opening === 'turns' ? 'Congkak (in turns)' : 'Congkak',
      pits: CONGKAK_PITS,
      seeds: CONGKAK_SEEDS,
      direction: 'clockwise',
      roundEnd: options.roundEnd,
      maxRounds: CONGKAK_MAX_ROUNDS,
      starter: roundStarter,
      together: options.opening === 'together',
    },
    options,
  );
}

export default congkak;
