import type { Step } from './trace.js';

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
] as const;
/** Codes one game declares for its own rules (augmenting this interface from its module). */
export interface GameIllegalMoveCodes {}
export type IllegalMoveCode = (typeof ILLEGAL_MOVE_CODES)[number] | keyof GameIllegalMoveCodes;

export interface IllegalMove {
  readonly code: IllegalMoveCode;
  /** A sentence for a reader: what was wrong, naming the pit. */
  readonly message: string;
  /** ERR_CHOICE: the move reached a point where the player must choose, and these are the options. */
  readonly pending?: PendingChoice;
}

/** A choice the move has reached and not been given: what is asked and the answers allowed. */
export interface PendingChoice {
  readonly about: ChoiceKind;
  readonly options: readonly string[];
  /** The move's steps up to the choice, so a board can show where the move has got to. */
  readonly steps: readonly Step[];
}

/**
 * Choices one game declares for itself, beyond the shared ones: its module adds a key by augmenting
 * this interface, and gives the question's words to `chooser`.
 */
export interface GameChoiceKinds {}

/** What a choice inside a move decides: a direction, a pair of pits, where a seed is placed, or a game's own. */
export type ChoiceKind = 'direction' | 'pair' | 'place' | keyof GameChoiceKinds;

export const illegal = (code: IllegalMoveCode, message: string): IllegalMove => ({ code, message });

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
