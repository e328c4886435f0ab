/* SPDX-License-Identifier: Apache-2.0 */
/* drive.c: the one place the tests know which hook a configuration has. */
#include "drive.h"

#include "rtprof.h"
#ifdef TEST_INLINE_HOOKS
#include "rtprof_inline.h"
#endif
#include "test_port.h"

void drive_init(uint64_t start)
{
    test_port_reset();
    test_port_clock_set(start);
    rtprof_init();
}

uint64_t drive_max_per_call(void)
{
#if RTPROF_INTERVAL_TICK
    return 1u;
#elif RTPROF_INTERVAL_TIMER
    return (uint64_t)RTPROF_TIMER_MASK;
#else
    return 0xFFFFFFFFu;
#endif
}

uint64_t drive_calls_for(uint64_t units)
{
    const uint64_t max = drive_max_per_call();

    return (units / max) + (((units % max) != 0u) ? 1u : 0u);
}

/* The hook the tests drive: a configuration that offers its hooks inline (RTPROF-HOOK-008) is driven
 * through the inline forms, so that every test of the hooks runs them; the tests that call a hook by
 * name run the out-of-line one. */
#ifdef RTPROF_HOOKS_INLINE
#define DRIVE_TICK rtprof_tick_inline
#define DRIVE_SWITCH rtprof_switch_inline
#define DRIVE_ADVANCE rtprof_advance_inline
#else
#define DRIVE_TICK rtprof_tick
#define DRIVE_SWITCH rtprof_switch
#define DRIVE_ADVANCE rtprof_advance
#endif

void drive_hook(uint32_t task, uint64_t units)
{
#if RTPROF_INTERVAL_TICK
    (void)units;
    DRIVE_TICK(task);
#elif RTPROF_INTERVAL_TIMER
    test_port_clock_advance(units);
    DRIVE_SWITCH(task);
#else
    test_port_interval_set((uint32_t)units);
    DRIVE_ADVANCE(task);
#endif
}

void drive_charge(uint32_t task, uint64_t units)
{
    const uint64_t max = drive_max_per_call();
    uint64_t left = units;

    while (left > 0u)
    {
        const uint64_t step = (left < max) ? left : max;

        drive_hook(task, step);
        left -= step;
    }
}

const char *drive_mode(void)
{
#ifdef RTPROF_HOOKS_INLINE
#define DRIVE_FORM " (inline)"
#else
#define DRIVE_FORM ""
#endif
#if RTPROF_INTERVAL_TICK
    return "tick" DRIVE_FORM;
#elif RTPROF_INTERVAL_TIMER
    return "timer" DRIVE_FORM;
#else
    return "user" DRIVE_FORM;
#endif
}
