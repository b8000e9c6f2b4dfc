/**
 * Why a move is good, in words, where one move ahead can say it: it wins, it captures, it sows
 * again, it feeds an empty row, it leaves the opponent less to capture than the other moves would.
 * What lies deeper than that is the search's judgement, said as such.
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

const seeds = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;

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

/** Reasons for `move`, each a clause ("it captures 4 seeds"); empty when none can be said one move ahead. */
export function explainMove(rules: SearchRules, position: Position, move: Move, rng: Rng): string[] {
  const played = rules.play(position, move);
  if (!played.ok || asksChoice(played.value) || position.toMove === null) return [];
  const mover = position.toMove;
  const seat = beneficiary(position, move);
  const after = played.value.position;
  const steps = played.value.steps;
  const reasons: string[] = [];
  if (move.kind === 'swap') reasons.push('the side you take over is ahead after its first turn');
  if (after.toMove === null && !rules.nextRound?.(after) && reward(rules, after)[seat] === 1) reasons.push('it wins the game');
  const captured = capturesOf(steps, rules.topology.players)[mover]!;
  if (captured > 0) reasons.push(`it captures ${seeds(captured)}`);
  if (steps.some((s) => s.kind === 'extra-turn')) reasons.push('its last seed falls in your store, so you sow again');
  const opponents = Array.from({ length: rules.topology.players }, (_, s) => s).filter((s) => s !== mover);
  if (rules.stores !== false && opponents.every((s) => rowSeeds(rules, position, s) === 0) && opponents.some((s) => rowSeeds(rules, after, s) > 0)) {
    reasons.push("it feeds the opponent's empty row, as the rules require");
  }
  if (after.toMove !== null && after.toMove !== mover) {
    const left = threat(rules, after, mover, rng);
    let worst: { move: Move; threat: number } | null = null;
    for (const other of completeMoves(rules, position, rng)) {
      if (other.move.kind === 'swap' || formatMove(rules, other.move) === formatMove(rules, move)) continue;
      const t = threat(rules, other.played.position, mover, rng);
      if (!worst || t > worst.threat) worst = { move: other.move, threat: t };
    }
    if (worst && worst.threat > left) {
      const instead = `${formatMove(rules, worst.move)} would let them take ${seeds(worst.threat)}`;
      reasons.push(left === 0 ? `it leaves the opponent no capture (${instead})` : `it leaves the opponent at most ${seeds(left)} to capture (${instead})`);
    }
  }
  return reasons;
}

/** A sentence for a hint: the move and its reasons, or the search's judgement when one move ahead says nothing. */
export function hintSentence(rules: Ruleset, move: Move, reasons: readonly string[], value?: number, iterations?: number, exact?: number): string {
  const name = formatMove(rules, move);
  const label = move.kind === 'swap' ? 'Swap sides' : move.kind === 'pass' ? 'Pass' : `Play ${name}`;
  if (exact !== undefined) {
    // The solver finished the game from here: say the outcome, which is certain, before anything else.
    const outcome = exact > 0 ? `you win by ${seeds(exact)}` : exact < 0 ? `you lose by ${seeds(-exact)}` : 'the game is drawn';
    const why = reasons.length ? `; ${reasons.join(', ')}` : '';
    return `${label}: with best play from here on both sides, ${outcome} (worked out exactly by the solver)${why}.`;
  }
  if (reasons.length > 0) {
    const joined = reasons.length === 1 ? reasons[0]! : `${reasons.slice(0, -1).join(', ')} and ${reasons[reasons.length - 1]}`;
    return `${label}: ${joined}.`;
  }
  if (value !== undefined && iterations) {
    return `${label}: nothing is won this move, but it did best in the search's ${iterations.toLocaleString('en')} simulated games (${Math.round(value * 100)} % for you).`;
  }
  return `${label}: it is the only move.`;
}
