#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-bm-timer.sh: the Cortex-M bare-metal scheduler takes its tick timer from the firmware's build
# (RTPROF-PORT-009): without RTPROF_BM_CM_CMSDK_TIMER or RTPROF_BM_CM_CMSDK_IRQ, or with an interrupt
# number no Cortex-M has, it stops the build with an #error naming the define; with both it compiles
# for Cortex-M0 and Cortex-M3, and a different interrupt number gives different code.
#
# Usage: sh tests/ports/check-bm-timer.sh REPO-ROOT
# Exit status: 0 every case as expected, 1 otherwise, 2 bad usage or a missing compiler.
LC_ALL=C
export LC_ALL
[ $# -eq 1 ] && [ -f "$1/gen/rtprof-gen" ] || { echo "usage: sh tests/ports/check-bm-timer.sh REPO-ROOT" >&2; exit 2; }
root=$(cd "$1" && pwd)
command -v arm-none-eabi-gcc >/dev/null 2>&1 || { echo "check-bm-timer: arm-none-eabi-gcc not found" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/rtprof-check-bm-timer.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
sh "$root/gen/rtprof-gen" --config "$root/ports/reference/cortex-m/configs/fw_systick.rtprof" --out "$work/gen" || exit 2
passed=0
failed=0

# build CPU OUT DEFINE...: compile the scheduler for CPU into OUT, errors into OUT.err
build() {
    b_cpu=$1
    b_out=$2
    shift 2
    arm-none-eabi-gcc -mthumb -mcpu="$b_cpu" -O2 -std=c99 -I"$work/gen" -I"$root/lib/include" \
        -I"$root/ports/rtos/baremetal" -I"$root/ports/cpu/cortex-m" "$@" \
        -c "$root/ports/rtos/baremetal/rtprof_bm_cortex_m.c" -o "$b_out" 2> "$b_out.err"
}
# refused NAME MESSAGE DEFINE...: the build fails and its #error says MESSAGE
refused() {
    r_name=$1
    r_message=$2
    shift 2
    if build cortex-m3 "$work/$r_name.o" "$@"; then
        echo "FAIL $r_name: compiled"; failed=$((failed + 1))
    elif grep -q "#error \"$r_message" "$work/$r_name.o.err"; then
        echo "ok $r_name"; passed=$((passed + 1))
    else
        echo "FAIL $r_name: no #error \"$r_message...\": $(head -n 2 "$work/$r_name.o.err" | tr '\n' ' ')"
        failed=$((failed + 1))
    fi
}
refused no_defines "define RTPROF_BM_CM_CMSDK_TIMER"
refused no_irq "define RTPROF_BM_CM_CMSDK_IRQ" -DRTPROF_BM_CM_CMSDK_TIMER=0x40000000u
refused no_timer "define RTPROF_BM_CM_CMSDK_TIMER" -DRTPROF_BM_CM_CMSDK_IRQ=8u
refused irq_240 "RTPROF_BM_CM_CMSDK_IRQ: Cortex-M interrupt numbers are 0 to 239" \
    -DRTPROF_BM_CM_CMSDK_TIMER=0x40000000u -DRTPROF_BM_CM_CMSDK_IRQ=240u

for cpu in cortex-m0 cortex-m3; do
    for irq in 8u 239u 42u; do
        if build "$cpu" "$work/$cpu-$irq.o" -DRTPROF_BM_CM_CMSDK_TIMER=0x40000000u -DRTPROF_BM_CM_CMSDK_IRQ=$irq; then
            echo "ok compiles_${cpu}_irq_$irq"; passed=$((passed + 1))
        else
            echo "FAIL compiles_${cpu}_irq_$irq: $(head -n 2 "$work/$cpu-$irq.o.err" | tr '\n' ' ')"; failed=$((failed + 1))
        fi
    done
    if cmp -s "$work/$cpu-8u.o" "$work/$cpu-42u.o"; then
        echo "FAIL irq_used_$cpu: interrupts 8 and 42 give the same object"; failed=$((failed + 1))
    else
        echo "ok irq_used_$cpu"; passed=$((passed + 1))
    fi
done
echo "check-bm-timer: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
