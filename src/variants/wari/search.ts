/** Wari's search hooks (loaded only where a search runs): the fast playout of count captures. */
import { countCapturePlayout } from '../../engine/fast/count-capture.js';
import type { SearchHooksOf } from '../../engine/ruleset.js';
import type { WariOptions } from './index.js';

// The fast path plays these rules under every option: the grand slam is its one setting.
const wariSearch: SearchHooksOf = (rules) => {
  const { grandSlam } = rules.options as WariOptions;
  return { playout: (start, depth, rng) => countCapturePlayout(rules, start, depth, rng, grandSlam) };
};

export default wariSearch;
