/**
 * The solved board's engine side, run in a Web Worker (engine-worker.ts, shared with the opponent): replays the reader's game,
 * lets perfect play answer for its side, and values every move the reader has with the solver.
 * Answers with plain data, words included, so the island only draws.
 */
import { describeError } from '../words/index.js';
import type { Position, Ruleset } from '../engine/index.js';
import { SEAT_LETTERS, formatMove, formatPosition, parseMove, parsePosition, playWhole } from '../engine/index.js';
import { solvePosition } from '../engine/solver/index.js';
import { loadSearchRules } from '../variants/load.js';
import { loadRuleset } from '../variants/ruleset-of.js';
import { describeOutcome, summarizeMove } from './describe.js';
import { notationText, optionsText, solverText } from '../words/index.js';

export interface SolvedRequest {
  /** Kalah options: pits, seeds, emptyCapture. */
  options: Record<string, unknown>;
  /** The starting position in our notation; the opening when absent. */
  position?: string;
  /** Moves played so far, by pit name. */
  moves: string[];
  /** The side perfect play takes, 0 (A) or 1 (B). */
  computer: number;
}

export interface MoveWorth {
  pit: number;
  label: string;
  /** Final store difference for the mover after this move, with perfect play after it. */
  value: number;
  /** How much worse than the best move: 0 for a best move. */
  loss: number;
  /** In words: "wins by 2 (best)", "draws, 2 worse than the best". */
  text: string;
}

export type SolvedReply =
  | {
      ok: true;
      pits: number[];
      stores: number[];
      toMove: number | null;
      /** Moves so far, perfect play's answers included. */
      moves: string[];
      /** The reader's moves now, each valued. */
      worth: MoveWorth[];
      status: string;
      message: string;
      nodes: number;
      timeMs: number;
    }
  | { ok: false; message: string };

const seat = (p: number) => SEAT_LETTERS[p]!;

/** A final store difference for the mover, in words. */
export function outcomeWords(value: number): string {
  return value > 0 ? `wins by ${value}` : value < 0 ? `loses by ${-value}` : 'draws';
}

/** How a move compares with the best one, in words: "loses 2 against best play". */
export function worthWords(value: number, best: number): string {
  const loss = best - value;
  return `${outcomeWords(value)}${loss === 0 ? ' (a best move)' : `: this move gives away ${loss} against best play`}`;
}

/** Solving limit per position on the page: long enough for Kalah(6,3) on a slow machine. */
const PAGE_LIMIT_MS = 120_000;

/** Loads Kalah's rules and search hooks (the solver's settings; their chunks alone) on the first turn, then solves. */
export async function solvedTurn(request: SolvedRequest, maxMs = PAGE_LIMIT_MS): Promise<SolvedReply> {
  const made = await loadRuleset('kalah', request.options);
  if (!made.ok) return { ok: false, message: optionsText(made.error) };
  const rules = await loadSearchRules(made.value);
  let position: Position;
  if (request.position) {
    const parsed = parsePosition(rules, request.position);
    if (!parsed.ok) return { ok: false, message: `This position cannot be read: ${notationText(parsed.error)}` };
    position = parsed.value;
  } else position = rules.start();
  const moves = [...request.moves];
  let message = '';
  for (const text of moves) {
    const played = playText(rules, position, text);
    if (!played.ok) return played;
    position = played.position;
    message = played.said;
  }
  let nodes = 0;
  let timeMs = 0;
  for (;;) {
    if (position.toMove === null) {
      const outcome = rules.outcome(position)!;
      return {
        ok: true,
        pits: [...position.pits],
        stores: [...position.stores],
        toMove: null,
        moves,
        worth: [],
        status: `Game over: ${describeOutcome(outcome)}.`,
        message,
        nodes,
        timeMs,
      };
    }
    const solved = solvePosition(rules, position, { maxMs });
    if (!solved.ok) return { ok: false, message: solverText(solved.error) };
    nodes += solved.value.nodes;
    timeMs += solved.value.timeMs;
    const { value, moves: values, best } = solved.value;
    const mover = position.toMove;
    if (mover === request.computer) {
      const choice = best[0]!;
      const played = playText(rules, position, choice);
      if (!played.ok) return played;
      moves.push(choice);
      position = played.position;
      message = `Perfect play answers ${choice} for ${seat(mover)}, who ${outcomeWords(value)} from there. ${played.said}`;
      continue;
    }
    const worth = Object.entries(values).map(([label, v]) => ({ pit: rules.topology.labels.indexOf(label), label, value: v, loss: value - v, text: worthWords(v, value) }));
    return {
      ok: true,
      pits: [...position.pits],
      stores: [...position.stores],
      toMove: mover,
      moves,
      worth,
      status: `${seat(mover)} to move: with perfect play from here ${seat(mover)} ${outcomeWords(value)}.`,
      message,
      nodes,
      timeMs,
    };
  }
}

function playText(rules: Ruleset, position: Position, text: string): { ok: true; position: Position; said: string } | { ok: false; message: string } {
  const move = parseMove(rules, text);
  if (!move.ok) return { ok: false, message: notationText(move.error) };
  const played = playWhole(rules, position, move.value);
  if (!played.ok) return { ok: false, message: `${formatMove(rules, move.value)} cannot be played in ${formatPosition(rules, position)}: ${describeError(played.error)}` };
  return { ok: true, position: played.value.position, said: summarizeMove(rules.topology, played.value.steps, position.toMove!) };
}
