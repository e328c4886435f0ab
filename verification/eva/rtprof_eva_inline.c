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
    /* then the inline forms, from the state rtprof_init leaves */
    rtprof_init();
    rtprof_eva_loop(true);
}
