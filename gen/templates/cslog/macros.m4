# SPDX-License-Identifier: Apache-2.0
# cslog/macros.m4: the context-switch log's macros, loaded by gen/rtprof-gen before every template
# when the log is turned on: its state, listed once, and expanded (with the core's expanders of
# core/state.m4) into the extern declarations of <name>_rtprof_internal.h and the definitions of
# <name>_rtprof.c; the contract fragments its header and its functions share. Every object is zero
# at start-up, and the zero state is a valid one: disarmed, no entry, the scheduler running, no task
# released and no deadline set.

# _rtprof_cslog_state(EACH)
# -------------------------
# EACH(TYPE, NAME, DIMENSION, INITIALISER, FOOTPRINT, COMMENT) for every state variable of the log,
# in the order of definition (see _rtprof_core_state).
m4_define([_rtprof_cslog_state],
[$1([rtprof_log_entry_t], [rtprof_log_ring], [[RTPROF_LOG_ENTRIES + 1u]], [],
    [rtprof_log_ring + (0 .. RTPROF_LOG_ENTRIES)],
    [ /* the ring (entry k of an arming at slot k mod RTPROF_LOG_ENTRIES), then a scratch slot */])]m4_dnl
[$1([uint32_t], [rtprof_log_sequence], [], [], [&rtprof_log_sequence],
    [ /* entries recorded since the arming, modulo 2^32 */])]m4_dnl
[$1([uint32_t], [rtprof_log_overrun], [], [], [&rtprof_log_overrun],
    [ /* entries lost since the arming (overwritten or refused), saturating */])]m4_dnl
[$1([bool], [rtprof_log_full], [], [], [&rtprof_log_full], [ /* the ring has held RTPROF_LOG_ENTRIES entries */])]m4_dnl
[$1([bool], [rtprof_log_armed], [], [], [&rtprof_log_armed], [])]m4_dnl
[rtprof_if([RTPROF_TIMER_BITS], [64], [],
  [$1([uint32_t], [rtprof_log_epoch], [], [], [&rtprof_log_epoch],
      [ /* timer wraps seen, modulo 2^(40 - RTPROF_TIMER_BITS) */])])]m4_dnl
[$1([uint32_t], [rtprof_log_depth], [], [], [&rtprof_log_depth], [ /* interrupts entered and not left */])]m4_dnl
[$1([uint32_t], [rtprof_log_context], [[RTPROF_LOG_NEST_MAX + 1u]], [],
    [rtprof_log_context + (0 .. RTPROF_LOG_NEST_MAX)],
    [ /* what runs at each nesting level, as a context code (0: the task level) */])]m4_dnl
[$1([bool], [rtprof_log_pending], [[RTPROF_PROCESS_COUNT]], [],
    [rtprof_log_pending + (0 .. RTPROF_PROCESS_COUNT - 1)], [ /* released, not yet run */])]m4_dnl
[$1([uint32_t], [rtprof_log_released], [[RTPROF_PROCESS_COUNT]], [],
    [rtprof_log_released + (0 .. RTPROF_PROCESS_COUNT - 1)], [ /* log time bits 0..31 of the pending release */])]m4_dnl
[$1([bool], [rtprof_log_timed], [[RTPROF_PROCESS_COUNT]], [],
    [rtprof_log_timed + (0 .. RTPROF_PROCESS_COUNT - 1)], [ /* a deadline is set */])]m4_dnl
[$1([uint32_t], [rtprof_log_due], [[RTPROF_PROCESS_COUNT]], [],
    [rtprof_log_due + (0 .. RTPROF_PROCESS_COUNT - 1)], [ /* log time bits 0..31 of the deadline */])])

# rtprof_log_outside(P)
# ---------------------
# ACSL: the caller's object P (every element reachable from it) does not overlap the library's
# state variables of this configuration, the log's included.
m4_define([rtprof_log_outside],
[[\separated(]$1[ + (..), ]_rtprof_core_state([_rtprof_state_footprint])_rtprof_cslog_state([_rtprof_state_footprint])[)]])

# The contract fragments of the log's hooks, shared by its header and its functions.
# _rtprof_log_charge_list: what reading the timer and charging the task under the log's context
# code change, for a behavior's assigns; _rtprof_log_charge_assigns: the same as a clause.
m4_define([_rtprof_log_charge_assigns], [[    assigns ]_rtprof_log_charge_list])
m4_define([_rtprof_log_charge_list],
[[rtprof_live->count[rtprof_slot(255 - rtprof_log_context[0])],
            rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(255 - rtprof_log_context[0])],
            ]_rtprof_interval_locations[]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[, rtprof_log_epoch]])])
# _rtprof_log_counted: the charge of the task under the log's context code (the task level, in the
# pre-state) by the time since the previous hook (RTPROF-HOOK-002), and the epoch's advance.
m4_define([_rtprof_log_counted],
[[      ensures counted: rtprof_live->count[rtprof_slot(255 - \old(rtprof_log_context[0]))] ==
          rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(255 - rtprof_log_context[0])]), ]_rtprof_elapsed([\old(rtprof_timer_last)], [rtprof_timer_last])[);]_rtprof_log_epoch_moved])
# _rtprof_log_epoch_moved: for a timer narrower than the log time, the epoch moves on by one, modulo
# its wrap, when the reading is below (up) or above (down) the previous one (RTPROF-LOG-003).
m4_define([_rtprof_log_epoch_moved], [rtprof_if([RTPROF_TIMER_BITS], [64], [],
[[
      ensures epoch: rtprof_log_epoch == (rtprof_timer_last ]rtprof_if([RTPROF_TIMER_DIR], [up], [<], [>])[ \old(rtprof_timer_last) ?
          (\old(rtprof_log_epoch) + 1) % (]rtprof_cfg([RTPROF_CSLOG_EPOCH_MASK])[ + 1) : \old(rtprof_log_epoch));]])])
# _rtprof_log_reset_assigns: what rtprof_init's reset of the log changes (core-reset.m4).
m4_define([_rtprof_log_reset_assigns],
[[    assigns rtprof_log_sequence, rtprof_log_overrun, rtprof_log_full, rtprof_log_armed,]rtprof_if([RTPROF_TIMER_BITS], [64], [], [[ rtprof_log_epoch,]])[
            rtprof_log_depth, rtprof_log_context[0 .. RTPROF_LOG_NEST_MAX],
            rtprof_log_pending[0 .. RTPROF_PROCESS_COUNT - 1], rtprof_log_released[0 .. RTPROF_PROCESS_COUNT - 1],
            rtprof_log_timed[0 .. RTPROF_PROCESS_COUNT - 1], rtprof_log_due[0 .. RTPROF_PROCESS_COUNT - 1]]])

# _rtprof_log_put_assigns: what a hook that puts an entry may change besides the charge.
m4_define([_rtprof_log_put_assigns],
[[rtprof_log_ring[0 .. RTPROF_LOG_ENTRIES], rtprof_log_sequence, rtprof_log_overrun, rtprof_log_full]])
# _rtprof_log_requires, _rtprof_log_keeps: the state every log function needs and keeps once
# rtprof_init has run; before it the state is start-up's (no live bank), which a log function refuses
# without reading it, so its contract asks nothing of it then.
m4_define([_rtprof_log_requires], [[/*@ requires state: rtprof_initialised != 0 ==> rtprof_ok && rtprof_log_ok;]])
m4_define([_rtprof_log_keeps], [[    ensures state: rtprof_initialised != 0 ==> rtprof_ok && rtprof_log_ok;]])

# _rtprof_log_switch_spec: the contract of rtprof_log_switch, shared by its declaration
# (rtprof_cslog.h) and its inline form (RTPROF-HOOK-008).
m4_define([_rtprof_log_switch_spec], [[]_rtprof_log_requires[
]_rtprof_log_charge_assigns[,
            ]_rtprof_log_put_assigns[, rtprof_log_context[0], rtprof_log_pending[0 .. RTPROF_PROCESS_COUNT - 1];
]_rtprof_log_keeps[
    behavior refused:
      assumes to >= RTPROF_PROCESS_COUNT && to != RTPROF_LOG_SCHEDULER;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes (to < RTPROF_PROCESS_COUNT || to == RTPROF_LOG_SCHEDULER) && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior first_run:
      assumes rtprof_initialised != 0 && to < RTPROF_PROCESS_COUNT && rtprof_log_pending[to] != 0;
      assigns ]_rtprof_log_charge_list[, ]_rtprof_log_put_assigns[, rtprof_log_context[0], rtprof_log_pending[to];
      ensures status: \result == RTPROF_OK;
      ensures context: rtprof_log_context[0] == 255 - to;
      ensures started: rtprof_log_pending[to] == 0;
      ensures recorded: rtprof_log_put{Pre, Post}(524288 + (255 - \old(rtprof_log_context[0])) * 256 + to, rtprof_log_time,
          \old(rtprof_log_released[to]), sp);
]_rtprof_log_counted[
    behavior other:
      assumes rtprof_initialised != 0 && (to == RTPROF_LOG_SCHEDULER || (to < RTPROF_PROCESS_COUNT && rtprof_log_pending[to] == 0));
      assigns ]_rtprof_log_charge_list[, ]_rtprof_log_put_assigns[, rtprof_log_context[0];
      ensures status: \result == RTPROF_OK;
      ensures context: rtprof_log_context[0] == 255 - to;
      ensures recorded: rtprof_log_put{Pre, Post}(262144 + rtprof_log_timed_of{Pre}(\old(rtprof_log_context[0])) +
          (255 - \old(rtprof_log_context[0])) * 256 + to, rtprof_log_time, rtprof_log_due_of{Pre}(\old(rtprof_log_context[0])), sp);
]_rtprof_log_counted[
    complete behaviors;
    disjoint behaviors;
*/]])
