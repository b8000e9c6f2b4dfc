/** bin/large-pages.mjs: the solver's commands run again with glibc asked for large pages, keeping their status. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const LARGE_PAGES = new URL('../../bin/large-pages.mjs', import.meta.url).href;
const BIN = new URL('../../bin/mancala.mjs', import.meta.url).pathname;

/** This process's environment with GLIBC_TUNABLES as given (absent when undefined). */
function withTunables(tunables?: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.GLIBC_TUNABLES;
  if (tunables !== undefined) env.GLIBC_TUNABLES = tunables;
  return env;
}

/** Runs `then` as a module after onLargePages(), with GLIBC_TUNABLES as given. */
function afterLargePages(then: string, tunables?: string) {
  const code = `import { onLargePages } from ${JSON.stringify(LARGE_PAGES)}; onLargePages(); ${then}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { env: withTunables(tunables), encoding: 'utf8' });
}

describe.skipIf(process.platform !== 'linux')('large pages for the solver', () => {
  it('runs the command again with the tunable, keeping any other tunable', () => {
    expect(afterLargePages('console.log(process.env.GLIBC_TUNABLES)').stdout).toBe('glibc.malloc.hugetlb=1\n');
    expect(afterLargePages('console.log(process.env.GLIBC_TUNABLES)', 'glibc.malloc.check=0').stdout).toBe('glibc.malloc.check=0:glibc.malloc.hugetlb=1\n');
  });

  it('runs it once, and not where the tunable is set already (to 0, say, to compare)', () => {
    // Were the first process to go on once the second had ended, the line would show twice.
    expect(afterLargePages('console.log("ran")').stdout).toBe('ran\n');
    expect(afterLargePages('console.log(process.env.GLIBC_TUNABLES)', 'glibc.malloc.hugetlb=0').stdout).toBe('glibc.malloc.hugetlb=0\n');
  });

  it("ends with the command's own status and output", () => {
    // Said by the second process, which alone has the tunable: the first ends as it did.
    expect(afterLargePages('console.error(process.env.GLIBC_TUNABLES); process.exit(3)')).toMatchObject({ status: 3, stderr: 'glibc.malloc.hugetlb=1\n' });
    expect(afterLargePages('console.log(process.env.GLIBC_TUNABLES); process.kill(process.pid, "SIGTERM")')).toMatchObject({
      status: null,
      signal: 'SIGTERM',
      stdout: 'glibc.malloc.hugetlb=1\n',
    });
  });

  it('is how `mancala solve` runs, as the installed bin', () => {
    const env = withTunables();
    const solved = spawnSync(process.execPath, [BIN, 'solve', 'kalah', 'start', '--options', 'pits=3,seeds=2'], { env, encoding: 'utf8' });
    expect(solved.status).toBe(0);
    expect(solved.stdout).toMatch(/^value [+-]?\d+/);
    const refused = spawnSync(process.execPath, [BIN, 'solve', 'wari', 'start'], { env, encoding: 'utf8' });
    expect([refused.status, refused.stderr]).toEqual([1, 'mancala: The solver plays Kalah only, not Wari.\n']);
  });
});
