#!/bin/sh
# Runs a command on the time the processors would otherwise spend idle: Linux's SCHED_IDLE policy
# (chrt --idle), which every process the command starts inherits. npm test runs the unit tests, lint
# and type checks this way beside the build and the browser tests, which wait on each other's round
# trips and leave a core idle a fifth of the time: the checks fill those gaps instead of competing
# with the build. Where chrt is missing (not Linux), the command runs as usual; so it does under
# `npm run test:full` (TEST_FULL=1), whose sweep keeps both cores busy for minutes on end: there the
# solver's two-thread test waited past its 120 s timeout (2026-11-29).
if [ "${TEST_FULL:-}" != 1 ] && command -v chrt >/dev/null 2>&1; then exec chrt --idle 0 "$@"; fi
exec "$@"
