/* SPDX-License-Identifier: Apache-2.0 */
/* test_port.c: the rtprof port functions for the unit tests, driven entirely by the test. */
#include "test_port.h"

#include <stddef.h>
#include <stdio.h>

#include "rtprof.h"
#include "rtprof_port.h"

#define TEST_PORT_TASKS 256u

static uint64_t test_clock;
static uint32_t test_interval;
static uint32_t test_depth;
static uint32_t test_enters;
static test_port_unmask_hook_t test_unmask_hook;
static const char *test_names[TEST_PORT_TASKS];
static uint32_t test_slack[TEST_PORT_TASKS];
static char test_default_names[TEST_PORT_TASKS][12];

void test_port_reset(void)
{
    uint32_t i;

    test_clock = 0u;
    test_interval = 0u;
    test_depth = 0u;
    test_enters = 0u;
    test_unmask_hook = NULL;
    for (i = 0u; i < TEST_PORT_TASKS; i++)
    {
        (void)snprintf(test_default_names[i], sizeof test_default_names[i], "task%u", (unsigned)i);
        test_names[i] = test_default_names[i];
        test_slack[i] = 1000u + i;
    }
}

void test_port_clock_set(uint64_t now) { test_clock = now; }
void test_port_clock_advance(uint64_t units) { test_clock += units; }
void test_port_interval_set(uint32_t units) { test_interval = units; }
void test_port_interval_add(uint32_t units) { test_interval += units; }
uint32_t test_port_masked(void) { return test_depth; }
uint32_t test_port_enter_count(void) { return test_enters; }
void test_port_set_unmask_hook(test_port_unmask_hook_t hook) { test_unmask_hook = hook; }
void test_port_set_name(uint32_t task, const char *name) { test_names[task] = name; }
void test_port_set_slack(uint32_t task, uint32_t slack) { test_slack[task] = slack; }

uint32_t rtprof_port_critical_enter(void)
{
    const uint32_t key = test_depth;

    __asm__ volatile("" ::: "memory");
    if (test_depth == 0u)
    {
        test_enters++;
    }
    test_depth = key + 1u;
    __asm__ volatile("" ::: "memory");
    return key;
}

void rtprof_port_critical_exit(uint32_t key)
{
    __asm__ volatile("" ::: "memory");
    test_depth = key;
    __asm__ volatile("" ::: "memory");
    if ((key == 0u) && (test_unmask_hook != NULL))
    {
        test_unmask_hook();
    }
}

#if RTPROF_INTERVAL_TIMER
#if RTPROF_TIMER_BITS == 64
uint64_t rtprof_port_timer_read64(void)
{
    return (RTPROF_TIMER_DOWN != 0) ? (UINT64_MAX - test_clock) : test_clock;
}
#else
uint32_t rtprof_port_timer_read32(void)
{
    const uint32_t shown = (uint32_t)(test_clock & (uint64_t)RTPROF_TIMER_MASK);

    /* bits above the timer's width are garbage on purpose: the library must mask them */
    return ((RTPROF_TIMER_DOWN != 0) ? (RTPROF_TIMER_MASK - shown) : shown) | (uint32_t)(~(uint64_t)RTPROF_TIMER_MASK & 0xA5A5A5A5u);
}
#endif
#endif

#if RTPROF_INTERVAL_USER
uint32_t rtprof_port_interval(void)
{
    const uint32_t units = test_interval;

    test_interval = 0u;
    return units;
}
#endif

const char *rtprof_port_task_name(uint32_t task)
{
    return (task < TEST_PORT_TASKS) ? test_names[task] : NULL;
}

uint32_t rtprof_port_stack_slack(uint32_t task)
{
    return (task < TEST_PORT_TASKS) ? test_slack[task] : RTPROF_SLACK_UNKNOWN;
}
