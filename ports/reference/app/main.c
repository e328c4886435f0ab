/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: the reference firmware: five tasks of designed CPU shares under the bare-metal scheduler,
 * profiled by the generated rtprof library, the table printed over semihosting each window. The same
 * for every target: target.h (ports/reference/<target>) names the target, the interval source and the tick. */
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_bm.h"
#include "semihost.h"
#include "target.h"

/* The schedule: 16 tick slots per frame; control runs 8 of them, comms 4, logger 2, display 1 and
 * idle 1, so the designed shares are 50, 25, 12.5, 6.25 and 6.25 %. No task runs two slots in a row:
 * every tick is a context switch. */
#define FW_SLOTS 16u
static const uint8_t fw_schedule[FW_SLOTS] = {0u, 1u, 0u, 2u, 0u, 1u, 0u, 3u, 0u, 1u, 0u, 2u, 0u, 1u, 0u, 4u};

/* The tick: RTPROF_FW_TICK_PERIOD units of the target's tick clock (20 us); a window is 50 frames. */
#define FW_WINDOW_TICKS (50u * FW_SLOTS)
/* Windows printed; the first is the warm-up (it starts at rtprof_init, before the first task). */
#define FW_WINDOWS 4u

#define FW_STACK_WORDS 256u
static uint32_t fw_stacks[5][FW_STACK_WORDS] __attribute__((aligned(8)));

/* What the busy tasks do with their time: count, as work whose amount rtprof must find. */
static volatile uint32_t fw_work[4];

static void fw_busy(uint32_t which)
{
    for (;;)
    {
        fw_work[which] = fw_work[which] + 1u;
    }
}

static void fw_control(void)
{
    fw_busy(0u);
}

static void fw_comms(void)
{
    fw_busy(1u);
}

static void fw_logger(void)
{
    fw_busy(2u);
}

static void fw_display(void)
{
    fw_busy(3u);
}

static const char *fw_status_name(rtprof_status_t status)
{
    const char *name = "error";

    switch (status)
    {
    case RTPROF_OK: name = "ok"; break;
    case RTPROF_EMPTY: name = "empty"; break;
    case RTPROF_SATURATED: name = "saturated"; break;
    case RTPROF_UNATTRIBUTED: name = "unattributed"; break;
    case RTPROF_TRUNCATED: name = "truncated"; break;
    case RTPROF_E_RANGE: name = "range"; break;
    case RTPROF_E_NULL: name = "null"; break;
    case RTPROF_E_INIT: name = "not initialised"; break;
    case RTPROF_OVERLONG: name = "overlong"; break;
    default: break;
    }
    return name;
}

static const rtprof_bm_task_t fw_tasks[5];

#if defined(RTPROF_REPORT_SIZE_MAX)
static char fw_table[RTPROF_REPORT_SIZE_MAX];

/* The end of the status line, then the table of the last window. */
static void fw_results_print(void)
{
    uint32_t length = 0u;
    const rtprof_status_t printed = rtprof_report(fw_table, (uint32_t)sizeof fw_table, &length);

    rtprof_fw_puts(", report ");
    rtprof_fw_puts(fw_status_name(printed));
    rtprof_fw_puts("\n");
    rtprof_fw_puts(fw_table);
}
#else
/* Without the report formatter (RTPROF_REPORT=no): the end of the status line, then each task's
 * share from rtprof_get_result in hundredths of a percent, as "name=percent.hundredths". */
static void fw_results_print(void)
{
    uint32_t task;

    rtprof_fw_puts(", report not generated\nshares:");
    for (task = 0u; task < 5u; task++)
    {
        rtprof_result_t result = 0;
        uint32_t hundredths;

        (void)rtprof_get_result(task, &result);
#if RTPROF_RESULT_FLOAT
        hundredths = (uint32_t)((result * 100.0f) + 0.5f);
#else
        hundredths = (uint32_t)result;
#endif
        rtprof_fw_puts(" ");
        rtprof_fw_puts(fw_tasks[task].name);
        rtprof_fw_puts("=");
        rtprof_fw_putu(hundredths / 100u);
        rtprof_fw_puts(((hundredths % 100u) < 10u) ? ".0" : ".");
        rtprof_fw_putu(hundredths % 100u);
    }
    rtprof_fw_puts("\n");
}
#endif

/* Print the results of the window rtprof_process closed with status, and each task's units. */
static void fw_window_print(uint32_t window, rtprof_status_t status)
{
    uint32_t task;

    rtprof_fw_puts("window ");
    rtprof_fw_putu(window);
    rtprof_fw_puts((window == 1u) ? " (warm-up)" : "");
    rtprof_fw_puts(": process ");
    rtprof_fw_puts(fw_status_name(status));
    fw_results_print();
    rtprof_fw_puts("units:");
    for (task = 0u; task < 5u; task++)
    {
        uint64_t units = 0u;

        (void)rtprof_get_units(task, &units);
        rtprof_fw_puts(" ");
        rtprof_fw_puts(fw_tasks[task].name);
        rtprof_fw_puts("=");
        rtprof_fw_putu((uint32_t)units);
    }
    rtprof_fw_puts("\n");
}

/* Close the window, print its table. */
static void fw_window(uint32_t window)
{
    fw_window_print(window, rtprof_process());
}

/* The idle task is also the monitor: in its slot after every 50th frame it closes the window and
 * prints it; its time, printing included, is idle's. With a context-switch log it copies the task
 * names for the dump at its first run, arms the log right after closing the window before the last
 * (so the log covers exactly the last window), and after the last disarms it and writes the dump. */
static void fw_idle(void)
{
    uint32_t mark = FW_WINDOW_TICKS - 1u;
    uint32_t window = 0u;

#if defined(RTPROF_LOG_ENTRIES)
    (void)rtprof_dump_names_capture();
#endif
    for (;;)
    {
        if ((rtprof_bm_ticks() - mark) < 0x80000000u)
        {
            mark += FW_WINDOW_TICKS;
            window++;
#if defined(RTPROF_LOG_ENTRIES)
            if (window >= (FW_WINDOWS - 1u))
            {
                /* close the window and arm (or disarm) the log with no hook in between, so that the
                 * log covers exactly the last window */
                const uint32_t key = rtprof_port_critical_enter();
                const rtprof_status_t status = rtprof_process();

                if (window == FW_WINDOWS)
                {
                    rtprof_log_disarm();
                }
                else
                {
                    (void)rtprof_log_arm();
                }
                rtprof_port_critical_exit(key);
                fw_window_print(window, status);
                if (window == FW_WINDOWS)
                {
                    /* the dump (spec/dump.md) into the host's file rtprof-fw.dump */
                    (void)rtprof_fw_dump_write("rtprof-fw.dump");
                }
            }
            else
            {
                fw_window(window);
            }
#else
            fw_window(window);
#endif
            if (window == FW_WINDOWS)
            {
                rtprof_fw_puts("firmware: done\n");
                rtprof_fw_exit(0u);
            }
        }
    }
}

static const rtprof_bm_task_t fw_tasks[5] = {
    {"control", fw_control, fw_stacks[0], FW_STACK_WORDS},
    {"comms", fw_comms, fw_stacks[1], FW_STACK_WORDS},
    {"logger", fw_logger, fw_stacks[2], FW_STACK_WORDS},
    {"display", fw_display, fw_stacks[3], FW_STACK_WORDS},
    {"idle", fw_idle, fw_stacks[4], FW_STACK_WORDS},
};

int main(void)
{
    rtprof_fw_puts("rtprof reference firmware: target " RTPROF_FW_TARGET " on " RTPROF_FW_BOARD "\n");
    rtprof_fw_puts("config " RTPROF_CONFIG_NAME ": ");
    rtprof_fw_putu(RTPROF_PROCESS_COUNT);
    rtprof_fw_puts(" task(s), ");
    rtprof_fw_putu(RTPROF_COUNTER_BITS);
    rtprof_fw_puts(RTPROF_RESULT_FLOAT ? "-bit counters, float results\n" :
                   (RTPROF_ROUNDING_EXACT_SUM ? "-bit counters, int exact_sum results\n" :
                                                "-bit counters, int floor results\n"));
    rtprof_fw_puts("interval: " RTPROF_FW_SOURCE "\n");
    rtprof_fw_puts("schedule: 16 slots of ");
    rtprof_fw_putu(RTPROF_FW_TICK_PERIOD);
    rtprof_fw_puts(" " RTPROF_FW_TICK_UNIT ": control 8, comms 4, logger 2, display 1, idle 1; window 50 frames\n");
    if (rtprof_fw_target_check() != 0u)
    {
        rtprof_fw_exit(1u);
    }
    rtprof_fw_target_setup();
    rtprof_init();
    (void)rtprof_bm_start(fw_tasks, 5u, fw_schedule, FW_SLOTS, RTPROF_FW_TICK_PERIOD);
    rtprof_fw_puts("firmware: the scheduler did not start\n");
    return 1;
}
