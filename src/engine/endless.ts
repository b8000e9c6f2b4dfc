/**
 * The refusal of a relay sowing that would never end, read from the step that stopped it: the sowing
 * came back to a state it had been in ('repeat'), or ran past the lap limit ('limit'). Apart from
 * sowing.ts so that a game without relays does not load it with its first move.
 */
import type { IllegalMove } from './errors.js';
import { MAX_LAPS } from './sowing.js';
import type { Step } from './trace.js';

export function endlessMove(steps: readonly Step[], pit: string): Extract<IllegalMove, { code: 'ERR_ENDLESS' }> {
  const last = steps[steps.length - 1];
  return last?.kind === 'endless' && last.reason === 'limit' ? { code: 'ERR_ENDLESS', pit, reason: 'limit', laps: MAX_LAPS } : { code: 'ERR_ENDLESS', pit, reason: 'repeat' };
}
