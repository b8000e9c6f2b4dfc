/// <reference lib="webworker" />
/**
 * The worker that writes and reads game records for a play board's Game record panel
 * (./RecordPanel.tsx), started on the reader's first press there. A bundle of its own: the record
 * code and the engine it needs stay out of the page's chunks (what a first move loads is the same with
 * records as without) and out of the opponent's worker (./engine-worker.ts), which loads as it did.
 *
 * Messages: `{ id, record }`, answered `{ id, recorded }` by src/board/record-io.ts.
 */
import type { RecordRequest } from '../board/record-io.js';
import { answerRecord } from '../board/record-io.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ id: number; record: RecordRequest }>) => {
  const { id, record } = event.data;
  scope.postMessage({ id, recorded: await answerRecord(record) });
};
