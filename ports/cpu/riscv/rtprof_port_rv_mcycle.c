/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_rv_mcycle.c: the RISC-V cycle counter (mcycle, mcycleh) as rtprof's interval source. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof_riscv.h"

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
