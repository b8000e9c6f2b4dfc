// Runs this command again with the solver's tables on the processor's large pages (2 MB, not 4 KB) where
// Linux offers them on request: glibc's malloc asks for them when its tunable glibc.malloc.hugetlb is 1,
// which glibc reads only as a process starts. The solver reads its transposition table (up to 2 GB) at
// random, and with small pages nearly every read also missed the processor's page-table cache: Kalah(6,4)
// without empty capture, one opening move (A6) on one thread, searched 41 million positions in 41 s,
// and in 27 s on large pages; the endgame array's fill, read in order, took as long either way
// (2026-11-29). Elsewhere (not Linux, glibc older than 2.35, large pages turned off) the tunable does
// nothing, and where Linux gives every process large pages it changes nothing.
import { spawnSync } from 'node:child_process';

const TUNABLE = 'glibc.malloc.hugetlb';

/** Unless this process already runs so, runs it again with large pages asked for and ends with its status. */
export function onLargePages() {
  if (process.platform !== 'linux' || (process.env.GLIBC_TUNABLES ?? '').includes(TUNABLE)) return;
  const tunables = [process.env.GLIBC_TUNABLES, `${TUNABLE}=1`].filter(Boolean).join(':');
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, GLIBC_TUNABLES: tunables } });
  if (run.error) throw run.error;
  // Ended by a signal (an interrupt): end by the same one.
  if (run.signal) process.kill(process.pid, run.signal);
  process.exit(run.status ?? 1);
}
