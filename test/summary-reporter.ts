/** Ends each run with a plain "<project>: N passed, N failed" line that any CI can read. */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const projects = new Set<string>();
    for (const module of modules) {
      projects.add(module.project.name);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        // Anything neither passed nor deliberately skipped (failed, or never finished) is a failure.
        if (state === 'passed') passed++;
        else if (state === 'skipped') skipped++;
        else failed++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    const name = [...projects].join('+') || 'tests';
    process.stdout.write(`\n${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
