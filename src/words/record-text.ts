/**
 * English for what is wrong with a game record (src/engine/game-record.ts): where (line and column),
 * and what. Its own module, so the pages and workers that word a position or a move (problems.ts) do
 * not carry a record's words; what reads records (the command line, a play board's Game record panel)
 * says their errors with `recordErrorText`.
 */
import type { NotationError, PlayRoundsError, RecordProblem, RoundsError } from '../engine/index.js';
import { notationProblemText } from './problems.js';
import { describeError, describeMoveError } from './en.js';
import { notationText } from './problem-text.js';
import { quote } from './quote.js';

const isRecordProblem = (p: NotationError['problem']): p is RecordProblem => p.kind.startsWith('record-') && !['record-token', 'record-pit', 'record-turn'].includes(p.kind);

/** A record's error in a sentence, with the rules' refusal where a move was refused; any other notation error as notationText says it. */
export function recordErrorText(error: NotationError): string {
  if (!isRecordProblem(error.problem)) return notationText(error);
  const text = recordProblemText(error.problem);
  const said = text.charAt(0).toUpperCase() + text.slice(1);
  return error.cause ? `${said} ${describeError(error.cause)}` : said;
}

export { newRoundText } from './rounds.js';

/** Why moves of several rounds cannot be played (the engine's replayRounds), in a sentence: the move refused, named in its round, or why no next round starts; `game` is the game's name. */
export function roundsErrorText(e: RoundsError, rounds: number, game: string): string {
  if ('error' in e) return rounds > 1 ? `Round ${e.round}, move ${e.error.index + 1}: ${describeError(e.error)}` : describeMoveError(e.error);
  const why = {
    'going-on': `Round ${e.round} is not over yet: next-round can only follow a round that has ended.`,
    'match-over': `The game is over after round ${e.round}: its rules start no next round, so next-round cannot follow it.`,
    'no-rounds': `${game} is not played in rounds: next-round has no place in its moves.`,
  };
  return why[e.why];
}

/** Why move texts cannot be played by round (the engine's playMoveTexts), in a sentence; `game` is the game's name. */
export const playRoundsErrorText = (e: PlayRoundsError, game: string): string => ('notation' in e ? notationText(e.notation) : roundsErrorText(e.refused, e.rounds, game));

const SEATS = ['A', 'B', 'C', 'D'];
const lineCol = (p: { line?: number; column?: number }) => (p.line === undefined ? '' : `Line ${p.line}, column ${p.column}: `);

/** A result token in words: '1-0' is "A won (1-0)". */
export function resultWords(token: string): string {
  if (token === '*') return 'unfinished (*)';
  const parts = token.split('-');
  const winner = parts.indexOf('1');
  return winner === -1 ? `a draw (${token})` : `${SEATS[winner] ?? '?'} won (${token})`;
}

/** What is wrong with a game record, in a sentence: where, and what. */
function recordProblemText(p: RecordProblem): string {
  switch (p.kind) {
    case 'record-too-long':
      return `This record is ${p.length} characters long; a record may have at most ${p.limit}.`;
    case 'record-tag':
      return `${lineCol(p)}cannot read the tag ${quote(p.input)}: a tag is written [Name "value"], on one line.`;
    case 'record-tag-twice':
      return `${lineCol(p)}the tag ${p.name} is given twice.`;
    case 'record-tags':
      return `${lineCol(p)}a record may have at most ${p.limit} tags.`;
    case 'record-unclosed': {
      const what = {
        tag: 'this tag is not closed: write it on one line as [Name "value"]',
        comment: "the comment opened here has no closing '}'",
        variation: "the variation opened here has no closing ')'",
      };
      return `${lineCol(p)}${what[p.what]}.`;
    }
    case 'record-unopened':
      return `${lineCol(p)}this ')' closes no variation.`;
    case 'record-variation-first':
      return `${lineCol(p)}a variation '(' follows the move it replaces; there is no move before it here.`;
    case 'record-empty-variation':
      return `${lineCol(p)}this variation has no moves.`;
    case 'record-depth':
      return `${lineCol(p)}variations nest here more than ${p.limit} deep.`;
    case 'record-moves':
      return `This record has more than ${p.limit} moves, variations included: no game needs so many.`;
    case 'record-text':
      return `${lineCol(p)}cannot read ${quote(p.input)}: expected a move (A5, AA3/cw, swap, pass), next-round, a move number (12. or 12...), a {comment}, a (variation) or a result (1-0, 0-1, 1/2-1/2, *).`;
    case 'record-number-alone':
      return `${lineCol(p)}a move number needs a move after it; found ${quote(p.input)}.`;
    case 'record-round-number':
      return `${lineCol(p)}next-round takes no move number: it ends a round, and the next round's first move is numbered 1.`;
    case 'record-after-result':
      return `${lineCol(p)}${quote(p.input)} comes after the result, which ends the record.`;
    case 'record-result':
      return `${lineCol(p)}${quote(p.input)} is not a result: write 1-0 (A won), 0-1 (B won), 1/2-1/2 (a draw) or * (unfinished).`;
    case 'record-result-tag':
      return `${lineCol(p)}the Result tag says ${p.tag} but the moves end with ${p.token}.`;
    case 'record-game':
      return `This record is a game of ${quote(p.found)}, not of ${p.expected}.`;
    case 'record-start':
      return `The Start tag is not a position of these rules: ${notationProblemText(p.error)}`;
    case 'record-options':
      return `The Options tag should be names with values separated by commas, such as seeds=6,pie=true; cannot read ${quote(p.input)}.`;
    case 'record-no-game':
      return 'This record has no Game tag naming the game it records, such as [Game "kalah"].';
    case 'record-number':
      return `${lineCol(p)}move ${quote(p.input)} is numbered ${p.written}, but it is move ${p.number}.`;
    case 'record-move': {
      const head = `${lineCol(p)}move ${p.number} ${quote(p.input)}`;
      return p.error ? `${head}: ${notationProblemText(p.error)}` : `${head} cannot be played:`;
    }
    case 'record-next-round': {
      const why = {
        'going-on': `round ${p.round} is not over yet: a new round starts only when one has ended`,
        'match-over': `the game ended with round ${p.round}: the rules give no next round`,
        'no-rounds': 'this game is not played in rounds',
      };
      return `${lineCol(p)}next-round cannot be played here: ${why[p.why]}.`;
    }
    case 'record-result-seats':
      return `The result ${p.written} has a part for ${p.written.split('-').length} players; this game has ${p.seats}.`;
    case 'record-result-wrong':
      return `The record's result is ${resultWords(p.written)}, but the game it records ends ${resultWords(p.actual)}.`;
  }
  return `This record cannot be read (${(p as { kind: string }).kind}).`;
}
