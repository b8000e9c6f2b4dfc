import { describe, expect, it } from 'vitest';
import { timeOf } from './random-games.js';

describe("the random games' timing of a move", () => {
  it('counts the work a move does, not time the machine spent on something else', () => {
    // 30 ms off the CPU, as when another process has the cores: the clock counts it, CPU time does not.
    const paused = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30);
    expect(timeOf(paused)).toBeLessThan(10);
    // 30 ms of work is 30 ms whichever way it is timed: counted in CPU time, since a spin counted by
    // the clock does less work when other processes share the cores.
    const busy = () => {
      const c0 = process.cpuUsage();
      for (let used = 0; used < 30_000;) {
        const { user, system } = process.cpuUsage(c0);
        used = user + system;
      }
    };
    expect(timeOf(busy)).toBeGreaterThan(20);
  });

  it('gives a quick move the few microseconds it takes', () => {
    expect(timeOf(() => 0)).toBeLessThan(10);
  });
});
