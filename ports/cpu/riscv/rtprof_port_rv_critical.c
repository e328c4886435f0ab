/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_rv_critical.c: the RISC-V machine-mode critical section: mstatus.MIE cleared and restored. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof_riscv.h"

/* mstatus.MIE: machine interrupts enabled. */
#define RTPROF_RV_MSTATUS_MIE 0x8u

/* The critical section is never instrumented for the function profile, whatever the firmware's
 * flags: rtprof_prof_arc runs it, called from the entry hook of every instrumented function
 * (RTPROF-DEV-024). */
/* csrrci atomically clears MIE and returns mstatus as it was; the key is its MIE bit, so nested
 * calls and callers inside a trap (MIE already clear) stay masked until the outermost exit
 * (RTPROF-PORT-001). The "memory" clobbers make both a compiler barrier. */
__attribute__((no_instrument_function)) uint32_t rtprof_port_critical_enter(void) /* RTPROF-DEV-024 */
{
    uint32_t status;

    __asm__ volatile("csrrci %0, mstatus, 8" : "=r"(status) : : "memory"); /* RTPROF-DEV-018 */
    return status & RTPROF_RV_MSTATUS_MIE;
}

/* Sets MIE again only when the key says it was set: never enables blindly. */
__attribute__((no_instrument_function)) void rtprof_port_critical_exit(uint32_t key) /* RTPROF-DEV-021 RTPROF-DEV-024 */
{
    __asm__ volatile("csrs mstatus, %0" : : "r"(key & RTPROF_RV_MSTATUS_MIE) : "memory"); /* RTPROF-DEV-018 */
}
