/* SPDX-License-Identifier: Apache-2.0 */
/* bench_port.c: the benchmark's timer: a word in RAM that the benchmark sets (one load, like reading a
 * timer register); the critical section is the target port's. */
#include <stdint.h>
#include "rtprof_port.h"
#include "bench.h"

volatile uint32_t bench_clock = 0u;

uint32_t rtprof_port_timer_read32(void)
{
    return bench_clock;
}

/* Task names and stack slack come from ports/rtos/baremetal/rtprof_bm.c, linked for its vector-table
 * handlers on Cortex-M and for these two on RV32. */
