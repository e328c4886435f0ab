/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_rv_mcycle.c: the RISC-V cycle counter (mcycle, mcycleh) as rtprof's interval source. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof.h"
#include "rtprof_riscv.h"

/* RTPROF-PORT-008: the configurations this source fits, checked when it is compiled: a timer
 * configuration whose timer counts up, of any width (the low bits of mcycle count up too); a
 * user-interval configuration may read it in its own rtprof_port_interval. Any other configuration
 * stops the build with its name and the reason. */
#if RTPROF_INTERVAL_TIMER
#if RTPROF_TIMER_DOWN != 0
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_rv_mcycle.c (mcycle: 64 bits, counting up) does not fit this configuration's RTPROF_TIMER_DIR=down: generate it with RTPROF_TIMER_DIR=up, or link the port of its timer"
#endif
#elif RTPROF_INTERVAL_TICK
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_rv_mcycle.c (mcycle) is a timer source; this configuration samples on a tick (RTPROF_INTERVAL=tick) and reads no timer: link the tick source's port, or generate with RTPROF_INTERVAL=timer"
#endif

/* Cycles modulo 2^32 (RTPROF-PORT-002). */
uint32_t rtprof_port_timer_read32(void)
{
    uint32_t low = 0u;

    __asm__ volatile("csrr %0, mcycle" : "=r"(low)); /* RTPROF-DEV-018 */
    return low;
}

/* Cycles, 64 bits: the high half read again until it did not change across the low read, so a
 * carry between the two reads cannot tear the value (RTPROF-PORT-002). */
uint64_t rtprof_port_timer_read64(void)
{
    /* initialised for the analysers, which do not read assembly outputs */
    uint32_t high = 0u;
    uint32_t low = 0u;
    uint32_t again = 0u;

    do
    {
        __asm__ volatile("csrr %0, mcycleh\n\t"
                         "csrr %1, mcycle\n\t"
                         "csrr %2, mcycleh" : "=r"(high), "=r"(low), "=r"(again)); /* RTPROF-DEV-018 */
    } while (high != again);
    return ((uint64_t)high << 32) | (uint64_t)low;
}
