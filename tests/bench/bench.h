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

/* A port's switch code calling the log's inline switch with the port's calls (bench_port_log.c), and
 * in the inlined-port form, with the port's critical section and timer read inlined: the log's switch
 * (bench_ip_log.c) and the CPU-load switch alone (bench_ip_switch.c). */
void bench_port_log_switch(uint32_t task, uint32_t sp);
void bench_ip_log_switch(uint32_t task, uint32_t sp);
void bench_ip_switch(uint32_t task, uint32_t sp);

#endif /* BENCH_H */
