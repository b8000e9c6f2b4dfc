/// <reference lib="webworker" />
/**
 * The computer opponent's worker: searches off the page's thread, so the board never freezes while
 * the computer thinks. Loaded by ./opponent.ts on the reader's first request, never before.
 */
import { answer } from './opponent-protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<unknown>) => scope.postMessage(answer(event.data));
