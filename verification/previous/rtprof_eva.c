/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_eva.c: the environment Frama-C Eva analyses the generated library in (RTPROF-VER-003).
 *
 * rtprof_eva_main calls the whole API of one configuration, any number of times, in any order, with
 * any task id, any buffer size and null pointers, from the state rtprof_init leaves (and, before
 * it, the calls that must refuse with RTPROF_E_INIT, from the state at start-up); the hooks see
 * any timer value and any interval the port returns (a port function without a body returns any
 * value of its type). Eva's loop widening makes this cover every
 * state the API can reach, so "0 alarms" holds for every call sequence, not for a sample of them.
 *
 * This file is verification only: it is not part of the library and is never linked into firmware.
 * It is C99 for Frama-C, not for a target. */
#include <stddef.h>
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_port.h"

/* Names of every kind the formatter must handle: none (null), empty, short, longer than the
 * table's column, with control characters. A port's names are constant text (RTPROF-PORT-004). */
static const char *const rtprof_eva_names[5] = {
    NULL, "", "idle", "a task name longer than the name column of the table", "tab\tand\x7f"
};

/* Eva reads any value of its type from a volatile object: the environment's nondeterminism, without
 * the ACSL of Frama-C's built-ins (the analysis runs with -no-annot, on the C as compiled). */
static volatile uint32_t rtprof_eva_any;

/* Its contract is the port's, in rtprof_port.h: string literals or null. Any task may have any of
 * the names (with one task, a name chosen by the id would only ever be the first). */
const char *rtprof_port_task_name(uint32_t task)
{
    (void)task;
    return rtprof_eva_names[rtprof_eva_any % 5u];
}

static char rtprof_eva_buffer[RTPROF_REPORT_SIZE_MAX];

#if RTPROF_INTERVAL_TIMER
/* Any timer value a port may pass to rtprof_switch_at, every bit of its type (RTPROF-HOOK-007: only
 * the low RTPROF_TIMER_BITS bits count). */
#if RTPROF_TIMER_BITS == 64u
static volatile uint64_t rtprof_eva_timer;
#else
static volatile uint32_t rtprof_eva_timer;
#endif
#endif

#if RTPROF_RESULT_FLOAT || defined(RTPROF_DUMP_VERSION)
/* A property of the library that Eva must show for every reachable call: when it does not hold,
 * this null write is reachable and Eva reports it as an alarm (RTPROF-NORM-007: a float result is
 * in [0, 100]; the WP goal of the same ensures clause is left to this check, see
 * verification/eva/README.md; RTPROF-DUMP-001: the dump header's region table, whose addresses
 * WP's memory model does not follow through the casts to const void *). */
static void rtprof_eva_require(int holds)
{
    if (holds == 0)
    {
        int *const nowhere = NULL;
        *nowhere = 0;
    }
}
#endif

#if defined(RTPROF_DUMP_VERSION)
/* A configuration with the dump (the log's, the function profile's, or both). */
/* The application's sink of the dump writer (RTPROF-DUMP-004): reads every byte of the range it is
 * given (an alarm if the range is not readable whole) and accepts it or ends the dump, either way. */
rtprof_status_t rtprof_dump_out(void *sink, const void *bytes, uint32_t length)
{
    const uint8_t *const byte = (const uint8_t *)bytes;
    uint8_t seen = 0u;
    uint32_t i;

    (void)sink;
    for (i = 0u; i < length; i++)
    {
        seen = byte[i];
    }
    (void)seen;
    return ((rtprof_eva_any % 2u) == 0u) ? RTPROF_OK : RTPROF_E_RANGE;
}

/* The region table of the constant dump header is spec/dump.md's: the header's size (176 + 16 x E,
 * E = 8 + the address's bytes), then per region its kind, its size from the spec's formula and the
 * address of the state it is (RTPROF-DUMP-001): the core's six (five with float results), the log's
 * five, the function profile's state, bins and arcs, in that order, and no other. */
static void rtprof_eva_dump_region(uint32_t i, uint32_t kind, uint32_t bytes, const void *address)
{
    rtprof_eva_require((rtprof_dump_header.region[i].kind == kind) && (rtprof_dump_header.region[i].bytes == bytes) &&
                       (rtprof_dump_header.region[i].address == address));
}

static void rtprof_eva_dump_table(void)
{
    const uint32_t n = RTPROF_PROCESS_COUNT;
    const uint32_t a = (uint32_t)sizeof(void *);
#if RTPROF_RESULT_FLOAT
    const uint32_t at = 3u;
#else
    const uint32_t at = 4u;
#endif
    uint32_t next = at + 2u;

    rtprof_eva_require(rtprof_dump_header.header_bytes == (176u + (16u * (8u + a))));
    rtprof_eva_dump_region(0u, 1u, 2u * (n + 1u) * (RTPROF_COUNTER_BITS / 8u), rtprof_banks);
    rtprof_eva_dump_region(1u, 2u, a, &rtprof_live);
    rtprof_eva_dump_region(2u, 3u, 16u, &rtprof_window);
#if !RTPROF_RESULT_FLOAT
    rtprof_eva_dump_region(3u, 4u, 2u * (n + 1u), rtprof_results);
#endif
    rtprof_eva_dump_region(at, 5u, 1u, &rtprof_initialised);
    rtprof_eva_dump_region(at + 1u, 6u, 28u * n, rtprof_dump_names);
#if defined(RTPROF_LOG_ENTRIES)
    rtprof_eva_dump_region(next, 7u, 16u * RTPROF_LOG_ENTRIES, rtprof_log_ring);
    rtprof_eva_dump_region(next + 1u, 8u, 4u, &rtprof_log_sequence);
    rtprof_eva_dump_region(next + 2u, 9u, 4u, &rtprof_log_overrun);
    rtprof_eva_dump_region(next + 3u, 10u, 1u, &rtprof_log_full);
    rtprof_eva_dump_region(next + 4u, 11u, 1u, &rtprof_log_armed);
    next += 5u;
#endif
#if defined(RTPROF_PROF_BINS)
    rtprof_eva_dump_region(next, 12u, (3u * a) + 24u, &rtprof_prof);
    rtprof_eva_dump_region(next + 1u, (RTPROF_PROF_BIN_BITS == 16u) ? 13u : 14u, (RTPROF_PROF_BIN_BITS / 8u) * RTPROF_PROF_BINS,
                           rtprof_prof_bins);
    next += 2u;
#if RTPROF_PROF_ARCS > 0u
    /* a slot: from and self, the count, padded to the address's alignment */
    rtprof_eva_dump_region(next, 15u, RTPROF_PROF_ARCS * ((((2u * a) + 4u + a) - 1u) / a) * a, rtprof_prof_arcs);
    next += 1u;
#endif
#endif
    rtprof_eva_require(rtprof_dump_header.region_count == next);
}
#endif

#if defined(RTPROF_LOG_ENTRIES)
/* A log configuration: any call of the log's API with any argument, from any state the other calls
 * leave (RTPROF-LOG-004..009, RTPROF-DUMP-002, RTPROF-DUMP-004). */
static void rtprof_eva_log(uint32_t value)
{
    rtprof_log_info_t info;
    rtprof_log_entry_t entry;

    switch (rtprof_eva_any % 10u)
    {
    case 0:
        (void)rtprof_log_switch(value, rtprof_eva_any);
        break;
    case 1:
        (void)rtprof_log_irq_enter(value, rtprof_eva_any);
        break;
    case 2:
        (void)rtprof_log_irq_exit(value, rtprof_eva_any);
        break;
    case 3:
        (void)rtprof_log_release(value);
        break;
    case 4:
        (void)rtprof_log_deadline(value, rtprof_eva_any);
        break;
    case 5:
        (void)rtprof_log_arm();
        break;
    case 6:
        rtprof_log_disarm();
        break;
    case 7:
        (void)rtprof_log_info(&info);
        (void)rtprof_log_info(NULL);
        break;
    case 8:
        (void)rtprof_log_get(value, &entry);
        (void)rtprof_log_get(value, NULL);
        break;
    default:
        (void)rtprof_dump_names_capture();
        (void)rtprof_dump_write(NULL);
        break;
    }
}
#endif

#if defined(RTPROF_PROF_BINS)
/* Any addresses the profile's hooks and control may be given. */
static volatile uintptr_t rtprof_eva_address;

/* A configuration with the function profile: any call of its API with any argument, from any state
 * the other calls leave (RTPROF-PROF-003..005), and the dump (RTPROF-DUMP-002, RTPROF-DUMP-004). */
static void rtprof_eva_prof(uint32_t value)
{
    switch (value % 6u)
    {
    case 0:
        (void)rtprof_prof_start(rtprof_eva_address, rtprof_eva_address, rtprof_eva_any, rtprof_eva_any);
        break;
    case 1:
        (void)rtprof_prof_stop();
        break;
    case 2:
        (void)rtprof_prof_reset();
        break;
    case 3:
        rtprof_prof_sample(rtprof_eva_address);
        break;
    case 4:
        rtprof_prof_arc(rtprof_eva_address, rtprof_eva_address);
        break;
    default:
        (void)rtprof_dump_names_capture();
        (void)rtprof_dump_write(NULL);
        break;
    }
}
#endif

/* One call of the API that reads or closes a window, chosen by selector (not 0 modulo 6): the
 * process, a getter or the report, each with any task id, buffer size and null pointers. */
static void rtprof_eva_read(uint32_t selector, uint32_t task)
{
    switch (selector % 6u)
    {
    case 1:
        (void)rtprof_process();
        break;
    case 2:
    {
        rtprof_result_t result = 0;
        if (rtprof_get_result(task, &result) == RTPROF_OK)
        {
#if RTPROF_RESULT_FLOAT
            rtprof_eva_require((result >= 0.0f) && (result <= 100.0f));
#else
            /* an int result <= 10000 is proved by WP (rtprof_process full_scale and
             * rtprof_get_result value): nothing for Eva to add */
            (void)result;
#endif
        }
        (void)rtprof_get_result(task, NULL);
        break;
    }
    case 3:
    {
        uint64_t units = 0u;
        (void)rtprof_get_units(task, &units);
        (void)rtprof_get_units(task, NULL);
        break;
    }
    case 4:
    {
        rtprof_window_t window;
        (void)rtprof_get_window(&window);
        (void)rtprof_get_window(NULL);
        break;
    }
    default:
    {
        const uint32_t size = rtprof_eva_any % ((uint32_t)sizeof rtprof_eva_buffer + 1u);
        uint32_t length = 0u;
        (void)rtprof_report(rtprof_eva_buffer, size, &length);
        (void)rtprof_report(NULL, size, &length);
        (void)rtprof_report(rtprof_eva_buffer, size, NULL);
        break;
    }
    }
}

void rtprof_eva_main(void)
{
    /* the process, the getters and the report before rtprof_init (RTPROF-RES-005) */
    rtprof_eva_read((rtprof_eva_any % 5u) + 1u, rtprof_eva_any);
#if defined(RTPROF_LOG_ENTRIES)
    /* any log call before rtprof_init (RTPROF-LOG-013) */
    rtprof_eva_log(rtprof_eva_any);
#endif
#if defined(RTPROF_PROF_BINS)
    /* any profile call before rtprof_init: its control refuses, its hooks find profiling off */
    rtprof_eva_prof(rtprof_eva_any);
#endif
#if defined(RTPROF_DUMP_VERSION)
    rtprof_eva_dump_table();
#endif
    rtprof_init();
    while (rtprof_eva_any != 0u)
    {
        const uint32_t task = rtprof_eva_any;
        const uint32_t selector = rtprof_eva_any;

        if ((selector % 6u) == 0u)
        {
#if RTPROF_INTERVAL_TICK
            rtprof_tick(task);
#elif RTPROF_INTERVAL_TIMER
            /* the hook that reads the timer through the port, or the one given the value */
            if ((rtprof_eva_any % 2u) == 0u)
            {
                rtprof_switch(task);
            }
            else
            {
                rtprof_switch_at(task, rtprof_eva_timer);
            }
#elif RTPROF_INTERVAL_USER
            rtprof_advance(task);
#else
#error "rtprof_eva.c: the configuration names no interval source"
#endif
        }
        else
        {
            rtprof_eva_read(selector, task);
        }
#if defined(RTPROF_LOG_ENTRIES)
        rtprof_eva_log(task);
#endif
#if defined(RTPROF_PROF_BINS)
        rtprof_eva_prof(rtprof_eva_any);
#endif
    }
}
