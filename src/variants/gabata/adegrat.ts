/**
 * The two-row Gabata of the Adegrat area (Ethiopia), as the Ludii portal records it: 2 rows of 6
 * holes, 3 seeds each, sown counter-clockwise. A last seed in an occupied hole lifts the hole after
 * it and sows on (the move ends if that hole is empty); a last seed in an empty hole captures the
 * hole after it. When a player has no seeds on their side, the other takes what is left.
 */
import { endlessMove } from '../../engine/endless.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, rowSeeds, startWork } from '../../engine/work.js';

const SEEDS_PER_HOLE = 3;

export function createAdegrat(): Ruleset {
  const topology = twoRowTopology(6, false);
  const { owner, tracks, trackIndex, pitCount } = topology;
  const other = (player: Player) => 1 - player;

  /** One whole move: relays from the hole after an occupied landing, then the capture of the hole after an empty one. */
  function sowFrom(position: Position, pit: PitId, player: Player) {
    const w = startWork(position);
    const track = tracks[player]!;
    const lastLanding = () => {
      for (let i = w.steps.length - 1; i >= 0; i--) if (w.steps[i]!.kind === 'lap-end') return w.steps[i];
      return undefined;
    };
    const landing = sow(w, pit, {
      track,
      trackIndex: trackIndex[player]!,
      skipOrigin: false,
      relay: true,
      relayFrom: 'next',
      // Only a lap ending in a hole that held seeds lifts the next one; an empty landing captures it instead.
      mayLift: () => {
        const last = lastLanding();
        return last?.kind === 'lap-end' && last.count > 1;
      },
    });
    if (!landing.endless && landing.cell >= 0 && landing.count === 1) {
      const next = track[(landing.trackPosition + 1) % track.length]!;
      if (next >= 0) capturePit(w, next, player);
    }
    return { pit, w, landing };
  }

  const legalSowings = (position: Position, player: Player) =>
    position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player ? [sowFrom(position, pit, player)] : [])).filter((s) => !s.landing.endless);

  /** A player with no seeds on their side cannot play: the other takes every seed left. */
  function finish(w: Work, stuck: Player): Played {
    collectAll(w, () => other(stuck));
    return endGame(w, 'no-seeds', higherStoreWins);
  }

  return {
    variant: 'gabata',
    name: 'Gabata (two rows, Adegrat)',
    options: { form: 'adegrat' },
    topology,
    totalSeeds: pitCount * SEEDS_PER_HOLE,
    start: () => ({ pits: new Array(pitCount).fill(SEEDS_PER_HOLE), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalSowings(position, position.toMove).map((s): Move => ({ kind: 'sow', pit: s.pit }))),
    outcome: higherStoreWins,
    endReasons: ['no-seeds', 'no-moves', 'repetition'],
    checkPosition: (position) =>
      position.pie || position.blocked || position.owners || position.state ? 'This Gabata has no pie rule, pits out of play, changing owners or state.' : null,
    // The sources are silent on a game that goes round in circles: we stop it, each player taking the seeds on their own side.
    onRepetition: (position) => {
      const w = startWork(position);
      collectAll(w, (pit) => owner[pit]!);
      return endGame(w, 'repetition', higherStoreWins);
    },

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Gabata');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const chosen = sowFrom(position, pit, player);
      if (chosen.landing.endless) {
        return err(endlessMove(chosen.w.steps, topology.labels[pit]!));
      }
      const { w } = chosen;
      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player) };
      if (rowSeeds(w.pits, owner, other(player)) === 0) return ok(finish(w, other(player)));
      // Seeds on the side but every sowing endless: the sources say nothing; we end the game as if none were left.
      if (legalSowings(next, other(player)).length === 0) {
        collectAll(w, (p) => owner[p]!);
        return ok(endGame(w, 'no-moves', higherStoreWins));
      }
      return ok({ position: next, steps: w.steps });
    },
  };
}
