import type { Step } from './trace.js';
import type { ChoiceKind } from './types.js';

/** Every way a move, a position or an option can be wrong, as string codes (switch on these, show the message). */
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
] as const;
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

export interface NotationError {
  readonly code: NotationErrorCode;
  readonly message: string;
  /** ERR_MOVE in a record: the rules' refusal of the move, which the words add to the message. */
  readonly cause?: IllegalMove;
}

export const notationError = (code: NotationErrorCode, message: string): NotationError => ({ code, message });

export interface OptionsError {
  readonly code: 'ERR_OPTION';
  readonly message: string;
}

/** The most characters of a reader's input an error message repeats: enough to find the mistake, never a page of it. */
export const QUOTE_LIMIT = 40;

/**
 * Input quoted for an error message: JSON-escaped, cut to QUOTE_LIMIT characters with an ellipsis.
 * Takes anything (options arrive untyped from URLs and JSON) and never throws.
 */
export function quote(input: unknown): string {
  let text: string;
  try {
    text = typeof input === 'string' ? input : (JSON.stringify(input) ?? String(input));
  } catch {
    text = Object.prototype.toString.call(input);
  }
  // Characters, not UTF-16 units, so an emoji is never cut in half; only the head is split (input may be megabytes).
  const head = [...text.slice(0, 2 * QUOTE_LIMIT)];
  const long = head.length > QUOTE_LIMIT || text.length > 2 * QUOTE_LIMIT;
  return JSON.stringify(long ? `${head.slice(0, QUOTE_LIMIT - 1).join('')}…` : text);
}
