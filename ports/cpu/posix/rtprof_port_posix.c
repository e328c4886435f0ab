/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_posix.c: the host port: signal masking as the critical section, a virtual clock as the timer. */
#define _POSIX_C_SOURCE 200809L /* RTPROF-DEV-009 */

#include <signal.h> /* RTPROF-DEV-010 */
#include <stddef.h>
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_posix.h"

/* Never instrumented for the function profile, whatever the firmware's flags: rtprof_prof_arc runs
 * it, called from the entry hook of every instrumented function (RTPROF-DEV-024). */
static inline void rtprof_posix_barrier(void) __attribute__((no_instrument_function)); /* RTPROF-DEV-024 */

/* No load or store moves across it (RTPROF-PORT-001). */
static inline void rtprof_posix_barrier(void)
{
    __asm__ volatile("" ::: "memory"); /* RTPROF-DEV-011 */
}

/* Nesting depth of the critical section. Changed only with every async signal blocked, or by a
 * signal handler's balanced enter/exit pairs, which leave it as they found it. */
static volatile sig_atomic_t rtprof_posix_depth = 0;

/* The signal mask from before the outermost rtprof_port_critical_enter. */
static sigset_t rtprof_posix_saved_mask;

/* The virtual clock, and how far rtprof_port_interval has handed it out. */
static uint64_t rtprof_posix_clock = 0u;
#if RTPROF_INTERVAL_USER
static uint64_t rtprof_posix_interval_mark = 0u;
#endif

/* Host programs may run hooks from signal handlers (SIGALRM, SIGPROF, ...), so the critical section
 * blocks every signal a process can block, except the synchronous faults, which blocking would
 * turn into a silent kill. Process-wide for a single-threaded program; threads need
 * pthread_sigmask. The key is the depth before the call. */
__attribute__((no_instrument_function)) uint32_t rtprof_port_critical_enter(void) /* RTPROF-DEV-024 */
{
    const sig_atomic_t depth = rtprof_posix_depth;

    rtprof_posix_barrier();
    if (depth == 0)
    {
        sigset_t block;

        (void)sigfillset(&block); /* RTPROF-DEV-014 */
        (void)sigdelset(&block, SIGBUS); /* RTPROF-DEV-014 */
        (void)sigdelset(&block, SIGFPE); /* RTPROF-DEV-014 */
        (void)sigdelset(&block, SIGILL); /* RTPROF-DEV-014 */
        (void)sigdelset(&block, SIGSEGV); /* RTPROF-DEV-014 */
        (void)sigprocmask(SIG_BLOCK, &block, &rtprof_posix_saved_mask); /* RTPROF-DEV-014 */
    }
    rtprof_posix_depth = depth + 1;
    rtprof_posix_barrier();
    return (uint32_t)depth;
}

/* Back to depth key; the outermost exit (key 0) restores exactly the saved mask. */
__attribute__((no_instrument_function)) void rtprof_port_critical_exit(uint32_t key) /* RTPROF-DEV-024 */
{
    rtprof_posix_barrier();
    rtprof_posix_depth = (sig_atomic_t)key;
    if (key == 0u)
    {
        (void)sigprocmask(SIG_SETMASK, &rtprof_posix_saved_mask, NULL); /* RTPROF-DEV-014 */
    }
    rtprof_posix_barrier();
}

void rtprof_posix_clock_set(uint64_t now)
{
    rtprof_posix_clock = now;
#if RTPROF_INTERVAL_USER
    rtprof_posix_interval_mark = now;
#endif
}

void rtprof_posix_clock_advance(uint64_t units)
{
    rtprof_posix_clock += units;
}

uint64_t rtprof_posix_clock_now(void)
{
    return rtprof_posix_clock;
}

#if RTPROF_INTERVAL_TIMER
/* The clock as the configured timer shows it: its low RTPROF_TIMER_BITS bits, counting up, or
 * down from RTPROF_TIMER_MASK when RTPROF_TIMER_DOWN (RTPROF-PORT-002). */
static uint64_t rtprof_posix_timer_value(void)
{
    const uint64_t count = rtprof_posix_clock & (uint64_t)RTPROF_TIMER_MASK;

    return (RTPROF_TIMER_DOWN != 0) ? ((uint64_t)RTPROF_TIMER_MASK - count) : count;
}

#if RTPROF_TIMER_BITS == 64
uint64_t rtprof_port_timer_read64(void)
{
    return rtprof_posix_timer_value();
}
#else
uint32_t rtprof_port_timer_read32(void)
{
    return (uint32_t)rtprof_posix_timer_value();
}
#endif
#endif

#if RTPROF_INTERVAL_USER
/* The units elapsed since the previous call, or since rtprof_posix_clock_set for the first
 * (RTPROF-PORT-003). More than 0xFFFFFFFF units are handed out over several calls, so none is lost. */
uint32_t rtprof_port_interval(void)
{
    const uint64_t elapsed = rtprof_posix_clock - rtprof_posix_interval_mark;
    const uint64_t units = (elapsed > 0xFFFFFFFFu) ? 0xFFFFFFFFu : elapsed;

    rtprof_posix_interval_mark += units;
    return (uint32_t)units;
}
#endif
