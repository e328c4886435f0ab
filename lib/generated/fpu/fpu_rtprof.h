/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof.h: public API of the rtprof CPU-load core: hooks, process, results, and their contracts.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */
#ifndef FPU_RTPROF_H
#define FPU_RTPROF_H

#include <stdint.h>
#include "rtprof_types.h"
#include "rtprof_port.h"
#include "fpu_rtprof_config.h"
#include "rtprof.acsl"
#include "fpu_rtprof_internal.h"
#include "fpu_rtprof.acsl"

/* Concurrency rules (spec/concurrency.md): one core; the hook runs in an interrupt or with
 * interrupts masked and may preempt every other rtprof function, never the reverse; hooks do not
 * preempt one another; rtprof_init, rtprof_process, the getters and the report run in one task
 * context, one at a time. */

/* Reset both counter banks, the results and the window record and start the first window at the
 * current timer value. Call before the hook is enabled; masks the hook for
 * O(RTPROF_BUCKET_COUNT) time. (RTPROF-CONC-004) */
/*@ assigns rtprof_live \from \nothing;
    assigns rtprof_initialised \from \nothing;
    assigns rtprof_initialised, rtprof_banks[0 .. 1], rtprof_window,
            rtprof_charged[0 .. 1][0 .. RTPROF_BUCKET_COUNT - 1], rtprof_timer_last, rtprof_port_reading;
    ensures state: rtprof_ok;
    ensures first_bank: rtprof_live == &rtprof_banks[0];
    ensures initialised: rtprof_initialised != 0;
    ensures zero: \forall integer b, i; 0 <= b <= 1 && 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_banks[b].count[i] == 0 && rtprof_charged[b][i] == 0;
    ensures window: rtprof_window.total == 0 && rtprof_window.empty != 0 && rtprof_window.saturated == 0 &&
        rtprof_window.overlong == 0 &&
        rtprof_window.unattributed == 0 && rtprof_window.scale_shift == 0;
    ensures interval: rtprof_timer_last == rtprof_port_reading % RTPROF_ACSL_MODULUS;
*/
void rtprof_init(void);

/* Measurement hook: call at each context switch with the id of the task that was running until
 * now. Reads the timer through the port and adds the time since the previous hook (or
 * rtprof_init), modulo 2^RTPROF_TIMER_BITS, to that task's counter (RTPROF-HOOK-002); unknown
 * ids, saturation and timing as for every hook (RTPROF-HOOK-004..006). The contract names the
 * elapsed time through the timer value it stores. */
/*@ requires state: rtprof_ok;
    assigns rtprof_live->count[rtprof_slot(task)], rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(task)], rtprof_timer_last, rtprof_port_reading;
    ensures state: rtprof_ok;
    ensures timer: rtprof_timer_last == rtprof_port_reading % RTPROF_ACSL_MODULUS;
    ensures counted: rtprof_live->count[rtprof_slot(task)] ==
        rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(task)]), rtprof_elapsed_up(RTPROF_ACSL_MODULUS, \old(rtprof_timer_last), rtprof_timer_last));
*/
void rtprof_switch(uint32_t task);

/* The same hook with the timer value given: for a port that reads its timer itself, so that the
 * read is inlined at the call site instead of a call to the port's read function. value is the
 * timer as read; only its low RTPROF_TIMER_BITS bits are used (RTPROF-HOOK-007). */
/*@ requires state: rtprof_ok;
    assigns rtprof_live->count[rtprof_slot(task)], rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(task)], rtprof_timer_last;
    ensures state: rtprof_ok;
    ensures timer: rtprof_timer_last == value % RTPROF_ACSL_MODULUS;
    ensures counted: rtprof_live->count[rtprof_slot(task)] ==
        rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(task)]), rtprof_elapsed_up(RTPROF_ACSL_MODULUS, \old(rtprof_timer_last), rtprof_timer_last));
*/
void rtprof_switch_at(uint32_t task, uint32_t value);

/* Close the current window and open the next: the bank the hook writes is swapped for a cleared one
 * with a single store under the port's critical section (RTPROF-PROC-001..003), then the closed
 * window is normalised outside it (RTPROF-NORM-*). Returns, in this order of precedence,
 * RTPROF_SATURATED, RTPROF_OVERLONG, RTPROF_UNATTRIBUTED, RTPROF_EMPTY or RTPROF_OK
 * (RTPROF-PROC-004); before rtprof_init, RTPROF_E_INIT with nothing read or written (RTPROF-RES-005).
 * This function's and the getters' contracts ask for the state only once rtprof_init has run, so
 * that the refusal before it is proved of any state. */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ok;
    assigns rtprof_live \from rtprof_live;
    assigns rtprof_closed->count[0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_charged[rtprof_index(rtprof_closed)][0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_scale, rtprof_window;
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior initialised:
      assumes rtprof_initialised != 0;
    assigns rtprof_live \from rtprof_live;
    assigns rtprof_closed->count[0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_charged[rtprof_index(rtprof_closed)][0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_scale, rtprof_window;
    ensures state: rtprof_ok;
    ensures flipped: rtprof_live == \old(rtprof_closed);
    ensures cleared: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_live->count[i] == 0 && rtprof_charged[rtprof_index(rtprof_live)][i] == 0;
    ensures total: rtprof_window.total == rtprof_sum{Pre}(\old(rtprof_live), RTPROF_BUCKET_COUNT);
    ensures flags: (rtprof_window.saturated != 0 <==>
            (\exists integer i; 0 <= i < RTPROF_BUCKET_COUNT &&
                rtprof_count{Pre}(\old(rtprof_live), i) == RTPROF_COUNTER_MAX)) &&
        (rtprof_window.unattributed != 0 <==> rtprof_count{Pre}(\old(rtprof_live), RTPROF_UNATTRIBUTED_ID) != 0) &&
        (rtprof_window.empty != 0 <==> rtprof_window.total == 0) &&
        (rtprof_window.overlong != 0 <==> rtprof_window.total > RTPROF_WINDOW_UNITS);
    ensures saturation: rtprof_window.saturated != 0 <==>
        (\exists integer i; 0 <= i < RTPROF_BUCKET_COUNT &&
            rtprof_charge_at{Pre}(\old(rtprof_index(rtprof_live)), i) >= RTPROF_COUNTER_MAX);
    ensures respected: rtprof_csum{Pre}(\old(rtprof_index(rtprof_live)), RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
        rtprof_window.saturated == 0 && rtprof_window.overlong == 0 &&
        rtprof_window.total == rtprof_csum{Pre}(\old(rtprof_index(rtprof_live)), RTPROF_BUCKET_COUNT);
    ensures exact_when_not_saturated: rtprof_window.saturated == 0 ==>
        \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
            rtprof_count{Pre}(\old(rtprof_live), i) == rtprof_charge_at{Pre}(\old(rtprof_index(rtprof_live)), i);

    ensures no_scale: rtprof_window.scale_shift == 0;
    ensures status: \result == (rtprof_window.saturated != 0 ? RTPROF_SATURATED :
                                rtprof_window.overlong != 0 ? RTPROF_OVERLONG :
                                rtprof_window.unattributed != 0 ? RTPROF_UNATTRIBUTED :
                                rtprof_window.empty != 0 ? RTPROF_EMPTY : RTPROF_OK);
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_process(void);

/* The share of bucket task (0 .. RTPROF_UNATTRIBUTED_ID) in the last closed window, in percent (0.0 .. 100.0),
 * computed here from the window's raw counts: count * 100 / total, clamped to 100 against rounding;
 * an empty window gives 0 and divides nothing (RTPROF-NORM-007). RTPROF_E_NULL, RTPROF_E_RANGE or, before
 * rtprof_init, RTPROF_E_INIT leave *result unchanged (RTPROF-RES-002, RTPROF-RES-005). */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ready;
    requires out: result == \null || (\valid(result) && \separated(result + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, &rtprof_scale, &rtprof_timer_last));
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
      ensures status: \result == RTPROF_OK;
      ensures percent: 0.0 <= *result <= 100.0;
      ensures empty_zero: rtprof_window.total == 0 ==> *result == 0.0;
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result);

/* The raw count of bucket task (0 .. RTPROF_UNATTRIBUTED_ID) in the last closed window, in interval
 * units. RTPROF_E_NULL, RTPROF_E_RANGE or RTPROF_E_INIT leave *units unchanged (RTPROF-RES-004/005). */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ready;
    requires out: units == \null || (\valid(units) && \separated(units + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, &rtprof_scale, &rtprof_timer_last));
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
    requires out: window == \null || (\valid(window) && \separated(window + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, &rtprof_scale, &rtprof_timer_last));
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

#endif /* FPU_RTPROF_H */
