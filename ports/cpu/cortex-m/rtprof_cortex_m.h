/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_cortex_m.h: the Cortex-M port: PRIMASK critical section and the interval sources it offers. */
#ifndef RTPROF_CORTEX_M_H
#define RTPROF_CORTEX_M_H

#include <stdint.h>

/* Files of this port (link the critical section and exactly one timer source, or none for
 * RTPROF_INTERVAL=tick or user):
 *   rtprof_port_cm_critical.c  rtprof_port_critical_enter/exit: save PRIMASK, cpsid i; restore PRIMASK
 *   rtprof_port_cm_systick.c   rtprof_port_timer_read32 from SysTick: RTPROF_TIMER_BITS=24, down
 *   rtprof_port_cm_dwt.c       rtprof_port_timer_read32 from DWT CYCCNT (v7-M): 32 bits, up
 *   rtprof_port_cm_cmsdk.c     rtprof_port_timer_read32 from a CMSDK APB timer: 32 bits, down
 *   rtprof_prof_cm.S           the function profile's shims: __gnu_mcount_nc (GCC -pg) and the
 *                              sampling handler below
 * Task names and stack slack come from the RTOS adapter (ports/rtos/baremetal, ports/rtos/scmrtos,
 * ports/rtos/freertos). */

/* The function profile (spec/profile.md): an exception handler for the profiling timer (SysTick,
 * which needs no acknowledgement) that hands the interrupted PC to rtprof_prof_sample. Put it in the
 * vector table. */
void rtprof_cm_prof_sample_handler(void);

/* Status of the set-up functions below. */
typedef enum
{
    RTPROF_CM_OK = 0,        /* the source runs */
    RTPROF_CM_ABSENT = 1     /* the core has no such unit (DWT without CYCCNT) */
} rtprof_cm_status_t;

/* SysTick as a free-running 24-bit down counter on the processor clock: reload 0xFFFFFF, no
 * interrupt. It cannot then serve as the system tick (RTPROF-PORT-002). */
void rtprof_cm_systick_free_run(void);

/* SysTick as the periodic tick on the processor clock: reload period - 1 (period in 2 .. 2^24),
 * interrupt enabled. For sampling (RTPROF_INTERVAL=tick) or as a scheduler's tick. */
void rtprof_cm_systick_periodic(uint32_t period);

/* DWT CYCCNT on ARMv7-M: sets DEMCR.TRCENA, unlocks the DWT where a lock access register exists
 * (Cortex-M7), clears and enables the counter. RTPROF_CM_ABSENT when DWT_CTRL.NOCYCCNT is set.
 * (QEMU implements no DWT: CYCCNT reads 0 there.) */
rtprof_cm_status_t rtprof_cm_dwt_enable(void);

/* The CMSDK timer at RTPROF_CM_CMSDK_TIMER_BASE (the integrator defines it when compiling
 * rtprof_port_cm_cmsdk.c; MPS2 boards: TIMER0 0x40000000u, TIMER1 0x40001000u) as a free-running 32-bit down counter on its APB
 * clock: reload 0xFFFFFFFF, no interrupt. */
void rtprof_cm_cmsdk_free_run(void);

#endif /* RTPROF_CORTEX_M_H */
