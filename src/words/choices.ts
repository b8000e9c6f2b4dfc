/**
 * What a choice inside a move asks, in words: the caption of a move that reaches a choice needs these,
 * not the refusals (en.ts), so they are a module of their own.
 */
import type { ChoiceAsked, ChoiceKind } from '../engine/index.js';
import { gameWord } from './hook.js';

/** What each shared kind of choice asks, as a clause; a game declares its own (hook.ts). */
const QUESTIONS: Partial<Record<ChoiceKind, string>> = {
  direction: 'which way the next lap goes',
  pair: 'which other pair of pits to capture',
};

/** What a choice asks, as a clause: "which way the next lap goes". */
export const choiceQuestion = (about: ChoiceKind): string => gameWord('questions', about) ?? QUESTIONS[about] ?? `a choice (${about})`;

/** A choice a move has reached, for a reader about to answer it: "A2 reaches a choice, which way the next lap goes." */
export const choiceText = (asked: ChoiceAsked): string => `${asked.move} reaches a choice, ${choiceQuestion(asked.about)}.`;
