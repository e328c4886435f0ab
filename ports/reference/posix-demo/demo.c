/* SPDX-License-Identifier: Apache-2.0 */
/* demo.c: the host demo: rtprof measures the simulated RTOS and the results are checked against its design. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h> /* RTPROF-DEV-007 */
#include <stdlib.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "sim.h"

/* Windows the demo runs and checks; the table shows the last. */
#define RTPROF_DEMO_WINDOWS 3u

/* Exit status when the configuration (or RTPROF_DEMO_SEED) is one the demo cannot run. */
#define RTPROF_DEMO_EXIT_REFUSED 2

/* Seed of the sampling simulation unless RTPROF_DEMO_SEED (decimal) gives another. */
#define RTPROF_DEMO_SEED_DEFAULT 20240611u

/* Result units per percent: 100 for int results (hundredths), 1 for float results (percent). */
#define RTPROF_DEMO_PER_PERCENT ((RTPROF_RESULT_FLOAT != 0) ? 1.0 : 100.0)

/* The expectation, kept apart from the schedule in sim.c: the designed share of each simulated
 * task in hundredths of a percent. Every other bucket is designed to stay at 0. */

/* What the checks of all windows found. */
typedef struct
{
    uint32_t failures;   /* failed checks, each printed when found */
    uint32_t scale_shift; /* largest scale_shift of a window */
    double worst;        /* measured: largest |result - designed|; sampled: the one nearest its bound */ /* RTPROF-DEV-013 */
    double worst_bound;  /* sampled: the bound of that deviation */ /* RTPROF-DEV-013 */
    uint32_t worst_task;
    uint32_t worst_window;
} rtprof_demo_tally_t;

/* Set when a printf, fprintf or fputs reported an error: the output is then incomplete and the
 * demo fails, whatever its checks said. */
static bool rtprof_demo_output_lost = false;

/* Every printf, fprintf and fputs result goes here (Dir 4.7): a negative one is an output error. */
static void rtprof_demo_out(int written) /* RTPROF-DEV-013 */
{
    if (written < 0)
    {
        rtprof_demo_output_lost = true;
    }
}

/* Designed share of bucket task in hundredths of a percent. */
static uint32_t rtprof_demo_designed_share(uint32_t task)
{
    static const uint32_t rtprof_demo_designed[RTPROF_SIM_TASK_COUNT] = {5000u, 2500u, 1250u, 625u, 625u};

    return (task < RTPROF_SIM_TASK_COUNT) ? rtprof_demo_designed[task] : 0u;
}

/* floor(a * b / c) for c > 0 without overflow, given b < 2^32, c < 2^32 and a result below 2^64. */
static uint64_t rtprof_demo_mul_div(uint64_t a, uint32_t b, uint32_t c)
{
    return ((a / c) * b) + (((a % c) * b) / c);
}

static const char *rtprof_demo_name(uint32_t task)
{
    const char *const name = rtprof_port_task_name(task);

    return (task == RTPROF_UNATTRIBUTED_ID) ? "unattributed" : ((name == NULL) ? "-" : name);
}

/* One line: the configuration, from the generated config header. RTPROF_COUNTER_BITS has no macro
 * of its own there; the width of rtprof_counter_t stands in for it. */
static void rtprof_demo_print_config(void)
{
    const char *const results = (RTPROF_RESULT_FLOAT != 0)
        ? "float" : ((RTPROF_ROUNDING_EXACT_SUM != 0) ? "int exact_sum" : "int floor");

    rtprof_demo_out(printf("config %s: %u task(s), %u-bit counters, %s results", RTPROF_CONFIG_NAME,
                           (unsigned int)RTPROF_PROCESS_COUNT, (unsigned int)(8u * sizeof(rtprof_counter_t)), results)); /* RTPROF-DEV-013 */
#if RTPROF_INTERVAL_TIMER
    rtprof_demo_out(printf(", timer interval: %u-bit %s-counting timer at %u Hz", (unsigned int)RTPROF_TIMER_BITS, /* RTPROF-DEV-013 */
                           (RTPROF_TIMER_DOWN != 0) ? "down" : "up", (unsigned int)RTPROF_TIMER_HZ)); /* RTPROF-DEV-013 */
#elif RTPROF_INTERVAL_USER
    rtprof_demo_out(printf(", user interval at %u units/s", (unsigned int)RTPROF_TIMER_HZ)); /* RTPROF-DEV-013 */
#else
    rtprof_demo_out(printf(", tick sampling at %u Hz", (unsigned int)RTPROF_TIMER_HZ)); /* RTPROF-DEV-013 */
#endif
    rtprof_demo_out(printf(", window %u ms\n", (unsigned int)RTPROF_WINDOW_MS)); /* RTPROF-DEV-013 */
}

/* Checks rtprof_process's status and the window total, and copies the window record to record. */
static void rtprof_demo_check_window(rtprof_demo_tally_t *tally, uint32_t window, rtprof_status_t status,
                                     uint64_t total, rtprof_window_t *record)
{
    if (status != RTPROF_OK)
    {
        rtprof_demo_out(printf("FAIL window %u: rtprof_process returned %d, not RTPROF_OK\n", window, (int)status)); /* RTPROF-DEV-013 */
        tally->failures++;
    }
    if (rtprof_get_window(record) != RTPROF_OK)
    {
        rtprof_demo_out(printf("FAIL window %u: rtprof_get_window failed\n", window));
        tally->failures++;
    }
    else if (record->total != total)
    {
        rtprof_demo_out(printf("FAIL window %u: window total %" PRIu64 " units, planned %" PRIu64 "\n", window, record->total,
                               total));
        tally->failures++;
    }
    else
    {
        /* the window record holds the planned total */
    }
    if (record->scale_shift > tally->scale_shift)
    {
        tally->scale_shift = record->scale_shift;
    }
}

/* Checks that bucket task's result is within allowed (result units) of its designed share and
 * returns |result - designed|. */
static double rtprof_demo_check_result(rtprof_demo_tally_t *tally, uint32_t window, uint32_t task, double allowed) /* RTPROF-DEV-013 */
{
    const double designed = ((double)rtprof_demo_designed_share(task) * RTPROF_DEMO_PER_PERCENT) / 100.0; /* RTPROF-DEV-013 */
    rtprof_result_t result = (rtprof_result_t)0;
    double deviation = 0.0; /* RTPROF-DEV-013 */

    if (rtprof_get_result(task, &result) != RTPROF_OK)
    {
        rtprof_demo_out(printf("FAIL window %u: rtprof_get_result(%u) failed\n", window, task));
        tally->failures++;
    }
    else
    {
        deviation = fabs((double)result - designed); /* RTPROF-DEV-013 */
        if (deviation > allowed)
        {
            rtprof_demo_out(printf("FAIL window %u, task %u (%s): result %.6g, designed %.6g, allowed deviation %.6g\n", window,
                                   task, rtprof_demo_name(task), (double)result, designed, allowed)); /* RTPROF-DEV-013 */
            tally->failures++;
        }
    }
    return deviation;
}

/* A measured window: the units of every bucket are exact, and every result equals the designed
 * share; within 1 hundredth when the window was scaled (RTPROF-NORM-006), within 0.01 % for
 * float results. */
static void rtprof_demo_check_measured(rtprof_demo_tally_t *tally, uint32_t window, rtprof_status_t status,
                                       uint64_t total)
{
    rtprof_window_t record = {0u, 0u, false, false, false, false};
    uint32_t task;
    double allowed; /* RTPROF-DEV-013 */

    rtprof_demo_check_window(tally, window, status, total, &record);
    /* RTPROF-DEV-005 */
    allowed = (RTPROF_RESULT_FLOAT != 0) ? (1e-4 * 100.0) : ((record.scale_shift > 0u) ? 1.0 : 0.0);
    for (task = 0u; task <= RTPROF_UNATTRIBUTED_ID; task++)
    {
        const uint64_t planned = rtprof_demo_mul_div(total, rtprof_demo_designed_share(task), 10000u);
        uint64_t units = 0u;
        double deviation; /* RTPROF-DEV-013 */

        if ((rtprof_get_units(task, &units) != RTPROF_OK) || (units != planned))
        {
            rtprof_demo_out(printf("FAIL window %u, task %u (%s): %" PRIu64 " units, planned %" PRIu64 "\n", window, task,
                                   rtprof_demo_name(task), units, planned));
            tally->failures++;
        }
        deviation = rtprof_demo_check_result(tally, window, task, allowed);
        if (deviation > tally->worst)
        {
            tally->worst = deviation;
        }
    }
}

/* A sampled window of ticks ticks: each result within 4 sigma + 1 hundredth of the designed share,
 * sigma = 10000 * sqrt(p (1 - p) / n) hundredths (100 * ... percent for float results). */
static void rtprof_demo_check_sampled(rtprof_demo_tally_t *tally, uint32_t window, rtprof_status_t status,
                                      uint64_t ticks)
{
    rtprof_window_t record = {0u, 0u, false, false, false, false};
    uint32_t task;

    rtprof_demo_check_window(tally, window, status, ticks, &record);
    for (task = 0u; task <= RTPROF_UNATTRIBUTED_ID; task++)
    {
        const double p = (double)rtprof_demo_designed_share(task) / 10000.0; /* RTPROF-DEV-013 */
        const double sigma = RTPROF_DEMO_PER_PERCENT * 100.0 * sqrt((p * (1.0 - p)) / (double)ticks); /* RTPROF-DEV-013 */
        const double bound = (4.0 * sigma) + (RTPROF_DEMO_PER_PERCENT / 100.0); /* RTPROF-DEV-013 */
        const double deviation = rtprof_demo_check_result(tally, window, task, bound); /* RTPROF-DEV-013 */

        if ((deviation / bound) > (tally->worst / tally->worst_bound))
        {
            tally->worst = deviation;
            tally->worst_bound = bound;
            tally->worst_task = task;
            tally->worst_window = window;
        }
    }
}

/* The sampling seed: RTPROF_DEMO_SEED in decimal, or the default; false when the variable is set
 * but is not a decimal number below 2^64. */
static bool rtprof_demo_seed(uint64_t *seed)
{
    const char *const text = getenv("RTPROF_DEMO_SEED"); /* RTPROF-DEV-008 */
    bool valid = true;

    *seed = RTPROF_DEMO_SEED_DEFAULT;
    if (text != NULL)
    {
        char *end = NULL;
        unsigned long long value; /* RTPROF-DEV-013 */

        errno = 0;
        value = strtoull(text, &end, 10);
        valid = (text[0] >= '0') && (text[0] <= '9') && (*end == '\0') && (errno == 0); /* RTPROF-DEV-006 */
        *seed = (uint64_t)value;
    }
    return valid;
}

/* Timer and user configurations: R = min(100, W / 16) rounds of 16 slots of W / (16 R) units per
 * window, so that a window holds at most W units and every share is exact. The clock starts 3
 * slots + 12345 units below a wrap of the timer (user: of the 64-bit clock), so that the run
 * crosses it. */
static int rtprof_demo_measured(rtprof_demo_tally_t *tally) /* RTPROF-DEV-013 */
{
    const uint64_t most_rounds = RTPROF_WINDOW_UNITS / RTPROF_SIM_ROUND_SLOTS;
    const uint64_t rounds = (most_rounds < 100u) ? most_rounds : 100u;
    const uint64_t slot = (rounds > 0u) ? (most_rounds / rounds) : 0u; /* RTPROF-DEV-005 */
#if RTPROF_INTERVAL_TIMER
    /* the time between two hooks must stay below the timer's period (RTPROF-HOOK-002) */
    const uint64_t wrap_mask = (uint64_t)RTPROF_TIMER_MASK;
    const uint64_t longest = (uint64_t)RTPROF_TIMER_MASK;
#else
    /* one rtprof_advance charges at most 0xFFFFFFFF units (RTPROF-HOOK-003) */
    const uint64_t wrap_mask = UINT64_MAX;
    const uint64_t longest = 0xFFFFFFFFu;
#endif
    int exit_status = 0; /* RTPROF-DEV-013 */

    if (rounds == 0u)
    {
        rtprof_demo_out(fprintf(stderr, "rtprof-demo: a window of %" PRIu64 " units is too short for a round of %u slots\n",
                                (uint64_t)RTPROF_WINDOW_UNITS, RTPROF_SIM_ROUND_SLOTS));
        exit_status = RTPROF_DEMO_EXIT_REFUSED;
    }
    else if (slot > longest)
    {
        rtprof_demo_out(fprintf(stderr, "rtprof-demo: slots of %" PRIu64 " units are longer than one hook can measure (%" PRIu64
                                " units)\n", slot, longest));
        exit_status = RTPROF_DEMO_EXIT_REFUSED;
    }
    else
    {
        const uint64_t total = RTPROF_SIM_ROUND_SLOTS * rounds * slot;
        const uint64_t start = ((uint64_t)0u - (3u * slot) - 12345u) & wrap_mask;
        uint32_t window;

        rtprof_demo_out(printf("measuring: %u windows of %" PRIu64 " rounds x %u slots x %" PRIu64 " units, clock from %" PRIu64
                               "\n", RTPROF_DEMO_WINDOWS, rounds, RTPROF_SIM_ROUND_SLOTS, slot, start));
        rtprof_sim_start(start);
        for (window = 1u; window <= RTPROF_DEMO_WINDOWS; window++)
        {
            rtprof_sim_run(rounds, slot);
            rtprof_demo_check_measured(tally, window, rtprof_process(), total);
        }
    }
    return exit_status;
}

/* Tick configurations: n = W ticks per window (W = RTPROF_WINDOW_UNITS, the ticks of one window). */
static int rtprof_demo_sampled(rtprof_demo_tally_t *tally, uint64_t *seed) /* RTPROF-DEV-013 */
{
    int exit_status = 0; /* RTPROF-DEV-013 */

    if (!rtprof_demo_seed(seed))
    {
        rtprof_demo_out(fprintf(stderr, "rtprof-demo: RTPROF_DEMO_SEED must be a decimal number below 2^64\n"));
        exit_status = RTPROF_DEMO_EXIT_REFUSED;
    }
    else
    {
        uint32_t window;

        rtprof_demo_out(printf("sampling: %u windows of %" PRIu64 " ticks, seed %" PRIu64 " (RTPROF_DEMO_SEED replays)\n",
                               RTPROF_DEMO_WINDOWS, (uint64_t)RTPROF_WINDOW_UNITS, *seed));
        rtprof_sim_seed(*seed);
        rtprof_sim_start(0u);
        for (window = 1u; window <= RTPROF_DEMO_WINDOWS; window++)
        {
            rtprof_sim_sample(RTPROF_WINDOW_UNITS);
            rtprof_demo_check_sampled(tally, window, rtprof_process(), RTPROF_WINDOW_UNITS);
        }
    }
    return exit_status;
}

#if defined(RTPROF_REPORT_SIZE_MAX)
/* The table of the last window; false when rtprof_report did not return RTPROF_OK. */
static bool rtprof_demo_print_report(void)
{
    static char buffer[RTPROF_REPORT_SIZE_MAX];
    uint32_t length = 0u;
    const rtprof_status_t status = rtprof_report(buffer, RTPROF_REPORT_SIZE_MAX, &length);

    rtprof_demo_out(fputs(buffer, stdout));
    if (status != RTPROF_OK)
    {
        rtprof_demo_out(printf("FAIL rtprof_report returned %d, not RTPROF_OK\n", (int)status)); /* RTPROF-DEV-013 */
    }
    return status == RTPROF_OK;
}
#else
/* A configuration without the report formatter (RTPROF_REPORT=no): the results were read and checked
 * with the getters above; there is no table to print. */
static bool rtprof_demo_print_report(void)
{
    rtprof_demo_out(puts("report: not generated (RTPROF_REPORT=no)")); /* RTPROF-DEV-013 */
    return true;
}
#endif

/* The verdict line. */
static void rtprof_demo_print_verdict(const rtprof_demo_tally_t *tally, uint64_t seed)
{
    if (tally->failures > 0u)
    {
        rtprof_demo_out(printf("check: FAILED, %u check(s) failed (listed above)\n", tally->failures));
    }
    else if (RTPROF_INTERVAL_TICK != 0)
    {
        rtprof_demo_out(printf("check: sampled loads within 4-sigma bound (%u windows, seed %" PRIu64 "): largest deviation "
                               "%.4f %% against a bound of %.4f %% (task %u %s, window %u)\n",
                               RTPROF_DEMO_WINDOWS, seed, tally->worst / RTPROF_DEMO_PER_PERCENT,
                               tally->worst_bound / RTPROF_DEMO_PER_PERCENT, tally->worst_task,
                               rtprof_demo_name(tally->worst_task), tally->worst_window));
    }
    else if (RTPROF_RESULT_FLOAT != 0)
    {
        rtprof_demo_out(printf("check: measured loads within 0.01 %% of the designed loads (largest deviation %.3g %%), "
                               "units exact (%u windows)\n", tally->worst, RTPROF_DEMO_WINDOWS));
    }
    else if (tally->scale_shift > 0u)
    {
        rtprof_demo_out(printf("check: measured loads within 1 hundredth of the designed loads, as documented for window totals "
                               ">= 2^32 (scale_shift %u, largest deviation %.0f), units exact (%u windows)\n", tally->scale_shift,
                               tally->worst, RTPROF_DEMO_WINDOWS));
    }
    else
    {
        rtprof_demo_out(printf("check: measured loads equal the designed loads exactly, units too (%u windows)\n",
                               RTPROF_DEMO_WINDOWS));
    }
}

#if defined(RTPROF_LOG_ENTRIES)
/* The file the dump goes to while rtprof_demo_write_dump runs (the demo's one sink: the writer's sink
 * pointer is not used). */
static FILE *rtprof_demo_dump_file = NULL;

/* The sink of the library's dump writer (RTPROF-DUMP-004): the range appended to the open file. */
rtprof_status_t rtprof_dump_out(void *sink, const void *bytes, uint32_t length)
{
    rtprof_status_t status = RTPROF_E_NULL;

    (void)sink;
    if (rtprof_demo_dump_file != NULL)
    {
        status = (fwrite(bytes, 1u, length, rtprof_demo_dump_file) == length) ? RTPROF_OK : RTPROF_E_RANGE;
    }
    return status;
}

/* The dump (spec/dump.md) of the last window into the file path, with the task names: true when
 * written whole. */
static bool rtprof_demo_write_dump(const char *path)
{
    bool written = false;

    rtprof_demo_dump_file = fopen(path, "wb");
    if (rtprof_demo_dump_file != NULL)
    {
        written = (rtprof_dump_names_capture() == RTPROF_OK) && (rtprof_dump_write(NULL) == RTPROF_OK);
        written = (fclose(rtprof_demo_dump_file) == 0) && written;
        rtprof_demo_dump_file = NULL;
    }
    if (written)
    {
        rtprof_demo_out(printf("dump: %s\n", path));
    }
    else
    {
        rtprof_demo_out(fprintf(stderr, "rtprof-demo: %s: the dump could not be written\n", path)); /* RTPROF-DEV-013 */
    }
    return written;
}
#else
/* A configuration without the log has no dump. */
static bool rtprof_demo_write_dump(const char *path)
{
    rtprof_demo_out(fprintf(stderr, "rtprof-demo: configuration %s has no context-switch log, so no dump: %s not written\n",
                            RTPROF_CONFIG_NAME, path)); /* RTPROF-DEV-013 */
    return false;
}
#endif

/* rtprof-demo [DUMP]: runs the demo; with DUMP, a configuration with the log also writes the dump
 * of the last window there (exit status 1 when it cannot). */
int main(int argc, char **argv)
{
    rtprof_demo_tally_t tally = {0u, 0u, 0.0, 1.0, 0u, 0u};
    uint64_t seed = 0u;
    int exit_status; /* RTPROF-DEV-013 */

    if (argc > 2)
    {
        rtprof_demo_out(fprintf(stderr, "usage: rtprof-demo [DUMP]\n")); /* RTPROF-DEV-013 */
        exit_status = RTPROF_DEMO_EXIT_REFUSED;
    }
    else
    {
        rtprof_demo_print_config();
        if (RTPROF_PROCESS_COUNT < RTPROF_SIM_TASK_COUNT)
        {
            rtprof_demo_out(fprintf(stderr, "rtprof-demo: configuration %s has %u task(s); the simulated RTOS needs at least %u\n",
                                    RTPROF_CONFIG_NAME, (unsigned int)RTPROF_PROCESS_COUNT, RTPROF_SIM_TASK_COUNT)); /* RTPROF-DEV-013 */
            exit_status = RTPROF_DEMO_EXIT_REFUSED;
        }
        else
        {
            exit_status = (RTPROF_INTERVAL_TICK != 0) ? rtprof_demo_sampled(&tally, &seed)
                                                      : rtprof_demo_measured(&tally);
        }
    }
    if (exit_status == 0)
    {
        if (!rtprof_demo_print_report())
        {
            tally.failures++;
        }
        rtprof_demo_print_verdict(&tally, seed);
        exit_status = (tally.failures > 0u) ? 1 : 0; /* RTPROF-DEV-003 */
    }
    if ((exit_status == 0) && (argc == 2) && !rtprof_demo_write_dump(argv[1]))
    {
        exit_status = 1;
    }
    if ((exit_status == 0) && rtprof_demo_output_lost)
    {
        exit_status = 1;
    }
    return exit_status;
}
