/* SPDX-License-Identifier: Apache-2.0 */
/* bench.h: the benchmark's markers and clock. */
#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>

/* The simulated timer rtprof_port_timer_read32 returns. */
extern volatile uint32_t bench_clock;

/* Empty functions around each measured call; the runner counts the instructions QEMU executed
 * between the first instruction of bench_start and the first of bench_stop, minus the same count
 * for an empty region (the markers' own cost). */
void bench_start(void);
void bench_stop(void);

#endif /* BENCH_H */
