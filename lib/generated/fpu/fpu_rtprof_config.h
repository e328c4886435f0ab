/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof_config.h: configuration constants and types of this rtprof library.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */
#ifndef FPU_RTPROF_CONFIG_H
#define FPU_RTPROF_CONFIG_H

#include <stdint.h>
#include "rtprof_types.h"

/* The configuration this library was generated from, canonical form:
 *     RTPROF_NAME=fpu
 *     RTPROF_PROCESS_COUNT=16
 *     RTPROF_COUNTER_BITS=32
 *     RTPROF_RESULT=float
 *     RTPROF_INTERVAL=timer
 *     RTPROF_TIMER_BITS=32
 *     RTPROF_TIMER_DIR=up
 *     RTPROF_TIMER_HZ=168000000
 *     RTPROF_WINDOW_MS=1000
 */

/* The generator wrote this file for version 2 of rtprof_types.h. */
#if RTPROF_TYPES_API != 2
#error "rtprof: generated sources and lib/include/rtprof_types.h differ in version; regenerate"
#endif

/* RTPROF_NAME: the configuration name. */
#define RTPROF_CONFIG_NAME "fpu" /* RTPROF-DEV-001 */

/* SHA-256 of the canonical configuration above. */
#define RTPROF_CONFIG_HASH "c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f" /* RTPROF-DEV-001 */

/* RTPROF_PROCESS_COUNT: number of tasks; task ids are 0 .. RTPROF_PROCESS_COUNT - 1. */
#define RTPROF_PROCESS_COUNT 16u

/* Id of the unattributed bucket: hooks charge every id >= RTPROF_PROCESS_COUNT to it. */
#define RTPROF_UNATTRIBUTED_ID RTPROF_PROCESS_COUNT

/* Buckets per window: the tasks and the unattributed bucket. */
#define RTPROF_BUCKET_COUNT (RTPROF_PROCESS_COUNT + 1u)

/* RTPROF_COUNTER_BITS: storage of one counter. */
#define RTPROF_COUNTER_BITS 32u /* RTPROF-DEV-001 */
typedef uint32_t rtprof_counter_t;

/* Largest value a counter holds; a hook that would pass it clamps there and flags the window. */
#define RTPROF_COUNTER_MAX 0xFFFFFFFFu

/* RTPROF_TIMER_HZ: interval units per second (the tick rate for tick). */
#define RTPROF_TIMER_HZ 168000000u /* RTPROF-DEV-001 */

/* RTPROF_WINDOW_MS: longest time the caller lets pass between two rtprof_process calls. */
#define RTPROF_WINDOW_MS 1000u /* RTPROF-DEV-001 */

/* Most units a window of RTPROF_WINDOW_MS can hold, ceil(RTPROF_TIMER_HZ * RTPROF_WINDOW_MS / 1000);
 * rtprof-gen checked that it does not exceed RTPROF_COUNTER_MAX (RTPROF-CFG-014). */
#define RTPROF_WINDOW_UNITS 168000000ULL /* RTPROF-DEV-001 */

/* RTPROF_RESULT=float: results in percent, 0.0 .. RTPROF_FULL_SCALE. */
typedef float rtprof_result_t;
#define RTPROF_FULL_SCALE 100.0f /* RTPROF-DEV-001 */

/* The configuration as 0/1 flags, for ports and tests (the library itself needs none of them). */
#define RTPROF_INTERVAL_TICK 0 /* RTPROF-DEV-001 */
#define RTPROF_INTERVAL_TIMER 1 /* RTPROF-DEV-001 */
#define RTPROF_INTERVAL_USER 0 /* RTPROF-DEV-001 */
#define RTPROF_RESULT_FLOAT 1 /* RTPROF-DEV-001 */
#define RTPROF_ROUNDING_EXACT_SUM 0 /* RTPROF-DEV-001 */

/* RTPROF_TIMER_BITS: width of the free-running timer; elapsed time is taken modulo 2^bits. */
#define RTPROF_TIMER_BITS 32u /* RTPROF-DEV-001 */

/* RTPROF_TIMER_DIR: 1 when the timer counts down (SysTick), 0 when it counts up. */
#define RTPROF_TIMER_DOWN 0 /* RTPROF-DEV-001 */

/* Mask of the timer's valid bits, 2^RTPROF_TIMER_BITS - 1. */
#define RTPROF_TIMER_MASK 0xFFFFFFFFu /* RTPROF-DEV-001 */

#endif /* FPU_RTPROF_CONFIG_H */
