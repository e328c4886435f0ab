#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-gprof-qemu.sh: the function profile on a Cortex-M or RV32 target, read by arm-none-eabi-gprof
# or riscv64-unknown-elf-gprof (RTPROF-PROF-004..006).
#
# Usage: sh tests/prof/check-gprof-qemu.sh ROOT RTPROF-TOOL WORK-DIR [TARGET]
# TARGET: cortex-m3 (default), cortex-m0 (ARMv6-M code, run on the Cortex-M3 board) or rv32imac.
# The firmware (tests/prof/tasks.c and tests/prof/<cortex-m|riscv>/main.c) runs the functions of
# designed cost (tests/prof/designed.c) in two tasks of the bare-metal scheduler
# (ports/rtos/baremetal), time-sliced on a schedule of four slots: heavy-task, three slots, calls
# work_heavy() once, which calls heavy() ROUNDS times; light-task, one slot, calls work_light() once,
# which calls light() ROUNDS times; heavy() does three times the work of light(). The tasks are
# switched while the profile samples: on Cortex-M CMSDK TIMER0 ticks the slots, PendSV switches the
# tasks, which run on the process stack, and SysTick at 10 kHz samples the PC from the exception frame
# on the stack EXC_RETURN names (the process stack for a task); on RV32 the machine timer at 10 kHz
# ticks the slots and samples mepc in the firmware's trap entry before the scheduler's.
# Builds the firmware, the reference board's start-up files and the port's shims with -pg
# -fno-optimize-sibling-calls (ports/cpu/cortex-m/rtprof_prof_cm.S: __gnu_mcount_nc and the SysTick
# sampling handler; ports/cpu/riscv/rtprof_prof_rv.c: _mcount and the mepc sampling helper), the
# scheduler without (it is not the code profiled), the library of
# tests/prof/pf_n2_b16384_w32_a256_host.rtprof (two tasks) with gen/rtprof-build (which leaves -pg
# out); runs it twice in QEMU (mps2-an385, virt) under -icount shift=0,align=off,sleep=off (with sleep
# on, virt's timer drifts with the host between runs); decodes each dump with `rtprof gmon` and checks
# what gprof prints:
#   - -C and -q: heavy called ROUNDS times from work_heavy, light ROUNDS times from work_light (10000
#     on Cortex-M, 3000 on RV32), work_heavy and work_light once each: exact;
#   - -p: heavy's share of heavy + light the designed 75 % within the 95 % bound `rtprof info` prints;
#   - the two runs' gmon.out files byte-identical (the run is deterministic under -icount);
#   - gdb's dump of a third run halted at the firmware's exit (tools/rtprof.gdb) equals the
#     firmware's own, byte for byte;
#   - `rtprof table` prints, after the CPU-load table, the profile's summary `rtprof info` prints.
# Exit status 0 when every check passes, 1 otherwise.
set -u
root=$1
tool=$2
work=$3
target=${4:-cortex-m3}
LC_ALL=C
export LC_ALL
fail() { echo "FAIL: check-gprof-qemu ($target): $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" || exit 1
cd "$work" || exit 1
cc=$(sh "$root/gen/rtprof-build" --cc "$target") || fail "no compiler for $target"
ld=$(sh "$root/gen/rtprof-build" --ld "$target")
prof_flags="-pg -fno-optimize-sibling-calls"
case $target in
    rv32imac)
        board=$root/ports/reference/riscv
        board_cflags=-mcmodel=medany
        hook=_mcount
        sources="$root/tests/prof/riscv/main.c $root/tests/prof/tasks.c $root/tests/prof/designed.c $board/startup.c $board/semihost_trap.c
                 $root/ports/reference/app/semihost.c $root/ports/cpu/riscv/rtprof_port_rv_critical.c $root/ports/cpu/riscv/rtprof_prof_rv.c"
        scheduler="$root/ports/rtos/baremetal/rtprof_bm.c $root/ports/rtos/baremetal/rtprof_bm_riscv.c"
        scheduler_cflags=-DRTPROF_BM_RV_CLINT=0x02000000u
        inc_port="-I $root/ports/cpu/riscv -I $root/ports/rtos/baremetal"
        # the data on pages of their own, after 64 KiB of code: QEMU translates the code of a page
        # again after each store into that page, so data written in the loops on the code's last page
        # (a layout virt.ld allows) slows the run down many times over
        link="-nostdlib -nostartfiles -T $board/virt.ld -Wl,--section-start=.data=0x80010000 -Wl,--gc-sections -Wl,--no-warn-rwx-segments"
        libs=-lgcc
        qemu="qemu-system-riscv32 -M virt -bios none"
        gprof=riscv64-unknown-elf-gprof
        nm=riscv64-unknown-elf-nm
        rounds=3000 ;;
    *)
        board=$root/ports/reference/cortex-m
        board_cflags=
        hook=__gnu_mcount_nc
        sources="$root/tests/prof/cortex-m/main.c $root/tests/prof/tasks.c $root/tests/prof/designed.c $board/startup.c $board/semihost_trap.c
                 $root/ports/reference/app/semihost.c $root/ports/cpu/cortex-m/rtprof_port_cm_critical.c $root/ports/cpu/cortex-m/rtprof_prof_cm.S"
        scheduler="$root/ports/rtos/baremetal/rtprof_bm.c $root/ports/rtos/baremetal/rtprof_bm_cortex_m.c"
        scheduler_cflags="-DRTPROF_BM_CM_CMSDK_TIMER=0x40000000u -DRTPROF_BM_CM_CMSDK_IRQ=8u" # TIMER0, IRQ 8
        inc_port="-I $root/ports/cpu/cortex-m -I $root/ports/rtos/baremetal"
        link="-nostartfiles --specs=nano.specs -T $board/mps2.ld -Wl,--gc-sections"
        libs="-lc -lgcc"
        qemu="qemu-system-arm -M mps2-an385"
        gprof=arm-none-eabi-gprof
        nm=arm-none-eabi-nm
        rounds=10000 ;;
esac
lib=$(sh "$root/gen/rtprof-build" --config "$root/tests/prof/pf_n2_b16384_w32_a256_host.rtprof" --target "$target" \
    --out lib --opt -O2 --cflags "$board_cflags $prof_flags") || fail "the library did not build"
# shellcheck disable=SC2086 # one word per object
if $nm $lib | grep -q "$hook"; then
    fail "the library calls $hook: it was instrumented"
fi
inc="-I lib/gen -I $root/lib/include $inc_port -I $root/ports/reference/app -I $root/tests/prof -DPROF_UNIT=1000u -DPROF_ROUNDS=${rounds}u"
objs=
# compile FLAGS SOURCE...: each source with the board's flags and FLAGS, its object added to objs
compile() {
    flags=$1
    shift
    for src in "$@"; do
        obj=$(basename "$src").o
        # shellcheck disable=SC2086 # one word per flag
        $cc -std=c99 -O2 -g -ffunction-sections -fdata-sections $board_cflags $flags $inc -c "$src" -o "$obj" ||
            fail "cannot compile $src"
        objs="$objs $obj"
    done
}
# shellcheck disable=SC2086 # one word per source
compile "$prof_flags" $sources
# shellcheck disable=SC2086 # one word per source
compile "$scheduler_cflags" $scheduler
# shellcheck disable=SC2086 # one word per object or flag
$ld $link $objs $lib -o prof.elf $libs || fail "cannot link prof.elf"
for run in 1 2; do
    mkdir -p "run$run"
    # shellcheck disable=SC2086 # the emulator and its board
    (cd "run$run" && ulimit -t 300 && exec $qemu -nographic -monitor none -serial none \
        -semihosting-config enable=on,target=native -icount shift=0,align=off,sleep=off -kernel ../prof.elf) > "run$run/output.txt" 2>&1 ||
        fail "run $run: QEMU exited with $?: $(cat "run$run/output.txt")"
    "$tool" gmon "run$run/prof.dump" "run$run/gmon.out" || fail "run $run: rtprof gmon failed"
done
cat run1/output.txt
# a third run halted at the firmware's exit, after it wrote its dump: gdb-multiarch, on QEMU's stub on
# the loopback interface only, writes the dump with tools/rtprof.gdb: the same bytes
command -v gdb-multiarch > /dev/null 2>&1 || fail "gdb-multiarch not found (Debian: apt-get install gdb-multiarch)"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p gdb
# shellcheck disable=SC2086 # the emulator and its board
(cd gdb && ulimit -t 300 && exec $qemu -nographic -monitor none -serial none -semihosting-config enable=on,target=native \
    -icount shift=0,align=off,sleep=off -kernel ../prof.elf -gdb "tcp:127.0.0.1:$port" -S) > gdb/qemu.txt 2>&1 &
qemu_pid=$!
(ulimit -t 300 && gdb-multiarch -batch -nx -ex "set confirm off" -ex "target remote 127.0.0.1:$port" \
    -ex "source $root/tools/rtprof.gdb" -ex "break rtprof_fw_exit" -ex "continue" -ex "rtprof-dump gdb/gdb.dump" -ex "kill" \
    prof.elf) > gdb/gdb.txt 2>&1
kill "$qemu_pid" 2> /dev/null
wait "$qemu_pid" 2> /dev/null
cmp -s gdb/gdb.dump gdb/prof.dump || fail "gdb's dump is not the firmware's own: $(tail -n 5 gdb/gdb.txt)"
echo "check-gprof-qemu: gdb's dump of the halted firmware equals the firmware's own ($(wc -c < gdb/gdb.dump) bytes)"
"$tool" info run1/prof.dump > info.txt || fail "rtprof info: $(cat info.txt)"
cat info.txt
if cmp -s run1/gmon.out run2/gmon.out; then
    echo "check-gprof-qemu: the two runs' gmon.out are byte-identical ($(wc -c < run1/gmon.out) bytes)"
else
    fail "the two runs under -icount gave different gmon.out files"
fi
$gprof -C prof.elf run1/gmon.out > counts.txt 2>&1 || fail "gprof -C: $(cat counts.txt)"
cat counts.txt
grep -q "(heavy:0x[0-9a-f]*) $rounds executions" counts.txt || fail "gprof -C: heavy not $rounds executions"
grep -q "(light:0x[0-9a-f]*) $rounds executions" counts.txt || fail "gprof -C: light not $rounds executions"
grep -q '(work_heavy:0x[0-9a-f]*) 1 executions' counts.txt || fail "gprof -C: work_heavy not 1 execution"
grep -q '(work_light:0x[0-9a-f]*) 1 executions' counts.txt || fail "gprof -C: work_light not 1 execution"
$gprof -b -q prof.elf run1/gmon.out > graph.txt 2>&1 || fail "gprof -q: $(cat graph.txt)"
# calls CALLER CALLEE: in CALLER's entry of the call graph, CALLEE called ROUNDS/ROUNDS times
calls() {
    awk -v caller="$1" -v callee="$2" -v n="$rounds/$rounds" '/^\[[0-9]+\]/ {c = ($0 ~ (" " caller " \\["))} /^-+$/ {c = 0}
         c && $3 == n && $4 == callee {found = 1} END {exit !found}' graph.txt ||
        fail "gprof -q: $1 does not call $2 $rounds/$rounds times: $(cat graph.txt)"
}
calls work_heavy heavy
calls work_light light
$gprof -b -p prof.elf run1/gmon.out > flat.txt 2>&1 || fail "gprof -p: $(cat flat.txt)"
cat flat.txt
bound=$(sed -n 's/^accuracy: each share within +-\([0-9.]*\) percentage points.*/\1/p' info.txt)
[ -n "$bound" ] || fail "rtprof info printed no accuracy"
awk -v bound="$bound" '$NF == "heavy" {h = $1} $NF == "light" {l = $1}
    END {
        if (h + l == 0) { print "no samples in heavy or light"; exit 1 }
        share = 100 * h / (h + l)
        printf "check-gprof-qemu: heavy %.2f %% of heavy + light, designed 75 %%, bound +-%s\n", share, bound
        exit !(share >= 75 - bound && share <= 75 + bound)
    }' flat.txt || fail "gprof -p: heavy's share is not 75 % within the bound"
# rtprof table: the CPU-load table, then the same profile summary as rtprof info
"$tool" table run1/prof.dump > table.txt || fail "rtprof table: $(cat table.txt)"
cat table.txt
sed -n '/^profile: /,$p' info.txt > info-profile.txt
[ -s info-profile.txt ] || fail "rtprof info printed no profile"
tail -n "$(wc -l < info-profile.txt)" table.txt | cmp -s - info-profile.txt ||
    fail "rtprof table does not end with the profile summary rtprof info prints"
echo "check-gprof-qemu ($target): ok"
