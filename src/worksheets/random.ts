/** The worksheet's dice: a seed printed on the sheet gives the same sheet again. */
import type { Rng } from '../engine/fast/random.js';
import { xorshift32 } from '../engine/fast/random.js';

export type { Rng };

/** The largest seed a sheet takes: seeds are 32-bit, so every one gives its own stream. */
export const MAX_SEED = 4294967295;

/**
 * A generator from a sheet's seed. The seed is scrambled first (a 32-bit finalizer) because
 * xorshift's first draws from small seeds such as 7 are small numbers, and neighbouring seeds would
 * start alike.
 */
export function seededRng(seed: number): Rng {
  let h = seed >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return xorshift32(h);
}

/** The items in an order fixed by the dice (Fisher-Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
