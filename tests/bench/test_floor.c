/* SPDX-License-Identifier: Apache-2.0 */
/* test_floor.c: the benchmark's floor of a full log entry (baselines.c) writes the entries rtprof's
 * proved log writes. Both get the same random run of switches (the scheduler and invalid ids
 * included), releases, deadlines (none, near, far, the largest, missed by more than 2^31 units),
 * arming and disarming, on one virtual 32-bit up-counting timer that wraps many times; after every step the
 * sequence and overrun counts and the entries held, oldest first, must be equal. Built with the
 * benchmark's configuration b_log_t32up (8 tasks, 2^8 entries that overwrite). */
/* clang-format off */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <stdio.h>

#include "baselines.h"
#include "prng.h"
#include "rtprof.h"
#include "test_port.h"

#if (BENCH_N != RTPROF_PROCESS_COUNT) || (RTPROF_TIMER_BITS != 32u) || (RTPROF_TIMER_DOWN != 0) || \
    (RTPROF_LOG_FULL_STOP != 0) || (RTPROF_LOG_ENTRIES != 256u)
#error "test_floor.c expects the benchmark's b_log_t32up configuration"
#endif

#define STEPS 20000u

static uint64_t clock_now;

static void advance(uint64_t units)
{
    clock_now += units;
    test_port_clock_set(clock_now);
}

/* A gap between two hooks: mostly short, sometimes near the timer's period (never a whole one). */
static uint64_t gap(uint64_t *rng)
{
    const uint64_t kind = prng_below(rng, 100u);

    return (kind < 90u) ? prng_below(rng, 2000u) : (kind < 98u) ? prng_below(rng, 1000000u)
                                                                : prng_below(rng, 0xFFFFFFFFu);
}

/* Entries held and the oldest one's slot, as spec/cslog.md reads a ring that overwrites. */
static void compare(uint32_t step)
{
    rtprof_log_info_t info;
    uint32_t sequence;
    uint32_t overrun;
    uint32_t full;
    uint32_t held;
    uint32_t i;

    assert_int_equal(rtprof_log_info(&info), RTPROF_OK);
    floor_log_counts(&sequence, &overrun, &full);
    if ((info.sequence != sequence) || (info.overrun != overrun))
    {
        printf("step %u: rtprof sequence %u overrun %u, floor %u %u\n", step, info.sequence, info.overrun, sequence,
               overrun);
        fail();
    }
    held = ((full != 0u) || (sequence >= RTPROF_LOG_ENTRIES)) ? RTPROF_LOG_ENTRIES : sequence;
    assert_int_equal(info.count, held);
    for (i = 0u; i < held; i++)
    {
        rtprof_log_entry_t entry;
        const uint32_t *floor = floor_log_slot(((full != 0u) ? sequence : 0u) + i);
        uint32_t w;

        assert_int_equal(rtprof_log_get(i, &entry), RTPROF_OK);
        for (w = 0u; w < 4u; w++)
        {
            if (entry.word[w] != floor[w])
            {
                printf("step %u: entry %u word %u: rtprof 0x%08x, floor 0x%08x\n", step, i, w, entry.word[w],
                       floor[w]);
                fail();
            }
        }
    }
}

static void floor_writes_rtprof_entries(void **state)
{
    uint64_t rng = prng_seed("floor");
    uint32_t step;
    uint32_t kinds[7] = {0u, 0u, 0u, 0u, 0u, 0u, 0u};
    uint32_t overruns = 0u;
    rtprof_log_info_t info;

    (void)state;
    test_port_reset();
    clock_now = 0xFFFF0000u; /* the first wrap comes soon */
    test_port_clock_set(clock_now);
    rtprof_init();
    floor_log_init();
    assert_int_equal(rtprof_log_arm(), RTPROF_OK);
    floor_log_arm();
    compare(0u);
    for (step = 1u; step <= STEPS; step++)
    {
        const uint64_t op = prng_below(&rng, 1000u);

        advance(gap(&rng));
        if (op < 600u)
        {
            /* a task, the scheduler, or an id both refuse */
            const uint64_t pick = prng_below(&rng, 20u);
            const uint32_t to = (pick < 16u) ? (uint32_t)(pick % BENCH_N) : (pick < 19u) ? 0xFFu : 8u + (uint32_t)pick;
            const uint32_t sp = (uint32_t)prng_next(&rng);

            (void)rtprof_log_switch(to, sp);
            floor_log_switch(to, sp);
            kinds[0]++;
        }
        else if (op < 750u)
        {
            const uint32_t task = (uint32_t)prng_below(&rng, BENCH_N + 1u);

            (void)rtprof_log_release(task);
            floor_log_release(task);
            kinds[1]++;
        }
        else if (op < 950u)
        {
            const uint32_t task = (uint32_t)prng_below(&rng, BENCH_N + 1u);
            const uint64_t kind = prng_below(&rng, 4u);
            const uint32_t units = (kind == 0u) ? 0u : (kind == 1u) ? (uint32_t)prng_below(&rng, 3000u)
                                  : (kind == 2u) ? (uint32_t)prng_below(&rng, 0x80000000u) : 0x80000000u;

            (void)rtprof_log_deadline(task, units);
            floor_log_deadline(task, units);
            kinds[2]++;
        }
        else if (op < 970u)
        {
            /* a deadline missed by more than 2^31 units: word 2 is the deadline all the same */
            const uint32_t task = (uint32_t)prng_below(&rng, BENCH_N);

            (void)rtprof_log_deadline(task, 1u);
            floor_log_deadline(task, 1u);
            advance(0xC0000000u);
            (void)rtprof_log_switch(task, 0u);
            floor_log_switch(task, 0u);
            advance(0xC0000000u);
            (void)rtprof_log_switch(0xFFu, 0u);
            floor_log_switch(0xFFu, 0u);
            kinds[3]++;
        }
        else if (op < 998u)
        {
            /* the largest deadlines: 2^31 - 2 and 2^31 - 1 units ahead */
            const uint32_t task = (uint32_t)prng_below(&rng, BENCH_N);
            const uint32_t units = 0x7FFFFFFEu + (uint32_t)prng_below(&rng, 2u);

            (void)rtprof_log_switch(task, 0u);
            floor_log_switch(task, 0u);
            (void)rtprof_log_deadline(task, units);
            floor_log_deadline(task, units);
            (void)rtprof_log_switch(0xFFu, 0u);
            floor_log_switch(0xFFu, 0u);
            kinds[4]++;
        }
        else if (op == 998u)
        {
            rtprof_log_disarm();
            floor_log_disarm();
            kinds[5]++;
        }
        else
        {
            assert_int_equal(rtprof_log_arm(), RTPROF_OK);
            floor_log_arm();
            kinds[6]++;
        }
        compare(step);
        if (rtprof_log_info(&info) == RTPROF_OK)
        {
            overruns = (info.overrun > overruns) ? info.overrun : overruns;
        }
    }
    printf("# %u steps: %u switches, %u releases, %u deadlines, %u missed by over 2^31, %u largest deadlines, "
           "%u disarms, %u arms; largest overrun count %u; clock 0x%llx (%llu timer wraps)\n",
           STEPS, kinds[0], kinds[1], kinds[2], kinds[3], kinds[4], kinds[5], kinds[6], overruns,
           (unsigned long long)clock_now, (unsigned long long)(clock_now >> 32));
    /* the run went where it must: the ring overwritten, the log time past its 2^40 wrap */
    assert_true(overruns > RTPROF_LOG_ENTRIES);
    assert_true(clock_now > (1ULL << 41));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(floor_writes_rtprof_entries),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
