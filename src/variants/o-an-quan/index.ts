/**
 * Ô ăn quan (Vietnam): two rows of five citizen pits (ô dân) between two mandarin pits (ô quan), one
 * at each end, owned by no one and each holding a mandarin piece. A player lifts one of their own
 * pits and sows it either way round; when the seeds run out, the pit after the last one decides: an
 * occupied citizen pit is lifted and sown on, a mandarin pit ends the turn, and an empty pit followed
 * by an occupied one captures that one, again and again along the circuit while empty and occupied
 * pits alternate. A player whose row is empty refills it with a seed in each pit from their
 * captures, borrowing when they have too few. Once both mandarins are captured, the seeds left in
 * each row go to its owner, and the greater total (a mandarin counting as 10) wins.
 * Rules from English Wikipedia, Mancala World (as the Ludii portal reports it) and the Vietnam
 * tourism administration's page; the page cites each clause.
 */
import { settle } from '../../engine/choices.js';
import type { Stop } from '../../engine/choices.js';
import { chooser } from '../../engine/choices.js';
import { choicesOf, parseChoices } from '../../engine/options.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowWithEndPitsTopology } from '../../engine/topology.js';
import type { Cell, Move, Outcome, PitId, Player, Position } from '../../engine/types.js';
import { checkSowing } from '../../engine/validate.js';
import type { Work } from '../../engine/work.js';
import { capturePit, endGame, rowSeeds, startWork } from '../../engine/work.js';
import { declareWords } from '../../words/hook.js';
import { capturedSeeds, quanState } from './state.js';

declare module '../../engine/types.js' {
  interface GameEndReasons {
    /** Ô ăn quan: both mandarin pieces have been captured. */
    'mandarins-captured': true;
  }
}

declareWords({ endReasons: { 'mandarins-captured': 'both mandarins have been captured, and each row’s seeds go to its owner' } });

export interface OAnQuanOptions {
  /**
   * What a mandarin piece is worth in seeds: 10 (English Wikipedia, Mancala World) or 5 (the rules
   * of nhatnam.vn, as translated on Discover Vietnamese Language; English Wikipedia: "ten or five").
   */
  readonly mandarin: 10 | 5;
}

const defaults: OAnQuanOptions = { mandarin: 10 };

export const oAnQuan: VariantDefinition<OAnQuanOptions> = {
  id: 'o-an-quan',
  name: 'Ô ăn quan',
  defaults,
  presets: { ten: { mandarin: 10 }, five: { mandarin: 5 } },
  presetNames: { ten: 'A mandarin worth 10', five: 'A mandarin worth 5' },
  optionNotes: {
    mandarin: {
      name: 'A mandarin is worth',
      labels: ['10 seeds', '5 seeds'],
      text: 'What a mandarin piece counts for: ten citizen seeds (English Wikipedia, Mancala World) or five (nhatnam.vn)',
      choices: [10, 5],
    },
  },
  parseOptions: (input) => parseChoices('Ô ăn quan', input, defaults, choicesOf(oAnQuan.optionNotes), oAnQuan.presets),
  create: createOAnQuan,
};

const COLUMNS = 5;
const SEEDS_PER_PIT = 5;

function createOAnQuan(options: OAnQuanOptions): Ruleset {
  const topology = twoRowWithEndPitsTopology(COLUMNS, ['QL', 'QR']);
  const { owner, tracks, trackIndex, labels } = topology;
  const value = options.mandarin;
  /** The mandarin pits, left then right, as the `quan` state lists them. */
  const ends: readonly PitId[] = topology.rows[1]!.pits;
  const other = (player: Player) => 1 - player;
  const rowOf = (player: Player) => topology.rows[player === 0 ? 2 : 0]!.pits;
  const quanOf = (position: Pick<Position, 'state'>): readonly number[] => position.state?.quan ?? [-1, -1];
  const owesOf = (position: Pick<Position, 'state'>): readonly number[] => position.state?.owes ?? [0, 0];
  // Each way round, for each seat: 'ccw' along the topology's track, 'cw' the same circuit walked back.
  const circuits = {
    ccw: tracks.map((track, p) => ({ track, trackIndex: trackIndex[p]! })),
    cw: tracks.map((track) => {
      const back = [...track].reverse();
      const index = new Array<number>(topology.pitCount).fill(-1);
      back.forEach((cell, i) => (index[cell] = i));
      return { track: back, trackIndex: index };
    }),
  };

  const stateOf = (quan: readonly number[], owes: readonly number[]): Pick<Position, 'state'> => ({
    state: { quan, ...(owes.some((n) => n > 0) ? { owes } : {}) },
  });

  /** Scores: stores, each borrowed seed given back (English Wikipedia: returned "when counting the points"). */
  function outcome(position: Position): Outcome | null {
    if (position.toMove !== null) return null;
    const owes = owesOf(position);
    const scores = [0, 1].map((p) => position.stores[p]! - owes[p]! + owes[other(p)]!);
    return { winner: scores[0] === scores[1] ? null : scores[0]! > scores[1]! ? 0 : 1, scores };
  }

  /** Whether `player`, to move with an empty row, can refill it: five seeds from their captures and what the other can lend. */
  const canRefill = (position: Pick<Position, 'stores' | 'state'>, player: Player): boolean => {
    const quan = quanOf(position);
    return capturedSeeds(position.stores, quan, player, value) + capturedSeeds(position.stores, quan, other(player), value) >= COLUMNS;
  };

  /**
   * A seed into each pit of the mover's empty row, from their captures, then borrowed from the
   * other player's once their own run out (English Wikipedia). Returns what was borrowed.
   */
  function refill(w: Work, player: Player, quan: readonly number[]): number {
    let borrowed = 0;
    for (const pit of rowOf(player)) {
      const from = capturedSeeds(w.stores, quan, player, value) > 0 ? player : other(player);
      if (from !== player) borrowed += 1;
      w.stores[from]! -= 1;
      w.pits[pit]! += 1;
      w.steps.push({ kind: 'place', pit, player: from });
    }
    return borrowed;
  }

  /** What a pit holds that a capture can take: anything at all (a mandarin pit's mandarin counts). */
  const occupied = (w: Work, pit: PitId) => w.pits[pit]! > 0;
  const isEnd = (cell: Cell) => cell >= 0 && owner[cell] === -1;

  /**
   * After the last seed: while the pit after it is an empty citizen pit and the one beyond holds
   * something, that one is captured, and the test repeats from it (English Wikipedia; Mancala World;
   * tourism.vn). A mandarin pit next ends the turn, as do two empty pits in a row.
   */
  function captureChain(w: Work, player: Player, track: readonly Cell[], landingAt: number, quan: number[]): void {
    let at = landingAt;
    for (;;) {
      const gap = track[(at + 1) % track.length]!;
      const target = track[(at + 2) % track.length]!;
      if (isEnd(gap) || occupied(w, gap) || !occupied(w, target)) return;
      const end = ends.indexOf(target);
      if (end >= 0 && quan[end] === -1) quan[end] = player;
      capturePit(w, target, player);
      at = (at + 2) % track.length;
    }
  }

  /** One move, from the refill (where the row is empty) to the end of its captures. */
  function turn(position: Position, move: Move): Result<Played, Stop> {
    const player = position.toMove;
    if (player === null) return err({ code: 'ERR_GAME_OVER' });
    const w = startWork(position);
    const quan = [...quanOf(position)];
    const owes = [...owesOf(position)];
    const mustRefill = rowSeeds(position.pits, owner, player) === 0 && canRefill(position, player);
    if (mustRefill && move.kind === 'sow' && owner[move.pit] === player) owes[player]! += refill(w, player, quan);
    const refilled: Position = { ...position, pits: w.pits, stores: w.stores };
    const checked = checkSowing(topology, refilled, move, 'Ô ăn quan', { choosing: true });
    if (!checked.ok) return checked;
    const { pit } = checked.value;
    const pick = chooser(labels[pit]!, move.kind === 'sow' ? move.choices : []);
    const chosen = pick.pick(w, 'direction', ['ccw', 'cw']);
    if (!chosen.ok) return chosen;
    const direction = chosen.value as 'ccw' | 'cw';
    const { track, trackIndex: index } = circuits[direction][player]!;
    const landing = sow(w, pit, { track, trackIndex: index, skipOrigin: false, relay: false, relayFromNext: (next, pits) => owner[next]! >= 0 && pits[next]! > 0 });
    if (landing.endless) return err({ code: 'ERR_ENDLESS', pit: labels[pit]!, reason: 'repeat', direction });
    const leftOver = pick.leftOver();
    if (leftOver) return err(leftOver);
    captureChain(w, player, track, landing.trackPosition, quan);
    return ok(afterTurn(w, player, quan, owes));
  }

  function collectRows(w: Work): void {
    for (const player of [0, 1]) {
      for (const pit of rowOf(player)) {
        const count = w.pits[pit]!;
        if (count === 0) continue;
        w.pits[pit] = 0;
        w.stores[player]! += count;
        w.steps.push({ kind: 'collect', pit, count, player });
      }
    }
  }

  /** The game ends once both mandarins are captured, or when the next player's row is empty and cannot be refilled. */
  function afterTurn(w: Work, player: Player, quan: readonly number[], owes: readonly number[]): Played {
    const next = other(player);
    const state = stateOf(quan, owes);
    const stuck = rowSeeds(w.pits, owner, next) === 0 && !canRefill({ stores: w.stores, ...state }, next);
    if (quan.every((where) => where >= 0) || stuck) {
      // "The remaining counters belong to the player on whose row they are placed" (Mancala World);
      // seeds sown into an end pit after its mandarin was taken belong to no row and stay there.
      collectRows(w);
      return endGame(w, stuck ? 'no-seeds' : 'mandarins-captured', outcome, state);
    }
    return { position: { pits: w.pits, stores: w.stores, toMove: next, ...state }, steps: w.steps };
  }

  const ruleset: Ruleset = {
    variant: 'o-an-quan',
    name: value === 10 ? 'Ô ăn quan' : 'Ô ăn quan (mandarin worth 5)',
    options,
    topology,
    totalSeeds: 2 * COLUMNS * SEEDS_PER_PIT + 2 * value,
    state: quanState,
    start: () => {
      const pits = new Array<number>(topology.pitCount).fill(SEEDS_PER_PIT);
      for (const end of ends) pits[end] = value;
      return { pits, stores: [0, 0], toMove: 0, ...stateOf([-1, -1], [0, 0]) };
    },
    legalMoves(position) {
      const player = position.toMove;
      if (player === null) return [];
      const empty = rowSeeds(position.pits, owner, player) === 0;
      return rowOf(player)
        .filter((pit) => empty || position.pits[pit]! > 0)
        .flatMap((pit) => (['ccw', 'cw'] as const).map((d): Move => ({ kind: 'sow', pit, choices: [d] })))
        .filter((move) => turn(position, move).ok);
    },
    outcome,
    endReasons: ['mandarins-captured', 'no-seeds'],
    onRepetition: null,
    checkPosition(position) {
      if (position.pie || position.blocked || position.owners) return 'Ô ăn quan has no pie rule, pits out of play or changing owners.';
      if (!position.state?.quan) return 'An Ô ăn quan position says where each mandarin is: quan-qq while both are in their pits.';
      const quan = quanOf(position);
      const short = ends.find((end, i) => quan[i] === -1 && position.pits[end]! < value);
      if (short !== undefined) return `${labels[short]} holds its mandarin, worth ${value}: it cannot hold fewer than ${value}.`;
      if ([0, 1].some((p) => capturedSeeds(position.stores, quan, p, value) < 0)) return `A store holds less than the mandarins its player has taken (${value} each).`;
      return null;
    },
    play: (position, move) => settle(turn(position, move)),
  };
  return ruleset;
}

export default oAnQuan;
