# SPDX-License-Identifier: Apache-2.0
# core/rtprof_internal.h.m4: template of <name>_rtprof_internal.h, the CPU-load core's state (the
# counter bank type, the state variables, the proof's ghost record), library-internal: the public
# header includes it for its contracts; application code never uses it.
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof_internal.h])))
m4_include([core/state.m4])
rtprof_begin(rtprof_file([rtprof_internal.h]), [the state of the rtprof CPU-load core, library-internal: declared for the contracts of ]rtprof_file([rtprof.h])[; application code never includes or uses it.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdint.h>
#include "rtprof_types.h"
#include "]rtprof_file([rtprof_config.h])["

/* One window's counters: the tasks 0 .. N-1, then the unattributed bucket. The counters are the
 * whole record: a counter at RTPROF_COUNTER_MAX is a saturated one (RTPROF-HOOK-004) and time in the
 * unattributed bucket is what flags it (RTPROF-HOOK-005), both read by rtprof_process, so that a
 * hook writes one word. */
typedef struct
{
    rtprof_counter_t count[RTPROF_BUCKET_COUNT];
} rtprof_bank_t; /* RTPROF-DEV-015 */

/* The library's state. It is declared only so that the contracts of ]rtprof_file([rtprof.h])[ can name
 * what each function reads and writes; application code never reads or writes it (RTPROF-LIB-004).
 * Two banks: the hook writes the live one; the other holds the last closed window. Before
 * rtprof_init (rtprof_initialised false) the state is the zero one, which every hook accepts. */]_rtprof_core_state([_rtprof_state_extern])[

/* Proof-only record of the units charged to each bucket of each bank, capped at 2^63. */
/*@ ghost extern uint64_t rtprof_charged[2][RTPROF_BUCKET_COUNT]; */
]rtprof_module_parts([internal.m4])[
#endif /* ]_rtprof_guard_name[ */
]m4_dnl
