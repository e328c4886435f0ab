# SPDX-License-Identifier: Apache-2.0
# board.sh: QEMU's virt board with an RV32 hart as ports/reference/build needs it; sourced, with root
# and board_dir set. Sets the same names as ports/reference/cortex-m/board.sh: board_cflags (the code
# model for RAM at 0x80000000, the addresses of mtime and the CLINT), board_include, board_port
# SOURCE (MTIME, MCYCLE, TICK), board_adapter, board_sources, board_link, board_libs (no C library:
# Debian ships none for this compiler) and board_label.
board_cflags="-mcmodel=medany -DRTPROF_RV_MTIME_ADDR=0x0200BFF8u -DRTPROF_BM_RV_CLINT=0x02000000u"
board_include="-I$root/ports/cpu/riscv -I$board_dir"
board_port() {
    printf '%s\n' "$root/ports/cpu/riscv/rtprof_port_rv_critical.c"
    case $1 in
        MTIME) printf '%s\n' "$root/ports/cpu/riscv/rtprof_port_rv_mtime.c" ;;
        MCYCLE) printf '%s\n' "$root/ports/cpu/riscv/rtprof_port_rv_mcycle.c" ;;
        *) ;;
    esac
}
board_adapter="$root/ports/rtos/baremetal/rtprof_bm.c $root/ports/rtos/baremetal/rtprof_bm_riscv.c"
board_sources="$board_dir/startup.c $board_dir/semihost_trap.c $root/ports/reference/app/semihost.c"
board_link="-nostdlib -nostartfiles -T $board_dir/virt.ld -Wl,--gc-sections -Wl,--no-warn-rwx-segments"
board_libs="-lgcc"
board_label() { printf 'qemu %s\n' "$1"; } # the board's name in the firmware's output, from QEMU's
