/**
 * Njombwa (Mozambique, Malawi). Seed 001, part 5: a board of 4 rows of 8; each player sows round their
 * own two rows, counter-clockwise, from a pit of 2 or more seeds; a lap ending in an occupied pit
 * relays; a lap ending in an own empty inner pit whose facing inner pit is occupied captures both of
 * the opponent's pits in that column (inner and outer); a single seed may be moved only when no pit
 * holds more, and only into the next pit if it is empty. The player who captures all the opponent's
 * seeds wins.
 */
import { illegal } from '../engine/errors.js';
import { endingSowings } from '../engine/fast/relay.js';
import { choicesOf, parseChoices } from '../engine/options.js';
import { err, ok } from '../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../engine/ruleset.js';
import { MAX_LAPS, sow } from '../engine/sowing.js';
import { fourRowTopology } from '../engine/topology.js';
import type { EndReason, Move, Outcome, PitId, Player, Position } from '../engine/types.js';
import { checkSowing } from '../engine/validate.js';
import type { Work } from '../engine/work.js';
import { capturePit, rowSeeds, startWork } from '../engine/work.js';

export interface NjombwaOptions {
  /** A relay move that would never end: the texts are silent; 'forbidden' (our choice, as for Endodoi). */
  readonly endless: 'forbidden';
}

const defaults: NjombwaOptions = { endless: 'forbidden' };

export const njombwa: VariantDefinition<NjombwaOptions> = {
  id: 'njombwa',
  name: 'Njombwa',
  defaults,
  optionNotes: {
    endless: { text: 'A relay move that would never end may not be played (the texts are silent; our choice)', choices: ['forbidden'] },
  },
  presets: {},
  parseOptions: (input) => parseChoices('Njombwa', input, defaults, choicesOf(njombwa.optionNotes), njombwa.presets),
  create: createNjombwa,
};

const COLUMNS = 8;
/** Seed 001's starting layout, rows top to bottom: B, BB, AA, A ("almost all pits with 2 seeds"). */
export const NJOMBWA_START = [
  [2, 2, 2, 2, 2, 2, 2, 2],
  [2, 2, 2, 2, 2, 2, 1, 0],
  [0, 1, 2, 2, 2, 2, 2, 2],
  [2, 2, 2, 2, 2, 2, 2, 2],
];

function createNjombwa(options: NjombwaOptions): Ruleset {
  const topology = fourRowTopology(COLUMNS);
  const { owner, facing, behind, inner, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;
  const totalSeeds = NJOMBWA_START.flat().reduce((a, b) => a + b, 0);

  /** Pits of 2 or more; failing those, single seeds whose next pit is empty. Moves that would relay for ever are left out. */
  function legalPits(position: Position, player: Player): PitId[] {
    const own = position.pits.flatMap((n, pit) => (owner[pit] === player && n > 0 ? [pit] : []));
    const track = tracks[player]!;
    const next = (pit: PitId) => track[(trackIndex[player]![pit]! + 1) % track.length]!;
    const big = own.filter((pit) => position.pits[pit]! >= 2);
    if (big.length === 0) return own.filter((pit) => position.pits[next(pit)] === 0);
    return endingSowings(position.pits, big, track, trackIndex[player]!);
  }

  const outcome = (position: Position): Outcome | null => {
    if (position.toMove === null) {
      if (position.ended === 'repetition') return { winner: null, scores: [...position.stores] };
      // The game ends when the player to move has no seeds or no move: the other player has won.
      const loser = position.loser ?? [0, 1].find((p) => rowSeeds(position.pits, owner, p) === 0);
      return { winner: loser === undefined ? null : other(loser), scores: [...position.stores] };
    }
    return null;
  };

  function finish(w: Work, loser: Player, reason: EndReason): Played {
    const position: Position = { pits: w.pits, stores: w.stores, toMove: null, ended: reason, loser };
    w.steps.push({ kind: 'end', reason, outcome: outcome(position)! });
    return { position, steps: w.steps };
  }

  return {
    variant: 'njombwa',
    name: 'Njombwa',
    options,
    topology,
    totalSeeds,
    start: () => {
      const pits = new Array<number>(topology.pitCount).fill(0);
      topology.rows.forEach((row, r) => row.pits.forEach((pit, c) => (pits[pit] = NJOMBWA_START[r]![c]!)));
      return { pits, stores: [0, 0], toMove: 0 };
    },
    legalMoves: (position) =>
      position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit })),
    outcome,
    // No source speaks of games that go round in circles; we call a repeated position a draw.
    onRepetition: (position) => {
      const w = startWork(position);
      const ended: Position = { pits: w.pits, stores: w.stores, toMove: null, ended: 'repetition' };
      w.steps.push({ kind: 'end', reason: 'repetition', outcome: outcome(ended)! });
      return { position: ended, steps: w.steps };
    },
    checkPosition: (position) =>
      position.pie || position.blocked || position.owners ? 'Njombwa has no pie rule, pits out of play or changing owners.' : null,

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Njombwa');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = topology.labels[pit]!;
      if (!legalPits(position, player).includes(pit)) {
        if (position.pits[pit] === 1) {
          const hasBig = position.pits.some((n, p) => owner[p] === player && n >= 2);
          return err(illegal('ERR_SINGLE_SEED', hasBig
            ? `${label} holds a single seed, which may be moved only when no pit of yours holds more.`
            : `${label}'s single seed may move only into an empty pit, and the next pit is occupied.`));
        }
        return err(illegal('ERR_ENDLESS', `Sowing ${label} would relay for ever (it repeats, or runs past ${MAX_LAPS} laps), so it may not be played.`));
      }
      const w = startWork(position);
      const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: true });
      // A lap ends only in an empty pit (it now holds the last seed). In the own inner row, facing seeds are taken with the pit behind them.
      if (landing.cell >= 0 && inner[landing.cell] && w.pits[facing[landing.cell]!]! > 0) {
        const across = facing[landing.cell]!;
        capturePit(w, across, player);
        capturePit(w, behind[across]!, player);
      }
      const next = other(player);
      if (rowSeeds(w.pits, owner, next) === 0) return ok(finish(w, next, 'no-seeds'));
      const after: Position = { pits: w.pits, stores: w.stores, toMove: next };
      if (legalPits(after, next).length === 0) return ok(finish(w, next, 'no-moves'));
      return ok({ position: after, steps: w.steps });
    },
  };
}
