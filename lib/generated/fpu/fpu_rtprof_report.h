/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof_report.h: the rtprof result table, formatted into a caller's buffer without stdio.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */
#ifndef FPU_RTPROF_REPORT_H
#define FPU_RTPROF_REPORT_H

#include <stdint.h>
#include "rtprof_types.h"
#include "fpu_rtprof.h"

/* Proof-only count of the characters rtprof_report produced, written to the buffer or not. */
/*@ ghost extern uint64_t rtprof_produced; */

/* Longest task name the table prints; longer names are cut. */
#define RTPROF_REPORT_NAME_MAX 24u

/* Bytes that always hold the whole table of this configuration, terminating NUL included: a header
 * of 3 lines, one line per bucket, a footer of 2 lines (RTPROF-FMT-002). */
#define RTPROF_REPORT_SIZE_MAX ((3u * 64u) + (16u + 1u) * (32u + RTPROF_REPORT_NAME_MAX) + 128u) /* RTPROF-DEV-001 */

/* Write the result table of the last closed window into buffer, at most size bytes including the
 * terminating NUL (RTPROF-FMT-001/002):
 *
 *    Pr |   CPU % |      Slack | Name
 *   ----+---------+------------+------------------------
 *     0 |   50.00 |        312 | control
 *   ...
 *    -- |    0.00 |          - | (unattributed)     only when that bucket holds time or was flagged
 *   ----+---------+------------+------------------------
 *   window 400000000 units                then any of: saturated overlong unattributed empty scaled
 *
 * Names and stack slack come from rtprof_port_task_name and rtprof_port_stack_slack ("-" when
 * unknown, RTPROF-FMT-004). Returns RTPROF_OK, or RTPROF_TRUNCATED when the table did not fit:
 * the buffer then holds its first size - 1 characters and a NUL (RTPROF-FMT-003). *length gets the
 * number of characters written, NUL excluded. A null buffer or length gives RTPROF_E_NULL, size 0
 * RTPROF_E_RANGE, a call before rtprof_init RTPROF_E_INIT; then nothing is written (RTPROF-FMT-005,
 * RTPROF-RES-005). */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ready;
    requires buf: buffer == \null || size == 0 || (\valid(buffer + (0 .. size - 1)) && \separated(buffer + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, &rtprof_scale, &rtprof_timer_last));
    requires len: length == \null || (\valid(length) && \separated(length, buffer + (0 .. size - 1)) && \separated(length + (..), &rtprof_initialised, &rtprof_banks[0 .. 1], &rtprof_live, &rtprof_window, &rtprof_scale, &rtprof_timer_last));
    assigns buffer[0 .. size - 1], *length, rtprof_produced;
    behavior null:
      assumes buffer == \null || length == \null;
      assigns \nothing;
      ensures status: \result == RTPROF_E_NULL;
    behavior no_room:
      assumes buffer != \null && length != \null && size == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes buffer != \null && length != \null && size > 0 && rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior written:
      assumes buffer != \null && length != \null && size > 0 && rtprof_initialised != 0;
      assigns buffer[0 .. size - 1], *length, rtprof_produced;
      ensures status: \result == RTPROF_OK || \result == RTPROF_TRUNCATED;
      ensures bounded: *length < size;
      ensures terminated: buffer[*length] == 0;
      ensures complete: \result == RTPROF_OK <==> rtprof_produced == *length;
      ensures truncated: \result == RTPROF_TRUNCATED <==> rtprof_produced > *length;
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_report(char *buffer, uint32_t size, uint32_t *length);

#endif /* FPU_RTPROF_REPORT_H */
