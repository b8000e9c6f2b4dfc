/**
 * Wari (Oware, Awari). Rules from De Toffoli, part 2: single laps, the emptied pit passed over on laps
 * of 12 or more, captures of 2s and 3s chained backwards along the opponent's row, feeding a starved
 * opponent, 25 seeds to win. Options cover the points where tournament rules differ.
 */
import { backwardChain } from '../../engine/capture.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing } from '../../engine/validate.js';
import type { EndReason, Move, Outcome, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, rowSeeds, startWork } from '../../engine/work.js';

export interface WariOptions {
  /**
   * A capture that would take every seed on the opponent's side (a grand slam):
   * - 'takes-all' (De Toffoli): it captures, and the capturer also takes the seeds left on their own side; the game ends.
   * - 'captures-nothing' (Abapa, tournament Oware): the sowing stands but nothing is captured.
   * - 'forbidden': not allowed while any other move exists; if every move is one, it captures nothing.
   */
  readonly grandSlam: 'takes-all' | 'captures-nothing' | 'forbidden';
  /**
   * A position that repeats in a game:
   * - 'draw' (De Toffoli): no more captures can come, so the game is drawn unless someone already has 25.
   * - 'split' (Abapa): the game ends and each player takes the seeds on their own side.
   */
  readonly cycles: 'draw' | 'split';
}

const defaults: WariOptions = { grandSlam: 'takes-all', cycles: 'draw' };

export const wari: VariantDefinition<WariOptions> = {
  id: 'wari',
  name: 'Wari',
  defaults,
  presets: {
    'de-toffoli': { grandSlam: 'takes-all', cycles: 'draw' },
    abapa: { grandSlam: 'captures-nothing', cycles: 'split' },
    'no-grand-slam': { grandSlam: 'forbidden', cycles: 'split' },
  },
  presetNames: { 'de-toffoli': 'De Toffoli\u2019s rules', abapa: 'Abapa', 'no-grand-slam': 'No grand slam' },
  optionNotes: {
    grandSlam: {
      name: 'Grand slam',
      labels: ['takes all and ends the game', 'captures nothing', 'not allowed'],
      text: "A capture of every seed on the opponent's side: takes all and ends the game (De Toffoli), captures nothing (Abapa), or is forbidden",
      choices: ['takes-all', 'captures-nothing', 'forbidden'],
    },
    cycles: {
      name: 'A repeated position',
      labels: ['a draw', 'each player takes their own side'],
      text: 'A repeated position ends the game: drawn (De Toffoli) or each player takes their own side (Abapa)',
      choices: ['draw', 'split'],
    },
  },
  create: createWari,
};

const SEEDS_PER_PIT = 4;

/** What a Wari position cannot hold: the state other games keep (a pie rule, pits out of play, owners that change). */
const checkPosition = (position: Position): string | null =>
  position.pie ? 'Wari has no pie rule.' : position.blocked ? 'Wari has no pits out of play.' : position.owners ? 'In Wari every pit keeps its owner: no ownership state.' : null;

function createWari(options: WariOptions): Ruleset {
  const topology = twoRowTopology(6, false);
  const { owner, tracks, trackIndex } = topology;
  const totalSeeds = 12 * SEEDS_PER_PIT;
  const target = totalSeeds / 2 + 1; // 25: more than half the seeds
  const other = (player: Player) => 1 - player;
  const ownSide = (pit: PitId) => owner[pit]!;

  /** Sows from `pit` and works out the capture the sowing earns, without taking it yet. */
  function sowFrom(position: Position, pit: PitId, player: Player) {
    const w = startWork(position);
    const track = tracks[player]!;
    const landing = sow(w, pit, { track, trackIndex: trackIndex[player]!, skipOrigin: true, relay: false });
    const opponent = other(player);
    const chain = backwardChain(track, landing.trackPosition, (p) => owner[p] === opponent && (w.pits[p] === 2 || w.pits[p] === 3));
    const opponentSeeds = rowSeeds(w.pits, owner, opponent);
    const chainSeeds = chain.reduce((sum, p) => sum + w.pits[p]!, 0);
    return { w, chain, feeds: opponentSeeds > 0, grandSlam: chain.length > 0 && chainSeeds === opponentSeeds };
  }

  /** Moves that sow a non-empty own pit, and feed a starved opponent if any move can. */
  function candidateMoves(position: Position, player: Player) {
    const sown = position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player ? [{ pit, ...sowFrom(position, pit, player) }] : []));
    const starved = rowSeeds(position.pits, owner, other(player)) === 0;
    return starved ? sown.filter((m) => m.feeds) : sown;
  }

  function legalPits(position: Position, player: Player) {
    const candidates = candidateMoves(position, player);
    if (options.grandSlam !== 'forbidden') return candidates;
    const quiet = candidates.filter((m) => !m.grandSlam);
    return quiet.length > 0 ? quiet : candidates;
  }

  const outcome = (position: Position): Outcome | null => {
    if (position.toMove !== null) return null;
    const [a, b] = position.stores as [number, number];
    // De Toffoli: a game stopped by repetition is drawn unless someone already has more than half.
    if (position.ended === 'repetition' && options.cycles === 'draw' && a < target && b < target) return { winner: null, scores: [a, b] };
    return { winner: a === b ? null : a > b ? 0 : 1, scores: [a, b] };
  };

  function finish(w: Work, reason: EndReason, collect: boolean): Played {
    if (collect) collectAll(w, ownSide);
    return endGame(w, reason, outcome);
  }

  const ruleset: Ruleset = {
    variant: 'wari',
    name: 'Wari',
    options,
    topology,
    totalSeeds,
    start: () => ({ pits: new Array(12).fill(SEEDS_PER_PIT), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((m): Move => ({ kind: 'sow', pit: m.pit }))),
    outcome,
    endReasons: [...(options.grandSlam === 'takes-all' ? (['grand-slam'] as const) : []), 'target-reached', 'cannot-feed', 'no-moves', 'repetition'],
    checkPosition,
    onRepetition: (position) => finish(startWork(position), 'repetition', options.cycles === 'split'),

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Wari');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = topology.labels[pit]!;
      const legal = legalPits(position, player);
      const chosen = legal.find((m) => m.pit === pit);
      if (!chosen) {
        const starved = rowSeeds(position.pits, owner, other(player)) === 0;
        return starved ? err({ code: 'ERR_MUST_FEED', pit: label }) : err({ code: 'ERR_GRAND_SLAM', pit: label });
      }

      const { w, chain, grandSlam } = chosen;
      if (grandSlam && options.grandSlam !== 'takes-all') {
        w.steps.push({ kind: 'capture-cancelled', reason: 'grand-slam' });
      } else {
        for (const p of chain) capturePit(w, p, player);
      }
      if (grandSlam && options.grandSlam === 'takes-all') return ok(finish(w, 'grand-slam', true));
      if (w.stores[player]! >= target) return ok(finish(w, 'target-reached', false));

      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player) };
      if (legalPits(next, other(player)).length === 0) {
        // De Toffoli: a player who cannot feed the opponent takes the seeds in their own pits; a player
        // left without seeds cannot move, and the seeds left are on the other side. Either way each
        // player takes what is on their own side.
        const reason = rowSeeds(w.pits, owner, other(player)) === 0 ? 'no-moves' : 'cannot-feed';
        return ok(finish(w, reason, true));
      }
      return ok({ position: next, steps: w.steps });
    },
  };
  return ruleset;
}

export default wari;
