/**
 * The Dakon family of Southeast Asia (Dakon, Congkak): two rows of pits, relay sowing through the
 * mover's own store but never the opponent's; a lap ending in the own store earns another sowing from
 * any own occupied pit; a lap ending in an occupied pit on either side relays; a lap ending in an own
 * empty pit facing seeds captures them with the last seed. Played in rounds: the seeds each player
 * won fill their pits again, one pit's worth at a time from the pit next to their store; pits they
 * cannot fill are out of play for the round. The games differ in settings, given to `createDakonFamily`:
 * the way round, who starts a later round, and whether the first sowing of a game is made by both
 * players at once.
 */
import { captureAcross } from '../../engine/capture.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, StateCodec, StateControl } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import type { Topology } from '../../engine/topology.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { Cell, EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { collectAll, endGame, extraTurnInStore, rowSeeds, startWork } from '../../engine/work.js';
import { declareWords } from '../../words/hook.js';

declare module '../../engine/types.js' {
  interface GameStates {
    /**
     * The game's first sowing is still to be made, by both players at once (written `together`): 1,
     * the one joint sowing to come, so the position editor offers it as a count (none or one).
     */
    readonly together: 1;
  }
}

/** How a round ends, as the family's games offer it: the Congkak rule or Russ's passing (each game's page cites its sources). */
export const ROUND_END_OPTION = {
  name: 'End of a round',
  labels: ['when the player to move has no seeds', 'players without seeds pass'],
  text: 'A round ends when the player to move has no seeds (the opponent takes the rest), or players without seeds pass until every seed is stored',
  choices: ['no-seeds', 'pass'],
} as const;

/** The player who won more seeds in the round just ended starts the next; A when both won the same. */
export const moreWonStarts = (won: readonly [number, number]): Player => (won[1] > won[0] ? 1 : 0);

export interface DakonFamilySettings {
  readonly variant: string;
  readonly name: string;
  readonly pits: number;
  readonly seeds: number;
  /** Counter-clockwise with each store on its player's right (De Toffoli's Dakon), or clockwise with it on their left (Congkak). */
  readonly direction: 'counter-clockwise' | 'clockwise';
  /**
   * When a round ends: 'no-seeds', when the player to move has no seeds (the opponent takes the
   * seeds left); 'pass', a player without seeds passes until every seed is stored.
   */
  readonly roundEnd: 'no-seeds' | 'pass';
  /** The most rounds a game lasts (our limit: see Dakon's rule notes); then the player holding more seeds wins. */
  readonly maxRounds: number;
  /** Who starts a round after the first, from the seeds each player won. */
  readonly starter: (won: readonly [number, number]) => Player;
  /**
   * The first sowing of a game is made by both players at once, each from the pit farthest from
   * their store (Hellier 1907 for Malay jongkak). The two sowings never meet: each crosses only its
   * own row and ends in its own store. Absent: players take turns from the start, A first.
   */
  readonly together?: boolean;
  /**
   * Where each player starts filling their pits for a later round (see `nextRoundLayout`): the pit
   * next to their store (Dakon, Congkak; the default), or the pit their sowing starts from, left to
   * right towards the store on their right (Mancala World for Ohvalhu).
   */
  readonly fillFrom?: 'store' | 'start';
}

/** The pits a player sows from, in the order of their own sowing: the first is the one farthest from their store. */
export const ownPitsInSowingOrder = (topology: Topology, player: Player): PitId[] => topology.tracks[player]!.filter((cell: Cell) => cell >= 0 && topology.owner[cell] === player);

/**
 * The layout of a later round from the seeds each player won (De Toffoli: 73 and 25 give A seven full
 * pits and 24 in the store, B three full pits next to B's store, four pits out of play and 4 in the
 * store). Null when a player has too few seeds to fill one pit: the game is over. `fillFrom`: where each
 * player starts filling, the pit next to their store (Dakon, Congkak) or the pit their sowing starts
 * from (Pallanguzhi).
 */
export function nextRoundLayout(topology: Topology, seeds: number, won: readonly [number, number], toMove: Player, fillFrom: 'store' | 'start' = 'store'): Position | null {
  if (won[0] < seeds || won[1] < seeds) return null;
  const pits = new Array<number>(topology.pitCount).fill(0);
  const blocked = new Array<boolean>(topology.pitCount).fill(false);
  const stores = [0, 1].map((player) => {
    // Each player's pits in sowing order end next to their store.
    const inOrder = ownPitsInSowingOrder(topology, player);
    const own = fillFrom === 'store' ? inOrder.reverse() : inOrder;
    const full = Math.min(own.length, Math.floor(won[player]! / seeds));
    own.forEach((pit, i) => {
      if (i < full) pits[pit] = seeds;
      else blocked[pit] = true;
    });
    return won[player]! - full * seeds;
  });
  return { pits, stores, toMove, ...(blocked.some(Boolean) ? { blocked } : {}) };
}

/** The `together` token: a game whose first sowing both players are still to make at once. */
export const togetherState: StateCodec = {
  keys: ['together'],
  turnKeys: ['together'],
  tokens: [{ form: 'together', example: 'together', meaning: 'the start of a game whose first sowing both players make at once, each from the pit farthest from their store.' }],
  format: (state) => (state.together ? ['together'] : []),
  parse(token, state) {
    if (token !== 'together') return false;
    state.together = 1;
    return true;
  },
  controls: (): StateControl[] => [
    {
      key: 'together',
      kind: 'number',
      label: 'The first sowing',
      choices: [
        { value: 0, label: 'made, or played in turns' },
        { value: 1, label: 'still to come, by both players at once' },
      ],
    },
  ],
};

/** Why a position marked `together` cannot be, or null: the mark belongs to the start of a game alone. */
function togetherProblem(position: Position, perPit: number): string | null {
  const atStart = position.toMove === 0 && !position.blocked?.some(Boolean) && position.pits.every((n) => n === perPit) && position.stores.every((n) => n === 0);
  return atStart ? null : `"together" marks the start of a game, before both players' first sowing: ${perPit} seeds in every pit, empty stores, A to move.`;
}

/** Our words for the one refusal of this family's own: a joint first sowing from another pit. */
declareWords({
  rules: { 'dakon-together': (_, pit) => `Both players begin at once, each from the pit farthest from their store; ${pit} is not that pit.` },
});

export function createDakonFamily(settings: DakonFamilySettings, options: object): Ruleset {
  const { pits: columns, seeds: perPit, roundEnd } = settings;
  const topology = twoRowTopology(columns, true, settings.direction);
  const { owner, facing, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;
  const total = 2 * columns * perPit;
  const farPit = [0, 1].map((player) => ownPitsInSowingOrder(topology, player)[0]!);
  const outcome = higherStoreWins;

  function finish(w: Work, blocked: Position['blocked'], reason: EndReason): Played {
    collectAll(w, (pit) => owner[pit]!);
    return endGame(w, reason, outcome, blocked ? { blocked } : {});
  }

  const sowFrom = (w: Work, player: Player, pit: PitId, blocked: Position['blocked']) =>
    sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: true, ...(blocked ? { blocked } : {}) });

  /** Both players' first sowings, made at once: each carries its far pit's seeds along its own row into its own store. */
  function playTogether(position: Position, pit: PitId): Played {
    const w = startWork(position);
    sowFrom(w, 0, pit, undefined);
    // Each last seed falls in its sower's store: both earn another sowing. In play both sow on at
    // once, a race our turns cannot hold; A sows on first, and B's next turn starts with a free choice.
    w.steps.push({ kind: 'extra-turn', player: 0 });
    const lifted = w.steps.length;
    sowFrom(w, 1, farPit[1]!, undefined);
    const lift = w.steps[lifted]!;
    if (lift.kind === 'lift') w.steps[lifted] = { ...lift, player: 1 };
    return { position: { pits: w.pits, stores: w.stores, toMove: 0 }, steps: w.steps };
  }

  const startPosition = (): Position => ({
    pits: new Array(2 * columns).fill(perPit),
    stores: [0, 0],
    toMove: 0,
    ...(settings.together ? { state: { together: 1 as const } } : {}),
  });

  return {
    variant: settings.variant,
    name: settings.name,
    options,
    topology,
    totalSeeds: total,
    ...(settings.together ? { state: togetherState } : {}),
    start: startPosition,
    legalMoves: (position) => {
      if (position.toMove === null) return [];
      if (position.state?.together) return [{ kind: 'sow', pit: farPit[0]! }];
      return position.pits.flatMap((count, pit): Move[] => (count > 0 && owner[pit] === position.toMove && !position.blocked?.[pit] ? [{ kind: 'sow', pit }] : []));
    },
    outcome,
    // Relay laps cannot cycle (every circuit drops a seed in the mover's store), but a round can: the
    // texts have no rule for it; we end such a round with each player taking the seeds on their side.
    onRepetition: (position) => finish(startWork(position), position.blocked, 'repetition'),
    endReasons: ['no-seeds', 'repetition'],
    checkPosition: (position) =>
      position.pie || position.owners ? `${settings.name} has no pie rule or changing owners.` : position.state?.together ? togetherProblem(position, perPit) : null,
    nextRound: (ended, round) =>
      ended.toMove === null && !(round !== undefined && round >= settings.maxRounds)
        ? nextRoundLayout(topology, perPit, [ended.stores[0]!, ended.stores[1]!], settings.starter([ended.stores[0]!, ended.stores[1]!]), settings.fillFrom)
        : null,

    play(position, move) {
      const checked = checkSowing(topology, position, move, settings.name);
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      if (position.state?.together) {
        if (pit !== farPit[0]) return err({ code: 'ERR_RULE', pit: topology.labels[pit]!, rule: 'dakon-together' });
        return ok(playTogether(position, pit));
      }

      const w = startWork(position);
      const landing = sowFrom(w, player, pit, position.blocked);
      const again = extraTurnInStore(w, landing.cell, player);
      if (!again) captureAcross(w, landing, player, owner, facing);
      let next = again ? player : other(player);

      if (rowSeeds(w.pits, owner, next) === 0) {
        const waiting = other(next);
        if (roundEnd === 'no-seeds' || rowSeeds(w.pits, owner, waiting) === 0) return ok(finish(w, position.blocked, 'no-seeds'));
        // Russ: a player without seeds passes.
        w.steps.push({ kind: 'pass', player: next });
        next = waiting;
      }
      return ok({ position: { pits: w.pits, stores: w.stores, toMove: next, ...(position.blocked ? { blocked: position.blocked } : {}) }, steps: w.steps });
    },
  };
}
