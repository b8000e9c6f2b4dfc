/**
 * Monte Carlo tree search (UCT) through the Ruleset interface, so one search plays every game:
 * complete moves (choices included) are the tree's edges, each playout plays random complete moves
 * for at most `depth` plies and is scored by `reward` (a win, or the material a cut-off playout
 * leaves). Each edge gathers the reward of the seat that chose it, so it serves two players or four
 * (round a circle); a swap (the pie rule) is credited to the side the swapper takes over.
 *
 * Deterministic for a given seed and budget: the only randomness is the Rng, and time is a ceiling
 * for safety only (a search that reaches it says so in `stopped`).
 */
import { asksChoice } from '../errors.js';
import type { Rng } from '../fast/random.js';
import type { Played, SearchRules } from '../ruleset.js';
import type { Move, Position } from '../types.js';
import { reward } from './evaluate.js';
import { fastPlayout } from './fast-playout.js';
import { completeMoves, MOVE_LIMIT, PLAY_LIMIT, randomMove } from './moves.js';

export interface Budget {
  /** Tree iterations (each one playout). */
  readonly iterations: number;
  /** Plies a playout plays before the position is scored by material. */
  readonly depth: number;
  /** A ceiling in milliseconds, for safety: the search stops there even short of its iterations. */
  readonly ms?: number;
}

export interface Considered {
  readonly move: Move;
  readonly visits: number;
  /** Mean reward for the seat that chose it, 0..1. */
  readonly value: number;
}

export interface SearchResult {
  readonly move: Move;
  /** Mean reward of the chosen move for the mover, 0..1 (a chance of winning, roughly). */
  readonly value: number;
  readonly iterations: number;
  /** Moves played in playouts and in the tree: the search's work, for speed figures. */
  readonly plies: number;
  readonly stopped: 'budget' | 'time' | 'only-move';
  readonly considered: readonly Considered[];
  /**
   * The line the search expects, from the chosen move on: at each node the move searched most, while
   * it was searched more than once (a move tried once says little about the replies to it).
   */
  readonly line: readonly Move[];
}

interface Node {
  readonly position: Position;
  readonly move: Move | null;
  /** The seat whose reward this node's edge gathers. */
  readonly player: number;
  readonly children: Node[];
  /**
   * Moves not yet tried, null until the node is first reached: the rules' listed moves, played only
   * when tried (a move that reaches a choice is replaced by one move per answer then), so a node
   * costs one move per child, not one per legal move.
   */
  untried: Move[] | null;
  visits: number;
  total: number;
}

/** Exploration constant for rewards in [0, 1]. */
const EXPLORE = 0.7;

/** Who a move is good for: the mover, or after a swap the side the mover now plays. */
export const beneficiary = (position: Position, move: Move): number => (move.kind === 'swap' ? 1 - position.toMove! : position.toMove!);

const node = (position: Position, move: Move | null, player: number): Node => ({ position, move, player, children: [], untried: null, visits: 0, total: 0 });

export function search(rules: SearchRules, position: Position, budget: Budget, rng: Rng): SearchResult {
  if (position.toMove === null) throw new Error('search: the game is over, there is no move to find.');
  const root = node(position, null, position.toMove);
  const options = completeMoves(rules, position, rng);
  if (options.length === 0) throw new Error('search: the player to move has no legal move.');
  root.untried = options.map((o) => o.move);
  if (options.length === 1) {
    const only = options[0]!;
    return {
      move: only.move,
      value: reward(rules, only.played.position)[beneficiary(position, only.move)]!,
      iterations: 0,
      plies: 0,
      stopped: 'only-move',
      considered: [{ move: only.move, visits: 0, value: 0 }],
      line: [only.move],
    };
  }
  const deadline = budget.ms === undefined ? Infinity : Date.now() + budget.ms;
  let plies = 0;
  let iterations = 0;
  let stopped: SearchResult['stopped'] = 'budget';
  const path: Node[] = [];
  for (; iterations < budget.iterations; iterations++) {
    if (Date.now() > deadline) {
      stopped = 'time';
      break;
    }
    path.length = 0;
    let n = root;
    path.push(n);
    // Down the tree while every move here has been tried.
    while (n.position.toMove !== null && n.untried !== null && n.untried.length === 0 && n.children.length > 0) {
      n = select(n);
      path.push(n);
    }
    // Expand one untried move.
    if (n.position.toMove !== null) {
      n.untried ??= rules.legalMoves(n.position);
      const option = tryOne(rules, n, rng);
      plies += option.plays;
      if (option.played) {
        const child = node(option.played.position, option.move, beneficiary(n.position, option.move));
        n.children.push(child);
        // A move placing seeds one by one can make thousands of moves: past the limit a node widens no further.
        if (n.children.length >= MOVE_LIMIT) n.untried.length = 0;
        n = child;
        path.push(n);
      }
    }
    const [value, played] = playout(rules, n.position, budget.depth, rng, deadline);
    plies += played;
    for (const p of path) {
      p.visits++;
      p.total += value[p.player]!;
    }
  }
  const considered = root.children
    .map((c) => ({ move: c.move!, visits: c.visits, value: c.visits ? c.total / c.visits : 0 }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  const best = considered[0]!;
  const chosen = root.children.find((c) => c.move === best.move)!;
  return { move: best.move, value: best.value, iterations, plies, stopped, considered, line: [best.move, ...lineAfter(chosen)] };
}

/** The most searched move at each node down from `from`, while it was searched more than once. */
function lineAfter(from: Node): Move[] {
  const line: Move[] = [];
  for (let n = from; n.children.length > 0;) {
    const next = n.children.reduce((a, b) => (b.visits > a.visits ? b : a));
    if (next.visits < 2) break;
    line.push(next.move!);
    n = next;
  }
  return line;
}

/** Plays untried moves of `n` at random until one completes (answering choices by widening the list). */
function tryOne(rules: SearchRules, n: Node, rng: Rng): { move: Move; played: Played | null; plays: number } {
  const untried = n.untried!;
  let plays = 0;
  while (untried.length > 0) {
    if (plays >= PLAY_LIMIT / 10) {
      // Answers that keep leading to refused moves: this node widens no further.
      untried.length = 0;
      break;
    }
    const i = rng.below(untried.length);
    const move = untried[i]!;
    untried[i] = untried[untried.length - 1]!;
    untried.pop();
    const result = rules.play(n.position, move);
    plays++;
    if (!result.ok) continue;
    if (!asksChoice(result.value)) return { move, played: result.value, plays };
    const pending = result.value;
    if (move.kind === 'sow') for (const option of pending.options) untried.push({ ...move, choices: [...(move.choices ?? []), option] });
  }
  return { move: { kind: 'pass' }, played: null, plays };
}

function select(n: Node): Node {
  const log = Math.log(n.visits);
  let best = n.children[0]!;
  let bestScore = -Infinity;
  for (const c of n.children) {
    const score = c.total / c.visits + EXPLORE * Math.sqrt(log / c.visits);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/**
 * Random complete moves for at most `depth` plies (and not past `deadline`: one slow relay game's
 * playout can take a good part of a second); returns each seat's reward and the plies played.
 */
export function playout(rules: SearchRules, start: Position, depth: number, rng: Rng, deadline = Infinity): [number[], number] {
  const fast = fastPlayout(rules, start, depth, rng);
  if (fast) return fast;
  let position = start;
  let plies = 0;
  for (; plies < depth && position.toMove !== null && (deadline === Infinity || Date.now() < deadline); plies++) {
    const next = randomMove(rules, position, rng);
    if (!next) break;
    position = next.played.position;
  }
  return [reward(rules, position), plies];
}
