# SPDX-License-Identifier: Apache-2.0
# core/rtprof.acsl.m4: template of <name>_rtprof.acsl, the ACSL logic of the CPU-load core's contracts
# that depends on the configuration (constants, logic functions, predicates, lemmas). Comments only
# for a C compiler but for the proof-only constants; the public header includes it after the state.
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof.acsl])))
m4_include([core/state.m4])
rtprof_begin(rtprof_file([rtprof.acsl]), [the ACSL logic of the rtprof CPU-load core's contracts for this configuration.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

/* Constants of the contracts below, for ACSL only (C code never uses them; some are not C
 * integers): the largest scale shift a window can need, the largest count shifted by it]rtprof_if([RTPROF_INTERVAL], [timer], [[, and
 * the timer's modulus 2^RTPROF_TIMER_BITS]])[. */
#define RTPROF_ACSL_MAX_SHIFT ]rtprof_cfg([RTPROF_MAX_SHIFT])[ /* RTPROF-DEV-002 */
#define RTPROF_ACSL_TERM_MAX ]rtprof_cfg([RTPROF_TERM_MAX])[ /* RTPROF-DEV-002 */]rtprof_if([RTPROF_INTERVAL], [timer], [[
#define RTPROF_ACSL_MODULUS ]rtprof_cfg([RTPROF_TIMER_MODULUS])[ /* RTPROF-DEV-002 */]])[

/* The bucket a hook charges for task id task (RTPROF-HOOK-005). */
/*@
  logic integer rtprof_slot(integer task) = task < RTPROF_PROCESS_COUNT ? task : RTPROF_UNATTRIBUTED_ID;
*/
/* Saturating addition at RTPROF_COUNTER_MAX (RTPROF-HOOK-004). */
/*@
  logic integer rtprof_sat_add(integer c, integer u) = rtprof_min(c + u, RTPROF_COUNTER_MAX);

  logic integer rtprof_index(rtprof_bank_t *b) = b == &rtprof_banks[0] ? 0 : 1;
  logic rtprof_bank_t *rtprof_other(rtprof_bank_t *b) = b == &rtprof_banks[0] ? &rtprof_banks[1] : &rtprof_banks[0];
  logic rtprof_bank_t *rtprof_closed{L} = rtprof_other(rtprof_live);

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
      \separated(]_rtprof_core_state([_rtprof_state_footprint])[);
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
      rtprof_bank_ok(0) && rtprof_bank_ok(1)]rtprof_if([RTPROF_INTERVAL], [timer], [[ &&
      rtprof_timer_last <= RTPROF_TIMER_MASK]])[;
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
]rtprof_if([RTPROF_RESULT], [int], [[
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
]])rtprof_if([RTPROF_ROUNDING], [exact_sum], [[
*/
/* Remainder of bucket j's share, in the same units as rtprof_share_of. */
/*@
  logic integer rtprof_rem_of{L}(rtprof_bank_t *b, integer k, integer s, integer j) =
      ((b->count[j] >> k) * 10000) % s;
  logic integer rtprof_rem{L}(rtprof_bank_t *b, integer k, integer j) =
      rtprof_rem_of(b, k, rtprof_ssum(b, k, RTPROF_BUCKET_COUNT), j);
*/
/* Buckets, among the first n, whose stored remainder is at least t. */
/*@
  logic integer rtprof_count_ge{L}(integer t, integer n) =
      n <= 0 ? 0 : rtprof_count_ge(t, n - 1) + (rtprof_remainders[n - 1] >= t ? 1 : 0);
]])[*/
]rtprof_module_parts([acsl.m4])[
#endif /* ]_rtprof_guard_name[ */
]m4_dnl
