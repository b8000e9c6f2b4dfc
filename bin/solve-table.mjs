#!/usr/bin/env node
// Kalah(m,n) solved from the start by our solver, for the "Kalah solved" page:
//   node bin/solve-table.mjs                 every board up to 6 pits and 6 seeds a pit that solves
//                                            within the node limit, both capture rules; writes
//                                            content/data/kalah-solved.json
//   node bin/solve-table.mjs --max-nodes N   the limit per game (default 20 M positions)
//   node bin/solve-table.mjs 6,3,empty ...   only these games (pits,seeds,empty|plain), printed, not written
//   node bin/solve-table.mjs --add 6,4,empty 6,4,plain
//                                            these games solved and put into the file, in place of any
//                                            row for the same game (Kalah(6,4) takes minutes, each rule)
//   node bin/solve-table.mjs --threads 2 ... each game on two cores, as `mancala solve` does (the row
//                                            records the threads and the wall time beside the CPU time)
// Each game is solved with the command line's size for its board (solverSizeFor). The page reads the
// file at build time (solving Kalah(6,4) takes minutes, too long for every build);
// test/site/kalah-solved.test.ts solves the small games again and checks the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { onLargePages } from './large-pages.mjs';

const isMain = import.meta.url === `file://${process.argv[1]}`;
// The solves as `mancala solve` runs them: on large pages (bin/large-pages.mjs).
if (isMain) onLargePages();
register();
const { createSearchRules } = await import('../src/variants/index.ts');
const { StoreSowingSolver, SolverLimit, solutionOf, solvableBoard, solverSizeFor } = await import('../src/engine/solver/index.ts');
const { solveInThreads } = await import('../src/cli/solve-threads.ts');
const FILE = new URL('../content/data/kalah-solved.json', import.meta.url);

/**
 * Solves Kalah(pits, seeds) from the start with fresh tables, on one core or with the opening moves
 * shared out to `threads` worker threads: the value for the first player, each opening move's, nodes,
 * CPU time (of all threads) and, on several threads, the wall time; null at the node limit.
 */
export async function solveStart(pits, seeds, emptyCapture, maxNodes = 200_000_000, threads = 1) {
  const rules = createSearchRules('kalah', { pits, seeds, emptyCapture }).value;
  const size = solverSizeFor(pits, 2 * pits * seeds, emptyCapture);
  // CPU time, not wall time: on a shared machine other programs would make a solve look slower than it is.
  const t = process.cpuUsage();
  const solved = threads > 1 ? await solveInThreads(rules, rules.start(), { maxNodes }, size, threads) : solveOnOneCore(rules, size, maxNodes);
  if (!solved.ok) return null;
  const used = process.cpuUsage(t);
  const { value, moves, nodes, timeMs } = solved.value;
  return { pits, seeds, emptyCapture, value, moves, nodes, timeMs: Math.round((used.user + used.system) / 1000), ...(threads > 1 ? { threads, wallMs: timeMs } : {}) };
}

/** The start solved by a solver of its own (solvePosition's are kept and shared, which would carry one game's table into the next). */
function solveOnOneCore(rules, size, maxNodes) {
  const start = rules.start();
  const board = solvableBoard(rules, start);
  if (!board.ok) return board;
  const { settings, own, opponent, pitIds } = board.value;
  try {
    const solved = new StoreSowingSolver(settings, size).solve(own, opponent, { maxNodes });
    return { ok: true, value: solutionOf(rules, start, pitIds, solved.moves, solved.nodes, 0) };
  } catch (e) {
    if (e instanceof SolverLimit) return { ok: false, error: e };
    throw e;
  }
}

if (isMain) {
  const { values, positionals: args } = parseArgs({
    allowPositionals: true,
    options: { 'max-nodes': { type: 'string' }, add: { type: 'boolean' }, threads: { type: 'string' } },
  });
  const add = values.add === true;
  const threads = Number(values.threads ?? 1);
  const maxNodes = values['max-nodes'] !== undefined ? Number(values['max-nodes']) : add ? 2_000_000_000 : 20_000_000;
  const only = args.map((a) => a.split(',')).map(([p, s, rule]) => [Number(p), Number(s), rule === 'empty']);
  const games = only.length
    ? only
    : [1, 2, 3, 4, 5, 6].flatMap((p) =>
        [1, 2, 3, 4, 5, 6].flatMap((s) => [
          [p, s, true],
          [p, s, false],
        ]),
      );
  const results = [];
  const failed = [];
  for (const [pits, seeds, emptyCapture] of games) {
    // A game with more pits or more seeds than one that did not solve will not solve either.
    if (!only.length && failed.some((f) => f.emptyCapture === emptyCapture && f.pits <= pits && f.seeds <= seeds)) continue;
    const row = await solveStart(pits, seeds, emptyCapture, maxNodes, threads);
    if (!row) failed.push({ pits, seeds, emptyCapture });
    const name = `Kalah(${pits},${seeds}) ${emptyCapture ? 'empty capture' : 'no empty capture'}`;
    if (row) {
      results.push(row);
      // Each game as it is solved: a long run stopped later keeps what it finished.
      if (add) addRows([row]);
      const wall = row.wallMs === undefined ? '' : ` (${row.wallMs} ms wall on ${row.threads} threads)`;
      console.log(
        `${name.padEnd(36)} ${String(row.value).padStart(4)}  ${String(row.nodes).padStart(11)} nodes ${String(row.timeMs).padStart(8)} ms${wall}  ${JSON.stringify(row.moves)}`,
      );
    } else console.log(`${name.padEnd(36)} not solved within ${maxNodes} nodes`);
  }
  if (!only.length) {
    writeFileSync(FILE, `${JSON.stringify({ generated: 'node bin/solve-table.mjs', maxNodes, results }, null, 1)}\n`);
  }
}

/** Puts rows into the file, each in place of any row for the same game. */
function addRows(added) {
  const file = JSON.parse(readFileSync(FILE, 'utf8'));
  const same = (a, b) => a.pits === b.pits && a.seeds === b.seeds && a.emptyCapture === b.emptyCapture;
  const kept = file.results.filter((r) => !added.some((row) => same(r, row)));
  const rows = [...kept, ...added].sort((a, b) => a.pits - b.pits || a.seeds - b.seeds || Number(b.emptyCapture) - Number(a.emptyCapture));
  writeFileSync(FILE, `${JSON.stringify({ ...file, results: rows }, null, 1)}\n`);
}
