/* SPDX-License-Identifier: Apache-2.0 */
/* target.c: the MPS2 (Cortex-M) part of the reference firmware: interval source and tick source. */
#include "target.h"
#include "rtprof_cortex_m.h"
#include "rtprof_bm_cortex_m.h"
#include "rtprof_port.h"
#include "semihost.h"

static uint32_t fw_primask(void)
{
    uint32_t value;

    __asm__ volatile("mrs %0, primask" : "=r"(value) : : "memory");
    return value & 1u;
}

/* RTPROF-PORT-001 on the target: nested sections keep interrupts masked until the outermost exit,
 * which restores PRIMASK as it was; a section entered with interrupts already masked leaves them
 * masked. */
uint32_t rtprof_fw_target_check(void)
{
    uint32_t outer;
    uint32_t inner;
    uint32_t seen = 0u;

    outer = rtprof_port_critical_enter();
    inner = rtprof_port_critical_enter();
    seen |= fw_primask() << 0;
    rtprof_port_critical_exit(inner);
    seen |= fw_primask() << 1;
    rtprof_port_critical_exit(outer);
    seen |= (1u - fw_primask()) << 2;
    __asm__ volatile("cpsid i" : : : "memory");
    inner = rtprof_port_critical_enter();
    rtprof_port_critical_exit(inner);
    seen |= fw_primask() << 3;
    __asm__ volatile("cpsie i" : : : "memory");
    seen |= (1u - fw_primask()) << 4;
    rtprof_fw_puts((seen == 0x1Fu) ? "port check: critical section nests and restores PRIMASK: ok\n"
                                    : "port check: critical section nests and restores PRIMASK: FAIL\n");
    return (seen == 0x1Fu) ? 0u : 1u;
}

void rtprof_fw_target_setup(void)
{
#if defined(RTPROF_FW_SOURCE_SYSTICK)
    rtprof_cm_systick_free_run();
    rtprof_bm_cm_tick_from_cmsdk();
#elif defined(RTPROF_FW_SOURCE_CMSDK)
    rtprof_cm_cmsdk_free_run();
#endif
}
