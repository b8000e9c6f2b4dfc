#!/usr/bin/env node
// The `mancala` command: runs src/cli/main.ts through tsx, so the command line and the site share one engine.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
