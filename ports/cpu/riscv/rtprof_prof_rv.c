/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_prof_rv.c: the function profile's RISC-V shims (spec/profile.md): GCC's -pg entry hook and
 * the sampling helper. Never instrumented, whatever the firmware's flags (RTPROF-DEV-024). */
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_riscv.h"

#if !defined(RTPROF_PROF_BINS)
#error "rtprof_prof_rv.c is the function profile's: it does not fit this configuration, which has none (generate it with RTPROF_PROF_BINS_LOG2 of 4 or more)"
#endif

void _mcount(void *from) __attribute__((no_instrument_function)); /* RTPROF-DEV-024 RTPROF-DEV-025 */

/* GCC's -pg on RISC-V calls _mcount from each profiled function's prologue with the normal calling
 * convention (the function saves its own arguments around the call) and its own return address as
 * the argument: from, the call site in its caller. Inside _mcount the return address is the point in
 * the function after the call: self. */
void _mcount(void *from) /* RTPROF-DEV-025 */
{
    rtprof_prof_arc((uintptr_t)from, (uintptr_t)__builtin_return_address(0)); /* RTPROF-DEV-024 RTPROF-DEV-026 */
}

/* Call first thing in the profiling timer's trap handler, before anything can trap again: mepc holds
 * the interrupted PC. */
__attribute__((no_instrument_function)) void rtprof_rv_prof_sample(void) /* RTPROF-DEV-024 */
{
    uintptr_t pc;

    __asm__ volatile("csrr %0, mepc" : "=r"(pc)); /* RTPROF-DEV-018 */
    rtprof_prof_sample(pc);
}
