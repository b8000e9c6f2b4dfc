/**
 * Enkeshui (Maasai, Kenya and Tanzania): 2 rows of 8 pits (or 12), 48 seeds, six 4s and two empty
 * pits in each row. Counter-clockwise relay sowing; a lap ending in an own empty pit captures across, but only
 * on the first lap; a last seed that makes 4 turns the pit into the mover's bull (and the pit before
 * it too, if it now holds 3), whose seeds are never lifted again (state.ts). English Wikipedia
 * "Enkeshui"; Russ 1984, p. 42 (as StoneShark's MancalaGames encodes it). The page cites each clause.
 */
import { endlessMove } from '../../engine/endless.js';
import { capturePit, collectAll, endGame, startWork } from '../../engine/work.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import type { Landing } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { declareWords } from '../../words/hook.js';
import type { Bulls } from './state.js';
import { NO_BULLS, bullOwner, bullState, hasBulls, withBull } from './state.js';

export interface EnkeshuiOptions {
  /**
   * A relay move that would go round for ever (it comes back to a board it has already had with the
   * same pit about to be lifted). The sources are silent; 'forbidden' (our choice, as for Endodoi)
   * refuses such a move while another exists.
   */
  readonly endless: 'forbidden';
  /** Pits per row: 8 (our default) or 12, each with English Wikipedia's layout of 48 seeds. */
  readonly columns: 8 | 12;
}

const defaults: EnkeshuiOptions = { endless: 'forbidden', columns: 8 };

export const enkeshui: VariantDefinition<EnkeshuiOptions> = {
  id: 'enkeshui',
  name: 'Enkeshui',
  defaults,
  optionNotes: {
    endless: {
      name: 'A move that never ends',
      labels: ['not allowed'],
      text: 'A relay move that would never end may not be played (the sources are silent; our choice)',
      choices: ['forbidden'],
    },
    columns: {
      name: 'Pits per row',
      labels: ['8', '12'],
      text: 'Pits per row: 8, with six 4s and two empty pits a row, or 12, with 3, 3 and an empty pit repeated (both English Wikipedia, 48 seeds)',
      choices: [8, 12],
    },
  },
  presets: { eight: { columns: 8 }, twelve: { columns: 12 } },
  presetNames: { eight: 'Two rows of 8', twelve: 'Two rows of 12' },
  create: createEnkeshui,
};

declareWords({
  rules: {
    'enkeshui-bull': (_, pit) => `${pit} is a bull: its seeds are never lifted again.`,
  },
});

/**
 * Each row in its owner's sowing order (English Wikipedia's layouts): on 8 pits two empty, then six
 * of 4; on 12 an empty pit, then 3 and 3, four times. Either way 48 seeds.
 */
const ROWS: Record<EnkeshuiOptions['columns'], readonly number[]> = {
  8: [0, 0, 4, 4, 4, 4, 4, 4],
  12: [0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3],
};
/** A lap ending in a pit that now holds this many makes it a bull (it held 3: Wikipedia; "sowing to 4": Russ). */
const BULL = 4;

/** Enkeshui's positions carry bulls only: no pie, no pits out of play, no pit changing rows. */
const checkPosition = (position: Position): string | null =>
  position.pie || position.blocked || position.owners ? 'Enkeshui has no pie rule, pits out of play or changing rows; a bull is written as bull-a-b3.' : null;

function createEnkeshui(options: EnkeshuiOptions): Ruleset {
  const row = ROWS[options.columns];
  const topology = twoRowTopology(row.length, false);
  const { owner, facing, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;
  const bullsOf = (position: Position): Bulls => position.state?.bulls ?? NO_BULLS;
  const stateOf = (bulls: Bulls): Pick<Position, 'state'> => (hasBulls(bulls) ? { state: { bulls } } : {});

  /** One sowing: relays go on from any occupied pit but a bull, or a pit the last seed makes a bull. */
  function sowFrom(position: Position, pit: PitId, player: Player): { w: Work; landing: Landing } {
    const bulls = bullsOf(position);
    const w = startWork(position);
    const mayLift = (at: PitId, count: number) => bullOwner(bulls, at) === null && count !== BULL;
    const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: true, mayLift });
    return { w, landing };
  }

  /** Own pits with seeds, never a bull, whose sowing ends (a move that would relay for ever is refused). */
  function legalPits(position: Position, player: Player): PitId[] {
    const bulls = bullsOf(position);
    return position.pits.flatMap((count, pit) =>
      count > 0 && owner[pit] === player && bullOwner(bulls, pit) === null && !sowFrom(position, pit, player).landing.endless ? [pit] : [],
    );
  }

  /**
   * The end (our reading; the sources say only that the most seeds win): a bull's seeds count for its
   * owner, and every other seed left goes to the owner of its row.
   */
  function finish(w: Work, reason: EndReason, bulls: Bulls): Played {
    collectAll(w, (pit) => bullOwner(bulls, pit) ?? owner[pit]!);
    return endGame(w, reason, higherStoreWins, stateOf(bulls));
  }

  /** What the last seed of the last lap does: a bull (or two), a capture across, or nothing. */
  function resolve(w: Work, landing: Landing, player: Player, bulls: Bulls): Bulls {
    const { cell, count, trackPosition, laps } = landing;
    if (cell < 0 || bullOwner(bulls, cell) !== null) return bulls; // a lap ending in a bull ends the turn
    const track = tracks[player]!;
    if (count === BULL) {
      let made = withBull(bulls, player, cell);
      w.steps.push({ kind: 'ownership', pit: cell, from: owner[cell]!, to: player });
      // Russ: the pit before it, now holding 3, is made a bull too (Wikipedia: the last two seeds
      // falling on 2 and 3).
      const before = track[(trackPosition - 1 + track.length) % track.length]!;
      if (before >= 0 && w.pits[before] === BULL - 1 && bullOwner(made, before) === null) {
        made = withBull(made, player, before);
        w.steps.push({ kind: 'ownership', pit: before, from: owner[before]!, to: player });
      }
      return made;
    }
    // A capture across, only when no relay has happened this turn, and never from a bull.
    const across = facing[cell]!;
    if (laps === 1 && count === 1 && owner[cell] === player && w.pits[across]! > 0 && bullOwner(bulls, across) === null) {
      capturePit(w, across, player);
      capturePit(w, cell, player);
    }
    return bulls;
  }

  const ruleset: Ruleset = {
    variant: 'enkeshui',
    name: options.columns === 12 ? 'Enkeshui (2x12)' : 'Enkeshui',
    options,
    topology,
    totalSeeds: 48,
    state: bullState,
    start: () => ({ pits: [...row, ...row], stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit }))),
    outcome: higherStoreWins,
    endReasons: ['no-moves', 'repetition'],
    // Our rule (the sources are silent): a position that comes back ends the game as when a player cannot move.
    onRepetition: (position) => finish(startWork(position), 'repetition', bullsOf(position)),
    checkPosition,

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Enkeshui');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = topology.labels[pit]!;
      if (bullOwner(bullsOf(position), pit) !== null) return err({ code: 'ERR_RULE', pit: label, rule: 'enkeshui-bull' });
      const { w, landing } = sowFrom(position, pit, player);
      if (landing.endless) {
        return err(endlessMove(w.steps, label));
      }
      const bulls = resolve(w, landing, player, bullsOf(position));
      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player), ...stateOf(bulls) };
      if (legalPits(next, other(player)).length === 0) return ok(finish(w, 'no-moves', bulls));
      return ok({ position: next, steps: w.steps });
    },
  };
  return ruleset;
}

export default enkeshui;
