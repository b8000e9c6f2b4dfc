/**
 * Seeded random games for a game's tests: each move checked to keep every seed, each game to end, and
 * the slowest move timed (issue 22: no move slower than 50 ms in 10,000 random games of any game).
 * Moves join the game as `advance` adds them (`extend`), so a game's own endings for a whole game (a repeated position) apply.
 */
import type { Position, Ruleset } from '../../src/engine/index.js';
import { currentPosition, extend, formatMove, formatPosition, newGame, play, playChoosing, unwrap } from '../../src/engine/index.js';
import { xorshift32 } from '../../src/engine/fast/random.js';
import { cpuStopwatch } from '../cpu-time.js';

export interface RandomGames {
  /** The rule sets played in turn: game g under `rulesets[g % rulesets.length]`. */
  readonly rulesets: readonly Ruleset[];
  readonly games: number;
  readonly seed: number;
  /** Plies a game may take before it counts as one that does not end. */
  readonly maxPlies?: number;
  /** Where game g starts (a later round, say); the rules' opening if absent. */
  readonly start?: (rules: Ruleset, g: number) => Position;
  /** Every game must end with no seed left on the board (games whose end sweeps the board). */
  readonly bareBoard?: boolean;
}

/**
 * A move's own cost in ms. A move over 10 ms by the clock is timed again by CPU time, the least of up to
 * three runs, as `npm run bench` does: npm test runs these beside the browser tests, and the clock
 * counted the time the machine gave to Chromium (an Owela move at 77 ms under `npm run test:full`,
 * 2026-11-28). The clock first, since most moves take microseconds and reading CPU time is a system call.
 */
export function timeOf(f: () => unknown): number {
  const t0 = performance.now();
  f();
  const clock = performance.now() - t0;
  if (clock <= 10) return clock;
  let best = Infinity;
  for (let i = 0; i < 3 && best > 10; i++) {
    const elapsed = cpuStopwatch();
    f();
    best = Math.min(best, elapsed());
  }
  return best;
}

const seedsOf = (p: Position) => p.pits.reduce((a, b) => a + b, 0) + p.stores.reduce((a, b) => a + b, 0);

/** Plays the games; throws, naming the game and the position, on a lost seed or a game that does not end. Returns the slowest move, in ms. */
export function playRandomGames({ rulesets, games, seed, maxPlies = 4000, start, bareBoard = false }: RandomGames): { slowest: number } {
  const rng = xorshift32(seed);
  let slowest = 0;
  for (let g = 0; g < games; g++) {
    const r = rulesets[g % rulesets.length]!;
    let game = newGame(start?.(r, g) ?? r.start());
    for (let ply = 0; ply < maxPlies && currentPosition(game).toMove !== null; ply++) {
      const p = currentPosition(game);
      const moves = r.legalMoves(p);
      if (moves.length === 0) throw new Error(`${r.name}, game ${g}: no move in ${formatPosition(r, p)}, which is not over`);
      // A choice inside the move (an extra pit to capture) is answered at random too; games without choices draw as before.
      const played = unwrap(playChoosing(r, p, moves[rng.below(moves.length)]!, (options) => options[rng.below(options.length)]!));
      const move = played.move;
      slowest = Math.max(
        slowest,
        timeOf(() => play(r, p, move)),
      );
      // The move as played joins the game (what `advance` does after playing it a third time).
      game = extend(r, game, move, played);
      const q = currentPosition(game);
      if (seedsOf(q) !== r.totalSeeds) throw new Error(`${r.name}, game ${g}: ${formatMove(r, move)} left ${seedsOf(q)} seeds in ${formatPosition(r, q)}`);
    }
    const end = currentPosition(game);
    if (end.toMove !== null) throw new Error(`${r.name}, game ${g} did not end in ${maxPlies} plies: ${formatPosition(r, end)}`);
    if (bareBoard && end.pits.some((n) => n > 0)) throw new Error(`${r.name}, game ${g} ended with seeds on the board: ${formatPosition(r, end)}`);
  }
  return { slowest };
}
