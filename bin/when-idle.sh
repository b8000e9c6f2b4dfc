#!/bin/sh
# Runs a command on the time the processors would otherwise spend idle: Linux's SCHED_IDLE policy
# (chrt --idle), which every process the command starts inherits, on the last processor only
# (taskset). npm test runs the unit tests, lint and type checks this way beside the build and the
# browser tests, which wait on each other's round trips and leave a core idle a fifth of the time: the
# checks fill those gaps instead of competing with the build. One processor, not all: a processor busy
# even with idle work is slow to hand over to a thread woken by a message (a round trip between two
# threads took 98-153 µs with both processors running idle work against 38-39 µs with none, and 41-45
# µs with one running it, 2026-11-29), and the browser tests are round trips. Where chrt is missing
# (not Linux), the command runs as usual; so it does under `npm run test:full` (TEST_FULL=1), whose
# sweep keeps both cores busy for minutes on end: there the solver's two-thread test waited past its
# 120 s timeout (2026-11-29).
if [ "${TEST_FULL:-}" != 1 ] && command -v chrt >/dev/null 2>&1; then
  # The processors this process may use, as taskset lists them ("0-1", "0,2-3"), and the last of them.
  cpus=$(taskset -cp $$ 2>/dev/null | sed 's/.*: //')
  last=${cpus##*[,-]}
  if [ -n "$cpus" ] && [ "$cpus" != "$last" ]; then exec taskset -c "$last" chrt --idle 0 "$@"; fi
  exec chrt --idle 0 "$@"
fi
exec "$@"
