import type { ChoiceAsked, IllegalMove, OptionsError } from './errors.js';
import type { Result } from './result.js';
import type { Topology } from './topology.js';
import type { Step } from './trace.js';
import type { Rng } from './fast/random.js';
import type { StoreSowingSettings } from './solver/store-sowing.js';
import type { EndReason, GameState, GameStateData, Move, Outcome, PitId, Position } from './types.js';

/** A move's result: the new position and the steps that led there. */
export interface Played {
  readonly position: Position;
  readonly steps: readonly Step[];
}

/**
 * How one game's state (`Position.state`) is written in the notation: its tokens after the shared
 * ones, in its own order. The engine reads a position's state field token by token, offering each
 * token it does not know itself to the game's codec.
 */
export interface StateCodec {
  /** The fields this game keeps (the position editor offers exactly these), e.g. ['passed']. */
  readonly keys: readonly GameState[];
  /** The fields that belong to the turn in play (a pass just made, a pit barred for this move), which a finished game does not keep. */
  readonly turnKeys?: readonly GameState[];
  /** The tokens for a reader, each with an example and its meaning (the notation page lists them under the games that write them). */
  readonly tokens: readonly StateToken[];
  /** The tokens of a position's state, in the order the notation writes them. */
  format(state: GameStateData, topology: Topology): string[];
  /**
   * Reads one token into `state` (the fields read so far): true when the token is this game's,
   * false when it is not (the engine then calls it unknown), or why it cannot be (a message).
   */
  parse(token: string, state: { -readonly [K in keyof GameStateData]: GameStateData[K] }, topology: Topology): boolean | string;
  /** Why a whole position's state cannot be, once read (a finished game with a turn's state, say), or null. */
  check?(position: Position): string | null;
  /** What the position editor offers for this state, in the game's own words; none where omitted. */
  controls?(topology: Topology): readonly StateControl[];
  /** Pits this state sets apart, for boards to mark and name, in the game's own words: [{ pit: 11, word: "A's claim" }]. */
  notes?(state: GameStateData, topology: Topology): readonly PitNote[];
}

/**
 * One of a game's state tokens for a reader: how it is written, a placeholder in angle brackets for the
 * part that varies ('claim-<pit>'); an example ('claim-a5'); and what it means, in the game's words, without
 * the game's name (the notation page puts the names of the games that write it before it).
 */
export interface StateToken {
  readonly form: string;
  readonly example: string;
  readonly meaning: string;
}

/** A pit a game's state sets apart (a pit one player has claimed, a pit barred for this move), with the word a board names it by. */
export interface PitNote {
  readonly pit: PitId;
  readonly word: string;
}

/**
 * One control of the position editor for a game's own state, as plain data (it travels from the build
 * to the page), so the editor draws and sets every game's state without naming a field:
 * - 'flag': one seat's entry in a list of flags by seat (a special pit each player may still own), a checkbox;
 * - 'pit': one pit or none (a pit barred for this move), a list of pits;
 * - 'pits': a list of pits each control adds one of or none (one control a player, such as a pit
 *   each player may claim once); the list is written in the controls' order;
 * - 'number': one of a few counts, 0 for none (passes in a row).
 */
export type StateControl = { readonly key: GameState; readonly label: string } & (
  | { readonly kind: 'flag'; readonly seat: number }
  | { readonly kind: 'pit' | 'pits'; readonly pits: readonly PitId[]; readonly none: string }
  | { readonly kind: 'number'; readonly choices: readonly { readonly value: number; readonly label: string }[] }
);

/**
 * A variant with its options fixed: everything needed to play. Variants build these from
 * plain data (options) plus a small rules module; the engine functions in play.ts call them.
 * What one game alone does reaches the engine through the optional hooks at the end: the engine
 * never asks which game it is.
 */
export interface Ruleset {
  readonly variant: string;
  /** A human name: the game's name with the options that change it, e.g. "(6 seeds)" after it. */
  readonly name: string;
  /** The options this ruleset was made from, with defaults filled in. */
  readonly options: object;
  readonly topology: Topology;
  /** Seeds in play in total at the start: for conservation checks and "more than half" targets. */
  readonly totalSeeds: number;
  /** False where every seed stays on the board: there are no stores to draw. */
  readonly stores?: false;
  /** What a store holds, for its caption, where it is not captures (e.g. 'in hand': the seeds still to be placed). */
  readonly storeWord?: string;
  /** Pits built square on the board, not round (a house pit with rules of its own). Drawing only; rules say what they do. */
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
  /** Words this game's choices are answered with, beyond 'cw', 'ccw' and pit labels (e.g. 'stop'): what a move's text may carry. */
  readonly answerWords?: readonly string[];
  /** The game's own state and its notation tokens; without it a position carries none. */
  readonly state?: StateCodec;
  /**
   * Every way a game under these rules can end (the reasons its moves and repetitions record): a
   * finished position naming any other is refused when it is read.
   */
  readonly endReasons: readonly EndReason[];
  /** Why a position cannot occur under these rules (a pie state without the pie rule, say), or null. */
  checkPosition(position: Position): string | null;
  /**
   * Games played in rounds: the next round's start from a finished round, or null when the
   * whole game is over. `round` is the number of the round that ended (1 for the first), for a
   * game that declares a most number of rounds; without it, no such limit is applied. Absent for
   * single-round games.
   */
  readonly nextRound?: (ended: Position, round?: number) => Position | null;
}

/**
 * What a search needs of a game beyond its rules, where the game has it: a fast playout, its own count
 * of material, the solver's settings. A game declares them in its own search module
 * (src/variants/<id>/search.ts), which only a search loads (the opponent's worker, hints, the solver, the
 * command line): the first move on a board needs the rules alone.
 */
export interface SearchHooks {
  /**
   * A trace-free random playout from `start` for at most `depth` plies, where the game has a fast
   * path (src/engine/fast): each seat's reward and the plies played, or null to play the traced
   * rules instead (a position the fast path does not cover).
   */
  readonly playout?: (start: Position, depth: number, rng: Rng) => [number[], number] | null;
  /**
   * Seeds (or their equivalent) each seat holds, for the search's evaluation, where the game counts
   * them its own way (pits owned, say); without it, search/evaluate.ts counts stores, or the board
   * where seeds stay on it.
   */
  readonly material?: (position: Position) => number[];
  /** The settings of an exact solver that plays these rules (src/engine/solver), where one does. */
  readonly solver?: StoreSowingSettings;
}

/**
 * A ruleset with its game's search hooks: what the search, the solver and hints take, so none of them
 * can run on rules whose hooks were never loaded (src/variants/load.ts's `loadSearchRules`;
 * variants/index.ts's `searchRulesOf` for the build, the command line and tests).
 */
export interface SearchRules extends Ruleset {
  readonly search: SearchHooks;
}

/** What a game's search module exports by default: its hooks for one ruleset of the game (options read from `rules.options`). */
export type SearchHooksOf = (rules: Ruleset) => SearchHooks;

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
  /** Named option sets, e.g. 'tournament': { seeds: 6, pie: true }. */
  readonly presets: Readonly<Record<string, Partial<O>>>;
  /** Each preset's name for readers ('de-toffoli' is "De Toffoli's rules"); a unit test asks for one per preset. */
  readonly presetNames?: Readonly<Record<string, string>>;
  /**
   * Checks untyped options (from a URL, a command line or frontmatter) and fills in defaults, for a
   * game whose options need more than the checks every game gets (`parseDefinitionOptions`: each
   * option one of its notes' choices, presets by name); almost none does.
   */
  parseOptions?(input: Readonly<Record<string, unknown>>): Result<O, OptionsError>;
  create(options: O): Ruleset;
}
