/**
 * Ohvalhu (the Maldives). The Dakon family's rules (families/dakon.ts) with Ohvalhu's settings:
 * 2x8 pits of 8 cowries, each player's store on their right, sown counter-clockwise through the own
 * store but never the opponent's; relays from an occupied pit; another sowing after a last seed in
 * the own store; the capture across from an own empty pit (Ludii's summary of de Voogt's account;
 * Mancala World). The players take turns from the first move: there is no joint opening as in
 * Congkak (Mancala World). Rounds: each player fills their pits from left to right with what they
 * won, eight to a pit, the pits they cannot fill marked with a leaf and left out of the round; the
 * game ends when a player cannot fill one pit (Mancala World; Ludii). A round ends when the player
 * to move has no seeds (StoneShark), or, as an option, players without seeds pass.
 */
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { ROUND_END_OPTION, createDakonFamily, moreWonStarts } from '../families/dakon.js';

export interface OhvalhuOptions {
  /**
   * When a round ends:
   * - 'no-seeds': when the player to move has no seeds, the opponent taking the rest (StoneShark's
   *   encoding of Ohvalhu; English Wikipedia for Congkak, to which Mancala World likens Ohvalhu). Under
   *   it the first player has the win in the first turn that Mancala World and Donkers, de Voogt and
   *   Uiterwijk report: the opponent is left without seeds before ever moving.
   * - 'pass': a player without seeds passes until every seed is in a store (Russ for Dakon; a
   *   variation in StoneShark's encoding; one reading of Ludii's "play continues until all of the
   *   counters are captured").
   */
  readonly roundEnd: 'no-seeds' | 'pass';
}

const defaults: OhvalhuOptions = { roundEnd: 'no-seeds' };
export const OHVALHU_PITS = 8;
export const OHVALHU_SEEDS = 8;
/** Our limit on a game's rounds, as for Dakon and Congkak (the rule notes say why): then the player holding more seeds wins. */
export const OHVALHU_MAX_ROUNDS = 10;

export const ohvalhu: VariantDefinition<OhvalhuOptions> = {
  id: 'ohvalhu',
  name: 'Ohvalhu',
  defaults,
  optionNotes: {
    roundEnd: ROUND_END_OPTION,
  },
  presets: {},
  create: createOhvalhu,
};

/**
 * Who starts a later round. Our sources do not say; we let the player who won more seeds start, as
 * English Wikipedia has it for Congkak (the player without a burnt pit), and A on equal seeds.
 */
export const roundStarter = moreWonStarts;

function createOhvalhu(options: OhvalhuOptions): Ruleset {
  return createDakonFamily(
    {
      variant: 'ohvalhu',
      name: options.roundEnd === 'pass' ? 'Ohvalhu (passing)' : 'Ohvalhu',
      pits: OHVALHU_PITS,
      seeds: OHVALHU_SEEDS,
      direction: 'counter-clockwise',
      roundEnd: options.roundEnd,
      maxRounds: OHVALHU_MAX_ROUNDS,
      starter: roundStarter,
      // Mancala World: the holes are filled from left to right, that is from the pit farthest from the store.
      fillFrom: 'start',
    },
    options,
  );
}

export default ohvalhu;
