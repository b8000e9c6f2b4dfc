/**
 * How hard the randomised tests look, from one place. `npm test` runs them quick; `npm run test:full`
 * (TEST_FULL=1) at the full counts written in each test. Every property still runs
 * in both: only how many cases it draws changes.
 */
import fc from 'fast-check';

export const FULL = process.env.TEST_FULL === '1';

/**
 * A run count (fast-check's numRuns, random games): `full` under test:full. Under npm test, `quick`
 * where a test names one, since its cases are slow (whole games on a large board), else a fifth of
 * `full`; at least 3, and never more than `full`.
 */
export const runs = (full: number, quick = Math.ceil(full / 5)): number => (FULL ? full : Math.min(full, Math.max(3, quick)));

/** Properties that name no count of their own: fast-check's default 100 under test:full. */
fc.configureGlobal({ numRuns: runs(100) });
