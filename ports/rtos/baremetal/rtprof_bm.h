/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm.h: the bare-metal adapter: a small preemptive time-slice scheduler that drives rtprof's hooks. */
#ifndef RTPROF_BM_H
#define RTPROF_BM_H

#include <stdint.h>

/* The scheduler runs the tasks of a fixed table in the order of a schedule of tick slots: at each
 * tick the slot ends and the task of the next slot runs (round robin over the schedule). rtprof sees
 * it as an RTOS: rtprof_tick(id of the interrupted task) in the tick interrupt when the generated
 * configuration samples (RTPROF_INTERVAL=tick), rtprof_switch(id of the outgoing task) at each
 * context switch when it measures (timer or user). The task id is the index in the task table
 * (RTPROF-PORT-006). The architecture part (rtprof_bm_cortex_m.c, rtprof_bm_riscv.c) saves and
 * restores contexts and owns the tick interrupt. */

/* RTPROF_BM_INLINE_HOOKS=1 (a compile definition of the firmware, for a configuration generated with
 * RTPROF_INLINE_HOOKS=yes): the scheduler calls the hooks' inline forms (rtprof_tick_inline,
 * rtprof_switch_inline, rtprof_advance_inline, rtprof_log_switch_inline) in its tick and switch
 * code instead of the out-of-line hooks. 0 or not defined: the out-of-line hooks. */
#ifndef RTPROF_BM_INLINE_HOOKS
#define RTPROF_BM_INLINE_HOOKS 0
#endif

/* A task: its name for rtprof's table, its entry (never returns) and its stack. */
typedef struct
{
    const char *name;
    void (*entry)(void);
    uint32_t *stack;          /* lowest word of the stack, 8-byte aligned */
    uint32_t stack_words;     /* at least RTPROF_BM_MIN_STACK_WORDS */
} rtprof_bm_task_t;

/* Smallest stack a task may have: the initial frame plus room for an interrupt's frame. */
#define RTPROF_BM_MIN_STACK_WORDS 64u

/* Most tasks a table may hold. */
#define RTPROF_BM_MAX_TASKS 16u

/* Status of rtprof_bm_start (it returns only on bad arguments). */
typedef enum
{
    RTPROF_BM_E_TASKS = 1,      /* count is 0, above RTPROF_BM_MAX_TASKS or above RTPROF_PROCESS_COUNT */
    RTPROF_BM_E_STACK = 2,      /* a task has no entry, no stack or less than RTPROF_BM_MIN_STACK_WORDS */
    RTPROF_BM_E_SCHEDULE = 3    /* no slots, or a slot names no task of the table */
} rtprof_bm_error_t;

/* Paint the stacks, build each task's first frame, start the tick with the given period (in the
 * tick source's clock units) and switch to the task of slot 0. The caller has called rtprof_init.
 * Returns only when the arguments are bad, with what is wrong, before touching anything. */
rtprof_bm_error_t rtprof_bm_start(const rtprof_bm_task_t *tasks, uint32_t count,
                                  const uint8_t *schedule, uint32_t slots, uint32_t period);

/* Ticks since rtprof_bm_start (wraps at 2^32). */
uint32_t rtprof_bm_ticks(void);

/* Interface to the architecture part. */

/* Called by the tick interrupt whose number (the port's numbering: on Cortex-M the exception number,
 * on RV32 the interrupt's mcause code) is irq: samples the interrupted task (tick configurations),
 * ends the slot and returns 1 when the next slot's task differs from the running one (a switch is
 * due); with a context-switch log, also the interrupt's entry and exit and the release of the next
 * slot's task with a deadline of RTPROF_BM_DEADLINE_UNITS timer units. */
uint32_t rtprof_bm_tick_from(uint32_t irq);

/* The deadline of a task released at its slot's tick, in the log's timer units: two slots of the
 * reference boards (20 us at 25 MHz each). A firmware with other slots defines its own. */
#ifndef RTPROF_BM_DEADLINE_UNITS
#define RTPROF_BM_DEADLINE_UNITS 1000u
#endif

/* Called by the context switch with the saved stack pointer of the outgoing task; calls
 * rtprof_switch for it (measuring configurations), or rtprof_log_switch with a context-switch log,
 * and returns the incoming task's stack pointer. */
uint32_t *rtprof_bm_switch(uint32_t *sp);

/* Where a task that returns from its entry stops: the architecture's first frame makes it the
 * task's return address. */
void rtprof_bm_task_exit(void);

/* Architecture: the first frame of a task at the top of its stack of words words; returns its
 * stack pointer as rtprof_bm_switch hands it back. */
uint32_t *rtprof_bm_arch_frame(uint32_t *stack, uint32_t words, void (*entry)(void));

/* Architecture: an address as the 32-bit value the context-switch log records as a stack pointer. */
uint32_t rtprof_bm_arch_address(const uint32_t *address);

/* Architecture: start the tick (period in clock units) and switch to the first task; never returns. */
void rtprof_bm_arch_start(uint32_t period);

#endif /* RTPROF_BM_H */
