/* SPDX-License-Identifier: Apache-2.0 */
/* bench_ip_log.c: the inlined-port form of bench_port_log.c: the same port switch code compiled with
 * the port's critical section and timer read in view, so that the compiler inlines them too (what a
 * port gets from a header that defines them static inline, or from link-time optimisation). The
 * target port's own critical-section source and the benchmark's timer read are compiled here under
 * names of their own; the image links the port's real ones for the library. bench_ip_switch.c is the
 * CPU-load switch alone in the same form. */
#include <stdint.h>
#include "bench.h"

#ifdef BENCH_INLINE_HOOKS
#define rtprof_port_critical_enter bench_ipl_critical_enter
#define rtprof_port_critical_exit bench_ipl_critical_exit
#define rtprof_port_timer_read32 bench_ipl_timer_read32
#include "rtprof_inline.h"

#ifdef RTPROF_LOG_ENTRIES
#if defined(__riscv)
#include "../../ports/cpu/riscv/rtprof_port_rv_critical.c"
#else
#include "../../ports/cpu/cortex-m/rtprof_port_cm_critical.c"
#endif

/* The benchmark's timer, as bench_port.c reads it: one load from RAM, like a timer register. */
uint32_t rtprof_port_timer_read32(void)
{
    return bench_clock;
}

void bench_ip_log_switch(uint32_t task, uint32_t sp)
{
    (void)rtprof_log_switch_inline(task, sp);
}
#endif
#endif
