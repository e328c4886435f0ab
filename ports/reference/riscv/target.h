/* SPDX-License-Identifier: Apache-2.0 */
/* target.h: what the reference firmware needs from the RV32 target (QEMU virt). */
#ifndef TARGET_H
#define TARGET_H

#include "rtprof.h"

/* RTPROF_FW_SOURCE_MTIME: measurement with mtime (32 bits up, 10 MHz) read at each switch;
 * RTPROF_FW_SOURCE_MCYCLE: measurement with mcycle (32 bits up);
 * RTPROF_FW_SOURCE_TICK: the scheduler's machine-timer tick samples. The tick is the CLINT compare. */
#if defined(RTPROF_FW_SOURCE_MTIME)
#if !RTPROF_INTERVAL_TIMER || (RTPROF_TIMER_BITS != 32u) || RTPROF_TIMER_DOWN
#error "RTPROF_FW_SOURCE_MTIME needs RTPROF_INTERVAL=timer, RTPROF_TIMER_BITS=32, RTPROF_TIMER_DIR=up"
#endif
#define RTPROF_FW_SOURCE "mtime (32 bits, up, 10 MHz) read at each switch; the CLINT compare ticks"
#elif defined(RTPROF_FW_SOURCE_MCYCLE)
#if !RTPROF_INTERVAL_TIMER || (RTPROF_TIMER_BITS != 32u) || RTPROF_TIMER_DOWN
#error "RTPROF_FW_SOURCE_MCYCLE needs RTPROF_INTERVAL=timer, RTPROF_TIMER_BITS=32, RTPROF_TIMER_DIR=up"
#endif
#define RTPROF_FW_SOURCE "mcycle (32 bits, up) read at each switch; the CLINT compare ticks"
#elif defined(RTPROF_FW_SOURCE_TICK)
#if !RTPROF_INTERVAL_TICK
#error "RTPROF_FW_SOURCE_TICK needs a configuration with RTPROF_INTERVAL=tick"
#endif
#define RTPROF_FW_SOURCE "the scheduler's machine-timer tick samples the running task"
#else
#error "define RTPROF_FW_SOURCE_MTIME, RTPROF_FW_SOURCE_MCYCLE or RTPROF_FW_SOURCE_TICK"
#endif
#if !defined(RTPROF_FW_TARGET) || !defined(RTPROF_FW_BOARD)
#error "define RTPROF_FW_TARGET and RTPROF_FW_BOARD (strings)"
#endif

/* The tick: 200 units of the 10 MHz mtime, 20 us. */
#define RTPROF_FW_TICK_PERIOD 200u
#define RTPROF_FW_TICK_UNIT "mtime units (10 MHz)"

/* Check the port's critical section on the target (prints "port check: ...: ok"); 0 when it holds. */
uint32_t rtprof_fw_target_check(void);

/* Nothing to start: mtime runs from reset. */
void rtprof_fw_target_setup(void);

#endif /* TARGET_H */
