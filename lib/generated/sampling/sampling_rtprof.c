/* SPDX-License-Identifier: Apache-2.0 */
/* sampling_rtprof.c: rtprof CPU-load core: hooks, window switch and normalisation.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: sampling (sha256 a11f0accef1a1ae3bd38147e7d1a97de1f9d7f29f84a70761482fe59fe6a605c)
 * Regenerate:    gen/rtprof-gen --config sampling.rtprof --out <output-folder>
 */

#include <stddef.h>
#include <stdint.h>
#include "sampling_rtprof.h"
#include "rtprof_port.h"

/* The state declared in the header (RTPROF-LIB-004). rtprof_live is changed only by rtprof_init and
 * rtprof_process, with one store each under the port's critical section; rtprof_initialised only
 * by rtprof_init. */
bool rtprof_initialised = false;
rtprof_bank_t rtprof_banks[2];
rtprof_bank_t *rtprof_live = &rtprof_banks[0];
rtprof_result_t rtprof_results[RTPROF_BUCKET_COUNT];
rtprof_window_t rtprof_window;

/*@ ghost uint64_t rtprof_charged[2][RTPROF_BUCKET_COUNT]; */

/* Ghost lemma functions: proof steps WP proves once and the code instantiates by a ghost call.
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
          /@ assert cast: (uint16_t)(closed->count[n] >> k) == (closed->count[n] >> k); @/
          /@ assert nonneg: 0 <= (closed->count[n] >> k); @/
          /@ assert unfold: rtprof_ssum(closed, k, n + 1) == rtprof_ssum(closed, k, n) + (closed->count[n] >> k); @/
      }
  }

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

/* Zero a bank's counters (and its ghost record); nothing of the other bank changes
 * (RTPROF-PROC-003, RTPROF-CONC-004). */
/*@ requires which: bank == &rtprof_banks[0] || bank == &rtprof_banks[1];
    assigns bank->count[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_charged[rtprof_index(bank)][0 .. RTPROF_BUCKET_COUNT - 1];
    ensures zero: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
        bank->count[i] == 0 && rtprof_charged[rtprof_index(bank)][i] == 0;
    ensures cleared_ok: rtprof_bank_ok(rtprof_index(bank));
    ensures other_ok: rtprof_bank_ok{Pre}(1 - rtprof_index(bank)) ==> rtprof_bank_ok(1 - rtprof_index(bank));
    ensures frame_sum: \forall integer n; 0 <= n <= RTPROF_BUCKET_COUNT ==>
        rtprof_sum(rtprof_other(bank), n) == rtprof_sum{Pre}(rtprof_other(bank), n);
    ensures frame_ssum: \forall integer k, n; 0 <= k <= RTPROF_ACSL_MAX_SHIFT && 0 <= n <= RTPROF_BUCKET_COUNT ==>
        rtprof_ssum(rtprof_other(bank), k, n) == rtprof_ssum{Pre}(rtprof_other(bank), k, n);
    ensures frame_csum: \forall integer n; 0 <= n <= RTPROF_BUCKET_COUNT ==>
        rtprof_csum(1 - rtprof_index(bank), n) == rtprof_csum{Pre}(1 - rtprof_index(bank), n);
*/
static void rtprof_bank_clear(rtprof_bank_t *bank)
{
    uint32_t i;
    /*@ ghost const int b = (bank == &rtprof_banks[0]) ? 0 : 1; */
    /*@ ghost rtprof_bank_t *const other = (bank == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0]; */

    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> bank->count[j] == 0 && rtprof_charged[b][j] == 0;
        loop assigns i, bank->count[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_charged[b][0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        bank->count[i] = 0u;
        /*@ ghost rtprof_charged[b][i] = 0u; */
    }
    /*@ ghost
      uint32_t n;
      /@ loop invariant range: 0 <= n <= RTPROF_BUCKET_COUNT;
         loop invariant other_sum: \forall integer m; 0 <= m <= n ==> rtprof_sum(other, m) == rtprof_sum{Pre}(other, m);
         loop invariant other_ssum: \forall integer k, m; 0 <= k <= RTPROF_ACSL_MAX_SHIFT && 0 <= m <= n ==>
             rtprof_ssum(other, k, m) == rtprof_ssum{Pre}(other, k, m);
         loop invariant other_charged: \forall integer m; 0 <= m <= n ==> rtprof_csum(1 - b, m) == rtprof_csum{Pre}(1 - b, m);
         loop assigns n;
         loop variant RTPROF_BUCKET_COUNT - n; @/
      for (n = 0u; n < RTPROF_BUCKET_COUNT; n++)
      {
          /@ assert same_count: other->count[n] == rtprof_count{Pre}(other, n); @/
          /@ assert same_charged: rtprof_charged[1 - b][n] == rtprof_charge_at{Pre}(1 - b, n); @/
      }
    */
    /*@ assert other_buckets: rtprof_bank_ok{Pre}(1 - b) ==>
            \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(1 - b, j); */
}

/* Whether adding units to a count clamps: room = MAX - count cannot wrap, and the sum
 * exceeds MAX exactly when units > room (RTPROF-HOOK-004; no branch, RTPROF-HOOK-006). */
/*@ requires old <= RTPROF_COUNTER_MAX;
    assigns \nothing;
    ensures \result == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
*/
static inline uint32_t rtprof_clamps(uint32_t old, uint32_t units)
{
    const uint32_t room = RTPROF_COUNTER_MAX - old;

    return (units > room) ? 1u : 0u; /* RTPROF-DEV-003 */
}

/* min(old + 1, MAX) for one unit into a 16-bit counter, without a branch or a comparison: the sum
 * is at most 2^16, and its bit 16 (the sum / 2^16, a shift) is set exactly when it is 2^16, which
 * clamps; the sum minus that bit is then MAX, or the sum itself (RTPROF-HOOK-004, RTPROF-HOOK-006).
 * clamped, the same bit as rtprof_clamps gives it, is not needed. */
/*@ requires old <= RTPROF_COUNTER_MAX;
    requires one_unit: units == 1;
    requires clamped == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
    assigns \nothing;
    ensures \result == rtprof_min(old + units, RTPROF_COUNTER_MAX);
*/
static inline uint32_t rtprof_saturated_sum(uint32_t old, uint32_t units, uint32_t clamped)
{
    const uint32_t sum = old + units;

    /*@ assert bit16: sum / 65536 == clamped; */
    (void)clamped;
    return sum - (sum / 65536u);
}

/* Add units to the live counter of task: ids >= RTPROF_PROCESS_COUNT go to the unattributed bucket
 * (RTPROF-HOOK-005); a sum above RTPROF_COUNTER_MAX is clamped there, where rtprof_process finds it
 * (RTPROF-HOOK-004). One counter is written, nothing else; every choice is arithmetic on 0/1 values:
 * no loop and no branch (RTPROF-HOOK-006). */
/*@ requires state: rtprof_ok;
    requires one_unit: units == 1;
    assigns rtprof_live->count[rtprof_slot(task)], rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(task)];
    ensures state: rtprof_ok;
    ensures counted: rtprof_live->count[rtprof_slot(task)] ==
        rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(task)]), units);
*/
static inline void rtprof_charge(uint32_t task, uint32_t units)
{
    rtprof_bank_t *const bank = rtprof_live;
    /* The unknown-id select without a comparison: diff = task - N + 2^32 (no wrap, in 64 bits); its
     * high word is 1 exactly when task >= N (the id is unknown), and its low word is then task - N,
     * the excess over the unattributed bucket's index; the excess times the high word is 0 for a
     * known id. No value here comes from a comparison, so no compiler has a 0/1 condition to turn
     * into a branch (multiplying the id by a compared 0/1 became one on Cortex-M0 and rv32imac) */
    const uint64_t diff = ((uint64_t)task + 4294967296u) - (uint64_t)RTPROF_UNATTRIBUTED_ID;
    const uint32_t unknown = (uint32_t)(diff / 4294967296u);
    const uint32_t low = (uint32_t)(diff % 4294967296u);
    /*@ assert unknown_is: unknown == (task >= RTPROF_UNATTRIBUTED_ID ? 1 : 0); */
    /*@ assert low_is: unknown != 0 ==> low == task - RTPROF_UNATTRIBUTED_ID; */
    const uint32_t excess = low * unknown;
    /*@ assert excess_is: excess == (unknown == 0 ? 0 : task - RTPROF_UNATTRIBUTED_ID); */
    /*@ assert excess_le: excess <= task; */
    /* task - excess, as the remainder by 2^32 of a 64-bit difference that cannot wrap (one 32-bit
     * subtraction once compiled): a value analysis reads the product excess's range but not that it
     * is at most task, so it cannot see that the 32-bit difference does not wrap; slot_le gives it
     * the index's bound */
    const uint32_t slot = (uint32_t)((((uint64_t)task + 4294967296u) - (uint64_t)excess) % 4294967296u);
    /*@ assert slot_le: slot <= RTPROF_UNATTRIBUTED_ID; */
    /*@ ghost const int b = (bank == &rtprof_banks[0]) ? 0 : 1; */
    /*@ assert slot_is: slot == rtprof_slot(task); */
    /*@ assert bank_is: bank == &rtprof_banks[b] && rtprof_bank_ok(b); */
    /*@ assert old_slot: bank->count[slot] == rtprof_min(rtprof_charged[b][slot], RTPROF_COUNTER_MAX); */
    /*@ assert old_max: bank->count[slot] <= RTPROF_COUNTER_MAX; */
    const uint32_t old = bank->count[slot];
    const uint32_t clamped = rtprof_clamps(old, units);
    /*@ assert other_pre: rtprof_bank_ok(1 - b); */
    /*@ assert other_pre_buckets: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(1 - b, i); */
    /*@ assert clamp_is: clamped == (bank->count[slot] + units > RTPROF_COUNTER_MAX ? 1 : 0); */
    /*@ ghost const rtprof_counter_t old_count = bank->count[slot]; */
    /*@ ghost const uint64_t old_charged = rtprof_charged[b][slot]; */

    bank->count[slot] = (rtprof_counter_t)rtprof_saturated_sum(old, units, clamped);
    /*@ assert new_count: bank->count[slot] == rtprof_sat_add(old_count, units); */
    /*@ ghost
      rtprof_charged[b][slot] = (old_charged < (9223372036854775808u - units)) ?
                                (old_charged + units) : 9223372036854775808u;
    */
    /*@ assert new_slot: bank->count[slot] == rtprof_min(rtprof_charged[b][slot], RTPROF_COUNTER_MAX); */
    /*@ assert slot_ok: rtprof_bucket_ok(b, slot); */
    /*@ assert frame: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT && i != slot ==> rtprof_bucket_ok(b, i); */
    /*@ assert all_counts: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(b, i); */
    /*@ assert live_ok: rtprof_bank_ok(b); */
    /*@ assert other_counts: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
            rtprof_banks[1 - b].count[i] == rtprof_count{Pre}(&rtprof_banks[1 - b], i) &&
            rtprof_charged[1 - b][i] == rtprof_charge_at{Pre}(1 - b, i); */
    /*@ assert other_buckets: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_bucket_ok(1 - b, i); */
    /*@ assert other_post: rtprof_bank_ok(1 - b); */
}

void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t i;

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
        loop invariant cleared: \forall integer j; 0 <= j < i ==> rtprof_results[j] == 0;
        loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1];
        loop variant RTPROF_BUCKET_COUNT - i; */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        rtprof_results[i] = 0u;
    }
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}

/* RTPROF-HOOK-001 */
void rtprof_tick(uint32_t task)
{
    rtprof_charge(task, 1u);
}

/*@ ghost
  /@ requires 0 <= q && 0 <= d && q * 4294967296 <= c * s;
     assigns \nothing;
     ensures q * 4294967296 * d <= c * s * d; @/
  static void rtprof_lemma_step1(uint32_t q, uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires s * d <= 10000 * 4294967296;
     assigns \nothing;
     ensures c * s * d <= c * 10000 * 4294967296; @/
  static void rtprof_lemma_step2(uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires 10000 * 4294967296 < (s + 1) * d;
     assigns \nothing;
     ensures c * 10000 * 4294967296 <= c * s * d + c * d; @/
  static void rtprof_lemma_step3(uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires 0 < d;
     requires q * d <= 10000 * d;
     assigns \nothing;
     ensures q <= 10000; @/
  static void rtprof_lemma_at_most(uint32_t q, uint32_t d)
  {
      /@ assert dist: (q - 10000) * d == q * d - 10000 * d; @/
      /@ assert nonpos: (q - 10000) * d <= 0; @/
  }

  /@ requires c * s < (q + 1) * 4294967296; requires d > 0;
     assigns \nothing;
     ensures c * s * d < (q + 1) * 4294967296 * d; @/
  static void rtprof_lemma_step4(uint32_t q, uint32_t c, uint32_t s, uint32_t d) { }

  /@ requires f > 0;
     requires q * (s * f) <= (c * f) * 10000 < (q + 1) * (s * f);
     assigns \nothing;
     ensures q * s <= c * 10000 < (q + 1) * s; @/
  static void rtprof_lemma_cancel(uint32_t q, uint64_t c, uint64_t s, uint32_t f) { }

  /@ assigns \nothing;
     ensures 0 <= a * b; @/
  static void rtprof_lemma_nonneg(uint32_t a, uint32_t b) { }

  /@ requires 0 < s && 1 <= f;
     requires q == (c * 10000) / s;
     assigns \nothing;
     ensures (c * f) * 10000 - q * (s * f) == f * ((c * 10000) % s); @/
  static void rtprof_lemma_rem(uint32_t q, uint64_t c, uint64_t s, uint32_t f)
  {
      /@ assert euclid: c * 10000 - q * s == (c * 10000) % s; @/
      /@ assert dist: (c * f) * 10000 - q * (s * f) == f * (c * 10000 - q * s); @/
  }

  /@ requires a <= b;
     assigns \nothing;
     ensures 0 <= a * f <= b * f; @/
  static void rtprof_lemma_mul_mono(uint32_t a, uint64_t b, uint32_t f) { }

  /@ requires 0 < d;
     requires q * d <= n < (q + 1) * d;
     assigns \nothing;
     ensures q == n / d; @/
  static void rtprof_lemma_div(uint32_t q, uint64_t n, uint64_t d) { }

  /@ requires 0 < s;
     requires g <= 10000 ==> s * (10000 - g) <= RTPROF_BUCKET_COUNT * (s - 1);
     requires s * g <= 10000 * s;
     assigns \nothing;
     ensures 10000 - RTPROF_PROCESS_COUNT <= g <= 10000; @/
  static void rtprof_lemma_sum_floor(uint32_t g, uint64_t s) { }
*/

/* A factor f with 2^31 <= sum * f < 2^32 (sum > 0): five constant steps, no loop over bits.
 * Multiplying a count and the total by f changes no share and brings the divisor to 32 bits (RTPROF-NORM-001, RTPROF-NORM-005).
 * The normalised sum, sum * f, is stored in *normalised: computed step by step, each step visibly
 * within 32 bits, so that no caller multiplies sum by f. */
/*@ requires 0 < sum;
    requires \valid(normalised);
    assigns *normalised;
    ensures range: 2147483648 <= sum * \result < 4294967296;
    ensures positive: \result >= 1;
    ensures normalised: *normalised == sum * \result;
*/
static uint32_t rtprof_normaliser(uint32_t sum, uint32_t *normalised)
{
    uint32_t s = sum;
    uint32_t f = 1u;

    if (s < 0x10000u)
    {
        s *= 0x10000u;
        f *= 0x10000u;
    }
    /*@ assert n16: s == sum * f && 1 <= f && 0x10000 <= s; */
    if (s < 0x1000000u)
    {
        s *= 0x100u;
        f *= 0x100u;
    }
    /*@ assert n24: s == sum * f && 1 <= f && 0x1000000 <= s; */
    if (s < 0x10000000u)
    {
        s *= 0x10u;
        f *= 0x10u;
    }
    /*@ assert n28: s == sum * f && 1 <= f && 0x10000000 <= s; */
    if (s < 0x40000000u)
    {
        s *= 4u;
        f *= 4u;
    }
    /*@ assert n30: s == sum * f && 1 <= f && 0x40000000 <= s; */
    if (s < 0x80000000u)
    {
        s *= 2u;
        f *= 2u;
    }
    /*@ assert n31: s == sum * f && 1 <= f && 0x80000000 <= s; */
    *normalised = s;
    return f;
}

/* scale = floor(10000 * 2^32 / divisor) for 2^31 <= divisor < 2^32, with one 32-bit division
 * (RTPROF-NORM-005): divisor = d_high * 2^16 + d_low with 2^15 <= d_high < 2^16, and
 * guess = floor(10000 * 2^16 / (d_high + 1)) is the result or one less, since
 * divisor < (d_high + 1) * 2^16 <= divisor + 2^16 and (guess + 1) * 2^16 <= 2^31 <= divisor;
 * one comparison of (guess + 1) * divisor with 10000 * 2^32, in 16-bit halves, decides:
 * A * 2^16 + B <= C * 2^16 exactly when A + ceil(B / 2^16) <= C. */
/*@ requires norm: 2147483648 <= divisor;
    assigns \nothing;
    ensures recip: \result == rtprof_reciprocal(divisor);
    ensures range: 10000 <= \result <= 20000;
*/
static uint32_t rtprof_reciprocal_of(uint32_t divisor)
{
    const uint32_t d_high = divisor / 65536u;
    const uint32_t d_low = divisor % 65536u;
    const uint32_t guess = 655360000u / (d_high + 1u);
    const uint32_t next = guess + 1u;
    /*@ assert d_split: divisor == d_high * 65536 + d_low && 0 <= d_low < 65536 && 32768 <= d_high <= 65535; */
    /*@ assert guess_div: guess * (d_high + 1) <= 655360000 < (guess + 1) * (d_high + 1); */
    /*@ assert guess_range: 10000 <= guess <= 20000; */
    /*@ assert wide: divisor < (d_high + 1) * 65536 <= divisor + 65536; */
    /*@ assert low: guess * divisor <= 42949672960000; */
    /*@ assert next_small: next * 65536 <= divisor; */
    /*@ assert high: 42949672960000 < (guess + 2) * divisor; */
    const uint32_t up = (((next * d_high) + (((next * d_low) + 65535u) / 65536u)) <= 655360000u) ? 1u : 0u; /* RTPROF-DEV-003 */
    /*@ assert next_d: next * divisor == (next * d_high) * 65536 + next * d_low; */
    /*@ assert decide: up == 1 <==> next * divisor <= 42949672960000; */
    /*@ ghost rtprof_lemma_div(guess + up, 42949672960000, divisor); */

    return guess + up;
}

/* floor(c * 10000 / divisor) for c <= divisor and 2^31 <= divisor < 2^32, given
 * scale = floor(10000 * 2^32 / divisor), so 10000 <= scale <= 20000: q = (c * scale) / 2^32 is the
 * floor or one less, because c * (10000 * 2^32 / divisor - scale) < c <= 2^32; one comparison,
 * (q + 1) * divisor <= c * 10000, decides (RTPROF-NORM-001). Every product is 32 x 32 -> 32 bits of
 * 16-bit halves (c = c_high * 2^16 + c_low, divisor likewise): no 64-bit product, hence no library
 * call on a core without a 32 x 32 -> 64 multiply (Cortex-M0), and no division (RTPROF-NORM-005).
 *  - q: c * scale = c_high * scale * 2^16 + c_low * scale, each product below 2^31, and
 *    floor(c * scale / 2^32) = floor((c_high * scale + floor(c_low * scale / 2^16)) / 2^16).
 *  - the comparison: with -(q + 1) * d_low = (q + 1) * (2^16 - d_low) - (q + 1) * 2^16,
 *    c * 10000 - (q + 1) * divisor = 2^16 * k + rest, where k = c_high * 10000 - (q + 1) * (d_high + 1)
 *    and rest = c_low * 10000 + (q + 1) * (2^16 - d_low), 0 <= rest < 2^31; it is >= 0 exactly when
 *    k + floor(rest / 2^16) >= 0, compared without a sign as
 *    c_high * 10000 + floor(rest / 2^16) >= (q + 1) * (d_high + 1). No constant but 10000 and 2^16. */
/*@ requires c_le: c <= divisor;
    requires norm: 2147483648 <= divisor;
    requires recip: scale == rtprof_reciprocal(divisor);
    assigns \nothing;
    ensures exact: \result * divisor <= c * 10000 < (\result + 1) * divisor;
    ensures bound: \result <= 10000;
*/
static inline uint32_t rtprof_floor_share(uint32_t c, uint32_t divisor, uint32_t scale)
{
    const uint32_t c_high = c / 65536u;
    const uint32_t c_low = c % 65536u;
    const uint32_t d_high = divisor / 65536u;
    const uint32_t d_low = divisor % 65536u;
    /*@ assert scale_floor: scale * divisor <= 10000 * 4294967296 < (scale + 1) * divisor; */
    /*@ assert scale_range: 10000 <= scale <= 20000; */
    const uint32_t part = (c_high * scale) + ((c_low * scale) / 65536u);
    const uint32_t q = part / 65536u;
    /*@ assert c_split: c == c_high * 65536 + c_low && 0 <= c_low < 65536; */
    /*@ assert d_split: divisor == d_high * 65536 + d_low && 0 <= d_low < 65536; */
    /*@ assert c_scale: c * scale == (c_high * scale) * 65536 + c_low * scale; */
    /*@ assert low_split: c_low * scale == ((c_low * scale) / 65536) * 65536 + (c_low * scale) % 65536; */
    /*@ assert part_split: part == q * 65536 + part % 65536 && 0 <= part % 65536 < 65536; */
    /*@ assert q_floor: q * 4294967296 <= c * scale < (q + 1) * 4294967296; */
    /*@ ghost rtprof_lemma_step1(q, c, scale, divisor); */
    /*@ ghost rtprof_lemma_step2(c, scale, divisor); */
    /*@ assert low: q * divisor <= c * 10000; */
    /*@ ghost rtprof_lemma_step3(c, scale, divisor); */
    /*@ ghost rtprof_lemma_step4(q, c, scale, divisor); */
    /*@ assert high: c * 10000 < (q + 2) * divisor; */
    /*@ assert c_max: c * 10000 <= 10000 * divisor; */
    /*@ ghost rtprof_lemma_at_most(q, divisor); */
    /*@ assert q_max: q <= 10000; */
    const uint32_t next = q + 1u;
    /*@ assert rest_terms: c_low * 10000 <= 655350000 && 1 <= 65536 - d_low <= 65536 &&
            next * (65536 - d_low) <= 10001 * 65536; */
    const uint32_t rest = (c_low * 10000u) + (next * (65536u - d_low));
    const uint32_t lhs = (c_high * 10000u) + (rest / 65536u);
    const uint32_t rhs = next * (d_high + 1u);
    /*@ assert next_d: next * divisor == (next * (d_high + 1)) * 65536 - next * (65536 - d_low); */
    /*@ assert rest_split: rest == (rest / 65536) * 65536 + rest % 65536 && 0 <= rest % 65536 < 65536; */
    /*@ assert v_is: c * 10000 - next * divisor ==
            (c_high * 10000 - next * (d_high + 1)) * 65536 + rest; */
    /*@ assert decide: lhs >= rhs <==> c * 10000 - next * divisor >= 0; */
    const uint32_t up = (lhs >= rhs) ? 1u : 0u; /* RTPROF-DEV-003 */
    /*@ assert taken: (q + up) * divisor <= c * 10000; */
    /*@ ghost rtprof_lemma_at_most(q + up, divisor); */

    return q + up;
}


/* Results of a non-empty window (total > 0), RTPROF-NORM-001..006. 16-bit counters: the total is below 2^24, never scaled. Multiplying counts and
 * divisor by the normalising factor changes no ratio and brings the divisor to 2^31 .. 2^32 - 1;
 * one 32-bit division gives the reciprocal; each bucket then needs 32 x 32 -> 32 products only. */
/*@ requires state: rtprof_ok;
    requires which: closed == &rtprof_banks[0] || closed == &rtprof_banks[1];
    requires total: 0 < total == rtprof_sum(closed, RTPROF_BUCKET_COUNT);
    assigns rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_window.scale_shift;
    ensures shift_range: rtprof_window.scale_shift <= RTPROF_ACSL_MAX_SHIFT;
    ensures least_shift: rtprof_ssum{Pre}(closed, rtprof_window.scale_shift, RTPROF_BUCKET_COUNT) < 4294967296 &&
        (rtprof_window.scale_shift == 0 ||
         rtprof_ssum{Pre}(closed, rtprof_window.scale_shift - 1, RTPROF_BUCKET_COUNT) >= 4294967296);
    ensures full_scale: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_results[i] <= 10000;
    ensures exact_floor: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_results[i] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, i);
    ensures floor_sum: 10000 - RTPROF_PROCESS_COUNT <= rtprof_rsum(RTPROF_BUCKET_COUNT) <= 10000;
*/
static void rtprof_shares(const rtprof_bank_t *closed, uint64_t total)
{
    uint32_t i;
    /*@ ghost rtprof_lemma_bounded(closed); */
    /*@ assert bounded: rtprof_bounded(closed); */
    const uint32_t shift = 0u;
    const uint64_t reduced = total;

    /*@ ghost rtprof_lemma_ssum_zero(closed); */
    /*@ ghost rtprof_lemma_ssum_bound(closed); */
    /*@ assert small: reduced <= 0xFFFFFFFF; */
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
        /*@ ghost uint32_t given = 0u; */
        /*@ assert reduced_is: reduced == rtprof_ssum{Pre}(closed, shift, RTPROF_BUCKET_COUNT); */

        /*@ loop invariant range: 0 <= i <= RTPROF_BUCKET_COUNT;
            loop invariant floors: \forall integer j; 0 <= j < i ==>
                rtprof_results[j] == rtprof_share_of{Pre}(closed, shift, reduced, j);
            loop invariant at_most_full: \forall integer j; 0 <= j < i ==> rtprof_results[j] <= 10000;
            loop invariant given_is: given == rtprof_fsum{Pre}(closed, shift, reduced, i);
            loop invariant given_bound: given <= 10000 * i;
            loop invariant below: reduced * given <= 10000 * rtprof_ssum{Pre}(closed, shift, i);
            loop invariant above: 10000 * rtprof_ssum{Pre}(closed, shift, i) - reduced * given <= i * (reduced - 1);
            loop assigns i, rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], given;
            loop variant RTPROF_BUCKET_COUNT - i; */
        for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
        {
            const uint64_t wide = (uint64_t)(closed->count[i]);
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
            rtprof_results[i] = (rtprof_result_t)q;
            /*@ ghost given = given + q; */
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
        /*@ assert total_results: rtprof_rsum(RTPROF_BUCKET_COUNT) == given; */
    }
}

/* rtprof_process once rtprof_init has run: close the live window, normalise it, return its
 * status (RTPROF-PROC-001..004, RTPROF-NORM-001..008, RTPROF-HOOK-004). */
/*@ requires state: rtprof_ok;
    assigns rtprof_live \from rtprof_live;
    assigns rtprof_closed->count[0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_charged[rtprof_index(rtprof_closed)][0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], rtprof_window;
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
*/
static rtprof_status_t rtprof_window_close(void)
{
    rtprof_bank_t *const closed = rtprof_live; /* RTPROF-DEV-016 */
    rtprof_bank_t *const next = (closed == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];
    uint32_t total = 0u; /* RTPROF-NORM-008 */
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
    /*@ assert done_bounded: rtprof_bounded(closed); */
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
            rtprof_floor(closed, k, j) == rtprof_floor{Pre}(closed, k, j); */

    /* RTPROF-NORM-008: at most 256 * (2^16 - 1) < 2^32, a 32-bit sum */
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
        total += (uint32_t)count;
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
    /* stored at once, and read back below: the 32-bit total then lives in registers through the
     * sum loop only (kept live to the end of the call, Cortex-M0 code spilled it to the stack
     * inside that loop: 11 instructions per bucket instead of 7) */
    rtprof_window.total = total;
    rtprof_window.empty = (total == 0u);

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
                 rtprof_ssum{Pre}(closed, rtprof_window.scale_shift - 1, RTPROF_BUCKET_COUNT) >= 4294967296); */
        /*@ assert floor_pre: \forall integer j; 0 <= j < RTPROF_BUCKET_COUNT ==>
                rtprof_results[j] == rtprof_floor{Pre}(closed, rtprof_window.scale_shift, j); */
    }
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

/* The task's result of the last closed window, as rtprof_process stored it (RTPROF-NORM-001). */
/*@ requires task: task <= RTPROF_UNATTRIBUTED_ID;
    assigns \nothing;
    ensures value: \result == rtprof_results[task];
*/
static inline rtprof_result_t rtprof_result_of(uint32_t task)
{
    return rtprof_results[task];
}

rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result)
{
    rtprof_status_t status;

    if (result == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (task > RTPROF_UNATTRIBUTED_ID)
    {
        status = RTPROF_E_RANGE;
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
    }
    else
    {
        *result = rtprof_result_of(task);
        status = RTPROF_OK;
    }
    return status;
}

rtprof_status_t rtprof_get_units(uint32_t task, uint64_t *units)
{
    rtprof_status_t status;

    if (units == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (task > RTPROF_UNATTRIBUTED_ID)
    {
        status = RTPROF_E_RANGE;
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
    }
    else
    {
        const rtprof_bank_t *const closed = (rtprof_live == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];

        *units = (uint64_t)closed->count[task];
        status = RTPROF_OK;
    }
    return status;
}

rtprof_status_t rtprof_get_window(rtprof_window_t *window)
{
    rtprof_status_t status;

    if (window == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (!rtprof_initialised)
    {
        status = RTPROF_E_INIT; /* RTPROF-RES-005 */
    }
    else
    {
        *window = rtprof_window;
        status = RTPROF_OK;
    }
    return status;
}
