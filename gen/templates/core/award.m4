m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl core/award.m4: exact_sum rounding: the largest-remainder award.
m4_dnl Included by core/rtprof.c.m4 where its C goes; the text between [ and ] is output.
[
/* Proof-only logic of the largest-remainder award, over the stored remainders.
 * Buckets among the first n whose remainder equals t. */
/*@
  logic integer rtprof_ties{L}(integer t, integer n) =
      n <= 0 ? 0 : rtprof_ties(t, n - 1) + (rtprof_remainders[n - 1] == t ? 1 : 0);
*/
/* 1 when bucket j gets one more hundredth for threshold t with m ties to award. */
/*@
  logic integer rtprof_award_at{L}(integer t, integer m, integer j) =
      (rtprof_remainders[j] > t || (rtprof_remainders[j] == t && rtprof_ties(t, j) < m)) ? 1 : 0;
  logic integer rtprof_asum{L}(integer t, integer m, integer n) =
      n <= 0 ? 0 : rtprof_asum(t, m, n - 1) + rtprof_award_at(t, m, n - 1);
  logic integer rtprof_result_at{L}(integer j) = rtprof_results[j];
*/
/* What rtprof_shares stores for bucket j: its remainder times the normalising factor f. */
/*@
  logic integer rtprof_scaled_rem{L}(rtprof_bank_t *b, integer k, integer s, integer f, integer j) =
      f * rtprof_rem_of(b, k, s, j);
*/

/*@ ghost
  /@ requires below: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_remainders[j] < divisor;
     assigns \nothing;
     ensures all: rtprof_count_ge(0, RTPROF_BUCKET_COUNT) == RTPROF_BUCKET_COUNT;
     ensures none: rtprof_count_ge(divisor, RTPROF_BUCKET_COUNT) == 0; @/
  static void rtprof_lemma_count_bounds(uint32_t divisor)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant ends: rtprof_count_ge(0, n) == n && rtprof_count_ge(divisor, n) == 0;
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert unfold0: rtprof_count_ge(0, n + 1) == rtprof_count_ge(0, n) + 1; @/
          /@ assert unfoldd: rtprof_count_ge(divisor, n + 1) == rtprof_count_ge(divisor, n); @/
      }
  }

  /@ assigns \nothing;
     ensures split: rtprof_count_ge(t, RTPROF_BUCKET_COUNT) ==
         rtprof_count_ge(t + 1, RTPROF_BUCKET_COUNT) + rtprof_ties(t, RTPROF_BUCKET_COUNT); @/
  static void rtprof_lemma_ties(uint32_t t)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant split: rtprof_count_ge(t, n) == rtprof_count_ge(t + 1, n) + rtprof_ties(t, n);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert u1: rtprof_count_ge(t, n + 1) == rtprof_count_ge(t, n) + (rtprof_remainders[n] >= t ? 1 : 0); @/
          /@ assert u2: rtprof_count_ge(t + 1, n + 1) ==
                 rtprof_count_ge(t + 1, n) + (rtprof_remainders[n] >= t + 1 ? 1 : 0); @/
          /@ assert u3: rtprof_ties(t, n + 1) == rtprof_ties(t, n) + (rtprof_remainders[n] == t ? 1 : 0); @/
      }
  }

  /@ assigns \nothing;
     ensures sum: rtprof_asum(t, m, RTPROF_BUCKET_COUNT) ==
         rtprof_count_ge(t + 1, RTPROF_BUCKET_COUNT) + rtprof_min(m, rtprof_ties(t, RTPROF_BUCKET_COUNT)); @/
  static void rtprof_lemma_asum(uint32_t t, uint32_t m)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant asum_is: rtprof_asum(t, m, n) == rtprof_count_ge(t + 1, n) + rtprof_min(m, rtprof_ties(t, n));
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert u1: rtprof_asum(t, m, n + 1) == rtprof_asum(t, m, n) + rtprof_award_at(t, m, n); @/
          /@ assert u2: rtprof_count_ge(t + 1, n + 1) ==
                 rtprof_count_ge(t + 1, n) + (rtprof_remainders[n] >= t + 1 ? 1 : 0); @/
          /@ assert u3: rtprof_ties(t, n + 1) == rtprof_ties(t, n) + (rtprof_remainders[n] == t ? 1 : 0); @/
      }
  }

  /@ assigns \nothing;
     ensures mono: \forall integer a, b; 0 <= a <= b <= RTPROF_BUCKET_COUNT ==> rtprof_ties(t, a) <= rtprof_ties(t, b); @/
  static void rtprof_lemma_ties_mono(uint32_t t)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant monotone: \forall integer a, b; 0 <= a <= b <= n ==> rtprof_ties(t, a) <= rtprof_ties(t, b);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert u: rtprof_ties(t, n + 1) == rtprof_ties(t, n) + (rtprof_remainders[n] == t ? 1 : 0); @/
      }
  }

  /@ assigns \nothing;
     ensures terms: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> 0 <= rtprof_results[j] <= rtprof_rsum(RTPROF_BUCKET_COUNT); @/
  static void rtprof_lemma_rsum_term(void)
  {
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant terms: \forall integer j; 0 <= j < n ==> 0 <= rtprof_results[j] <= rtprof_rsum(n);
         loop invariant nonneg: 0 <= rtprof_rsum(n);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert u: rtprof_rsum(n + 1) == rtprof_rsum(n) + rtprof_results[n]; @/
      }
  }

  /@ requires 1 <= f;
     requires stored: \forall integer a; 0 <= a < RTPROF_BUCKET_COUNT ==>
         rtprof_remainders[a] == f * rtprof_rem_of(closed, k, s, a) && 0 <= rtprof_rem_of(closed, k, s, a);
     assigns \nothing;
     ensures order: \forall integer a, b; 0 <= a < RTPROF_BUCKET_COUNT && 0 <= b < RTPROF_BUCKET_COUNT ==>
         (rtprof_remainders[a] > rtprof_remainders[b] <==> rtprof_rem_of(closed, k, s, a) > rtprof_rem_of(closed, k, s, b)) &&
         (rtprof_remainders[a] == rtprof_remainders[b] <==> rtprof_rem_of(closed, k, s, a) == rtprof_rem_of(closed, k, s, b)); @/
  static void rtprof_lemma_stored_order(const rtprof_bank_t *closed, uint32_t k, uint64_t s, uint32_t f)
  {
      /@ assert scaling: \forall integer x, y; 0 <= x && 0 <= y ==> ((f * x > f * y <==> x > y) && (f * x == f * y <==> x == y)); @/
  }

  /@ assigns \nothing;
     ensures unfold: rtprof_scaled_rem(closed, k, s, f, j) == f * rtprof_rem_of(closed, k, s, j); @/
  static void rtprof_lemma_scaled_rem(const rtprof_bank_t *closed, uint32_t k, uint64_t s, uint32_t f, uint32_t j)
  {
  }
*/

/* exact_sum: number of buckets whose stored remainder is at least bound (RTPROF-NORM-002). */
/*@ assigns \nothing;
    ensures count: \result == rtprof_count_ge(bound, RTPROF_BUCKET_COUNT);
    ensures range: \result <= RTPROF_BUCKET_COUNT;
*/
static uint32_t rtprof_count_at_least(uint32_t bound)
{
    uint32_t count = 0u;
    uint32_t i;

    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant count_is: count == rtprof_count_ge(bound, i) && count <= i;
        loop assigns i, count;
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        /*@ assert unfold: rtprof_count_ge(bound, i + 1) ==
                rtprof_count_ge(bound, i) + (rtprof_remainders[i] >= bound ? 1 : 0); */
        if (rtprof_remainders[i] >= bound)
        {
            count++;
        }
    }
    return count;
}

/* exact_sum: give one more hundredth to the deficit buckets with the largest remainders, ties to
 * the lower id (largest-remainder method, RTPROF-NORM-002). A binary search finds the largest
 * threshold that at least deficit remainders reach; every remainder above it gets one, and the
 * rest goes to remainders equal to it in id order. O(32 * RTPROF_BUCKET_COUNT) whatever the deficit. */
/*@ requires deficit: 1 <= deficit <= RTPROF_PROCESS_COUNT;
    requires divisor: 1 <= divisor;
    requires below: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_remainders[j] < divisor;
    requires room: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_results[j] < 10000;
    assigns rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
    ensures each: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
        rtprof_results[j] == \old(rtprof_results[j]) || rtprof_results[j] == \old(rtprof_results[j]) + 1;
    ensures total: rtprof_rsum(RTPROF_BUCKET_COUNT) == \old(rtprof_rsum(RTPROF_BUCKET_COUNT)) + deficit;
    ensures largest: \forall integer i, j; 0 <= i < RTPROF_BUCKET_COUNT && 0 <= j < RTPROF_BUCKET_COUNT &&
        rtprof_results[i] != \old(rtprof_results[i]) && rtprof_results[j] == \old(rtprof_results[j]) ==>
        rtprof_remainders[i] > rtprof_remainders[j] ||
        (rtprof_remainders[i] == rtprof_remainders[j] && i < j);
*/
static void rtprof_award(uint32_t deficit, uint32_t divisor)
{
    uint32_t low = 0u;
    uint32_t high = divisor - 1u;
    uint32_t left;
    uint32_t i;

    /*@ ghost rtprof_lemma_count_bounds(divisor); */
    /*@ loop invariant order: 0 <= low <= high < divisor;
        loop invariant reached: rtprof_count_ge(low, RTPROF_BUCKET_COUNT) >= deficit;
        loop invariant not_reached: rtprof_count_ge(high + 1, RTPROF_BUCKET_COUNT) < deficit;
        loop assigns low, high;
        loop variant high - low; */
    while (low < high)
    {
        /* the midpoint in a signed 64-bit type, where high - low cannot wrap whatever the order
           of the two; the loop condition (low < high) puts it above low and at most high, stated on it */
        const int64_t gap = (int64_t)high - (int64_t)low;
        const int64_t upper = (int64_t)high - (gap / 2);
        /*@ assert inside: low < upper <= high && upper == high - (high - low) / 2; */
        const uint32_t middle = (uint32_t)upper;

        if (rtprof_count_at_least(middle) >= deficit)
        {
            low = middle;
        }
        else
        {
            high = middle - 1u;
        }
    }
    /*@ assert found: low == high; */
    /*@ ghost rtprof_lemma_ties(low); */
    /* fewer than deficit remainders exceed low: each of them gets one, then ties at low in id order */
    {
        /* deficit exceeds that count (the search's result): the difference in a signed 64-bit type
           cannot wrap, and its range is stated on it before it is narrowed */
        const int64_t wanted = (int64_t)deficit - (int64_t)rtprof_count_at_least(low + 1u);
        /*@ assert wanted_range: 1 <= wanted <= deficit; */
        left = (uint32_t)wanted;
    }
    /*@ ghost const uint32_t left0 = left; */
    /*@ assert ties_enough: 1 <= left0 <= deficit && left0 <= rtprof_ties(low, RTPROF_BUCKET_COUNT); */
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant awarded: \forall integer j; 0 <= j < i ==>
            rtprof_results[j] == rtprof_result_at{Pre}(j) + rtprof_award_at(low, left0, j);
        loop invariant todo: \forall integer j; i <= j < RTPROF_BUCKET_COUNT ==> rtprof_results[j] == rtprof_result_at{Pre}(j);
        loop invariant left_is: left == (rtprof_ties(low, i) < left0 ? left0 - rtprof_ties(low, i) : 0);
        loop assigns i, left, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        const uint32_t r = rtprof_remainders[i];
        const rtprof_result_t before = rtprof_results[i];

        /*@ assert unfold: rtprof_ties(low, i + 1) == rtprof_ties(low, i) + (r == low ? 1 : 0); */
        /*@ assert award_is: rtprof_award_at(low, left0, i) == ((r > low || (r == low && left > 0)) ? 1 : 0); */
        /*@ assert room: before < 10000; */
        if (r > low)
        {
            rtprof_results[i] = (rtprof_result_t)(before + 1u);
        }
        else if ((r == low) && (left > 0u))
        {
            rtprof_results[i] = (rtprof_result_t)(before + 1u);
            left--;
        }
        else
        {
            /* below the threshold, or the ties are used up: the floor stays */
        }
    }
    /*@ ghost rtprof_lemma_asum(low, left0); */
    /*@ ghost rtprof_lemma_ties_mono(low); */
    /*@ assert awarded: rtprof_asum(low, left0, RTPROF_BUCKET_COUNT) == deficit; */
    /*@ ghost
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant rsum_is: rtprof_rsum(n) == rtprof_rsum{Pre}(n) + rtprof_asum(low, left0, n);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert u1: rtprof_rsum(n + 1) == rtprof_rsum(n) + rtprof_results[n]; @/
          /@ assert u2: rtprof_rsum{Pre}(n + 1) == rtprof_rsum{Pre}(n) + rtprof_result_at{Pre}(n); @/
          /@ assert u3: rtprof_asum(low, left0, n + 1) == rtprof_asum(low, left0, n) + rtprof_award_at(low, left0, n); @/
      }
    */
    /*@ assert changed_iff: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
            (rtprof_results[j] != rtprof_result_at{Pre}(j) <==> rtprof_award_at(low, left0, j) == 1); */
}

/* exact_sum: the remainder of bucket i's floor q, scaled by the normalising factor, kept for the
 * award: c * 10000 - q * divisor (RTPROF-NORM-006). Both products are below 2^47, so their
 * difference in a signed 64-bit type cannot overflow whatever their order; its range, 0 to
 * divisor - 1, is the floor property the caller proved, stated on the one variable. */
/*@ requires index: i < RTPROF_BUCKET_COUNT;
    requires floor: 0 <= c * 10000 - q * divisor < divisor;
    assigns rtprof_remainders[i];
    ensures kept: rtprof_remainders[i] == c * 10000 - q * divisor;
*/
static inline void rtprof_keep_remainder(uint32_t i, uint32_t c, uint32_t q, uint32_t divisor)
{
    const uint64_t scaled = (uint64_t)c * 10000u;
    const uint64_t taken = (uint64_t)q * (uint64_t)divisor;
    /*@ assert products: scaled == c * 10000 && taken == q * divisor && taken <= scaled; */
    const int64_t remainder = (int64_t)scaled - (int64_t)taken;

    /*@ assert remainder_range: remainder == scaled - taken && 0 <= remainder < divisor; */
    rtprof_remainders[i] = (uint32_t)remainder;
}
]m4_dnl
