import type { Cell, PitId, Player } from './types.js';
import { isStoreCell, storeOwner } from './types.js';
import { StateHistory } from './repeats.js';
import type { Work } from './work.js';
import { seedsAt } from './work.js';

/**
 * A relay that has neither ended nor come back to an earlier state after this many laps counts as
 * endless. Some relays revisit a state only after millions of laps, and a typed-in position must not
 * hang a reader's page. In 372,315 sowings from 3,000 random games of a two-row relay game every move that ended
 * did so within 256 laps, so the limit is far beyond any move that ends.
 */
export const MAX_LAPS = 10_000;

// One history per board size, kept from sowing to sowing (a sowing never starts another): setting
// one up cost more than most sowings.
const histories = new Map<number, StateHistory>();
const historyFor = (pits: number): StateHistory => {
  let found = histories.get(pits);
  if (!found) histories.set(pits, (found = new StateHistory(pits)));
  return found;
};

/** How seeds travel: the per-variant knobs of one sowing. */
export interface SowingRules {
  /** The circuit to sow along (a topology track). */
  readonly track: readonly Cell[];
  /** Where each pit sits in `track`. */
  readonly trackIndex: readonly number[];
  /** On a lap long enough to come round (12+ seeds on 12 pits), the pit the lap started from is passed over. */
  readonly skipOrigin: boolean;
  /** Relay ("multiple") sowing: a lap ending in an occupied pit lifts that pit and sows on. */
  readonly relay: boolean;
  /** Pits out of play (closed for a round): passed over, never sown into. */
  readonly blocked?: readonly boolean[];
  /**
   * The first seed lifted goes back into the pit just emptied, and the rest follow from the next pit
   * on; a pit of a single seed sows it into the next pit (the seed would otherwise never move).
   */
  readonly firstSeedInOrigin?: boolean;
  /**
   * Which pit a relay lifts: 'landing' (the default) the pit the lap ended in, when it held seeds
   * before the last one; 'next' the pit after it (pits out of play passed over), whatever the last
   * pit holds, and sowing stops when that next pit is empty.
   */
  readonly relayFrom?: 'landing' | 'next';
  /**
   * Which pits a relay may lift: a lap ending in any other pit ends the sowing there, whatever it
   * holds (a pit no one owns; a pit that is never sown from; a pit whose count, the last seed in,
   * makes a capture instead). Any pit where omitted. `count` is the pit's seeds now, the last one in.
   */
  readonly mayLift?: (pit: PitId, count: number) => boolean;
  /**
   * A capture during sowing: a seed that brings a pit to exactly `count` makes `captor(pit)` capture
   * that pit's seeds at once, and sowing goes on.
   */
  readonly captureOnReaching?: { readonly count: number; readonly captor: (pit: PitId) => Player };
}

/** The track position after `at`, passing over pits out of play (a store is never out of play). */
export function nextOpenPosition(track: readonly Cell[], blocked: readonly boolean[] | undefined, at: number): number {
  for (let i = 1; i <= track.length; i++) {
    const next = (at + i) % track.length;
    const cell = track[next]!;
    if (!blocked || cell < 0 || !blocked[cell]) return next;
  }
  return at;
}

/** Where a sowing stopped. */
export interface Landing {
  /** The cell that received the last seed. */
  readonly cell: Cell;
  /** Its index in the track, for walking backwards from it. */
  readonly trackPosition: number;
  /** Seeds in that cell now, the last one included. */
  readonly count: number;
  /** Laps sown (1 without relays). */
  readonly laps: number;
  /**
   * True when relay sowing came back to a state it had already been in (the same board with the
   * same pit about to be lifted): the move would never end. Sowing stops there; the variant's rules
   * say what such a move does.
   */
  readonly endless: boolean;
}

/**
 * Lifts every seed in `from` and sows them one by one along the track, relaying if the rules say so.
 * Records lift, drop, skip, lap-end and relay steps.
 */
export function sow(w: Work, from: PitId, rules: SowingRules): Landing {
  const { track, blocked, captureOnReaching: reaching } = rules;
  // In-move states seen at each relay, to recognise a move that would go round for ever.
  const seen = rules.relay ? historyFor(w.pits.length) : null;
  seen?.clear();
  let lap = 1;
  let origin = from;
  let hand = w.pits[from]!;
  w.pits[from] = 0;
  w.steps.push({ kind: 'lift', pit: from, count: hand, lap });
  let at = rules.trackIndex[from]!;
  if (rules.firstSeedInOrigin && hand > 1) {
    // Sowing starts one place back, so the first drop lands in the emptied pit itself.
    at = (at - 1 + track.length) % track.length;
  }
  for (;;) {
    let cell: Cell = origin;
    while (hand > 0) {
      at = (at + 1) % track.length;
      cell = track[at]!;
      if (rules.skipOrigin && cell === origin) {
        w.steps.push({ kind: 'skip', cell, reason: 'origin' });
        continue;
      }
      if (blocked && cell >= 0 && blocked[cell]) {
        w.steps.push({ kind: 'skip', cell, reason: 'out-of-play' });
        continue;
      }
      if (isStoreCell(cell)) w.stores[storeOwner(cell)]! += 1;
      else w.pits[cell]! += 1;
      hand -= 1;
      w.steps.push({ kind: 'drop', cell, lap });
      if (reaching && cell >= 0 && w.pits[cell] === reaching.count) captureReached(w, cell, reaching.captor(cell));
    }
    const count = seedsAt(w, cell);
    w.steps.push({ kind: 'lap-end', cell, lap, count });
    const landing = { cell, trackPosition: at, count, laps: lap, endless: false };
    if (!rules.relay || isStoreCell(cell)) return landing;
    // The pit the next lap starts from: the landing pit, or the one after it.
    let relayAt = at;
    if (rules.relayFrom === 'next') {
      relayAt = nextOpenPosition(track, blocked, at);
      const next = track[relayAt]!;
      if (isStoreCell(next) || w.pits[next] === 0 || (rules.mayLift && !rules.mayLift(next, w.pits[next]!))) return landing;
    } else if (count <= 1 || (rules.mayLift && !rules.mayLift(cell, count))) return landing;
    const relayPit = track[relayAt]!;
    const repeat = seen!.visit(w.pits, relayPit);
    if (repeat || lap >= MAX_LAPS) {
      w.steps.push({ kind: 'endless', pit: relayPit, lap, reason: repeat ? 'repeat' : 'limit' });
      return { ...landing, endless: true };
    }
    lap += 1;
    at = relayAt;
    origin = relayPit;
    hand = w.pits[relayPit]!;
    w.pits[relayPit] = 0;
    w.steps.push({ kind: 'relay', pit: relayPit, count: hand, lap, ...(relayPit !== cell ? { next: true } : {}) });
  }
}

/** A pit brought to the capturing count during sowing goes to its captor's store. */
function captureReached(w: Work, pit: PitId, player: Player): void {
  const count = w.pits[pit]!;
  w.pits[pit] = 0;
  w.stores[player]! += count;
  w.steps.push({ kind: 'capture', pit, count, player, reached: true });
}
