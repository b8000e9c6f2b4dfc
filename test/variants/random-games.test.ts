import { describe, expect, it } from 'vitest';
import { timeOf } from './random-games.js';

describe("the random games' timing of a move", () => {
  it('counts the work a move does, not time the machine spent on something else', () => {
    // 30 ms off the CPU, as when another process has the cores: the clock counts it, CPU time does not.
    const paused = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30);
    expect(timeOf(paused)).toBeLessThan(10);
    // 30 ms of work is 30 ms whichever way it is timed.
    const busy = () => {
      const end = performance.now() + 30;
      while (performance.now() < end);
    };
    expect(timeOf(busy)).toBeGreaterThan(20);
  });

  it('times a quick move by the clock', () => {
    expect(timeOf(() => 0)).toBeLessThan(1);
  });
});
