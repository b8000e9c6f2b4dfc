// A thread of src/cli/solve-threads.ts: takes the position's moves from the shared queue one at a time and
// solves each with the shared tables, until the queue is empty or a thread reaches the limit.
import { parentPort, workerData } from 'node:worker_threads';
import './register-ts.mjs';

const { StoreSowingSolver, SolverLimit } = await import('../src/engine/solver/index.ts');
const { NEXT_MOVE, STOP } = await import('../src/cli/solve-threads.ts');
const { settings, size, buffers, own, opponent, moves, control, nodes, maxNodes, maxMs } = workerData;
const tables = { tt: new Int32Array(buffers.tt), endgame: new Uint8Array(buffers.endgame), fillNext: new Int32Array(buffers.fillNext) };
const solver = new StoreSowingSolver(settings, size, tables);
const deadline = maxMs === undefined ? Infinity : Date.now() + maxMs;

for (;;) {
  const next = Atomics.add(control, NEXT_MOVE, 1);
  if (next >= moves.length || Atomics.load(control, STOP)) break;
  // This thread's positions go into the shared count as it goes, a few thousand at a time.
  let counted = 0;
  let calls = 0;
  const onProgress = (searched) => {
    const total = Number(Atomics.add(nodes, 0, BigInt(searched - counted))) + searched - counted;
    counted = searched;
    // About twice a second at a million positions a second: enough for a progress line.
    if (++calls % 32 === 0) parentPort.postMessage({ kind: 'progress' });
    if (Atomics.load(control, STOP)) throw new SolverLimit(total, 'nodes');
    if (total > maxNodes) throw new SolverLimit(total, 'nodes');
  };
  try {
    const solved = solver.solve(own, opponent, { onProgress, maxMs: deadline === Infinity ? undefined : Math.max(0, deadline - Date.now()) }, [moves[next]]);
    Atomics.add(nodes, 0, BigInt(solved.nodes - counted));
    parentPort.postMessage({ kind: 'move', move: solved.moves[0] });
  } catch (e) {
    if (!(e instanceof SolverLimit)) throw e;
    Atomics.add(nodes, 0, BigInt(solver.nodes - counted));
    // The first thread to stop says why; the others stop where they are.
    if (Atomics.exchange(control, STOP, 1) === 0) parentPort.postMessage({ kind: 'stopped', reason: e.reason, searching: e.searching });
    break;
  }
}
parentPort.postMessage({ kind: 'done' });
