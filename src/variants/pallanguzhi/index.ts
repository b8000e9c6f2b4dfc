/**
 * Pallanguzhi (Pallankuli; Tamil Nadu, Kerala, Sri Lanka): 2x7 pits, counter-clockwise. After the last
 * seed of a lap, the seeds of the next pit are lifted and sown on; when that next pit is empty, the
 * sower captures the pit after it and the turn ends (two empty pits: nothing). A pit that a seed brings
 * to four during sowing (pasu) is captured at once, by its owner (Russ, as encoded by StoneShark; the
 * Tamil Nadu e-paper account) or by the sower (Indianetzone). Rounds: each player refills their pits
 * from what they won, six (the starting count) a pit; pits they cannot fill stay closed for the round.
 * The page cites each clause and explains our choices in its rule notes.
 */
import { ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { nextOpenPosition, sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, rowSeeds, startWork } from '../../engine/work.js';
import { nextRoundLayout } from '../families/dakon.js';

export interface PallanguzhiOptions {
  /** Seeds a pit at the start, and the count a pit is refilled with between rounds: 6 (Indianetzone, English Wikipedia), 5 (Tamil accounts), 4 (Russ). */
  readonly seeds: 4 | 5 | 6;
  /** Who captures a pit sown to four (pasu): its owner (Russ; Tamil Nadu e-paper) or the player sowing (Indianetzone). */
  readonly pasu: 'owner' | 'sower';
}

const defaults: PallanguzhiOptions = { seeds: 6, pasu: 'owner' };
export const PALLANGUZHI_PITS = 7;
/** The count that makes a pasu. */
export const PASU = 4;
/**
 * The most rounds a game lasts, after which the player holding more seeds wins. Our own limit, as in
 * Dakon: the sources end the game only when a player cannot fill one pit, which evenly matched play
 * can put off for a very long time.
 */
export const PALLANGUZHI_MAX_ROUNDS = 10;

export const pallanguzhi: VariantDefinition<PallanguzhiOptions> = {
  id: 'pallanguzhi',
  name: 'Pallanguzhi',
  defaults,
  optionNotes: {
    seeds: {
      name: 'Seeds a pit',
      labels: ['six', 'five', 'four'],
      text: 'How many seeds each pit holds at the start, and how many fill a pit between rounds: six (Indianetzone), five (Tamil accounts) or four (Russ)',
      choices: [6, 5, 4],
    },
    pasu: {
      name: 'Who takes a pasu',
      labels: ["the pit's owner", 'the player sowing'],
      text: 'A pit sown to four seeds (pasu) is captured by the player whose pit it is (Russ), or by the player sowing (Indianetzone)',
      choices: ['owner', 'sower'],
    },
  },
  presets: { russ: { seeds: 4, pasu: 'owner' }, indianetzone: { seeds: 6, pasu: 'sower' } },
  presetNames: { russ: 'Russ (1984)', indianetzone: 'Indianetzone' },
  create: createPallanguzhi,
};

const topology = twoRowTopology(PALLANGUZHI_PITS, false);

/**
 * The next round's start from the seeds each player won: each fills their own pits with `seeds` apiece,
 * from the pit where their sowing starts (their left) onwards, keeps the rest in their store, and
 * leaves the pits they cannot fill closed (out of play). Null when a player cannot fill one pit: the
 * game is over (Indianetzone).
 */
export const nextRound = (won: readonly [number, number], seeds: number, toMove: Player = 0): Position | null => nextRoundLayout(topology, seeds, won, toMove, 'start');

function createPallanguzhi(options: PallanguzhiOptions): Ruleset {
  const { owner, tracks, trackIndex, pitCount } = topology;
  const other = (player: Player) => 1 - player;
  const blockedOf = (position: Position): Pick<Position, 'blocked'> => (position.blocked ? { blocked: position.blocked } : {});

  /** The round is over: the seeds left on the board go to the player on whose side they lie. */
  function finish(w: Work, position: Position, reason: EndReason): Played {
    collectAll(w, (pit) => owner[pit]!);
    return endGame(w, reason, higherStoreWins, blockedOf(position));
  }

  /** Sowing stopped before an empty pit: the sower takes the pit after it (nothing when that one is empty too). */
  function captureBeyondEmpty(w: Work, player: Player, at: number, blocked: Position['blocked']): void {
    const track = tracks[player]!;
    const empty = nextOpenPosition(track, blocked, at);
    const beyond = track[nextOpenPosition(track, blocked, empty)]! as PitId;
    capturePit(w, beyond, player);
  }

  const name = options.seeds === defaults.seeds && options.pasu === defaults.pasu ? 'Pallanguzhi' : `Pallanguzhi (${options.seeds} seeds, pasu to the ${options.pasu})`;

  return {
    variant: 'pallanguzhi',
    name,
    options,
    topology,
    totalSeeds: pitCount * options.seeds,
    start: () => ({ pits: new Array(pitCount).fill(options.seeds), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) =>
      position.toMove === null ? [] : position.pits.flatMap((count, pit): Move[] => (count > 0 && owner[pit] === position.toMove ? [{ kind: 'sow', pit }] : [])),
    outcome: higherStoreWins,
    // A round can in principle come back to a position (no capture is forced); the sources are silent,
    // so, as in Dakon, such a round ends with each player taking the seeds on their side.
    onRepetition: (position) => finish(startWork(position), position, 'repetition'),
    endReasons: ['no-seeds', 'repetition'],
    checkPosition: (position) => (position.pie || position.owners ? 'Pallanguzhi has no pie rule or changing owners.' : null),
    // Indianetzone: whoever started a round plays second in the next; A starts the first.
    nextRound: (ended, round) =>
      ended.toMove === null && !(round !== undefined && round >= PALLANGUZHI_MAX_ROUNDS)
        ? nextRound([ended.stores[0]!, ended.stores[1]!], options.seeds, round === undefined ? 0 : round % 2)
        : null,

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Pallanguzhi');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const w = startWork(position);
      const landing = sow(w, pit, {
        track: tracks[player]!,
        trackIndex: trackIndex[player]!,
        skipOrigin: false,
        relay: true,
        relayFrom: 'next',
        captureOnReaching: { count: PASU, captor: (reached) => (options.pasu === 'owner' ? owner[reached]! : player) },
        ...blockedOf(position),
      });
      // A move that would never end stops where it came round; nothing is captured (see the rule notes).
      if (!landing.endless) captureBeyondEmpty(w, player, landing.trackPosition, position.blocked);
      const next = other(player);
      if (rowSeeds(w.pits, owner, next) === 0) return ok(finish(w, position, 'no-seeds'));
      return ok({ position: { pits: w.pits, stores: w.stores, toMove: next, ...blockedOf(position) }, steps: w.steps });
    },
  };
}

export default pallanguzhi;
