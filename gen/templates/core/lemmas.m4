m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/lemmas.m4: ghost lemma functions of the window sums, proved once and instantiated by ghost calls.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
m4_dnl The lemmas: one text; those of shifted counts (_rtprof_lemmas_shifts) only where totals of 2^32 or more can occur.
m4_dnl _rtprof_lemmas_shifts: where totals of 2^32 or more can occur, the two lemmas of the counts
m4_dnl shifted right (a shift never increases a count; one more shift at least halves the sum).
m4_define([_rtprof_lemmas_shifts], [_rtprof_if_scaled([[

  /@ requires 0 <= k <= 63;
     assigns \nothing;
     ensures \forall integer x; 0 <= x ==> 0 <= (x >> k) <= x; @/
  static void rtprof_lemma_shift_le(uint32_t k)
  {
      uint32_t j;
      /@ loop invariant range: 0 <= j <= k;
         loop invariant shift_bound: \forall integer x; 0 <= x ==> 0 <= (x >> j) <= x;
         loop assigns j;
         loop variant k - j; @/
      for (j = 0u; j < k; j++)
      {
          /@ assert step: \forall integer x; 0 <= x ==> (x >> (j + 1)) == ((x >> j) >> 1); @/
          /@ assert half: \forall integer x; 0 <= x ==> ((x >> j) >> 1) == (x >> j) / 2; @/
      }
  }

  /@ requires which: closed == &rtprof_banks[0] || closed == &rtprof_banks[1];
     requires 0 <= k < RTPROF_ACSL_MAX_SHIFT;
     assigns \nothing;
     ensures 2 * rtprof_ssum(closed, k + 1, RTPROF_BUCKET_COUNT) + RTPROF_BUCKET_COUNT >=
             rtprof_ssum(closed, k, RTPROF_BUCKET_COUNT); @/
  static void rtprof_lemma_ssum_halving(const rtprof_bank_t *closed, uint32_t k)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant halving: 2 * rtprof_ssum(closed, k + 1, n) + n >= rtprof_ssum(closed, k, n);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert cast: (]rtprof_cfg([RTPROF_COUNTER_TYPE])[)(closed->count[n] >> k) == (closed->count[n] >> k); @/
          /@ assert nonneg: 0 <= (closed->count[n] >> k); @/
          /@ assert step: (closed->count[n] >> (k + 1)) == ((closed->count[n] >> k) >> 1); @/
          /@ assert half: ((closed->count[n] >> k) >> 1) == (closed->count[n] >> k) / 2; @/
          /@ assert unfold1: rtprof_ssum(closed, k, n + 1) == rtprof_ssum(closed, k, n) + (closed->count[n] >> k); @/
          /@ assert unfold2: rtprof_ssum(closed, k + 1, n + 1) == rtprof_ssum(closed, k + 1, n) + (closed->count[n] >> (k + 1)); @/
      }
  }]])])m4_dnl
m4_define([_rtprof_lemmas], [[/* Ghost lemma functions: proof steps WP proves once and the code instantiates by a ghost call.
 * They are comments to the compiler. */
/*@ ghost
  /@ requires which: closed == &rtprof_banks[0] || closed == &rtprof_banks[1];
     assigns \nothing;
     ensures rtprof_ssum(closed, 0, RTPROF_BUCKET_COUNT) == rtprof_sum(closed, RTPROF_BUCKET_COUNT); @/
  static void rtprof_lemma_ssum_zero(const rtprof_bank_t *closed)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant same_sum: rtprof_ssum(closed, 0, n) == rtprof_sum(closed, n);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert unfold1: rtprof_ssum(closed, 0, n + 1) == rtprof_ssum(closed, 0, n) + (closed->count[n] >> 0); @/
          /@ assert unfold2: rtprof_sum(closed, n + 1) == rtprof_sum(closed, n) + closed->count[n]; @/
          /@ assert shift0: (closed->count[n] >> 0) == closed->count[n]; @/
      }
  }

  /@ requires which: closed == &rtprof_banks[0] || closed == &rtprof_banks[1];
     requires bounded: rtprof_bounded(closed);
     assigns \nothing;
     ensures rtprof_ssum(closed, RTPROF_ACSL_MAX_SHIFT, RTPROF_BUCKET_COUNT) <= RTPROF_BUCKET_COUNT * RTPROF_ACSL_TERM_MAX; @/
  static void rtprof_lemma_ssum_bound(const rtprof_bank_t *closed)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant ssum_bound: rtprof_ssum(closed, RTPROF_ACSL_MAX_SHIFT, n) <= n * RTPROF_ACSL_TERM_MAX;
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert max: closed->count[n] <= RTPROF_COUNTER_MAX; @/
          /@ assert term: 0 <= (closed->count[n] >> RTPROF_ACSL_MAX_SHIFT) <= RTPROF_ACSL_TERM_MAX; @/
          /@ assert unfold: rtprof_ssum(closed, RTPROF_ACSL_MAX_SHIFT, n + 1) ==
                 rtprof_ssum(closed, RTPROF_ACSL_MAX_SHIFT, n) + (closed->count[n] >> RTPROF_ACSL_MAX_SHIFT); @/
      }
  }

  /@ requires which: closed == &rtprof_banks[0] || closed == &rtprof_banks[1];
     requires 0 <= k <= RTPROF_ACSL_MAX_SHIFT;
     assigns \nothing;
     ensures \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
         0 <= (closed->count[j] >> k) <= rtprof_ssum(closed, k, RTPROF_BUCKET_COUNT); @/
  static void rtprof_lemma_ssum_term(const rtprof_bank_t *closed, uint32_t k)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant terms: \forall integer j; 0 <= j < n ==> 0 <= (closed->count[j] >> k) <= rtprof_ssum(closed, k, n);
         loop invariant nonneg: rtprof_ssum(closed, k, n) >= 0;
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert cast: (]rtprof_cfg([RTPROF_COUNTER_TYPE])[)(closed->count[n] >> k) == (closed->count[n] >> k); @/
          /@ assert nonneg: 0 <= (closed->count[n] >> k); @/
          /@ assert unfold: rtprof_ssum(closed, k, n + 1) == rtprof_ssum(closed, k, n) + (closed->count[n] >> k); @/
      }
  }]_rtprof_lemmas_shifts[

  /@ requires state: rtprof_ok;
     requires which: bank == &rtprof_banks[0] || bank == &rtprof_banks[1];
     assigns \nothing;
     ensures rtprof_bounded(bank); @/
  static void rtprof_lemma_bounded(const rtprof_bank_t *bank)
  {
      uint32_t n;
      /@ assert ok0: rtprof_bank_ok(0); @/
      /@ assert ok1: rtprof_bank_ok(1); @/
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant each: \forall integer i; 0 <= i < n ==>
             rtprof_banks[0].count[i] <= RTPROF_COUNTER_MAX && rtprof_banks[1].count[i] <= RTPROF_COUNTER_MAX;
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert bucket0: rtprof_bucket_ok(0, n); @/
          /@ assert bucket1: rtprof_bucket_ok(1, n); @/
      }
      /@ assert bounded0: rtprof_bounded(&rtprof_banks[0]); @/
      /@ assert bounded1: rtprof_bounded(&rtprof_banks[1]); @/
      /@ assert cases: bank == &rtprof_banks[0] ==> rtprof_bounded(bank); @/
  }

  /@ requires state: rtprof_ok;
     requires 0 <= b <= 1;
     assigns \nothing;
     ensures rtprof_csum(b, RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
         (\forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_charged[b][i] <= RTPROF_WINDOW_UNITS) &&
         rtprof_sum(&rtprof_banks[b], RTPROF_BUCKET_COUNT) == rtprof_csum(b, RTPROF_BUCKET_COUNT); @/
  static void rtprof_lemma_respected(int b)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant terms: \forall integer j; 0 <= j < n ==> rtprof_charged[b][j] <= rtprof_csum(b, n);
         loop invariant nonneg: rtprof_csum(b, n) >= 0;
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert unfold: rtprof_csum(b, n + 1) == rtprof_csum(b, n) + rtprof_charged[b][n]; @/
      }
      /@ assert ok_b: rtprof_bank_ok(b); @/
      /@ assert fits: rtprof_csum(b, RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
             \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_charged[b][j] <= RTPROF_WINDOW_UNITS; @/
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant window: rtprof_csum(b, RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
             rtprof_sum(&rtprof_banks[b], n) == rtprof_csum(b, n);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert unfold1: rtprof_csum(b, n + 1) == rtprof_csum(b, n) + rtprof_charged[b][n]; @/
          /@ assert unfold2: rtprof_sum(&rtprof_banks[b], n + 1) ==
                 rtprof_sum(&rtprof_banks[b], n) + rtprof_banks[b].count[n]; @/
          /@ assert exact: rtprof_csum(b, RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
                 rtprof_banks[b].count[n] == rtprof_charged[b][n]; @/
      }
  }
*/

]m4_dnl
])m4_dnl
m4_dnl The text, in order.
_rtprof_lemmas[]m4_dnl
