#!/usr/bin/env node
// The `mancala` command: runs src/cli/main.ts through tsx, so the command line and the site share one engine.
import { register } from 'tsx/esm/api';

// A reader that stops early (`mancala variants | head -1`) closes the pipe: the output was wanted no further, which is no error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
}

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
