/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof.h: public API of the rtprof CPU-load core: hooks, process, results.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */
#ifndef FPU_RTPROF_H
#define FPU_RTPROF_H

#include <stdint.h>
#include "rtprof_types.h"
#include "fpu_rtprof_config.h"

/* Concurrency rules (spec/concurrency.md): one core; the hook runs in an interrupt or with
 * interrupts masked and may preempt every other rtprof function, never the reverse; hooks do not
 * preempt one another; rtprof_init, rtprof_process, the getters and the report run in one task
 * context, one at a time. */

/* Reset both counter banks, the results and the window record and start the first window at the
 * current timer value. Call before the hook is enabled; masks the hook for
 * O(RTPROF_BUCKET_COUNT) time. (RTPROF-CONC-004) */
void rtprof_init(void);

/* Measurement hook: call at each context switch with the id of the task that was running until
 * now. Reads the timer through the port and adds the time since the previous hook (or
 * rtprof_init), modulo 2^RTPROF_TIMER_BITS, to that task's counter (RTPROF-HOOK-002); unknown
 * ids, saturation and timing as for every hook (RTPROF-HOOK-004..006). */
void rtprof_switch(uint32_t task);

/* Close the current window and open the next: the bank the hook writes is swapped for a cleared one
 * with a single store under the port's critical section (RTPROF-PROC-001..003), then the closed
 * window is normalised outside it (RTPROF-NORM-*). Returns, in this order of precedence,
 * RTPROF_SATURATED, RTPROF_UNATTRIBUTED, RTPROF_EMPTY or RTPROF_OK (RTPROF-PROC-004). */
rtprof_status_t rtprof_process(void);

/* The share of bucket task (0 .. RTPROF_UNATTRIBUTED) in the last closed window, in percent (0.0 .. 100.0). RTPROF_E_NULL or RTPROF_E_RANGE leave *result
 * unchanged (RTPROF-RES-002). */
rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result);

/* The raw count of bucket task (0 .. RTPROF_UNATTRIBUTED) in the last closed window, in interval
 * units. RTPROF_E_NULL or RTPROF_E_RANGE leave *units unchanged (RTPROF-RES-004). */
rtprof_status_t rtprof_get_units(uint32_t task, uint64_t *units);

/* Total and flags of the last closed window. RTPROF_E_NULL leaves nothing changed (RTPROF-RES-003). */
rtprof_status_t rtprof_get_window(rtprof_window_t *window);

#endif /* FPU_RTPROF_H */
