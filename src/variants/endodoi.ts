/**
 * Endodoi (Maasai, Kenya and Tanzania). Seed 001, part 3: 2x6 pits, 4 seeds each, counter-clockwise
 * relay sowing (a lap ending in an occupied pit lifts it and sows on, until a seed lands in an
 * empty pit). A lap ending in an own empty pit facing seeds captures those seeds and the last seed.
 * The game ends when the player to move has no seeds; the opponent takes what is left.
 */
import { captureAcross } from '../engine/capture.js';
import { illegal } from '../engine/errors.js';
import { choicesOf, parseChoices } from '../engine/options.js';
import { err, ok } from '../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../engine/ruleset.js';
import { relaySow } from '../engine/fast/relay.js';
import { sow } from '../engine/sowing.js';
import { twoRowTopology } from '../engine/topology.js';
import type { Move, Outcome, PitId, Player, Position } from '../engine/types.js';
import type { Work } from '../engine/work.js';
import { collectAll, rowSeeds, startWork } from '../engine/work.js';

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
    endless: { text: 'A relay move that would never end may not be played (the texts are silent; our choice)', choices: ['forbidden'] },
  },
  presets: {},
  parseOptions: (input) => parseChoices('Endodoi', input, defaults, choicesOf(endodoi.optionNotes), endodoi.presets),
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
    const board = Int32Array.from(position.pits);
    const scratch = new Int32Array(board.length);
    return position.pits.flatMap((count, pit) => {
      if (count === 0 || owner[pit] !== player) return [];
      scratch.set(board);
      return relaySow(scratch, tracks[player]!, trackIndex[player]!, pit).endless ? [] : [pit];
    });
  }

  const outcome = (position: Position): Outcome | null => {
    if (position.toMove !== null) return null;
    const [a, b] = position.stores as [number, number];
    return { winner: a === b ? null : a > b ? 0 : 1, scores: [a, b] };
  };

  function finish(w: Work, reason: 'no-seeds' | 'no-moves'): Played {
    // The player to move has no seeds (or none that can move): every seed left is on the other side,
    // and goes to that side's owner, the opponent (seed 001).
    collectAll(w, (pit) => owner[pit]!);
    const position: Position = { pits: w.pits, stores: w.stores, toMove: null, ended: reason };
    w.steps.push({ kind: 'end', reason, outcome: outcome(position)! });
    return { position, steps: w.steps };
  }

  return {
    variant: 'endodoi',
    name: 'Endodoi',
    options,
    topology,
    totalSeeds: 48,
    start: () => ({ pits: new Array(12).fill(4), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) =>
      position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit })),
    outcome,
    onRepetition: null,
    checkPosition: (position) =>
      position.pie || position.blocked || position.owners ? 'Endodoi has no pie rule, pits out of play or changing owners.' : null,

    play(position, move) {
      const player = position.toMove;
      if (player === null) return err(illegal('ERR_GAME_OVER', 'The game is over.'));
      if (move.kind !== 'sow') return err(illegal('ERR_UNKNOWN_MOVE', 'Endodoi has no pie rule: every move sows a pit.'));
      const { pit } = move;
      const label = topology.labels[pit];
      if (label === undefined) return err(illegal('ERR_NO_SUCH_PIT', `There is no pit ${pit} on an Endodoi board.`));
      if (owner[pit] !== player) return err(illegal('ERR_NOT_YOUR_PIT', `${label} belongs to the other player.`));
      if (position.pits[pit] === 0) return err(illegal('ERR_EMPTY_PIT', `${label} is empty: choose a pit with seeds.`));
      const { w, landing } = sowFrom(position, pit, player);
      if (landing.endless) {
        return err(illegal('ERR_ENDLESS', `Sowing ${label} would relay for ever (it comes back to a board it has already had), so it may not be played.`));
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
