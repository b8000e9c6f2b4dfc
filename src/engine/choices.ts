/**
 * Choices inside a move. Some rules leave a decision to the player in the middle of a move (which
 * way the next lap goes, which extra pair to capture). The move carries its answers in order; the
 * rules ask for each as it arises, and a missing answer stops the move with the options listed.
 */
import type { ChoiceKind, IllegalMove } from './errors.js';
import { illegal } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import type { Work } from './work.js';

export interface Chooser {
  /**
   * The answer to the next choice: the only option when there is one (nothing is recorded then),
   * else the move's next answer, recorded as a `choice` step. ERR_CHOICE when the move gives no
   * answer (the error lists the options) or one that is not open.
   */
  pick(w: Work, about: ChoiceKind, options: readonly string[]): Result<string, IllegalMove>;
  /** After the move: an error if answers were left over (a move is written one way only). */
  leftOver(): IllegalMove | null;
}

/** The shared choices' questions; a game gives its own choices' (and may reword these) to `chooser`. */
const QUESTION: Readonly<Partial<Record<ChoiceKind, string>>> = {
  direction: 'which way the next lap goes',
  pair: 'which other pair of pits to capture',
  place: 'where the next seed goes',
};

/** `move` names the move in messages, e.g. "A3"; `questions` words the game's own choices. */
export function chooser(move: string, answers: readonly string[] = [], questions: Readonly<Partial<Record<ChoiceKind, string>>> = {}): Chooser {
  let used = 0;
  const question = (about: ChoiceKind) => questions[about] ?? QUESTION[about] ?? about;
  return {
    pick(w, about, options) {
      if (options.length === 1) return ok(options[0]!);
      const answer = answers[used];
      const open = options.join(' or ');
      if (answer === undefined) {
        const example = [move, ...answers.slice(0, used), options[0]].join('/');
        return err({
          ...illegal('ERR_CHOICE', `${move} reaches a choice, ${question(about)}: ${open}. Write it after the pit, as in ${example}.`),
          pending: { about, options, steps: [...w.steps] },
        });
      }
      if (!options.includes(answer)) {
        return err(illegal('ERR_CHOICE', `Choice ${used + 1} of ${move}, ${answer}, is not open at that point: ${question(about)} may be ${open}.`));
      }
      used += 1;
      w.steps.push({ kind: 'choice', about, choice: answer, options });
      return ok(answer);
    },
    leftOver: () =>
      used < answers.length
        ? illegal('ERR_CHOICE', `${move} was given ${answers.length} choice${answers.length > 1 ? 's' : ''} but asks for ${used === 0 ? 'none' : used}.`)
        : null,
  };
}
