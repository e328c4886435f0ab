/* SPDX-License-Identifier: Apache-2.0 */
/* model.c: exact reference results, written from the specification, not from the library. */
#include "model.h"

#include <stdlib.h>

typedef unsigned __int128 u128;

typedef struct
{
    u128 remainder;
    uint32_t index;
} model_rank_t;

static int model_by_remainder(const void *a, const void *b)
{
    const model_rank_t *x = a;
    const model_rank_t *y = b;

    if (x->remainder != y->remainder)
    {
        return (x->remainder > y->remainder) ? -1 : 1;
    }
    return (x->index < y->index) ? -1 : 1;
}

void model_int_shares(const uint64_t *count, uint32_t buckets, bool exact_sum, uint32_t *share,
                      uint32_t *shift)
{
    u128 total = 0;
    u128 reduced = 0;
    uint32_t k = 0;
    uint32_t given = 0;
    uint32_t i;
    model_rank_t rank[256];

    for (i = 0; i < buckets; i++)
    {
        total += count[i];
    }
    *shift = 0;
    if (total == 0)
    {
        for (i = 0; i < buckets; i++)
        {
            share[i] = 0;
        }
        return;
    }
    /* RTPROF-NORM-006: the least k for which the sum of the shifted counts is below 2^32 (each
     * count is floored on its own, so this k can be one less than the bit length of the total
     * minus 32) */
    for (;;)
    {
        reduced = 0;
        for (i = 0; i < buckets; i++)
        {
            reduced += count[i] >> k;
        }
        if (reduced < ((u128)1 << 32))
        {
            break;
        }
        k++;
    }
    *shift = k;
    for (i = 0; i < buckets; i++)
    {
        const u128 scaled = (u128)(count[i] >> k) * 10000u;

        share[i] = (uint32_t)(scaled / reduced);
        rank[i].remainder = scaled % reduced;
        rank[i].index = i;
        given += share[i];
    }
    if (exact_sum && (given < 10000u))
    {
        qsort(rank, buckets, sizeof rank[0], model_by_remainder);
        for (i = 0; i < 10000u - given; i++)
        {
            share[rank[i].index]++;
        }
    }
}

uint32_t model_exact_floor(uint64_t count, uint64_t total)
{
    return (uint32_t)(((u128)count * 10000u) / total);
}

double model_percent(uint64_t count, uint64_t total)
{
    return ((double)count * 100.0) / (double)total;
}
