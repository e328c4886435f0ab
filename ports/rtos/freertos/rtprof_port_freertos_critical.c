/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_freertos_critical.c: rtprof's critical section from the FreeRTOS port's interrupt mask. */
#include <stdint.h>
#include "rtprof_port.h"
#include "FreeRTOS.h"
#include "task.h"

/* The critical section is never instrumented for the function profile, whatever the firmware's
 * flags: rtprof_prof_arc runs it, called from the entry hook of every instrumented function
 * (RTPROF-DEV-024). */
/* portSET_INTERRUPT_MASK_FROM_ISR masks every interrupt that may call a FreeRTOS API (and so the
 * tick and the switch, where rtprof's hooks run) and returns the previous mask, which
 * portCLEAR_INTERRUPT_MASK_FROM_ISR restores exactly: nesting-safe from tasks and interrupts
 * (RTPROF-PORT-001). Use it where the target port's own critical section is not linked. */
__attribute__((no_instrument_function)) uint32_t rtprof_port_critical_enter(void) /* RTPROF-DEV-024 */
{
    return (uint32_t)portSET_INTERRUPT_MASK_FROM_ISR();
}

__attribute__((no_instrument_function)) void rtprof_port_critical_exit(uint32_t key) /* RTPROF-DEV-024 */
{
    portCLEAR_INTERRUPT_MASK_FROM_ISR((UBaseType_t)key);
}
