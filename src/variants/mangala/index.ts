/**
 * Mangala, the Turkish school and tournament game: 2 rows of 6 pits, 4 stones each, a store (hazine)
 * at each end. The first stone goes back into the pit just emptied (a single stone moves on); a last
 * stone in one's own store gives another turn; one that makes an opponent's pit even captures it; one
 * that falls alone into an own pit takes the facing pit with it. When a row is empty the game ends,
 * and the player whose row it is takes every stone left. Rules from Mancala World ("Mangala III"),
 * World Ethnosport and the Turkish rule sheets the page cites clause by clause.
 */
import { captureAcross, landedEvenInOpponentPit } from '../../engine/capture.js';
import { ok } from '../../engine/result.js';
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { Move, Player, Position } from '../../engine/types.js';
import { capturePit, collectAll, emptyRow, endGame, extraTurnInStore, startWork } from '../../engine/work.js';

export interface MangalaOptions {
  /**
   * A last stone alone in an own pit whose facing pit is empty: no capture (Mancala World, and the
   * Turkish rule sheets that say "if the opponent's pit opposite holds stones"), or the lone stone
   * is taken all the same (World Ethnosport's English rules, which state no such condition).
   */
  readonly emptyCapture: boolean;
}

const defaults: MangalaOptions = { emptyCapture: false };

export const mangala: VariantDefinition<MangalaOptions> = {
  id: 'mangala',
  name: 'Mangala',
  defaults,
  presets: {},
  optionNotes: {
    emptyCapture: {
      name: 'Empty pit with nothing opposite',
      labels: ['no capture', 'the lone stone is taken'],
      text: 'A last stone alone in an own pit facing an empty pit captures nothing (Mancala World), or is taken by itself',
      choices: [false, true],
    },
  },
  create: createMangala,
};

const COLUMNS = 6;
const STONES_PER_PIT = 4;

function createMangala(options: MangalaOptions): Ruleset {
  const topology = twoRowTopology(COLUMNS, true);
  const { owner, facing, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;

  return {
    variant: 'mangala',
    name: options.emptyCapture ? 'Mangala (empty capture)' : 'Mangala',
    options,
    topology,
    totalSeeds: 2 * COLUMNS * STONES_PER_PIT, // 48
    start: () => ({ pits: new Array(2 * COLUMNS).fill(STONES_PER_PIT), stores: [0, 0], toMove: 0 }),
    legalMoves: (position: Position): Move[] =>
      position.toMove === null ? [] : position.pits.flatMap((count, pit): Move[] => (count > 0 && owner[pit] === position.toMove ? [{ kind: 'sow', pit }] : [])),
    outcome: higherStoreWins,
    endReasons: ['row-empty'],
    onRepetition: null,
    checkPosition: (position) =>
      position.pie
        ? 'Mangala has no pie rule.'
        : position.blocked
          ? 'Mangala has no pits out of play.'
          : position.owners
            ? 'In Mangala every pit keeps its owner: no ownership state.'
            : null,

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Mangala');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;

      const w = startWork(position);
      // The track passes the mover's own store and leaves out the opponent's.
      const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: false, firstSeedInOrigin: true });
      const again = extraTurnInStore(w, landing.cell, player);
      if (landedEvenInOpponentPit(landing.cell, landing.count, owner, player)) capturePit(w, landing.cell, player);
      else if (!again) captureAcross(w, landing, player, owner, facing, options.emptyCapture);

      // A row empty after any move ends the game, even mid-turn; its owner takes what is left on the
      // other side (Mancala World; World Ethnosport: the player who runs out first takes the rest).
      const emptied = emptyRow(w.pits, owner);
      if (emptied !== undefined) {
        collectAll(w, () => emptied);
        return ok(endGame(w, 'row-empty', higherStoreWins));
      }
      return ok({ position: { pits: w.pits, stores: w.stores, toMove: again ? player : other(player) }, steps: w.steps });
    },
  };
}

export default mangala;
