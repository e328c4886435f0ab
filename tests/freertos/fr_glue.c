/* SPDX-License-Identifier: Apache-2.0 */
/* fr_glue.c: what both FreeRTOS adapter tests (main.c, main_log.c) give the kernel and rtprof: the
 * kernel's assertion and tick hooks, and test-only critical-section port functions. The POSIX FreeRTOS
 * port masks its tick signal in a kernel critical section, which nests: the kernel calls the trace
 * macros (and so rtprof's log hooks) with its critical nesting above 0, in the tick's signal handler
 * and in a yield; without the log, rtprof calls these from a task only. */
#include <stdio.h>
#include <stdlib.h>
#include "FreeRTOS.h"
#include "task.h"
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_freertos.h"

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
