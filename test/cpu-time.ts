/**
 * How long work takes on the processor, for a test's "quickly": a stopwatch started now, read in ms.
 * The clock would also count the time the machine gave to other work: npm test runs the unit tests
 * beside the build and the browser tests, on idle time only (bin/when-idle.sh), and at a lower priority
 * than those, reading a 1 MB record took 1.1 s by the clock against a limit of 1 s (2026-11-29). A process's
 * processor time counts all its threads (the garbage collector's too), so it can run a little ahead
 * of the clock on an idle machine; the limits tested are many times the work.
 */
export function cpuStopwatch(): () => number {
  const start = process.cpuUsage();
  return () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  };
}
