/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_freertos_trace.h: the FreeRTOS trace macro that feeds rtprof; include it at the end of FreeRTOSConfig.h. */
#ifndef RTPROF_FREERTOS_TRACE_H
#define RTPROF_FREERTOS_TRACE_H

/* The kernel expands traceTASK_SWITCHED_OUT() in vTaskSwitchContext, with the scheduler's interrupts
 * masked, while pxCurrentTCB is still the task that ran until now: rtprof charges it the time since
 * the previous switch (measuring configurations; RTPROF-PORT-006). Sampling configurations use the
 * tick hook instead: call rtprof_freertos_tick() from vApplicationTickHook (configUSE_TICK_HOOK 1).
 * No kernel source changes. */
#ifndef __ASSEMBLER__
void rtprof_freertos_switched_out(void);
void rtprof_freertos_tick(void);
#endif

#define traceTASK_SWITCHED_OUT() rtprof_freertos_switched_out()

#endif /* RTPROF_FREERTOS_TRACE_H */
