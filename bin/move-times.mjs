// Random games through the traced engine (with game history and repetition), timing every move:
// listing the legal moves, playing a random one with every choice inside it answered at random
// (playChoosing), and adding the move so played to the game (extend). That is what a reader's click
// costs: the play board (src/board/play-session.ts) plays a move once and extends the game with it.
//
// A move's time is its wall time; a move that took over REPLAY_MS is played again (on the same
// game, three times) and timed by the process's CPU time, the least of the three counting. Other
// programs on a shared machine, and the JIT's first compile, then do not make a quick move look slow.
//
// Used by bench.mjs (section 4, in worker processes); run alone to find slow moves:
//   node bin/move-times.mjs kombe 2000 [options-json]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const REPLAY_MS = 1;
const REPLAYS = 3;
const MOVE_CAP = 100_000;

const loadEngine = async () => {
  const { register } = await import('tsx/esm/api');
  register();
  return {
    ...(await import('../src/engine/index.ts')),
    ...(await import('../src/engine/fast/random.ts')),
    ...(await import('../src/variants/index.ts')),
  };
};

/**
 * Plays `games` seeded random games of one rule set. Returns the moves made, CPU seconds, how the
 * games ended, the choices answered, moves refused as endless (Endodoi, Njombwa), and the slowest
 * moves, slowest first (milliseconds, the position before in notation, the move as written).
 */
export function randomGames(engine, variant, options, games, { seed = 6, keep = 1 } = {}) {
  const { extend, createRuleset, currentPosition, formatMove, formatPosition, newGame, playChoosing, xorshift32 } = engine;
  const made = createRuleset(variant, options);
  // The bench's own list of rule sets: a mistake there is ours, said as the engine's data.
  if (!made.ok) throw new Error(`${variant} ${JSON.stringify(options)}: ${JSON.stringify(made.error.problem)}`);
  const rules = made.value;
  const rng = xorshift32(seed);
  const relays = variant === 'endodoi' || variant === 'njombwa';
  const ends = {};
  const slowest = [];
  let moves = 0;
  let choices = 0;
  let refusedEndless = 0;
  const cpu = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    let game = newGame(rules.start());
    for (let i = 0; ; i++) {
      const p = currentPosition(game);
      const answers = [];
      const t = performance.now();
      const legal = rules.legalMoves(p);
      if (!legal.length) break;
      if (i >= MOVE_CAP) throw new Error(`${variant} game ${g} did not end in ${MOVE_CAP} moves`);
      const listed = legal[rng.below(legal.length)];
      const played = playChoosing(rules, p, listed, (open) => (answers.push(open[rng.below(open.length)]), answers.at(-1))).value;
      const move = played.move;
      const next = extend(rules, game, move, played);
      let ms = performance.now() - t;
      if (ms > REPLAY_MS) ms = replayTime(engine, rules, game, listed, answers, move);
      if (slowest.length < keep || ms > slowest.at(-1).ms) {
        slowest.push({ ms: +ms.toFixed(2), position: formatPosition(rules, p), move: formatMove(rules, move) });
        slowest.sort((a, b) => b.ms - a.ms);
        slowest.length = Math.min(slowest.length, keep);
      }
      choices += answers.length;
      if (relays) refusedEndless += p.pits.filter((n, pit) => n > 0 && rules.topology.owner[pit] === p.toMove).length - legal.length;
      game = next;
      moves++;
    }
    const end = currentPosition(game);
    const seeds = end.pits.reduce((a, b) => a + b, 0) + end.stores.reduce((a, b) => a + b, 0);
    if (end.toMove !== null || seeds !== rules.totalSeeds) throw new Error(`${variant} game ${g} ended badly: ${seeds} seeds, to move ${end.toMove}`);
    ends[end.ended] = (ends[end.ended] ?? 0) + 1;
  }
  const used = process.cpuUsage(cpu);
  return { name: rules.name, games, moves, cpuSeconds: (used.user + used.system) / 1e6, ends, choices, ...(relays ? { refusedEndless } : {}), slowest };
}

/** The least CPU time, in ms, of playing the move again from the same game, the same way. */
function replayTime(engine, rules, game, listed, answers, move) {
  const { extend, currentPosition, playChoosing } = engine;
  const p = currentPosition(game);
  let least = Infinity;
  for (let r = 0; r < REPLAYS; r++) {
    let k = 0;
    const cpu = process.cpuUsage();
    rules.legalMoves(p);
    const played = playChoosing(rules, p, listed, () => answers[k++]).value;
    extend(rules, game, move, played);
    const used = process.cpuUsage(cpu);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

/**
 * Runs `jobs` ([variant, options] pairs) in `workers` child processes, each job `games` games;
 * resolves to the results in the order of `jobs`. `onResult(index, result)` is called as each ends.
 */
export function runInWorkers(jobs, games, workers, onResult = () => {}) {
  return new Promise((resolve, reject) => {
    const results = new Array(jobs.length);
    let next = 0;
    let done = 0;
    const children = Array.from({ length: Math.min(workers, jobs.length) }, () => fork(fileURLToPath(import.meta.url), ['--worker']));
    const feed = (child) => {
      if (next === jobs.length) return child.disconnect();
      const index = next++;
      child.send({ index, variant: jobs[index][0], options: jobs[index][1], games });
    };
    for (const child of children) {
      child.on('message', (m) => {
        if (m.error) return reject(new Error(m.error));
        results[m.index] = m.result;
        onResult(m.index, m.result);
        if (++done === jobs.length) resolve(results);
        feed(child);
      });
      child.on('exit', (code) => code && reject(new Error(`a bench worker exited with status ${code}`)));
      feed(child);
    }
  });
}

if (process.argv[2] === '--worker') {
  const engine = await loadEngine();
  process.on('message', ({ index, variant, options, games }) => {
    try {
      process.send({ index, result: randomGames(engine, variant, options, games) });
    } catch (e) {
      process.send({ index, error: `${variant} ${JSON.stringify(options)}: ${e.stack ?? e}` });
    }
  });
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const engine = await loadEngine();
  const [variant, games = '1000', options = '{}'] = process.argv.slice(2);
  const r = randomGames(engine, variant, JSON.parse(options), Number(games), { keep: 10 });
  console.log(`${r.name}: ${r.games} games, ${r.moves} moves, ${Math.round(r.moves / r.cpuSeconds)} moves per CPU second`);
  for (const s of r.slowest) console.log(`${s.ms.toFixed(2).padStart(8)} ms  ${s.position}  ${s.move}`);
}
