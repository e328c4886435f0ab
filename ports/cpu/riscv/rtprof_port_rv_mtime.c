/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_rv_mtime.c: the RISC-V machine timer (memory-mapped mtime) as rtprof's interval source. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof.h"
#include "rtprof_riscv.h"

/* RTPROF-PORT-008: the configurations this source fits, checked when it is compiled: a timer
 * configuration whose timer counts up, of any width (the low bits of mtime count up too); a
 * user-interval configuration may read it in its own rtprof_port_interval. Any other configuration
 * stops the build with its name and the reason. */
#if RTPROF_INTERVAL_TIMER
#if RTPROF_TIMER_DOWN != 0
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_rv_mtime.c (mtime: 64 bits, counting up) does not fit this configuration's RTPROF_TIMER_DIR=down: generate it with RTPROF_TIMER_DIR=up, or link the port of its timer"
#endif
#elif RTPROF_INTERVAL_TICK
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_rv_mtime.c (mtime) is a timer source; this configuration samples on a tick (RTPROF_INTERVAL=tick) and reads no timer: link the tick source's port, or generate with RTPROF_INTERVAL=timer"
#endif

#ifndef RTPROF_RV_MTIME_ADDR
#error "define RTPROF_RV_MTIME_ADDR, the address of mtime (QEMU virt and SiFive CLINT: 0x0200BFF8u)"
#endif

/* The two halves of mtime. */
static inline volatile const uint32_t *rtprof_rv_mtime(uint32_t offset)
{
    return (volatile const uint32_t *)(RTPROF_RV_MTIME_ADDR + offset); /* RTPROF-DEV-019 */
}

/* mtime modulo 2^32 (RTPROF-PORT-002). */
uint32_t rtprof_port_timer_read32(void)
{
    return *rtprof_rv_mtime(0u);
}

/* mtime, 64 bits, high half re-read until stable across the low read (RTPROF-PORT-002). */
uint64_t rtprof_port_timer_read64(void)
{
    uint32_t high;
    uint32_t low;

    do
    {
        high = *rtprof_rv_mtime(4u);
        low = *rtprof_rv_mtime(0u);
    } while (high != *rtprof_rv_mtime(4u));
    return ((uint64_t)high << 32) | (uint64_t)low;
}
