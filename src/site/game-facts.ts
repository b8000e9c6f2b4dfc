/**
 * The facts the index, the comparison table and the families are built from, read from each
 * variant's rules (its topology, stores, options and what its moves do), never typed by hand.
 */
import type { EndReason, Position, Ruleset, Step } from '../engine/index.js';
import { playChoosing } from '../engine/index.js';
import type { VariantId } from '../variants/index.js';
import { createRuleset, gameErrorText, variantDefinition } from '../variants/index.js';
import { shapeOf } from '../board/shape.js';

/** Where captured seeds go: into a store the sowing passes through, a store for captures only, none (they stay in play), or the hand (Bao). */
export type StoreKind = 'sown-into' | 'captures-only' | 'none' | 'in-hand';

/**
 * How a game captures, read from the moves it plays: 'count' takes the pit the last seed made up
 * to a winning number (Wari's twos and threes); 'across' takes the opponent's seeds across from
 * the pit the last seed reached; 'resown' takes them across too, but sows them straight back in on
 * the captor's side, so no seed ever leaves the board; 'beyond' takes the pit beyond the empty pit that
 * follows the last seed (Ô ăn quan).
 */
export type CaptureKind = 'count' | 'across' | 'resown' | 'beyond';

export type BoardKind = 'two-row' | 'three-row' | 'four-row' | 'circle';

export interface GameFacts {
  variant: VariantId;
  board: BoardKind;
  rows: number;
  pitsPerRow: number;
  /** Every player count the rules allow, smallest first. */
  players: number[];
  stores: StoreKind;
  /** Seeds in play at the start, under the default options. */
  seeds: number;
  capture: CaptureKind;
  /** Whether a lap ending in an occupied pit goes on from it (seen in the moves played). */
  relay: boolean;
  /** Pits of a different shape with rules of their own (Bao's nyumba). */
  specialPits: number;
  /** Pits at the board's ends that belong to no one (Ô ăn quan's mandarin pits). */
  endPits: number;
  /** Whether the game starts with seeds brought in from the hand before sowing on the board (Bao's namua). */
  phases: number;
  /** Every way the rules can end a game. */
  endReasons: readonly EndReason[];
}

export const STORE_WORDS: Record<StoreKind, string> = {
  'sown-into': 'sown into',
  'captures-only': 'captures only',
  none: 'none',
  'in-hand': 'seeds in hand',
};

export const CAPTURE_WORDS: Record<CaptureKind, string> = {
  count: 'by count, where the last seed lands',
  across: 'across the board',
  resown: 'across, sown back in',
  beyond: 'beyond an empty pit',
};

/** Whether `pit` lies two places from `from` along the sowing circuit, either way (the pit beyond the next). */
function twoAlong(rules: Ruleset, from: number, pit: number): boolean {
  const track = rules.topology.tracks[0]!;
  const [a, b] = [track.indexOf(from), track.indexOf(pit)];
  return a >= 0 && b >= 0 && [2, track.length - 2].includes((b - a + track.length) % track.length);
}

/** A fixed pseudo-random sequence, so the same moves are played at every build. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Observed {
  capture: CaptureKind | null;
  relay: boolean;
  placed: boolean;
}

/** What a move's steps show: a capture's kind, whether a lap relayed, whether seeds came in from the hand. */
function observe(rules: Ruleset, steps: readonly Step[], seen: Observed): void {
  let lastEnd: number | null = null;
  for (const step of steps) {
    if (step.kind === 'relay') seen.relay = true;
    // Seeds from hand before sowing (Bao's namua); captured seeds put back to refill a row are not that.
    if (step.kind === 'place' && step.from !== 'captures') seen.placed = true;
    if (step.kind === 'lap-end') lastEnd = step.cell;
    if (step.kind === 'take') seen.capture = 'resown';
    if (step.kind === 'capture' && lastEnd !== null && seen.capture === null) {
      if (step.pit === lastEnd) seen.capture = 'count';
      else if (lastEnd >= 0 && rules.topology.facing[lastEnd] === step.pit) seen.capture = 'across';
      else if (lastEnd >= 0 && twoAlong(rules, lastEnd, step.pit)) seen.capture = 'beyond';
    }
  }
}

/** Plays seeded random games until the rules have shown how they capture, and whether they relay. */
function playouts(rules: Ruleset, games = 12, moves = 120): Observed {
  const seen: Observed = { capture: null, relay: false, placed: false };
  const random = lcg(12);
  for (let g = 0; g < games; g++) {
    let position: Position = rules.start();
    for (let m = 0; m < moves && position.toMove !== null; m++) {
      const legal = rules.legalMoves(position);
      if (legal.length === 0) break;
      const move = legal[Math.floor(random() * legal.length)]!;
      const played = playChoosing(rules, position, move, (options) => options[Math.floor(random() * options.length)]!);
      if (!played.ok) break;
      observe(rules, played.value.steps, seen);
      position = played.value.position;
    }
    // A single-lap game never shows a relay, so its games are all played; a relay game stops once seen.
    if (seen.capture !== null && seen.relay) break;
  }
  return seen;
}

function storeKind(rules: Ruleset): StoreKind {
  const stores = shapeOf(rules).stores;
  return stores === 'store' ? 'sown-into' : stores === 'took' ? 'captures-only' : stores === 'none' ? 'none' : 'in-hand';
}

/** Player counts: the `players` option's choices where the game has one (Oh-Wah-Ree), else the topology's. */
function playerCounts(id: VariantId, rules: Ruleset): number[] {
  const notes = variantDefinition(id).optionNotes as Record<string, { choices: readonly unknown[] }>;
  const choices = notes['players']?.choices.filter((c): c is number => typeof c === 'number');
  return choices && choices.length > 0 ? [...choices].sort((a, b) => a - b) : [rules.topology.players];
}

const cache = new Map<VariantId, GameFacts>();

export function factsOf(id: VariantId): GameFacts {
  const known = cache.get(id);
  if (known) return known;
  const created = createRuleset(id, {});
  if (!created.ok) throw new Error(`Variant ${id} has no ruleset under its default options: ${gameErrorText(created.error)}`);
  const rules = created.value;
  const { topology } = rules;
  const seen = playouts(rules);
  if (seen.capture === null) throw new Error(`No capture seen in ${id}'s random games: cannot tell how it captures.`);
  const start = rules.start();
  const facts: GameFacts = {
    variant: id,
    board: topology.kind,
    rows: topology.rows.filter((r) => !r.ends).length,
    pitsPerRow: topology.rows[0]!.pits.length,
    players: playerCounts(id, rules),
    stores: storeKind(rules),
    seeds: rules.totalSeeds,
    capture: seen.capture,
    relay: seen.relay,
    specialPits: shapeOf(rules).square.length,
    endPits: shapeOf(rules).ends?.length ?? 0,
    phases: seen.placed || start.stores.some((n) => n > 0) ? 2 : 1,
    endReasons: rules.endReasons,
  };
  cache.set(id, facts);
  return facts;
}
