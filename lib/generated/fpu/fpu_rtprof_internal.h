/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof_internal.h: the state of the rtprof CPU-load core, library-internal: declared for the contracts of fpu_rtprof.h; application code never includes or uses it.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */
#ifndef FPU_RTPROF_INTERNAL_H
#define FPU_RTPROF_INTERNAL_H

#include <stdint.h>
#include "rtprof_types.h"
#include "fpu_rtprof_config.h"

/* One window's counters: the tasks 0 .. N-1, then the unattributed bucket. The counters are the
 * whole record: a counter at RTPROF_COUNTER_MAX is a saturated one (RTPROF-HOOK-004) and time in the
 * unattributed bucket is what flags it (RTPROF-HOOK-005), both read by rtprof_process, so that a
 * hook writes one word. */
typedef struct
{
    rtprof_counter_t count[RTPROF_BUCKET_COUNT];
} rtprof_bank_t; /* RTPROF-DEV-015 */

/* The library's state. It is declared only so that the contracts of fpu_rtprof.h can name
 * what each function reads and writes; application code never reads or writes it (RTPROF-LIB-004).
 * Two banks: the hook writes the live one; the other holds the last closed window. Before
 * rtprof_init (rtprof_initialised false) the state is the zero one, which every hook accepts. */
extern bool rtprof_initialised;
extern rtprof_bank_t rtprof_banks[2];
extern rtprof_bank_t *rtprof_live;
extern rtprof_window_t rtprof_window;
extern rtprof_result_t rtprof_scale;
extern uint32_t rtprof_timer_last;

/* Proof-only record of the units charged to each bucket of each bank, capped at 2^63. */
/*@ ghost extern uint64_t rtprof_charged[2][RTPROF_BUCKET_COUNT]; */

#endif /* FPU_RTPROF_INTERNAL_H */
