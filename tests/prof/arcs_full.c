/* SPDX-License-Identifier: Apache-2.0 */
/* arcs_full.c: the function profile's arc table filled past its size, end to end on the host
 * (tests/prof/check-gprof-arcs-full.sh). Built with -finstrument-functions against the library of
 * tests/prof/pf_n1_b16_w32_a8_float_user.rtprof: 8 slots, each arc probing all 8. main (1 call, from
 * the C library) calls leaf k, k = 0..11, k + 1 times from its own call site: 13 arcs, 79 calls. The
 * first 8 arcs seen (main's and leaf 0..6's) take the 8 slots; leaf 7..11's 50 calls find none.
 * Writes the dump to the file given.
 * Usage: arcs_full DUMP */
#include <stdint.h>
#include <stdio.h>
#include "host_support.h"

static volatile uint32_t arcs_full_sink;

/* leaf k: a function of its own (its own entry, so its own arc) */
#define ARCS_FULL_LEAF(k) \
    __attribute__((noinline)) static void leaf##k(void) \
    { \
        arcs_full_sink += (k); \
    }
ARCS_FULL_LEAF(0)
ARCS_FULL_LEAF(1)
ARCS_FULL_LEAF(2)
ARCS_FULL_LEAF(3)
ARCS_FULL_LEAF(4)
ARCS_FULL_LEAF(5)
ARCS_FULL_LEAF(6)
ARCS_FULL_LEAF(7)
ARCS_FULL_LEAF(8)
ARCS_FULL_LEAF(9)
ARCS_FULL_LEAF(10)
ARCS_FULL_LEAF(11)

/* leaf k's k + 1 calls, from one call site */
#define ARCS_FULL_CALLS(k) \
    for (i = 0u; i <= (k); i++) \
    { \
        leaf##k(); \
    }

/* the profile started before main runs, so that main's own arc is counted */
__attribute__((no_instrument_function, constructor)) static void arcs_full_start(void)
{
    (void)prof_host_start("arcs_full", 1000u);
}

int main(int argc, char **argv)
{
    uint32_t i;

    ARCS_FULL_CALLS(0)
    ARCS_FULL_CALLS(1)
    ARCS_FULL_CALLS(2)
    ARCS_FULL_CALLS(3)
    ARCS_FULL_CALLS(4)
    ARCS_FULL_CALLS(5)
    ARCS_FULL_CALLS(6)
    ARCS_FULL_CALLS(7)
    ARCS_FULL_CALLS(8)
    ARCS_FULL_CALLS(9)
    ARCS_FULL_CALLS(10)
    ARCS_FULL_CALLS(11)
    if (argc != 2)
    {
        fprintf(stderr, "usage: arcs_full DUMP\n");
        return 2;
    }
    return prof_host_dump("arcs_full", argv[1]);
}
