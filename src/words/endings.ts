/**
 * Why a game ended, in words: its own module, so a page that names endings (the editor) does not load
 * every refusal's sentence with them.
 */
import type { EndReason } from '../engine/index.js';
import { gameWord } from './hook.js';

/** Why a game ended, as a clause after "Game over: ": "a row is empty". Shared endings; a game declares its own. */
const END_REASONS: Partial<Record<EndReason, string>> = {
  'row-empty': 'a row is empty',
  'target-reached': 'a player has more than half the seeds',
  'cannot-feed': 'no move can give the opponent seeds',
  'grand-slam': "a capture took every seed on the opponent's side",
  repetition: 'a position has repeated',
  'no-moves': 'the player to move has no move',
  'no-seeds': 'the player to move has no seeds',
  endless: 'a move that never ends loses',
};

/** Why a game ended, as a clause: the caption's "Game over: …", the editor's endings, the comparison's "ends when". */
export const endReasonText = (reason: EndReason): string => gameWord('endReasons', reason) ?? END_REASONS[reason] ?? reason;
