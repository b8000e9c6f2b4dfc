import type { ChoiceAsked, IllegalMove, OptionsError } from './errors.js';
import type { Result } from './result.js';
import type { Topology } from './topology.js';
import type { Step } from './trace.js';
import type { EndReason, Move, Outcome, PitId, Position } from './types.js';

/** A move's result: the new position and the steps that led there. */
export interface Played {
  readonly position: Position;
  readonly steps: readonly Step[];
}

/**
 * A variant with its options fixed: everything needed to play. Variants build these from
 * plain data (options) plus a small rules module; the engine functions in play.ts call them.
 */
/** Position fields that belong to one game family only. */
export type GameState = 'passed' | 'houses' | 'takasia' | 'gambit';

export interface Ruleset {
  readonly variant: string;
  /** A human name, e.g. "Kalah (6 seeds)". */
  readonly name: string;
  /** The options this ruleset was made from, with defaults filled in. */
  readonly options: object;
  readonly topology: Topology;
  /** Seeds in play in total at the start: for conservation checks and "more than half" targets. */
  readonly totalSeeds: number;
  /** False where every seed stays on the board (Omweso): there are no stores to draw. */
  readonly stores?: false;
  /** What a store holds, for its caption, where it is not captures (Bao: the seeds still in hand). */
  readonly storeWord?: string;
  /** Pits built square on the board, not round (Bao: each player's nyumba). Drawing only; rules say what they do. */
  readonly squarePits?: readonly PitId[];
  start(): Position;
  legalMoves(position: Position): Move[];
  /** The move played, or the choice it has reached without an answer (a value, not an error), or why it is refused. */
  play(position: Position, move: Move): Result<Played | ChoiceAsked, IllegalMove>;
  /** The result once the game is over, else null. */
  outcome(position: Position): Outcome | null;
  /**
   * How a game ends when a position repeats (checked by the game, which knows the history);
   * null when the rules never end a game that way.
   */
  readonly onRepetition: ((position: Position) => Played) | null;
  /**
   * The game-specific state tokens a position may carry under these rules (Omweso: 'passed'; Bao:
   * 'houses', 'takasia', 'gambit'). Any other is refused when a position is read.
   */
  readonly states?: readonly GameState[];
  /**
   * Every way a game under these rules can end (the reasons its moves and repetitions record): a
   * finished position naming any other is refused when it is read.
   */
  readonly endReasons: readonly EndReason[];
  /** Why a position cannot occur under these rules (a pie state without the pie rule, say), or null. */
  checkPosition(position: Position): string | null;
  /**
   * Games played in rounds (Dakon): the next round's start from a finished round, or null when the
   * whole game is over. `round` is the number of the round that ended (1 for the first), for a
   * game that declares a most number of rounds; without it, no such limit is applied. Absent for
   * single-round games.
   */
  readonly nextRound?: (ended: Position, round?: number) => Position | null;
}

/** One rule option in words; `labels[i]` names `choices[i]` for a reader (checked by a unit test). */
export interface OptionNote<V> {
  readonly name: string;
  readonly text: string;
  readonly choices: readonly V[];
  readonly labels: readonly string[];
}

/** A variant: an id, its options with defaults and named presets, and how to build a ruleset. */
export interface VariantDefinition<O extends object> {
  readonly id: string;
  readonly name: string;
  readonly defaults: O;
  /**
   * Each option for readers and the command line: `name` and `labels` (one per choice, in order) are
   * the words the infobox shows, so no page prints a raw key or value; `text` is the sentence both use.
   */
  readonly optionNotes: { readonly [K in keyof O]: OptionNote<O[K]> };
  /** Named option sets, e.g. Wari's 'abapa'. */
  readonly presets: Readonly<Record<string, Partial<O>>>;
  /** Each preset's name for readers ('de-toffoli' is "De Toffoli's rules"); a unit test asks for one per preset. */
  readonly presetNames?: Readonly<Record<string, string>>;
  /** Checks untyped options (from a URL, a command line or frontmatter) and fills in defaults. */
  parseOptions(input: Readonly<Record<string, unknown>>): Result<O, OptionsError>;
  create(options: O): Ruleset;
}
