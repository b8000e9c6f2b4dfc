/**
 * Layli Goobalay (Somali; Leyla-gòbale in Marin 1931): 2 rows of 6 pits, 4 seeds each. Relay sowing
 * from any own pit that is not an uur; a lap ends in an empty pit or an uur. A last seed in an own
 * empty pit facing seeds captures them with itself, unless they are exactly three: then one of them
 * joins the last seed and both pits become the player's uurs, never sown from again (state.ts). The
 * game ends when the player to move cannot move: each player takes their own row but the opponent's
 * uurs, and their uurs on either row. English Wikipedia, Mancala World (after Red Sea Online) and
 * Marin 1931 as the Ludii portal quotes him; the page cites each clause.
 */
import { endlessMove } from '../../engine/endless.js';
import { endingSowings } from '../../engine/fast/relay.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, startWork } from '../../engine/work.js';
import { declareWords } from '../../words/hook.js';
import { inPitOrder, pairsProblem, uurHolders, uurState } from './state.js';

export interface LayliGoobalayOptions {
  /** The way seeds travel: counter-clockwise (Red Sea Online, English Wikipedia) or clockwise (Marin 1931, Berbera). */
  readonly direction: 'counter-clockwise' | 'clockwise';
  /** The game's first sowing: from any pit ('free'), or from the right-hand end of the first player's row ('right-end', Marin 1931). */
  readonly opening: 'free' | 'right-end';
}

const defaults: LayliGoobalayOptions = { direction: 'counter-clockwise', opening: 'free' };

export const layliGoobalay: VariantDefinition<LayliGoobalayOptions> = {
  id: 'layli-goobalay',
  name: 'Layli Goobalay',
  defaults,
  presets: { standard: defaults, marin: { direction: 'clockwise', opening: 'right-end' } },
  presetNames: { standard: 'Red Sea Online, Wikipedia', marin: 'Marin (1931)' },
  optionNotes: {
    direction: {
      name: 'Direction of sowing',
      labels: ['counter-clockwise', 'clockwise'],
      text: 'Seeds travel counter-clockwise (Red Sea Online, Wikipedia) or clockwise (Marin, Berbera 1931)',
      choices: ['counter-clockwise', 'clockwise'],
    },
    opening: {
      name: 'The first move',
      labels: ['from any pit', "from the right-hand end of the first player's row"],
      text: "The game's first sowing starts from any pit, or from the pit at the right-hand end of the first player's row (Marin, 1931)",
      choices: ['free', 'right-end'],
    },
  },
  create: createLayliGoobalay,
};

declareWords({
  rules: {
    'layli-goobalay-uur': (_, pit) => `${pit} is an uur: nobody ever sows from an uur.`,
    'layli-goobalay-opening': (_, pit) => `The game's first move starts from the right-hand end of the first player's row, not from ${pit}.`,
  },
});

const COLUMNS = 6;
const SEEDS_PER_PIT = 4;

/** The last seed lies alone in `last`, an own pit that is not an uur: what it does to the pit facing it. */
function captureFacing(w: Work, across: PitId, last: PitId, player: Player, pairs: PitId[]): void {
  const facingSeeds = w.pits[across]!;
  if (facingSeeds === 0) return;
  if (facingSeeds === 3) {
    // One of the three joins the last seed: two and two, and the column is the player's pair of uurs.
    w.pits[across] = 2;
    w.pits[last] = 2;
    w.steps.push({ kind: 'transfer', from: across, to: last, count: 1 });
    pairs.push(last);
    return;
  }
  capturePit(w, across, player);
  capturePit(w, last, player);
}

function createLayliGoobalay(options: LayliGoobalayOptions): Ruleset {
  const topology = twoRowTopology(COLUMNS, false, options.direction);
  const { owner, facing, tracks, trackIndex, labels } = topology;
  const other = (player: Player) => 1 - player;
  const totalSeeds = 2 * COLUMNS * SEEDS_PER_PIT; // 48
  // The pit at each player's right hand as they face the board: A6 for South, B1 for North.
  const rightEnd = [COLUMNS - 1, 2 * COLUMNS - 1];
  const pairsOf = (position: Position): readonly PitId[] => position.state?.uur ?? [];
  const stateOf = (pairs: readonly PitId[]): Pick<Position, 'state'> => (pairs.length ? { state: { uur: inPitOrder(pairs) } } : {});
  const isOpening = (position: Position) => pairsOf(position).length === 0 && position.stores.every((n) => n === 0) && position.pits.every((n) => n === SEEDS_PER_PIT);

  /** Own pits with seeds that are not uurs, whose relay sowing ends (a relay never lifts an uur). */
  function legalPits(position: Position, player: Player): PitId[] {
    const holders = uurHolders(topology, pairsOf(position));
    if (options.opening === 'right-end' && isOpening(position)) return [rightEnd[player]!];
    const own = position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player && !holders.has(pit) ? [pit] : []));
    return endingSowings(position.pits, own, tracks[player]!, trackIndex[player]!, (pit) => !holders.has(pit));
  }

  /** The end: each uur's seeds go to its holder, every other pit's to its row's owner (Wikipedia; Marin via Ludii). */
  function finish(w: Work, reason: 'no-moves' | 'repetition', pairs: readonly PitId[]): Played {
    const holders = uurHolders(topology, pairs);
    collectAll(w, (pit) => holders.get(pit) ?? owner[pit]!);
    return endGame(w, reason, higherStoreWins, stateOf(pairs));
  }

  const ruleset: Ruleset = {
    variant: 'layli-goobalay',
    name: options.direction === 'clockwise' ? 'Layli Goobalay (clockwise)' : 'Layli Goobalay',
    options,
    topology,
    totalSeeds,
    state: uurState,
    start: () => ({ pits: new Array(2 * COLUMNS).fill(SEEDS_PER_PIT), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit }))),
    outcome: higherStoreWins,
    endReasons: ['no-moves', 'repetition'],
    // The sources name no rule for a game going round in circles: it ends as if the player to move could not move.
    onRepetition: (position) => finish(startWork(position), 'repetition', pairsOf(position)),
    checkPosition(position) {
      if (position.pie) return 'Layli Goobalay has no pie rule.';
      if (position.blocked) return 'Layli Goobalay has no pits out of play.';
      if (position.owners) return 'In Layli Goobalay every pit keeps its row; a pair of uurs is written as uur-<pit>.';
      const pairs = pairsOf(position);
      const problem = pairsProblem(topology, pairs);
      if (problem) return problem;
      // A finished game has handed every uur's seeds to its holder.
      if (position.toMove !== null)
        for (const pit of uurHolders(topology, pairs).keys()) {
          if (position.pits[pit]! < 2) return `The uur ${labels[pit]} holds fewer than the two seeds it was made with; an uur is never emptied.`;
        }
      return null;
    },

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Layli Goobalay');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = labels[pit]!;
      const holders = uurHolders(topology, pairsOf(position));
      if (holders.has(pit)) return err({ code: 'ERR_RULE', pit: label, rule: 'layli-goobalay-uur' });
      const openingPit = options.opening === 'right-end' && isOpening(position) ? rightEnd[player] : undefined;
      if (openingPit !== undefined && pit !== openingPit) return err({ code: 'ERR_RULE', pit: label, rule: 'layli-goobalay-opening' });
      const w = startWork(position);
      const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: true, mayLift: (p) => !holders.has(p) });
      if (landing.endless) {
        return err(endlessMove(w.steps, label));
      }
      const pairs = [...pairsOf(position)];
      // The lap ended in an empty pit or an uur; only an own empty pit (now one seed) captures.
      if (landing.cell >= 0 && owner[landing.cell] === player && !holders.has(landing.cell) && landing.count === 1)
        captureFacing(w, facing[landing.cell]!, landing.cell, player, pairs);

      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player), ...stateOf(pairs) };
      if (legalPits(next, other(player)).length === 0) return ok(finish(w, 'no-moves', pairs));
      return ok({ position: next, steps: w.steps });
    },
  };
  return ruleset;
}

export default layliGoobalay;
