/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port.h: the port interface: what a target or RTOS adapter under ports/ provides to rtprof. */
#ifndef RTPROF_PORT_H
#define RTPROF_PORT_H

#include <stdint.h>

/* A NUL-terminated string readable up to and including its NUL (RTPROF-PORT-004). */
/*@
  predicate rtprof_port_string{L}(char *s) =
      \exists integer n; 0 <= n && \valid_read(s + (0 .. n)) && s[n] == 0;
*/

/* The generated library calls only the functions its configuration needs; a port implements those
 * (spec/port.md lists which). Hardware access and `volatile` live in the port, never in the library.
 * Obligations on every port: RTPROF-PORT-001..RTPROF-PORT-007. */

/* Contracts: a port function changes no memory the library can see, except the proof-only record of
 * what the user interval returned. The port's own state (a timer register, the interrupt mask, a
 * stored timestamp) is outside the library's memory. */

/* Mask every interrupt that can run an rtprof hook and return a key that restores the previous
 * state; calls may nest. Must also be a compiler memory barrier (RTPROF-PORT-001). */
/*@ assigns \nothing; */
uint32_t rtprof_port_critical_enter(void);

/* Restore the interrupt state that rtprof_port_critical_enter returned as key: never unmask
 * blindly. A compiler memory barrier (RTPROF-PORT-001). */
/*@ assigns \nothing; */
void rtprof_port_critical_exit(uint32_t key);

/* The value the last timer read returned, for the contracts only: each read is a new value, so
 * that a contract can name the reading a function stored (RTPROF-PORT-002). */
/*@ ghost extern uint64_t rtprof_port_reading; */

/* RTPROF_INTERVAL=timer with RTPROF_TIMER_BITS 16, 24 or 32: the free-running timer now. Only the
 * low RTPROF_TIMER_BITS bits are used; the timer must advance (or, RTPROF_TIMER_DIR=down, fall)
 * by one per unit, modulo 2^RTPROF_TIMER_BITS (RTPROF-PORT-002). */
/*@ assigns rtprof_port_reading;
    ensures read: \result == rtprof_port_reading; */
uint32_t rtprof_port_timer_read32(void);

/* RTPROF_INTERVAL=timer with RTPROF_TIMER_BITS 64: the free-running timer now (RTPROF-PORT-002). */
/*@ assigns rtprof_port_reading;
    ensures read: \result == rtprof_port_reading; */
uint64_t rtprof_port_timer_read64(void);

/* RTPROF_INTERVAL=user: the units elapsed since the previous call, like the time_interval() of
 * the scmRTOS profiler; the first call (from rtprof_init) starts the measurement (RTPROF-PORT-003).
 * For the contracts only: rtprof_port_units is the value the last call returned, and
 * rtprof_port_starts counts the calls, each of which starts a new interval (modulo 2^32). */
/*@ ghost extern uint32_t rtprof_port_units; */
/*@ ghost extern uint32_t rtprof_port_starts; */
/*@ assigns rtprof_port_units, rtprof_port_starts;
    ensures named: \result == rtprof_port_units;
    ensures started: rtprof_port_starts == (\old(rtprof_port_starts) + 1) % 4294967296; */
uint32_t rtprof_port_interval(void);

/* rtprof_report: the task's name, or a null pointer when it has none. A non-null name is a
 * NUL-terminated string that stays valid during the call (RTPROF-PORT-004). */
/*@ assigns \nothing;
    ensures name: \result == \null || rtprof_port_string(\result); */
const char *rtprof_port_task_name(uint32_t task);

/* Value rtprof_port_stack_slack returns when it does not know a task's stack slack. */
#define RTPROF_SLACK_UNKNOWN 0xFFFFFFFFu /* RTPROF-DEV-001 */

/* rtprof_report: the task's unused stack in bytes, or RTPROF_SLACK_UNKNOWN (RTPROF-PORT-004). */
/*@ assigns \nothing; */
uint32_t rtprof_port_stack_slack(uint32_t task);

#endif /* RTPROF_PORT_H */
