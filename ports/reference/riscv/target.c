/* SPDX-License-Identifier: Apache-2.0 */
/* target.c: the RV32 (QEMU virt) part of the reference firmware. */
#include "target.h"
#include "rtprof_port.h"
#include "semihost.h"

static uint32_t fw_mie(void)
{
    uint32_t value;

    __asm__ volatile("csrr %0, mstatus" : "=r"(value) : : "memory");
    return (value >> 3) & 1u;
}

/* RTPROF-PORT-001 on the target: nested sections keep mstatus.MIE clear until the outermost exit,
 * which restores it as it was; a section entered with MIE already clear leaves it clear. (mie holds
 * no enabled source yet, so setting MIE here lets nothing in.) */
uint32_t rtprof_fw_target_check(void)
{
    uint32_t outer;
    uint32_t inner;
    uint32_t seen = 0u;

    __asm__ volatile("csrsi mstatus, 8" : : : "memory");
    outer = rtprof_port_critical_enter();
    inner = rtprof_port_critical_enter();
    seen |= (1u - fw_mie()) << 0;
    rtprof_port_critical_exit(inner);
    seen |= (1u - fw_mie()) << 1;
    rtprof_port_critical_exit(outer);
    seen |= fw_mie() << 2;
    __asm__ volatile("csrci mstatus, 8" : : : "memory");
    inner = rtprof_port_critical_enter();
    rtprof_port_critical_exit(inner);
    seen |= (1u - fw_mie()) << 3;
    seen |= 1u << 4;
    rtprof_fw_puts((seen == 0x1Fu) ? "port check: critical section nests and restores mstatus.MIE: ok\n"
                                    : "port check: critical section nests and restores mstatus.MIE: FAIL\n");
    return (seen == 0x1Fu) ? 0u : 1u;
}

void rtprof_fw_target_setup(void)
{
    /* mtime runs from reset and the scheduler programs the compare: nothing to do */
}
