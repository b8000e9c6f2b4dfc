/**
 * English: every sentence a reader sees for a refused move, keyed by the engine's codes with their data
 * filled in (a choice's words and a game's end have modules of their own, which a move that is not
 * refused needs: choices.ts, endings.ts; the play board loads this file only to show a refusal). The engine says what happened as data; this
 * file says it. A second language is one more file with the same exports. Words for a game's own
 * rules, choices and endings are declared by that game (hook.ts) and consulted here, so nothing here
 * names a game.
 */
import type { IllegalMove } from '../engine/index.js';
import { choiceQuestion } from './choices.js';
import { DIRECTION_WORDS, capital } from './common.js';
import { gameWord } from './hook.js';
import { quote } from './quote.js';

export { choiceQuestion, choiceText } from './choices.js';

/** A pit as a sentence names it: "A4", or "pit 7" on a circle, whose pits are numbers. */
export const pitText = (label: string): string => (/^\d+$/.test(label) ? `pit ${label}` : label);
const seeds = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;
const article = (game: string) => `${/^[AEIOU]/.test(game) ? 'an' : 'a'} ${game}`;

/** Refusals under rules several games share, by the error's `rule` key (a game's own are declared by it). */
const SHARED_RULES: Readonly<Record<string, (error: IllegalMove, pit: string) => string>> = {
  'out-of-play': (_, pit) => `${capital(pit)} is out of play this round.`,
  'all-opponents': (_, pit) => `Every opponent's pits are empty: ${pit} gives them nothing, and a move that does must be played.`,
  'single-while-bigger': (_, pit) => `${capital(pit)} holds a single seed, which may be moved only when no pit of yours holds more.`,
  'single-into-empty': (_, pit) => `${capital(pit)}'s single seed may move only into an empty pit, and the next pit is occupied.`,
  'must-capture': (e, pit) =>
    'direction' in e && e.direction
      ? `${capital(pit)} may not be sown ${DIRECTION_WORDS[e.direction]} here: that way it captures nothing, and a capture must be played.`
      : `A capture is possible, so the move must capture; ${pit} cannot.`,
};

/** Why a move is refused, in a sentence that names the pit or the input (quoted, at most 40 characters). */
export function describeError(error: IllegalMove): string {
  const label = 'pit' in error && typeof error.pit === 'string' ? error.pit : error.code === 'ERR_CHOICE' && error.form === 'refused' ? error.move : '';
  const pit = pitText(label);
  const rule = 'rule' in error && typeof error.rule === 'string' ? error.rule : undefined;
  if (rule) {
    const words = gameWord('rules', rule) ?? SHARED_RULES[rule];
    if (words) return words(error, pit);
  }
  switch (error.code) {
    case 'ERR_GAME_OVER':
      return 'The game is over: no more moves can be played.';
    case 'ERR_NO_SUCH_PIT':
      return error.circle !== undefined
        ? `There is no pit ${error.pit + 1} on the circle; pits are 1 to ${error.circle}.`
        : `There is no pit ${error.pit} on ${article(error.game)} board.`;
    case 'ERR_NOT_YOUR_PIT':
      return `${capital(pit)} belongs to ${error.owner ?? 'the other player'}.`;
    case 'ERR_EMPTY_PIT':
      return `${capital(pit)} is empty: choose a pit with seeds.`;
    case 'ERR_MUST_FEED':
      return `The opponent has no seeds: ${pit} does not reach their side, and a move that does must be played.`;
    case 'ERR_GRAND_SLAM':
      return `Sowing ${pit} would capture every seed on the opponent's side, which these rules forbid while another move exists.`;
    case 'ERR_NO_SWAP':
      return "Swapping sides (the pie rule) is only allowed as the second player's first move, when the pie rule is in use.";
    case 'ERR_UNKNOWN_MOVE':
      return `${error.game} has no ${error.move === 'pass' ? 'passing' : 'pie rule'}: every move sows a pit.`;
    case 'ERR_ENDLESS': {
      const sown = error.direction ? `${pit} ${DIRECTION_WORDS[error.direction]}` : pit;
      const why =
        error.reason === 'limit'
          ? ` (it has neither ended nor repeated after ${error.laps} laps)`
          : error.reason === 'repeat'
            ? ' (it comes back to a board it has already had)'
            : error.reason === 'either'
              ? ` (it repeats, or runs past ${error.laps} laps)`
              : '';
      return `Sowing ${sown} would relay for ever${why}, so it may not be played.`;
    }
    case 'ERR_SINGLE_SEED':
      return `${capital(pit)} holds ${error.seeds === 1 ? 'a single seed' : seeds(error.seeds)}: a move starts from a pit of two or more.`;
    case 'ERR_CHOICE':
      switch (error.form) {
        case 'missing': {
          const { move, answers, about, options } = error.asked;
          return `${move} reaches a choice, ${choiceQuestion(about)}: ${options.join(' or ')}. Write it after the pit, as in ${[move, ...answers, options[0]].join('/')}.`;
        }
        case 'not-open':
          return `Choice ${error.index} of ${error.move}, ${error.answer}, is not open at that point: ${choiceQuestion(error.about)} may be ${error.options.join(' or ')}.`;
        case 'left-over':
          return `${error.move} was given ${error.given} choice${error.given > 1 ? 's' : ''} but asks for ${error.asked === 0 ? 'none' : error.asked}.`;
        case 'none':
          return `${error.game} has no choices inside a move: write just ${error.move}, not ${quote(error.written)}.`;
        case 'refused':
          return `${error.move} may not be sown ${DIRECTION_WORDS[error.direction]} here.`;
      }
      break;
    case 'ERR_NO_PASS':
      return error.rule === 'off'
        ? `Passing is off under these ${error.game} rules.`
        : error.rule === 'third'
          ? `${error.seat} passed and ${error.other} passed back, so ${error.seat} must move now: never three passes in a row.`
          : 'A player with no move has lost; there is no turn to pass.';
    case 'ERR_MUST_CAPTURE':
      return error.from
        ? `A capture is possible, so the turn must start with one: from ${error.from.join(', ')}.`
        : `A capture is possible, so the move must capture; ${pit || 'this move'} cannot.`;
    case 'ERR_FRONT_ROW':
      return `${capital(pit)} is in the back row: this move must start in the front row.`;
    case 'ERR_RULE':
      // A game's own rule: its words (the hook above) say which; this is the fallback.
      return `${capital(pit)} may not start this move under these rules.`;
  }
  // Every code returns above; this keeps a malformed error from crashing a page.
  return `This move cannot be played (${(error as { code: string }).code}).`;
}

/** A refusal of move `index` (0-based) of a list of moves. */
export const describeMoveError = (error: IllegalMove & { readonly index: number }): string => `Move ${error.index + 1}: ${describeError(error)}`;

export { endReasonText } from './endings.js';
