/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm.c: the bare-metal scheduler's portable part: task table, schedule, hooks, names and stack slack. */
#include <stddef.h>
#include <stdint.h>
#include "rtprof_bm.h"
#if RTPROF_BM_INLINE_HOOKS
/* the generated inline hooks (RTPROF_INLINE_HOOKS=yes, RTPROF-HOOK-008): this file is the scheduler's
 * switch and tick code, where a port calls them, each from one place */
#include "rtprof_inline.h"
#else
#include "rtprof.h"
#endif
#include "rtprof_port.h"

/* What a task's stack holds until it is first written: stack slack is the run of it from the bottom. */
#define RTPROF_BM_PAINT 0xA5A5A5A5u

static const rtprof_bm_task_t *rtprof_bm_tasks = NULL;
static uint32_t rtprof_bm_count = 0u;
static const uint8_t *rtprof_bm_schedule = NULL;
static uint32_t rtprof_bm_slots = 0u;
static uint32_t *rtprof_bm_sp[RTPROF_BM_MAX_TASKS];

/* Written by the tick interrupt only; read by the context switch (lower priority, so it never
 * interrupts the tick) and by tasks (a single aligned word). */
static volatile uint32_t rtprof_bm_tick_count = 0u;
static uint32_t rtprof_bm_slot = 0u;
static uint32_t rtprof_bm_next = 0u;
/* The running task; rtprof_bm_count (no task) before the first switch. */
static uint32_t rtprof_bm_current = 0u;

static rtprof_bm_error_t rtprof_bm_check(const rtprof_bm_task_t *tasks, uint32_t count,
                                         const uint8_t *schedule, uint32_t slots)
{
    rtprof_bm_error_t error = (rtprof_bm_error_t)0;
    uint32_t i;

    if ((tasks == NULL) || (count == 0u) || (count > RTPROF_BM_MAX_TASKS) || (count > RTPROF_PROCESS_COUNT))
    {
        error = RTPROF_BM_E_TASKS;
    }
    else
    {
        for (i = 0u; i < count; i++)
        {
            if ((tasks[i].entry == NULL) || (tasks[i].stack == NULL) ||
                (tasks[i].stack_words < RTPROF_BM_MIN_STACK_WORDS))
            {
                error = RTPROF_BM_E_STACK;
            }
        }
    }
    if ((error == (rtprof_bm_error_t)0) && ((schedule == NULL) || (slots == 0u)))
    {
        error = RTPROF_BM_E_SCHEDULE;
    }
    if (error == (rtprof_bm_error_t)0)
    {
        for (i = 0u; i < slots; i++)
        {
            if ((uint32_t)schedule[i] >= count)
            {
                error = RTPROF_BM_E_SCHEDULE;
            }
        }
    }
    return error;
}

rtprof_bm_error_t rtprof_bm_start(const rtprof_bm_task_t *tasks, uint32_t count,
                                  const uint8_t *schedule, uint32_t slots, uint32_t period)
{
    const rtprof_bm_error_t error = rtprof_bm_check(tasks, count, schedule, slots);
    uint32_t i;
    uint32_t w;

    if (error == (rtprof_bm_error_t)0)
    {
        rtprof_bm_tasks = tasks;
        rtprof_bm_count = count;
        rtprof_bm_schedule = schedule;
        rtprof_bm_slots = slots;
        for (i = 0u; i < count; i++)
        {
            uint32_t *const stack = tasks[i].stack;

            for (w = 0u; w < tasks[i].stack_words; w++)
            {
                stack[w] = RTPROF_BM_PAINT;
            }
            rtprof_bm_sp[i] = rtprof_bm_arch_frame(stack, tasks[i].stack_words, tasks[i].entry); /* RTPROF-DEV-022 */
        }
        rtprof_bm_slot = 0u;
        rtprof_bm_next = (uint32_t)schedule[0];
        rtprof_bm_current = count;
        rtprof_bm_arch_start(period);
    }
    return error;
}

void rtprof_bm_task_exit(void)
{
    for (;;)
    {
    }
}

uint32_t rtprof_bm_ticks(void)
{
    return rtprof_bm_tick_count;
}

/* The slot's end: samples the interrupted task (tick configurations), moves to the next slot and
 * returns 1 when its task differs from the running one. */
static uint32_t rtprof_bm_tick(void)
{
#if RTPROF_INTERVAL_TICK
    /* the task this tick interrupted (none before the first switch: the boot code is not sampled) */
    if (rtprof_bm_current < rtprof_bm_count)
    {
#if RTPROF_BM_INLINE_HOOKS
        rtprof_tick_inline(rtprof_bm_current);
#else
        rtprof_tick(rtprof_bm_current);
#endif
    }
#endif
    rtprof_bm_tick_count = rtprof_bm_tick_count + 1u;
    {
        /* the same instructions for every slot, the last one included: the switch that follows
         * reads the timer at the same offset after each tick */
        const uint32_t next_slot = rtprof_bm_slot + 1u;
        const uint32_t stay = (next_slot < rtprof_bm_slots) ? 1u : 0u; /* RTPROF-DEV-003 */

        rtprof_bm_slot = next_slot * stay;
    }
    rtprof_bm_next = (uint32_t)rtprof_bm_schedule[rtprof_bm_slot];
    return (rtprof_bm_next != rtprof_bm_current) ? 1u : 0u;
}

uint32_t *rtprof_bm_switch(uint32_t *sp)
{
#if defined(RTPROF_LOG_ENTRIES)
    /* the context-switch log's switch hook: it charges the task it has running (the scheduler before
     * the first switch) and records the switch, with the outgoing task's saved stack pointer */
#if RTPROF_BM_INLINE_HOOKS
    (void)rtprof_log_switch_inline(rtprof_bm_next, rtprof_bm_arch_address(sp));
#else
    (void)rtprof_log_switch(rtprof_bm_next, rtprof_bm_arch_address(sp));
#endif
#endif
    if (rtprof_bm_current < rtprof_bm_count)
    {
        rtprof_bm_sp[rtprof_bm_current] = sp;
        /* the time since the previous switch was the outgoing task's */
#if RTPROF_INTERVAL_TIMER && !defined(RTPROF_LOG_ENTRIES)
#if RTPROF_BM_INLINE_HOOKS
        rtprof_switch_inline(rtprof_bm_current);
#else
        rtprof_switch(rtprof_bm_current);
#endif
#elif RTPROF_INTERVAL_USER
#if RTPROF_BM_INLINE_HOOKS
        rtprof_advance_inline(rtprof_bm_current);
#else
        rtprof_advance(rtprof_bm_current);
#endif
#endif
    }
    rtprof_bm_current = rtprof_bm_next;
    return rtprof_bm_sp[rtprof_bm_current];
}

uint32_t rtprof_bm_tick_from(uint32_t irq)
{
    uint32_t due;

#if defined(RTPROF_LOG_ENTRIES)
    /* the tick interrupt in the log: its entry and exit (stack pointer: a local's address, the handler's
     * stack), and the release of the next slot's task with its deadline */
    const uint32_t here = irq;

    (void)rtprof_log_irq_enter(irq, rtprof_bm_arch_address(&here));
    due = rtprof_bm_tick();
    (void)rtprof_log_release(rtprof_bm_next);
    (void)rtprof_log_deadline(rtprof_bm_next, RTPROF_BM_DEADLINE_UNITS);
    (void)rtprof_log_irq_exit(irq, rtprof_bm_arch_address(&here));
#else
    (void)irq;
    due = rtprof_bm_tick();
#endif
    return due;
}

/* rtprof_report's names: the task table's (RTPROF-PORT-004). */
const char *rtprof_port_task_name(uint32_t task)
{
    return (task < rtprof_bm_count) ? rtprof_bm_tasks[task].name : NULL;
}

/* Unused stack: the painted words from the bottom up, in bytes (RTPROF-PORT-004). */
uint32_t rtprof_port_stack_slack(uint32_t task)
{
    uint32_t slack = RTPROF_SLACK_UNKNOWN;
    uint32_t w = 0u;

    if (task < rtprof_bm_count)
    {
        while ((w < rtprof_bm_tasks[task].stack_words) && (rtprof_bm_tasks[task].stack[w] == RTPROF_BM_PAINT))
        {
            w++;
        }
        slack = w * 4u;
    }
    return slack;
}
