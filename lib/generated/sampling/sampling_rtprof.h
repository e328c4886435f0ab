/* SPDX-License-Identifier: Apache-2.0 */
/* sampling_rtprof.h: public API of the rtprof CPU-load core: hooks, process, results, and their contracts.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: sampling (sha256 a11f0accef1a1ae3bd38147e7d1a97de1f9d7f29f84a70761482fe59fe6a605c)
 * Regenerate:    gen/rtprof-gen --config sampling.rtprof --out <output-folder>
 */
#ifndef SAMPLING_RTPROF_H
#define SAMPLING_RTPROF_H

#include <stdint.h>
#include "rtprof_types.h"
#include "rtprof_port.h"
#include "sampling_rtprof_config.h"
#include "rtprof.acsl"

/* Concurrency rules (spec/concurrency.md): one core; the hook runs in an interrupt or with
 * interrupts masked and may preempt every other rtprof function, never the reverse; hooks do not
 * preempt one another; rtprof_init, rtprof_process, the getters and the report run in one task
 * context, one at a time. */

/* One window's counters: the tasks 0 .. N-1, then the unattributed bucket. The counters are the
 * whole record: a counter at RTPROF_COUNTER_MAX is a saturated one (RTPROF-HOOK-004) and time in the
 * unattributed bucket is what flags it (RTPROF-HOOK-005), both read by rtprof_process, so that a
 * hook writes one word. */
typedef struct
{
    rtprof_counter_t count[RTPROF_BUCKET_COUNT];
} rtprof_bank_t; /* RTPROF-DEV-015 */

/* The library's state. It is declared here only so that the contracts below can name what each
 * function reads and writes; application code never reads or writes it (RTPROF-LIB-004).
 * Two banks: the hook writes the live one; the other holds the last closed window. Before
 * rtprof_init (rtprof_initialised false) the state is the zero one, which every hook accepts. */
extern bool rtprof_initialised;
extern rtprof_bank_t rtprof_banks[2];
extern rtprof_bank_t *rtprof_live;
extern rtprof_result_t rtprof_results[RTPROF_BUCKET_COUNT];
extern rtprof_window_t rtprof_window;

/* Proof-only record of the units charged to each bucket of each bank, capped at 2^63. */
/*@ ghost extern uint64_t rtprof_charged[2][RTPROF_BUCKET_COUNT]; */

/* Constants of the contracts below, for ACSL only (C code never uses them; some are not C
 * integers): the largest scale shift a window can need, the largest count shifted by it. */
#define RTPROF_ACSL_MAX_SHIFT 0 /* RTPROF-DEV-002 */
#define RTPROF_ACSL_TERM_MAX 65535 /* RTPROF-DEV-002 */

/* The bucket a hook charges for task id task (RTPROF-HOOK-005). */
/*@
  logic integer rtprof_slot(integer task) = task < RTPROF_PROCESS_COUNT ? task : RTPROF_UNATTRIBUTED_ID;
*/
/* Saturating addition at RTPROF_COUNTER_MAX (RTPROF-HOOK-004). */
/*@
  logic integer rtprof_sat_add(integer c, integer u) = rtprof_min(c + u, RTPROF_COUNTER_MAX);

  logic integer rtprof_index(rtprof_bank_t *b) = b == &rtprof_banks[0] ? 0 : 1;
  logic rtprof_bank_t *rtprof_other(rtprof_bank_t *b) = b == &rtprof_banks[0] ? &rtprof_banks[1] : &rtprof_banks[0];
  logic rtprof_bank_t *rtprof_idle{L} = rtprof_other(rtprof_live);

  logic integer rtprof_count{L}(rtprof_bank_t *b, integer j) = b->count[j];
  logic integer rtprof_charge_at{L}(integer b, integer j) = rtprof_charged[b][j];
*/
/* A bucket's counter is its charged units, saturated; the charged record stays below its cap. */
/*@
  predicate rtprof_bucket_ok{L}(integer b, integer i) =
      rtprof_banks[b].count[i] == rtprof_min(rtprof_charged[b][i], RTPROF_COUNTER_MAX) &&
      rtprof_charged[b][i] <= 9223372036854775808;
*/
/* A bank: every bucket as above. */
/*@
  predicate rtprof_bank_ok{L}(integer b) =
      \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(b, i);
*/
/* The state variables are distinct objects (true of any C program; stated so that WP can use it). */
/*@
  predicate rtprof_apart =
      \separated(&rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, rtprof_results + (0 .. RTPROF_BUCKET_COUNT - 1));
*/
/* Every counter of bank b is at most RTPROF_COUNTER_MAX (follows from rtprof_ok for either bank). */
/*@
  predicate rtprof_bounded{L}(rtprof_bank_t *b) =
      \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> b->count[i] <= RTPROF_COUNTER_MAX;
*/
/* What a reader of the closed window needs: the state apart and the live bank one of the two. */
/*@
  predicate rtprof_ready{L} =
      rtprof_apart &&
      (rtprof_live == &rtprof_banks[0] || rtprof_live == &rtprof_banks[1]);
*/
/* The state invariant every function keeps. */
/*@
  predicate rtprof_ok{L} =
      rtprof_ready &&
      rtprof_bank_ok(0) && rtprof_bank_ok(1);
*/
/* Sums over the first n buckets: counters, counters shifted right by k, charged units. */
/*@
  logic integer rtprof_sum{L}(rtprof_bank_t *b, integer n) =
      n <= 0 ? 0 : rtprof_sum(b, n - 1) + b->count[n - 1];
  logic integer rtprof_ssum{L}(rtprof_bank_t *b, integer k, integer n) =
      n <= 0 ? 0 : rtprof_ssum(b, k, n - 1) + (b->count[n - 1] >> k);
  logic integer rtprof_csum{L}(integer b, integer n) =
      n <= 0 ? 0 : rtprof_csum(b, n - 1) + rtprof_charged[b][n - 1];
*/
/* RTPROF-CFG-014, checked by rtprof-gen and proved again here on the generated constants: a window
 * of RTPROF_WINDOW_MS holds fewer units than a counter's maximum, which marks saturation. */
/*@
  lemma rtprof_window_fits: RTPROF_WINDOW_UNITS < RTPROF_COUNTER_MAX;

*/
/* Bucket j's share in hundredths of a percent, from counters shifted right by k, of a total s. */
/*@
  logic integer rtprof_shifted{L}(rtprof_bank_t *b, integer k, integer j) = b->count[j] >> k;
  logic integer rtprof_share_of{L}(rtprof_bank_t *b, integer k, integer s, integer j) =
      ((b->count[j] >> k) * 10000) / s;
  logic integer rtprof_fsum{L}(rtprof_bank_t *b, integer k, integer s, integer n) =
      n <= 0 ? 0 : rtprof_fsum(b, k, s, n - 1) + rtprof_share_of(b, k, s, n - 1);
  logic integer rtprof_rsum{L}(integer n) =
      n <= 0 ? 0 : rtprof_rsum(n - 1) + rtprof_results[n - 1];
*/
/* The exact floor of bucket j's share of bank b at scale shift k (RTPROF-NORM-001/006). */
/*@
  logic integer rtprof_floor{L}(rtprof_bank_t *b, integer k, integer j) =
      rtprof_share_of(b, k, rtprof_ssum(b, k, RTPROF_BUCKET_COUNT), j);
*/

/* Reset both counter banks, the results and the window record and start the first window. Call before the hook is enabled; masks the hook for
 * O(RTPROF_BUCKET_COUNT) time. (RTPROF-CONC-004) */
/*@ assigns rtprof_live \from \nothing;
    assigns rtprof_initialised \from \nothing;
    assigns rtprof_initialised, rtprof_banks[0 .. 1], rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_window,
            rtprof_charged[0 .. 1][0 .. RTPROF_BUCKET_COUNT - 1];
    ensures state: rtprof_ok;
    ensures first_bank: rtprof_live == &rtprof_banks[0];
    ensures initialised: rtprof_initialised != 0;
    ensures zero: \forall integer b, i; 0 <= b <= 1 && 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_banks[b].count[i] == 0 && rtprof_charged[b][i] == 0 && rtprof_results[i] == 0;
    ensures window: rtprof_window.total == 0 && rtprof_window.empty != 0 && rtprof_window.saturated == 0 &&
        rtprof_window.overlong == 0 &&
        rtprof_window.unattributed == 0 && rtprof_window.scale_shift == 0;
*/
void rtprof_init(void);

/* Sampling hook: call from the periodic tick interrupt with the id of the task it interrupted.
 * Adds 1 to that task's counter (RTPROF-HOOK-001); an id >= RTPROF_PROCESS_COUNT goes to the
 * unattributed bucket (RTPROF-HOOK-005); at RTPROF_COUNTER_MAX the counter stays there and the
 * window is flagged saturated (RTPROF-HOOK-004). Constant time, no loop (RTPROF-HOOK-006). */
/*@ requires state: rtprof_ok;
    assigns rtprof_live->count[rtprof_slot(task)], rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(task)];
    ensures state: rtprof_ok;
    ensures counted: rtprof_live->count[rtprof_slot(task)] ==
        rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(task)]), 1);
*/
void rtprof_tick(uint32_t task);

/* Close the current window and open the next: the bank the hook writes is swapped for a cleared one
 * with a single store under the port's critical section (RTPROF-PROC-001..003), then the closed
 * window is normalised outside it (RTPROF-NORM-*). Returns, in this order of precedence,
 * RTPROF_SATURATED, RTPROF_OVERLONG, RTPROF_UNATTRIBUTED, RTPROF_EMPTY or RTPROF_OK
 * (RTPROF-PROC-004); before rtprof_init, RTPROF_E_INIT with nothing read or written (RTPROF-RES-005). */
/*@ requires state: rtprof_ok;
    assigns rtprof_live \from rtprof_live;
    assigns rtprof_idle->count[0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_charged[rtprof_index(rtprof_idle)][0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_window;
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior initialised:
      assumes rtprof_initialised != 0;
    assigns rtprof_live \from rtprof_live;
    assigns rtprof_idle->count[0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_charged[rtprof_index(rtprof_idle)][0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_window;
    ensures state: rtprof_ok;
    ensures flipped: rtprof_live == \old(rtprof_idle);
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

    ensures empty_zero: rtprof_window.total == 0 ==>
        \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_results[i] == 0;
    ensures least_shift: rtprof_window.scale_shift <= RTPROF_ACSL_MAX_SHIFT &&
        rtprof_ssum{Pre}(\old(rtprof_live), rtprof_window.scale_shift, RTPROF_BUCKET_COUNT) < 4294967296 &&
        (rtprof_window.scale_shift == 0 ||
         rtprof_ssum{Pre}(\old(rtprof_live), rtprof_window.scale_shift - 1, RTPROF_BUCKET_COUNT) >= 4294967296);
    ensures full_scale: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_results[i] <= 10000;
    ensures exact_floor: rtprof_window.total > 0 ==>
        \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
            rtprof_results[i] == rtprof_floor{Pre}(\old(rtprof_live), rtprof_window.scale_shift, i);
    ensures floor_sum: rtprof_window.total > 0 ==>
        10000 - RTPROF_PROCESS_COUNT <= rtprof_rsum(RTPROF_BUCKET_COUNT) <= 10000;
    ensures status: \result == (rtprof_window.saturated != 0 ? RTPROF_SATURATED :
                                rtprof_window.overlong != 0 ? RTPROF_OVERLONG :
                                rtprof_window.unattributed != 0 ? RTPROF_UNATTRIBUTED :
                                rtprof_window.empty != 0 ? RTPROF_EMPTY : RTPROF_OK);
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_process(void);

/* The share of bucket task (0 .. RTPROF_UNATTRIBUTED_ID) in the last closed window, in
 * hundredths of a percent (0 .. 10000). RTPROF_E_NULL, RTPROF_E_RANGE or, before
 * rtprof_init, RTPROF_E_INIT leave *result unchanged (RTPROF-RES-002, RTPROF-RES-005). */
/*@ requires state: rtprof_ready;
    requires out: result == \null || (\valid(result) && \separated(result + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, rtprof_results + (0 .. RTPROF_BUCKET_COUNT - 1)));
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
      ensures value: *result == rtprof_results[task];
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result);

/* The raw count of bucket task (0 .. RTPROF_UNATTRIBUTED_ID) in the last closed window, in interval
 * units. RTPROF_E_NULL, RTPROF_E_RANGE or RTPROF_E_INIT leave *units unchanged (RTPROF-RES-004/005). */
/*@ requires state: rtprof_ready;
    requires out: units == \null || (\valid(units) && \separated(units + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, rtprof_results + (0 .. RTPROF_BUCKET_COUNT - 1)));
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
      ensures value: *units == rtprof_idle->count[task];
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_get_units(uint32_t task, uint64_t *units);

/* Total and flags of the last closed window. RTPROF_E_NULL or RTPROF_E_INIT leave nothing changed
 * (RTPROF-RES-003/005). */
/*@ requires state: rtprof_ready;
    requires out: window == \null || (\valid(window) && \separated(window + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, rtprof_results + (0 .. RTPROF_BUCKET_COUNT - 1)));
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

#endif /* SAMPLING_RTPROF_H */
