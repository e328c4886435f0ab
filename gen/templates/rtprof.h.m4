# SPDX-License-Identifier: Apache-2.0
# rtprof.h.m4: template of <name>_rtprof.h, the public API of the CPU-load core.
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof.h])))
rtprof_begin(rtprof_file([rtprof.h]), [public API of the rtprof CPU-load core: hooks, process, results.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdint.h>
#include "rtprof_types.h"
#include "]rtprof_file([rtprof_config.h])["

/* Concurrency rules (spec/concurrency.md): one core; the hook runs in an interrupt or with
 * interrupts masked and may preempt every other rtprof function, never the reverse; hooks do not
 * preempt one another; rtprof_init, rtprof_process, the getters and the report run in one task
 * context, one at a time. */

/* Reset both counter banks, the results and the window record and start the first window]rtprof_case([RTPROF_INTERVAL],
[tick], [[]],
[timer], [[ at the
 * current timer value]],
[user], [[ with a
 * first call of rtprof_port_interval()]])[. Call before the hook is enabled; masks the hook for
 * O(RTPROF_BUCKET_COUNT) time. (RTPROF-CONC-004) */
void rtprof_init(void);
]rtprof_case([RTPROF_INTERVAL], [tick], [[
/* Sampling hook: call from the periodic tick interrupt with the id of the task it interrupted.
 * Adds 1 to that task's counter (RTPROF-HOOK-001); an id >= RTPROF_PROCESS_COUNT goes to the
 * unattributed bucket (RTPROF-HOOK-005); at RTPROF_COUNTER_MAX the counter stays there and the
 * window is flagged saturated (RTPROF-HOOK-004). Constant time, no loop (RTPROF-HOOK-006). */
void rtprof_tick(uint32_t task);
]], [timer], [[
/* Measurement hook: call at each context switch with the id of the task that was running until
 * now. Reads the timer through the port and adds the time since the previous hook (or
 * rtprof_init), modulo 2^RTPROF_TIMER_BITS, to that task's counter (RTPROF-HOOK-002); unknown
 * ids, saturation and timing as for every hook (RTPROF-HOOK-004..006). */
void rtprof_switch(uint32_t task);
]], [user], [[
/* Measurement hook with a user interval: call at each context switch (or tick) with the id of the
 * task that was running; adds rtprof_port_interval() to that task's counter (RTPROF-HOOK-003);
 * unknown ids, saturation and timing as for every hook (RTPROF-HOOK-004..006). */
void rtprof_advance(uint32_t task);
]])[
/* Close the current window and open the next: the bank the hook writes is swapped for a cleared one
 * with a single store under the port's critical section (RTPROF-PROC-001..003), then the closed
 * window is normalised outside it (RTPROF-NORM-*). Returns, in this order of precedence,
 * RTPROF_SATURATED, RTPROF_UNATTRIBUTED, RTPROF_EMPTY or RTPROF_OK (RTPROF-PROC-004). */
rtprof_status_t rtprof_process(void);

/* The share of bucket task (0 .. RTPROF_UNATTRIBUTED) in the last closed window, in]rtprof_if([RTPROF_RESULT], [int], [[
 * hundredths of a percent (0 .. 10000)]], [[ percent (0.0 .. 100.0)]])[. RTPROF_E_NULL or RTPROF_E_RANGE leave *result
 * unchanged (RTPROF-RES-002). */
rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result);

/* The raw count of bucket task (0 .. RTPROF_UNATTRIBUTED) in the last closed window, in interval
 * units. RTPROF_E_NULL or RTPROF_E_RANGE leave *units unchanged (RTPROF-RES-004). */
rtprof_status_t rtprof_get_units(uint32_t task, uint64_t *units);

/* Total and flags of the last closed window. RTPROF_E_NULL leaves nothing changed (RTPROF-RES-003). */
rtprof_status_t rtprof_get_window(rtprof_window_t *window);

#endif /* ]_rtprof_guard_name[ */
]m4_dnl
