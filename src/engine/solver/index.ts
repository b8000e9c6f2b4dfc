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
import type { MoveBounds, MoveValue, SolveLimits, SolverSize, StoreSowingSettings } from './store-sowing.js';
import { SolverLimit, StoreSowingSolver } from './store-sowing.js';

export type { MoveBounds, MoveValue, SolveLimits, SolverSize, SolverTables, StoreSowingSettings } from './store-sowing.js';
export { SolverLimit, StoreSowingSolver, defaultEndgameSeeds, solverTables } from './store-sowing.js';
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
  // Every setting of the size is in the key, read from the size itself so that a setting added later is
  // too: a solver made for one size never answers for another.
  const settings = Object.entries(size ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const id = JSON.stringify([rules.pits, rules.emptyCapture, rules.leftovers, settings]);
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

/** What the solver needs of a position: its settings, the two rows in the mover's sowing order, the mover's pit ids. */
export interface SolvableBoard {
  readonly settings: StoreSowingSettings;
  readonly own: number[];
  readonly opponent: number[];
  readonly pitIds: number[];
}

/** The board the solver searches for a position, or why it cannot. */
export function solvableBoard(rules: SearchRules, position: Position): Result<SolvableBoard, SolverError> {
  const settings = solverRulesOf(rules);
  if (!settings.ok) return settings;
  if (position.pie) return err({ code: 'ERR_PIE' });
  if (position.toMove === null) return err({ code: 'ERR_GAME_OVER' });
  return ok({ settings: settings.value, ...boardOf(rules, position) });
}

/** The solver's root moves as a solution: valued from the mover's side, the seeds already in the stores counted, by pit name. */
export function solutionOf(rules: Ruleset, position: Position, pitIds: readonly number[], solved: readonly MoveValue[], nodes: number, timeMs: number): Solution {
  const already = alreadyOf(position);
  const moves: Record<string, number> = {};
  for (const m of [...solved].sort((a, b) => a.pit - b.pit)) moves[rules.topology.labels[pitIds[m.pit]!]!] = already + m.gain;
  const value = Math.max(...Object.values(moves));
  return { value, moves, best: Object.keys(moves).filter((label) => moves[label] === value), nodes, timeMs };
}

/** The error for a search stopped at its limit: the moves it solved, the bounds on the one it was searching. */
export function limitErrorOf(
  rules: Ruleset,
  position: Position,
  board: SolvableBoard,
  stopped: { readonly reason: 'nodes' | 'time'; readonly nodes: number; readonly known: readonly MoveValue[]; readonly searching: MoveBounds | null },
  limits: SolveLimits,
): SolverError {
  const already = alreadyOf(position);
  const label = (pit: number) => rules.topology.labels[board.pitIds[pit]!]!;
  return {
    code: 'ERR_LIMIT',
    limit: { by: stopped.reason, at: (stopped.reason === 'nodes' ? limits.maxNodes : limits.maxMs) ?? 0 },
    nodes: stopped.nodes,
    known: Object.fromEntries([...stopped.known].sort((a, b) => a.pit - b.pit).map((m) => [label(m.pit), already + m.gain])),
    searching: stopped.searching && { move: label(stopped.searching.pit), lower: already + stopped.searching.lower, upper: already + stopped.searching.upper },
    moves: board.own.flatMap((count, pit) => (count > 0 ? [label(pit)] : [])),
  };
}

/** The mover's store less the opponent's: what the stores already give the mover. */
const alreadyOf = (position: Position) => position.stores[position.toMove!]! - position.stores[1 - position.toMove!]!;

/** Exact values of a position and of each of its moves. */
export function solvePosition(rules: SearchRules, position: Position, limits: SolveLimits = {}, size?: SolverSize): Result<Solution, SolverError> {
  const board = solvableBoard(rules, position);
  if (!board.ok) return board;
  const { settings, own, opponent, pitIds } = board.value;
  const solver = solverFor(settings, size);
  const started = Date.now();
  try {
    const solved = solver.solve(own, opponent, limits);
    return ok(solutionOf(rules, position, pitIds, solved.moves, solved.nodes, Date.now() - started));
  } catch (e) {
    if (!(e instanceof SolverLimit)) throw e;
    return err(limitErrorOf(rules, position, board.value, e, limits));
  }
}

/**
 * The solver's size for a machine with memory to spare (the command line, the table of solved games),
 * for a board of `seeds` seeds. A bigger game gains from a bigger endgame array, filled by plain
 * minimax as the search first reaches it: with boards of up to 20 seeds in the array, six pits a side
 * with four seeds a pit was solved, every opening move, in some 370 million positions, where with the
 * default 11 the search had not settled its first opening move after 70 million. With three seeds a
 * pit an array past 11 costs more to fill than it saves (27 million positions with 16, 19 million
 * with 11). So the array holds boards of up to `seeds - 28` seeds, at most 18 (86 MB at six pits a
 * side) with empty capture and 20 without (below), and never fewer than the default.
 *
 * From 48 seeds the table of settled positions has 2^26 entries (1 GB) with empty capture and 2^27
 * (2 GB) without. Six pits a side, four seeds a pit, empty capture, one core, nothing else
 * running (2026-11-28): with 2^24 entries and the array at 20 seeds, 367 million positions in 338 s;
 * with 2^26 entries, 332 million in 294 s; then with the array at 19 seeds 312 million in 280 s, at
 * 18 seeds 317 million in 252 s, at 17 seeds 342 million in 297 s. The larger table settles more of
 * the middle game, and a smaller array leaves less to fill by plain minimax, until the search below
 * it grows again.
 *
 * Without empty capture games run longer, and more of them reach boards of few seeds: there the array
 * holds up to 20 seeds (226 MB). Six pits a side, four seeds a pit, two threads, nothing else running
 * (2026-11-28): at 18 seeds 1.51 billion positions, 1,285 s of CPU; at 20, 974 million, 879 s; at
 * 22 the fill alone made one opening move take 512 s where it took 313. With the array at 20 and
 * 2^27 entries, 812 million positions, 812 s of CPU and 414 s on the clock (against 450-479 s at
 * 2^26), in 2.5 GB; 2^28 entries (4 GB) searched 747 million positions but took 426 s. With empty
 * capture 2^27 entries searched fewer positions (299 million against 317) but took longer (164 s
 * against 146): its search is short, and touching twice the memory costs more than the positions it
 * saves.
 *
 * From 48 seeds, too, each opening move's first guess looks 16 moves ahead, not 10, and boards of
 * fewer seeds than the array's limit plus three stay out of the table. The first search of an opening
 * move costs some 200 million positions whatever it tests, and each further test of MTD(f) tens of
 * millions: looking 10 moves ahead guessed A1 at -6 and A2 at -5 (their values are -14 and -10),
 * looking 16 ahead -10 and -10, two tests fewer each, for 2 s. Without empty capture that alone took
 * the solve from 414 s to 334 s on the clock (679 million positions). Keeping the few-seed boards out
 * of the table searches more positions but spends less on each, its lookups waiting on memory:
 *   boards from 23 seeds in the table: 811 million positions in 303 s; again, 313 s; and 350 s right
 *     after the empty-capture solve in the same process (the same positions, the machine slower);
 *   from 22: 705 million in 327 s;  from 24: 1 billion in 353 s;  from 25: 1.26 billion in 341 s;
 *   from 23 with 2^26 entries: 316 s;  with the array at 19 seeds and boards from 22: 322 s.
 * With empty capture the same two changes took it from 146 s to 133 s (344 million positions).
 *
 * From 48 seeds, last, the whole endgame array is filled before the search (`fillFirst`), the threads
 * taking its chunks in turn, instead of a board at a time as the search first reaches it: the search
 * reaches nine boards in ten anyway. In order, a board's children of fewer seeds are already known and
 * the array is written from end to end; filled on demand, each board is a wait on memory somewhere in
 * 226 MB. Without empty capture (2026-11-29, two threads): filled on demand, 811 million positions in
 * 356 s; filled first, 834 million in 282 s, of which the 225 million boards of the array took about
 * 70 s and the search 608 million. With the array at 21 seeds, filled first: 290 s; with boards from
 * 22 seeds in the table: 281 s. With empty capture: 354 million positions in 113-128 s (133-146 s before).
 *
 * The command line and bin/solve-table.mjs run on the processor's large pages where Linux offers them
 * (bin/large-pages.mjs), since the table is read at random: without empty capture 277 and 280 s
 * against 288 and 299 s on small pages the same afternoon (2026-11-29), the kernel's own time 6 s
 * against 22; with empty capture 115 s. The values and the positions searched are the same.
 */
export function solverSizeFor(pits: number, seeds: number, emptyCapture: boolean): SolverSize {
  const endgame = Math.min(emptyCapture ? 18 : 20, seeds - 28);
  return {
    tableBits: seeds >= 48 ? (emptyCapture ? 26 : 27) : seeds >= 44 ? 24 : 22,
    ...(endgame > defaultEndgameSeeds(pits) ? { endgameSeeds: endgame } : {}),
    ...(seeds >= 48 ? { guessDepth: 16, tableSeeds: endgame + 3, fillFirst: true } : {}),
  };
}

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
