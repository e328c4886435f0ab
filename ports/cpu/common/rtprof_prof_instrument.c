/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_prof_instrument.c: the function profile's entry shim for -finstrument-functions, on any CPU
 * and with GCC or Clang (spec/profile.md): each instrumented function's entry hands the arc from its
 * call site to its own entry to rtprof_prof_arc. Compile this file, and the library, without
 * -finstrument-functions (rtprof_generate and the port target do; the attribute keeps the two hooks
 * uninstrumented whatever the flags). */
#include <stdint.h>
#include "rtprof.h"

#if !defined(RTPROF_PROF_BINS)
#error "rtprof_prof_instrument.c is the function profile's: it does not fit this configuration, which has none (generate it with RTPROF_PROF_BINS_LOG2 of 4 or more)"
#endif

/* The compilers' hooks (GCC's and Clang's documented names and arguments). */
void __cyg_profile_func_enter(void *this_fn, void *call_site) __attribute__((no_instrument_function)); /* RTPROF-DEV-024 RTPROF-DEV-025 */
void __cyg_profile_func_exit(void *this_fn, void *call_site) __attribute__((no_instrument_function)); /* RTPROF-DEV-024 RTPROF-DEV-025 */

/* RTPROF-PROF-005: this_fn is the entry of the function entered, call_site the return address in its
 * caller (gprof's self_pc and from_pc). */
void __cyg_profile_func_enter(void *this_fn, void *call_site) /* RTPROF-DEV-025 */
{
    rtprof_prof_arc((uintptr_t)call_site, (uintptr_t)this_fn); /* RTPROF-DEV-026 */
}

/* An exit records nothing: gprof's call graph needs the entries only. */
void __cyg_profile_func_exit(void *this_fn, void *call_site) /* RTPROF-DEV-025 */
{
    (void)this_fn;
    (void)call_site;
}
