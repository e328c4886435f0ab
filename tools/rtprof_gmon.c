/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_gmon.c: the host tool's outputs of the function profile (spec/profile.md): a GNU gmon.out
 * that gprof reads, and what gprof cannot say (the samples lost, the arcs lost, the accuracy).
 * Host code: C99, libc only. */
#include <stdint.h>
#include <stdio.h>

#include "rtprof_out.h"

#define GMON_VERSION 1u
#define GMON_TAG_HIST 0u
#define GMON_TAG_ARC 1u
#define GMON_BIN_MAX 65535u

/* An unsigned integer of bytes bytes in the target's byte order (the dump's, which is its ELF's). */
static void put(FILE *to, const dump_t *d, uint64_t value, unsigned bytes)
{
    unsigned i;

    for (i = 0u; i < bytes; i++)
    {
        const unsigned shift = 8u * (d->big_endian ? (bytes - 1u - i) : i);

        (void)fputc((int)((value >> shift) & 0xFFu), to);
    }
}

/* The square root of x >= 0 by Newton's iteration (libc has none without libm). */
static double root(double x)
{
    double y = (x > 1.0) ? x : 1.0;
    int i;

    for (i = 0; i < 200; i++)
    {
        y = 0.5 * (y + (x / y));
    }
    return y;
}

/* The histogram's bins the range uses. */
static uint32_t bins_used(const dump_t *d)
{
    return (uint32_t)(d->prof_span >> d->prof_shift);
}

int out_gmon(const dump_t *d, FILE *to)
{
    const unsigned a = (unsigned)(d->address_bits / 8u);
    const uint32_t used = bins_used(d);
    uint32_t most = 0u;
    uint32_t records;
    uint32_t r;
    uint32_t i;

    /* the file header: magic, version, three spare words */
    (void)fwrite("gmon", 1u, 4u, to);
    put(to, d, GMON_VERSION, 4u);
    put(to, d, 0u, 4u);
    put(to, d, 0u, 4u);
    put(to, d, 0u, 4u);

    /* the histogram: one record of the range, repeated while a bin holds more than a u16 (gprof sums
     * records of the same range) */
    for (i = 0u; i < used; i++)
    {
        if (d->bins[i] > most)
        {
            most = d->bins[i];
        }
    }
    records = (most == 0u) ? 1u : (uint32_t)((most + (GMON_BIN_MAX - 1u)) / GMON_BIN_MAX);
    for (r = 0u; r < records; r++)
    {
        static const char dimen[15] = "seconds";

        (void)fputc((int)GMON_TAG_HIST, to);
        put(to, d, d->prof_low, a);
        put(to, d, d->prof_low + d->prof_span, a);
        put(to, d, used, 4u);
        put(to, d, d->prof_rate, 4u);
        (void)fwrite(dimen, 1u, sizeof dimen, to);
        (void)fputc('s', to);
        for (i = 0u; i < used; i++)
        {
            const uint64_t before = (uint64_t)r * GMON_BIN_MAX;
            const uint64_t left = (d->bins[i] > before) ? (d->bins[i] - before) : 0u;

            put(to, d, (left > GMON_BIN_MAX) ? GMON_BIN_MAX : left, 2u);
        }
    }

    /* every arc held */
    for (i = 0u; i < d->arc_count; i++)
    {
        (void)fputc((int)GMON_TAG_ARC, to);
        put(to, d, d->arcs[i].from, a);
        put(to, d, d->arcs[i].self, a);
        put(to, d, d->arcs[i].count, 4u);
    }
    return ferror(to) ? 3 : 0;
}

uint64_t out_prof_binned(const dump_t *d)
{
    uint64_t sum = 0u;
    uint32_t i;

    for (i = 0u; i < bins_used(d); i++)
    {
        sum += d->bins[i];
    }
    return sum;
}

int out_prof_summary(const dump_t *d, FILE *to)
{
    const uint64_t binned = out_prof_binned(d);

    if (!d->has_prof)
    {
        fprintf(to, "profile: none\n");
        return ferror(to) ? 3 : 0;
    }
    fprintf(to, "profile: %u bins of %u bits, %u arc slots; ", (unsigned)d->prof_bins, (unsigned)d->prof_bin_bits, (unsigned)d->prof_slots);
    if (d->prof_span == 0u)
    {
        fprintf(to, "no range (rtprof_prof_start has not run)\n");
        return ferror(to) ? 3 : 0;
    }
    fprintf(to, "%s, range 0x%llx..0x%llx in %u buckets of %llu bytes, %u Hz\n", d->prof_on ? "on" : "off",
            (unsigned long long)d->prof_low, (unsigned long long)(d->prof_low + d->prof_span - 1u), (unsigned)bins_used(d),
            (unsigned long long)(1ULL << d->prof_shift), (unsigned)d->prof_rate);
    fprintf(to, "samples: %llu%s, %llu in the histogram, %u outside the range, %u at full bins (lost)\n",
            (unsigned long long)(binned + d->prof_outside + d->prof_saturated),
            ((d->prof_outside == 0xFFFFFFFFu) || (d->prof_saturated == 0xFFFFFFFFu)) ? " (at least: a count stopped at 2^32 - 1)" : "",
            (unsigned long long)binned, (unsigned)d->prof_outside,
            (unsigned)d->prof_saturated);
    fprintf(to, "arcs: %u calls, %u arcs held, %u calls lost (no slot)\n", (unsigned)d->prof_calls, (unsigned)d->arc_count,
            (unsigned)d->prof_lost);
    if (binned == 0u)
    {
        fprintf(to, "accuracy: no sample in the range\n");
    }
    else
    {
        /* a function's share p of n samples: 95 % of runs within 1.96 sqrt(p (1 - p) / n), at most
         * 0.98 / sqrt(n) (p = 1/2) */
        const double bound = 98.0 / root((double)binned);
        /* ChorusOS's rule of thumb: about 5 % when the samples number about ten times the bytes profiled */
        const double wanted = 10.0 * (double)d->prof_span;

        fprintf(to, "accuracy: each share within +-%.2f percentage points (95 %%, %llu samples); %.0f samples for the rule of thumb's 5 %% (10 x %llu bytes)\n",
                bound, (unsigned long long)binned, wanted, (unsigned long long)d->prof_span);
        if ((bound > 5.0) || ((double)binned < wanted))
        {
            fprintf(to, "warning: the run is too short to trust the profile: sample longer or a smaller range\n");
        }
    }
    if (d->prof_saturated != 0u)
    {
        fprintf(to, "warning: %u samples fell in full bins: their functions' shares are too low\n", (unsigned)d->prof_saturated);
    }
    if (d->prof_lost != 0u)
    {
        fprintf(to, "warning: %u calls found no arc slot: the call graph misses them (a larger RTPROF_PROF_ARCS_LOG2)\n",
                (unsigned)d->prof_lost);
    }
    return ferror(to) ? 3 : 0;
}
