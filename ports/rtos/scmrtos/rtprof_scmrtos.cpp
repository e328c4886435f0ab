// SPDX-License-Identifier: Apache-2.0
// rtprof_scmrtos.cpp: rtprof_report's task names and stack slack from scmRTOS's process table.
#include <scmRTOS.h>
extern "C" {
#include "rtprof_port.h"
}

// RTPROF-PORT-004: the process's name, or none without scmRTOS_DEBUG_ENABLE.
extern "C" const char *rtprof_port_task_name(uint32_t task)
{
    const char *name = nullptr;
#if scmRTOS_DEBUG_ENABLE == 1
    if (task < OS::PROCESS_COUNT)
    {
        name = OS::get_proc(static_cast<uint_fast8_t>(task))->name();
    }
#else
    (void)task;
#endif
    return name;
}

// RTPROF-PORT-004: unused stack in bytes (scmRTOS counts untouched stack items), or unknown.
extern "C" uint32_t rtprof_port_stack_slack(uint32_t task)
{
    uint32_t slack = RTPROF_SLACK_UNKNOWN;
#if scmRTOS_DEBUG_ENABLE == 1
    if (task < OS::PROCESS_COUNT)
    {
        slack = static_cast<uint32_t>(OS::get_proc(static_cast<uint_fast8_t>(task))->stack_slack() * sizeof(stack_item_t));
    }
#else
    (void)task;
#endif
    return slack;
}
