/**
 * Every sentence a reader sees for a refused move, a choice inside a move and a game's end: the one
 * import path for the layers that speak (board, islands, site, command line). English today (en.ts);
 * a second language is one more file with the same exports. Games add their own words (hook.ts).
 */
export * from './en.js';
export { notationProblemText, optionsText, solverText } from './problems.js';
export { notationText, problemText } from './problem-text.js';
export { newRoundText, recordErrorText, roundsErrorText, playRoundsErrorText, resultWords } from './record-text.js';
export { quote, QUOTE_LIMIT } from './quote.js';
export { declareWords } from './hook.js';
export type { GameWords } from './hook.js';
