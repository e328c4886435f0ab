/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: a minimal user of a generated rtprof library, with its own minimal port. */
#include <stdio.h>

#include "rtprof.h"
#include "rtprof_port.h"

/* The port of this "firmware": nothing to mask on the host, a fixed interval of 10 units. */
uint32_t rtprof_port_critical_enter(void) { return 0u; }
void rtprof_port_critical_exit(uint32_t key) { (void)key; }
uint32_t rtprof_port_interval(void) { return 10u; }
const char *rtprof_port_task_name(uint32_t task) { return (task == 0u) ? "main" : NULL; }
uint32_t rtprof_port_stack_slack(uint32_t task) { (void)task; return RTPROF_SLACK_UNKNOWN; }

int main(void)
{
    static const uint32_t runs[3] = {5u, 3u, 2u};
    static const uint16_t expected[3] = {5000u, 3000u, 2000u};
    char table[RTPROF_REPORT_SIZE_MAX];
    uint32_t length = 0u;
    uint32_t task;
    int failed = 0;

    rtprof_init();
    for (task = 0u; task < 3u; task++)
    {
        uint32_t i;

        for (i = 0u; i < runs[task]; i++)
        {
            rtprof_advance(task);
        }
    }
    if (rtprof_process() != RTPROF_OK)
    {
        failed = 1;
    }
    for (task = 0u; task < 3u; task++)
    {
        rtprof_result_t result = 0u;

        if ((rtprof_get_result(task, &result) != RTPROF_OK) || (result != expected[task]))
        {
            printf("task %u: %u, expected %u\n", (unsigned)task, (unsigned)result, (unsigned)expected[task]);
            failed = 1;
        }
    }
    if (rtprof_report(table, sizeof table, &length) != RTPROF_OK)
    {
        failed = 1;
    }
    fputs(table, stdout);
    return failed;
}
