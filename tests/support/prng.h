/* SPDX-License-Identifier: Apache-2.0 */
/* prng.h: splitmix64, a small deterministic generator whose seed every randomized test prints. */
#ifndef PRNG_H
#define PRNG_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static inline uint64_t prng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);

    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in 0 .. bound - 1 (bound > 0); the tiny modulo bias does not matter for tests. */
static inline uint64_t prng_below(uint64_t *state, uint64_t bound)
{
    return prng_next(state) % bound;
}

/* The seed: RTPROF_TEST_SEED if set, else a fixed default, so CI runs are repeatable. */
static inline uint64_t prng_seed(const char *what)
{
    const char *text = getenv("RTPROF_TEST_SEED");
    const uint64_t seed = (text != NULL) ? strtoull(text, NULL, 0) : 0x5EED2026u;

    printf("# %s: seed %llu (replay: RTPROF_TEST_SEED=%llu)\n", what, (unsigned long long)seed,
           (unsigned long long)seed);
    return seed;
}

#endif /* PRNG_H */
