/** Kalah's search hooks (loaded only where a search runs): the fast playout on stores, and the solver's settings. */
import { storeSowingPlayout } from '../../engine/fast/store-sowing.js';
import type { SearchHooksOf } from '../../engine/ruleset.js';
import type { KalahOptions } from './index.js';

const kalahSearch: SearchHooksOf = (rules) => {
  const options = rules.options as KalahOptions;
  return {
    // Leftovers to their owners is the rule the fast path and the solver play; the solver needs no pie rule in play (it refuses such a position).
    ...(options.leftovers === 'owner' ? { playout: (start, depth, rng) => storeSowingPlayout(rules, start, depth, rng, options.emptyCapture) } : {}),
    solver: { pits: options.pits, emptyCapture: options.emptyCapture, leftovers: options.leftovers },
  };
};

export default kalahSearch;
