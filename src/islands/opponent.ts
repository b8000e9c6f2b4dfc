/**
 * The page's side of the opponent: starts the worker on first use and matches answers to requests.
 * Where workers cannot start, the search runs on the page instead (slower to answer, never absent).
 */
import type { OpponentRequest, OpponentResponse } from '../board/opponent-protocol.js';
import { startEngineWorker } from './engine-worker-start.js';

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, (r: OpponentResponse) => void>();

function startWorker(): Worker | null {
  try {
    const w = startEngineWorker();
    w.onmessage = (e: MessageEvent<OpponentResponse>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
    w.onerror = (e) => {
      e.preventDefault();
      for (const [id, resolve] of waiting) resolve({ id, ok: false, message: `The computer opponent stopped: ${e.message || 'its worker failed'}.` });
      waiting.clear();
      worker = null;
    };
    return w;
  } catch {
    return null;
  }
}

export async function ask(request: Omit<OpponentRequest, 'id'>): Promise<OpponentResponse> {
  const id = nextId++;
  if (worker === undefined) worker = startWorker();
  if (!worker) {
    const { answer } = await import('../board/opponent-protocol.js');
    return answer({ ...request, id });
  }
  const w = worker;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ ...request, id });
  });
}
