m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/acsl.m4: the context-switch log's part of <name>_rtprof.acsl (templates/core/rtprof.acsl.m4):
m4_dnl its state invariant, its time and the predicates of an entry put.
m4_dnl The text between [ and ] is output.
[
/* The context-switch log (spec/cslog.md): its time is a 40-bit count, RTPROF_ACSL_LOG_MODULUS. A
 * context code is 512 for an interrupt (0 for a task), plus 255 - id: 0 is the scheduler. */
#define RTPROF_ACSL_LOG_MODULUS 1099511627776 /* RTPROF-DEV-002 */

/* The log's state invariant: the nesting within its bound, every context code a (kind, id) pair,
 * ]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[the epoch below its modulus, ]])[the counts and the full flag as the ring's policy keeps them. */
/*@
  predicate rtprof_log_ok{L} =
      rtprof_log_depth <= RTPROF_LOG_NEST_MAX &&
      rtprof_log_context[0] <= 255 &&
      (\forall integer i; 0 <= i <= RTPROF_LOG_NEST_MAX ==>
          rtprof_log_context[i] < 1024 && rtprof_log_context[i] % 512 <= 255) &&]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[
      rtprof_log_epoch <= ]rtprof_cfg([RTPROF_CSLOG_EPOCH_MASK])[ &&]])[]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[
      rtprof_log_sequence <= RTPROF_LOG_ENTRIES &&
      (rtprof_log_full != 0 <==> rtprof_log_sequence == RTPROF_LOG_ENTRIES)]], [[
      (rtprof_log_full == 0 ==> rtprof_log_sequence < RTPROF_LOG_ENTRIES)]])[;
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
/* Word 2 of an entry and its "word 2 is a time" bit (RTPROF-LOG-002): a first run's is the release's
 * log time bits 0..31; any other entry's, the deadline's bits 0..31 of the context code that stops
 * when it is a task with a deadline (and the bit, 524288, set), RTPROF_LOG_NO_DEADLINE otherwise.
 * rtprof_log_timed_task_of: that task, or RTPROF_PROCESS_COUNT when the context is not one. */
/*@
  logic integer rtprof_log_low(integer time) = time % 4294967296;
  logic integer rtprof_log_timed_task_of{L}(integer code) =
      (code <= 255 && 255 - code < RTPROF_PROCESS_COUNT && rtprof_log_timed[255 - code] != 0) ?
          255 - code : RTPROF_PROCESS_COUNT;
  logic integer rtprof_log_due_of{L}(integer code) =
      rtprof_log_timed_task_of(code) < RTPROF_PROCESS_COUNT ? rtprof_log_due[rtprof_log_timed_task_of(code)] : 2147483647;
  logic integer rtprof_log_timed_of{L}(integer code) =
      rtprof_log_timed_task_of(code) < RTPROF_PROCESS_COUNT ? 524288 : 0;
  logic integer rtprof_log_pair(integer code) = (code / 512) * 512 + (255 - code % 256);
*/
/* Entry e holds fields (word 0 but its time bits), the log time clock, word 2 w and the stack
 * pointer sp (RTPROF-LOG-002). */
/*@
  logic integer rtprof_log_word0(integer fields, integer clock) = (clock / 4294967296) * 16777216 + fields;
  predicate rtprof_log_entry_words(rtprof_log_entry_t e, integer w0, integer w1, integer w, integer sp) =
      e.word[0] == w0 && e.word[1] == w1 && e.word[2] == w && e.word[3] == sp;
  predicate rtprof_log_entry_is(rtprof_log_entry_t e, integer fields, integer clock, integer w, integer sp) =
      rtprof_log_entry_words(e, rtprof_log_word0(fields, clock), clock % 4294967296, w, sp);
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
  predicate rtprof_log_put_entry{L1, L2}(integer w0, integer w1, integer w, integer sp) =
      rtprof_log_taken{L1} ==>
          rtprof_log_entry_words(\at(rtprof_log_ring[\at(rtprof_log_sequence, L1)], L2), w0, w1, w, sp);
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
  predicate rtprof_log_put_entry{L1, L2}(integer w0, integer w1, integer w, integer sp) =
      \at(rtprof_log_armed, L1) != 0 ==>
          rtprof_log_entry_words(\at(rtprof_log_ring[\at(rtprof_log_sequence, L1) % RTPROF_LOG_ENTRIES], L2),
              w0, w1, w, sp);
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
      rtprof_log_put_entry{L1, L2}(rtprof_log_word0(fields, clock), clock % 4294967296, w, sp) && rtprof_log_put_counts{L1, L2} &&
      rtprof_log_put_kept{L1, L2};
*/
/* Entries the log holds (RTPROF-LOG-009). */
/*@
  logic integer rtprof_log_held{L} = rtprof_log_full != 0 ? RTPROF_LOG_ENTRIES : rtprof_log_sequence;
*/
]m4_dnl
