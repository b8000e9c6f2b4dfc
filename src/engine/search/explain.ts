/**
 * Why a move is good, where one move ahead can say it: it wins, it captures, it sows again, it feeds
 * an empty row, it leaves the opponent less to capture than the other moves would. What lies deeper
 * than that is the search's judgement (src/words/hints.ts says it as such).
 */
import { asksChoice } from '../errors.js';
import type { Rng } from '../fast/random.js';
import { formatMove } from '../notation.js';
import type { Ruleset, SearchRules } from '../ruleset.js';
import { capturesOf } from '../trace.js';
import type { Move, Position } from '../types.js';
import { reward } from './evaluate.js';
import { beneficiary } from './mcts.js';
import { completeMoves } from './moves.js';

/**
 * One reason a move is good, as data (src/words/hints.ts says it): the pie swap's side is ahead; it
 * wins; it captures; it sows again; it feeds an empty row; it leaves the opponent at most `left` to
 * capture where `instead` (a move, in notation) would let them take `threat`.
 */
export type MoveReason =
  | { readonly kind: 'side-ahead' }
  | { readonly kind: 'wins' }
  | { readonly kind: 'captures'; readonly seeds: number }
  | { readonly kind: 'sows-again' }
  | { readonly kind: 'feeds' }
  | { readonly kind: 'leaves'; readonly left: number; readonly instead: string; readonly threat: number };

/** The most seeds any single reply captures (0 when the mover plays again or the game is over). */
function threat(rules: Ruleset, position: Position, seat: number, rng: Rng): number {
  if (position.toMove === null || position.toMove === seat) return 0;
  let most = 0;
  for (const { played } of completeMoves(rules, position, rng)) {
    most = Math.max(most, capturesOf(played.steps, rules.topology.players)[position.toMove]!);
  }
  return most;
}

const rowSeeds = (rules: Ruleset, position: Position, seat: number) => {
  const owners = position.owners ?? rules.topology.owner;
  return position.pits.reduce((sum, n, pit) => (owners[pit] === seat ? sum + n : sum), 0);
};

/** Reasons for `move`; empty when none can be said one move ahead. */
export function explainMove(rules: SearchRules, position: Position, move: Move, rng: Rng): MoveReason[] {
  const played = rules.play(position, move);
  if (!played.ok || asksChoice(played.value) || position.toMove === null) return [];
  const mover = position.toMove;
  const seat = beneficiary(position, move);
  const after = played.value.position;
  const steps = played.value.steps;
  const reasons: MoveReason[] = [];
  if (move.kind === 'swap') reasons.push({ kind: 'side-ahead' });
  if (after.toMove === null && !rules.nextRound?.(after) && reward(rules, after)[seat] === 1) reasons.push({ kind: 'wins' });
  const captured = capturesOf(steps, rules.topology.players)[mover]!;
  if (captured > 0) reasons.push({ kind: 'captures', seeds: captured });
  if (steps.some((s) => s.kind === 'extra-turn')) reasons.push({ kind: 'sows-again' });
  const opponents = Array.from({ length: rules.topology.players }, (_, s) => s).filter((s) => s !== mover);
  if (rules.stores !== false && opponents.every((s) => rowSeeds(rules, position, s) === 0) && opponents.some((s) => rowSeeds(rules, after, s) > 0)) {
    reasons.push({ kind: 'feeds' });
  }
  if (after.toMove !== null && after.toMove !== mover) {
    const left = threat(rules, after, mover, rng);
    let worst: { move: Move; threat: number } | null = null;
    for (const other of completeMoves(rules, position, rng)) {
      if (other.move.kind === 'swap' || formatMove(rules, other.move) === formatMove(rules, move)) continue;
      const t = threat(rules, other.played.position, mover, rng);
      if (!worst || t > worst.threat) worst = { move: other.move, threat: t };
    }
    if (worst && worst.threat > left) reasons.push({ kind: 'leaves', left, instead: formatMove(rules, worst.move), threat: worst.threat });
  }
  return reasons;
}
