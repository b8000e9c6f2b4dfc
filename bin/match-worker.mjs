// A share of a `mancala match` in a worker thread: the games from workerData.from to workerData.to.
import { parentPort, workerData } from 'node:worker_threads';
import './register-ts.mjs';

const { playGames } = await import('../src/engine/search/match.ts');
const { createSearchRules, gameErrorText } = await import('../src/variants/index.ts');
const { variant, options, players, from, to, seed } = workerData;
const made = createSearchRules(variant, options);
if (!made.ok) throw new Error(gameErrorText(made.error));
parentPort.postMessage(playGames(made.value, players, from, to, seed));
