/* SPDX-License-Identifier: Apache-2.0 */
/* test_prof.c: unit tests of the generated function profile (spec/profile.md), built once per
 * configuration with the profile. The expected bins and arcs are the test's own record: a bin is
 * (pc - low) / bucket by division, an arc is counted in a plain list searched linearly, never by the
 * library's shift, hash or table. */
/* clang-format off */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "prng.h"
#include "rtprof.h"
#include "test_port.h"

#define BINS RTPROF_PROF_BINS
#define BIN_MAX ((uint64_t)RTPROF_PROF_BIN_MAX)
#define COUNT_MAX 0xFFFFFFFFu

/* ---- the test's own record ---- */

static uint64_t model_bins[BINS];
static uint32_t model_outside;
static uint32_t model_saturated;
static uintptr_t model_low;
static uintptr_t model_bucket;
static uintptr_t model_nbins;

#if RTPROF_PROF_ARCS > 0
#define ARCS_MAX 4096u
static uintptr_t model_from[ARCS_MAX];
static uintptr_t model_self[ARCS_MAX];
static uint32_t model_count[ARCS_MAX];
#endif
static uint32_t model_arcs;
static uint32_t model_calls;

static uint32_t more(uint32_t n)
{
    return (n == COUNT_MAX) ? n : (n + 1u);
}

/* the model of an empty profile: no sample, no arc */
static void model_clear(void)
{
    memset(model_bins, 0, sizeof(model_bins));
    model_outside = 0u;
    model_saturated = 0u;
    model_arcs = 0u;
    model_calls = 0u;
}

static void fresh(void)
{
    test_port_reset();
    rtprof_init();
    model_clear();
}

/* start, and the model's range when it is accepted */
static rtprof_status_t start(uintptr_t low, uintptr_t high, uint32_t bucket, uint32_t rate)
{
    const rtprof_status_t status = rtprof_prof_start(low, high, bucket, rate);

    if (status == RTPROF_OK)
    {
        model_clear();
        model_low = low;
        model_bucket = bucket;
        model_nbins = ((high - low) + bucket - 1u) / bucket;
    }
    return status;
}

static void sample(uintptr_t pc)
{
    rtprof_prof_sample(pc);
    if ((pc >= model_low) && ((pc - model_low) / model_bucket < model_nbins))
    {
        const uintptr_t bin = (pc - model_low) / model_bucket;

        if (model_bins[bin] < BIN_MAX)
        {
            model_bins[bin]++;
        }
        else
        {
            model_saturated = more(model_saturated);
        }
    }
    else
    {
        model_outside = more(model_outside);
    }
}

static void bins_match(void)
{
    uint32_t i;

    for (i = 0u; i < BINS; i++)
    {
        if ((uint64_t)rtprof_prof_bins[i] != model_bins[i])
        {
            fail_msg("bin %u: %llu, expected %llu", (unsigned)i, (unsigned long long)rtprof_prof_bins[i],
                     (unsigned long long)model_bins[i]);
        }
    }
    assert_int_equal(rtprof_prof.outside, model_outside);
    assert_int_equal(rtprof_prof.saturated, model_saturated);
}

/* The whole profile state, to show that a refused call changes nothing. */
typedef struct
{
    rtprof_prof_t prof;
    rtprof_prof_bin_t bins[BINS];
#if RTPROF_PROF_ARCS > 0
    rtprof_prof_arc_t arcs[RTPROF_PROF_ARCS];
#endif
} snapshot_t;

static void take(snapshot_t *s)
{
    memset(s, 0, sizeof(*s));
    s->prof = rtprof_prof;
    memcpy(s->bins, rtprof_prof_bins, sizeof(s->bins));
#if RTPROF_PROF_ARCS > 0
    memcpy(s->arcs, rtprof_prof_arcs, sizeof(s->arcs));
#endif
}

static void unchanged(const snapshot_t *before)
{
    snapshot_t now;

    take(&now);
    assert_memory_equal(&now.prof, &before->prof, sizeof(now.prof));
    assert_memory_equal(now.bins, before->bins, sizeof(now.bins));
#if RTPROF_PROF_ARCS > 0
    assert_memory_equal(now.arcs, before->arcs, sizeof(now.arcs));
#endif
}

/* ---- the tests ---- */

/* RTPROF-PROF-003, RTPROF-PROF-004, RTPROF-PROF-005: before rtprof_init the control functions check
 * their arguments, then return RTPROF_E_INIT; the hooks (the profile off) change nothing. */
static void test_prof_before_init(void **state)
{
    snapshot_t before;

    (void)state;
    test_port_reset();
    rtprof_initialised = false;
    take(&before);
    assert_int_equal(rtprof_prof_start(0x1000u, 0x2000u, 16u, 1000u), RTPROF_E_INIT);
    assert_int_equal(rtprof_prof_start(0x1000u, 0x2000u, 3u, 1000u), RTPROF_E_RANGE); /* arguments first */
    assert_int_equal(rtprof_prof_stop(), RTPROF_E_INIT);
    assert_int_equal(rtprof_prof_reset(), RTPROF_E_INIT);
    rtprof_prof_sample(0x1000u); /* off: nothing */
    rtprof_prof_arc(0x1000u, 0x1100u);
    unchanged(&before);
    assert_int_equal(test_port_enter_count(), 1u); /* the arc hook's critical section only */
}

/* RTPROF-PROF-003: every refusal of rtprof_prof_start changes nothing; exactly the histogram's
 * bins, and a range to the top of the address space, are accepted. */
static void test_prof_start_refusals(void **state)
{
    static const uint32_t bad_buckets[] = {0u, 1u, 3u, 6u, 12u, 0x80000001u, 0xFFFFFFFFu};
    snapshot_t before;
    uint32_t i;

    (void)state;
    fresh();
    assert_int_equal(start(0x2000u, 0x2000u + (4u * BINS), 4u, 1000u), RTPROF_OK);
    sample(0x2004u);
    take(&before);
    for (i = 0u; i < sizeof(bad_buckets) / sizeof(bad_buckets[0]); i++)
    {
        assert_int_equal(rtprof_prof_start(0x1000u, 0x1100u, bad_buckets[i], 1000u), RTPROF_E_RANGE);
    }
    assert_int_equal(rtprof_prof_start(0x1001u, 0x1100u, 2u, 1000u), RTPROF_E_RANGE);      /* odd low */
    assert_int_equal(rtprof_prof_start(0x1000u, 0x1000u, 2u, 1000u), RTPROF_E_RANGE);      /* empty */
    assert_int_equal(rtprof_prof_start(0x1000u, 0x0FFEu, 2u, 1000u), RTPROF_E_RANGE);      /* backwards */
    assert_int_equal(rtprof_prof_start(0x1000u, 0x1100u, 2u, 0u), RTPROF_E_RANGE);         /* no rate */
    /* one bin too many, at every bucket size that fits the address space */
    assert_int_equal(rtprof_prof_start(0x1000u, 0x1000u + (2u * BINS) + 1u, 2u, 1000u), RTPROF_E_RANGE);
    assert_int_equal(rtprof_prof_start(0u, (uintptr_t)BINS * 64u + 1u, 64u, 1000u), RTPROF_E_RANGE);
    /* the last bin would end past the address space, or reach its last byte (gmon.out could not
     * name the range's end) */
    assert_int_equal(rtprof_prof_start(UINTPTR_MAX - 9u, UINTPTR_MAX, 16u, 1000u), RTPROF_E_RANGE);
    assert_int_equal(rtprof_prof_start(UINTPTR_MAX - 15u, UINTPTR_MAX, 16u, 1000u), RTPROF_E_RANGE);
    assert_int_equal(rtprof_prof_start(UINTPTR_MAX - 15u, UINTPTR_MAX - 14u, 16u, 1000u), RTPROF_E_RANGE);
    unchanged(&before);
    /* every power of two from 2 to 2^31 is a bucket: two bins of it */
    for (i = 1u; i < 32u; i++)
    {
        const uint32_t bucket = 1u << i;

        assert_int_equal(rtprof_prof_start(0u, (uintptr_t)bucket + 1u, bucket, 1000u), RTPROF_OK);
        assert_int_equal(rtprof_prof.shift, i);
        assert_int_equal(rtprof_prof.span, 2u * (uintptr_t)bucket);
    }
    /* exactly BINS bins fit, and a range whose last bin ends just below the address space's last byte */
    assert_int_equal(rtprof_prof_start(0x1000u, 0x1000u + (2u * BINS), 2u, 1000u), RTPROF_OK);
    assert_int_equal(rtprof_prof_start(UINTPTR_MAX - 17u, UINTPTR_MAX - 1u, 16u, 1000u), RTPROF_OK);
    assert_int_equal(rtprof_prof.low + rtprof_prof.span, UINTPTR_MAX - 1u);
}

/* RTPROF-PROF-003, RTPROF-PROF-004: the first and last bytes of the first and last bins, the byte
 * after the last bin, before the range, at 0 and at the top: binned or outside, as the model says. */
static void test_prof_range_edges(void **state)
{
    static const uint32_t buckets[] = {2u, 4u, 8u, 64u, 0x10000u};
    uint32_t i;

    (void)state;
    for (i = 0u; i < sizeof(buckets) / sizeof(buckets[0]); i++)
    {
        const uintptr_t low = 0x20000000u;
        const uintptr_t high = low + ((BINS - 1u) * (uintptr_t)buckets[i]) + 1u; /* BINS bins, the last one byte of it */
        const uintptr_t end = low + BINS * (uintptr_t)buckets[i];

        fresh();
        assert_int_equal(start(low, high, buckets[i], 10000u), RTPROF_OK);
        sample(low);
        sample(low + buckets[i] - 1u);
        sample(low + buckets[i]);
        sample(high - 1u);
        sample(end - 1u); /* the last bin covers a whole bucket */
        sample(end);
        sample(low - 1u);
        sample(low - 2u);
        sample(0u);
        sample(UINTPTR_MAX);
        bins_match();
        assert_int_equal(rtprof_prof_bins[0], 2u);
        assert_int_equal(rtprof_prof_bins[BINS - 1u], 2u);
        assert_int_equal(rtprof_prof.outside, 5u);
        assert_int_equal(rtprof_prof.rate_hz, 10000u);
    }
}

/* RTPROF-PROF-004: random ranges, buckets and PCs, every bin and count against the model. */
static void test_prof_random_samples(void **state)
{
    uint64_t seed = prng_seed("test_prof_random_samples");
    uint32_t round;

    (void)state;
    for (round = 0u; round < 20u; round++)
    {
        const uint32_t bucket = 2u << prng_below(&seed, 10u);
        const uintptr_t low = (uintptr_t)(prng_below(&seed, 0x100000u) * 2u);
        const uintptr_t high = low + 1u + (uintptr_t)prng_below(&seed, (uint64_t)BINS * bucket);
        uint32_t i;

        fresh();
        assert_int_equal(start(low, high, bucket, 1000u), RTPROF_OK);
        for (i = 0u; i < 5000u; i++)
        {
            /* mostly inside, some around and outside the range */
            const uintptr_t pc = (prng_below(&seed, 8u) != 0u)
                                     ? (uintptr_t)(low + prng_below(&seed, (uint64_t)(high - low)))
                                     : (uintptr_t)(low - 64u + prng_below(&seed, (uint64_t)(high - low) + 128u));
            sample(pc);
        }
        bins_match();
    }
}

/* RTPROF-PROF-004, RTPROF-PROF-005: a full bin stays full and the sample counts as saturated; every
 * count saturates at 2^32 - 1. */
static void test_prof_saturation(void **state)
{
    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (2u * BINS), 2u, 1000u), RTPROF_OK);
    rtprof_prof_bins[3] = (rtprof_prof_bin_t)(RTPROF_PROF_BIN_MAX - 1u);
    model_bins[3] = BIN_MAX - 1u;
    sample(0x1006u);
    sample(0x1007u);
    sample(0x1006u);
    bins_match();
    assert_int_equal(rtprof_prof_bins[3], RTPROF_PROF_BIN_MAX); /* stays full, not 0 */
    assert_int_equal(rtprof_prof.saturated, 2u);

    /* every count saturates at 2^32 - 1 */
    rtprof_prof.outside = COUNT_MAX - 1u;
    rtprof_prof.saturated = COUNT_MAX - 1u;
    rtprof_prof_sample(0x0FFEu);
    rtprof_prof_sample(0x0FFEu);
    rtprof_prof_sample(0x1006u);
    rtprof_prof_sample(0x1006u);
    assert_int_equal(rtprof_prof.outside, COUNT_MAX);
    assert_int_equal(rtprof_prof.saturated, COUNT_MAX);
    rtprof_prof.calls = COUNT_MAX - 1u;
    rtprof_prof.lost = COUNT_MAX - 1u;
    rtprof_prof_arc(0x1000u, 0x1010u);
    rtprof_prof_arc(0x1000u, 0x1010u);
    assert_int_equal(rtprof_prof.calls, COUNT_MAX);
#if RTPROF_PROF_ARCS == 0
    assert_int_equal(rtprof_prof.lost, COUNT_MAX);
#endif
}

/* RTPROF-PROF-002, RTPROF-PROF-003: stop keeps everything, reset clears and keeps the range and the
 * switch, rtprof_init turns it off with no range. */
static void test_prof_stop_and_reset(void **state)
{
    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (4u * BINS), 4u, 1000u), RTPROF_OK);
    sample(0x1010u);
    rtprof_prof_arc(0x1002u, 0x1100u);
    assert_int_equal(rtprof_prof_stop(), RTPROF_OK);
    assert_int_equal(rtprof_prof.live, 0u);
    assert_int_equal(rtprof_prof.span, 4u * BINS); /* the range kept for the dump */
    rtprof_prof_sample(0x1010u); /* off: nothing, in the range or out of it */
    rtprof_prof_sample(0x0FFEu);
    rtprof_prof_sample(0x1000u + (4u * BINS));
    rtprof_prof_arc(0x1002u, 0x1100u);
    bins_match();                /* kept for the dump, outside 0 */
    assert_int_equal(rtprof_prof.outside, 0u);
    assert_int_equal(rtprof_prof.calls, 1u);
    assert_int_equal(rtprof_prof_reset(), RTPROF_OK);
    assert_int_equal(rtprof_prof.live, 0u); /* reset keeps it off */
    memset(model_bins, 0, sizeof(model_bins));
    bins_match();
    assert_int_equal(rtprof_prof.calls, 0u);
    assert_int_equal(rtprof_prof.low, 0x1000u);
    assert_int_equal(rtprof_prof.span, 4u * BINS);

    /* reset while on keeps it on */
    assert_int_equal(start(0x1000u, 0x1000u + (4u * BINS), 4u, 1000u), RTPROF_OK);
    sample(0x1010u);
    assert_int_equal(rtprof_prof_reset(), RTPROF_OK);
    assert_int_equal(rtprof_prof.live, 4u * BINS);
    memset(model_bins, 0, sizeof(model_bins));
    sample(0x1020u);
    bins_match();

    /* rtprof_init turns it off with no range */
    rtprof_init();
    assert_int_equal(rtprof_prof.live, 0u);
    assert_int_equal(rtprof_prof.span, 0u);
    assert_int_equal(rtprof_prof.outside, 0u);
    assert_int_equal(rtprof_prof.saturated, 0u);
}

#if RTPROF_PROF_ARCS > 0
static void arc(uintptr_t from, uintptr_t self)
{
    uint32_t i;

    rtprof_prof_arc(from, self);
    model_calls = more(model_calls);
    for (i = 0u; i < model_arcs; i++)
    {
        if ((model_from[i] == from) && (model_self[i] == self))
        {
            model_count[i] = more(model_count[i]);
            return;
        }
    }
    assert_true(model_arcs < ARCS_MAX);
    model_from[model_arcs] = from;
    model_self[model_arcs] = self;
    model_count[model_arcs] = 1u;
    model_arcs++;
}

/* the table's count of an arc, 0 when it holds none */
static uint32_t held(uintptr_t from, uintptr_t self)
{
    uint32_t i;
    uint32_t found = 0u;
    uint32_t count = 0u;

    for (i = 0u; i < RTPROF_PROF_ARCS; i++)
    {
        if ((rtprof_prof_arcs[i].count != 0u) && (rtprof_prof_arcs[i].from == from) && (rtprof_prof_arcs[i].self == self))
        {
            found++;
            count = rtprof_prof_arcs[i].count;
        }
    }
    assert_true(found <= 1u); /* never two slots for one arc */
    return count;
}

/* Every arc of the model is held with its exact count or lost whole (a slot is never freed, so an arc
 * that once found none never does); the lost count is the sum of the lost arcs' calls. */
static uint32_t arcs_match(void)
{
    uint64_t lost = 0u;
    uint32_t kept = 0u;
    uint32_t i;

    for (i = 0u; i < model_arcs; i++)
    {
        const uint32_t count = held(model_from[i], model_self[i]);

        if (count != 0u)
        {
            assert_int_equal(count, model_count[i]);
            kept++;
        }
        else
        {
            lost += model_count[i];
        }
    }
    assert_int_equal(rtprof_prof.calls, model_calls);
    assert_int_equal(rtprof_prof.lost, lost);
    return kept;
}

/* RTPROF-PROF-005: half the table's arcs, 20000 calls: every arc held with its exact count. */
static void test_prof_arcs_exact(void **state)
{
    uint64_t seed = prng_seed("test_prof_arcs_exact");
    const uint32_t distinct = RTPROF_PROF_ARCS / 2u;
    uint32_t i;

    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (2u * BINS), 2u, 1000u), RTPROF_OK);
    for (i = 0u; i < 20000u; i++)
    {
        const uint32_t k = (uint32_t)prng_below(&seed, distinct);

        /* Thumb-like odd addresses and their even forms alike */
        arc(0x08000101u + (k * 0x26u), 0x08004001u + ((k % 7u) * 0x40u));
    }
    assert_int_equal(arcs_match(), distinct);
    assert_int_equal(rtprof_prof.lost, 0u);
}

/* RTPROF-PROF-005: an indirect call site (one return address) that reaches 24 functions, the k-th
 * k + 1 times, and a function reached from 24 call sites alike: each arc held with its own exact
 * count or lost whole. The site's first four callees are 2 bytes apart, so that their arcs probe the
 * same slots. */
static void test_prof_arcs_one_site(void **state)
{
    uint32_t i;
    uint32_t k;

    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (2u * BINS), 2u, 1000u), RTPROF_OK);
    for (i = 0u; i < 24u; i++)
    {
        for (k = 0u; k <= i; k++)
        {
            arc(0x08000201u, 0x08004001u + ((i < 4u) ? (i * 2u) : (i * 0x40u)));
            arc(0x08000301u + (i * 0x10u), 0x08006001u);
        }
    }
    assert_true(arcs_match() >= ((RTPROF_PROF_ARCS < 48u) ? 1u : 24u));
}

/* RTPROF-PROF-005: twice the table's arcs: each held with its exact count or lost whole, the lost
 * calls counted; an arc's count saturates. */
static void test_prof_arcs_overflow(void **state)
{
    const uint32_t distinct = (RTPROF_PROF_ARCS * 2u) + 5u;
    uint32_t round;
    uint32_t i;
    uint32_t kept;

    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (2u * BINS), 2u, 1000u), RTPROF_OK);
    for (round = 0u; round < 3u; round++)
    {
        for (i = 0u; i < distinct; i++)
        {
            arc(0x100u + (i * 4u), 0x9000u);
        }
    }
    kept = arcs_match();
    assert_true(kept <= RTPROF_PROF_ARCS);
    assert_true(rtprof_prof.lost >= 3u * (distinct - RTPROF_PROF_ARCS));
    assert_int_equal(rtprof_prof.calls, 3u * distinct);

    /* an arc's count saturates */
    for (i = 0u; i < RTPROF_PROF_ARCS; i++)
    {
        if (rtprof_prof_arcs[i].count != 0u)
        {
            const uintptr_t from = rtprof_prof_arcs[i].from;
            const uintptr_t self = rtprof_prof_arcs[i].self;

            rtprof_prof_arcs[i].count = COUNT_MAX - 1u;
            rtprof_prof_arc(from, self);
            rtprof_prof_arc(from, self);
            assert_int_equal(rtprof_prof_arcs[i].count, COUNT_MAX);
            break;
        }
    }
}

/* RTPROF-PROF-005: an arc hook is one critical section: a sample or an arc that the port delivers
 * when it unmasks (the interrupt that arrived meanwhile) comes after it whole, and nothing is lost. */
static uint32_t nested_left;

static void deliver_nested(void)
{
    if (nested_left > 0u)
    {
        nested_left--;
        assert_int_equal(test_port_masked(), 0u);
        sample(0x1010u);
        arc(0x2222u, 0x3330u);
    }
}

/* RTPROF-PROF-005: 50 arcs, each with a sample and an arc delivered as it unmasks: all counted. */
static void test_prof_arc_interrupted(void **state)
{
    uint32_t i;

    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (4u * BINS), 4u, 1000u), RTPROF_OK);
    test_port_set_unmask_hook(deliver_nested);
    for (i = 0u; i < 50u; i++)
    {
        nested_left = 1u;
        arc(0x1110u, 0x1200u);
    }
    test_port_set_unmask_hook(NULL);
    bins_match();
    assert_int_equal(arcs_match(), 2u);
    assert_int_equal(held(0x2222u, 0x3330u), 50u);
    assert_int_equal(held(0x1110u, 0x1200u), 50u);
}
#else
/* RTPROF-PROF-001, RTPROF-PROF-005: without an arc table every call is counted and lost. */
static void test_prof_no_arc_table(void **state)
{
    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (4u * BINS), 4u, 1000u), RTPROF_OK);
    rtprof_prof_arc(0x1110u, 0x1200u);
    rtprof_prof_arc(0x1110u, 0x1200u);
    assert_int_equal(rtprof_prof.calls, 2u);
    assert_int_equal(rtprof_prof.lost, 2u);
}
#endif

/* the dump's regions: the core's, the log's with the log, then the profile's */
#if defined(RTPROF_LOG_ENTRIES) && (RTPROF_PROF_ARCS > 0)
/* RTPROF-PROF-004, RTPROF-PROF-005, RTPROF-LOG-004: profiling while the log is armed: samples and arcs
 * between the log's switches, and the log's entries between the profile's hooks; each module's
 * result is the one it has alone (the log: one entry a switch after the arming mark; the profile:
 * the model's bins and arcs). */
static void test_prof_beside_the_log(void **state)
{
    rtprof_log_info_t info;
    uint32_t i;

    (void)state;
    fresh();
    assert_int_equal(start(0x1000u, 0x1000u + (4u * BINS), 4u, 1000u), RTPROF_OK);
    assert_int_equal(rtprof_log_arm(), RTPROF_OK);
    for (i = 0u; i < 10u; i++)
    {
        test_port_clock_advance(100u);
        assert_int_equal(rtprof_log_switch(i % RTPROF_PROCESS_COUNT, 0x20000000u + i), RTPROF_OK);
        sample(0x1000u + (4u * (i % BINS)));
        arc(0x1110u, 0x1200u + (4u * (i % 3u)));
    }
    rtprof_log_disarm();
    assert_int_equal(rtprof_log_info(&info), RTPROF_OK);
    assert_true(RTPROF_LOG_ENTRIES >= 11u);
    assert_int_equal(info.sequence, 11u); /* the arming mark and ten switches */
    assert_int_equal(info.overrun, 0u);
    bins_match();
    assert_int_equal(arcs_match(), 3u);
}
#endif

/* RTPROF-PROF-001, RTPROF-PROF-006, RTPROF-DUMP-001: the profile's regions in the dump's table,
 * after the core's and the log's, with spec/dump.md's sizes. */
static void test_prof_dump_regions(void **state)
{
    const rtprof_dump_region_t *region;
    uint32_t n;
    uint32_t i;
    uint32_t kinds = 0u;

    (void)state;
    fresh();
    n = rtprof_dump_header.region_count;
    region = rtprof_dump_header.region;
    for (i = 0u; i < n; i++)
    {
        if (region[i].kind == 12u)
        {
            assert_ptr_equal(region[i].address, &rtprof_prof);
            assert_int_equal(region[i].bytes, (2u * sizeof(void *)) + 32u); /* no padding */
            kinds |= 1u;
        }
        else if ((region[i].kind == 13u) || (region[i].kind == 14u))
        {
            assert_int_equal(region[i].kind, (RTPROF_PROF_BIN_BITS == 16u) ? 13u : 14u);
            assert_ptr_equal(region[i].address, rtprof_prof_bins);
            assert_int_equal(region[i].bytes, BINS * (RTPROF_PROF_BIN_BITS / 8u));
            kinds |= 2u;
        }
        else if (region[i].kind == 15u)
        {
#if RTPROF_PROF_ARCS > 0
            assert_ptr_equal(region[i].address, rtprof_prof_arcs);
            assert_int_equal(region[i].bytes,
                             RTPROF_PROF_ARCS * ((sizeof(void *) == 4u) ? 12u : 24u));
#endif
            kinds |= 4u;
        }
        else
        {
            assert_true(region[i].kind <= 11u);
            assert_true((kinds == 0u)); /* the profile's come last */
        }
    }
    assert_int_equal(kinds, (RTPROF_PROF_ARCS > 0) ? 7u : 3u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_prof_before_init),
        cmocka_unit_test(test_prof_start_refusals),
        cmocka_unit_test(test_prof_range_edges),
        cmocka_unit_test(test_prof_random_samples),
        cmocka_unit_test(test_prof_saturation),
        cmocka_unit_test(test_prof_stop_and_reset),
#if RTPROF_PROF_ARCS > 0
        cmocka_unit_test(test_prof_arcs_exact),
        cmocka_unit_test(test_prof_arcs_one_site),
        cmocka_unit_test(test_prof_arcs_overflow),
        cmocka_unit_test(test_prof_arc_interrupted),
#else
        cmocka_unit_test(test_prof_no_arc_table),
#endif
        cmocka_unit_test(test_prof_dump_regions),
#if defined(RTPROF_LOG_ENTRIES) && (RTPROF_PROF_ARCS > 0)
        cmocka_unit_test(test_prof_beside_the_log),
#endif
    };

    return cmocka_run_group_tests_name(RTPROF_CONFIG_NAME, tests, NULL, NULL);
}
