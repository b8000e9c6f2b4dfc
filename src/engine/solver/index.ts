/**
 * Games solved: exact values of positions, for the command line, a game's solved board and the play
 * board's hint, in the games whose search hooks name solver settings (`SearchHooks.solver`).
 *
 * A value is the final store difference for the player to move under perfect play by both sides:
 * (the mover's store at the end) - (the opponent's store at the end), counting the seeds already in
 * the stores. Positive: the mover wins by that much; 0: a draw.
 */
import type { Position, Ruleset, SearchRules } from '../index.js';
import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import type { SolveLimits, SolverSize, StoreSowingSettings } from './store-sowing.js';
import { SolverLimit, StoreSowingSolver } from './store-sowing.js';

export type { MoveBounds, MoveValue, SolveLimits, SolverSize, StoreSowingSettings } from './store-sowing.js';
export { SolverLimit, StoreSowingSolver, defaultEndgameSeeds } from './store-sowing.js';
import { defaultEndgameSeeds } from './store-sowing.js';

export type SolverErrorCode = 'ERR_NO_SOLVER' | 'ERR_PIE' | 'ERR_GAME_OVER' | 'ERR_LIMIT';

/** Why the solver gives no answer, as data (src/words says it). */
export interface SolverError {
  readonly code: SolverErrorCode;
  /** ERR_NO_SOLVER: the game's name. */
  readonly game?: string;
  /** ERR_LIMIT: what stopped the search, the number of positions or the milliseconds allowed. */
  readonly limit?: { readonly by: 'nodes' | 'time'; readonly at: number };
  /** ERR_LIMIT: the positions searched before the search stopped. */
  readonly nodes?: number;
  /** ERR_LIMIT: the moves solved exactly before it stopped, by pit name, valued as in Solution. */
  readonly known?: Readonly<Record<string, number>>;
  /** ERR_LIMIT: the move it was searching, by pit name, and the bounds proved on its value. */
  readonly searching?: { readonly move: string; readonly lower: number; readonly upper: number } | null;
  /** ERR_LIMIT: the legal moves, by pit name, in board order. */
  readonly moves?: readonly string[];
}

export interface Solution {
  /** The final store difference for the player to move, with perfect play. */
  readonly value: number;
  /** Every legal move, by pit name, with its value from the mover's view. */
  readonly moves: Readonly<Record<string, number>>;
  /** The moves of the best value. */
  readonly best: readonly string[];
  readonly nodes: number;
  readonly timeMs: number;
}

/** The solver's settings for a ruleset; an error for a game no solver here plays. */
export function solverRulesOf(rules: SearchRules): Result<StoreSowingSettings, SolverError> {
  return rules.search.solver ? ok(rules.search.solver) : err({ code: 'ERR_NO_SOLVER', game: rules.name });
}

const solvers = new Map<string, StoreSowingSolver>();

/** One solver per rule set, kept: what it learnt about one position helps with the next. */
export function solverFor(rules: StoreSowingSettings, size?: SolverSize): StoreSowingSolver {
  const id = `${rules.pits}/${rules.emptyCapture}/${rules.leftovers}/${size?.tableBits ?? ''}/${size?.endgameSeeds ?? ''}`;
  let solver = solvers.get(id);
  if (!solver) {
    solver = new StoreSowingSolver(rules, size);
    solvers.set(id, solver);
  }
  return solver;
}

/** The player to move's pits and the opponent's, in the mover's sowing order, with the pit ids of the mover's. */
export function boardOf(rules: Ruleset, position: Position): { own: number[]; opponent: number[]; pitIds: number[] } {
  const player = position.toMove!;
  const track = rules.topology.tracks[player]!;
  const storeAt = track.findIndex((cell) => cell < 0);
  const pitIds = track.slice(0, storeAt) as number[];
  const opponentIds = track.slice(storeAt + 1) as number[];
  return { own: pitIds.map((p) => position.pits[p]!), opponent: opponentIds.map((p) => position.pits[p]!), pitIds };
}

/** Exact values of a position and of each of its moves. */
export function solvePosition(rules: SearchRules, position: Position, limits: SolveLimits = {}, size?: SolverSize): Result<Solution, SolverError> {
  const solverRules = solverRulesOf(rules);
  if (!solverRules.ok) return solverRules;
  if (position.pie) {
    return err({ code: 'ERR_PIE' });
  }
  const player = position.toMove;
  if (player === null) return err({ code: 'ERR_GAME_OVER' });
  const { own, opponent, pitIds } = boardOf(rules, position);
  const solver = solverFor(solverRules.value, size);
  const started = Date.now();
  try {
    const solved = solver.solve(own, opponent, limits);
    const already = position.stores[player]! - position.stores[1 - player]!;
    const moves: Record<string, number> = {};
    for (const m of solved.moves) moves[rules.topology.labels[pitIds[m.pit]!]!] = already + m.gain;
    const value = already + solved.gain;
    return ok({
      value,
      moves,
      best: Object.keys(moves).filter((label) => moves[label] === value),
      nodes: solved.nodes,
      timeMs: Date.now() - started,
    });
  } catch (e) {
    if (!(e instanceof SolverLimit)) throw e;
    const already = position.stores[player]! - position.stores[1 - player]!;
    const label = (pit: number) => rules.topology.labels[pitIds[pit]!]!;
    return err({
      code: 'ERR_LIMIT',
      limit: { by: e.reason, at: (e.reason === 'nodes' ? limits.maxNodes : limits.maxMs) ?? 0 },
      nodes: e.nodes,
      known: Object.fromEntries(e.known.map((m) => [label(m.pit), already + m.gain])),
      searching: e.searching && { move: label(e.searching.pit), lower: already + e.searching.lower, upper: already + e.searching.upper },
      moves: own.flatMap((count, pit) => (count > 0 ? [label(pit)] : [])),
    });
  }
}

/**
 * The solver's size for a machine with memory to spare (the command line, the table of solved games),
 * for a board of `seeds` seeds. A bigger game gains from a bigger endgame array, filled by plain
 * minimax as the search first reaches it: with boards of up to 20 seeds in the array, six pits a side
 * with four seeds a pit was solved, every opening move, in some 370 million positions, where with the
 * default 11 the search had not settled its first opening move after 70 million. With three seeds a
 * pit an array past 11 costs more to fill than it saves (27 million positions with 16, 19 million
 * with 11). So the array holds boards of up to `seeds - 28` seeds, at most 20 (226 MB at six pits a
 * side), and never fewer than the default.
 */
export function solverSizeFor(pits: number, seeds: number): SolverSize {
  const endgame = Math.min(MAX_ENDGAME_SEEDS, seeds - 28);
  return { tableBits: seeds >= 44 ? 24 : 22, ...(endgame > defaultEndgameSeeds(pits) ? { endgameSeeds: endgame } : {}) };
}

const MAX_ENDGAME_SEEDS = 20;

/** Seeds on the board up to which a position of `pits` pits a side solves in well under a second. */
export function quickSeeds(pits: number): number {
  return pits <= 4 ? 32 : pits === 5 ? 28 : 24;
}

/** Whether the solver answers this position at once (a hint can show the exact outcome). */
export function canSolveQuickly(rules: SearchRules, position: Position): boolean {
  const solverRules = solverRulesOf(rules);
  if (!solverRules.ok || position.pie || position.toMove === null) return false;
  const seeds = position.pits.reduce((a, b) => a + b, 0);
  return seeds <= quickSeeds(solverRules.value.pits);
}
