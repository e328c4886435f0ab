#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-gprof-arcs-full.sh: the function profile's arc table filled past its size, end to end on the
# host (RTPROF-PROF-005, RTPROF-PROF-006).
#
# Usage: sh tests/prof/check-gprof-arcs-full.sh ROOT RTPROF-TOOL WORK-DIR
# Builds tests/prof/arcs_full.c with -finstrument-functions against the library of
# tests/prof/pf_n1_b16_w32_a8_float_user.rtprof (8 arc slots, every one probed), runs it (13 arcs,
# 79 calls), and checks:
#   - `rtprof info`: 79 calls, 8 arcs held, 50 calls lost (leaf 7..11's 8 + 9 + 10 + 11 + 12), and
#     its warning that the call graph misses them;
#   - `rtprof gmon` writes a gmon.out that gprof reads: `gprof -i` 8 call-graph records, `gprof -C`
#     leaf k executed exactly k + 1 times for the arcs held (k = 0..6), leaf 7..11 with no count.
# Exit status 0 when every check passes, 1 otherwise.
set -u
root=$1
tool=$2
work=$3
LC_ALL=C
export LC_ALL
fail() { echo "FAIL: check-gprof-arcs-full: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" || exit 1
cd "$work" || exit 1
. "$root/tests/prof/host-build.sh"
# arcs_full.c at -O0: each loop keeps its one call site (an optimiser may unroll a short loop into
# several, each an arc of its own)
prof_host_build "$root" "$root/tests/prof/pf_n1_b16_w32_a8_float_user.rtprof" arcs_full -O0 "$root/tests/prof/arcs_full.c" ||
    fail "arcs_full was not built (above)"
./arcs_full profile.dump || fail "arcs_full failed"
"$tool" info profile.dump > info.txt || fail "rtprof info: $(cat info.txt)"
cat info.txt
grep -q '^arcs: 79 calls, 8 arcs held, 50 calls lost (no slot)$' info.txt || fail "rtprof info: not 79 calls, 8 held, 50 lost"
grep -q '^warning: 50 calls found no arc slot' info.txt || fail "rtprof info: no warning of the calls lost"
"$tool" gmon profile.dump gmon.out || fail "rtprof gmon failed"
gprof -i arcs_full gmon.out > records.txt 2>&1 || fail "gprof -i: $(cat records.txt)"
grep -q '8 call-graph records' records.txt || fail "gprof -i: $(cat records.txt)"
gprof -C arcs_full gmon.out > counts.txt 2>&1 || fail "gprof -C: $(cat counts.txt)"
cat counts.txt
k=0
while [ $k -le 11 ]; do
    if [ $k -le 6 ]; then
        grep -q "(leaf$k:0x[0-9a-f]*) $((k + 1)) executions" counts.txt || fail "gprof -C: leaf$k not $((k + 1)) executions"
    elif grep -q "(leaf$k:0x[0-9a-f]*) [1-9][0-9]* executions" counts.txt; then
        fail "gprof -C: leaf$k has a count, but its arc found no slot"
    fi
    k=$((k + 1))
done
echo "check-gprof-arcs-full: ok"
