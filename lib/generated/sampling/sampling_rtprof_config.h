/* SPDX-License-Identifier: Apache-2.0 */
/* sampling_rtprof_config.h: configuration constants and types of this rtprof library.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: sampling (sha256 a11f0accef1a1ae3bd38147e7d1a97de1f9d7f29f84a70761482fe59fe6a605c)
 * Regenerate:    gen/rtprof-gen --config sampling.rtprof --out <output-folder>
 */
#ifndef SAMPLING_RTPROF_CONFIG_H
#define SAMPLING_RTPROF_CONFIG_H

#include <stdint.h>
#include "rtprof_types.h"

/* The configuration this library was generated from, canonical form:
 *     RTPROF_NAME=sampling
 *     RTPROF_PROCESS_COUNT=16
 *     RTPROF_COUNTER_BITS=16
 *     RTPROF_RESULT=int
 *     RTPROF_ROUNDING=floor
 *     RTPROF_INTERVAL=tick
 *     RTPROF_TIMER_HZ=1000
 *     RTPROF_WINDOW_MS=60000
 */

/* The generator wrote this file for version 2 of rtprof_types.h. */
#if RTPROF_TYPES_API != 2
#error "rtprof: generated sources and lib/include/rtprof_types.h differ in version; regenerate"
#endif

/* RTPROF_NAME: the configuration name. */
#define RTPROF_CONFIG_NAME "sampling" /* RTPROF-DEV-001 */

/* SHA-256 of the canonical configuration above. */
#define RTPROF_CONFIG_HASH "a11f0accef1a1ae3bd38147e7d1a97de1f9d7f29f84a70761482fe59fe6a605c" /* RTPROF-DEV-001 */

/* RTPROF_PROCESS_COUNT: number of tasks; task ids are 0 .. RTPROF_PROCESS_COUNT - 1. */
#define RTPROF_PROCESS_COUNT 16u

/* Id of the unattributed bucket: hooks charge every id >= RTPROF_PROCESS_COUNT to it. */
#define RTPROF_UNATTRIBUTED_ID RTPROF_PROCESS_COUNT

/* Buckets per window: the tasks and the unattributed bucket. */
#define RTPROF_BUCKET_COUNT (RTPROF_PROCESS_COUNT + 1u)

/* RTPROF_COUNTER_BITS: storage of one counter. */
#define RTPROF_COUNTER_BITS 16u /* RTPROF-DEV-001 */
typedef uint16_t rtprof_counter_t;

/* Largest value a counter holds; a hook that would pass it clamps there and flags the window. */
#define RTPROF_COUNTER_MAX 0xFFFFu

/* RTPROF_TIMER_HZ: interval units per second (the tick rate for tick). */
#define RTPROF_TIMER_HZ 1000u /* RTPROF-DEV-001 */

/* RTPROF_WINDOW_MS: longest time the caller lets pass between two rtprof_process calls. */
#define RTPROF_WINDOW_MS 60000u /* RTPROF-DEV-001 */

/* Most units a window of RTPROF_WINDOW_MS can hold, ceil(RTPROF_TIMER_HZ * RTPROF_WINDOW_MS / 1000);
 * rtprof-gen checked that it does not exceed RTPROF_COUNTER_MAX (RTPROF-CFG-014). */
#define RTPROF_WINDOW_UNITS 60000ULL /* RTPROF-DEV-001 */

/* RTPROF_RESULT=int: results in hundredths of a percent, 0 .. RTPROF_FULL_SCALE. */
typedef uint16_t rtprof_result_t;
#define RTPROF_FULL_SCALE 10000u /* RTPROF-DEV-001 */

/* The configuration as 0/1 flags, for ports and tests (the library itself needs none of them). */
#define RTPROF_INTERVAL_TICK 1 /* RTPROF-DEV-001 */
#define RTPROF_INTERVAL_TIMER 0 /* RTPROF-DEV-001 */
#define RTPROF_INTERVAL_USER 0 /* RTPROF-DEV-001 */
#define RTPROF_RESULT_FLOAT 0 /* RTPROF-DEV-001 */
#define RTPROF_ROUNDING_EXACT_SUM 0 /* RTPROF-DEV-001 */

#endif /* SAMPLING_RTPROF_CONFIG_H */
