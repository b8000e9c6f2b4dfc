/**
 * Dakon (Malaysia, Indonesia, the Philippines). De Toffoli, part 4: 2x7 pits of 7 seeds; each player's
 * store on their right; counter-clockwise sowing through the own store, skipping the opponent's; a lap
 * ending in the own store earns another sowing from any own occupied pit; a lap ending in an occupied
 * pit on either side relays; a lap ending in an own empty pit facing seeds captures them with the last
 * seed. Rounds: the seeds each player has won fill their pits again, seven to a pit from the pit next
 * to their store; pits they cannot fill are out of play for the round; the game ends when a player
 * cannot fill one pit, or (our limit) after DAKON_MAX_ROUNDS rounds.
 */
import { captureAcross } from '../../engine/capture.js';
import { choicesOf, parseChoices } from '../../engine/options.js';
import { ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { EndReason, Move, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { collectAll, endGame, extraTurnInStore, rowSeeds, startWork } from '../../engine/work.js';

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
    roundEnd: {
      name: 'End of a round',
      labels: ['when the player to move has no seeds', 'players without seeds pass'],
      text: 'A round ends when the player to move has no seeds (the opponent takes the rest), or players without seeds pass until every seed is stored',
      choices: ['no-seeds', 'pass'],
    },
  },
  presets: {},
  parseOptions: (input) => parseChoices('Dakon', input, defaults, choicesOf(dakon.optionNotes), dakon.presets),
  create: createDakon,
};

const topology = twoRowTopology(DAKON_PITS, true);

/**
 * The layout of the next round from the seeds each player won (De Toffoli: 73 and 25 give A seven full
 * pits and 24 in the store, B three full pits next to B's store, four pits out of play and 4 in the
 * store). Null when a player has fewer than seven seeds: the game is over.
 */
export function nextRound(won: readonly [number, number], toMove: Player = 0): Position | null {
  if (won[0] < DAKON_SEEDS || won[1] < DAKON_SEEDS) return null;
  const pits = new Array<number>(2 * DAKON_PITS).fill(0);
  const blocked = new Array<boolean>(2 * DAKON_PITS).fill(false);
  const stores = [0, 1].map((player) => {
    // Each player's pits in sowing order end next to their store; fill from that end back.
    const own = topology.tracks[player]!.filter((cell) => cell >= 0 && topology.owner[cell] === player).reverse();
    const full = Math.min(own.length, Math.floor(won[player]! / DAKON_SEEDS));
    own.forEach((pit, i) => {
      if (i < full) pits[pit] = DAKON_SEEDS;
      else blocked[pit] = true;
    });
    return won[player]! - full * DAKON_SEEDS;
  });
  return { pits, stores, toMove, ...(blocked.some(Boolean) ? { blocked } : {}) };
}

function createDakon(options: DakonOptions): Ruleset {
  const { owner, facing, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;
  const total = 2 * DAKON_PITS * DAKON_SEEDS;

  const outcome = higherStoreWins;

  function finish(w: Work, blocked: Position['blocked'], reason: EndReason): Played {
    collectAll(w, (pit) => owner[pit]!);
    return endGame(w, reason, outcome, blocked ? { blocked } : {});
  }

  return {
    variant: 'dakon',
    name: 'Dakon',
    options,
    topology,
    totalSeeds: total,
    start: () => ({ pits: new Array(2 * DAKON_PITS).fill(DAKON_SEEDS), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) =>
      position.toMove === null ? [] : position.pits.flatMap((count, pit): Move[] => (count > 0 && owner[pit] === position.toMove ? [{ kind: 'sow', pit }] : [])),
    outcome,
    // Relay laps cannot cycle (every circuit drops a seed in the mover's store), but a round can: the
    // texts have no rule for it; we end such a round with each player taking the seeds on their side.
    onRepetition: (position) => finish(startWork(position), position.blocked, 'repetition'),
    endReasons: ['no-seeds', 'repetition'],
    checkPosition: (position) => (position.pie || position.owners ? 'Dakon has no pie rule or changing owners.' : null),
    // Our sources do not say who starts a round; StoneShark's reading of Russ has the last mover start. We let A start.
    // The game ends when a player cannot fill a pit, or after DAKON_MAX_ROUNDS rounds (when the caller counts them).
    nextRound: (ended, round) => (ended.toMove === null && !(round !== undefined && round >= DAKON_MAX_ROUNDS) ? nextRound([ended.stores[0]!, ended.stores[1]!], 0) : null),

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Dakon');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;

      const w = startWork(position);
      const landing = sow(w, pit, {
        track: tracks[player]!,
        trackIndex: trackIndex[player]!,
        skipOrigin: false,
        relay: true,
        ...(position.blocked ? { blocked: position.blocked } : {}),
      });
      const again = extraTurnInStore(w, landing.cell, player);
      if (!again) captureAcross(w, landing, player, owner, facing);
      let next = again ? player : other(player);

      if (rowSeeds(w.pits, owner, next) === 0) {
        const waiting = other(next);
        if (options.roundEnd === 'no-seeds' || rowSeeds(w.pits, owner, waiting) === 0) return ok(finish(w, position.blocked, 'no-seeds'));
        // Russ: a player without seeds passes.
        w.steps.push({ kind: 'pass', player: next });
        next = waiting;
      }
      return ok({ position: { pits: w.pits, stores: w.stores, toMove: next, ...(position.blocked ? { blocked: position.blocked } : {}) }, steps: w.steps });
    },
  };
}

export default dakon;
