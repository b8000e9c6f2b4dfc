/**
 * English for what the engine finds wrong with written input (a position, a move, a game record), a
 * game's options, and a position the solver cannot answer: the engine reports each as a code with
 * data (src/engine/errors.ts), and this file says it. A second language is one more file with the
 * same exports. The refusals' words (en.ts) add a record's refused move and word any problem (`problemText`).
 */
import type { NotationError, OptionsError } from '../engine/index.js';
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
  }
  // Every kind returns above; this keeps a malformed error from crashing a page.
  return `This cannot be read (${(p as { kind: string }).kind}).`;
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
