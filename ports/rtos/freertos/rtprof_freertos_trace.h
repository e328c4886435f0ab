/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_freertos_trace.h: the FreeRTOS trace macros that feed rtprof; include it at the end of FreeRTOSConfig.h. */
#ifndef RTPROF_FREERTOS_TRACE_H
#define RTPROF_FREERTOS_TRACE_H

/* The kernel (one core) expands these in tasks.c, with the scheduler's interrupts masked; no kernel
 * source changes. What each one does depends on the generated configuration (rtprof_freertos.c):
 *
 * traceTASK_SWITCHED_OUT(): in vTaskSwitchContext while pxCurrentTCB is still the task that ran until
 *     now. Measuring configurations without the context-switch log charge it the time since the
 *     previous switch (RTPROF-PORT-006).
 * traceTASK_SWITCHED_IN(): in vTaskSwitchContext once the next task is selected, and once in
 *     vTaskStartScheduler for the first task. A log configuration records the switch to that task
 *     with rtprof_log_switch, which also charges the task that stops (RTPROF-LOG-005).
 * traceMOVED_TASK_TO_READY_STATE(task): wherever the kernel puts a task into a ready list. A log
 *     configuration records the task's release with rtprof_log_release (RTPROF-LOG-007), but not
 *     for the running task (a change of its priority re-inserts it: it did not stop) nor for a
 *     task not yet registered (its creation: its task number is still 0).
 *
 * Sampling configurations use the tick hook instead: call rtprof_freertos_tick() from
 * vApplicationTickHook (configUSE_TICK_HOOK 1). A function a configuration does not use is empty. */
#ifndef __ASSEMBLER__
struct tskTaskControlBlock;
void rtprof_freertos_switched_out(void);
void rtprof_freertos_switched_in(void);
void rtprof_freertos_ready(struct tskTaskControlBlock *task);
void rtprof_freertos_tick(void);
#endif

#define traceTASK_SWITCHED_OUT() rtprof_freertos_switched_out()
#define traceTASK_SWITCHED_IN() rtprof_freertos_switched_in()
#define traceMOVED_TASK_TO_READY_STATE(task) rtprof_freertos_ready(task)

#endif /* RTPROF_FREERTOS_TRACE_H */
