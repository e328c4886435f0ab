/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_freertos.c: the FreeRTOS adapter: trace hooks, tick hook, task ids, names and stack slack. */
#include <stddef.h>
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_freertos.h"

#if (configUSE_TRACE_FACILITY != 1) || (INCLUDE_xTaskGetCurrentTaskHandle != 1) || (INCLUDE_uxTaskGetStackHighWaterMark != 1)
#error "rtprof's FreeRTOS adapter needs configUSE_TRACE_FACILITY, INCLUDE_xTaskGetCurrentTaskHandle and INCLUDE_uxTaskGetStackHighWaterMark set to 1"
#endif

/* The registered handle of each rtprof task id; written before the scheduler starts or with the
 * task's number, read by the report. */
static TaskHandle_t rtprof_freertos_tasks[RTPROF_PROCESS_COUNT];

rtprof_freertos_status_t rtprof_freertos_register(TaskHandle_t task, uint32_t id)
{
    rtprof_freertos_status_t status = RTPROF_FREERTOS_OK;

    if (task == NULL)
    {
        status = RTPROF_FREERTOS_E_NULL;
    }
    else if (id >= RTPROF_PROCESS_COUNT)
    {
        status = RTPROF_FREERTOS_E_RANGE;
    }
    else
    {
        rtprof_freertos_tasks[id] = task;
        vTaskSetTaskNumber(task, (UBaseType_t)id + 1u);
    }
    return status;
}

/* rtprof's id of a task: its task number - 1; an unregistered task (number 0) gives 0xFFFFFFFF,
 * which rtprof charges to the unattributed bucket (RTPROF-PORT-006). */
static uint32_t rtprof_freertos_id(TaskHandle_t task)
{
    return (uint32_t)uxTaskGetTaskNumber(task) - 1u;
}

/* rtprof's id of the running task. */
static uint32_t rtprof_freertos_current(void)
{
    return rtprof_freertos_id(xTaskGetCurrentTaskHandle());
}

void rtprof_freertos_switched_out(void)
{
#if defined(RTPROF_LOG_ENTRIES)
    /* a log configuration charges the task that stops at the switch-in, with one timer reading */
#elif RTPROF_INTERVAL_TIMER
    rtprof_switch(rtprof_freertos_current());
#elif RTPROF_INTERVAL_USER
    rtprof_advance(rtprof_freertos_current());
#endif
}

/* RTPROF-LOG-005, RTPROF-LOG-012: the kernel selected the running task. The log records a switch
 * when the id differs from the one it holds (vTaskSwitchContext may select the task that ran
 * again); an unregistered task is the scheduler, RTPROF_LOG_SCHEDULER, charged to the unattributed
 * bucket as without the log. The stack pointer is 0: FreeRTOS gives no portable way to read a
 * task's. */
void rtprof_freertos_switched_in(void)
{
#if defined(RTPROF_LOG_ENTRIES)
    /* the id the log was last given: RTPROF_LOG_SCHEDULER until the first switch, the log's own start */
    static uint32_t rtprof_freertos_running = RTPROF_LOG_SCHEDULER;
    uint32_t to = rtprof_freertos_current();

    if (to >= RTPROF_PROCESS_COUNT)
    {
        to = RTPROF_LOG_SCHEDULER;
    }
    if (to != rtprof_freertos_running)
    {
        rtprof_freertos_running = to;
        (void)rtprof_log_switch(to, 0u);
    }
#endif
}

/* RTPROF-LOG-007, RTPROF-LOG-012: the kernel put task into a ready list: a release, unless task is
 * the running one (its priority changed: it did not stop). An unregistered task (one being
 * created) is refused by rtprof_log_release, which then changes nothing. A task released again
 * before it ran keeps its first release time; a ready task that has run since its release and
 * whose priority changes (vTaskPrioritySet, priority inheritance) is recorded as released at that
 * change. */
void rtprof_freertos_ready(struct tskTaskControlBlock *task)
{
#if defined(RTPROF_LOG_ENTRIES)
    if (task != xTaskGetCurrentTaskHandle())
    {
        (void)rtprof_log_release(rtprof_freertos_id(task));
    }
#else
    (void)task;
#endif
}

void rtprof_freertos_tick(void)
{
#if RTPROF_INTERVAL_TICK
    rtprof_tick(rtprof_freertos_current());
#endif
}

const char *rtprof_port_task_name(uint32_t task)
{
    const char *name = NULL;

    if ((task < RTPROF_PROCESS_COUNT) && (rtprof_freertos_tasks[task] != NULL))
    {
        name = pcTaskGetName(rtprof_freertos_tasks[task]);
    }
    return name;
}

/* The least free stack the task has had (FreeRTOS's high-water mark), in bytes. */
uint32_t rtprof_port_stack_slack(uint32_t task)
{
    uint32_t slack = RTPROF_SLACK_UNKNOWN;

    if ((task < RTPROF_PROCESS_COUNT) && (rtprof_freertos_tasks[task] != NULL))
    {
        slack = (uint32_t)uxTaskGetStackHighWaterMark(rtprof_freertos_tasks[task]) * (uint32_t)sizeof(StackType_t);
    }
    return slack;
}
