/**
 * La'b hakimi ("the game of the wise"; also La'b akila), Damascus, Syria: 2 rows of 7 pits, 7 seeds
 * each, 98 in all. Relay sowing counter-clockwise from any own pit; a lap ends in an empty pit, or in
 * one its last seed brings to two or four, which is taken with the pit facing it and with every pit
 * in the unbroken run beyond it that holds two or four, each with its facing pit. Its twin, La'b
 * madjnuni ("the mad game"), sows only from the head, the pit at the player's right hand (option
 * `start: 'head'`). Rules from Culin, "Mancala, the National Game of Africa" (1894), the Ludii
 * portal and Mancala World; the page cites each clause and says where we chose.
 */
import { endlessMove } from '../../engine/endless.js';
import { backwardChain } from '../../engine/capture.js';
import { endingSowings } from '../../engine/fast/relay.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { Cell, EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, startWork } from '../../engine/work.js';
import { declareWords } from '../../words/hook.js';

export interface LabHakimiOptions {
  /**
   * Which pit a player sows from: 'any' own pit with seeds (La'b hakimi, Culin), or 'head', the pit
   * at the player's right hand, or when it is empty the nearest pit to its left that has seeds
   * (La'b madjnuni and the children's La'b rosëya, Culin).
   */
  readonly start: 'any' | 'head';
  /**
   * Which run of pits holding two or four a capture takes beyond the pit the last seed made two or
   * four: 'following', the pits after it in the direction of sowing (Culin's word; the Ludii
   * portal's summary), or 'preceding', the pits sown just before it (Mancala World, Wikipedia).
   */
  readonly chain: 'following' | 'preceding';
}

const defaults: LabHakimiOptions = { start: 'any', chain: 'following' };

export const labHakimi: VariantDefinition<LabHakimiOptions> = {
  id: 'lab-hakimi',
  name: "La'b hakimi",
  defaults,
  presets: {
    culin: defaults,
    'mancala-world': { start: 'any', chain: 'preceding' },
    madjnuni: { start: 'head', chain: 'following' },
  },
  presetNames: { culin: 'Culin (1894)', 'mancala-world': 'Mancala World (the run behind)', madjnuni: "La'b madjnuni's sowing from the head" },
  optionNotes: {
    start: {
      name: 'Which pit to sow from',
      labels: ['any own pit', 'the head, at the right hand'],
      text: "A player sows from any own pit (La'b hakimi), or always from the head, the pit at the right hand, or the nearest pit left of it with seeds (La'b madjnuni and La'b rosëya, Culin 1894)",
      choices: ['any', 'head'],
    },
    chain: {
      name: 'The run a capture takes',
      labels: ['the pits after the last one', 'the pits before the last one'],
      text: 'A capture also takes the unbroken run of pits of two or four that follow the last pit in the direction of sowing (Culin 1894), or that precede it (Mancala World)',
      choices: ['following', 'preceding'],
    },
  },
  create: createLabHakimi,
};

declareWords({
  rules: {
    'lab-hakimi-head': (_, pit) => `Under this rule a player always sows from the head, the pit at their right hand (or the nearest one left of it with seeds), not from ${pit}.`,
  },
});

const COLUMNS = 7;
const SEEDS_PER_PIT = 7;

/** A lap whose last seed makes two or four stops and captures (Culin): any other occupied pit is lifted and sown on. */
const capturing = (count: number): boolean => count === 2 || count === 4;
const mayLift = (_: PitId, count: number): boolean => !capturing(count);

/** The pits after `landingPosition` along `track`, in order, while each holds two or four (Culin: "the holes that follow"). */
function forwardChain(track: readonly Cell[], landingPosition: number, takes: (pit: PitId) => boolean): PitId[] {
  const chain: PitId[] = [];
  for (let i = 1; i < track.length; i++) {
    const cell = track[(landingPosition + i) % track.length]!;
    if (cell < 0 || !takes(cell)) break;
    chain.push(cell);
  }
  return chain;
}

function createLabHakimi(options: LabHakimiOptions): Ruleset {
  const topology = twoRowTopology(COLUMNS, false);
  const { owner, facing, tracks, trackIndex, labels } = topology;
  const other = (player: Player) => 1 - player;
  const totalSeeds = 2 * COLUMNS * SEEDS_PER_PIT; // 98
  // A player's own pits from the head back: the head is the last own pit before the track crosses to
  // the opponent's row (A7 for A, B1 for B), the pit at the player's right hand.
  const fromHead = [0, 1].map((player) => tracks[player]!.filter((cell) => cell >= 0 && owner[cell] === player).reverse());

  function legalPits(position: Position, player: Player): PitId[] {
    const own = fromHead[player]!.filter((pit) => position.pits[pit]! > 0);
    const open = options.start === 'head' ? own.slice(0, 1) : own.sort((x, y) => x - y);
    return endingSowings(position.pits, open, tracks[player]!, trackIndex[player]!, mayLift);
  }

  /** The sources play on until the board is clear; we stop when the player to move has nothing to sow, and each takes their own row. */
  function finish(w: Work, reason: EndReason): Played {
    collectAll(w, (pit) => owner[pit]!);
    return endGame(w, reason, higherStoreWins);
  }

  /** The last seed made `last` two or four: it goes with its facing pit, and so does each pit of the run (Culin). */
  function capture(w: Work, last: PitId, trackPosition: number, player: Player): void {
    const track = tracks[player]!;
    const takes = (pit: PitId) => capturing(w.pits[pit]!);
    // The run is read off the board as the last seed left it, before anything is taken.
    const run = options.chain === 'following' ? forwardChain(track, trackPosition, takes) : backwardChain(track, trackPosition, takes).slice(1);
    for (const pit of [last, ...run]) {
      capturePit(w, pit, player);
      capturePit(w, facing[pit]!, player);
    }
  }

  const ruleset: Ruleset = {
    variant: 'lab-hakimi',
    name: options.start === 'head' ? "La'b hakimi (sowing from the head)" : "La'b hakimi",
    options,
    topology,
    totalSeeds,
    start: () => ({ pits: new Array(2 * COLUMNS).fill(SEEDS_PER_PIT), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit }))),
    outcome: higherStoreWins,
    endReasons: ['no-seeds', 'no-moves', 'repetition'],
    // The sources name no rule for a game going round in circles: it ends as if the player to move could not move.
    onRepetition: (position) => finish(startWork(position), 'repetition'),
    checkPosition(position) {
      if (position.pie) return "La'b hakimi has no pie rule.";
      if (position.blocked) return "La'b hakimi has no pits out of play.";
      if (position.owners) return "In La'b hakimi every pit keeps its row.";
      return null;
    },

    play(position, move) {
      const checked = checkSowing(topology, position, move, "La'b hakimi");
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = labels[pit]!;
      if (options.start === 'head') {
        const head = fromHead[player]!.find((p) => position.pits[p]! > 0);
        if (pit !== head) return err({ code: 'ERR_RULE', pit: label, rule: 'lab-hakimi-head' });
      }
      const w = startWork(position);
      const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: true, mayLift });
      if (landing.endless) {
        return err(endlessMove(w.steps, label));
      }
      // The lap ended in an empty pit (now one seed: the turn ends) or made two or four (a capture).
      if (landing.cell >= 0 && capturing(landing.count)) capture(w, landing.cell, landing.trackPosition, player);

      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player) };
      if (legalPits(next, other(player)).length === 0) {
        const seedless = fromHead[other(player)]!.every((p) => w.pits[p] === 0);
        return ok(finish(w, seedless ? 'no-seeds' : 'no-moves'));
      }
      return ok({ position: next, steps: w.steps });
    },
  };
  return ruleset;
}

export default labHakimi;
