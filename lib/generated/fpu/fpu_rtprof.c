/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof.c: rtprof CPU-load core: hooks, window switch and normalisation.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */

#include <stddef.h>
#include <stdint.h>
#include "fpu_rtprof.h"
#include "rtprof_port.h"

/* The state declared in the header (RTPROF-LIB-004). rtprof_live is changed only by rtprof_init and
 * rtprof_process, with one store each under the port's critical section; rtprof_initialised only
 * by rtprof_init. */
bool rtprof_initialised = false;
rtprof_bank_t rtprof_banks[2];
rtprof_bank_t *rtprof_live = &rtprof_banks[0];
rtprof_window_t rtprof_window;
rtprof_result_t rtprof_scale = 0.0f; /* float results: RTPROF_FULL_SCALE / the total of the last closed window that was not empty */
uint32_t rtprof_timer_last; /* timer at the previous hook call or rtprof_init, masked */

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
          /@ assert cast: (uint32_t)(closed->count[n] >> k) == (closed->count[n] >> k); @/
          /@ assert nonneg: 0 <= (closed->count[n] >> k); @/
          /@ assert unfold: rtprof_ssum(closed, k, n + 1) == rtprof_ssum(closed, k, n) + (closed->count[n] >> k); @/
      }
  }

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
          /@ assert cast: (uint32_t)(closed->count[n] >> k) == (closed->count[n] >> k); @/
          /@ assert nonneg: 0 <= (closed->count[n] >> k); @/
          /@ assert step: (closed->count[n] >> (k + 1)) == ((closed->count[n] >> k) >> 1); @/
          /@ assert half: ((closed->count[n] >> k) >> 1) == (closed->count[n] >> k) / 2; @/
          /@ assert unfold1: rtprof_ssum(closed, k, n + 1) == rtprof_ssum(closed, k, n) + (closed->count[n] >> k); @/
          /@ assert unfold2: rtprof_ssum(closed, k + 1, n + 1) == rtprof_ssum(closed, k + 1, n) + (closed->count[n] >> (k + 1)); @/
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

/* min(old + units, MAX) without a branch: the sum's low RTPROF_COUNTER_BITS bits when it fits
 * (clamped == 0: they are the sum), all ones when it does not (clamped * 0xFFFFFFFF, of which MAX
 * is the low bits). The sum is formed in 64 bits and its low bits taken as a remainder by MAX + 1
 * (a mask), so nothing wraps or narrows; on a 32-bit core the sum's low word is one add and its
 * high word is never needed (RTPROF-HOOK-004, RTPROF-HOOK-006). */
/*@ requires old <= RTPROF_COUNTER_MAX;
    requires clamped == (old + units > RTPROF_COUNTER_MAX ? 1 : 0);
    assigns \nothing;
    ensures \result == rtprof_min(old + units, RTPROF_COUNTER_MAX);
*/
static inline uint32_t rtprof_saturated_sum(uint32_t old, uint32_t units, uint32_t clamped)
{
    const uint32_t low = (uint32_t)(((uint64_t)old + (uint64_t)units) % ((uint64_t)RTPROF_COUNTER_MAX + 1u));
    const uint32_t ones = clamped * 0xFFFFFFFFu;
    const uint32_t value = low | ones;

    /*@ assert ones_is: ones == (clamped == 0 ? 0 : 4294967295); */
    /*@ assert or_zero: (low | 0) == low; */
    /*@ assert or_ones: (low | 4294967295) == 4294967295; */
    /*@ assert fits: clamped == 0 ==> value == old + units; */
    /*@ assert saturates: clamped != 0 ==> value == RTPROF_COUNTER_MAX; */
    return value;
}

/* Add units to the live counter of task: ids >= RTPROF_PROCESS_COUNT go to the unattributed bucket
 * (RTPROF-HOOK-005); a sum above RTPROF_COUNTER_MAX is clamped there, where rtprof_process finds it
 * (RTPROF-HOOK-004). One counter is written, nothing else; every choice is arithmetic on 0/1 values:
 * no loop and no branch (RTPROF-HOOK-006). */
/*@ requires state: rtprof_ok;
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

/* The first interval starts at the timer's reading, reduced to its width (RTPROF-HOOK-002). */
/*@ assigns rtprof_timer_last, rtprof_port_reading;
    ensures timer: rtprof_timer_last == rtprof_port_reading % RTPROF_ACSL_MODULUS;
*/
static inline void rtprof_interval_start(void)
{
    rtprof_timer_last = rtprof_port_timer_read32();
}

void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();

    rtprof_live = &rtprof_banks[0];
    /*@ assert index0: rtprof_index(&rtprof_banks[0]) == 0 && rtprof_index(&rtprof_banks[1]) == 1; */
    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.overlong = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_interval_start();
    rtprof_initialised = true;
    rtprof_port_critical_exit(key);
}

/* RTPROF-HOOK-002, RTPROF-HOOK-007: elapsed = (now - last) mod 2^RTPROF_TIMER_BITS for an
 * up-counting timer, (last - now) mod 2^RTPROF_TIMER_BITS for a down-counting one, computed in 64
 * bits so that no unsigned arithmetic wraps (the remainder by a power of two is a mask). The
 * modulus is a constant expression, not a variable, so that an unoptimised build (-O0) folds the
 * remainder into a mask too instead of calling a 64-bit division routine. */
/*@ requires state: rtprof_ok;
    assigns rtprof_live->count[rtprof_slot(task)], rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(task)], rtprof_timer_last;
    ensures state: rtprof_ok;
    ensures timer: rtprof_timer_last == value % RTPROF_ACSL_MODULUS;
    ensures counted: rtprof_live->count[rtprof_slot(task)] ==
        rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(task)]), rtprof_elapsed_up(RTPROF_ACSL_MODULUS, \old(rtprof_timer_last), rtprof_timer_last));
*/
static inline void rtprof_elapse(uint32_t task, uint32_t value)
{
    const uint32_t now = value;
    const uint32_t elapsed = (uint32_t)((((uint64_t)now + ((uint64_t)RTPROF_TIMER_MASK + 1u)) - (uint64_t)rtprof_timer_last) % ((uint64_t)RTPROF_TIMER_MASK + 1u));

    rtprof_timer_last = now;
    rtprof_charge(task, elapsed);
}

/* RTPROF-HOOK-007 */
void rtprof_switch_at(uint32_t task, uint32_t value)
{
    rtprof_elapse(task, value);
}

/* RTPROF-HOOK-002 */
void rtprof_switch(uint32_t task)
{
    rtprof_elapse(task, rtprof_port_timer_read32());
}

/* A 64-bit count or total as a float from its two 32-bit halves, each converted as a 32-bit
 * value and added (the high half scaled by 2^32, exactly): within 2^-23 of the value, relative,
 * with no call of the library's 64-bit conversion (RTPROF-NORM-007). */
/*@ assigns \nothing; */
static inline rtprof_result_t rtprof_float_of_wide(uint64_t value)
{
    const uint32_t high = (uint32_t)(value >> 32);
    const uint32_t low = (uint32_t)(value & 0xFFFFFFFFu);

    return ((rtprof_result_t)high * 4294967296.0f) + (rtprof_result_t)low;
}

/* A window's total, at least 1, as a float of at least 1: below 2^32 (the common case) converted as
 * a 32-bit value, above from its halves (RTPROF-NORM-007). */
/*@ requires total: total >= 1;
    assigns \nothing;
*/
static inline rtprof_result_t rtprof_float_of_total(uint64_t total)
{
    rtprof_result_t value;

    if (total <= 0xFFFFFFFFu)
    {
        value = (rtprof_result_t)(uint32_t)total;
    }
    else
    {
        value = rtprof_float_of_wide(total);
    }
    return value;
}

/* The scale of a closed window's float results, RTPROF_FULL_SCALE / total: one division a window,
 * where a result is its count times the scale (RTPROF-NORM-007). Its own function, so that the
 * float operations stay out of rtprof_window_close's goals. */
/*@ requires total: total >= 1;
    assigns \nothing;
*/
static inline rtprof_result_t rtprof_scale_of(uint64_t total)
{
    return RTPROF_FULL_SCALE / rtprof_float_of_total(total);
}

/* rtprof_process once rtprof_init has run: close the live window, normalise it, return its
 * status (RTPROF-PROC-001..004, RTPROF-NORM-001..008, RTPROF-HOOK-004). */
/*@ requires state: rtprof_ok;
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
*/
static rtprof_status_t rtprof_window_close(void)
{
    rtprof_bank_t *const closed = rtprof_live; /* RTPROF-DEV-016 */
    rtprof_bank_t *const next = (closed == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];
    uint64_t total = 0u; /* RTPROF-NORM-008 */
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

    /* RTPROF-NORM-008: at most 256 * (2^56 - 1) < 2^64 */
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
        total += (uint64_t)count;
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
    /* stored at once, and read back below: the 64-bit total then lives in registers through the
     * sum loop only (kept live to the end of the call, Cortex-M0 code spilled it to the stack
     * inside that loop: 11 instructions per bucket instead of 7) */
    rtprof_window.total = total;
    rtprof_window.empty = (total == 0u);

    /* float results are computed when read (rtprof_get_result): a count times the window's scale
     * (RTPROF-NORM-007); an empty window has none and reads as 0 */
    rtprof_window.scale_shift = 0u;
    if (total != 0u)
    {
        rtprof_scale = rtprof_scale_of(total);
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

/* The task's share of the last closed window in percent, its count times the window's scale
 * (RTPROF-NORM-007): 0 for an empty window; otherwise the product, clamped against rounding. */
/*@ requires state: rtprof_ready;
    requires task: task <= RTPROF_UNATTRIBUTED_ID;
    assigns \nothing;
    ensures percent: 0.0 <= \result <= 100.0;
    ensures empty_zero: rtprof_window.total == 0 ==> \result == 0.0;
*/
static inline rtprof_result_t rtprof_result_of(uint32_t task)
{
    const rtprof_bank_t *const closed = (rtprof_live == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];
    rtprof_result_t share = 0.0f;

    if (rtprof_window.total != 0u)
    {
        share = (rtprof_result_t)closed->count[task] * rtprof_scale;
        if (share > RTPROF_FULL_SCALE)
        {
            share = RTPROF_FULL_SCALE;
        }
    }
    return share;
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
