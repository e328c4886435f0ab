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
]rtprof_if([RTPROF_CSLOG], [on], [[
/* The context-switch log (spec/cslog.md): its time is a 40-bit count, RTPROF_ACSL_LOG_MODULUS. A
 * context code is 512 for an interrupt (0 for a task), plus 255 - id: 0 is the scheduler. */
#define RTPROF_ACSL_LOG_MODULUS 1099511627776 /* RTPROF-DEV-002 */

/* The log's state invariant: the nesting within its bound, every context code a (kind, id) pair,
 * ]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[the epoch below its modulus, ]])[the counts and the full flag as the ring's policy keeps them,
 * every stored time a log time. */
/*@
  predicate rtprof_log_ok{L} =
      rtprof_log_depth <= RTPROF_LOG_NEST_MAX &&
      rtprof_log_context[0] <= 255 &&
      (\forall integer i; 0 <= i <= RTPROF_LOG_NEST_MAX ==>
          rtprof_log_context[i] < 1024 && rtprof_log_context[i] % 512 <= 255) &&]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[
      rtprof_log_epoch <= ]rtprof_cfg([RTPROF_CSLOG_EPOCH_MASK])[ &&]])[]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[
      rtprof_log_sequence <= RTPROF_LOG_ENTRIES &&
      (rtprof_log_full != 0 <==> rtprof_log_sequence == RTPROF_LOG_ENTRIES) &&]], [[
      (rtprof_log_full == 0 ==> rtprof_log_sequence < RTPROF_LOG_ENTRIES) &&]])[
      (\forall integer i; 0 <= i < RTPROF_PROCESS_COUNT ==>
          rtprof_log_released[i] < RTPROF_ACSL_LOG_MODULUS && rtprof_log_due[i] < RTPROF_ACSL_LOG_MODULUS);
*/
/* The log time of the timer's last reading (RTPROF-LOG-003). */
/*@
  logic integer rtprof_log_time{L} = ]rtprof_if([RTPROF_TIMER_BITS], [64],
[rtprof_if([RTPROF_TIMER_DIR], [up], [[rtprof_timer_last % RTPROF_ACSL_LOG_MODULUS]],
  [[(18446744073709551615 - rtprof_timer_last) % RTPROF_ACSL_LOG_MODULUS]])],
[rtprof_if([RTPROF_TIMER_DIR], [up], [[rtprof_log_epoch * RTPROF_ACSL_MODULUS + rtprof_timer_last]],
  [[rtprof_log_epoch * RTPROF_ACSL_MODULUS + (RTPROF_TIMER_MASK - rtprof_timer_last)]])])[;
*/
/* Log time: later - earlier modulo its wrap. Word 2 of a first run: the delay since the release,
 * clamped. Word 2 of any other entry: the margin to the deadline of the context code that stops
 * (RTPROF-LOG-002). */
/*@
  logic integer rtprof_log_span(integer earlier, integer later) =
      later >= earlier ? later - earlier : (RTPROF_ACSL_LOG_MODULUS - earlier) + later;
  logic integer rtprof_log_delay_of(integer released, integer clock) =
      rtprof_min(rtprof_log_span(released, clock), 4294967295);
  logic integer rtprof_log_late_word(integer late) =
      late < 2147483648 ? 4294967296 - late : 2147483648;
  logic integer rtprof_log_due_word(integer ahead) =
      ahead < RTPROF_ACSL_LOG_MODULUS / 2 ? rtprof_min(ahead, 2147483646) :
          rtprof_log_late_word(RTPROF_ACSL_LOG_MODULUS - ahead);
  logic integer rtprof_log_margin_of{L}(integer code, integer clock) =
      (code <= 255 && 255 - code < RTPROF_PROCESS_COUNT && rtprof_log_timed[255 - code] != 0) ?
          rtprof_log_due_word(rtprof_log_span(clock, rtprof_log_due[255 - code])) : 2147483647;
  logic integer rtprof_log_pair(integer code) = (code / 512) * 512 + (255 - code % 256);
*/
/* Entry e holds fields (word 0 but its time bits), the log time clock, word 2 w and the stack
 * pointer sp (RTPROF-LOG-002). */
/*@
  predicate rtprof_log_entry_is(rtprof_log_entry_t e, integer fields, integer clock, integer w, integer sp) =
      e.word[0] == (clock / 4294967296) * 16777216 + fields && e.word[1] == clock % 4294967296 &&
      e.word[2] == w && e.word[3] == sp;
*/
/* One entry put from state L1 to state L2 (RTPROF-LOG-004): armed]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[ and the ring not full]])[, it is
 * at slot sequence mod RTPROF_LOG_ENTRIES and the sequence count moves on]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[; armed with the ring full,
 * the overrun count does (saturating); the other slots are kept]], [[ (modulo 2^32); a full ring
 * counts the entry it overwrites as lost (saturating); the other slots are kept]])[; disarmed, nothing
 * the log holds changes. */
/*@
  predicate rtprof_log_kept{L1, L2}(integer except) =
      \forall integer k; 0 <= k < RTPROF_LOG_ENTRIES && k != except ==>
          \at(rtprof_log_ring[k], L2) == \at(rtprof_log_ring[k], L1);
  logic integer rtprof_log_lost{L}(integer more) =
      more != 0 && rtprof_log_overrun < 4294967295 ? rtprof_log_overrun + 1 : rtprof_log_overrun;
]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[
  predicate rtprof_log_taken{L} = rtprof_log_armed != 0 && rtprof_log_full == 0;
  predicate rtprof_log_put_entry{L1, L2}(integer fields, integer clock, integer w, integer sp) =
      rtprof_log_taken{L1} ==>
          rtprof_log_entry_is(\at(rtprof_log_ring[\at(rtprof_log_sequence, L1)], L2), fields, clock, w, sp);
  predicate rtprof_log_put_counts{L1, L2} =
      (rtprof_log_taken{L1} ==>
          \at(rtprof_log_sequence, L2) == \at(rtprof_log_sequence, L1) + 1 &&
          \at(rtprof_log_overrun, L2) == \at(rtprof_log_overrun, L1)) &&
      (!rtprof_log_taken{L1} ==>
          \at(rtprof_log_sequence, L2) == \at(rtprof_log_sequence, L1) &&
          \at(rtprof_log_overrun, L2) == rtprof_log_lost{L1}(\at(rtprof_log_armed, L1)));
  predicate rtprof_log_put_kept{L1, L2} =
      (rtprof_log_taken{L1} ==> rtprof_log_kept{L1, L2}(\at(rtprof_log_sequence, L1))) &&
      (!rtprof_log_taken{L1} ==> rtprof_log_kept{L1, L2}(-1));
]], [[
  predicate rtprof_log_put_entry{L1, L2}(integer fields, integer clock, integer w, integer sp) =
      \at(rtprof_log_armed, L1) != 0 ==>
          rtprof_log_entry_is(\at(rtprof_log_ring[\at(rtprof_log_sequence, L1) % RTPROF_LOG_ENTRIES], L2),
              fields, clock, w, sp);
  predicate rtprof_log_put_counts{L1, L2} =
      (\at(rtprof_log_armed, L1) != 0 ==>
          \at(rtprof_log_sequence, L2) == (\at(rtprof_log_sequence, L1) + 1) % 4294967296 &&
          \at(rtprof_log_overrun, L2) == rtprof_log_lost{L1}(\at(rtprof_log_full, L1)) &&
          (\at(rtprof_log_full, L2) != 0 <==> (\at(rtprof_log_full, L1) != 0 ||
              \at(rtprof_log_sequence, L1) % RTPROF_LOG_ENTRIES == RTPROF_LOG_ENTRIES - 1))) &&
      (\at(rtprof_log_armed, L1) == 0 ==>
          \at(rtprof_log_sequence, L2) == \at(rtprof_log_sequence, L1) &&
          \at(rtprof_log_overrun, L2) == \at(rtprof_log_overrun, L1) &&
          \at(rtprof_log_full, L2) == \at(rtprof_log_full, L1));
  predicate rtprof_log_put_kept{L1, L2} =
      (\at(rtprof_log_armed, L1) != 0 ==> rtprof_log_kept{L1, L2}(\at(rtprof_log_sequence, L1) % RTPROF_LOG_ENTRIES)) &&
      (\at(rtprof_log_armed, L1) == 0 ==> rtprof_log_kept{L1, L2}(-1));
]])[
  predicate rtprof_log_put{L1, L2}(integer fields, integer clock, integer w, integer sp) =
      rtprof_log_put_entry{L1, L2}(fields, clock, w, sp) && rtprof_log_put_counts{L1, L2} &&
      rtprof_log_put_kept{L1, L2};
*/
/* Entries the log holds (RTPROF-LOG-009). */
/*@
  logic integer rtprof_log_held{L} = rtprof_log_full != 0 ? RTPROF_LOG_ENTRIES : rtprof_log_sequence;
*/
]])[
#endif /* ]_rtprof_guard_name[ */
]m4_dnl
