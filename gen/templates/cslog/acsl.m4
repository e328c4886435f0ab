m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/acsl.m4: the context-switch log's part of <name>_rtprof.acsl (templates/core/rtprof.acsl.m4):
m4_dnl its state invariant, its time and the predicates of an entry put.
m4_dnl The text between [ and ] is output.
[
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
/* The log's state after rtprof_init (RTPROF-LOG-013): disarmed, empty, the scheduler running with no
 * interrupt entered, no release or deadline]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[, the epoch 0]])[. */
/*@
  predicate rtprof_log_initial{L} =
      rtprof_log_sequence == 0 && rtprof_log_overrun == 0 && rtprof_log_full == 0 && rtprof_log_armed == 0 &&]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[
      rtprof_log_epoch == 0 &&]])[
      rtprof_log_depth == 0 && (\forall integer i; 0 <= i <= RTPROF_LOG_NEST_MAX ==> rtprof_log_context[i] == 0) &&
      (\forall integer i; 0 <= i < RTPROF_PROCESS_COUNT ==>
          rtprof_log_pending[i] == 0 && rtprof_log_timed[i] == 0 && rtprof_log_released[i] == 0 && rtprof_log_due[i] == 0);
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
]m4_dnl
