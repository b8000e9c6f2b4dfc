/**
 * The solver on several cores, for the command line and the table of solved games: one worker thread a
 * core (bin/solve-worker.mjs), each taking the position's next unsolved move from a shared queue, all
 * sharing one transposition table and one endgame array over SharedArrayBuffers, so that what one
 * thread works out the others find. The moves' values are the single thread's: only the time differs.
 */
import { Worker } from 'node:worker_threads';
import type { Position, SearchRules } from '../engine/index.js';
import type { Result } from '../engine/result.js';
import { err, ok } from '../engine/result.js';
import type { MoveBounds, MoveValue, Solution, SolveLimits, SolverError, SolverSize } from '../engine/solver/index.js';
import { limitErrorOf, solutionOf, solvableBoard, solverTables } from '../engine/solver/index.js';

/** What a worker says: a move solved, its progress, or that it stopped (a limit) or ran out of moves. */
export type SolveWorkerMessage =
  | { readonly kind: 'move'; readonly move: MoveValue }
  | { readonly kind: 'progress'; readonly nodes: number }
  | { readonly kind: 'stopped'; readonly reason: 'nodes' | 'time'; readonly searching: MoveBounds | null }
  | { readonly kind: 'done' };

/** Slots of the shared Int32Array `control`: the next move's index in the queue, and a flag set when a thread stops at a limit. */
export const NEXT_MOVE = 0;
export const STOP = 1;

/** Exact values of a position and of each of its moves, the moves shared out to `threads` worker threads. */
export async function solveInThreads(
  rules: SearchRules,
  position: Position,
  limits: Omit<SolveLimits, 'onProgress'> & { readonly onProgress?: (nodes: number, known: readonly MoveValue[]) => void },
  size: SolverSize,
  threads: number,
): Promise<Result<Solution, SolverError>> {
  const board = solvableBoard(rules, position);
  if (!board.ok) return board;
  const { settings, own, opponent, pitIds } = board.value;
  const started = Date.now();
  const tables = solverTables(settings.pits, size, (bytes) => new SharedArrayBuffer(bytes));
  const control = new Int32Array(new SharedArrayBuffer(8));
  // Positions searched by all threads together, against the one limit.
  const nodes = new BigInt64Array(new SharedArrayBuffer(8));
  const moves = own.flatMap((count, pit) => (count > 0 ? [pit] : []));
  const known: MoveValue[] = [];
  let stopped: { reason: 'nodes' | 'time'; searching: MoveBounds | null } | null = null;
  const worker = new URL('../../bin/solve-worker.mjs', import.meta.url);
  // The tables go as their buffers: Node 20 sends a typed array over a buffer of 4 GB or more as an
  // empty one (its length does not fit the 32 bits the message format gives it); a buffer arrives whole.
  const buffers = { tt: tables.tt.buffer, endgame: tables.endgame.buffer, fillNext: tables.fillNext.buffer };
  const data = { settings, size, buffers, own, opponent, moves, control, nodes, maxNodes: limits.maxNodes ?? Infinity, maxMs: limits.maxMs };
  await Promise.all(
    Array.from({ length: Math.min(threads, moves.length) }, () => {
      const thread = new Worker(worker, { workerData: data });
      return new Promise<void>((resolve, reject) => {
        thread.on('message', (message: SolveWorkerMessage) => {
          if (message.kind === 'move') known.push(message.move);
          else if (message.kind === 'progress') limits.onProgress?.(Number(Atomics.load(nodes, 0)), known);
          else if (message.kind === 'stopped') stopped ??= { reason: message.reason, searching: message.searching };
          else resolve();
        });
        thread.once('error', reject);
        thread.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A solver thread stopped with code ${code}.`))));
      });
    }),
  );
  const searched = Number(Atomics.load(nodes, 0));
  if (stopped)
    return err(limitErrorOf(rules, position, board.value, { ...(stopped as { reason: 'nodes' | 'time'; searching: MoveBounds | null }), nodes: searched, known }, limits));
  return ok(solutionOf(rules, position, pitIds, known, searched, Date.now() - started));
}
