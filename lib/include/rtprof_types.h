/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_types.h: the status type and window record shared by every rtprof configuration. */
#ifndef RTPROF_TYPES_H
#define RTPROF_TYPES_H

#include <stdbool.h>
#include <stdint.h>

/* Contract version between this header and the generated sources: rtprof-gen writes the version it
 * generated for into <name>_rtprof_config.h, which refuses to compile against another one. */
#define RTPROF_TYPES_API 2

/* The one status type of rtprof (RTPROF-RES-001). Every function that can fail returns it. */
typedef enum
{
    /* Success. From rtprof_process: the window held time, within RTPROF_WINDOW_MS, with no counter
     * saturated and no unknown id. */
    RTPROF_OK = 0,
    /* rtprof_process: the window held no time (total 0). Every result is 0; nothing was divided. */
    RTPROF_EMPTY = 1,
    /* rtprof_process: a counter reached its maximum in this window and was clamped there. The
     * results are exact shares of the clamped counts, which under-state the saturated task(s): the
     * caller broke the configured window (RTPROF_WINDOW_MS). Takes precedence over every other
     * process status. */
    RTPROF_SATURATED = 2,
    /* rtprof_process: a hook was given a task id >= RTPROF_PROCESS_COUNT; that time is in the
     * unattributed bucket (id RTPROF_UNATTRIBUTED_ID) and counts in the window total. */
    RTPROF_UNATTRIBUTED = 3,
    /* Argument error: a task id above RTPROF_UNATTRIBUTED_ID, or a buffer size of 0. Nothing was
     * read or written. */
    RTPROF_E_RANGE = 4,
    /* Argument error: a null pointer. Nothing was read or written. */
    RTPROF_E_NULL = 5,
    /* rtprof_report: the table did not fit. The buffer holds its first size - 1 characters and a
     * terminating NUL. */
    RTPROF_TRUNCATED = 6,
    /* Order error: rtprof_process, a getter or rtprof_report was called before rtprof_init. Nothing
     * was read or written. */
    RTPROF_E_INIT = 7,
    /* rtprof_process: the window held more units than RTPROF_WINDOW_MS allows (total above
     * RTPROF_WINDOW_UNITS): the application let more time pass between two rtprof_process calls
     * than it configured. No counter saturated: the results are exact for the window as measured,
     * but a longer gap could have saturated one. Takes precedence over RTPROF_UNATTRIBUTED. */
    RTPROF_OVERLONG = 8
} rtprof_status_t;

/* What rtprof_process learnt about the window it closed (RTPROF-RES-003). */
typedef struct
{
    /* Sum of all buckets (tasks and unattributed), in interval units, as counted. */
    uint64_t total;
    /* 0 when the results are exact floors of count * 10000 / total. k > 0 when total was 2^32 or
     * more: the results were computed from every count shifted right by k (RTPROF-NORM-006), and
     * each is within 1 of the exact floor. Always 0 for float results. */
    uint8_t scale_shift;
    /* A counter saturated in this window (RTPROF_SATURATED). */
    bool saturated;
    /* The total is above RTPROF_WINDOW_UNITS, the most a window of RTPROF_WINDOW_MS holds
     * (RTPROF_OVERLONG; set too when a counter saturated, which only an overlong window can do). */
    bool overlong;
    /* A hook was given an unknown task id in this window (RTPROF_UNATTRIBUTED). */
    bool unattributed;
    /* The window held no time (RTPROF_EMPTY). */
    bool empty;
} rtprof_window_t;

#endif /* RTPROF_TYPES_H */
