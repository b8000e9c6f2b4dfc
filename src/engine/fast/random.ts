/** A small fast PRNG (xorshift32) for playouts: seeded, so benchmark runs repeat exactly. */
export interface Rng {
  /** A whole number in [0, n). */
  below(n: number): number;
}

export function xorshift32(seed: number): Rng {
  let s = seed | 0 || 0x9e3779b9;
  return {
    below(n: number): number {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      // Multiply-shift instead of %: an integer division costs more than the rest of a fast-path move.
      return (((s >>> 0) * n) / 4294967296) | 0;
    },
  };
}
