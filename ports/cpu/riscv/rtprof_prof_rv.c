/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_prof_rv.c: the function profile's RISC-V shims (spec/profile.md): GCC's -pg entry hook and
 * the sampling helper. Never instrumented, whatever the firmware's flags (RTPROF-DEV-024). */
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_riscv.h"

void _mcount(void *from) __attribute__((no_instrument_function)); /* RTPROF-DEV-024 */
void rtprof_rv_prof_sample(void) __attribute__((no_instrument_function)); /* RTPROF-DEV-024 */

/* GCC's -pg on RISC-V calls _mcount from each profiled function's prologue with the normal calling
 * convention (the function saves its own arguments around the call) and its own return address as
 * the argument: from, the call site in its caller. Inside _mcount the return address is the point in
 * the function after the call: self. */
void _mcount(void *from) /* RTPROF-DEV-024 */
{
    rtprof_prof_arc((uintptr_t)from, (uintptr_t)__builtin_return_address(0)); /* RTPROF-DEV-024 */
}

/* Call first thing in the profiling timer's trap handler, before anything can trap again: mepc holds
 * the interrupted PC. */
void rtprof_rv_prof_sample(void)
{
    uintptr_t pc;

    __asm__ volatile("csrr %0, mepc" : "=r"(pc)); /* RTPROF-DEV-018 */
    rtprof_prof_sample(pc);
}
