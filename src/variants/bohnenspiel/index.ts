/**
 * Bohnenspiel, the Baltic German "bean game" Fritz Jahn described in 1916-17: 2 rows of 6 pits, 6 beans
 * each, 72 in all. Single laps counter-clockwise, no pit passed over; a last bean that makes 2, 4 or 6
 * in any pit, on either side, takes it, and so does each pit just before it holding 2, 4 or 6, in an
 * unbroken chain. A player with no beans on their turn ends the game, and the other takes what is
 * left. Rules from Jahn as English Wikipedia, Mancala World and the Ludii portal give them; the page
 * cites each clause.
 */
import { backwardChain } from '../../engine/capture.js';
import { ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, rowSeeds, startWork } from '../../engine/work.js';

/** Bohnenspiel has no options: the sources agree on every rule they state. */
export type BohnenspielOptions = Record<string, never>;

const defaults: BohnenspielOptions = {};

export const bohnenspiel: VariantDefinition<BohnenspielOptions> = {
  id: 'bohnenspiel',
  name: 'Bohnenspiel',
  defaults,
  presets: {},
  optionNotes: {},
  create: createBohnenspiel,
};

const COLUMNS = 6;
const BEANS_PER_PIT = 6;

/** The counts a last bean captures (Jahn: two, four or six; never any other number). */
export const capturesCount = (count: number): boolean => count === 2 || count === 4 || count === 6;

function createBohnenspiel(options: BohnenspielOptions): Ruleset {
  const topology = twoRowTopology(COLUMNS, false);
  const { owner, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;

  const legalPits = (position: Position, player: Player): PitId[] => position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player ? [pit] : []));

  /**
   * `no-seeds` (Jahn, as Wikipedia and the Ludii portal give him): the player to move has no bean, so
   * every bean left is on the other side, and the other player takes them all. `repetition` (our
   * rule; the sources are silent): each player takes the beans on their own side, as the same rule
   * would share them if the game had ended there.
   */
  function finish(w: Work, reason: EndReason, mover: Player | null): Played {
    collectAll(w, (pit) => (mover === null ? owner[pit]! : mover));
    return endGame(w, reason, higherStoreWins);
  }

  const ruleset: Ruleset = {
    variant: 'bohnenspiel',
    name: 'Bohnenspiel',
    options,
    topology,
    totalSeeds: 2 * COLUMNS * BEANS_PER_PIT, // 72
    start: () => ({ pits: new Array(2 * COLUMNS).fill(BEANS_PER_PIT), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit }))),
    outcome: higherStoreWins,
    endReasons: ['no-seeds', 'repetition'],
    checkPosition: (position) =>
      position.pie
        ? 'Bohnenspiel has no pie rule.'
        : position.blocked
          ? 'Bohnenspiel has no pits out of play.'
          : position.owners
            ? 'In Bohnenspiel every pit keeps its owner: no ownership state.'
            : null,
    // Beans that never make 2, 4 or 6 can chase each other round the board for ever.
    onRepetition: (position) => finish(startWork(position), 'repetition', null),

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Bohnenspiel');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const w = startWork(position);
      const track = tracks[player]!;
      // Every pit in turn, the emptied one too when twelve or more beans come round (Jahn names no skip).
      const landing = sow(w, pit, { track, trackIndex: trackIndex[player]!, skipOrigin: false, relay: false });
      // The last pit and each one before it, on either side, while they hold 2, 4 or 6.
      const chain = backwardChain(track, landing.trackPosition, (p) => capturesCount(w.pits[p]!));
      for (const p of chain) capturePit(w, p, player);

      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player) };
      if (rowSeeds(w.pits, owner, other(player)) === 0) return ok(finish(w, 'no-seeds', player));
      return ok({ position: next, steps: w.steps });
    },
  };
  return ruleset;
}

export default bohnenspiel;
