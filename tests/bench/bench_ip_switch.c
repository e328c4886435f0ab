/* SPDX-License-Identifier: Apache-2.0 */
/* bench_ip_switch.c: the CPU-load switch alone (rtprof_switch_inline) in a port's switch code with the
 * port's timer read inlined: the counterpart of bench_ip_log.c, whose difference from it is the
 * log's share in the inlined-port form. The timer read is the benchmark's (bench_port.c), compiled
 * here under a name of its own. */
#include <stdint.h>
#include "bench.h"

#ifdef BENCH_INLINE_HOOKS
#define rtprof_port_timer_read32 bench_ips_timer_read32
#include "rtprof_inline.h"

#ifdef RTPROF_LOG_ENTRIES
/* The benchmark's timer, as bench_port.c reads it: one load from RAM, like a timer register. */
uint32_t rtprof_port_timer_read32(void)
{
    return bench_clock;
}

/* sp is not used: the same arguments as bench_ip_log_switch, so that the difference is the hooks' */
void bench_ip_switch(uint32_t task, uint32_t sp)
{
    (void)sp;
    rtprof_switch_inline(task);
}
#endif
#endif
