/* SPDX-License-Identifier: Apache-2.0 */
/* drive.h: charge units to tasks through whichever hook the configuration has. */
#ifndef DRIVE_H
#define DRIVE_H

#include <stdint.h>

/* test_port_reset, the virtual clock at start, then rtprof_init. */
void drive_init(uint64_t start);

/* Most units one hook call can charge: 1 (tick), 2^TIMER_BITS - 1 (timer), 2^32 - 1 (user). */
uint64_t drive_max_per_call(void);

/* Hook calls drive_charge needs for units. */
uint64_t drive_calls_for(uint64_t units);

/* One hook call that charges units (1 <= units <= drive_max_per_call(); tick ignores units). */
void drive_hook(uint32_t task, uint64_t units);

/* Charge units to task with as many hook calls as needed. */
void drive_charge(uint32_t task, uint64_t units);

/* Short name of the interval source, for messages. */
const char *drive_mode(void);

#endif /* DRIVE_H */
