/* SPDX-License-Identifier: Apache-2.0 */
/* marks.c: the benchmark's marker functions, in their own file so that no call is inlined. */
#include "bench.h"

__attribute__((noinline)) void bench_start(void)
{
    __asm__ volatile("" : : : "memory");
}

__attribute__((noinline)) void bench_stop(void)
{
    __asm__ volatile("" : : : "memory");
}
