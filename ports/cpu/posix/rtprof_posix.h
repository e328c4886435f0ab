/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_posix.h: the host port's virtual clock, which a simulator drives in place of a hardware timer. */
#ifndef RTPROF_POSIX_H
#define RTPROF_POSIX_H

#include <stdint.h>

/* The virtual clock counts interval units up without bound, modulo 2^64. rtprof_port_timer_read32/64
 * show it as the configured timer would (RTPROF_TIMER_BITS wide, falling when RTPROF_TIMER_DOWN) and
 * rtprof_port_interval hands it out as the units elapsed since its previous call. */

/* Set the clock to now; the next rtprof_port_interval() returns the units elapsed from here. */
void rtprof_posix_clock_set(uint64_t now);

/* Move the clock on by units, modulo 2^64. */
void rtprof_posix_clock_advance(uint64_t units);

/* The clock now. */
uint64_t rtprof_posix_clock_now(void);

#endif /* RTPROF_POSIX_H */
