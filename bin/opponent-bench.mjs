// The computer opponent's figures for `npm run bench`:
//   speed (every run): in every game, the strong level's search from the opening and from a
//     middle-game position: playouts (iterations) and moves per second, and its time per move;
//   strength (`npm run bench -- --strength [--games N] [--only a,b] [--threads T] [--out file]`, long, never in timed tests): in every game
//     the strong level against uniformly random play, N games (default 100), either side half each
//     (issue 14: >= 90 % wins); in Kalah and Wari strong against greedy (>= 70 %). Per game: wins,
//     draws and the strong level's time per move (max, median). Results go to bench/strength.json
//     with the date and the command.
import { writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

const { createSearchRules, VARIANT_IDS } = await import('../src/variants/index.ts');
const { search, LEVEL_BUDGETS, randomMove, tally } = await import('../src/engine/search/index.ts');
const { xorshift32 } = await import('../src/engine/fast/random.ts');

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

/** The strong level's search at the opening and after 10 random moves: its speed and time. */
export function opponentSpeed() {
  const rows = [];
  for (const id of VARIANT_IDS) {
    const rules = createSearchRules(id, {}).value;
    const rng = xorshift32(7);
    let middle = rules.start();
    for (let i = 0; i < 10 && middle.toMove !== null; i++) middle = randomMove(rules, middle, rng)?.played.position ?? middle;
    const samples = [rules.start(), ...(middle.toMove !== null ? [middle] : [])].map((position) => {
      const t = performance.now();
      const r = search(rules, position, LEVEL_BUDGETS.strong, xorshift32(11));
      const ms = performance.now() - t;
      return { ms, iterations: r.iterations, plies: r.plies, stopped: r.stopped };
    });
    const ms = samples.reduce((a, s) => a + s.ms, 0);
    const row = {
      variant: id,
      playoutsPerSecond: Math.round((samples.reduce((a, s) => a + s.iterations, 0) / ms) * 1000),
      movesPerSecond: Math.round((samples.reduce((a, s) => a + s.plies, 0) / ms) * 1000),
      strongMs: samples.map((s) => Math.round(s.ms)),
      stoppedByTime: samples.filter((s) => s.stopped === 'time').length,
    };
    rows.push(row);
    console.log(
      `info  opponent ${id.padEnd(18)} ${String(row.playoutsPerSecond).padStart(7)} playouts/s ${String(row.movesPerSecond).padStart(9)} moves/s; strong move ${row.strongMs.join(', ')} ms${row.stoppedByTime ? ` (${row.stoppedByTime} stopped at the time ceiling)` : ''}`,
    );
  }
  return rows;
}

/** Plays `games` games on `threads` worker threads (default: one a core, at most 2). */
function share(variant, players, games, seed, threads = Math.min(2, availableParallelism())) {
  threads = Math.max(1, Math.min(threads, games));
  const parts = Array.from({ length: threads }, (_, t) => [Math.floor((t * games) / threads), Math.floor(((t + 1) * games) / threads)]);
  return Promise.all(
    parts.map(
      ([from, to]) =>
        new Promise((resolve, reject) => {
          const w = new Worker(new URL('./match-worker.mjs', import.meta.url), { workerData: { variant, options: {}, players, from, to, seed } });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    ),
  ).then((p) => p.flat());
}

export async function opponentStrength(games, only, threads) {
  const runs = [...VARIANT_IDS.map((id) => [id, 'random', 0.9]), ['kalah', 'greedy', 0.7], ['wari', 'greedy', 0.7]].filter(([id]) => !only || only.includes(id));
  const rows = [];
  for (const [variant, against, bar] of runs) {
    const t = performance.now();
    const records = await share(variant, ['strong', against], games, 1, threads);
    const result = tally(records, 2);
    const times = records.flatMap((r) => r.times[0]);
    const row = {
      variant,
      players: ['strong', against],
      ...result,
      winRate: +(result.wins[0] / games).toFixed(3),
      bar,
      ok: result.wins[0] / games >= bar,
      strongMoveMs: { max: Math.round(Math.max(0, ...times)), median: Math.round(median(times)) },
      seconds: Math.round((performance.now() - t) / 1000),
    };
    rows.push(row);
    console.log(
      `${row.ok ? 'ok  ' : 'MISS'}  strong vs ${against.padEnd(6)} ${variant.padEnd(18)} ${result.wins[0]}-${result.wins[1]}, ${result.draws} drawn${result.unfinished ? `, ${result.unfinished} unfinished` : ''} of ${games} (${(row.winRate * 100).toFixed(0)} %, bar ${bar * 100} %); strong move max ${row.strongMoveMs.max} ms, median ${row.strongMoveMs.median} ms; ${row.seconds} s`,
    );
  }
  return rows;
}

export async function strengthMain(argv) {
  const at = (flag) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const games = Number(at('--games') ?? 100);
  const only = at('--only')?.split(',');
  const started = new Date().toISOString();
  // More threads than cores plays more games at once, each search getting a share of a core within
  // the same time ceiling: a harder test of the level than an idle machine gives it.
  const threads = at('--threads') ? Number(at('--threads')) : undefined;
  const rows = await opponentStrength(games, only, threads);
  const speed = only ? [] : opponentSpeed();
  mkdirSync('bench', { recursive: true });
  const file = at('--out') ?? 'bench/strength.json';
  writeFileSync(
    file,
    `${JSON.stringify({ date: started, finished: new Date().toISOString(), command: `npm run bench -- ${argv.join(' ')}`, node: process.version, cpu: cpus()[0]?.model, cores: availableParallelism(), threads: threads ?? Math.min(2, availableParallelism()), levels: LEVEL_BUDGETS, games, strength: rows, speed }, null, 2)}\n`,
  );
  console.log(`wrote ${file}`);
  return rows.every((r) => r.ok);
}
