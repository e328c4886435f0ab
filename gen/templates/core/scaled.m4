m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/scaled.m4: 32- and 64-bit counters: the sum of the counts shifted right by k.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
[
/* The sum of every count shifted right by k (RTPROF-NORM-006, RTPROF-NORM-008). */
/*@ requires which: closed == &rtprof_banks[0] || closed == &rtprof_banks[1];
    requires bounded: rtprof_bounded(closed);
    requires k_bound: k <= RTPROF_ACSL_MAX_SHIFT;
    assigns \nothing;
    ensures \result == rtprof_ssum(closed, k, RTPROF_BUCKET_COUNT);
*/
static uint64_t rtprof_scaled_sum(const rtprof_bank_t *closed, uint32_t k)
{
    uint64_t sum = 0u;
    uint32_t i;

    /*@ ghost rtprof_lemma_shift_le(k); */
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant sum_is: sum == rtprof_ssum(closed, k, i);
        loop invariant sum_bound: sum <= i * RTPROF_COUNTER_MAX;
        loop assigns i, sum;
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        /*@ assert unfold: rtprof_ssum(closed, k, i + 1) == rtprof_ssum(closed, k, i) + (closed->count[i] >> k); */
        /*@ assert max: closed->count[i] <= RTPROF_COUNTER_MAX; */
        /*@ assert term: 0 <= (closed->count[i] >> k) <= closed->count[i] <= RTPROF_COUNTER_MAX; */
        /*@ assert room: sum <= (RTPROF_BUCKET_COUNT - 1) * RTPROF_COUNTER_MAX; */
        const rtprof_counter_t count = closed->count[i];
        /*@ assert count_max: count <= RTPROF_COUNTER_MAX; */
        sum += (uint64_t)count >> k;
    }
    return sum;
}
]m4_dnl
