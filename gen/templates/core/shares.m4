m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/shares.m4: int results: the shares of a non-empty window.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl rtprof_shares: one text. Its fragments, each written once per class: whether totals of 2^32 or
m4_dnl more can occur (32- and 64-bit counters) and the counts are then shifted, or never (16-bit
m4_dnl counters); and the rounding (below).
m4_define([_rtprof_shares_scale_note], [_rtprof_if_scaled([[When the total is 2^32 or
 * more, every count is shifted right by the least k that brings the sum of the shifted counts below
 * 2^32 (tried k = 1, 2, ..., at most RTPROF_ACSL_MAX_SHIFT); the divisor is that sum, so the results
 * keep every sum property.]], [[16-bit counters: the total is below 2^24, never scaled.]])])m4_dnl
m4_define([_rtprof_shares_shift_decl], [_rtprof_if_scaled([[    uint32_t shift = 0u;
    uint64_t reduced = total;]], [[    const uint32_t shift = 0u;
    const uint64_t reduced = total;]])])m4_dnl
m4_define([_rtprof_shares_scale_down], [_rtprof_if_scaled([[    /*@ loop invariant range: shift <= RTPROF_ACSL_MAX_SHIFT;
        loop invariant reduced_is: reduced == rtprof_ssum(closed, shift, RTPROF_BUCKET_COUNT);
        loop invariant needed: shift == 0 || rtprof_ssum(closed, shift - 1, RTPROF_BUCKET_COUNT) >= 4294967296;
        loop invariant halved: shift == 0 || 2 * reduced + RTPROF_BUCKET_COUNT >= 4294967296;
        loop assigns shift, reduced;
        loop variant RTPROF_ACSL_MAX_SHIFT - shift; */
    while (reduced > 0xFFFFFFFFu)
    {
        shift++;
        reduced = rtprof_scaled_sum(closed, shift);
        /*@ ghost rtprof_lemma_ssum_halving(closed, shift - 1u); */
    }]], [[    /*@ assert small: reduced <= 0xFFFFFFFF; */]])])m4_dnl
m4_dnl _rtprof_shares_shifted(COUNT): the count as the divisor's sum took it.
m4_define([_rtprof_shares_shifted], [_rtprof_if_scaled([[(uint64_t)($1 >> shift)]], [[(uint64_t)($1)]])])m4_dnl
m4_dnl Fragments of rtprof_shares by rounding: floor stores each bucket's floor; exact_sum also keeps
m4_dnl each floor's remainder (rtprof_keep_remainder, core/award.m4) and awards the hundredths the
m4_dnl floors leave to the largest remainders (rtprof_award).
m4_define([_rtprof_shares_rounding_ensures], [rtprof_if([RTPROF_ROUNDING], [floor], [[    ensures exact_floor: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_results[i] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, i);
    ensures floor_sum: 10000 - RTPROF_PROCESS_COUNT <= rtprof_rsum(RTPROF_BUCKET_COUNT) <= 10000;]],
[[    ensures floor_or_one_more: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_results[i] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, i) ||
        rtprof_results[i] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, i) + 1;
    ensures exact_sum: rtprof_rsum(RTPROF_BUCKET_COUNT) == 10000;
    ensures largest_remainder: \forall integer i, j; 0 <= i < RTPROF_BUCKET_COUNT && 0 <= j < RTPROF_BUCKET_COUNT &&
        rtprof_results[i] > rtprof_floor{Pre}(closed, rtprof_window.scale_shift, i) &&
        rtprof_results[j] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, j) ==>
        rtprof_rem{Pre}(closed, rtprof_window.scale_shift, i) > rtprof_rem{Pre}(closed, rtprof_window.scale_shift, j) ||
        (rtprof_rem{Pre}(closed, rtprof_window.scale_shift, i) == rtprof_rem{Pre}(closed, rtprof_window.scale_shift, j) && i < j);]])])m4_dnl
m4_dnl _rtprof_shares_rem_locations: the remainders, where they are kept (after a comma).
m4_define([_rtprof_shares_rem_locations], [rtprof_if([RTPROF_ROUNDING], [exact_sum], [[,
                         rtprof_remainders[0 .. RTPROF_BUCKET_COUNT - 1]]])])m4_dnl
m4_dnl _rtprof_shares_given_decl: the sum of the floors: proof-only for floor, the award's deficit for
m4_dnl exact_sum.
m4_define([_rtprof_shares_given_decl], [rtprof_if([RTPROF_ROUNDING], [floor],
[[        /*@ ghost uint32_t given = 0u; */]], [[        uint32_t given = 0u;]])])m4_dnl
m4_define([_rtprof_shares_add_given], [rtprof_if([RTPROF_ROUNDING], [floor],
[[            /*@ ghost given = given + q; */]], [[            given += q;]])])m4_dnl
m4_dnl _rtprof_shares_rem_invariants: exact_sum, the remainders kept so far.
m4_define([_rtprof_shares_rem_invariants], [rtprof_if([RTPROF_ROUNDING], [exact_sum], [[
            loop invariant remainders: \forall integer j; 0 <= j < i ==>
                rtprof_remainders[j] == rtprof_scaled_rem{Pre}(closed, shift, reduced, factor, j);
            loop invariant remainder_bound: \forall integer j; 0 <= j < i ==> rtprof_remainders[j] < divisor;]])])m4_dnl
m4_dnl _rtprof_shares_keep_rest: exact_sum, the floor's remainder kept, and what it is of the window.
m4_define([_rtprof_shares_keep_rest], [rtprof_if([RTPROF_ROUNDING], [exact_sum], [[
            /*@ ghost rtprof_lemma_rem(q, shifted, reduced, factor); */
            /*@ assert rem_c: c == shifted * factor && divisor == reduced * factor; */
            /*@ assert rem_sub: c * 10000 - q * divisor == (shifted * factor) * 10000 - q * (reduced * factor); */
            /*@ assert rem_lemma: (shifted * factor) * 10000 - q * (reduced * factor) == factor * ((shifted * 10000) % reduced); */
            /*@ assert rem_same: (shifted * 10000) % reduced == rtprof_rem_of{Pre}(closed, shift, reduced, i); */
            /*@ assert rem_is: c * 10000 - q * divisor == factor * rtprof_rem_of{Pre}(closed, shift, reduced, i); */
            /*@ assert rem_fits: 0 <= c * 10000 - q * divisor < divisor; */
            rtprof_keep_remainder(i, c, q, divisor);
            /*@ assert stored_rem: rtprof_remainders[i] == factor * rtprof_rem_of{Pre}(closed, shift, reduced, i); */
            /*@ assert stored_below: rtprof_remainders[i] < divisor; */
            /*@ ghost rtprof_lemma_scaled_rem(closed, shift, reduced, factor, i); */
            /*@ assert stored: rtprof_remainders[i] == rtprof_scaled_rem{Pre}(closed, shift, reduced, factor, i); */]])])m4_dnl
m4_dnl _rtprof_shares_award: exact_sum, the hundredths the floors leave, to the largest remainders.
m4_define([_rtprof_shares_award], [rtprof_if([RTPROF_ROUNDING], [exact_sum], [[
        /*@ assert floors: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
                rtprof_results[j] == rtprof_share_of{Pre}(closed, shift, reduced, j); */
        if (given < 10000u)
        {
            /*@ ghost rtprof_lemma_rsum_term(); */
            /*@ assert room: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_results[j] < 10000; */
            rtprof_award(10000u - given, divisor);
        }
        /*@ assert order_stored: \forall integer a, b; 0 <= a < RTPROF_BUCKET_COUNT && 0 <= b < RTPROF_BUCKET_COUNT &&
                rtprof_results[a] > rtprof_share_of{Pre}(closed, shift, reduced, a) &&
                rtprof_results[b] == rtprof_share_of{Pre}(closed, shift, reduced, b) ==>
                rtprof_remainders[a] > rtprof_remainders[b] || (rtprof_remainders[a] == rtprof_remainders[b] && a < b); */
        /*@ assert stored_all: \forall integer a; 0 <= a < RTPROF_BUCKET_COUNT ==>
                rtprof_remainders[a] == factor * rtprof_rem_of{Pre}(closed, shift, reduced, a) &&
                0 <= rtprof_rem_of{Pre}(closed, shift, reduced, a); */
        /*@ ghost rtprof_lemma_stored_order(closed, shift, reduced, factor); */
        /*@ assert order_stored_rem: \forall integer a, b; 0 <= a < RTPROF_BUCKET_COUNT && 0 <= b < RTPROF_BUCKET_COUNT ==>
                (rtprof_remainders[a] > rtprof_remainders[b] <==>
                 rtprof_rem_of{Pre}(closed, shift, reduced, a) > rtprof_rem_of{Pre}(closed, shift, reduced, b)) &&
                (rtprof_remainders[a] == rtprof_remainders[b] <==>
                 rtprof_rem_of{Pre}(closed, shift, reduced, a) == rtprof_rem_of{Pre}(closed, shift, reduced, b)); */
        /*@ assert sum_is: rtprof_rsum(RTPROF_BUCKET_COUNT) == 10000; */
        /*@ assert one_more: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
                rtprof_results[j] == rtprof_share_of{Pre}(closed, shift, reduced, j) ||
                rtprof_results[j] == rtprof_share_of{Pre}(closed, shift, reduced, j) + 1; */
        /*@ assert order: \forall integer a, b; 0 <= a < RTPROF_BUCKET_COUNT && 0 <= b < RTPROF_BUCKET_COUNT &&
                rtprof_results[a] > rtprof_share_of{Pre}(closed, shift, reduced, a) &&
                rtprof_results[b] == rtprof_share_of{Pre}(closed, shift, reduced, b) ==>
                rtprof_rem_of{Pre}(closed, shift, reduced, a) > rtprof_rem_of{Pre}(closed, shift, reduced, b) ||
                (rtprof_rem_of{Pre}(closed, shift, reduced, a) == rtprof_rem_of{Pre}(closed, shift, reduced, b) && a < b); */]])])m4_dnl
m4_define([_rtprof_shares], [[
/* Results of a non-empty window (total > 0), RTPROF-NORM-001..006. ]_rtprof_shares_scale_note[ Multiplying counts and
 * divisor by the normalising factor changes no ratio and brings the divisor to 2^31 .. 2^32 - 1;
 * one 32-bit division gives the reciprocal; each bucket then needs 32 x 32 -> 32 products only. */
/*@ requires state: rtprof_ok;
    requires which: closed == &rtprof_banks[0] || closed == &rtprof_banks[1];
    requires total: 0 < total == rtprof_sum(closed, RTPROF_BUCKET_COUNT);
    assigns rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_window.scale_shift]_rtprof_shares_rem_locations[;
    ensures shift_range: rtprof_window.scale_shift <= RTPROF_ACSL_MAX_SHIFT;
    ensures least_shift: rtprof_ssum{Pre}(closed, rtprof_window.scale_shift, RTPROF_BUCKET_COUNT) < 4294967296 &&
        (rtprof_window.scale_shift == 0 ||
         rtprof_ssum{Pre}(closed, rtprof_window.scale_shift - 1, RTPROF_BUCKET_COUNT) >= 4294967296);
    ensures full_scale: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_results[i] <= 10000;
]_rtprof_shares_rounding_ensures[
*/
static void rtprof_shares(const rtprof_bank_t *closed, uint64_t total)
{
    uint32_t i;
    /*@ ghost rtprof_lemma_bounded(closed); */
    /*@ assert bounded: rtprof_bounded(closed); */
]_rtprof_shares_shift_decl[

    /*@ ghost rtprof_lemma_ssum_zero(closed); */
    /*@ ghost rtprof_lemma_ssum_bound(closed); */
]_rtprof_shares_scale_down[
    /*@ assert positive: reduced > 0; */
    /*@ ghost rtprof_lemma_ssum_term(closed, shift); */
    rtprof_window.scale_shift = (uint8_t)shift;
    {
        uint32_t divisor = 0u;
        const uint32_t factor = rtprof_normaliser((uint32_t)reduced, &divisor);
        /*@ assert norm_range: 2147483648 <= reduced * factor < 4294967296; */
        /*@ assert divisor_is: divisor == reduced * factor && 2147483648 <= divisor; */
        /* the one division of a process call, in 32 bits (RTPROF-NORM-005) */
        const uint32_t scale = rtprof_reciprocal_of(divisor);
]_rtprof_shares_given_decl[
        /*@ assert reduced_is: reduced == rtprof_ssum{Pre}(closed, shift, RTPROF_BUCKET_COUNT); */

        /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
            loop invariant floors: \forall integer j; 0 <= j < i ==>
                rtprof_results[j] == rtprof_share_of{Pre}(closed, shift, reduced, j);
            loop invariant at_most_full: \forall integer j; 0 <= j < i ==> rtprof_results[j] <= 10000;
            loop invariant given_is: given == rtprof_fsum{Pre}(closed, shift, reduced, i);
            loop invariant given_bound: given <= 10000 * i;
            loop invariant below: reduced * given <= 10000 * rtprof_ssum{Pre}(closed, shift, i);
            loop invariant above: 10000 * rtprof_ssum{Pre}(closed, shift, i) - reduced * given <= i * (reduced - 1);]_rtprof_shares_rem_invariants[
            loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], given]_rtprof_shares_rem_locations[;
            loop variant RTPROF_BUCKET_COUNT - i; */
        for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
        {
            const uint64_t wide = ]_rtprof_shares_shifted([closed->count[i]])[;
            /*@ assert wide_fits: wide <= reduced; */
            const uint32_t shifted = (uint32_t)wide;
            /*@ assert same: shifted == rtprof_shifted{Pre}(closed, shift, i); */
            /*@ assert term: shifted <= reduced; */
            /*@ ghost rtprof_lemma_mul_mono(shifted, reduced, factor); */
            /* the product fits 32 bits (shifted <= reduced, so shifted * factor <= divisor): written
               as the remainder of the 64-bit product by 2^32 in one expression, which no analysis
               reads as a wrap and compilers fold to one 32 x 32 -> 32 multiply (no library call) */
            /*@ assert c_fits: 0 <= shifted * factor <= divisor; */
            const uint32_t c = (uint32_t)(((uint64_t)shifted * (uint64_t)factor) % 4294967296u);
            /*@ assert c_is: c == shifted * factor; */
            const uint32_t q = rtprof_floor_share(c, divisor, scale);

            /*@ ghost rtprof_lemma_cancel(q, shifted, reduced, factor); */
            /*@ ghost rtprof_lemma_div(q, (uint64_t)shifted * 10000u, reduced); */
            /*@ assert floor: q == rtprof_share_of{Pre}(closed, shift, reduced, i); */
            /*@ assert unfold_s: rtprof_ssum{Pre}(closed, shift, i + 1) == rtprof_ssum{Pre}(closed, shift, i) + shifted; */
            /*@ assert unfold_f: rtprof_fsum{Pre}(closed, shift, reduced, i + 1) == rtprof_fsum{Pre}(closed, shift, reduced, i) + q; */
            /*@ assert dist1: reduced * (given + q) == reduced * given + reduced * q; */
            /*@ assert below: reduced * q <= 10000 * shifted; */
            /*@ assert above: 10000 * shifted - reduced * q <= reduced - 1; */
            rtprof_results[i] = (rtprof_result_t)q;]_rtprof_shares_keep_rest[
]_rtprof_shares_add_given[
        }
        /*@ assert i_end: i == RTPROF_BUCKET_COUNT; */
        /*@ assert at_end1: reduced * given <= 10000 * rtprof_ssum{Pre}(closed, shift, RTPROF_BUCKET_COUNT); */
        /*@ assert at_end2: 10000 * rtprof_ssum{Pre}(closed, shift, RTPROF_BUCKET_COUNT) - reduced * given <=
                RTPROF_BUCKET_COUNT * (reduced - 1); */
        /*@ assert at_end: reduced * given <= 10000 * reduced &&
                10000 * reduced - reduced * given <= RTPROF_BUCKET_COUNT * (reduced - 1); */
        /*@ assert dist2: reduced * (10000 - given) == 10000 * reduced - reduced * given; */
        /*@ assert sum_low: reduced * (10000 - given) <= RTPROF_BUCKET_COUNT * (reduced - 1); */
        /*@ assert sum_high: reduced * given <= 10000 * reduced; */
        /*@ ghost rtprof_lemma_sum_floor(given, reduced); */
        /*@ ghost
          uint32_t check = 0u;
          uint32_t n;
          /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
             loop invariant check_is: check == rtprof_rsum(n);
             loop invariant check_fsum: check == rtprof_fsum{Pre}(closed, shift, reduced, n);
             loop invariant check_bound: check <= 10000 * n;
             loop assigns n, check;
             loop variant RTPROF_BUCKET_COUNT - n; @/
          for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
          {
              /@ assert unfold_r: rtprof_rsum(n + 1) == rtprof_rsum(n) + rtprof_results[n]; @/
              /@ assert unfold_f: rtprof_fsum{Pre}(closed, shift, reduced, n + 1) ==
                     rtprof_fsum{Pre}(closed, shift, reduced, n) + rtprof_results[n]; @/
              check = check + rtprof_results[n];
          }
        */
        /*@ assert total_results: rtprof_rsum(RTPROF_BUCKET_COUNT) == given; */]_rtprof_shares_award[
    }
}
]])m4_dnl
m4_dnl The text.
_rtprof_shares[]m4_dnl
m4_dnl
m4_dnl
