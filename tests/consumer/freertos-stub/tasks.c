/* SPDX-License-Identifier: Apache-2.0 */
/* tasks.c: the stand-in kernel's scheduler (see FreeRTOS.h): it expands the trace macros that
 * FreeRTOSConfig.h takes from rtprof_freertos_trace.h, where the real kernel's tasks.c does. */
#include "FreeRTOS.h"
#include "task.h"

void stub_switch_context(TaskHandle_t ready);

void stub_switch_context(TaskHandle_t ready)
{
    traceTASK_SWITCHED_OUT();
    traceMOVED_TASK_TO_READY_STATE(ready);
    traceTASK_SWITCHED_IN();
}
