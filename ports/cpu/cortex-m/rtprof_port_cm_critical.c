/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_cm_critical.c: the Cortex-M critical section: PRIMASK saved, set, and restored as it was. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof_cortex_m.h"

/* The critical section is never instrumented for the function profile, whatever the firmware's
 * flags: rtprof_prof_arc runs it, called from the entry hook of every instrumented function
 * (RTPROF-DEV-024). */
/* The key is PRIMASK before the call: 1 when interrupts were already masked. Nested calls and a
 * caller inside an interrupt handler stay masked until the outermost exit (RTPROF-PORT-001). The
 * "memory" clobbers make both a compiler barrier; cpsid is self-synchronising for interrupts. */
__attribute__((no_instrument_function)) uint32_t rtprof_port_critical_enter(void) /* RTPROF-DEV-024 */
{
    uint32_t key;

    __asm__ volatile("mrs %0, primask\n\tcpsid i" : "=r"(key) : : "memory"); /* RTPROF-DEV-018 */
    return key;
}

/* PRIMASK gets back exactly the value enter found: interrupts are unmasked only when they were
 * unmasked before (never a bare cpsie i). */
__attribute__((no_instrument_function)) void rtprof_port_critical_exit(uint32_t key) /* RTPROF-DEV-021 RTPROF-DEV-024 */
{
    __asm__ volatile("msr primask, %0" : : "r"(key) : "memory"); /* RTPROF-DEV-018 */
}
