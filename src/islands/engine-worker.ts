/// <reference lib="webworker" />
/**
 * The one worker the site starts, on the reader's first request: the computer opponent and hints
 * (./opponent.ts) and the Kalah solver's board (./SolvedBoard.tsx) search here, off the page's thread,
 * so the board never freezes. One worker rather than two: the opponent already holds the solver (its
 * strong level plays Kalah endgames exactly), and each worker is a bundle the build makes and a reader
 * downloads.
 *
 * Messages: a solver turn is `{ id, request }` and answered `{ id, reply }`; anything else is an
 * opponent request, answered as ./opponent-protocol.ts says.
 */
import { answer } from '../board/opponent-protocol.js';
import type { SolvedReply, SolvedRequest } from '../board/solved-game.js';
import { solvedTurn } from '../board/solved-game.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function solverReply(request: SolvedRequest): Promise<SolvedReply> {
  try {
    return await solvedTurn(request);
  } catch (error) {
    return { ok: false, message: `The solver failed: ${(error as Error).message}` };
  }
}

// Each message names its game, whose rules chunk the worker loads on first use (src/variants/load.ts).
scope.onmessage = async (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (typeof data === 'object' && data !== null && 'request' in data) {
    const { id, request } = data as { id: number; request: SolvedRequest };
    scope.postMessage({ id, reply: await solverReply(request) });
  } else scope.postMessage(await answer(data));
};
