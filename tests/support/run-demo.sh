#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# run-demo.sh: run the host demo of one configuration as its CTest (RTPROF-DEMO-001/002). The
# configuration's task count comes from the generator's manifest: with five tasks or more the demo
# must pass (exit 0, its own check of the designed loads); with fewer it must refuse the
# configuration with exit status 2. Given the host tool and a folder, a configuration with the log
# also writes its dump there with the library's rtprof_dump_write (RTPROF-DUMP-004), and the tool's
# table of that dump must be the table the demo printed (RTPROF-HOST-002).
#
# Usage: sh tests/support/run-demo.sh DEMO MANIFEST [TOOL DIR]
# Exit status: 0 as expected, 1 otherwise, 2 bad usage or a manifest without the task count.
[ $# -eq 2 ] || [ $# -eq 4 ] || { echo "usage: sh tests/support/run-demo.sh DEMO MANIFEST [TOOL DIR]" >&2; exit 2; }
count=$(sed -n 's/^key\.RTPROF_PROCESS_COUNT=\([0-9][0-9]*\)$/\1/p' "$2")
[ -n "$count" ] || { echo "run-demo: $2 names no RTPROF_PROCESS_COUNT" >&2; exit 2; }
if [ $# -eq 4 ] && [ "$count" -ge 5 ]; then
    mkdir -p "$4" || exit 2
    rm -f "$4/demo.dump" "$4/demo.out" "$4/table.txt"
    "$1" "$4/demo.dump" > "$4/demo.out"
    status=$?
    cat "$4/demo.out"
else
    "$1"
    status=$?
fi
if [ "$count" -ge 5 ]; then
    [ "$status" -eq 0 ] || { echo "run-demo: the demo failed (exit status $status)"; exit 1; }
    if [ $# -eq 4 ]; then
        "$3" table "$4/demo.dump" > "$4/table.txt" || { echo "run-demo: $3 table refused the demo's dump"; exit 1; }
        # every line of the tool's table is a line the demo printed, the stack slack as '-' (the dump
        # does not hold it, spec/dump.md), and there is one per bucket at least
        sed -E 's/^([ 0-9]+[|][^|]*[|]) +[0-9]+ [|]/\1          - |/' "$4/demo.out" > "$4/demo-noslack.out"
        lines=$(wc -l < "$4/table.txt")
        [ "$lines" -gt "$count" ] || { echo "run-demo: the tool's table has $lines lines"; exit 1; }
        while IFS= read -r line; do
            grep -qxF -- "$line" "$4/demo-noslack.out" || { echo "run-demo: the tool's table line '$line' is not the demo's"; exit 1; }
        done < "$4/table.txt"
        echo "run-demo: the dump written by rtprof_dump_write: $(wc -c < "$4/demo.dump") bytes, its table ($lines lines) equal to the demo's"
    fi
else
    [ "$status" -eq 2 ] || { echo "run-demo: $count tasks: exit status $status, not the refusal 2"; exit 1; }
    echo "run-demo: $count tasks: refused as documented"
fi
exit 0
