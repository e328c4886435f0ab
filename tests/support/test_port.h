/* SPDX-License-Identifier: Apache-2.0 */
/* test_port.h: a fully controllable rtprof port for the unit tests (virtual timer, recorded masking). */
#ifndef TEST_PORT_H
#define TEST_PORT_H

#include <stdint.h>

/* Forget every setting: clock 0, no interval, unmasked, default names and slack, no unmask hook. */
void test_port_reset(void);

/* The virtual free-running clock behind rtprof_port_timer_read32/64: it counts up; the port shows
 * it as a RTPROF_TIMER_BITS-bit timer counting up or down (RTPROF_TIMER_DOWN). */
void test_port_clock_set(uint64_t now);
void test_port_clock_advance(uint64_t units);

/* Value the next rtprof_port_interval() call returns (it returns 0 after that). */
void test_port_interval_set(uint32_t units);
/* Add units to the interval pending, as time passing does on a port that counts since its last
 * rtprof_port_interval() call. */
void test_port_interval_add(uint32_t units);

/* Masking: current nesting depth and number of outermost enters since the last reset. */
uint32_t test_port_masked(void);
uint32_t test_port_enter_count(void);

/* Called once each time the outermost critical section ends, after unmasking: where the single-step
 * test delivers an interrupt that arrived while masked. */
typedef void (*test_port_unmask_hook_t)(void);
void test_port_set_unmask_hook(test_port_unmask_hook_t hook);

/* Names and slack the report callbacks return; default "task<id>" and 1000 + id. */
void test_port_set_name(uint32_t task, const char *name);
void test_port_set_slack(uint32_t task, uint32_t slack);

#endif /* TEST_PORT_H */
