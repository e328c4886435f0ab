#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# run-demo.sh: run the host demo of one configuration as its CTest (RTPROF-DEMO-001/002). The
# configuration's task count comes from the generator's manifest: with five tasks or more the demo
# must pass (exit 0, its own check of the designed loads); with fewer it must refuse the
# configuration with exit status 2.
#
# Usage: sh tests/support/run-demo.sh DEMO MANIFEST
# Exit status: 0 as expected, 1 otherwise, 2 bad usage or a manifest without the task count.
[ $# -eq 2 ] || { echo "usage: sh tests/support/run-demo.sh DEMO MANIFEST" >&2; exit 2; }
count=$(sed -n 's/^key\.RTPROF_PROCESS_COUNT=\([0-9][0-9]*\)$/\1/p' "$2")
[ -n "$count" ] || { echo "run-demo: $2 names no RTPROF_PROCESS_COUNT" >&2; exit 2; }
"$1"
status=$?
if [ "$count" -ge 5 ]; then
    [ "$status" -eq 0 ] || { echo "run-demo: the demo failed (exit status $status)"; exit 1; }
else
    [ "$status" -eq 2 ] || { echo "run-demo: $count tasks: exit status $status, not the refusal 2"; exit 1; }
    echo "run-demo: $count tasks: refused as documented"
fi
exit 0
