#!/usr/bin/env node
// The `mancala` command: runs src/cli/main.ts through tsx, so the command line and the site share one engine.
import { writeSync } from 'node:fs';
import { onLargePages } from './large-pages.mjs';

// The solver's tables, gigabytes read at random, go faster on large pages (bin/large-pages.mjs). Asked
// before TypeScript's loader is registered, which only the process that runs the command needs.
if (process.argv[2] === 'solve') onLargePages();
await import('./register-ts.mjs');

const { main, writeFailure } = await import('../src/cli/main.ts');

// A reader that stops early (`mancala variants | head -1`) closes the pipe: the output was wanted no
// further, which is no error. Any other failure to write (a full disk, `> /dev/full`) is said in one
// line, on standard error if that can still be written, and the command ends with status 1.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    if (stream === process.stdout) {
      try {
        writeSync(2, `mancala: Cannot write the output: ${writeFailure(e.code)}.\n`);
      } catch {
        // Standard error cannot be written either: the status says it.
      }
    }
    process.exit(1);
  });
}

process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
