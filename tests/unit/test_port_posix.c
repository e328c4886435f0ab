/* SPDX-License-Identifier: Apache-2.0 */
/* test_port_posix.c: the host port (ports/cpu/posix) against the port obligations of spec/port.md, built
 * once per configuration: the critical section always, the timer in timer configurations, the user
 * interval in user configurations. The expected values come from the obligations (arithmetic modulo
 * the timer width, units since the previous call), not from the port's code. */
#define _POSIX_C_SOURCE 200809L

/* clang-format off */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <signal.h>
#include <string.h>

#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_posix.h"

static volatile sig_atomic_t delivered = 0;

static void on_signal(int signo)
{
    (void)signo;
    delivered++;
}

static sigset_t current_mask(void)
{
    sigset_t mask;

    assert_int_equal(sigprocmask(SIG_BLOCK, NULL, &mask), 0);
    return mask;
}

/* Every signal number the host has, as the same member of both masks. */
static void assert_same_mask(const sigset_t *a, const sigset_t *b)
{
    for (int s = 1; s < SIGRTMAX; s++)
    {
        assert_int_equal(sigismember(a, s), sigismember(b, s));
    }
}

/* RTPROF-PORT-001: enter masks every signal a hook can run from (the host's interrupts), a signal
 * raised inside waits for the outermost exit, the nested exit keeps the mask, and the outermost exit
 * restores exactly the mask from before, including a signal the caller had blocked itself (it never
 * unmasks blindly). The synchronous fault signals stay deliverable. Keys are the nesting depth. */
static void test_port_critical_section_masks_nests_restores(void **state)
{
    struct sigaction action;
    sigset_t caller;
    sigset_t before;
    sigset_t inside;
    sigset_t after;
    uint32_t outer;
    uint32_t inner;

    (void)state;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    assert_int_equal(sigemptyset(&action.sa_mask), 0);
    assert_int_equal(sigaction(SIGUSR1, &action, NULL), 0);
    assert_int_equal(sigaction(SIGALRM, &action, NULL), 0);
    assert_int_equal(sigemptyset(&caller), 0);
    assert_int_equal(sigaddset(&caller, SIGUSR2), 0);
    assert_int_equal(sigprocmask(SIG_BLOCK, &caller, NULL), 0);
    before = current_mask();
    delivered = 0;

    outer = rtprof_port_critical_enter();
    assert_int_equal(outer, 0u);
    inside = current_mask();
    assert_int_equal(sigismember(&inside, SIGUSR1), 1);
    assert_int_equal(sigismember(&inside, SIGALRM), 1);
    assert_int_equal(sigismember(&inside, SIGPROF), 1);
    assert_int_equal(sigismember(&inside, SIGUSR2), 1);
    assert_int_equal(sigismember(&inside, SIGSEGV), 0);
    assert_int_equal(sigismember(&inside, SIGBUS), 0);
    assert_int_equal(sigismember(&inside, SIGFPE), 0);
    assert_int_equal(sigismember(&inside, SIGILL), 0);
    assert_int_equal(raise(SIGUSR1), 0);
    assert_int_equal(raise(SIGALRM), 0);
    assert_int_equal(delivered, 0);

    inner = rtprof_port_critical_enter();
    assert_int_equal(inner, 1u);
    rtprof_port_critical_exit(inner);
    assert_int_equal(delivered, 0);
    after = current_mask();
    assert_same_mask(&after, &inside);

    rtprof_port_critical_exit(outer);
    assert_int_equal(delivered, 2);
    after = current_mask();
    assert_same_mask(&after, &before);
    assert_int_equal(sigismember(&after, SIGUSR2), 1);

    /* a second section after the first behaves the same: the saved mask is not stale */
    outer = rtprof_port_critical_enter();
    assert_int_equal(outer, 0u);
    assert_int_equal(raise(SIGUSR1), 0);
    assert_int_equal(delivered, 2);
    rtprof_port_critical_exit(outer);
    assert_int_equal(delivered, 3);
    assert_int_equal(sigprocmask(SIG_UNBLOCK, &caller, NULL), 0);
}

#if RTPROF_INTERVAL_TIMER
#define MODULUS_MASK ((uint64_t)RTPROF_TIMER_MASK)

static uint64_t timer_read(void)
{
#if RTPROF_TIMER_BITS == 64
    return rtprof_port_timer_read64();
#else
    return (uint64_t)rtprof_port_timer_read32();
#endif
}

/* RTPROF-PORT-002: the reading stays within the timer's bits and moves by exactly the units the
 * clock advanced, modulo 2^bits, up or (when RTPROF_TIMER_DOWN) down, across the wrap; a gap of a
 * period or more loses whole periods, which is why the integrator must keep hooks closer. */
static void test_port_timer_moves_by_units_modulo_width(void **state)
{
    static const uint64_t starts[] = {0u, 1u, MODULUS_MASK - 2u, MODULUS_MASK, 0x123456789ABCDEFull};
    static const uint64_t steps[] = {0u, 1u, 3u, 1000u, MODULUS_MASK};

    (void)state;
    for (size_t i = 0u; i < (sizeof starts / sizeof starts[0]); i++)
    {
        for (size_t j = 0u; j < (sizeof steps / sizeof steps[0]); j++)
        {
            uint64_t first;
            uint64_t second;
            uint64_t moved;

            rtprof_posix_clock_set(starts[i]);
            first = timer_read();
            rtprof_posix_clock_advance(steps[j]);
            second = timer_read();
            assert_true(first <= MODULUS_MASK);
            assert_true(second <= MODULUS_MASK);
            moved = (RTPROF_TIMER_DOWN != 0) ? (first - second) : (second - first);
            assert_int_equal(moved & MODULUS_MASK, steps[j] & MODULUS_MASK);
        }
    }
#if RTPROF_TIMER_BITS < 64
    {
        const uint64_t period = MODULUS_MASK + 1u;
        uint64_t first;
        uint64_t second;
        uint64_t moved;

        rtprof_posix_clock_set(5u);
        first = timer_read();
        rtprof_posix_clock_advance(period + 3u);
        second = timer_read();
        moved = (RTPROF_TIMER_DOWN != 0) ? (first - second) : (second - first);
        assert_int_equal(moved & MODULUS_MASK, 3u);
    }
#endif
}
#endif

#if RTPROF_INTERVAL_USER
/* RTPROF-PORT-003: each call returns the units since the previous one (or since the clock was set),
 * never more than 2^32 - 1; a longer stretch comes out over several calls, none lost; the 64-bit
 * clock may wrap between two calls. */
static void test_port_interval_units_since_previous_call(void **state)
{
    (void)state;
    rtprof_posix_clock_set(100u);
    assert_int_equal(rtprof_port_interval(), 0u);
    rtprof_posix_clock_advance(7u);
    assert_int_equal(rtprof_port_interval(), 7u);
    assert_int_equal(rtprof_port_interval(), 0u);
    rtprof_posix_clock_advance(0x100000005ull);
    assert_int_equal(rtprof_port_interval(), 0xFFFFFFFFu);
    assert_int_equal(rtprof_port_interval(), 6u);
    assert_int_equal(rtprof_port_interval(), 0u);
    rtprof_posix_clock_set(UINT64_MAX - 1u);
    rtprof_posix_clock_advance(3u);
    assert_int_equal(rtprof_posix_clock_now(), 1u);
    assert_int_equal(rtprof_port_interval(), 3u);
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_port_critical_section_masks_nests_restores),
#if RTPROF_INTERVAL_TIMER
        cmocka_unit_test(test_port_timer_moves_by_units_modulo_width),
#endif
#if RTPROF_INTERVAL_USER
        cmocka_unit_test(test_port_interval_units_since_previous_call),
#endif
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
