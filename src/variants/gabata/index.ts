/**
 * Gabata (Ethiopia), the three-row game played near Adwa: 3 rows of 6 holes, 3 seeds each, 54 in
 * all. Each player owns the near row and the right half of the middle row, and both sow the same
 * circuit: along the own row left to right, back along the own half of the middle row, along the
 * opponent's row and the opponent's half (Pankhurst 1971, as the Ludii portal summarises it). Relay
 * sowing; a last seed that brings an opponent's hole from 3 to 4 takes it as a wegue, which its
 * owner may no longer sow from and whose seeds count for the captor; a last seed in the opponent's
 * wegue takes two seeds from it. A hole still holding its first three seeds cannot be taken.
 * state.ts keeps the wegue holes and the untouched ones. An option plays the two-row Gabata of
 * Adegrat instead (adegrat.ts).
 */
import { endlessMove } from '../../engine/endless.js';
import { ok, err } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import type { Topology } from '../../engine/topology.js';
import { threeRowTopology } from '../../engine/three-row.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { EndReason, Move, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { collectAll, endGame, startWork } from '../../engine/work.js';
import { createAdegrat } from './adegrat.js';
import { captorOf, gabataState } from './state.js';

export interface GabataOptions {
  /**
   * Which game called Gabata:
   * - 'three-row' (Pankhurst 1971, as the Ludii portal summarises it): the three-row game of Adwa;
   * - 'adegrat' (the Ludii portal): the two-row game of the Adegrat area, one round of it.
   */
  readonly form: 'three-row' | 'adegrat';
}

const defaults: GabataOptions = { form: 'three-row' };

export const gabata: VariantDefinition<GabataOptions> = {
  id: 'gabata',
  name: 'Gabata',
  defaults,
  presets: { adwa: { form: 'three-row' }, adegrat: { form: 'adegrat' } },
  presetNames: { adwa: 'Three rows, as played near Adwa', adegrat: 'Two rows, as played near Adegrat' },
  optionNotes: {
    form: {
      name: 'The board',
      labels: ['three rows (Adwa)', 'two rows (Adegrat)'],
      text: 'The three-row game played near Adwa (Pankhurst, as the Ludii portal summarises him), or the two-row game of the Adegrat area (the Ludii portal)',
      choices: ['three-row', 'adegrat'],
    },
  },
  create: (options) => (options.form === 'adegrat' ? createAdegrat() : createGabata()),
};

const COLUMNS = 6;
const SEEDS_PER_HOLE = 3;
/** The circuit as seen from A's side (Pankhurst 1971 via the Ludii portal); B's is the same circuit, begun on B's row. */
const ROUTE = [
  ['A', 1, 6],
  ['C', 6, 4],
  ['B', 6, 1],
  ['C', 1, 3],
] as const;

function createGabata(): Ruleset {
  const topology = threeRowTopology(COLUMNS, ROUTE);
  const { owner, tracks, trackIndex, pitCount } = topology;
  const totalSeeds = pitCount * SEEDS_PER_HOLE; // 54
  const other = (player: Player) => 1 - player;
  const wegueOf = (position: Position): readonly PitId[] => position.state?.wegue ?? [];

  /** Own holes with seeds that are not a wegue: a wegue on a player's side is the opponent's. */
  const sowable = (position: Position, player: Player): PitId[] => {
    const wegue = wegueOf(position);
    return position.pits.flatMap((count, pit) => (count > 0 && owner[pit] === player && !wegue.includes(pit) ? [pit] : []));
  };

  /** One whole move from `pit`: relay sowing, then what the last seed does. */
  function sowFrom(position: Position, pit: PitId, player: Player) {
    const w = startWork(position);
    const wegue = new Set(wegueOf(position));
    const fresh = new Set(position.state?.fresh ?? []);
    const lifted = (p: PitId) => w.steps.some((s) => (s.kind === 'lift' || s.kind === 'relay') && s.pit === p);
    // A last seed making 4 in an opponent's ordinary hole that has been lifted at least once takes it.
    const takes = (p: PitId) => owner[p] === other(player) && !wegue.has(p) && w.pits[p] === 4 && !(fresh.has(p) && !lifted(p));
    const landing = sow(w, pit, {
      track: tracks[player]!,
      trackIndex: trackIndex[player]!,
      skipOrigin: false,
      relay: true,
      // A wegue is never lifted, and a hole just taken ends the move.
      mayLift: (p) => !wegue.has(p) && !takes(p),
    });
    const last = landing.cell;
    if (!landing.endless && last >= 0) {
      if (wegue.has(last) && captorOf(topology, last) !== player) takeTwo(w, last, player);
      else if (takes(last)) {
        w.steps.push({ kind: 'ownership', pit: last, from: other(player), to: player });
        wegue.add(last);
      }
    }
    const stillFresh = [...fresh].filter((p) => !lifted(p));
    return { pit, w, landing, wegue: [...wegue].sort((x, y) => x - y), fresh: stillFresh };
  }

  const stateOf = (wegue: readonly PitId[], fresh: readonly PitId[]): Pick<Position, 'state'> =>
    wegue.length || fresh.length ? { state: { ...(wegue.length ? { wegue } : {}), ...(fresh.length ? { fresh } : {}) } } : {};

  /** The end: each wegue's seeds go to its captor, every other hole's to the hole's owner. */
  function finish(w: Work, reason: EndReason, wegue: readonly PitId[]): Played {
    collectAll(w, (pit) => (wegue.includes(pit) ? captorOf(topology, pit) : owner[pit]!));
    return endGame(w, reason, higherStoreWins, stateOf(wegue, []));
  }

  const legalSowings = (position: Position, player: Player) =>
    sowable(position, player)
      .map((pit) => sowFrom(position, pit, player))
      .filter((s) => !s.landing.endless);

  return {
    variant: 'gabata',
    name: 'Gabata',
    options: { form: 'three-row' },
    topology,
    totalSeeds,
    state: gabataState,
    start: () => ({ pits: new Array(pitCount).fill(SEEDS_PER_HOLE), stores: [0, 0], toMove: 0, state: { fresh: Array.from({ length: pitCount }, (_, p) => p) } }),
    legalMoves: (position) => (position.toMove === null ? [] : legalSowings(position, position.toMove).map((s): Move => ({ kind: 'sow', pit: s.pit }))),
    outcome: higherStoreWins,
    endReasons: ['no-moves', 'repetition'],
    checkPosition: (position) => positionProblem(topology, position),
    // The sources are silent on a game that goes round in circles: we stop it, and each player takes
    // their wegues and the seeds in their own ordinary holes, as at the end of a round.
    onRepetition: (position) => finish(startWork(position), 'repetition', wegueOf(position)),

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Gabata');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      if (wegueOf(position).includes(pit)) return err({ code: 'ERR_NOT_YOUR_PIT', pit: topology.labels[pit]!, owner: 'AB'[captorOf(topology, pit)]! });
      const chosen = sowFrom(position, pit, player);
      if (chosen.landing.endless) {
        return err(endlessMove(chosen.w.steps, topology.labels[pit]!));
      }
      const { w } = chosen;
      const next: Position = { pits: w.pits, stores: w.stores, toMove: other(player), ...stateOf(chosen.wegue, chosen.fresh) };
      // Pankhurst's round goes on until every seed is taken or lies in a wegue; the player to move
      // then has nothing to sow. A player left with nothing to sow before that ends it too (our choice).
      if (legalSowings(next, other(player)).length === 0) return ok(finish(w, 'no-moves', chosen.wegue));
      return ok({ position: next, steps: w.steps });
    },
  };
}

/** Pankhurst: a last seed in the opponent's wegue takes two seeds from it (all it holds, if fewer). */
function takeTwo(w: Work, pit: PitId, player: Player) {
  const count = Math.min(2, w.pits[pit]!);
  w.pits[pit]! -= count;
  w.stores[player]! += count;
  w.steps.push({ kind: 'capture', pit, count, player });
}

/** Why a position cannot occur in Gabata, or null: an untouched hole holds its three seeds or more, and is no wegue. */
function positionProblem(topology: Topology, position: Position): string | null {
  if (position.pie || position.blocked || position.owners) return 'Gabata has no pie rule, pits out of play or changing owners; a taken hole is written wegue-<pit>.';
  const wegue = position.state?.wegue ?? [];
  const wrong = (position.state?.fresh ?? []).find((pit) => position.pits[pit]! < SEEDS_PER_HOLE || wegue.includes(pit));
  return wrong === undefined ? null : `${topology.labels[wrong]} is written as untouched but holds fewer than three seeds or is a wegue.`;
}

export default gabata;
