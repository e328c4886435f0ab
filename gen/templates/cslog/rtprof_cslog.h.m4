# SPDX-License-Identifier: Apache-2.0
# cslog/rtprof_cslog.h.m4: template of <name>_rtprof_cslog.h, the public API of the context-switch
# log (spec/cslog.md), generated when RTPROF_CSLOG_ENTRIES_LOG2 is not 0.
rtprof_check([RTPROF_INTERVAL], [timer])
rtprof_check([RTPROF_CSLOG_FULL], [overwrite], [stop])
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof_cslog.h])))
m4_include([core/state.m4])

rtprof_begin(rtprof_file([rtprof_cslog.h]), [public API of the rtprof context-switch log: its hooks, its control and its reader.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdbool.h>
#include <stdint.h>
#include "rtprof_types.h"
#include "]rtprof_file([rtprof.h])["

/* The log records one entry of four 32-bit words at each task switch and at each interrupt entry
 * and exit while it is armed (spec/cslog.md). Its hooks replace the core's switch hook: each reads
 * the timer once, charges the time since the previous hook to the task that ran (the task under
 * any interrupt, exactly as rtprof_switch would have charged it) and stamps the entry with the same
 * reading, extended past the timer's wrap to a 40-bit log time (RTPROF-LOG-003). Each runs under
 * the port's critical section, in constant time, and may be called from an interrupt. A refused
 * call returns its status and changes nothing: a bad argument RTPROF_E_NULL or RTPROF_E_RANGE, then,
 * before rtprof_init, RTPROF_E_INIT (RTPROF-LOG-013). rtprof_init resets the log: disarmed and empty,
 * the scheduler running with no interrupt entered, no task released and no deadline set. */

/* Id of the scheduler (or idle: no task) in an entry's from and to fields and in rtprof_log_switch. */
#define RTPROF_LOG_SCHEDULER 0xFFu

/* Word 2 of an entry that holds no time (word 0's RTPROF_LOG_W0_TIMED clear). */
#define RTPROF_LOG_NO_DEADLINE 0x7FFFFFFFu

/* Word 0 of an entry: time bits 32..39, the core (0 on one core), whether word 2 is a log time (the
 * release's on a first run, the deadline's of the task that stops on any other entry), the type (0:
 * a released task's first run; 1: any other switch, an interrupt entry or exit), from and to as
 * interrupt (1) or task (0), and their ids (RTPROF-LOG-002). */
#define RTPROF_LOG_W0_TIME_SHIFT 24u
#define RTPROF_LOG_W0_CORE_SHIFT 20u /* RTPROF-DEV-001 */
#define RTPROF_LOG_W0_TIMED 0x80000u
#define RTPROF_LOG_W0_OTHER 0x40000u
#define RTPROF_LOG_W0_FROM_IRQ 0x20000u
#define RTPROF_LOG_W0_TO_IRQ 0x10000u
#define RTPROF_LOG_W0_FROM_SHIFT 8u

/* Word 0 (but the time) of the arming mark, the first entry of every arming: from "interrupt 255" to
 * "interrupt 255", which no hook records; its time is that of the last hook before the arming, the
 * start of the time the next hook charges (RTPROF-LOG-008). */
#define RTPROF_LOG_MARK 0x7FFFFu

/* What rtprof_log_info reports. */
typedef struct
{
    uint32_t sequence; /* entries recorded since rtprof_log_arm, modulo 2^32 */
    uint32_t overrun;  /* entries lost since rtprof_log_arm: overwritten (overwrite) or not recorded (stop), saturating at 2^32 - 1 */
    uint32_t count;    /* entries rtprof_log_get can read, 0 .. RTPROF_LOG_ENTRIES */
    bool armed;
} rtprof_log_info_t; /* RTPROF-DEV-015 */

/* Task switch (RTPROF-LOG-005): the task that ran until now (the log's own record) stops, task to
 * (0 .. RTPROF_PROCESS_COUNT - 1, or RTPROF_LOG_SCHEDULER) runs. Charges the CPU-load counters as
 * rtprof_switch does and, armed, records from, to, the time, the stack pointer sp and word 2: the
 * time of to's release when this is its first run since rtprof_log_release (type 0), else the
 * deadline of the task that stops, from which the host derives the start delay and the margin
 * (spec/cslog.md). May be called inside an interrupt (a switch made
 * by an interrupt's handler changes the task the interrupt returns to).
 * Returns RTPROF_OK, RTPROF_E_RANGE for another id, or RTPROF_E_INIT before rtprof_init. */
]_rtprof_log_switch_spec[
rtprof_status_t rtprof_log_switch(uint32_t to, uint32_t sp);

/* Interrupt entry (RTPROF-LOG-006): interrupt irq (0 .. 254) starts, interrupting what ran (a task or
 * an interrupt, nesting up to RTPROF_LOG_NEST_MAX deep). Charges the task under it, records the
 * entry when armed. Returns RTPROF_OK, RTPROF_E_RANGE for irq above 254 or a nesting already
 * RTPROF_LOG_NEST_MAX deep, or RTPROF_E_INIT before rtprof_init. */
]_rtprof_log_requires[
]_rtprof_log_charge_assigns[,
            ]_rtprof_log_put_assigns[, rtprof_log_context[1 .. RTPROF_LOG_NEST_MAX], rtprof_log_depth;
]_rtprof_log_keeps[
    behavior refused:
      assumes irq >= RTPROF_LOG_SCHEDULER || (rtprof_initialised != 0 && rtprof_log_depth >= RTPROF_LOG_NEST_MAX);
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes irq < RTPROF_LOG_SCHEDULER && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior entered:
      assumes irq < RTPROF_LOG_SCHEDULER && rtprof_initialised != 0 && rtprof_log_depth < RTPROF_LOG_NEST_MAX;
      ensures status: \result == RTPROF_OK;
      ensures nested: rtprof_log_depth == \old(rtprof_log_depth) + 1 &&
          rtprof_log_context[rtprof_log_depth] == 512 + (255 - irq);
      ensures recorded: rtprof_log_put{Pre, Post}(262144 + rtprof_log_timed_of{Pre}(\old(rtprof_log_context[rtprof_log_depth])) +
          rtprof_log_pair(\old(rtprof_log_context[rtprof_log_depth])) * 256 + 65536 + irq,
          rtprof_log_time, rtprof_log_due_of{Pre}(\old(rtprof_log_context[rtprof_log_depth])), sp);
]_rtprof_log_counted[
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_log_irq_enter(uint32_t irq, uint32_t sp);

/* Interrupt exit (RTPROF-LOG-006): interrupt irq, the innermost one entered, returns to what it
 * interrupted. Returns RTPROF_OK, RTPROF_E_RANGE when irq is not the innermost interrupt, or
 * RTPROF_E_INIT before rtprof_init. */
]_rtprof_log_requires[
]_rtprof_log_charge_assigns[,
            ]_rtprof_log_put_assigns[, rtprof_log_depth;
]_rtprof_log_keeps[
    behavior refused:
      assumes irq >= RTPROF_LOG_SCHEDULER || (rtprof_initialised != 0 && (rtprof_log_depth == 0 ||
          rtprof_log_context[rtprof_log_depth] != 512 + (255 - irq)));
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes irq < RTPROF_LOG_SCHEDULER && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior left:
      assumes irq < RTPROF_LOG_SCHEDULER && rtprof_initialised != 0 && rtprof_log_depth > 0 &&
          rtprof_log_context[rtprof_log_depth] == 512 + (255 - irq);
      ensures status: \result == RTPROF_OK;
      ensures nested: rtprof_log_depth == \old(rtprof_log_depth) - 1;
      ensures recorded: rtprof_log_put{Pre, Post}(262144 + 131072 + irq * 256 +
          (\old(rtprof_log_context[rtprof_log_depth - 1]) >= 512 ? 65536 : 0) +
          (255 - \old(rtprof_log_context[rtprof_log_depth - 1]) % 256),
          rtprof_log_time, 2147483647, sp);
]_rtprof_log_counted[
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_log_irq_exit(uint32_t irq, uint32_t sp);

/* Start request (RTPROF-LOG-007): task is released now; its next switch-in records this call's time
 * in word 2 (type 0), from which the host derives the start delay. A task released again before it ran keeps its first release time.
 * Clears the task's deadline. Returns RTPROF_OK, RTPROF_E_RANGE for task >= RTPROF_PROCESS_COUNT, or
 * RTPROF_E_INIT before rtprof_init. */
]_rtprof_log_requires[
]_rtprof_log_charge_assigns[,
            rtprof_log_pending[0 .. RTPROF_PROCESS_COUNT - 1], rtprof_log_released[0 .. RTPROF_PROCESS_COUNT - 1],
            rtprof_log_timed[0 .. RTPROF_PROCESS_COUNT - 1];
]_rtprof_log_keeps[
    behavior refused:
      assumes task >= RTPROF_PROCESS_COUNT;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes task < RTPROF_PROCESS_COUNT && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior released:
      assumes task < RTPROF_PROCESS_COUNT && rtprof_initialised != 0;
      assigns ]_rtprof_log_charge_list[, rtprof_log_pending[task], rtprof_log_released[task], rtprof_log_timed[task];
      ensures status: \result == RTPROF_OK;
      ensures pending: rtprof_log_pending[task] != 0 && rtprof_log_timed[task] == 0;
      ensures first: rtprof_log_released[task] ==
          (\old(rtprof_log_pending[task]) != 0 ? \old(rtprof_log_released[task]) : rtprof_log_low(rtprof_log_time));
]_rtprof_log_counted[
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_log_release(uint32_t task);

/* Deadline (RTPROF-LOG-007): task must be done within units timer units from now; each switch away
 * from it records the deadline, from which the host derives the margin left (negative: missed by
 * that much). units 0 clears the deadline.
 * Returns RTPROF_OK, RTPROF_E_RANGE for task >= RTPROF_PROCESS_COUNT or units of 2^31 or more, or
 * RTPROF_E_INIT before rtprof_init. */
]_rtprof_log_requires[
]_rtprof_log_charge_assigns[,
            rtprof_log_due[0 .. RTPROF_PROCESS_COUNT - 1], rtprof_log_timed[0 .. RTPROF_PROCESS_COUNT - 1];
]_rtprof_log_keeps[
    behavior refused:
      assumes task >= RTPROF_PROCESS_COUNT || units >= 2147483648;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes task < RTPROF_PROCESS_COUNT && units < 2147483648 && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior cleared:
      assumes task < RTPROF_PROCESS_COUNT && units == 0 && rtprof_initialised != 0;
      assigns rtprof_log_timed[task];
      ensures status: \result == RTPROF_OK;
      ensures untimed: rtprof_log_timed[task] == 0;
    behavior set:
      assumes task < RTPROF_PROCESS_COUNT && 0 < units < 2147483648 && rtprof_initialised != 0;
      assigns ]_rtprof_log_charge_list[, rtprof_log_due[task], rtprof_log_timed[task];
      ensures status: \result == RTPROF_OK;
      ensures due: rtprof_log_timed[task] != 0 &&
          rtprof_log_due[task] == rtprof_log_low(rtprof_log_time + units);
]_rtprof_log_counted[
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_log_deadline(uint32_t task, uint32_t units);

/* Start recording (RTPROF-LOG-008): the sequence and overrun counts restart at 0, the ring is
 * emptied and its first entry is the arming mark (RTPROF_LOG_MARK, word 2 RTPROF_LOG_NO_DEADLINE,
 * word 3 0) at the log time of the last hook: the log then accounts for every unit the counters
 * charge from there on. Arm right after rtprof_process and the log covers the window that starts.
 * Returns RTPROF_OK, or RTPROF_E_INIT before rtprof_init. */
]_rtprof_log_requires[
    assigns ]_rtprof_log_put_assigns[, rtprof_log_armed;
]_rtprof_log_keeps[
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior armed:
      assumes rtprof_initialised != 0;
      ensures status: \result == RTPROF_OK;
      ensures counts: rtprof_log_armed != 0 && rtprof_log_sequence == 1 && rtprof_log_overrun == 0 &&
          rtprof_log_full == 0;
      ensures mark: rtprof_log_entry_is(rtprof_log_ring[0], RTPROF_LOG_MARK, rtprof_log_time, RTPROF_LOG_NO_DEADLINE, 0);
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_log_arm(void);

/* Stop recording; the entries and counts stay readable (RTPROF-LOG-008). */
]_rtprof_log_requires[
    assigns rtprof_log_armed;
]_rtprof_log_keeps[
    ensures disarmed: rtprof_log_armed == 0;
*/
void rtprof_log_disarm(void);

/* The counts of the current or last arming (RTPROF-LOG-009). Returns RTPROF_OK, RTPROF_E_NULL, or
 * RTPROF_E_INIT before rtprof_init (*info unchanged). */
]_rtprof_log_requires[
    requires info: info == \null || (\valid(info) && ]rtprof_log_outside([info])[);
    assigns *info;
]_rtprof_log_keeps[
    behavior null:
      assumes info == \null;
      assigns \nothing;
      ensures status: \result == RTPROF_E_NULL;
    behavior not_initialised:
      assumes info != \null && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior read:
      assumes info != \null && rtprof_initialised != 0;
      ensures status: \result == RTPROF_OK;
      ensures counts: info->sequence == rtprof_log_sequence && info->overrun == rtprof_log_overrun &&
          info->count == rtprof_log_held && info->armed == rtprof_log_armed;
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_log_info(rtprof_log_info_t *info);

/* Entry index (0: the oldest held) into *entry (RTPROF-LOG-009). Returns RTPROF_OK, RTPROF_E_NULL,
 * RTPROF_E_INIT before rtprof_init, or RTPROF_E_RANGE when index >= the count rtprof_log_info
 * reports (*entry unchanged). */
]_rtprof_log_requires[
    requires entry: entry == \null || (\valid(entry) && ]rtprof_log_outside([entry])[);
    assigns *entry;
]_rtprof_log_keeps[
    behavior null:
      assumes entry == \null;
      assigns \nothing;
      ensures status: \result == RTPROF_E_NULL;
    behavior not_initialised:
      assumes entry != \null && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior refused:
      assumes entry != \null && rtprof_initialised != 0 && index >= rtprof_log_held;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior read:
      assumes entry != \null && rtprof_initialised != 0 && index < rtprof_log_held;
      ensures status: \result == RTPROF_OK;
]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[      ensures entry: *entry == rtprof_log_ring[index];]],
[[      ensures entry: *entry == rtprof_log_ring[((rtprof_log_full != 0 ? rtprof_log_sequence % RTPROF_LOG_ENTRIES : 0) + index) %
          RTPROF_LOG_ENTRIES];]])[
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_log_get(uint32_t index, rtprof_log_entry_t *entry);

#endif /* ]_rtprof_guard_name[ */
]m4_dnl
