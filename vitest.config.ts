import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        // Two workers: Vitest's default on a 2-core machine is one (cores minus one), which left a core idle.
        test: { name: 'unit', include: ['test/**/*.test.{ts,tsx}'], exclude: ['test/e2e/**'], environment: 'node', setupFiles: ['test/depth.ts'], maxWorkers: 2 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: most of a browser test's time is waiting (for a page, an island, the
          // network to settle), and a second file fills that wait; more than two fight over two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
