#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-fit.sh: each timer source of ports/cpu compiles against the configurations it fits and
# stops the build of every other one with a message that names the source and the configuration
# (RTPROF-PORT-008). The expected verdicts are written out below from the hardware: SysTick counts
# down over 24 bits and is also the tick set-up, DWT CYCCNT counts up over 32, the CMSDK timer down
# over 32, mcycle and mtime up over 64; a timer's low bits count the same way, so a narrower timer of
# the same direction fits; a user-interval configuration accepts every source.
#
# Usage: sh tests/ports/check-fit.sh REPO-ROOT
# Exit status: 0 every verdict as expected, 1 otherwise, 2 bad usage or a missing compiler.
LC_ALL=C
export LC_ALL
[ $# -eq 1 ] && [ -f "$1/gen/rtprof-gen" ] || { echo "usage: sh tests/ports/check-fit.sh REPO-ROOT" >&2; exit 2; }
root=$(cd "$1" && pwd)
for cc in arm-none-eabi-gcc riscv64-unknown-elf-gcc; do
    command -v $cc >/dev/null 2>&1 || { echo "check-fit: $cc not found" >&2; exit 2; }
done
# the compilers of a Cortex-M3 and an RV32 with the reference boards' settings (the timers' addresses)
cc_cortex_m=$(sh "$root/ports/reference/board-cc" cortex-m3) || exit 2
cc_riscv=$(sh "$root/ports/reference/board-cc" rv32imac) || exit 2
work=$(mktemp -d "${TMPDIR:-/tmp}/rtprof-check-fit.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT

# name and configuration text of each case
cfg() { # cfg NAME INTERVAL [BITS DIR]
    {
        echo "RTPROF_NAME=$1"
        echo "RTPROF_PROCESS_COUNT=4"
        echo "RTPROF_COUNTER_BITS=64"
        echo "RTPROF_RESULT=int"
        echo "RTPROF_ROUNDING=floor"
        echo "RTPROF_INTERVAL=$2"
        [ -z "${3:-}" ] || { echo "RTPROF_TIMER_BITS=$3"; echo "RTPROF_TIMER_DIR=$4"; }
        echo "RTPROF_TIMER_HZ=1000000"
        echo "RTPROF_WINDOW_MS=1000"
    } > "$work/$1.rtprof"
    sh "$root/gen/rtprof-gen" --config "$work/$1.rtprof" --out "$work/$1" > /dev/null || { echo "check-fit: $1 does not generate"; exit 1; }
}
cfg down16 timer 16 down
cfg down24 timer 24 down
cfg down32 timer 32 down
cfg up24 timer 24 up
cfg up32 timer 32 up
cfg up64 timer 64 up
cfg ticks tick
cfg units user

failed=0
# check SOURCE CONFIG yes|no
check() {
    c_src=$root/ports/cpu/$1
    case $1 in
        cortex-m/*) cc=$cc_cortex_m ;;
        riscv/*) cc=$cc_riscv ;;
    esac
    # shellcheck disable=SC2086 # flag lists
    $cc -std=c99 -Wall -Wextra -Wundef -Werror -I"$work/$2" -I"$root/lib/include" -I"$(dirname "$c_src")" \
        -c "$c_src" -o "$work/x.o" > "$work/log" 2>&1
    status=$?
    if [ "$3" = yes ]; then
        if [ $status -eq 0 ] && [ ! -s "$work/log" ]; then
            echo "ok   $1 fits $2"
        else
            echo "FAIL $1 should fit $2: $(head -n 3 "$work/log")"; failed=$((failed + 1))
        fi
    elif [ $status -eq 0 ]; then
        echo "FAIL $1 compiled against $2, which it does not fit"; failed=$((failed + 1))
    elif grep -q "rtprof configuration $2" "$work/log" && grep -q "error: #error \"$(basename "$1")" "$work/log"; then
        echo "ok   $1 refuses $2: $(grep -m 1 -o '#error ".*' "$work/log" | cut -c 9-120)..."
    else
        echo "FAIL $1 against $2: the message does not name both: $(head -n 4 "$work/log")"; failed=$((failed + 1))
    fi
}
#                                  down16 down24 down32 up24 up32 up64 ticks units
set -- cortex-m/rtprof_port_cm_systick.c yes    yes    no     no   no   no   yes   yes \
       cortex-m/rtprof_port_cm_dwt.c     no     no     no     yes  yes  no   no    yes \
       cortex-m/rtprof_port_cm_cmsdk.c   yes    yes    yes    no   no   no   no    yes \
       riscv/rtprof_port_rv_mcycle.c     no     no     no     yes  yes  yes  no    yes \
       riscv/rtprof_port_rv_mtime.c      no     no     no     yes  yes  yes  no    yes
while [ $# -gt 0 ]; do
    src=$1; shift
    for c in down16 down24 down32 up24 up32 up64 ticks units; do
        check "$src" "$c" "$1"
        shift
    done
done
echo "check-fit: $failed unexpected verdicts"
[ "$failed" -eq 0 ]
