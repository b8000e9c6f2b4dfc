/**
 * Ayoayo (Yoruba, Nigeria): 2x6 pits, 4 seeds each. Relay sowing counter-clockwise, each lap passing
 * over the pit it started from (which only matters on laps of 12 or more); a move ends when its last
 * seed falls into an empty pit, and one that ends in an own empty pit captures the seeds across it
 * (Mancala World "Ayoayo", after Russ 1984; English Wikipedia "Ayoayo"; the StoneShark encoding, after
 * Mohr 1993). A player whose opponent has no seeds must give them some if a move can; when the player
 * to move has no move, the game is over and the seeds left are taken. Options cover where the sources
 * differ: whether the capturing seed is taken too, and who takes the seeds left when a player cannot
 * feed.
 */
import { endlessMove } from '../../engine/endless.js';
import { landedInOwnEmptyPit } from '../../engine/capture.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, rowSeeds, startWork } from '../../engine/work.js';

export interface AyoayoOptions {
  /**
   * What a capture takes:
   * - 'with-last-seed' (Mancala World, after Russ; the StoneShark encoding, after Mohr): the seeds
   *   across and the last seed that made the capture.
   * - 'across-only' (English Wikipedia): the seeds across; the last seed stays where it fell.
   */
  readonly capture: 'with-last-seed' | 'across-only';
  /**
   * A player who must give the opponent seeds and cannot ends the game; the seeds left, all on that
   * player's side, go to:
   * - 'holder' (English Wikipedia: the opponent of the player who cannot move takes them): the player
   *   whose side they are on;
   * - 'last-mover' (Mancala World, read word for word): the player who moved last, the one without seeds.
   */
  readonly unfed: 'holder' | 'last-mover';
}

const defaults: AyoayoOptions = { capture: 'with-last-seed', unfed: 'holder' };

export const ayoayo: VariantDefinition<AyoayoOptions> = {
  id: 'ayoayo',
  name: 'Ayoayo',
  defaults,
  presets: {
    'mancala-world': { capture: 'with-last-seed', unfed: 'last-mover' },
    wikipedia: { capture: 'across-only', unfed: 'holder' },
  },
  presetNames: { 'mancala-world': 'Mancala World, word for word', wikipedia: 'English Wikipedia' },
  optionNotes: {
    capture: {
      name: 'A capture takes',
      labels: ['the seeds across and the last seed', 'the seeds across only'],
      text: 'A capture takes the seeds across and the last seed (Mancala World, StoneShark), or only the seeds across (English Wikipedia)',
      choices: ['with-last-seed', 'across-only'],
    },
    unfed: {
      name: 'When a player cannot feed',
      labels: ['the seeds left go to that player', 'the seeds left go to the player who moved last'],
      text: 'A player who cannot give the starved opponent seeds ends the game and keeps the seeds left (English Wikipedia), or they go to the player who moved last (Mancala World, word for word)',
      choices: ['holder', 'last-mover'],
    },
  },
  create: createAyoayo,
};

const SEEDS_PER_PIT = 4;

function createAyoayo(options: AyoayoOptions): Ruleset {
  const topology = twoRowTopology(6, false);
  const { owner, facing, tracks, trackIndex } = topology;
  const totalSeeds = 12 * SEEDS_PER_PIT;
  const other = (player: Player) => 1 - player;

  /** One whole move from `pit`: relay sowing, each lap passing over its own starting pit, then the capture. */
  function sowFrom(position: Position, pit: PitId, player: Player) {
    const w = startWork(position);
    const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: true, relay: true });
    if (!landing.endless && landedInOwnEmptyPit(landing.cell, landing.count, owner, player)) {
      const across = facing[landing.cell]!;
      // Nothing across, nothing captured (Mancala World names the seeds across as what is taken).
      if (w.pits[across]! > 0) {
        capturePit(w, across, player);
        if (options.capture === 'with-last-seed') capturePit(w, landing.cell, player);
      }
    }
    const feeds = rowSeeds(w.pits, owner, other(player)) > 0;
    return { pit, w, landing, feeds };
  }

  /**
   * The moves a player may make: every own pit with seeds whose sowing ends (a relay that would go
   * round for ever is refused, the sources being silent), and only those that leave the opponent
   * seeds when the opponent has none (Mancala World; English Wikipedia).
   */
  function legalSowings(position: Position, player: Player) {
    const sowings = position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player ? [sowFrom(position, pit, player)] : []));
    const ending = sowings.filter((s) => !s.landing.endless);
    const starved = rowSeeds(position.pits, owner, other(player)) === 0;
    return starved ? ending.filter((s) => s.feeds) : ending;
  }

  const outcome = higherStoreWins;

  /** The player to move has no move: the seeds left are taken, and the stores compared. */
  function finish(w: Work, reason: EndReason, stuck: Player): Played {
    // A player with no seeds: all that is left is on the other side, and its owner takes it (English
    // Wikipedia; Mancala World's "player who moved last" is the same player). A player who cannot feed
    // holds every seed left: under 'holder' they keep them, under 'last-mover' the opponent takes them.
    if (reason === 'cannot-feed' && options.unfed === 'last-mover') collectAll(w, () => other(stuck));
    else collectAll(w, (pit) => owner[pit]!);
    return endGame(w, reason, outcome);
  }

  /** The end for a player to move who has no legal move, or null when they have one. */
  function endFor(position: Position, player: Player): EndReason | null {
    if (legalSowings(position, player).length > 0) return null;
    if (rowSeeds(position.pits, owner, player) === 0) return 'no-seeds';
    return rowSeeds(position.pits, owner, other(player)) === 0 ? 'cannot-feed' : 'no-moves';
  }

  const name = options.capture === 'across-only' ? 'Ayoayo (the last seed stays)' : 'Ayoayo';
  return {
    variant: 'ayoayo',
    name,
    options,
    topology,
    totalSeeds,
    start: () => ({ pits: new Array(12).fill(SEEDS_PER_PIT), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalSowings(position, position.toMove).map((s): Move => ({ kind: 'sow', pit: s.pit }))),
    outcome,
    endReasons: ['no-seeds', 'cannot-feed', 'no-moves', 'repetition'],
    checkPosition: (position) => (position.pie || position.blocked || position.owners ? 'Ayoayo has no pie rule, pits out of play or changing owners.' : null),
    // The sources are silent on a game that goes round in circles. Béart's Yovodji of Dahomey, a
    // neighbouring game with the same moves (the Ludii portal), lets the players stop and each take
    // the seeds on their own side: we end a repeated position that way.
    onRepetition: (position) => endGame(withRowsCollected(position), 'repetition', outcome),

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Ayoayo');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = topology.labels[pit]!;
      const chosen = sowFrom(position, pit, player);
      if (chosen.landing.endless) {
        return err(endlessMove(chosen.w.steps, label));
      }
      if (rowSeeds(position.pits, owner, other(player)) === 0 && !chosen.feeds) return err({ code: 'ERR_MUST_FEED', pit: label });

      const { w } = chosen;
      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player) };
      const end = endFor(next, other(player));
      if (end) return ok(finish(w, end, other(player)));
      return ok({ position: next, steps: w.steps });
    },
  };

  function withRowsCollected(position: Position): Work {
    const w = startWork(position);
    collectAll(w, (pit) => owner[pit]!);
    return w;
  }
}

export default ayoayo;
