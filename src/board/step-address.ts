/**
 * `?step=N` from an address (an embed's, or a game page's with the example in the hash): the step to
 * open at, and a sentence for the reader when the link asked for one that does not exist. Never fails:
 * a bad step opens the example at the nearest one it has.
 */
import { quote } from './play-address.js';

export interface OpenStep {
  readonly step: number;
  /** Empty when the link's step was used as given. */
  readonly note: string;
}

/** `raw` as the address gives it (undefined when absent); `last` the example's last step. */
export function openStep(raw: string | undefined, last: number): OpenStep {
  if (raw === undefined || raw.trim() === '') return { step: 0, note: '' };
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { step: 0, note: `The link asks for step ${quote(text)}, which is not a step number (0 to ${last}): showing the start.` };
  const n = Number(text);
  if (n > last) return { step: last, note: `The link asks for step ${n > 1e9 ? quote(text) : n}, but this example has only ${last} steps: showing the last.` };
  return { step: n, note: '' };
}
