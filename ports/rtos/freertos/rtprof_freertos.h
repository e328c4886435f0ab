/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_freertos.h: the FreeRTOS adapter: task numbers as rtprof ids, names and stack slack for the table. */
#ifndef RTPROF_FREERTOS_H
#define RTPROF_FREERTOS_H

#include <stdint.h>
#include "FreeRTOS.h"
#include "task.h"
#include "rtprof_freertos_trace.h"

/* Needs, in FreeRTOSConfig.h: configUSE_TRACE_FACILITY 1 (task numbers), INCLUDE_xTaskGetCurrentTaskHandle 1,
 * INCLUDE_uxTaskGetStackHighWaterMark 1, and at its end #include "rtprof_freertos_trace.h". */

/* Status of rtprof_freertos_register. */
typedef enum
{
    RTPROF_FREERTOS_OK = 0,
    RTPROF_FREERTOS_E_RANGE = 1,   /* id >= RTPROF_PROCESS_COUNT: nothing changed */
    RTPROF_FREERTOS_E_NULL = 2     /* no task: nothing changed */
} rtprof_freertos_status_t;

/* Make task rtprof's task id (0 .. RTPROF_PROCESS_COUNT - 1): sets its FreeRTOS task number to id + 1
 * (vTaskSetTaskNumber) and records the handle for the table's name and stack slack. Tasks never
 * registered (task number 0) are charged to rtprof's unattributed bucket, which the window flags.
 * Register the idle task too (xTaskGetIdleTaskHandle) if it should have its own row. */
rtprof_freertos_status_t rtprof_freertos_register(TaskHandle_t task, uint32_t id);

#endif /* RTPROF_FREERTOS_H */
