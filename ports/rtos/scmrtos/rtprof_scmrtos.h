// SPDX-License-Identifier: Apache-2.0
// rtprof_scmrtos.h: the scmRTOS adapter, an OS extension: include it from scmRTOS_extensions.h.
#ifndef RTPROF_SCMRTOS_H
#define RTPROF_SCMRTOS_H

// The scmRTOS profiler's own integration, with rtprof as the profiler: the process priority is the task id
// (RTPROF-PORT-006), the system timer user hook samples, the context-switch user hook measures
// (scmRTOS calls it before CurProcPriority changes, so the running process is the outgoing one),
// and the table's names and stack slack come from OS::get_proc(). No kernel source change:
//
//   scmRTOS_config.h:      scmRTOS_SYSTIMER_HOOK_ENABLE 1 (sampling) and/or
//                          scmRTOS_CONTEXT_SWITCH_USER_HOOK_ENABLE 1 (measurement);
//                          scmRTOS_DEBUG_ENABLE 1 for names and stack slack in the table
//   scmRTOS_extensions.h:  #include "rtprof_scmrtos.h"
//   application:           void OS::system_timer_user_hook()   { rtprof_scmrtos_tick(); }
//                          void OS::context_switch_user_hook() { rtprof_scmrtos_switch(); }
//   link:                  ports/rtos/scmrtos/rtprof_scmrtos.cpp, the generated library, a critical
//                          section and interval source (e.g. ports/cpu/cortex-m)

#include <stdint.h>
extern "C" {
#include "rtprof.h"
}

static_assert(RTPROF_PROCESS_COUNT >= OS::PROCESS_COUNT,
              "RTPROF_PROCESS_COUNT must cover every scmRTOS process, the idle process included");

// Reads the running process's priority, as the kernel's own extensions do, and the process the
// scheduler switches to: the highest priority in the ready map, as the kernel computes it before the
// context-switch hook (with the software-interrupt switch scheme, the priority the last scheduler
// call saved in SchedProcPriority, computed the same way from the same map).
class TRtprofAgent : public OS::TKernelAgent
{
public:
    INLINE static uint32_t running() { return static_cast<uint32_t>(cur_proc_priority()); }
    INLINE static uint32_t next() { return static_cast<uint32_t>(OS::highest_priority(ready_process_map())); }
};

// From OS::system_timer_user_hook(): the tick interrupted the running process (sampling).
INLINE void rtprof_scmrtos_tick()
{
#if RTPROF_INTERVAL_TICK
    rtprof_tick(TRtprofAgent::running());
#endif
}

// From OS::context_switch_user_hook(): the running process is switched out now (measurement). A
// context-switch log configuration records the switch to the next process with rtprof_log_switch,
// which also charges the process that stops (RTPROF-LOG-005, RTPROF-LOG-012); the kernel calls the
// hook only when the process changes. The stack pointer is 0: the hook is not given one. scmRTOS has
// no hook for a process becoming ready (services set its bit in the ready map directly), so the
// adapter records no release (RTPROF-LOG-007): every switch is of type 1; the application may call
// rtprof_log_release.
INLINE void rtprof_scmrtos_switch()
{
#if defined(RTPROF_LOG_ENTRIES)
    (void)rtprof_log_switch(TRtprofAgent::next(), 0u);
#elif RTPROF_INTERVAL_TIMER
    rtprof_switch(TRtprofAgent::running());
#elif RTPROF_INTERVAL_USER
    rtprof_advance(TRtprofAgent::running());
#endif
}

#endif // RTPROF_SCMRTOS_H
