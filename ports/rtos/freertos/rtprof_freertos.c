/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_freertos.c: the FreeRTOS adapter: trace hook, tick hook, task ids, names and stack slack. */
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

/* rtprof's id of the running task: its task number - 1; an unregistered task (number 0) gives
 * 0xFFFFFFFF, which rtprof charges to the unattributed bucket (RTPROF-PORT-006). */
static uint32_t rtprof_freertos_current(void)
{
    return (uint32_t)uxTaskGetTaskNumber(xTaskGetCurrentTaskHandle()) - 1u;
}

void rtprof_freertos_switched_out(void)
{
#if RTPROF_INTERVAL_TIMER
    rtprof_switch(rtprof_freertos_current());
#elif RTPROF_INTERVAL_USER
    rtprof_advance(rtprof_freertos_current());
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
