# SPDX-License-Identifier: Apache-2.0
# rtprof_config.h.m4: template of <name>_rtprof_config.h, the configuration header (RTPROF-GEN-007).
rtprof_check([RTPROF_COUNTER_BITS], [16], [32], [64])
rtprof_check([RTPROF_RESULT], [int], [float])
rtprof_check([RTPROF_INTERVAL], [tick], [timer], [user])
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof_config.h])))
rtprof_begin(rtprof_file([rtprof_config.h]), [configuration constants and types of this rtprof library.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdint.h>
#include "rtprof_types.h"

/* The configuration this library was generated from, canonical form:
]rtprof_canonical[ */

/* The generator wrote this file for version ]rtprof_cfg([RTPROF_GEN_API])[ of rtprof_types.h. */
#if RTPROF_TYPES_API != ]rtprof_cfg([RTPROF_GEN_API])[
#error "rtprof: generated sources and lib/include/rtprof_types.h differ in version; regenerate"
#endif

/* RTPROF_NAME: the configuration name. */
#define RTPROF_CONFIG_NAME "]rtprof_cfg([RTPROF_NAME])[" /* RTPROF-DEV-001 */

/* SHA-256 of the canonical configuration above. */
#define RTPROF_CONFIG_HASH "]rtprof_cfg([RTPROF_CONFIG_HASH])[" /* RTPROF-DEV-001 */

/* RTPROF_PROCESS_COUNT: number of tasks; task ids are 0 .. RTPROF_PROCESS_COUNT - 1. */
#define RTPROF_PROCESS_COUNT ]rtprof_cfg([RTPROF_PROCESS_COUNT])[u

/* Id of the unattributed bucket: hooks charge every id >= RTPROF_PROCESS_COUNT to it. */
#define RTPROF_UNATTRIBUTED_ID RTPROF_PROCESS_COUNT

/* Buckets per window: the tasks and the unattributed bucket. */
#define RTPROF_BUCKET_COUNT (RTPROF_PROCESS_COUNT + 1u)

/* RTPROF_COUNTER_BITS: storage of one counter. */
#define RTPROF_COUNTER_BITS ]rtprof_cfg([RTPROF_COUNTER_BITS])[u /* RTPROF-DEV-001 */
typedef ]rtprof_cfg([RTPROF_COUNTER_TYPE])[ rtprof_counter_t;

/* Largest value a counter holds; a hook that would pass it clamps there and flags the window.]rtprof_if([RTPROF_COUNTER_BITS], [64], [[
 * 64-bit counters stop at 2^56 - 1 so that the 256 buckets of any configuration sum in 64 bits.]])[ */
#define RTPROF_COUNTER_MAX ]rtprof_cfg([RTPROF_COUNTER_MAX_LITERAL])[

/* RTPROF_TIMER_HZ: interval units per second (the tick rate for tick). */
#define RTPROF_TIMER_HZ ]rtprof_cfg([RTPROF_TIMER_HZ])[u /* RTPROF-DEV-001 */

/* RTPROF_WINDOW_MS: longest time the caller lets pass between two rtprof_process calls. */
#define RTPROF_WINDOW_MS ]rtprof_cfg([RTPROF_WINDOW_MS])[u /* RTPROF-DEV-001 */

/* Most units a window of RTPROF_WINDOW_MS can hold, ceil(RTPROF_TIMER_HZ * RTPROF_WINDOW_MS / 1000);
 * rtprof-gen checked that it does not exceed RTPROF_COUNTER_MAX (RTPROF-CFG-014). */
#define RTPROF_WINDOW_UNITS ]rtprof_cfg([RTPROF_WINDOW_UNITS])[ULL /* RTPROF-DEV-001 */
]rtprof_case([RTPROF_RESULT], [int], [[
/* RTPROF_RESULT=int: results in hundredths of a percent, 0 .. RTPROF_FULL_SCALE. */
typedef uint16_t rtprof_result_t;
#define RTPROF_FULL_SCALE 10000u /* RTPROF-DEV-001 */
]], [float], [[
/* RTPROF_RESULT=float: results in percent, 0.0 .. RTPROF_FULL_SCALE. */
typedef float rtprof_result_t;
#define RTPROF_FULL_SCALE 100.0f /* RTPROF-DEV-001 */
]])[
/* The configuration as 0/1 flags, for ports and tests (the library itself needs none of them). */
#define RTPROF_INTERVAL_TICK ]rtprof_if([RTPROF_INTERVAL], [tick], [[1]], [[0]])[ /* RTPROF-DEV-001 */
#define RTPROF_INTERVAL_TIMER ]rtprof_if([RTPROF_INTERVAL], [timer], [[1]], [[0]])[ /* RTPROF-DEV-001 */
#define RTPROF_INTERVAL_USER ]rtprof_if([RTPROF_INTERVAL], [user], [[1]], [[0]])[ /* RTPROF-DEV-001 */
#define RTPROF_RESULT_FLOAT ]rtprof_if([RTPROF_RESULT], [float], [[1]], [[0]])[ /* RTPROF-DEV-001 */
#define RTPROF_ROUNDING_EXACT_SUM ]rtprof_if([RTPROF_ROUNDING], [exact_sum], [[1]], [[0]])[ /* RTPROF-DEV-001 */
]rtprof_if([RTPROF_INTERVAL], [timer], [[
/* RTPROF_TIMER_BITS: width of the free-running timer; elapsed time is taken modulo 2^bits. */
#define RTPROF_TIMER_BITS ]rtprof_cfg([RTPROF_TIMER_BITS])[u /* RTPROF-DEV-001 */

/* RTPROF_TIMER_DIR: 1 when the timer counts down (SysTick), 0 when it counts up. */
#define RTPROF_TIMER_DOWN ]rtprof_if([RTPROF_TIMER_DIR], [down], [[1]], [[0]])[ /* RTPROF-DEV-001 */

/* Mask of the timer's valid bits, 2^RTPROF_TIMER_BITS - 1. */
#define RTPROF_TIMER_MASK ]rtprof_cfg([RTPROF_TIMER_MASK_LITERAL])[ /* RTPROF-DEV-001 */
]])[]rtprof_module_parts([config.m4])[]rtprof_if_dump([m4_include([core/dump-config.m4])])[
#endif /* ]_rtprof_guard_name[ */
]m4_dnl
