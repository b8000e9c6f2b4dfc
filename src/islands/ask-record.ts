/**
 * Asks the engine's worker (./engine-worker.ts) to write or read a record, for the play board's record
 * panel (./RecordPanel.tsx) and the game viewer's "Open a record" (src/scripts/open-record.ts). The
 * worker is started on the first request, an instance of its own: the record code is a chunk of it
 * apart, so the play board's first move and the opponent's start load what they did without records.
 * Every failure, the worker's included, comes back as a sentence.
 */
import type { RecordRequest } from '../board/record-io.js';
import type { Result } from '../engine/result.js';
import { startEngineWorker } from './engine-worker-start.js';

type Asked<T> = Result<T, string>;

let worker: Worker | undefined;
let nextId = 1;

export function askRecord<T>(record: RecordRequest): Promise<Asked<T>> {
  return new Promise((resolve) => {
    try {
      worker ??= startEngineWorker();
    } catch {
      return resolve({ ok: false, error: 'This browser could not start the code that reads and writes records.' });
    }
    const id = nextId++;
    const w = worker;
    const listen = (e: MessageEvent<{ id: number; recorded?: Asked<T> }>) => {
      if (e.data.id !== id || !e.data.recorded) return;
      w.removeEventListener('message', listen);
      resolve(e.data.recorded);
    };
    w.addEventListener('message', listen);
    w.addEventListener('error', () => resolve({ ok: false, error: 'The code that reads and writes records stopped: check the connection and try again.' }), { once: true });
    w.postMessage({ id, record });
  });
}
