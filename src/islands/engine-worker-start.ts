/**
 * The one place a page starts the engine's worker (./engine-worker.ts), for the opponent, the solved
 * board and the record panel alike. Vite bundles a worker once for each `new Worker(new URL(…))` it meets while
 * another is still bundling, so a second such line cost every build a second bundle of the same worker.
 */
export function startEngineWorker(): Worker {
  return new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
}
