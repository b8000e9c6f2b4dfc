/**
 * The computer's players: `random` (any legal move), `greedy` (one move ahead: the most seeds gained
 * this move) and the search at three levels. Every player is a function of the rules, the position
 * and a seed, so a game replays exactly.
 */
import type { Rng } from '../fast/random.js';
import { xorshift32 } from '../fast/random.js';
import type { SearchRules } from '../ruleset.js';
import type { Move, Position } from '../types.js';
import { material, reward } from './evaluate.js';
import type { ExactOutcome } from './exact.js';
import { exactOutcome } from './exact.js';
import type { Budget, SearchResult } from './mcts.js';
import { beneficiary, search } from './mcts.js';
import { completeMoves, randomMove } from './moves.js';

import { LEVELS } from './levels.js';
import type { Level } from './levels.js';
export { LEVELS, type Level };
export const PLAYERS = ['random', 'greedy', ...LEVELS] as const;
export type PlayerName = (typeof PLAYERS)[number];

export const isPlayerName = (name: string): name is PlayerName => (PLAYERS as readonly string[]).includes(name);

/**
 * Each level's search. Iterations, not time, make a level, so the same seed plays the same game on
 * any machine; the ceiling only guards a slow machine (strong answers within 2 s: the bench checks it).
 */
export const LEVEL_BUDGETS: Readonly<Record<Level, Budget>> = {
  beginner: { iterations: 60, depth: 8, ms: 600 },
  club: { iterations: 600, depth: 16, ms: 1000 },
  strong: { iterations: 3000, depth: 24, ms: 1300 },
};

export interface Choice {
  readonly move: Move;
  /** The search behind it, when a search chose it. */
  readonly search?: SearchResult;
  /** The solver's exact values, when the position could be solved (a game with a solver, and few seeds). */
  readonly exact?: ExactOutcome;
}

/** A player's move in this position. Throws when the game is over or nobody can move (callers check first). */
export function choose(rules: SearchRules, position: Position, player: PlayerName, seed: number, budget?: Budget): Choice {
  const rng = xorshift32(seed);
  switch (player) {
    case 'random': {
      const option = randomMove(rules, position, rng);
      if (!option) throw new Error('random: no legal move.');
      return { move: option.move };
    }
    case 'greedy':
      return { move: greedy(rules, position, rng) };
    default: {
      const exact = player === 'strong' ? exactOutcome(rules, position) : undefined;
      if (exact && exact.moves.length > 0) {
        const best = exact.moves.reduce((a, b) => (b.value > a.value ? b : a));
        return { move: best.move, exact };
      }
      const result = search(rules, position, budget ?? LEVEL_BUDGETS[player], rng);
      return { move: result.move, search: result };
    }
  }
}

/** The lead of `seat` over the best other seat in material. */
const lead = (held: readonly number[], seat: number) => held[seat]! - Math.max(...held.filter((_, s) => s !== seat));

/**
 * One move ahead: the move that gains the most material this move (a win counts above everything,
 * a loss below), ties broken at random.
 */
export function greedy(rules: SearchRules, position: Position, rng: Rng): Move {
  const options = completeMoves(rules, position, rng);
  if (options.length === 0) throw new Error('greedy: no legal move.');
  let best: Move[] = [];
  let bestGain = -Infinity;
  for (const { move, played } of options) {
    const seat = beneficiary(position, move);
    const after = played.position;
    const finished = after.toMove === null && !rules.nextRound?.(after);
    const gain = finished ? (reward(rules, after)[seat]! - 0.5) * 1e6 : lead(material(rules, after), seat) - lead(material(rules, position), seat);
    if (gain > bestGain) {
      bestGain = gain;
      best = [move];
    } else if (gain === bestGain) best.push(move);
  }
  return best[rng.below(best.length)]!;
}
