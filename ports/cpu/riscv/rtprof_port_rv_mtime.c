/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_rv_mtime.c: the RISC-V machine timer (memory-mapped mtime) as rtprof's interval source. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof_riscv.h"

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
