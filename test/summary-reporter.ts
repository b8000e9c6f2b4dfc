/**
 * Ends each run with a plain "<project>: N passed, N failed" line that any CI can read, after the tests
 * that failed (file, name, the start of the error): a CI log that keeps only its last lines still says
 * what failed (a run on record showed "1 failed" and nothing else, 2026-11-29). A property that fails
 * keeps fast-check's seed and counterexample, which come after the error's first line.
 */
import type { Reporter, TestModule } from 'vitest/node';

const MAX_LINES = 6;
const MAX_CHARS = 300;

const opening = (message: string | undefined) =>
  (message ?? 'no message')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, MAX_LINES)
    .map((line) => line.slice(0, MAX_CHARS))
    .join('\n    ');

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    const projects = new Set<string>();
    for (const module of modules) {
      projects.add(module.project.name);
      for (const test of module.children.allTests()) {
        const result = test.result();
        // Anything neither passed nor deliberately skipped (failed, or never finished) is a failure.
        if (result.state === 'passed') passed++;
        else if (result.state === 'skipped') skipped++;
        else {
          failed++;
          const error = result.state === 'failed' ? result.errors[0]?.message : 'did not finish';
          failures.push(`FAILED ${module.relativeModuleId} > ${test.fullName}: ${opening(error)}`);
        }
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        failed++;
        failures.push(`FAILED ${module.relativeModuleId}: ${opening(module.errors()[0]?.message)}`);
      }
    }
    const name = [...projects].join('+') || 'tests';
    const list = failures.map((line) => `${line}\n`).join('');
    process.stdout.write(`\n${list}${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
