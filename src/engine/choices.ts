/**
 * Choices inside a move. Some rules leave a decision to the player in the middle of a move (which
 * way the next lap goes, which extra pair to capture). The move carries its answers in order; the
 * rules ask for each as it arises, and a missing answer stops the move: `play` then returns the
 * choice asked (a ChoiceAsked, with the options), an ordinary result and not an error.
 */
import type { ChoiceAsked, IllegalMove } from './errors.js';
import type { ChoiceKind } from './types.js';
import { asksChoice } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Played } from './ruleset.js';
import type { Work } from './work.js';

/**
 * Why a move's rules stopped before its end: a refusal, or a choice asked. Inside a game's rules the
 * two travel the same early-return path; `settle` parts them at the edge, where `play` returns.
 */
export type Stop = IllegalMove | ChoiceAsked;

export interface Chooser {
  /**
   * The answer to the next choice: the only option when there is one (nothing is recorded then),
   * else the move's next answer, recorded as a `choice` step. Stops with the choice asked when the
   * move gives no answer, or with ERR_CHOICE when its answer is not open.
   */
  pick(w: Work, about: ChoiceKind, options: readonly string[]): Result<string, Stop>;
  /** After the move: an error if answers were left over (a move is written one way only). */
  leftOver(): IllegalMove | null;
}

/** `move` is the move's pit by label, e.g. "A3". */
export function chooser(move: string, answers: readonly string[] = []): Chooser {
  let used = 0;
  return {
    pick(w, about, options) {
      if (options.length === 1) return ok(options[0]!);
      const answer = answers[used];
      if (answer === undefined) return err({ kind: 'choice', move, answers: answers.slice(0, used), about, options, steps: [...w.steps] });
      if (!options.includes(answer)) return err({ code: 'ERR_CHOICE', form: 'not-open', move, index: used + 1, answer, about, options });
      used += 1;
      w.steps.push({ kind: 'choice', about, choice: answer, options });
      return ok(answer);
    },
    leftOver: () => (used < answers.length ? { code: 'ERR_CHOICE', form: 'left-over', move, given: answers.length, asked: used } : null),
  };
}

/** A game's rules' result as `play` returns it: a choice asked is a value, only a refusal an error. */
export function settle(result: Result<Played, Stop>): Result<Played | ChoiceAsked, IllegalMove> {
  if (result.ok) return result;
  return asksChoice(result.error) ? ok(result.error) : (result as { ok: false; error: IllegalMove });
}
