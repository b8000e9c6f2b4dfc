#!/usr/bin/env node
// Does every game end? Plays N games of random moves under every game's defaults, presets and listed
// option values, each up to the match runner's move limit, and reports per rule set how many were
// stopped there unfinished, with the median and longest game in moves.
//   node bin/game-ends.mjs [N=100] [game,game,...]
// test/engine/game-ends.test.ts runs the same check with a few games each.
import './register-ts.mjs';

const { MAX_PLIES, playGame } = await import('../src/engine/search/index.ts');
const { optionSets } = await import('../test/option-sets.ts');
const { searchRulesOf } = await import('../src/variants/index.ts');
const n = Number(process.argv[2] ?? 100);
const only = process.argv[3]?.split(',');
let unfinished = 0;
console.log(`${n} random games per rule set, each stopped at ${MAX_PLIES} moves if its rules have not ended it`);
for (const [id, options, rules] of optionSets()) {
  if (only && !only.includes(id)) continue;
  const players = new Array(rules.topology.players).fill('random');
  const started = Date.now();
  const games = Array.from({ length: n }, (_, i) => playGame(searchRulesOf(rules), players, i, 1));
  const plies = games.map((g) => g.plies).sort((a, b) => a - b);
  const cut = games.filter((g) => !g.finished).length;
  unfinished += cut;
  console.log(
    `${cut ? 'MISS' : 'ok  '}  ${id} ${JSON.stringify(options)}: ${cut} of ${n} unfinished; moves median ${plies[n >> 1]}, longest ${plies.at(-1)}; ${Date.now() - started} ms`,
  );
}
process.exitCode = unfinished ? 1 : 0;
