/* SPDX-License-Identifier: Apache-2.0 */
/* designed.c: the functions of designed cost of the function profile's end-to-end tests
 * (check-gprof-host.sh, check-gprof-qemu.sh), compiled with the program's profiling flags. The test
 * gives PROF_UNIT (the iterations of light()) and PROF_ROUNDS (the calls of each from its caller). */
#include <stdint.h>
#include "designed.h"

#if !defined(PROF_UNIT) || !defined(PROF_ROUNDS)
#error "designed.c: compile with -DPROF_UNIT=... -DPROF_ROUNDS=..."
#endif

static volatile uint32_t sink;

__attribute__((noinline)) void heavy(void)
{
    uint32_t i;

    for (i = 0u; i < 3u * PROF_UNIT; i++)
    {
        sink += i;
    }
}

__attribute__((noinline)) void light(void)
{
    uint32_t i;

    for (i = 0u; i < PROF_UNIT; i++)
    {
        sink += i;
    }
}

__attribute__((noinline)) void work(void)
{
    uint32_t r;

    for (r = 0u; r < PROF_ROUNDS; r++)
    {
        heavy();
        light();
    }
}

__attribute__((noinline)) void work_heavy(void)
{
    uint32_t r;

    for (r = 0u; r < PROF_ROUNDS; r++)
    {
        heavy();
    }
}

__attribute__((noinline)) void work_light(void)
{
    uint32_t r;

    for (r = 0u; r < PROF_ROUNDS; r++)
    {
        light();
    }
}
