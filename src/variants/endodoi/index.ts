/**
 * Endodoi (Maasai, Kenya and Tanzania). De Toffoli, part 3: 2x6 pits, 4 seeds each, counter-clockwise
 * relay sowing (a lap ending in an occupied pit lifts it and sows on, until a seed lands in an
 * empty pit). A lap ending in an own empty pit facing seeds captures those seeds and the last seed.
 * The game ends when the player to move has no seeds; the opponent takes what is left.
 */
import { endlessMove } from '../../engine/endless.js';
import { captureAcross } from '../../engine/capture.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { endingSowings } from '../../engine/fast/relay.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { collectAll, endGame, rowSeeds, startWork } from '../../engine/work.js';

export interface EndodoiOptions {
  /**
   * A relay move that would go round for ever (it comes back to a board it has already had with the
   * same pit about to be lifted). The texts say nothing; 'forbidden' (our choice) refuses such a
   * move while another exists.
   */
  readonly endless: 'forbidden';
}

const defaults: EndodoiOptions = { endless: 'forbidden' };

export const endodoi: VariantDefinition<EndodoiOptions> = {
  id: 'endodoi',
  name: 'Endodoi',
  defaults,
  optionNotes: {
    endless: {
      name: 'A move that never ends',
      labels: ['not allowed'],
      text: 'A relay move that would never end may not be played (the texts are silent; our choice)',
      choices: ['forbidden'],
    },
  },
  presets: {},
  create: createEndodoi,
};

function createEndodoi(options: EndodoiOptions): Ruleset {
  const topology = twoRowTopology(6, false);
  const { owner, facing, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;

  function sowFrom(position: Position, pit: PitId, player: Player) {
    const w = startWork(position);
    const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: true });
    return { w, landing };
  }

  /** Own non-empty pits whose sowing ends; the rest would relay for ever (checked without a trace). */
  function legalPits(position: Position, player: Player): PitId[] {
    const own = position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player ? [pit] : []));
    return endingSowings(position.pits, own, tracks[player]!, trackIndex[player]!);
  }

  const outcome = higherStoreWins;

  function finish(w: Work, reason: 'no-seeds' | 'no-moves'): Played {
    // The player to move has no seeds (or none that can move): every seed left is on the other side,
    // and goes to that side's owner, the opponent (De Toffoli).
    collectAll(w, (pit) => owner[pit]!);
    return endGame(w, reason, outcome);
  }

  return {
    variant: 'endodoi',
    name: 'Endodoi',
    options,
    topology,
    totalSeeds: 48,
    start: () => ({ pits: new Array(12).fill(4), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit }))),
    outcome,
    onRepetition: null,
    endReasons: ['no-seeds', 'no-moves'],
    checkPosition: (position) => (position.pie || position.blocked || position.owners ? 'Endodoi has no pie rule, pits out of play or changing owners.' : null),

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Endodoi');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = topology.labels[pit]!;
      const { w, landing } = sowFrom(position, pit, player);
      if (landing.endless) {
        return err(endlessMove(w.steps, label));
      }
      captureAcross(w, landing, player, owner, facing);

      const next = other(player);
      if (rowSeeds(w.pits, owner, next) === 0) return ok(finish(w, 'no-seeds'));
      const after: Position = { pits: w.pits, stores: w.stores, toMove: next };
      if (legalPits(after, next).length === 0) return ok(finish(w, 'no-moves'));
      return ok({ position: after, steps: w.steps });
    },
  };
}

export default endodoi;
