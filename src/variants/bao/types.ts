/**
 * Bao's vocabulary: its options, the two ways of sowing, and how a move may start. The rules live in
 * the files beside this one (board, captures, starts, turn, ending, refusal), each over these types.
 */
import type { PitId } from '../../engine/types.js';

export interface BaoOptions {
  /**
   * 'kiswahili' (Zanzibar: 6 in the nyumba, 2 and 2 beside it, 22 in hand); 'malawi' (the kuu holds
   * 8, 20 in hand: Mark Chikoko); 'malawi-10' (the kuu holds 10, 18 in hand: Tommy Chibaka);
   * 'kujifunza' (2 in every pit, no hand, no nyumba). A kuu works only while it holds at least what
   * it started with; in Malawi a lone kichwa may be sown into the back row (and the front row is lost).
   */
  readonly start: 'kiswahili' | 'malawi' | 'malawi-10' | 'kujifunza';
  /**
   * How long the nyumba keeps its powers once the hands are empty: until the first capture of the
   * mtaji stage ('dk', Donkers' reading of de Voogt); not at all ('namua-only', de Voogt 2001); for
   * good, a capture turn that ends in it may stop or go on ('safari-choice', Wikipedia) or must go
   * on ('safari-forced', Mancala World).
   */
  readonly nyumba: 'dk' | 'namua-only' | 'safari-choice' | 'safari-forced';
  /** Takasia: a lone threatened pit may not start the opponent's next non-capturing move (DK 4.1); off in Bao la Kujifunza (Mancala World). */
  readonly takasia: 'on' | 'off';
  /**
   * A move that would never end: not allowed, and a player left with only such moves loses ('forbidden',
   * DK 1.5a); or, in a move that captures nothing, stopped once its laps come round again ('stop', the
   * Malawi custom of announcing a never-ending takasa and stopping after the lap, Mancala World "Bawo").
   */
  readonly endless: 'forbidden' | 'stop';
  /**
   * Malawi's opening gambit (Mancala World, "Bawo"): each player's first turn lifts their pits of
   * two, adds one seed from hand, and places these seeds one at a time in any of their 16 pits,
   * without sowing ('gambit'); or none ('none').
   */
  readonly opening: 'none' | 'gambit';
}

/** The way a player sows round their own 16 pits: 'ccw' goes up the player's track, 'cw' down it. */
export type Dir = 'ccw' | 'cw';

export const DIRS: readonly Dir[] = ['ccw', 'cw'];

/** How a move may start: the pit, the directions (or kichwas) open, and whether it captures. */
export interface Start {
  readonly pit: PitId;
  readonly dirs: Dir[];
  readonly capture: boolean;
}
