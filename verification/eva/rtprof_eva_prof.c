/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_eva_prof.c: the environment Frama-C Eva analyses a configuration with the function profile
 * in (RTPROF-VER-003): rtprof_eva.c's calls of the core's API, and the profile's API called with any
 * argument before rtprof_init, then any number of times in any order with the core's reads; the
 * dump's region table checked with the profile's regions. verification/prove gives Eva this file
 * instead of rtprof_eva.c when the configuration has the profile. A configuration with both the
 * profile and the log is not analysed here: rtprof_eva.c checks the log's dump table as the log's
 * alone. */
#define rtprof_eva_main rtprof_eva_main_without_profile
#include "rtprof_eva.c"
#undef rtprof_eva_main

#if !defined(RTPROF_PROF_BINS)
#error "rtprof_eva_prof.c: the configuration has no function profile (use rtprof_eva.c)"
#endif
#if defined(RTPROF_LOG_ENTRIES)
#error "rtprof_eva_prof.c: rtprof_eva.c checks a log configuration's dump table without the profile's regions"
#endif

/* A property of the library that Eva must show for every reachable call (see rtprof_eva.c). */
static void rtprof_eva_prof_require(int holds)
{
    if (holds == 0)
    {
        int *const nowhere = NULL;
        *nowhere = 0;
    }
}

/* The application's sink of the dump writer, as rtprof_eva.c's for the log (RTPROF-DUMP-004). */
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

static void rtprof_eva_prof_region(uint32_t i, uint32_t kind, uint32_t bytes, const void *address)
{
    rtprof_eva_prof_require((rtprof_dump_header.region[i].kind == kind) && (rtprof_dump_header.region[i].bytes == bytes) &&
                            (rtprof_dump_header.region[i].address == address));
}

/* The region table of the constant dump header is spec/dump.md's, the profile's regions included:
 * the core's six (five with float results), then the profile's state, its bins and its arcs
 * (RTPROF-DUMP-001). */
static void rtprof_eva_prof_dump_table(void)
{
    const uint32_t n = RTPROF_PROCESS_COUNT;
    const uint32_t a = (uint32_t)sizeof(void *);
#if RTPROF_RESULT_FLOAT
    const uint32_t at = 3u;
#else
    const uint32_t at = 4u;
#endif
    uint32_t next = at + 2u;

    rtprof_eva_prof_require(rtprof_dump_header.header_bytes == (176u + (16u * (8u + a))));
    rtprof_eva_prof_region(0u, 1u, 2u * (n + 1u) * (RTPROF_COUNTER_BITS / 8u), rtprof_banks);
    rtprof_eva_prof_region(1u, 2u, a, &rtprof_live);
    rtprof_eva_prof_region(2u, 3u, 16u, &rtprof_window);
#if !RTPROF_RESULT_FLOAT
    rtprof_eva_prof_region(3u, 4u, 2u * (n + 1u), rtprof_results);
#endif
    rtprof_eva_prof_region(at, 5u, 1u, &rtprof_initialised);
    rtprof_eva_prof_region(at + 1u, 6u, 28u * n, rtprof_dump_names);
    rtprof_eva_prof_region(next, 12u, (3u * a) + 24u, &rtprof_prof);
    rtprof_eva_prof_region(next + 1u, (RTPROF_PROF_BIN_BITS == 16u) ? 13u : 14u, (RTPROF_PROF_BIN_BITS / 8u) * RTPROF_PROF_BINS,
                           rtprof_prof_bins);
    next += 2u;
#if RTPROF_PROF_ARCS > 0u
    rtprof_eva_prof_region(next, 15u, RTPROF_PROF_ARCS * ((((2u * a) + 4u + a) - 1u) / a) * a, rtprof_prof_arcs);
    next += 1u;
#endif
    rtprof_eva_prof_require(rtprof_dump_header.region_count == next);
}

/* Any addresses the hooks and the control may be given. */
static volatile uintptr_t rtprof_eva_address;

/* Any call of the profile's API with any argument, from any state the other calls leave
 * (RTPROF-PROF-003..005), and the dump (RTPROF-DUMP-002, RTPROF-DUMP-004). */
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

void rtprof_eva_main(void)
{
    /* before rtprof_init: the profile's control refuses, its hooks find profiling off */
    rtprof_eva_prof(rtprof_eva_any);
    rtprof_eva_prof_dump_table();
    /* rtprof_init, and the core's API in any order (rtprof_eva.c) */
    rtprof_eva_main_without_profile();
    /* then the profile's API and the core's reads, any number of times, in any order */
    while (rtprof_eva_any != 0u)
    {
        rtprof_eva_prof(rtprof_eva_any);
        rtprof_eva_read(rtprof_eva_any, rtprof_eva_any);
    }
}
