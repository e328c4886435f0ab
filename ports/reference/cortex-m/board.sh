# SPDX-License-Identifier: Apache-2.0
# board.sh: the MPS2 boards (QEMU mps2-an385/an386) as ports/reference/build needs them; sourced,
# with root and board_dir set. Sets:
#   board_cflags        given to every source of the image: the CMSDK timers, TIMER1 (rtprof's
#                       interval source) and TIMER0 with its IRQ 8 (the scheduler's tick)
#   board_include       the include folders of the CPU port and the board
#   board_port SOURCE   prints the CPU port's sources for an interval source (CMSDK, SYSTICK, TICK)
#   board_adapter       the bare-metal scheduler's sources
#   board_sources       start-up, vectors and semihosting
#   board_link, board_libs   the link flags before and the libraries after the objects
#   board_label MACHINE  prints the board's name for the firmware's output
board_cflags="-DRTPROF_CM_CMSDK_TIMER_BASE=0x40001000u -DRTPROF_BM_CM_CMSDK_TIMER=0x40000000u -DRTPROF_BM_CM_CMSDK_IRQ=8u"
board_include="-I$root/ports/cpu/cortex-m -I$board_dir"
board_port() {
    printf '%s\n' "$root/ports/cpu/cortex-m/rtprof_port_cm_critical.c"
    case $1 in
        CMSDK) printf '%s\n' "$root/ports/cpu/cortex-m/rtprof_port_cm_cmsdk.c" ;;
        SYSTICK) printf '%s\n' "$root/ports/cpu/cortex-m/rtprof_port_cm_systick.c" ;;
        *) ;;
    esac
}
board_adapter="$root/ports/rtos/baremetal/rtprof_bm.c $root/ports/rtos/baremetal/rtprof_bm_cortex_m.c"
board_sources="$board_dir/startup.c $board_dir/vectors.c $board_dir/semihost_trap.c $root/ports/reference/app/semihost.c"
board_link="-nostartfiles --specs=nano.specs -T $board_dir/mps2.ld -Wl,--gc-sections"
board_libs="-lc -lgcc"
board_label() { printf '%s\n' "$1"; } # the board's name in the firmware's output, from QEMU's
