#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-fit.sh: each timer source of ports/cpu compiles against the configurations it fits and
# stops the build of every other one with a message that names the source and the configuration
# (RTPROF-PORT-008). The expected verdicts are written out below from the hardware: SysTick counts
# down over 24 bits and is also the tick set-up, DWT CYCCNT counts up over 32, the CMSDK timer down
# over 32, mcycle and mtime up over 64; a timer's low bits count the same way, so a narrower timer of
# the same direction fits; a user-interval configuration accepts every source. Each refusal's #error
# names the configuration's value that does not fit (RTPROF_TIMER_DIR, RTPROF_TIMER_BITS or
# RTPROF_INTERVAL). DWT CYCCNT is refused on the cores that have none (RTPROF-PORT-010).
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
# the configuration's value a refusal of SOURCE against CONFIG names: the interval kind of a tick
# configuration, else its direction when the source counts the other way, else its width
reason() { # reason SOURCE CONFIG
    case $2 in
        ticks) echo "RTPROF_INTERVAL=tick"; return ;;
        down*) r_dir=down ;;
        up*) r_dir=up ;;
    esac
    case $1 in
        *systick*|*cmsdk*) r_src=down ;;
        *) r_src=up ;;
    esac
    if [ "$r_dir" != "$r_src" ]; then
        echo "RTPROF_TIMER_DIR=$r_dir"
    else
        echo "RTPROF_TIMER_BITS=${2#"$r_dir"}"
    fi
}
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
        # the #error names the value of the configuration that does not fit
        if grep "error: #error" "$work/log" | grep -q -F "$(reason "$1" "$2")"; then
            echo "ok   $1 refuses $2: $(grep -m 1 -o '#error ".*' "$work/log" | cut -c 9-160)..."
        else
            echo "FAIL $1 against $2: the #error does not name $(reason "$1" "$2"): $(grep -m 1 -o '#error ".*' "$work/log")"
            failed=$((failed + 1))
        fi
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

# DWT CYCCNT exists on ARMv7-M and ARMv8-M Mainline only (RTPROF-PORT-010): on ARMv6-M and ARMv8-M
# Baseline the source stops the build with an #error naming the missing counter, even against a
# configuration it fits; on the others it compiles.
for cpu in cortex-m0 cortex-m0plus cortex-m1 cortex-m23 cortex-m3 cortex-m4 cortex-m7 cortex-m33; do
    arm-none-eabi-gcc -mthumb -mcpu=$cpu -std=c99 -Wall -Wextra -Wundef -Werror -I"$work/up32" -I"$root/lib/include" \
        -I"$root/ports/cpu/cortex-m" -c "$root/ports/cpu/cortex-m/rtprof_port_cm_dwt.c" -o "$work/x.o" > "$work/log" 2>&1
    status=$?
    case $cpu in
        cortex-m0|cortex-m0plus|cortex-m1|cortex-m23) want=no ;;
        *) want=yes ;;
    esac
    if [ $want = yes ]; then
        if [ $status -eq 0 ] && [ ! -s "$work/log" ]; then
            echo "ok   cortex-m/rtprof_port_cm_dwt.c compiles for $cpu"
        else
            echo "FAIL cortex-m/rtprof_port_cm_dwt.c should compile for $cpu: $(head -n 3 "$work/log")"; failed=$((failed + 1))
        fi
    elif [ $status -eq 0 ]; then
        echo "FAIL cortex-m/rtprof_port_cm_dwt.c compiled for $cpu, which has no CYCCNT"; failed=$((failed + 1))
    elif grep -q 'error: #error "rtprof_port_cm_dwt.c (DWT CYCCNT) needs ARMv7-M' "$work/log"; then
        echo "ok   cortex-m/rtprof_port_cm_dwt.c refuses $cpu: $(grep -m 1 -o '#error ".*' "$work/log" | cut -c 9-120)..."
    else
        echo "FAIL cortex-m/rtprof_port_cm_dwt.c for $cpu: no #error naming the missing CYCCNT: $(head -n 3 "$work/log")"
        failed=$((failed + 1))
    fi
done
echo "check-fit: $failed unexpected verdicts"
[ "$failed" -eq 0 ]
