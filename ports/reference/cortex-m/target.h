/* SPDX-License-Identifier: Apache-2.0 */
/* target.h: what the reference firmware needs from the MPS2 (Cortex-M) target. */
#ifndef TARGET_H
#define TARGET_H

#include "rtprof.h"

/* The build names the target, the board and rtprof's interval source, which must match the
 * configuration the library was generated from:
 *   RTPROF_FW_SOURCE_TICK     sampling: the scheduler's SysTick samples (RTPROF_INTERVAL=tick)
 *   RTPROF_FW_SOURCE_SYSTICK  measurement: free-running SysTick, 24 bits down; CMSDK TIMER0 ticks
 *   RTPROF_FW_SOURCE_CMSDK    measurement: free-running CMSDK TIMER1, 32 bits down; SysTick ticks */
#if defined(RTPROF_FW_SOURCE_TICK)
#if !RTPROF_INTERVAL_TICK
#error "RTPROF_FW_SOURCE_TICK needs a configuration with RTPROF_INTERVAL=tick"
#endif
#define RTPROF_FW_SOURCE "the scheduler's SysTick interrupt samples the running task"
#elif defined(RTPROF_FW_SOURCE_SYSTICK)
#if !RTPROF_INTERVAL_TIMER || (RTPROF_TIMER_BITS != 24u) || !RTPROF_TIMER_DOWN
#error "RTPROF_FW_SOURCE_SYSTICK needs RTPROF_INTERVAL=timer, RTPROF_TIMER_BITS=24, RTPROF_TIMER_DIR=down"
#endif
#define RTPROF_FW_SOURCE "free-running SysTick (24 bits, down) read at each switch; CMSDK TIMER0 ticks"
#elif defined(RTPROF_FW_SOURCE_CMSDK)
#if !RTPROF_INTERVAL_TIMER || (RTPROF_TIMER_BITS != 32u) || !RTPROF_TIMER_DOWN
#error "RTPROF_FW_SOURCE_CMSDK needs RTPROF_INTERVAL=timer, RTPROF_TIMER_BITS=32, RTPROF_TIMER_DIR=down"
#endif
#define RTPROF_FW_SOURCE "free-running CMSDK TIMER1 (32 bits, down) read at each switch; SysTick ticks"
#else
#error "define RTPROF_FW_SOURCE_TICK, RTPROF_FW_SOURCE_SYSTICK or RTPROF_FW_SOURCE_CMSDK"
#endif
#if !defined(RTPROF_FW_TARGET) || !defined(RTPROF_FW_BOARD)
#error "define RTPROF_FW_TARGET and RTPROF_FW_BOARD (strings)"
#endif

/* The tick: 500 clocks of the boards' 25 MHz system clock, 20 us. */
#define RTPROF_FW_TICK_PERIOD 500u
#define RTPROF_FW_TICK_UNIT "clocks (25 MHz)"

/* Check the port's critical section on the target (prints "port check: ...: ok"); 0 when it holds. */
uint32_t rtprof_fw_target_check(void);

/* Start the interval source and choose the scheduler's tick source. */
void rtprof_fw_target_setup(void);

#endif /* TARGET_H */
