/**
 * Any problem the engine reports as data, in a sentence: a refused move (en.ts), or input misread and
 * options that do not fit (problems.ts). What a board loads when it has a problem to say, and only then.
 */
import type { IllegalMove, NotationError, OptionsError } from '../engine/index.js';
import { describeError } from './en.js';
import { notationProblemText, optionsText } from './problems.js';

export { describeError } from './en.js';

/** A notation error's sentence, with the rules' refusal where a record's move was refused. */
export const notationText = (error: NotationError): string => (error.cause ? `${notationProblemText(error)} ${describeError(error.cause)}` : notationProblemText(error));

/** Any problem the engine reports as data, in a sentence: a refused move, a position or move misread, options that do not fit. */
export function problemText(problem: IllegalMove | NotationError | OptionsError): string {
  if (!('problem' in problem)) return describeError(problem);
  return problem.code === 'ERR_OPTION' ? optionsText(problem) : notationText(problem);
}
