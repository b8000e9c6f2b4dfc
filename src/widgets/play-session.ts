/**
 * The engine side of the play board, loaded only when the reader starts to play, so a page
 * ships no engine code until then. Keeps the game (start plus moves) and answers with plain data.
 */
import type { Game, Ruleset } from '../engine/index.js';
import { advance, currentPosition, formatMove, formatPosition, newGame, parsePosition, undo as undoGame } from '../engine/index.js';
import { createRuleset } from '../variants/index.js';
import { summarizeMove } from './describe.js';

export interface View {
  pits: number[];
  stores: number[];
  toMove: number | null;
  legal: number[];
  canSwap: boolean;
  /** What the last move did, or an error, in a sentence. */
  message: string;
  /** Moves so far, e.g. ["A3", "A6", "B2"]. */
  history: string[];
  /** The current position in our notation, for sharing. */
  notation: string;
  owners?: number[];
  blocked?: boolean[];
  /** A finished round of a game played in rounds: another round can start. */
  canContinue: boolean;
}

export interface Session {
  view(message?: string): View;
  sow(pit: number): View;
  swap(): View;
  undo(): View;
  restart(): View;
  /** Starts the next round from a finished one (Dakon). */
  nextRound(): View;
}

/** Throws an Error whose message names what is wrong with the variant, options or position. */
export function createSession(variant: string, options: Record<string, unknown>, position?: string): Session {
  const made = createRuleset(variant, options);
  if (!made.ok) throw new Error(made.error.message);
  const rules: Ruleset = made.value;
  let start = rules.start();
  if (position) {
    const parsed = parsePosition(rules, position);
    if (!parsed.ok) throw new Error(`This position cannot be shown: ${parsed.error.message}`);
    start = parsed.value;
  }
  let game: Game = newGame(start);

  const view = (message = ''): View => {
    const p = currentPosition(game);
    const moves = rules.legalMoves(p);
    const outcome = rules.outcome(p);
    return {
      pits: [...p.pits],
      stores: [...p.stores],
      toMove: p.toMove,
      legal: moves.flatMap((m) => (m.kind === 'sow' ? [m.pit] : [])),
      canSwap: moves.some((m) => m.kind === 'swap'),
      message:
        message ||
        (outcome ? `Game over: ${outcome.winner === null ? 'a draw' : `${'AB'[outcome.winner]} wins`}, ${outcome.scores.join(' to ')}.` : ''),
      history: game.plies.map((ply) => formatMove(rules, ply.move)),
      notation: formatPosition(rules, p),
      ...(p.owners ? { owners: [...p.owners] } : {}),
      ...(p.blocked ? { blocked: [...p.blocked] } : {}),
      canContinue: !!rules.nextRound?.(p),
    };
  };

  const move = (m: Parameters<typeof advance>[2]): View => {
    const mover = currentPosition(game).toMove ?? 0;
    const next = advance(rules, game, m);
    if (!next.ok) return view(next.error.message);
    game = next.value;
    return view(summarizeMove(rules.topology, game.plies[game.plies.length - 1]!.steps, mover));
  };

  return {
    view,
    sow: (pit) => move({ kind: 'sow', pit }),
    swap: () => move({ kind: 'swap' }),
    undo: () => {
      game = undoGame(game);
      return view('Took back the last move.');
    },
    restart: () => {
      game = newGame(start);
      return view('Back to the starting position.');
    },
    nextRound: () => {
      const next = rules.nextRound?.(currentPosition(game));
      if (!next) return view('The game is over: a player cannot fill a single pit.');
      start = next;
      game = newGame(next);
      return view(`A new round: each player refilled their pits from the seeds they won; pits they could not fill are out of play.`);
    },
  };
}
