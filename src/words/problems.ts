/**
 * English for what the engine finds wrong with written input (a position, a move, a game record), a
 * game's options, and a position the solver cannot answer: the engine reports each as a code with
 * data (src/engine/errors.ts), and this file says it. A second language is one more file with the
 * same exports. The refusals' words (en.ts) add a record's refused move and word any problem (`problemText`).
 */
import type { NotationError, NotationProblem, OptionsError, RecordProblem } from '../engine/index.js';
import type { SolverError } from '../engine/solver/index.js';
import { quote } from './quote.js';

const list = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const quoted = (items: readonly string[]): string[] => items.map((item) => `'${item}'`);

/** A notation error in a sentence, without the refusal a record's move may carry (`notationText` adds it): for boards that show no refusals. */
export function notationProblemText({ problem: p }: NotationError): string {
  switch (p.kind) {
    case 'character':
      return `Unexpected character ${quote(p.input)} at position ${p.at}: a position uses digits, letters, '.', '_', '~' and '-'.`;
    case 'fields':
      return `Expected 3 or 4 fields separated by '~' (rows, stores, side to move, state); found ${p.found}.`;
    case 'empty-state':
      return "The state field after the last '~' is empty: leave out the '~', or write a state there.";
    case 'rows':
      return `Expected ${p.rows.length} rows separated by '_' (${p.rows.join(', ')}, top to bottom); found ${p.found}.`;
    case 'row-length':
      return `Row ${p.row} has ${p.found} pits; it should have ${p.expected}.`;
    case 'pit-count':
      return `Pit ${p.pit} should hold a whole number of seeds (or x if out of play); found ${quote(p.input)}.`;
    case 'stores':
      return `Expected ${p.expected} stores separated by '.'; found ${quote(p.input)}.`;
    case 'store-count':
      return `Store ${p.seat} should hold a whole number of seeds; found ${quote(p.input)}.`;
    case 'ending': {
      // A word the engine does not know is quoted, not repeated as if it were an ending.
      const named = /^[a-z-]{1,30}$/.test(p.input) ? `end-${p.input}` : 'that ending';
      const never = `${p.game} never ends with ${named}; its games end with ${p.endings.join(', ')}.`;
      return p.shared ? never : `Unknown game-end reason ${quote(p.input)}: ${never}`;
    }
    case 'side':
      return `The side to move should be ${quoted(p.seats).join(' or ')} (or, for a finished game, ${quoted(p.endings).join(', ')}); found ${quote(p.input)}.`;
    case 'owners':
      return `Pit owners should be ${p.pits} letters from ${p.seats.join('')}, one per pit; found ${quote(p.input)}.`;
    case 'state-token':
      return `Unknown state ${quote(p.input)}: state tokens are ${list(p.tokens)}.`;
    case 'game':
      return p.text;
    case 'loser-in-play':
      return 'Only a finished game has a loser.';
    case 'seeds-out-of-play':
      return `Pit ${p.pit} is out of play and cannot hold seeds.`;
    case 'too-many-seeds':
      return `This position holds ${p.held} seeds; ${p.game} is played with ${p.total} (board and ${p.storeWord ?? 'stores'} together).`;
    case 'no-move':
      return `${p.seat} is to move but has no legal move, which ${p.game} never allows: the game ended before this turn. Write a finished game with its ending in place of the side (${p.endings.join(', ')}).`;
    case 'move':
      return `Unknown move ${quote(p.input)}: name a pit (${p.pits}), then any choices after '/', or 'swap' or 'pass'.`;
    case 'choice':
      return `Unknown choice ${quote(p.input)} in ${quote(p.move)}: a choice is ${quoted(p.words).join(', ')} or a pit label.`;
    case 'record-token':
      return `Cannot read ${quote(p.input)}: a turn is pit letters joined by '-', optionally followed by (+n).`;
    case 'record-pit':
      return `In ${quote(p.input)}: pit ${p.letter} does not exist on a board of ${p.columns} pits a side.`;
    case 'record-turn': {
      const where = `Turn ${p.turn} (${quote(p.input)}):`;
      if (p.toMove === undefined) return where;
      return `${where} ${p.toMove === null ? 'the game is already over' : `it is ${p.toMove}'s turn`}.`;
    }
    default: {
      const text = recordProblemText(p);
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
  // Every kind returns above; this keeps a malformed error from crashing a page.
  return `This cannot be read (${(p as { kind: string }).kind}).`;
}

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
function recordProblemText(p: RecordProblem | NotationProblem): string {
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
      return `${lineCol(p)}cannot read ${quote(p.input)}: expected a move (A5, AA3/cw, swap, pass), a move number (12. or 12...), a {comment}, a (variation) or a result (1-0, 0-1, 1/2-1/2, *).`;
    case 'record-number-alone':
      return `${lineCol(p)}a move number needs a move after it; found ${quote(p.input)}.`;
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
    case 'record-result-seats':
      return `The result ${p.written} has a part for ${p.written.split('-').length} players; this game has ${p.seats}.`;
    case 'record-result-wrong':
      return `The record's result is ${resultWords(p.written)}, but the game it records ends ${resultWords(p.actual)}.`;
  }
  return `This cannot be read (${p.kind}).`;
}

/** An options error in a sentence, naming the option and the choices. */
export function optionsText({ problem: p }: OptionsError): string {
  switch (p.kind) {
    case 'not-options':
      return `${p.game} options are names with values, such as {"${p.example}": …}; got ${quote(p.input)}.`;
    case 'preset':
      return `${p.game} has no preset ${quote(p.input)}${p.presets.length ? `; presets: ${p.presets.join(', ')}` : ''}.`;
    case 'option':
      // A game whose sources agree on every rule has no options at all: say so, not "options: ."
      return `${p.game} has no option ${quote(p.input)}; ${p.options.length ? `options: ${p.options.join(', ')}` : 'it has no options'}.`;
    case 'value':
      return `${p.game} option ${p.option} must be one of ${p.choices.join(', ')}; got ${quote(p.input)}.`;
    case 'unknown-game':
      return `Unknown variant ${quote(p.input)}; variants: ${p.games.join(', ')}.`;
    case 'not-loaded':
      return `The rules of ${p.game} have not loaded yet.`;
  }
  return `These options cannot be used (${(p as { kind: string }).kind}).`;
}

/** Why the solver gives no answer, in a sentence. */
export function solverText(error: SolverError): string {
  switch (error.code) {
    case 'ERR_NO_SOLVER':
      return `The solver does not play ${error.game ?? 'these rules'}: no solver here plays its rules.`;
    case 'ERR_PIE':
      return 'The solver plays without the pie rule: this position offers or awaits the swap.';
    case 'ERR_GAME_OVER':
      return 'The game is over: there is no move left to solve.';
    case 'ERR_LIMIT': {
      const what = error.limit ? `${error.limit.at} ${error.limit.by === 'nodes' ? 'positions' : 'ms'}` : 'its limit';
      return `The solver stopped after ${what} without an exact answer: this position has too many seeds to solve here. Try one with fewer seeds on the board.`;
    }
  }
  return `The solver cannot answer (${(error as { code: string }).code}).`;
}
