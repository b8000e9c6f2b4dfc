/**
 * The solved board's worker: the solver runs here, so a long search never freezes the page. It keeps
 * its solver between requests, so each position after the first reuses what the last one learnt.
 */
import type { SolvedReply, SolvedRequest } from './solved-game.js';
import { solvedTurn } from './solved-game.js';

interface WorkerScope {
  onmessage: ((e: { data: { id: number; request: SolvedRequest } }) => void) | null;
  postMessage(message: { id: number; reply: SolvedReply }): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (e) => {
  const { id, request } = e.data;
  let reply: SolvedReply;
  try {
    reply = solvedTurn(request);
  } catch (error) {
    reply = { ok: false, message: `The solver failed: ${(error as Error).message}` };
  }
  scope.postMessage({ id, reply });
};
