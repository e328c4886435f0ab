/* SPDX-License-Identifier: Apache-2.0 */
/* test_report.c: unit tests of the generated table formatter, built once per configuration. */
/* clang-format off */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <stdio.h>
#include <string.h>

#include "drive.h"
#include "rtprof.h"
#include "rtprof_port.h"
#include "test_port.h"

#define N RTPROF_PROCESS_COUNT
#define CANARY 0xA5

static char text[RTPROF_REPORT_SIZE_MAX + 64u];

static int setup(void **state)
{
    (void)state;
    drive_init(0u);
    return 0;
}

/* The whole table into text; returns its length. */
static uint32_t full_report(void)
{
    uint32_t length = 0u;

    memset(text, CANARY, sizeof text);
    assert_int_equal(rtprof_report(text, RTPROF_REPORT_SIZE_MAX, &length), RTPROF_OK);
    assert_int_equal(strlen(text), length);
    return length;
}

/* Line number line (0-based) of text, without its newline, into out. */
static void line_of(uint32_t line, char *out, size_t size)
{
    const char *start = text;
    const char *end;

    while (line > 0u)
    {
        start = strchr(start, '\n');
        assert_non_null(start);
        start++;
        line--;
    }
    end = strchr(start, '\n');
    assert_non_null(end);
    assert_true((size_t)(end - start) < size);
    memcpy(out, start, (size_t)(end - start));
    out[end - start] = '\0';
}

/* RTPROF-FMT-001/004: a window of known shares gives exactly these lines. */
static void test_report_report_known_table(void **state)
{
    char line[128];

    (void)state;
    test_port_set_name(0u, "control");
    test_port_set_slack(0u, 312u);
    drive_charge(0u, 3u);
    if (N > 1u)
    {
        test_port_set_name(1u, NULL);
        test_port_set_slack(1u, RTPROF_SLACK_UNKNOWN);
        drive_charge(1u, 1u);
    }
    (void)rtprof_process();
    (void)full_report();
    line_of(0u, line, sizeof line);
    assert_string_equal(line, " Pr |   CPU % |      Slack | Name");
    line_of(1u, line, sizeof line);
    assert_string_equal(line, "----+---------+------------+--------------------------");
    line_of(2u, line, sizeof line);
    assert_string_equal(line, (N > 1u) ? "  0 |   75.00 |        312 | control" : "  0 |  100.00 |        312 | control");
    if (N > 1u)
    {
        line_of(3u, line, sizeof line);
        assert_string_equal(line, "  1 |   25.00 |          - | -");
    }
    if (N > 2u)
    {
        line_of(4u, line, sizeof line);
        assert_string_equal(line, "  2 |    0.00 |       1002 | task2");
    }
    line_of(N + 2u, line, sizeof line);
    assert_string_equal(line, "----+---------+------------+--------------------------");
    line_of(N + 3u, line, sizeof line);
    assert_string_equal(line, (N > 1u) ? "window 4 units" : "window 3 units");
    assert_int_equal(text[strlen(text) - 1u], '\n'); /* the footer ends the table */
    assert_null(strchr(strstr(text, "window "), '|'));
}

/* RTPROF-FMT-001: the unattributed row and the footer flags appear when, and only when, due. */
static void test_report_report_unattributed_and_flags(void **state)
{
    char line[128];

    (void)state;
    drive_charge(N, 1u);
    (void)rtprof_process();
    (void)full_report();
    line_of(N + 2u, line, sizeof line);
    assert_string_equal(line, " -- |  100.00 |          - | (unattributed)");
    line_of(N + 4u, line, sizeof line);
    assert_string_equal(line, "window 1 units unattributed");

    (void)rtprof_process(); /* empty window: no unattributed row */
    (void)full_report();
    line_of(N + 3u, line, sizeof line);
    assert_string_equal(line, "window 0 units empty");
}

/* RTPROF-FMT-004: names are cut at RTPROF_REPORT_NAME_MAX, control characters and DEL shown as
 * '?'; RTPROF-FMT-001: slack right-aligned in a column that holds every 32-bit value, so the Name
 * column stays aligned. */
static void test_report_report_names_and_slack(void **state)
{
    char line[128];

    (void)state;
    test_port_set_name(0u, "a-very-long-task-name-that-goes-on-and-on");
    test_port_set_slack(0u, 4294967294u);
    if (N > 1u)
    {
        test_port_set_name(1u, "tab\there\nnewline");
    }
    (void)rtprof_process();
    (void)full_report();
    line_of(2u, line, sizeof line);
    assert_string_equal(line, "  0 |    0.00 | 4294967294 | a-very-long-task-name-th");
    if (N > 1u)
    {
        line_of(3u, line, sizeof line);
        assert_string_equal(line, "  1 |    0.00 |       1001 | tab?here?newline");
    }
}

/* RTPROF-FMT-004: DEL is a control character too. */
static void test_report_report_name_del(void **state)
{
    char line[128];

    (void)state;
    test_port_set_name(0u, "del\x7fname");
    (void)rtprof_process();
    (void)full_report();
    line_of(2u, line, sizeof line);
    assert_string_equal(line, "  0 |    0.00 |       1000 | del?name");
}

/* RTPROF-FMT-001: shares print rounded to the nearest hundredth of a percent in float
 * configurations (2/3 is 66.67), floored in int floor ones (66.66), and as awarded by the largest
 * remainder in exact_sum ones (66.67). */
static void test_report_report_share_rounding(void **state)
{
    char line[128];
    const uint32_t second = (N > 1u) ? 1u : N;

    (void)state;
    drive_charge(0u, 1u);
    drive_charge(second, 2u);
    (void)rtprof_process();
    (void)full_report();
    line_of(2u, line, sizeof line);
    assert_string_equal(line, "  0 |   33.33 |       1000 | task0");
    line_of((N > 1u) ? 3u : N + 2u, line, sizeof line);
#if RTPROF_RESULT_FLOAT || RTPROF_ROUNDING_EXACT_SUM
    assert_non_null(strstr(line, "|   66.67 |"));
#else
    assert_non_null(strstr(line, "|   66.66 |"));
#endif
}

/* RTPROF-FMT-001: the footer prints the window total in full, above 2^32 too (a scaled window). */
static void test_report_report_total_above_2_32(void **state)
{
    const uint64_t big = 0xFFFFFFF0ull;
    const uint32_t second = (N > 1u) ? 1u : N;

    (void)state;
    if ((big >= (uint64_t)RTPROF_COUNTER_MAX) || (drive_calls_for(big) > 1000000u))
    {
        print_message("# %s: a window above 2^32 units is out of reach of this configuration's counters or hooks\n",
                      RTPROF_CONFIG_NAME);
        skip();
    }
    drive_charge(0u, big);
    drive_charge(second, 0x20u);
    (void)rtprof_process();
    (void)full_report();
    assert_non_null(strstr(text, "\nwindow 4294967312 units"));
}

/* RTPROF-FMT-002/003: for every buffer size, never a byte past it, always a NUL, the right prefix
 * and RTPROF_TRUNCATED exactly when the table did not fit. */
static void test_report_report_truncates_at_every_size(void **state)
{
    static char full[RTPROF_REPORT_SIZE_MAX];
    static char buffer[RTPROF_REPORT_SIZE_MAX + 64u];
    uint32_t length;
    uint32_t size;

    (void)state;
    drive_charge(0u, 2u);
    drive_charge(N, 1u);
    (void)rtprof_process();
    length = full_report();
    memcpy(full, text, (size_t)length + 1u);
    for (size = 1u; size <= length + 2u; size++)
    {
        uint32_t written = 0xFFFFFFFFu;
        const uint32_t expected = (size - 1u < length) ? (size - 1u) : length;
        uint32_t i;

        memset(buffer, CANARY, sizeof buffer);
        assert_int_equal(rtprof_report(buffer, size, &written), (size <= length) ? RTPROF_TRUNCATED : RTPROF_OK);
        assert_int_equal(written, expected);
        assert_memory_equal(buffer, full, expected);
        assert_int_equal(buffer[expected], '\0');
        for (i = size; i < sizeof buffer; i++)
        {
            if ((unsigned char)buffer[i] != CANARY)
            {
                fail_msg("size %u: byte %u written", (unsigned)size, (unsigned)i);
            }
        }
    }
}

/* RTPROF-RES-005: before rtprof_init the report writes nothing and returns RTPROF_E_INIT (after the
 * argument errors). Runs first, with no setup, on the state the C start-up gave. */
static void test_report_report_not_initialised(void **state)
{
    char buffer[RTPROF_REPORT_SIZE_MAX];
    uint32_t written = 77u;

    (void)state;
    assert_false(rtprof_initialised);
    memset(buffer, CANARY, sizeof buffer);
    assert_int_equal(rtprof_report(buffer, 0u, &written), RTPROF_E_RANGE);
    assert_int_equal(rtprof_report(buffer, sizeof buffer, &written), RTPROF_E_INIT);
    assert_int_equal(written, 77);
    assert_int_equal((unsigned char)buffer[0], CANARY);
    assert_int_equal((unsigned char)buffer[sizeof buffer - 1u], CANARY);
}

/* RTPROF-FMT-001: a window above RTPROF_WINDOW_UNITS says so in the footer; one of exactly
 * RTPROF_WINDOW_UNITS does not. */
static void test_report_report_overlong(void **state)
{
    const uint64_t units = (uint64_t)RTPROF_WINDOW_UNITS;
    char line[128];
    char expected[128];

    (void)state;
    if (drive_calls_for(units + 1u) > 100000000u)
    {
        print_message("# %s: a window of %llu units is out of reach of this configuration's hooks\n",
                      RTPROF_CONFIG_NAME, (unsigned long long)units);
        skip();
    }
    drive_charge(0u, units);
    (void)rtprof_process();
    (void)full_report();
    line_of(N + 3u, line, sizeof line);
    (void)snprintf(expected, sizeof expected, "window %llu units", (unsigned long long)units);
    assert_memory_equal(line, expected, strlen(expected));
    assert_null(strstr(line, "overlong"));
    drive_charge(0u, units + 1u);
    (void)rtprof_process();
    (void)full_report();
    line_of(N + 3u, line, sizeof line);
    /* the flag follows the total; a scale shift, when there is one, comes after it */
    (void)snprintf(expected, sizeof expected, "window %llu units overlong", (unsigned long long)(units + 1u));
    assert_memory_equal(line, expected, strlen(expected));
    assert_true((line[strlen(expected)] == '\0') || (strncmp(line + strlen(expected), " scaled k=", 10u) == 0));
}

/* RTPROF-FMT-005: bad arguments give their status and write nothing. */
static void test_report_report_bad_args(void **state)
{
    char buffer[16];
    uint32_t written = 77u;

    (void)state;
    memset(buffer, CANARY, sizeof buffer);
    assert_int_equal(rtprof_report(NULL, sizeof buffer, &written), RTPROF_E_NULL);
    assert_int_equal(rtprof_report(buffer, sizeof buffer, NULL), RTPROF_E_NULL);
    assert_int_equal(rtprof_report(buffer, 0u, &written), RTPROF_E_RANGE);
    assert_int_equal(written, 77);
    assert_int_equal((unsigned char)buffer[0], CANARY);
}

/* RTPROF-FMT-002: the worst case of this configuration fits RTPROF_REPORT_SIZE_MAX. */
static void test_report_report_worst_case_fits(void **state)
{
    uint32_t length = 0u;
    uint32_t task;

    (void)state;
    for (task = 0u; task < N; task++)
    {
        test_port_set_name(task, "0123456789012345678901234567890123456789");
        test_port_set_slack(task, 4294967294u);
    }
    drive_charge(N, 1u);
    (void)rtprof_process();
    memset(text, CANARY, sizeof text);
    assert_int_equal(rtprof_report(text, RTPROF_REPORT_SIZE_MAX, &length), RTPROF_OK);
    print_message("# %s: worst-case table %u of %u bytes\n", RTPROF_CONFIG_NAME, (unsigned)length,
                  (unsigned)RTPROF_REPORT_SIZE_MAX);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_report_report_not_initialised), /* first: the state the C start-up gave */
        cmocka_unit_test_setup(test_report_report_known_table, setup),
        cmocka_unit_test_setup(test_report_report_overlong, setup),
        cmocka_unit_test_setup(test_report_report_unattributed_and_flags, setup),
        cmocka_unit_test_setup(test_report_report_names_and_slack, setup),
        cmocka_unit_test_setup(test_report_report_name_del, setup),
        cmocka_unit_test_setup(test_report_report_share_rounding, setup),
        cmocka_unit_test_setup(test_report_report_total_above_2_32, setup),
        cmocka_unit_test_setup(test_report_report_truncates_at_every_size, setup),
        cmocka_unit_test_setup(test_report_report_bad_args, setup),
        cmocka_unit_test_setup(test_report_report_worst_case_fits, setup),
    };

    return cmocka_run_group_tests_name("report " RTPROF_CONFIG_NAME, tests, NULL, NULL);
}
