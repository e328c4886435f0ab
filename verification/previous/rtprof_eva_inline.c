/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_eva_inline.c: the environment Frama-C Eva analyses a configuration that offers its hooks
 * inline in (RTPROF_INLINE_HOOKS=yes, RTPROF-HOOK-008; RTPROF-VER-003).
 *
 * A port's file that includes rtprof_inline.h has its own copy of every function of the inline
 * header. rtprof_eva_inline_main is such a file: it runs the whole environment of rtprof_eva.c
 * (which it includes, so that it uses the same nondeterministic inputs and calls), then, from the
 * state rtprof_init leaves, the same calls with each hook's inline form in place of the out-of-line
 * one, any number of times, in any order, with any task id and timer value. Every function of its
 * copy is reached, and "0 alarms" covers the inline forms as a port compiles them.
 *
 * Verification only, like rtprof_eva.c: never part of the library or linked into firmware. */
#include "rtprof_inline.h"
#include "rtprof_eva.c"

void rtprof_eva_inline_main(void);

void rtprof_eva_inline_main(void)
{
    /* the out-of-line hooks and the rest of the API, before and after rtprof_init */
    rtprof_eva_main();
    rtprof_init();
    while (rtprof_eva_any != 0u)
    {
        const uint32_t task = rtprof_eva_any;
        const uint32_t selector = rtprof_eva_any;

        if ((selector % 6u) == 0u)
        {
#if RTPROF_INTERVAL_TICK
            rtprof_tick_inline(task);
#elif RTPROF_INTERVAL_TIMER
            if ((rtprof_eva_any % 2u) == 0u)
            {
                rtprof_switch_inline(task);
            }
            else
            {
                rtprof_switch_at_inline(task, rtprof_eva_timer);
            }
#elif RTPROF_INTERVAL_USER
            rtprof_advance_inline(task);
#else
#error "rtprof_eva_inline.c: the configuration names no interval source"
#endif
        }
        else
        {
            rtprof_eva_read(selector, task);
        }
#if defined(RTPROF_LOG_ENTRIES)
        /* the log's switch inline, or any other call of the log's API */
        if ((rtprof_eva_any % 2u) == 0u)
        {
            (void)rtprof_log_switch_inline(task, rtprof_eva_any);
        }
        else
        {
            rtprof_eva_log(task);
        }
#endif
#if defined(RTPROF_PROF_BINS)
        rtprof_eva_prof(rtprof_eva_any);
#endif
    }
}
