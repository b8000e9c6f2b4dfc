/**
 * English for a hint: the move the computer suggests and why, from the reasons the engine's search
 * finds one move ahead (src/engine/search/explain.ts) or its judgement when they say nothing.
 */
import type { MoveReason } from '../engine/search/explain.js';

const seeds = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;

/** One reason as a clause: "it captures 4 seeds". */
export function reasonText(reason: MoveReason): string {
  switch (reason.kind) {
    case 'side-ahead':
      return 'the side you take over is ahead after its first turn';
    case 'wins':
      return 'it wins the game';
    case 'captures':
      return `it captures ${seeds(reason.seeds)}`;
    case 'sows-again':
      return 'its last seed falls in your store, so you sow again';
    case 'feeds':
      return "it feeds the opponent's empty row, as the rules require";
    case 'leaves': {
      const instead = `${reason.instead} would let them take ${seeds(reason.threat)}`;
      return reason.left === 0 ? `it leaves the opponent no capture (${instead})` : `it leaves the opponent at most ${seeds(reason.left)} to capture (${instead})`;
    }
  }
}

/** What the search knows beyond one move ahead: the solver's exact margin, or its simulated games' score. */
export interface Judgement {
  readonly value?: number;
  readonly iterations?: number;
  readonly exact?: number;
}

/** A sentence for a hint: the move (in notation, or 'swap' or 'pass') and its reasons, or the search's judgement when one move ahead says nothing. */
export function hintSentence(move: string, reasons: readonly MoveReason[], { value, iterations, exact }: Judgement = {}): string {
  const label = move === 'swap' ? 'Swap sides' : move === 'pass' ? 'Pass' : `Play ${move}`;
  const clauses = reasons.map(reasonText);
  if (exact !== undefined) {
    // The solver finished the game from here: say the outcome, which is certain, before anything else.
    const outcome = exact > 0 ? `you win by ${seeds(exact)}` : exact < 0 ? `you lose by ${seeds(-exact)}` : 'the game is drawn';
    const why = clauses.length ? `; ${clauses.join(', ')}` : '';
    return `${label}: with best play from here on both sides, ${outcome} (worked out exactly by the solver)${why}.`;
  }
  if (clauses.length > 0) {
    const joined = clauses.length === 1 ? clauses[0]! : `${clauses.slice(0, -1).join(', ')} and ${clauses[clauses.length - 1]}`;
    return `${label}: ${joined}.`;
  }
  if (value !== undefined && iterations) {
    return `${label}: nothing is won this move, but it did best in the search's ${iterations.toLocaleString('en')} simulated games (${Math.round(value * 100)} % for you).`;
  }
  return `${label}: it is the only move.`;
}

/** A move's value in an analysis, for the player to move: the solver's outcome, or the search's score as a percentage. */
export function moveValueText({ value, exact }: { readonly value: number; readonly exact?: number }): string {
  if (exact !== undefined) return exact > 0 ? `wins by ${seeds(exact)}` : exact < 0 ? `loses by ${seeds(-exact)}` : 'draws';
  return `${Math.round(value * 100)} %`;
}

/** What an analysis's values mean, as its table's caption. */
export function analysisCaption(seat: string, iterations: number, exact: boolean): string {
  return exact
    ? `Every move for ${seat}, best first: the final margin with best play on both sides, worked out exactly by the solver.`
    : `Every move for ${seat}, best first: how often ${seat} came out ahead after it in the search's ${iterations.toLocaleString('en')} simulated games (strong level), an estimate.`;
}
