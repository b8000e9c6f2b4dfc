#!/usr/bin/env node
// npm run bench: the performance budgets, measured (never asserted in timed tests).
//   1. site build time (npm run build: astro build + pagefind), budget 20 s with 35 games on these 2-core
//      machines: the median of three builds, since one build's time varies by a tenth from run to run here
//   2. JavaScript each page loads before interaction, gzip: 12 KB with widgets, 2 KB without; and, in
//      Chromium, what the first move on Kalah's play board loads (bin/first-tap.mjs)
//   3. engine random-playout throughput on one core, fast path: Kalah >= 12M moves/s, Oware (Abapa,
//      with repetition detection) >= 8M moves/s; the traced path is reported for information
//   4. random games of every rule set: each rule set's slowest move <= 50 ms
//   5. the Kalah solver: Kalah(6,1)..(6,3) under the empty-capture rule, value, nodes and time
// Prints a table, writes bench-results/latest.json, exits 1 if a budget is exceeded.
//   5. the computer opponent's speed in every game (bin/opponent-bench.mjs)
// Flags: --skip-build (measure the existing dist/), --quick (fewer playouts).
// --strength [--games N] [--only a,b] [--threads T]: only the opponent's strength over N games a game (long; writes bench/strength.json).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { FIRST_MOVE_AIM, FIRST_MOVE_CEILING, measureFirstTaps } from './first-tap.mjs';
import { TOOL_BUDGETS, jsWeight } from './js-weight.mjs';
import { budgetFor, pageWeight } from './page-weight.mjs';

register();
if (process.argv.includes('--strength')) {
  const { strengthMain } = await import('./opponent-bench.mjs');
  process.exit((await strengthMain(process.argv.slice(2))) ? 0 : 1);
}
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const results = { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model, budgets: [] };
const budget = (name, value, limit, unit, better = 'lower') => {
  const ok = better === 'lower' ? value <= limit : value >= limit;
  results.budgets.push({ name, value, limit, unit, ok });
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(52)} ${String(value).padStart(10)} ${unit.padEnd(8)} (budget ${better === 'lower' ? '<=' : '>='} ${limit})`);
};

// 1. Build time
if (!args.has('--skip-build')) {
  const seconds = [1, 2, 3].map(() => {
    const t = performance.now();
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    return +((performance.now() - t) / 1000).toFixed(2);
  });
  console.log(`info  site builds: ${seconds.join(' s, ')} s`);
  budget('site build (astro build + pagefind), median of 3', [...seconds].sort((a, b) => a - b)[1], 20, 's');
}

// 2. JavaScript per page
const pages = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!['_astro', 'pagefind'].includes(name)) walk(path);
    } else if (name === 'index.html') pages.push(relative('dist', path));
  }
};
walk('dist');
results.pages = {};
for (const page of pages.sort()) {
  const w = jsWeight('dist', page);
  results.pages[page] = w.total;
  // A page with any island is a game page, whether its islands' code loads at once or on interaction.
  const widgets = w.islands > 0 || w.files.length > 0;
  budget(`JS before interaction /${page.replace('index.html', '')}`, w.total, TOOL_BUDGETS[`/${page.replace('index.html', '')}`] ?? (widgets ? 12000 : 2000), 'B gzip');
  results.onInteraction ??= {};
  results.onInteraction[page] = w.onInteraction;
}
for (const page of ['variants/kalah/index.html', 'variants/bao/index.html', 'embed/wari/chain-capture/index.html', 'play/kalah/index.html']) {
  if (results.onInteraction[page] !== undefined)
    console.log(
      `info  JS loaded when the reader first touches a board on /${page.replace('index.html', '')}: ${results.onInteraction[page]} B gzip (the island and what it imports statically)`,
    );
}
// 2a. The first move on a play board, in Chromium: the island, then the session and that game's rules alone.
const firstTaps = await measureFirstTaps(['/play/kalah/', '/variants/bao/']);
results.firstTap = {};
for (const [path, { total, move, moveFiles }] of Object.entries(firstTaps)) {
  results.firstTap[path] = { total, move, moveFiles };
  console.log(`info  first move on ${path}: ${total} B gzip fetched, ${move} B of it the session and the game's rules (${moveFiles.length} files)`);
}
budget('JS of the first move on /play/kalah/ (session + Kalah)', firstTaps['/play/kalah/'].move, FIRST_MOVE_CEILING, 'B gzip');
console.log(`info  aim for the first move's code (issue 21): ${FIRST_MOVE_AIM} B gzip`);

// 2b. HTML per page: bytes raw and gzip, and elements (budgets in page-weight.mjs)
results.html = {};
let heaviest = null;
for (const page of pages) {
  const w = pageWeight('dist', page);
  results.html[page] = w;
  if (!heaviest || w.gzip > heaviest.gzip) heaviest = { page, ...w };
  const name = `/${page.replace('index.html', '')}`;
  const limit = budgetFor(name);
  budget(`HTML gzip ${name}`, w.gzip, limit.gzip, 'B');
  budget(`HTML raw ${name}`, w.raw, limit.raw, 'B');
  budget(`DOM elements ${name}`, w.nodes, limit.nodes, 'nodes');
}
console.log(`info  ${pages.length} pages; heaviest ${heaviest.page}: ${heaviest.gzip} B gzip, ${heaviest.raw} B raw, ${heaviest.nodes} elements`);

// 2c. The site in a few figures: pages built, and per page what a reader downloads before interacting
// (HTML and JS, gzip): the median, and the heaviest page by the two together.
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const perPage = pages.map((page) => ({ page: `/${page.replace('index.html', '')}`, html: results.html[page].gzip, js: results.pages[page] }));
const heaviestTotal = perPage.reduce((a, b) => (b.html + b.js > a.html + a.js ? b : a));
results.summary = {
  pagesBuilt: pages.length,
  buildSeconds: results.budgets.find((b) => b.name.startsWith('site build'))?.value ?? null,
  medianHtmlGzip: median(perPage.map((p) => p.html)),
  medianJsGzip: median(perPage.map((p) => p.js)),
  heaviestPage: heaviestTotal,
};
console.log(
  `info  pages built ${pages.length}${results.summary.buildSeconds !== null ? ` in ${results.summary.buildSeconds} s` : ''}; per page (gzip) HTML median ${results.summary.medianHtmlGzip} B, JS before interaction median ${results.summary.medianJsGzip} B; heaviest ${heaviestTotal.page}: ${heaviestTotal.html} B HTML + ${heaviestTotal.js} B JS`,
);

// 3. Engine throughput, one core
const { storeSowingPlayouts } = await import('../src/engine/fast/store-sowing.ts');
const { countCapturePlayouts } = await import('../src/engine/fast/count-capture.ts');
const { xorshift32 } = await import('../src/engine/fast/random.ts');
const { createRuleset } = await import('../src/variants/index.ts');
const { advance, currentPosition, newGame } = await import('../src/engine/index.ts');

function rate(run) {
  run(); // warm up the JIT
  const samples = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const moves = run();
    samples.push(moves / ((performance.now() - t) / 1000));
  }
  return Math.round(samples.sort((a, b) => a - b)[1]);
}
const games = quick ? 20000 : 100000;
const mps = (n) => +(n / 1e6).toFixed(2);
budget('Kalah fast path, 4 seeds (M moves/s)', mps(rate(() => storeSowingPlayouts(games, 4, xorshift32(1)))), 12, 'M/s', 'higher');
budget('Kalah fast path, 6 seeds (M moves/s)', mps(rate(() => storeSowingPlayouts(games, 6, xorshift32(2)))), 12, 'M/s', 'higher');
budget('Oware Abapa fast path + repetition (M moves/s)', mps(rate(() => countCapturePlayouts(games / 2, xorshift32(3)))), 8, 'M/s', 'higher');

function tracedRate(variant, options, n) {
  const rules = createRuleset(variant, options).value;
  const rng = xorshift32(4);
  return rate(() => {
    let moves = 0;
    for (let g = 0; g < n; g++) {
      let game = newGame(rules.start());
      for (;;) {
        const legal = rules.legalMoves(currentPosition(game));
        if (!legal.length) break;
        game = advance(rules, game, legal[rng.below(legal.length)]).value;
        moves++;
      }
    }
    return moves;
  });
}
const traced = { kalah: tracedRate('kalah', {}, quick ? 50 : 200), wari: tracedRate('wari', { preset: 'abapa' }, quick ? 20 : 50) };
results.traced = traced;
console.log(`info  traced path (with trace and game history): Kalah ${traced.kalah} moves/s, Wari (Abapa) ${traced.wari} moves/s`);

// ---- 4. Random games and the slowest move (engine) ----------------------------------------------
// 10,000 random games per rule set (every variant, and the presets that change how moves are made)
// through the traced engine, with game history and repetition: every game must end and keep every
// seed. For each rule set, the slowest single move (legal moves, playChoosing with its choices
// answered at random, advance), budget 50 ms; a move over 1 ms is timed again by CPU time, the least
// of three replays (bin/move-times.mjs), so a busy machine does not make a quick move look slow.
// Rule sets run in parallel worker processes, one per core (at most 2). --quick: 1,000 games each.
const { runInWorkers } = await import('./move-times.mjs');
const RANDOM_GAMES = quick ? 1000 : 10000;
const SLOWEST_MOVE_MS = 50;
const { VARIANT_IDS, variantDefinition } = await import('../src/variants/index.ts');
const { parseDefinitionOptions } = await import('../src/engine/options.ts');
/** Option sets that change how moves are made beyond each game's defaults and presets. */
const MORE_RULE_SETS = [
  ['dakon', { roundEnd: 'pass' }],
  ['oh-wah-ree', { players: 3 }],
  ['oh-wah-ree', { players: 4 }],
  ['grand-oh-wah-ree', { players: 4, winBy: 'pits' }],
  ['omweso', { layout: 'checkerboard', reverse: 'left-relay' }],
];
/** Every game at its defaults and at each preset that differs from them, read from the registry (a new game needs no line here), then the sets above. */
const ruleSets = [
  ...VARIANT_IDS.flatMap((id) => {
    const definition = variantDefinition(id);
    const defaults = JSON.stringify(parseDefinitionOptions(definition, {}).value);
    const presets = Object.keys(definition.presets ?? {}).filter((preset) => JSON.stringify(parseDefinitionOptions(definition, { preset }).value) !== defaults);
    return [[id, {}], ...presets.map((preset) => [id, { preset }])];
  }),
  ...MORE_RULE_SETS,
];
const gamesStarted = performance.now();
const gameRows = await runInWorkers(ruleSets, RANDOM_GAMES, Math.min(2, cpus().length));
results.randomGames = [];
for (const [i, [, options]] of ruleSets.entries()) {
  const { name, moves, cpuSeconds, ends, choices, refusedEndless, slowest } = gameRows[i];
  const row = {
    variant: name,
    options,
    games: RANDOM_GAMES,
    moves,
    movesPerCpuSecond: Math.round(moves / cpuSeconds),
    ends,
    choices,
    ...(refusedEndless !== undefined ? { refusedEndless } : {}),
    slowestMove: slowest[0],
  };
  results.randomGames.push(row);
  console.log(
    `info  ${name.padEnd(36)} ${JSON.stringify(options).padEnd(34)} ${RANDOM_GAMES} games, ${moves} moves, ${row.movesPerCpuSecond} moves per CPU second, all ended with every seed; ends ${JSON.stringify(ends)}${choices ? `; ${choices} choices inside moves` : ''}${refusedEndless !== undefined ? `; moves refused (endless, or single seeds) ${refusedEndless}` : ''}`,
  );
}
for (const [i, [, options]] of ruleSets.entries()) {
  const { name, slowest } = gameRows[i];
  budget(`slowest move, ${name} ${Object.keys(options).length ? JSON.stringify(options) : ''}`.trim(), slowest[0].ms, SLOWEST_MOVE_MS, 'ms');
}
const worst = gameRows.indexOf(gameRows.reduce((a, b) => (b.slowest[0].ms > a.slowest[0].ms ? b : a)));
const [worstVariant, worstOptions] = ruleSets[worst];
const { ms: worstMs, position: worstPosition, move: worstMove } = gameRows[worst].slowest[0];
const optionsFlag = Object.entries(worstOptions)
  .map(([k, v]) => `${k}=${v}`)
  .join(',');
console.log(`info  slowest move of all, ${worstMs} ms: npx mancala play ${worstVariant} ${worstPosition} ${worstMove}${optionsFlag ? ` --options ${optionsFlag}` : ''}`);
console.log(`info  random games took ${((performance.now() - gamesStarted) / 1000).toFixed(0)} s`);
// ---- end of section 4 -------------------------------------------------------------------------------

// ---- 5. Kalah solved ---------------------------------------------------------------------------------
// Kalah(6,1), (6,2) and (6,3) under the empty-capture rule, solved from the start by our solver (one
// core, a fresh table each): the value for the first player, nodes and time; --quick leaves out (6,3),
// which takes about 5 seconds. The same figures for every small board: node bin/solve-table.mjs.
const { solveStart } = await import('./solve-table.mjs');
results.solver = [];
for (const seeds of quick ? [1, 2] : [1, 2, 3]) {
  const row = await solveStart(6, seeds, true);
  results.solver.push(row);
  console.log(
    `info  solver: Kalah(6,${seeds}), empty capture: first player ${row.value > 0 ? `wins by ${row.value}` : row.value < 0 ? `loses by ${-row.value}` : 'draws'}; ${row.nodes} nodes, ${(row.timeMs / 1000).toFixed(1)} s (node bin/solve-table.mjs 6,${seeds},empty)`,
  );
}
// ---- end of section 5 -------------------------------------------------------------------------------

// ---- 6. The computer opponent: the strong level's speed in every game -----------------------------
const { opponentSpeed } = await import('./opponent-bench.mjs');
results.opponent = opponentSpeed();
for (const row of results.opponent) budget(`opponent strong move, ${row.variant} (slowest of 2 positions)`, Math.max(...row.strongMs), 2000, 'ms');

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
const over = results.budgets.filter((b) => !b.ok);
console.log(over.length ? `\n${over.length} budget(s) exceeded.` : '\nAll budgets met.');
process.exitCode = over.length ? 1 : 0;
