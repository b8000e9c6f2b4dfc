/// <reference lib="webworker" />
/**
 * The one worker the site starts, on the reader's first request: the computer opponent and hints
 * (./opponent.ts) and the Kalah solver's board (./SolvedBoard.tsx) search here, off the page's thread,
 * so the board never freezes, and the play board's Game record panel (./RecordPanel.tsx) writes and
 * reads records here. One worker rather than several: the opponent already holds the solver (its
 * strong level plays Kalah endgames exactly), and each worker is a bundle the build makes and a reader
 * downloads. The record code is a chunk the worker loads on the first record message, so the
 * opponent's start loads what it did before records.
 *
 * Messages: a solver turn is `{ id, request }` and answered `{ id, reply }`; a record request is
 * `{ id, record }` and answered `{ id, recorded }` (src/board/record-io.ts); anything else is an
 * opponent request, answered as ./opponent-protocol.ts says.
 */
import { answer } from '../board/opponent-protocol.js';
import type { RecordRequest } from '../board/record-io.js';
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
  } else if (typeof data === 'object' && data !== null && 'record' in data) {
    const { id, record } = data as { id: number; record: RecordRequest };
    try {
      const { answerRecord } = await import('../board/record-io.js');
      scope.postMessage({ id, recorded: await answerRecord(record) });
    } catch {
      // The chunk did not load (offline, or a newer site took its place): a failed import rejects the
      // handler's promise, which no page event reports, and the panel would wait for ever.
      scope.postMessage({ id, recorded: { ok: false, error: 'The code that reads and writes records could not load: check the connection and try again.' } });
    }
  } else scope.postMessage(await answer(data));
};
