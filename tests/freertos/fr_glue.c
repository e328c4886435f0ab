/* SPDX-License-Identifier: Apache-2.0 */
/* fr_glue.c: what both FreeRTOS adapter tests (main.c, main_log.c) give the kernel and rtprof: the
 * kernel's assertion and tick hooks, and test-only critical-section port functions. The POSIX FreeRTOS
 * port masks its tick signal in a kernel critical section, which nests: the kernel calls the trace
 * macros (and so rtprof's log hooks) with its critical nesting above 0, in the tick's signal handler
 * and in a yield; without the log, rtprof calls these from a task only. The tests' models name a task
 * by its rtprof id through fr_model_id. */
#include <stdio.h>
#include <stdlib.h>
#include "FreeRTOS.h"
#include "task.h"
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_freertos.h"
#include "fr_glue.h"

void vAssertCalled(const char *file, unsigned long line)
{
    printf("FAIL: FreeRTOS assertion at %s:%lu\n", file, line);
    exit(1);
}

void vApplicationTickHook(void)
{
    rtprof_freertos_tick();
}

uint32_t rtprof_port_critical_enter(void)
{
    taskENTER_CRITICAL();
    return 0u;
}

void rtprof_port_critical_exit(uint32_t key)
{
    (void)key;
    taskEXIT_CRITICAL();
}

uint32_t fr_model_id(const TaskHandle_t *handles, uint32_t count, const void *task, uint32_t none)
{
    uint32_t id = none;
    uint32_t i;

    for (i = 0u; i < count; i++)
    {
        if ((handles[i] != NULL) && ((const void *)handles[i] == task))
        {
            id = i;
        }
    }
    return id;
}
