m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/process.m4: rtprof_process: the window switch and its normalisation.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl Fragments of rtprof_window_close, each written once per class and named by what it is.
m4_dnl _rtprof_close_frame: int results, the proof that the closed bank reads as on entry (with the
m4_dnl remainders for exact_sum rounding); float results read the bank later, when a result is read.
m4_define([_rtprof_close_frame], [rtprof_if([RTPROF_RESULT], [int], [[
    /* The closed bank reads as it did on entry: its shifted sums, shares and remainders, for every
     * shift, are those of the pre-state (frame of the clear and the store, stated once here so that
     * the normalisation's contract, written on the state of its call, carries over to Pre). */
    /*@ ghost
      uint32_t m;
      /@ loop invariant range: 0 <= m <= RTPROF_BUCKET_COUNT;
         loop invariant frame: \forall integer k; 0 <= k <= RTPROF_ACSL_MAX_SHIFT ==>
             rtprof_ssum(closed, k, m) == rtprof_ssum{Pre}(closed, k, m);
         loop assigns m;
         loop variant RTPROF_BUCKET_COUNT - m; @/
      for (m = 0u; m < RTPROF_BUCKET_COUNT; m++)
      {
          /@ assert same_count: closed->count[m] == rtprof_count{Pre}(closed, m); @/
          /@ assert unfold_here: \forall integer k; rtprof_ssum(closed, k, m + 1) == rtprof_ssum(closed, k, m) + (closed->count[m] >> k); @/
          /@ assert unfold_pre: \forall integer k;
                 rtprof_ssum{Pre}(closed, k, m + 1) == rtprof_ssum{Pre}(closed, k, m) + (rtprof_count{Pre}(closed, m) >> k); @/
      }
    */
    /*@ assert counts_same: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> closed->count[j] == rtprof_count{Pre}(closed, j); */
    /*@ assert ssum_same: \forall integer k; 0 <= k <= RTPROF_ACSL_MAX_SHIFT ==>
            rtprof_ssum(closed, k, RTPROF_BUCKET_COUNT) == rtprof_ssum{Pre}(closed, k, RTPROF_BUCKET_COUNT); */
    /*@ assert floor_same: \forall integer k, j; 0 <= k <= RTPROF_ACSL_MAX_SHIFT && 0 <= j < RTPROF_BUCKET_COUNT ==>
            rtprof_floor(closed, k, j) == rtprof_floor{Pre}(closed, k, j); */]rtprof_if([RTPROF_ROUNDING], [exact_sum], [[
    /*@ assert rem_same: \forall integer k, j; 0 <= k <= RTPROF_ACSL_MAX_SHIFT && 0 <= j < RTPROF_BUCKET_COUNT ==>
            rtprof_rem(closed, k, j) == rtprof_rem{Pre}(closed, k, j); */]])])])m4_dnl
m4_dnl _rtprof_close_results: int results, the window's results (all zero for an empty window, the
m4_dnl shares otherwise); float results, the scale a result is read with.
m4_define([_rtprof_close_results], [rtprof_if([RTPROF_RESULT], [int], [[
    if (rtprof_window.empty)
    {
        /* RTPROF-NORM-004: no division */
        /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
            loop invariant cleared: \forall integer j; 0 <= j < i ==> rtprof_results[j] == 0;
            loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
            loop variant RTPROF_BUCKET_COUNT - i; */
        for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
        {
            rtprof_results[i] = 0u;
        }
        rtprof_window.scale_shift = 0u;
        /*@ ghost rtprof_lemma_ssum_zero(closed); */
        /*@ assert zero_shift: rtprof_ssum{Pre}(closed, 0, RTPROF_BUCKET_COUNT) == 0; */
    }
    else
    {
        rtprof_shares(closed, rtprof_window.total);
        /*@ assert shift_range: rtprof_window.scale_shift <= RTPROF_ACSL_MAX_SHIFT; */
        /*@ assert least_pre: rtprof_ssum{Pre}(closed, rtprof_window.scale_shift, RTPROF_BUCKET_COUNT) < 4294967296 &&
                (rtprof_window.scale_shift == 0 ||
                 rtprof_ssum{Pre}(closed, rtprof_window.scale_shift - 1, RTPROF_BUCKET_COUNT) >= 4294967296); */]_rtprof_close_rounding[
    }]], [[
    /* float results are computed when read (rtprof_get_result): a count times the window's scale
     * (RTPROF-NORM-007); an empty window has none and reads as 0 */
    rtprof_window.scale_shift = 0u;
    if (total != 0u)
    {
        rtprof_scale = rtprof_scale_of(total);
    }]])])m4_dnl
m4_dnl _rtprof_close_rounding: what the shares' contract gives the window, by rounding.
m4_define([_rtprof_close_rounding], [rtprof_if([RTPROF_ROUNDING], [exact_sum], [[
        /*@ assert one_more_pre: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
                rtprof_results[j] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, j) ||
                rtprof_results[j] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, j) + 1; */
        /*@ assert largest_pre: \forall integer a, b; 0 <= a < RTPROF_BUCKET_COUNT && 0 <= b < RTPROF_BUCKET_COUNT &&
                rtprof_results[a] > rtprof_floor{Pre}(closed, rtprof_window.scale_shift, a) &&
                rtprof_results[b] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, b) ==>
                rtprof_rem{Pre}(closed, rtprof_window.scale_shift, a) > rtprof_rem{Pre}(closed, rtprof_window.scale_shift, b) ||
                (rtprof_rem{Pre}(closed, rtprof_window.scale_shift, a) == rtprof_rem{Pre}(closed, rtprof_window.scale_shift, b) && a < b); */]], [[
        /*@ assert floor_pre: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
                rtprof_results[j] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, j); */]])])m4_dnl
m4_dnl rtprof_window_close: one text.
m4_define([_rtprof_window_close], [[
/* rtprof_process once rtprof_init has run: close the live window, normalise it, return its
 * status (RTPROF-PROC-001..004, RTPROF-NORM-001..008, RTPROF-HOOK-004). */
/*@ requires state: rtprof_ok;
]_rtprof_close_assigns[
]_rtprof_close_ensures[
*/
static rtprof_status_t rtprof_window_close(void)
{
    rtprof_bank_t *const closed = rtprof_live; /* RTPROF-DEV-016 */
    rtprof_bank_t *const next = (closed == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];
    ]rtprof_cfg([RTPROF_SUM_TYPE])[ total = 0u; /* RTPROF-NORM-008 */
    uint32_t full = 0u; /* counters at RTPROF_COUNTER_MAX: saturated ones (RTPROF-HOOK-004) */
    uint32_t key;
    uint32_t i;
    rtprof_status_t status;
    /*@ ghost const int d = (closed == &rtprof_banks[0]) ? 0 : 1; */

    /*@ ghost rtprof_lemma_respected(d); */
    /*@ assert closed_is: closed == &rtprof_banks[d]; */
    /*@ assert done_ok: rtprof_bank_ok(d); */
    /*@ assert done_buckets: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(d, j); */
    /*@ assert resp: rtprof_csum(d, RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
            \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_count(closed, j) == rtprof_charge_at(d, j); */
    /*@ assert resp_below: rtprof_csum(d, RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
            \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_count(closed, j) < RTPROF_COUNTER_MAX; */
    /*@ assert below_exact: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
            rtprof_count(closed, j) < RTPROF_COUNTER_MAX ==> rtprof_count(closed, j) == rtprof_charge_at(d, j); */
    /*@ assert at_max_charged: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
            (rtprof_count(closed, j) == RTPROF_COUNTER_MAX <==> rtprof_charge_at(d, j) >= RTPROF_COUNTER_MAX); */

    /* RTPROF-PROC-003: the next window starts from zero. The hook does not write this bank. */
    rtprof_bank_clear(next);

    /* RTPROF-PROC-001/002: one store under the critical section. A hook that ran before it charged
     * closed, one after it charges next; closed is quiescent from here on. */
    key = rtprof_port_critical_enter();
    rtprof_live = next;
    rtprof_port_critical_exit(key);
    /*@ assert done_still_ok: rtprof_bank_ok(d); */
    /*@ assert next_is: next == &rtprof_banks[1 - d]; */
    /*@ assert next_ok: rtprof_bank_ok(1 - d); */
    /*@ assert other_is: rtprof_other(next) == closed; */
    /*@ ghost rtprof_lemma_bounded(closed); */
    /*@ assert done_bounded: rtprof_bounded(closed); */]_rtprof_close_frame[

    /* RTPROF-NORM-008: at most ]_rtprof_if_scaled([[256 * (2^56 - 1) < 2^64]], [[256 * (2^16 - 1) < 2^32, a 32-bit sum]])[ */
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant total_is: total == rtprof_sum{Pre}(closed, i);
        loop invariant total_bound: total <= i * RTPROF_COUNTER_MAX;
        loop invariant counts_below: \forall integer j; 0 <= j < i ==> rtprof_count{Pre}(closed, j) <= total;
        loop assigns i, total;
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        /*@ assert same: closed->count[i] == rtprof_count{Pre}(closed, i); */
        /*@ assert max: closed->count[i] <= RTPROF_COUNTER_MAX; */
        /*@ assert room: total <= (RTPROF_BUCKET_COUNT - 1) * RTPROF_COUNTER_MAX; */
        const rtprof_counter_t count = closed->count[i];
        /*@ assert count_max: count <= RTPROF_COUNTER_MAX; */
        total += (]rtprof_cfg([RTPROF_SUM_TYPE])[)count;
    }

    /* RTPROF-PROC-004: a total above the window's units is an overlong window. RTPROF-HOOK-004: a
     * counter at its maximum is a saturated one. Only a total of at least the maximum, which is above
     * the window's units (RTPROF-CFG-014), can hold one: a window that respects RTPROF_WINDOW_MS
     * makes one comparison and skips the search. */
    rtprof_window.overlong = false;
    if ((uint64_t)total > RTPROF_WINDOW_UNITS)
    {
        rtprof_window.overlong = true;
    }
    if (total >= (uint64_t)RTPROF_COUNTER_MAX)
    {
        /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
            loop invariant full_bound: full <= i;
            loop invariant full_iff: full == 0 <==> (\forall integer j; 0 <= j < i ==> rtprof_count{Pre}(closed, j) < RTPROF_COUNTER_MAX);
            loop assigns i, full;
            loop variant RTPROF_BUCKET_COUNT - i; */
        for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
        {
            /*@ assert same_here: closed->count[i] == rtprof_count{Pre}(closed, i); */
            full += (closed->count[i] == RTPROF_COUNTER_MAX) ? 1u : 0u; /* RTPROF-DEV-003 */
        }
    }
    /*@ assert full_is: full == 0 <==>
            (\forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_count{Pre}(closed, j) < RTPROF_COUNTER_MAX); */
    /*@ assert total_here: total == rtprof_sum(closed, RTPROF_BUCKET_COUNT); */
    /* stored at once, and read back below: the ]_rtprof_if_scaled([[64]], [[32]])[-bit total then lives in registers through the
     * sum loop only (kept live to the end of the call, Cortex-M0 code spilled it to the stack
     * inside that loop: 11 instructions per bucket instead of 7) */
    rtprof_window.total = total;
    rtprof_window.empty = (total == 0u);
]_rtprof_close_results[
    /*@ assert mid_ok: rtprof_bank_ok(d) && rtprof_bank_ok(1 - d); */
    /*@ assert unattributed_same: closed->count[RTPROF_UNATTRIBUTED_ID] == rtprof_count{Pre}(closed, RTPROF_UNATTRIBUTED_ID); */
    rtprof_window.saturated = (full != 0u);
    rtprof_window.unattributed = (closed->count[RTPROF_UNATTRIBUTED_ID] != 0u);
    /*@ assert sat_count: rtprof_window.saturated != 0 <==>
            (\exists integer j; 0 <= j < RTPROF_BUCKET_COUNT && rtprof_count{Pre}(closed, j) == RTPROF_COUNTER_MAX); */
    /*@ assert sat_charged: rtprof_window.saturated != 0 <==>
            (\exists integer j; 0 <= j < RTPROF_BUCKET_COUNT && rtprof_charge_at{Pre}(d, j) >= RTPROF_COUNTER_MAX); */
    /*@ assert d_is: d == \at(rtprof_index(rtprof_live), Pre); */
    /*@ assert sat_post: rtprof_window.saturated != 0 <==>
            (\exists integer j; 0 <= j < RTPROF_BUCKET_COUNT &&
                rtprof_charge_at{Pre}(\at(rtprof_index(rtprof_live), Pre), j) >= RTPROF_COUNTER_MAX); */

    /* RTPROF-PROC-004 */
    if (rtprof_window.saturated)
    {
        status = RTPROF_SATURATED;
    }
    else if (rtprof_window.overlong)
    {
        status = RTPROF_OVERLONG;
    }
    else if (rtprof_window.unattributed)
    {
        status = RTPROF_UNATTRIBUTED;
    }
    else if (rtprof_window.empty)
    {
        status = RTPROF_EMPTY;
    }
    else
    {
        status = RTPROF_OK;
    }
    /*@ assert end_ok: rtprof_bank_ok(d) && rtprof_bank_ok(1 - d); */
    return status;
}
]])m4_dnl
m4_dnl The text, in order.
_rtprof_window_close[]m4_dnl
[
rtprof_status_t rtprof_process(void)
{
    rtprof_status_t status;

    if (rtprof_initialised)
    {
        status = rtprof_window_close();
    }
    else
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
    }
    return status;
}
]m4_dnl
[
]m4_dnl
m4_dnl
