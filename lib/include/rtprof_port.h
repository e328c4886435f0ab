/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port.h: the port interface: what a target or RTOS adapter under ports/ provides to rtprof. */
#ifndef RTPROF_PORT_H
#define RTPROF_PORT_H

#include <stdint.h>

/* The generated library calls only the functions its configuration needs; a port implements those
 * (spec/port.md lists which). Hardware access and `volatile` live in the port, never in the library.
 * Obligations on every port: RTPROF-PORT-001..RTPROF-PORT-007. */

/* Mask every interrupt that can run an rtprof hook and return a key that restores the previous
 * state; calls may nest. Must also be a compiler memory barrier (RTPROF-PORT-001). */
uint32_t rtprof_port_critical_enter(void);

/* Restore the interrupt state that rtprof_port_critical_enter returned as key: never unmask
 * blindly. A compiler memory barrier (RTPROF-PORT-001). */
void rtprof_port_critical_exit(uint32_t key);

/* RTPROF_INTERVAL=timer with RTPROF_TIMER_BITS 16, 24 or 32: the free-running timer now. Only the
 * low RTPROF_TIMER_BITS bits are used; the timer must advance (or, RTPROF_TIMER_DIR=down, fall)
 * by one per unit, modulo 2^RTPROF_TIMER_BITS (RTPROF-PORT-002). */
uint32_t rtprof_port_timer_read32(void);

/* RTPROF_INTERVAL=timer with RTPROF_TIMER_BITS 64: the free-running timer now (RTPROF-PORT-002). */
uint64_t rtprof_port_timer_read64(void);

/* RTPROF_INTERVAL=user: the units elapsed since the previous call, like the time_interval() of
 * the scmRTOS profiler; the first call (from rtprof_init) starts the measurement (RTPROF-PORT-003). */
uint32_t rtprof_port_interval(void);

/* rtprof_report: the task's name, or a null pointer when it has none. A non-null name is a
 * NUL-terminated string that stays valid during the call (RTPROF-PORT-004). */
const char *rtprof_port_task_name(uint32_t task);

/* Value rtprof_port_stack_slack returns when it does not know a task's stack slack. */
#define RTPROF_SLACK_UNKNOWN 0xFFFFFFFFu

/* rtprof_report: the task's unused stack in bytes, or RTPROF_SLACK_UNKNOWN (RTPROF-PORT-004). */
uint32_t rtprof_port_stack_slack(uint32_t task);

#endif /* RTPROF_PORT_H */
