/** Grand Oh-Wah-Ree's search hooks (loaded only where a search runs): material by pits owned, where pits win. */
import type { SearchHooksOf } from '../../engine/ruleset.js';
import { pitsOwnedMaterial } from '../../engine/search/evaluate.js';
import type { GrandOhWahReeOptions } from '../families/oh-wah-ree.js';

// Won by pits owned: the search counts them, not the stones captured.
const grandOhWahReeSearch: SearchHooksOf = (rules) =>
  (rules.options as GrandOhWahReeOptions).winBy === 'pits' ? { material: (position) => pitsOwnedMaterial(rules, position) } : {};

export default grandOhWahReeSearch;
