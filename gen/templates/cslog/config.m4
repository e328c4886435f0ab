m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/config.m4: the context-switch log's part of <name>_rtprof_config.h (templates/rtprof_config.h.m4):
m4_dnl its configuration as macros, its entry type and its dump regions' kinds.
m4_dnl The text between [ and ] is output.
m4_dnl Its entries are format 2's (spec/cslog.md), which dump format version 2 describes (spec/dump.md).
rtprof_dump_needs([2])m4_dnl
[
/* RTPROF_CSLOG_ENTRIES_LOG2: the context-switch log holds RTPROF_LOG_ENTRIES entries (RTPROF-LOG-001). */
#define RTPROF_LOG_ENTRIES ]rtprof_cfg([RTPROF_CSLOG_ENTRIES])[u /* RTPROF-DEV-001 */

/* RTPROF_CSLOG_FULL: 1 when a full ring keeps its first entries and counts the rest (stop), 0 when
 * each entry overwrites the oldest (overwrite) (RTPROF-LOG-004). */
#define RTPROF_LOG_FULL_STOP ]rtprof_if([RTPROF_CSLOG_FULL], [stop], [[1]], [[0]])[ /* RTPROF-DEV-001 */

/* Interrupts the log follows nested inside one another (RTPROF-LOG-006). */
#define RTPROF_LOG_NEST_MAX 16u

/* One entry of the context-switch log: the four 32-bit words of spec/cslog.md (RTPROF-LOG-002). */
typedef struct
{
    uint32_t word[4];
} rtprof_log_entry_t; /* RTPROF-DEV-015 */

/* The log's regions of the dump (spec/dump.md); a reader skips a kind it does not know. */
#define RTPROF_DUMP_LOG_RING 7u
#define RTPROF_DUMP_LOG_SEQUENCE 8u
#define RTPROF_DUMP_LOG_OVERRUN 9u
#define RTPROF_DUMP_LOG_FULL 10u
#define RTPROF_DUMP_LOG_ARMED 11u
]m4_dnl
