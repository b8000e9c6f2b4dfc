import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        // Two workers: Vitest's default on a 2-core machine is one (cores minus one), which left a core idle.
        // npm test runs them beside the build and the browser tests on idle time only (bin/when-idle.sh,
        // SCHED_IDLE): on a fresh clone the build took 18 s instead of 68-82, the cores' idle time fell from
        // 117-129 CPU-seconds to 70 and npm test from about 525 s to 505 (one run against two, 2026-11-29).
        // Under `nice -n 10` instead, the browser tests lost what the build gained (2026-11-28). Kept to the
        // last processor (bin/when-idle.sh), both workers share it: on both, the browser tests slowed by a
        // third while they ran, their round trips waiting on processors busy with idle work, and a fresh
        // clone's .ci/run took 611 and 622 s; on one, 528, 549, 563, 579 and 621 s, the machine slowing (2026-11-29).
        // Each worker's files share one module graph (isolate: false): 136 s of wall time became 81 s and
        // 261 s of CPU 158 s, the engine and the games no longer imported afresh for each of the 98 files
        // (2026-11-28). Nothing here mocks or stubs globals. Module caches (the solvers solverFor keeps, the
        // games loaded) now last from file to file within a worker, so no test may count on one being
        // cold; a test that needs a module's state fresh takes a copy of its own with vi.resetModules()
        // (test/board/editor-engine.test.ts).
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**'],
          environment: 'node',
          setupFiles: ['test/depth.ts'],
          // npm test runs these on idle time only (bin/when-idle.sh; test:full does not), so a test may
          // wait minutes while the browser tests keep both cores busy: the timeout catches a hang, not
          // slowness, which the tests that care measure in CPU time (test/cpu-time.ts). One timeout for
          // every test, none of their own (they had 30 s to 300 s): in a CI run on record the unit tests
          // took 562 s of wall time for what takes 67 s alone, and one of them failed (2026-11-29; the log
          // kept did not say which, so test/summary-reporter.ts now names it). Only Mefuvha's random
          // games, at their full counts, ask for longer.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One file at a time. Two were tried (npm test, 2026-11-25): the browser tests took 857 s
          // against 853 s one at a time, and polls with short timeouts failed under the doubled load.
          // Again on 2026-11-29, alone: 480 s against 471 s, the cores busy for 929 CPU-seconds against 747.
          // Alone they leave about a fifth of the two cores idle (waits on the server and for pages to
          // settle): npm test fills it with the unit tests, lint and format check.
          fileParallelism: false,
          // The files share one module graph: each no longer imports playwright-core and the shared
          // setup afresh (7 small files: 66 s with isolation, 40 s without, imports 23 s to 7 s). The tabs
          // `open` keeps (test/e2e/browser.ts) last from file to file, cleared after every test.
          isolate: false,
        },
      },
    ],
  },
});
