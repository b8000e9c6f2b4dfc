import type { Step } from './trace.js';
import type { ChoiceKind } from './types.js';

/** Every way a move, a position or an option can be wrong, as string codes with data (src/words says them). */
export const ILLEGAL_MOVE_CODES = [
  'ERR_GAME_OVER',
  'ERR_NO_SUCH_PIT',
  'ERR_NOT_YOUR_PIT',
  'ERR_EMPTY_PIT',
  'ERR_MUST_FEED',
  'ERR_GRAND_SLAM',
  'ERR_NO_SWAP',
  'ERR_UNKNOWN_MOVE',
  'ERR_ENDLESS',
  'ERR_SINGLE_SEED',
  'ERR_CHOICE',
  'ERR_NO_PASS',
  'ERR_MUST_CAPTURE',
  'ERR_FRONT_ROW',
  'ERR_RULE',
] as const;
export type IllegalMoveCode = (typeof ILLEGAL_MOVE_CODES)[number];

/**
 * Why a move is refused: a code and the data its sentence names, never the sentence itself (the words
 * are src/words/'s, keyed by code). Pits are named by their labels ("A4"), as the notation writes them.
 * A game's own reason behind a code is `rule`, a key its words declare (see src/words/hook.ts).
 */
export type IllegalMove =
  | { readonly code: 'ERR_GAME_OVER' }
  /** `pit` is the pit's index; `circle` the number of pits where the board is a circle (named 1 to circle). */
  | { readonly code: 'ERR_NO_SUCH_PIT'; readonly game: string; readonly pit: number; readonly circle?: number }
  /** `owner`: the seat letter of the pit's owner, where more than two play. */
  | { readonly code: 'ERR_NOT_YOUR_PIT'; readonly pit: string; readonly owner?: string }
  /** `rule`: 'out-of-play' for a pit out of play this round, or a game's own. */
  | { readonly code: 'ERR_EMPTY_PIT'; readonly pit: string; readonly rule?: string }
  /** `pit`: a label, or on a circle the pit's number. */
  | { readonly code: 'ERR_MUST_FEED'; readonly pit: string; readonly rule?: string }
  | { readonly code: 'ERR_GRAND_SLAM'; readonly pit: string }
  | { readonly code: 'ERR_NO_SWAP' }
  | { readonly code: 'ERR_UNKNOWN_MOVE'; readonly game: string; readonly move: 'pass' | 'swap' }
  /**
   * The sowing would never end: it comes back to a board it has had (`reason: 'repeat'`), or has
   * neither ended nor repeated after `laps` laps ('limit'), or either ('either'); `direction` when the
   * move was written with one.
   */
  | { readonly code: 'ERR_ENDLESS'; readonly pit: string; readonly reason?: 'repeat' | 'limit' | 'either'; readonly laps?: number; readonly direction?: 'cw' | 'ccw' }
  /** The pit holds `seeds`, too few to start a move (a game's `rule` may say more). */
  | { readonly code: 'ERR_SINGLE_SEED'; readonly pit: string; readonly seeds: number; readonly rule?: string }
  | ChoiceError
  /** 'off': passing is off under these rules (`game`); 'third': `seat` passed and `other` passed back; 'no-move': a player without a move has lost. */
  | { readonly code: 'ERR_NO_PASS'; readonly rule: 'off' | 'third' | 'no-move'; readonly game?: string; readonly seat?: string; readonly other?: string }
  /** A capture is possible: `from` lists the pits a capturing move may start from, where the rules name them. */
  | { readonly code: 'ERR_MUST_CAPTURE'; readonly pit?: string; readonly from?: readonly string[]; readonly rule?: string }
  | { readonly code: 'ERR_FRONT_ROW'; readonly pit: string; readonly rule?: string }
  /** A rule of one game's own forbids this move from `pit`: `rule` is the key its words declare. */
  | { readonly code: 'ERR_RULE'; readonly pit: string; readonly rule: string };

/**
 * The answers written after a pit do not fit the move: 'missing' (a record stops at a choice, `asked`),
 * 'not-open' (answer `index`, 1 on, is not among the options), 'left-over' (`given` answers for a move
 * that asks `asked`), 'none' (the game has no choices inside a move; `written` is the move as written),
 * 'refused' (a direction the rules close here; a game's `rule` says why).
 */
export type ChoiceError =
  | { readonly code: 'ERR_CHOICE'; readonly form: 'missing'; readonly asked: ChoiceAsked }
  | {
      readonly code: 'ERR_CHOICE';
      readonly form: 'not-open';
      readonly move: string;
      readonly index: number;
      readonly answer: string;
      readonly about: ChoiceKind;
      readonly options: readonly string[];
    }
  | { readonly code: 'ERR_CHOICE'; readonly form: 'left-over'; readonly move: string; readonly given: number; readonly asked: number }
  | { readonly code: 'ERR_CHOICE'; readonly form: 'none'; readonly game: string; readonly move: string; readonly written: string }
  | { readonly code: 'ERR_CHOICE'; readonly form: 'refused'; readonly move: string; readonly direction: 'cw' | 'ccw'; readonly rule: string };

/**
 * A move that has reached a choice it was not given an answer for: an ordinary result of `play`, not
 * an error. The reader (or a player) answers with one of `options`, written after the move's answers so far.
 */
export interface ChoiceAsked {
  readonly kind: 'choice';
  /** The move's pit, by label ("A3"), and the answers it was given before this choice. */
  readonly move: string;
  readonly answers: readonly string[];
  readonly about: ChoiceKind;
  readonly options: readonly string[];
  /** The move's steps up to the choice, so a board can show where the move has got to. */
  readonly steps: readonly Step[];
}

/** Narrows a move's result: did it stop at a choice? */
export const asksChoice = (value: object): value is ChoiceAsked => (value as { kind?: unknown }).kind === 'choice';

export const NOTATION_ERROR_CODES = [
  'ERR_FIELDS',
  'ERR_CHARACTER',
  'ERR_ROWS',
  'ERR_ROW_LENGTH',
  'ERR_STORES',
  'ERR_SIDE',
  'ERR_STATE',
  'ERR_TOO_MANY_SEEDS',
  'ERR_NO_MOVE',
  'ERR_MOVE',
  'ERR_RECORD',
] as const;
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

/**
 * What is wrong with a written position, move or record, as data: src/words says it in a sentence.
 * Pits, seats and endings travel as the notation writes them ('B3', 'A', 'end-row-empty'); `input`
 * fields are the reader's own text, which the words quote.
 */
export type NotationProblem =
  | { readonly kind: 'character'; readonly input: string; readonly at: number }
  | { readonly kind: 'fields'; readonly found: number }
  | { readonly kind: 'empty-state' }
  | { readonly kind: 'rows'; readonly rows: readonly string[]; readonly found: number }
  | { readonly kind: 'row-length'; readonly row: string; readonly found: number; readonly expected: number }
  | { readonly kind: 'pit-count'; readonly pit: string; readonly input: string }
  | { readonly kind: 'stores'; readonly expected: number; readonly input: string }
  | { readonly kind: 'store-count'; readonly seat: string; readonly input: string }
  | { readonly kind: 'ending'; readonly game: string; readonly input: string; readonly shared: boolean; readonly endings: readonly string[] }
  | { readonly kind: 'side'; readonly seats: readonly string[]; readonly endings: readonly string[]; readonly input: string }
  | { readonly kind: 'owners'; readonly pits: number; readonly seats: readonly string[]; readonly input: string }
  | { readonly kind: 'state-token'; readonly input: string; readonly tokens: readonly string[] }
  /** A game's own objection to its state or to a position (its codec's or its rules' words). */
  | { readonly kind: 'game'; readonly text: string }
  | { readonly kind: 'loser-in-play' }
  | { readonly kind: 'seeds-out-of-play'; readonly pit: string }
  | { readonly kind: 'too-many-seeds'; readonly game: string; readonly held: number; readonly total: number; readonly storeWord: string | undefined }
  | { readonly kind: 'no-move'; readonly game: string; readonly seat: string; readonly endings: readonly string[] }
  | { readonly kind: 'move'; readonly input: string; readonly pits: string }
  | { readonly kind: 'choice'; readonly input: string; readonly move: string; readonly words: readonly string[] }
  | { readonly kind: 'record-token'; readonly input: string }
  | { readonly kind: 'record-pit'; readonly input: string; readonly letter: string; readonly columns: number }
  /** A recorded turn out of turn (`seat` to move, or null once the game is over), or refused (the error's `cause`). */
  | { readonly kind: 'record-turn'; readonly turn: number; readonly input: string; readonly toMove?: string | null }
  | RecordProblem;

/** Where a game record's token starts: line and column, both from 1. */
interface RecordAt {
  readonly line: number;
  readonly column: number;
}
/** A record's move by its number as it should be written ('12.', '12...'), as written (`input`), and where. */
interface RecordMoveAt {
  readonly number: string;
  readonly input: string;
  readonly line?: number;
  readonly column?: number;
}

/** What is wrong with a game record (game-record.ts): its syntax, then its replay. */
export type RecordProblem =
  | { readonly kind: 'record-too-long'; readonly length: number; readonly limit: number }
  | ({ readonly kind: 'record-tag'; readonly input: string } & RecordAt)
  | ({ readonly kind: 'record-tag-twice'; readonly name: string } & RecordAt)
  | ({ readonly kind: 'record-tags'; readonly limit: number } & RecordAt)
  | ({ readonly kind: 'record-unclosed'; readonly what: 'tag' | 'comment' | 'variation' } & RecordAt)
  | ({ readonly kind: 'record-unopened' } & RecordAt)
  | ({ readonly kind: 'record-variation-first' } & RecordAt)
  | ({ readonly kind: 'record-empty-variation' } & RecordAt)
  | ({ readonly kind: 'record-depth'; readonly limit: number } & RecordAt)
  | { readonly kind: 'record-moves'; readonly limit: number }
  | ({ readonly kind: 'record-text'; readonly input: string } & RecordAt)
  | ({ readonly kind: 'record-number-alone'; readonly input: string } & RecordAt)
  /** A move number before `next-round`, which starts no turn. */
  | ({ readonly kind: 'record-round-number' } & RecordAt)
  | ({ readonly kind: 'record-after-result'; readonly input: string } & RecordAt)
  | ({ readonly kind: 'record-result'; readonly input: string } & RecordAt)
  | ({ readonly kind: 'record-result-tag'; readonly tag: string; readonly token: string } & RecordAt)
  /** The Game tag names another game than the rules'. */
  | { readonly kind: 'record-game'; readonly found: string; readonly expected: string }
  | { readonly kind: 'record-start'; readonly error: NotationError }
  /** A pair of the Options tag that is not `name=value`. */
  | { readonly kind: 'record-options'; readonly input: string }
  /** A record without a Game tag where nothing else names the game. */
  | { readonly kind: 'record-no-game' }
  /** A move number that does not fit the replay: `written`, where `number` was due. */
  | ({ readonly kind: 'record-number'; readonly written: string } & RecordMoveAt)
  /** A move misread (`error`) or refused (the NotationError's `cause`). */
  | ({ readonly kind: 'record-move'; readonly error?: NotationError } & RecordMoveAt)
  /**
   * `next-round` where no next round can start: the round `round` is still going on ('going-on'),
   * the match ended with it ('match-over'), or the game is not played in rounds ('no-rounds').
   */
  | { readonly kind: 'record-next-round'; readonly why: 'going-on' | 'match-over' | 'no-rounds'; readonly round: number; readonly line?: number; readonly column?: number }
  /** A result with a part for another number of seats than the game has. */
  | { readonly kind: 'record-result-seats'; readonly written: string; readonly seats: number }
  /** The result written contradicts the finished game's. */
  | { readonly kind: 'record-result-wrong'; readonly written: string; readonly actual: string };

export interface NotationError {
  readonly code: NotationErrorCode;
  readonly problem: NotationProblem;
  /** ERR_MOVE in a record: the rules' refusal of the move, which the words add to the sentence. */
  readonly cause?: IllegalMove;
}

export const notationError = (code: NotationErrorCode, problem: NotationProblem): NotationError => ({ code, problem });

/** What is wrong with a game's options, as data (src/words says it); `input` is the reader's value, untyped. */
export type OptionsProblem =
  | { readonly kind: 'not-options'; readonly game: string; readonly example: string; readonly input: unknown }
  | { readonly kind: 'preset'; readonly game: string; readonly input: unknown; readonly presets: readonly string[] }
  | { readonly kind: 'option'; readonly game: string; readonly input: string; readonly options: readonly string[] }
  | { readonly kind: 'value'; readonly game: string; readonly option: string; readonly choices: readonly string[]; readonly input: unknown };

export interface OptionsError {
  readonly code: 'ERR_OPTION';
  readonly problem: OptionsProblem;
}
