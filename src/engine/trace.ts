import type { Cell, ChoiceKind, EndReason, Outcome, PitId, Player } from './types.js';
import { isStoreCell, storeOwner } from './types.js';

/**
 * A move's trace: the atomic steps a reader sees, in order. Replaying the steps on the
 * position before the move gives the position after it (a property test holds us to that).
 * Laps are numbered from 1: lap 1 starts at the pit the player chose, each relay starts the next.
 */
export type Step =
  /**
   * Seeds lifted from the chosen pit into the hand. `player` names the one who lifts where it is
   * not the mover: where both players sow at once, the other player's sowing is part of the move.
   */
  | { readonly kind: 'lift'; readonly pit: PitId; readonly count: number; readonly lap: number; readonly player?: Player }
  /** One seed from the hand into a pit or a store. */
  | { readonly kind: 'drop'; readonly cell: Cell; readonly lap: number }
  /** A pit passed over without a seed: the emptied pit on a lap that comes round, or a pit out of play. */
  | { readonly kind: 'skip'; readonly cell: Cell; readonly reason: 'origin' | 'out-of-play' }
  /**
   * Relay sowing came back to a state it had been in ('repeat'), or ran past MAX_LAPS laps ('limit'):
   * the move counts as never ending, and stops here.
   */
  | { readonly kind: 'endless'; readonly pit: PitId; readonly lap: number; readonly reason: 'repeat' | 'limit' }
  /** Where captures change ownership: a captured pit changes hands. */
  | { readonly kind: 'ownership'; readonly pit: PitId; readonly from: Player; readonly to: Player }
  /** The last seed of a lap has landed; `count` is what the cell holds now. */
  | { readonly kind: 'lap-end'; readonly cell: Cell; readonly lap: number; readonly count: number }
  /**
   * Relay sowing: the lap ended in an occupied pit, whose seeds are lifted to sow the next lap; with
   * `next`, the seeds lifted are those of the pit after the one the lap ended in.
   */
  | { readonly kind: 'relay'; readonly pit: PitId; readonly count: number; readonly lap: number; readonly next?: true }
  /** The player decided something the rules left open: the direction of the next lap, which pair to capture. */
  | { readonly kind: 'choice'; readonly about: ChoiceKind; readonly choice: string; readonly options: readonly string[] }
  /** Captures that stay on the board: an opponent's pit captured into the hand, to be sown on the captor's side. */
  | { readonly kind: 'take'; readonly pit: PitId; readonly count: number; readonly player: Player }
  /**
   * The captured seeds in hand start a new lap, sown on from `pit`, or, with `into`, starting in
   * `pit` itself (an end pit of the row receives the first seed).
   */
  | { readonly kind: 'resow'; readonly pit: PitId; readonly count: number; readonly lap: number; readonly into?: boolean }
  /**
   * One seed from the player's store placed into a pit: a seed in hand, or with `from:
   * 'captures'` one of their captured seeds, put back on the board to refill an empty row, or lent
   * for the other player's row.
   */
  | { readonly kind: 'place'; readonly pit: PitId; readonly player: Player; readonly from?: 'captures' }
  /** Seeds taken from a pit into a player's store; `reached`: during sowing, for a seed that brought the pit to the capturing count. */
  | { readonly kind: 'capture'; readonly pit: PitId; readonly count: number; readonly player: Player; readonly reached?: true }
  /** A rule declined a capture the sowing would otherwise have made. */
  | { readonly kind: 'capture-cancelled'; readonly reason: 'grand-slam' }
  /** A player with no seeds passes (where the rules say so), or chooses to (where passing is allowed). */
  | { readonly kind: 'pass'; readonly player: Player; readonly chosen?: boolean }
  /** The last seed fell in the player's own store: they sow again. */
  | { readonly kind: 'extra-turn'; readonly player: Player }
  /** The pie rule: the second player takes over the first player's side. */
  | { readonly kind: 'swap'; readonly player: Player }
  /**
   * Seeds moved straight from one pit to another, not sown (a capture that leaves seeds on the
   * board, as when a pit of three gives one seed to the pit facing it).
   */
  | { readonly kind: 'transfer'; readonly from: PitId; readonly to: PitId; readonly count: number }
  /** Game over: seeds left on the board go to a player's store. */
  | { readonly kind: 'collect'; readonly pit: PitId; readonly count: number; readonly player: Player }
  /** The game is over. */
  | { readonly kind: 'end'; readonly reason: EndReason; readonly outcome: Outcome };

export type StepKind = Step['kind'];

/** What a widget draws between steps: the board, the stores and the seeds in hand. */
export interface Snapshot {
  readonly pits: number[];
  readonly stores: number[];
  hand: number;
  /** Pit owners, where ownership can change. */
  readonly owners?: number[];
}

/** Applies one step to a snapshot in place. */
export function applyStep(s: Snapshot, step: Step): void {
  switch (step.kind) {
    case 'lift':
    case 'relay':
    case 'take':
      s.pits[step.pit]! -= step.count;
      s.hand += step.count;
      return;
    case 'drop':
      if (isStoreCell(step.cell)) s.stores[storeOwner(step.cell)]! += 1;
      else s.pits[step.cell]! += 1;
      s.hand -= 1;
      return;
    case 'capture':
    case 'collect':
      s.pits[step.pit]! -= step.count;
      s.stores[step.player]! += step.count;
      return;
    case 'place':
      s.stores[step.player]! -= 1;
      s.pits[step.pit]! += 1;
      return;
    case 'transfer':
      s.pits[step.from]! -= step.count;
      s.pits[step.to]! += step.count;
      return;
    case 'ownership':
      if (s.owners) s.owners[step.pit] = step.to;
      return;
    case 'pass':
    case 'choice':
    case 'resow':
    case 'skip':
    case 'endless':
    case 'lap-end':
    case 'capture-cancelled':
    case 'extra-turn':
    case 'swap':
    case 'end':
      return;
  }
}

/** The laps of a move as [start pit, end cell] pairs: where each relay started and ended. */
export function lapsOf(steps: readonly Step[]): { from: PitId; to: Cell; count: number }[] {
  const laps: { from: PitId; to: Cell; count: number }[] = [];
  for (const step of steps) {
    if (step.kind === 'lift' || step.kind === 'relay' || step.kind === 'resow') laps.push({ from: step.pit, to: step.pit, count: step.count });
    if (step.kind === 'lap-end') laps[laps.length - 1]!.to = step.cell;
  }
  return laps;
}

/** Seeds captured by each player in a move (end-of-game collection excluded). */
export function capturesOf(steps: readonly Step[], players: number): number[] {
  const total = new Array<number>(players).fill(0);
  for (const step of steps) if (step.kind === 'capture' || step.kind === 'take') total[step.player]! += step.count;
  return total;
}
