/**
 * The engine side of the play board, loaded only when the reader starts to play, so a page
 * ships no engine code until then. Keeps the game (start plus moves) and answers with plain data.
 */
import type { ChoiceKind, Game, Move, PendingChoice, Ruleset } from '../engine/index.js';
import { advance, applyStep, currentPosition, formatMove, formatPosition, newGame, parsePosition, pitByLabel, undo as undoGame } from '../engine/index.js';
import { createRuleset } from '../variants/index.js';
import { summarizeMove } from './describe.js';

export interface View {
  pits: number[];
  stores: number[];
  toMove: number | null;
  legal: number[];
  /** Moves and answers beyond a pit: swap sides, pass, next round, or the answers to a choice inside a move. */
  actions: { id: string; text: string }[];
  /** What the last move did, or an error, in a sentence. */
  message: string;
  /** Moves so far, e.g. ["A3", "A6", "B2"]. */
  history: string[];
  /** The current position in our notation, for sharing. */
  notation: string;
  owners?: number[];
  blocked?: boolean[];
}

export interface Session {
  view(message?: string): View;
  sow(pit: number): View;
  /** One of the view's actions, by id. */
  act(id: string): View;
  undo(): View;
  restart(): View;
}

/** A button's text for each answer to a choice inside a move ('place' is answered on the board). */
const ANSWER_TEXT: Record<Exclude<ChoiceKind, 'place'>, (answer: string) => string> = {
  direction: (o) => (o === 'cw' ? 'Clockwise' : 'Counter-clockwise'),
  pair: (o) => `Take ${o}'s column`,
  safari: (o) => (o === 'stop' ? 'Stop in the nyumba' : 'Safari: sow on'),
};

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
  /** A sowing waiting for the reader's answer to a choice inside it, with the options. */
  let pending: ({ move: Extract<Move, { kind: 'sow' }> } & PendingChoice) | null = null;
  /** Pits that answer a pending 'place' choice (Malawi's opening gambit): the reader picks them on the board. */
  const placing = () => (pending?.about === 'place' ? pending.options.map((o) => pitByLabel(rules.topology, o)!) : null);

  const view = (message = ''): View => {
    const p = currentPosition(game);
    const moves = rules.legalMoves(p);
    // Mid-move, the board shows where the move has got to.
    const board = { pits: [...p.pits], stores: [...p.stores], hand: 0 };
    for (const step of pending?.steps ?? []) applyStep(board, step);
    const outcome = rules.outcome(p);
    const about = pending?.about;
    const actions = pending
      ? about === 'place'
        ? []
        : pending.options.map((o) => ({ id: `choose:${o}`, text: ANSWER_TEXT[about as Exclude<ChoiceKind, 'place'>](o) }))
      : [
          ...(moves.some((m) => m.kind === 'swap') ? [{ id: 'swap', text: 'Swap sides (pie rule)' }] : []),
          ...(moves.some((m) => m.kind === 'pass') ? [{ id: 'pass', text: 'Pass' }] : []),
          ...(rules.nextRound?.(p) ? [{ id: 'next-round', text: 'Next round' }] : []),
        ];
    return {
      pits: board.pits,
      stores: board.stores,
      toMove: p.toMove,
      legal: placing() ?? moves.flatMap((m) => (m.kind === 'sow' ? [m.pit] : [])),
      actions,
      message:
        message ||
        (outcome ? `Game over: ${outcome.winner === null ? 'a draw' : `${'AB'[outcome.winner]} wins`}, ${outcome.scores.join(' to ')}.` : ''),
      history: game.plies.map((ply) => formatMove(rules, ply.move)),
      notation: formatPosition(rules, p),
      ...(p.owners ? { owners: [...p.owners] } : {}),
      ...(p.blocked ? { blocked: [...p.blocked] } : {}),
    };
  };

  const move = (m: Move): View => {
    pending = null;
    const mover = currentPosition(game).toMove ?? 0;
    const next = advance(rules, game, m);
    if (!next.ok) {
      // A choice inside the move: ask the reader, then play the move with the answer.
      if (next.error.pending && m.kind === 'sow') {
        pending = { move: m, ...next.error.pending };
        if (pending.about === 'place') {
          const placed = (m.choices?.length ?? 0) + 1;
          return view(`Opening gambit: ${placed} seed${placed > 1 ? 's' : ''} placed. Choose a pit for the next one.`);
        }
        return view(`${next.error.message.replace(/ Write it after.*$/, '')} Choose below.`);
      }
      return view(next.error.message);
    }
    game = next.value;
    return view(summarizeMove(rules.topology, game.plies[game.plies.length - 1]!.steps, mover));
  };

  /** Plays the pending move again with one more answer. */
  const answer = (choice: string): View =>
    pending ? move({ ...pending.move, choices: [...(pending.move.choices ?? []), choice] }) : view('There is no choice to answer.');

  const nextRound = () => {
    const next = rules.nextRound?.(currentPosition(game));
    if (!next) return view('The game is over: a player cannot fill a single pit.');
    start = next;
    game = newGame(next);
    return view(`A new round: each player refilled their pits from the seeds they won; pits they could not fill are out of play.`);
  };

  return {
    view,
    sow: (pit) => (placing()?.includes(pit) ? answer(rules.topology.labels[pit]!) : move({ kind: 'sow', pit })),
    act: (id) => {
      if (id === 'next-round') return nextRound();
      if (id === 'swap' || id === 'pass') return move({ kind: id });
      if (pending && id.startsWith('choose:')) return answer(id.slice(7));
      return view(`Unknown action ${id}.`);
    },
    undo: () => {
      pending = null;
      game = undoGame(game);
      return view('Took back the last move.');
    },
    restart: () => {
      pending = null;
      game = newGame(start);
      return view('Back to the starting position.');
    },
  };
}
