# SPDX-License-Identifier: Apache-2.0
# rtprof.h.m4: template of <name>_rtprof.h, the public API of the CPU-load core with its ACSL contracts.
rtprof_check([RTPROF_INTERVAL], [tick], [timer], [user])
rtprof_check([RTPROF_COUNTER_BITS], [16], [32], [64])
rtprof_check([RTPROF_RESULT], [int], [float])
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof.h])))
m4_include([core/state.m4])

rtprof_begin(rtprof_file([rtprof.h]), [public API of the rtprof CPU-load core: hooks, process, results, and their contracts.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdint.h>
#include "rtprof_types.h"
#include "rtprof_port.h"
#include "]rtprof_file([rtprof_config.h])["
#include "rtprof.acsl"
#include "]rtprof_file([rtprof_internal.h])["
#include "]rtprof_file([rtprof.acsl])["

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
/*@ assigns rtprof_live \from \nothing;
    assigns rtprof_initialised \from \nothing;
    assigns rtprof_initialised, rtprof_banks[0 .. 1]]rtprof_if([RTPROF_RESULT], [int], [[, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1]]])[, rtprof_window,
            rtprof_charged[0 .. 1][0 .. RTPROF_BUCKET_COUNT - 1]]rtprof_if([RTPROF_INTERVAL], [tick], [], [[, ]_rtprof_interval_locations])[;
    ensures state: rtprof_ok;
    ensures first_bank: rtprof_live == &rtprof_banks[0];
    ensures initialised: rtprof_initialised != 0;
    ensures zero: \forall integer b, i; 0 <= b <= 1 && 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_banks[b].count[i] == 0 && rtprof_charged[b][i] == 0]rtprof_if([RTPROF_RESULT], [int], [[ && rtprof_results[i] == 0]])[;
    ensures window: rtprof_window.total == 0 && rtprof_window.empty != 0 && rtprof_window.saturated == 0 &&
        rtprof_window.overlong == 0 &&
        rtprof_window.unattributed == 0 && rtprof_window.scale_shift == 0;]rtprof_if([RTPROF_INTERVAL], [tick], [], [[
    ensures interval: ]_rtprof_interval_started[;]])[]rtprof_module_parts([init-contract.m4])[
*/
void rtprof_init(void);
]rtprof_case([RTPROF_INTERVAL], [tick], [[
/* Sampling hook: call from the periodic tick interrupt with the id of the task it interrupted.
 * Adds 1 to that task's counter (RTPROF-HOOK-001); an id >= RTPROF_PROCESS_COUNT goes to the
 * unattributed bucket (RTPROF-HOOK-005); at RTPROF_COUNTER_MAX the counter stays there and the
 * window is flagged saturated (RTPROF-HOOK-004). Constant time, no loop (RTPROF-HOOK-006). */
]_rtprof_hook_spec([tick])[
void rtprof_tick(uint32_t task);
]], [timer], [[
/* Measurement hook: call at each context switch with the id of the task that was running until
 * now. Reads the timer through the port and adds the time since the previous hook (or
 * rtprof_init), modulo 2^RTPROF_TIMER_BITS, to that task's counter (RTPROF-HOOK-002); unknown
 * ids, saturation and timing as for every hook (RTPROF-HOOK-004..006). The contract names the
 * elapsed time through the timer value it stores. */
]_rtprof_hook_spec([switch])[
void rtprof_switch(uint32_t task);

/* The same hook with the timer value given: for a port that reads its timer itself, so that the
 * read is inlined at the call site instead of a call to the port's read function. value is the
 * timer as read; only its low RTPROF_TIMER_BITS bits are used (RTPROF-HOOK-007). */
]_rtprof_hook_spec([switch_at])[
void rtprof_switch_at(uint32_t task, ]rtprof_cfg([RTPROF_TIMER_TYPE])[ value);
]], [user], [[
/* Measurement hook with a user interval: call at each context switch (or tick) with the id of the
 * task that was running; adds rtprof_port_interval() to that task's counter (RTPROF-HOOK-003);
 * unknown ids, saturation and timing as for every hook (RTPROF-HOOK-004..006). The contract names
 * the units the port returned as rtprof_port_units. */
]_rtprof_hook_spec([advance])[
void rtprof_advance(uint32_t task);
]])[
/* Close the current window and open the next: the bank the hook writes is swapped for a cleared one
 * with a single store under the port's critical section (RTPROF-PROC-001..003), then the closed
 * window is normalised outside it (RTPROF-NORM-*). Returns, in this order of precedence,
 * RTPROF_SATURATED, RTPROF_OVERLONG, RTPROF_UNATTRIBUTED, RTPROF_EMPTY or RTPROF_OK
 * (RTPROF-PROC-004); before rtprof_init, RTPROF_E_INIT with nothing read or written (RTPROF-RES-005).
 * This function's and the getters' contracts ask for the state only once rtprof_init has run, so
 * that the refusal before it is proved of any state. */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ok;
]_rtprof_close_assigns[
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior initialised:
      assumes rtprof_initialised != 0;
]_rtprof_close_assigns[
]_rtprof_close_ensures[
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_process(void);

/* The share of bucket task (0 .. RTPROF_UNATTRIBUTED_ID) in the last closed window, in]rtprof_if([RTPROF_RESULT], [int], [[
 * hundredths of a percent (0 .. 10000)]], [[ percent (0.0 .. 100.0),
 * computed here from the window's raw counts: count * 100 / total, clamped to 100 against rounding;
 * an empty window gives 0 and divides nothing (RTPROF-NORM-007)]])[. RTPROF_E_NULL, RTPROF_E_RANGE or, before
 * rtprof_init, RTPROF_E_INIT leave *result unchanged (RTPROF-RES-002, RTPROF-RES-005). */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ready;
    requires out: result == \null || (\valid(result) && ]rtprof_outside([result])[);
    assigns *result;
    behavior null:
      assumes result == \null;
      assigns \nothing;
      ensures status: \result == RTPROF_E_NULL;
    behavior range:
      assumes result != \null && task > RTPROF_UNATTRIBUTED_ID;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes result != \null && task <= RTPROF_UNATTRIBUTED_ID && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior ok:
      assumes result != \null && task <= RTPROF_UNATTRIBUTED_ID && rtprof_initialised != 0;
      assigns *result;
      ensures status: \result == RTPROF_OK;]rtprof_if([RTPROF_RESULT], [int], [[
      ensures value: *result == rtprof_results[task];]], [[
      ensures percent: 0.0 <= *result <= 100.0;
      ensures empty_zero: rtprof_window.total == 0 ==> *result == 0.0;]])[
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result);

/* The raw count of bucket task (0 .. RTPROF_UNATTRIBUTED_ID) in the last closed window, in interval
 * units. RTPROF_E_NULL, RTPROF_E_RANGE or RTPROF_E_INIT leave *units unchanged (RTPROF-RES-004/005). */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ready;
    requires out: units == \null || (\valid(units) && ]rtprof_outside([units])[);
    assigns *units;
    behavior null:
      assumes units == \null;
      assigns \nothing;
      ensures status: \result == RTPROF_E_NULL;
    behavior range:
      assumes units != \null && task > RTPROF_UNATTRIBUTED_ID;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes units != \null && task <= RTPROF_UNATTRIBUTED_ID && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior ok:
      assumes units != \null && task <= RTPROF_UNATTRIBUTED_ID && rtprof_initialised != 0;
      assigns *units;
      ensures status: \result == RTPROF_OK;
      ensures value: *units == rtprof_closed->count[task];
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_get_units(uint32_t task, uint64_t *units);

/* Total and flags of the last closed window. RTPROF_E_NULL or RTPROF_E_INIT leave nothing changed
 * (RTPROF-RES-003/005). */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ready;
    requires out: window == \null || (\valid(window) && ]rtprof_outside([window])[);
    assigns *window;
    behavior null:
      assumes window == \null;
      assigns \nothing;
      ensures status: \result == RTPROF_E_NULL;
    behavior not_initialised:
      assumes window != \null && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior ok:
      assumes window != \null && rtprof_initialised != 0;
      assigns *window;
      ensures status: \result == RTPROF_OK;
      ensures copied: window->total == rtprof_window.total && window->scale_shift == rtprof_window.scale_shift &&
          window->saturated == rtprof_window.saturated && window->overlong == rtprof_window.overlong &&
          window->unattributed == rtprof_window.unattributed && window->empty == rtprof_window.empty;
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_get_window(rtprof_window_t *window);

#endif /* ]_rtprof_guard_name[ */
]m4_dnl
