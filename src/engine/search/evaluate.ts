/**
 * What a search counts as good. A finished game is worth 1 to its winner and 0 to the others (a
 * draw shares it). Anywhere else, and at the end of a round of a game played in rounds (the game goes
 * on, and the seeds each player won set up the next round), a position is worth its material: what each
 * player holds, squashed to (0, 1) by a logistic of the lead so that a few seeds matter and a
 * landslide does not drown everything else.
 */
import type { Ruleset, SearchRules } from '../ruleset.js';
import type { Position } from '../types.js';

/**
 * Seeds (or their equivalent) each seat holds: the game's own count where it has one (its search hooks' `material`),
 * else by what the stores hold:
 * - games that capture into stores: the store;
 * - games whose seeds never leave the board (no stores): the seeds on the own side;
 * - games whose store holds seeds still to be placed (`storeWord`): the own side and the hand.
 */
export function material(rules: SearchRules, position: Position): number[] {
  if (rules.search.material) return rules.search.material(position);
  const seats = rules.topology.players;
  const held = position.stores.slice(0, seats).map((s) => (rules.stores === false ? 0 : s));
  if (rules.stores === false || rules.storeWord !== undefined) {
    const owners = position.owners ?? rules.topology.owner;
    position.pits.forEach((count, pit) => (held[owners[pit]!]! += count));
  }
  return held;
}

/**
 * The store and the pits owned, each worth a pit's share of the seeds, with another quarter of the
 * store as a tie-break: the material of a game won by the pits one owns at the end, plugged in as its
 * search hooks' `material`.
 */
export function pitsOwnedMaterial(rules: Ruleset, position: Position): number[] {
  const seats = rules.topology.players;
  const owners = position.owners ?? rules.topology.owner;
  const share = rules.totalSeeds / rules.topology.pitCount;
  const held = position.stores.slice(0, seats);
  position.pits.forEach((_, pit) => (held[owners[pit]!]! += share));
  for (let s = 0; s < seats; s++) held[s]! = held[s]! + position.stores[s]! / 4;
  return held;
}

/** A finished two-player game's reward from its two stores: 1 to the higher, halves for a draw (fast playouts). */
export const finishedReward = (a: number, b: number): number[] => (a === b ? [0.5, 0.5] : a > b ? [1, 0] : [0, 1]);

/** How steep the logistic is: a lead of this share of all seeds is worth about 0.73 against 0.27. */
const LEAD_SCALE = 1 / 8;

/** Each seat's value of a position, in [0, 1], summing to 1. */
export function reward(rules: SearchRules, position: Position): number[] {
  const seats = rules.topology.players;
  if (position.toMove === null && !rules.nextRound?.(position)) {
    const outcome = rules.outcome(position);
    if (outcome) {
      return Array.from({ length: seats }, (_, s) => (outcome.winner === null ? 1 / seats : outcome.winner === s ? 1 : 0));
    }
  }
  return materialReward(rules, material(rules, position));
}

/** Each seat's share by material: a logistic of its lead over the best of the others, normalised. */
export function materialReward(rules: Ruleset, held: readonly number[]): number[] {
  const scale = rules.totalSeeds * LEAD_SCALE;
  const raw = held.map((h, s) => {
    let best = -Infinity;
    for (let o = 0; o < held.length; o++) if (o !== s && held[o]! > best) best = held[o]!;
    return 1 / (1 + Math.exp(-(h - best) / scale));
  });
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => r / sum);
}
