/* SPDX-License-Identifier: Apache-2.0 */
/* main_log.c: the FreeRTOS adapter test of a context-switch log configuration: tasks that time-slice,
 * wake by the tick and by a notification and change their own priority, under the real kernel (POSIX
 * port); the log of two windows checked against the test's own record of the kernel's trace macros,
 * and the first window's unattributed time against where rtprof_init was called.
 * Usage: freertos-fr_log DUMP-FILE before-scheduler|first-task */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "FreeRTOS.h"
#include "task.h"
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_freertos.h"
#include "fr_glue.h"

/* The tasks, by rtprof id. */
#define BUSY_COUNT 3u
#define MONITOR 3u
#define IDLE 4u
#define PERIODIC 5u
#define WAITER 6u
#define TASKS 7u

/* Window A holds few enough switches for the log to keep them all; window B overruns it. */
#define WARM_UP_TICKS 100u
#define WINDOW_A_TICKS 100u
#define WINDOW_B_TICKS 1000u
#define EXPECTED_MAX 16384u
#define TIME_MODULUS 0x10000000000ULL

#if (RTPROF_INTERVAL_TIMER != 1) || (RTPROF_TIMER_BITS != 32u) || (RTPROF_TIMER_DOWN != 0) || (RTPROF_LOG_FULL_STOP != 0)
#error "main_log.c expects a 32-bit up-counting timer configuration with an overwriting log"
#endif

/* The kernel's assertion and tick hooks and the test-only critical section: fr_glue.c. */

/* Where rtprof_init is called: before vTaskStartScheduler, or first thing in the first task (the
 * monitor, the highest priority). */
static int init_in_task;

/* The timer's readings by rtprof_init and by the library's record of the first switch after it (the
 * reading right after the next traceTASK_SWITCHED_IN): the time the log charges to the scheduler,
 * which rtprof_init makes the running task. */
static int catch_reading; /* 1: rtprof_init's, 2: the first switch's after it */
static int catch_next_switch; /* set at rtprof_init: the next switch-in's reading is caught */
static uint32_t init_reading;
static uint32_t first_switch_reading;

/* Microseconds of the host's monotonic clock, 32 bits, up: a timer at 1 MHz. */
uint32_t rtprof_port_timer_read32(void)
{
    struct timespec now;
    uint32_t value;

    (void)clock_gettime(CLOCK_MONOTONIC, &now);
    value = (uint32_t)((uint64_t)now.tv_sec * 1000000u + (uint64_t)now.tv_nsec / 1000u);
    if (catch_reading == 1)
    {
        init_reading = value;
    }
    else if (catch_reading == 2)
    {
        first_switch_reading = value;
    }
    catch_reading = 0;
    return value;
}

/* ---- The test's own record: a model of what the log must hold, fed by the kernel's trace macros
 * (FreeRTOSConfig.h wraps them) and the kernel's public API only, never by the adapter. ---- */

/* The handle of each rtprof id, as xTaskCreate and xTaskGetIdleTaskHandle gave it; the model's copy
 * is written when the task is registered (before, the adapter does not know the task either). */
static TaskHandle_t handles[TASKS];
static TaskHandle_t model_handles[TASKS];
/* The model's state, kept from the scheduler's start: the id that runs (0xFF: none or unknown), the
 * tasks released and not yet run. */
static uint32_t model_running = RTPROF_LOG_SCHEDULER;
static int model_pending[TASKS];
/* While recording: each switch the log must record, as (to, first run) in order. */
static int recording;
static uint32_t expected_count;
static uint8_t expected_to[EXPECTED_MAX];
static uint8_t expected_start[EXPECTED_MAX];

static uint32_t model_id(const void *task)
{
    return fr_model_id(model_handles, TASKS, task, RTPROF_LOG_SCHEDULER);
}

static void expect(uint32_t to, int start)
{
    if (recording)
    {
        if (expected_count < EXPECTED_MAX)
        {
            expected_to[expected_count] = (uint8_t)to;
            expected_start[expected_count] = (uint8_t)start;
        }
        expected_count++;
    }
}

void fr_shadow_switched_in(void)
{
    const uint32_t to = model_id(xTaskGetCurrentTaskHandle());

    if (catch_next_switch)
    {
        catch_next_switch = 0;
        catch_reading = 2;
    }

    if (to != model_running)
    {
        int start = 0;

        if (to < TASKS)
        {
            start = model_pending[to];
            model_pending[to] = 0;
        }
        expect(to, start);
        model_running = to;
    }
}

void fr_shadow_ready(struct tskTaskControlBlock *task)
{
    const uint32_t id = model_id(task);

    if ((id < TASKS) && (task != xTaskGetCurrentTaskHandle()))
    {
        model_pending[id] = 1;
    }
}

/* ---- The tasks ---- */

static volatile unsigned long work[TASKS];

static void busy(void *arg)
{
    const size_t i = (size_t)arg;

    for (;;)
    {
        work[i]++;
    }
}

/* Every 3 ticks: notify the waiter (a release from a task), work, raise its own priority and lower
 * it again (the kernel re-inserts the running task into a ready list: no release; lowering it
 * yields to the waiter, of the same priority). */
static void periodic(void *arg)
{
    unsigned long i;

    (void)arg;
    for (;;)
    {
        vTaskDelay(3u);
        xTaskNotifyGive(handles[WAITER]);
        for (i = 0u; i < 20000u; i++)
        {
            work[PERIODIC]++;
        }
        vTaskPrioritySet(NULL, 3u);
        vTaskPrioritySet(NULL, 2u);
    }
}

static void waiter(void *arg)
{
    unsigned long i;

    (void)arg;
    for (;;)
    {
        (void)ulTaskNotifyTake(pdTRUE, portMAX_DELAY);
        for (i = 0u; i < 10000u; i++)
        {
            work[WAITER]++;
        }
    }
}

/* ---- The checks ---- */

static const char *dump_path;
static unsigned bad;

static void fail(const char *window, const char *what, unsigned long a, unsigned long b)
{
    printf("FAIL: window %s: %s (%lu, expected %lu)\n", window, what, a, b);
    bad++;
}

static uint64_t entry_time(const rtprof_log_entry_t *e)
{
    return ((uint64_t)(e->word[0] >> 24) << 32) | (uint64_t)e->word[1];
}

static uint64_t span(uint64_t earlier, uint64_t later)
{
    return (later + TIME_MODULUS - earlier) % TIME_MODULUS;
}

/* Close the window and arm (or disarm) the log with no hook in between. The test's own switch of
 * the monitor to itself first makes the last hook of the window an entry of the log: the log then
 * spans exactly the time the window's counters hold. */
static rtprof_status_t close_window(int arm)
{
    rtprof_status_t status;

    taskENTER_CRITICAL();
    expect(MONITOR, 0);
    (void)rtprof_log_switch(MONITOR, 0u);
    status = rtprof_process();
    if (arm)
    {
        (void)rtprof_log_arm();
        expected_count = 0u;
        recording = 1;
    }
    else
    {
        rtprof_log_disarm();
        recording = 0;
    }
    taskEXIT_CRITICAL();
    return status;
}

/* The log of the window just closed against the model; whole: the log held every entry, so that the
 * time of each task in it is checked against its counter too. */
static void check_log(const char *window, int whole)
{
    rtprof_log_info_t info;
    rtprof_log_entry_t e = {{0u, 0u, 0u, 0u}};
    rtprof_log_entry_t prev = {{0u, 0u, 0u, 0u}};
    const uint32_t recorded = 1u + expected_count;
    const uint32_t held = (recorded < RTPROF_LOG_ENTRIES) ? recorded : RTPROF_LOG_ENTRIES;
    const uint32_t first = recorded - held; /* the entry number of the oldest held, 0: the mark */
    uint64_t ran[RTPROF_BUCKET_COUNT] = {0u};
    uint64_t last_away[TASKS] = {0u};
    int away_seen[TASKS] = {0};
    uint32_t starts = 0u;
    uint32_t k;

    (void)rtprof_log_info(&info);
    printf("window %s: %lu switches recorded by the model, log sequence %lu, overrun %lu, %lu held\n", window,
           (unsigned long)expected_count, (unsigned long)info.sequence, (unsigned long)info.overrun, (unsigned long)info.count);
    if (expected_count > EXPECTED_MAX)
    {
        fail(window, "the model's record is too small for the window", expected_count, EXPECTED_MAX);
        return;
    }
    if (whole != (recorded <= RTPROF_LOG_ENTRIES))
    {
        fail(window, "the window's switches do not fit the log as designed", recorded, RTPROF_LOG_ENTRIES);
        return;
    }
    if (info.sequence != recorded)
    {
        fail(window, "sequence count", info.sequence, recorded);
    }
    if (info.overrun != recorded - held)
    {
        fail(window, "overrun count", info.overrun, recorded - held);
    }
    if (info.count != held)
    {
        fail(window, "entries held", info.count, held);
        return;
    }
    for (k = 0u; k < held; k++)
    {
        const uint32_t n = first + k; /* entry number since the arming */
        uint32_t from;
        uint32_t to;

        (void)rtprof_log_get(k, &e);
        from = (e.word[0] >> 8) & 0xFFu;
        to = e.word[0] & 0xFFu;
        if (n == 0u)
        {
            if ((e.word[0] & 0xFFFFFFu) != RTPROF_LOG_MARK)
            {
                fail(window, "the first entry is not the arming mark", e.word[0] & 0xFFFFFFu, RTPROF_LOG_MARK);
            }
            prev = e;
            continue;
        }
        if ((e.word[0] & (RTPROF_LOG_W0_FROM_IRQ | RTPROF_LOG_W0_TO_IRQ)) != 0u)
        {
            fail(window, "an interrupt entry", n, 0u);
        }
        if (to != expected_to[n - 1u])
        {
            printf("entry %lu: to %lu\n", (unsigned long)n, (unsigned long)to);
            fail(window, "the task switched in differs from the kernel's", to, expected_to[n - 1u]);
        }
        if (((e.word[0] & RTPROF_LOG_W0_OTHER) == 0u) != (expected_start[n - 1u] != 0u))
        {
            printf("entry %lu: to %lu\n", (unsigned long)n, (unsigned long)to);
            fail(window, "type 0 (a released task's first run) differs from the model's", (e.word[0] >> 18) & 1u, expected_start[n - 1u] ? 0u : 1u);
        }
        if ((k > 0u) && (n > 1u) && (from != (prev.word[0] & 0xFFu)))
        {
            fail(window, "from is not the task the entry before switched to", from, prev.word[0] & 0xFFu);
        }
        if ((k == 1u) && (n == 1u) && (from != MONITOR))
        {
            fail(window, "the first switch is not from the monitor, which armed the log", from, MONITOR);
        }
        if (e.word[3] != 0u)
        {
            fail(window, "a stack pointer (the adapter gives none)", e.word[3], 0u);
        }
        if ((e.word[0] & RTPROF_LOG_W0_OTHER) == 0u)
        {
            /* word 2 is the release time's bits 0..31: the delay is the time since, modulo 2^32 */
            const uint32_t delay = e.word[1] - e.word[2];

            starts++;
            if ((e.word[0] & RTPROF_LOG_W0_TIMED) == 0u)
            {
                fail(window, "a start without its release time", e.word[0], RTPROF_LOG_W0_TIMED);
            }
            /* the release came after the task's last switch away, and the delay is at most that long */
            if ((to < TASKS) && away_seen[to] && ((uint64_t)delay > span(last_away[to], entry_time(&e))))
            {
                fail(window, "a start delay longer than the time since the task stopped", delay, (unsigned long)span(last_away[to], entry_time(&e)));
            }
        }
        else if (e.word[2] != RTPROF_LOG_NO_DEADLINE)
        {
            fail(window, "a deadline margin (no deadline is set)", e.word[2], RTPROF_LOG_NO_DEADLINE);
        }
        if (from < TASKS)
        {
            last_away[from] = entry_time(&e);
            away_seen[from] = 1;
        }
        ran[(from < RTPROF_PROCESS_COUNT) ? from : RTPROF_UNATTRIBUTED_ID] += span(entry_time(&prev), entry_time(&e));
        prev = e;
    }
    if (starts == 0u)
    {
        fail(window, "no released task's first run in the log", 0u, 1u);
    }
    printf("window %s: %lu entries checked against the model, %lu first runs of released tasks\n", window,
           (unsigned long)held, (unsigned long)starts);
    if (whole)
    {
        for (k = 0u; k < RTPROF_BUCKET_COUNT; k++)
        {
            uint64_t units = 0u;

            (void)rtprof_get_units(k, &units);
            if (units != ran[k])
            {
                printf("task %lu: ", (unsigned long)k);
                fail(window, "time in the log differs from the counter", (unsigned long)ran[k], (unsigned long)units);
            }
        }
        printf("window %s: each task's time in the log equals its counter\n", window);
    }
}

/* The sink of the library's dump writer (RTPROF-DUMP-004): the range appended to the open file. */
rtprof_status_t rtprof_dump_out(void *sink, const void *bytes, uint32_t length)
{
    return (fwrite(bytes, 1u, length, (FILE *)sink) == length) ? RTPROF_OK : RTPROF_E_RANGE;
}

/* The dump (spec/dump.md), written by rtprof_dump_write. */
static void write_dump(void)
{
    FILE *f = fopen(dump_path, "wb");
    int ok = (f != NULL);

    if (ok)
    {
        ok = (rtprof_dump_write(f) == RTPROF_OK);
        ok = (fclose(f) == 0) && ok;
    }
    if (!ok)
    {
        printf("FAIL: the dump %s could not be written\n", dump_path);
        bad++;
    }
}

static char table[RTPROF_REPORT_SIZE_MAX];

static void print_window(const char *window, rtprof_status_t status)
{
    uint32_t length = 0u;

    (void)rtprof_report(table, (uint32_t)sizeof table, &length);
    printf("window %s: process status %d\n%s", window, (int)status, table);
    if (status != RTPROF_OK)
    {
        printf("FAIL: process status %d, expected RTPROF_OK (every task registered)\n", (int)status);
        bad++;
    }
}

/* The first window: rtprof_init makes the scheduler the log's running task (RTPROF-LOG-013), in
 * either place: before the scheduler, until the kernel starts the first task; in the first task,
 * until that task's first switch-out (the switch to it came before rtprof_init, which the log
 * refused). That time is the scheduler's, in the unattributed bucket, exactly. */
static void check_first_window(rtprof_status_t status)
{
    uint64_t unattributed = 0u;
    const uint32_t expected = first_switch_reading - init_reading;
    const rtprof_status_t expected_status = (expected != 0u) ? RTPROF_UNATTRIBUTED : RTPROF_OK;

    (void)rtprof_get_units(RTPROF_UNATTRIBUTED_ID, &unattributed);
    printf("window 0 (the first, rtprof_init %s): process status %d, %lu units unattributed\n",
           init_in_task ? "in the first task" : "before the scheduler", (int)status, (unsigned long)unattributed);
    if (status != expected_status)
    {
        fail("0", "process status", (unsigned long)status, (unsigned long)expected_status);
    }
    if (unattributed != expected)
    {
        fail("0", "unattributed units (rtprof_init to the first task's start)", (unsigned long)unattributed, expected);
    }
}

static void monitor(void *arg)
{
    rtprof_status_t status;

    (void)arg;
    taskENTER_CRITICAL();
    handles[IDLE] = xTaskGetIdleTaskHandle();
    (void)rtprof_freertos_register(handles[IDLE], IDLE);
    model_handles[IDLE] = handles[IDLE];
    if (init_in_task)
    {
        catch_reading = 1;
        rtprof_init();
        catch_next_switch = 1;
    }
    taskEXIT_CRITICAL();
    (void)rtprof_dump_names_capture();
    vTaskDelay(WARM_UP_TICKS);
    status = close_window(1);
    check_first_window(status);
    vTaskDelay(WINDOW_A_TICKS);
    status = close_window(0);
    print_window("A", status);
    check_log("A", 1);
    write_dump();
    (void)close_window(1);
    vTaskDelay(WINDOW_B_TICKS);
    status = close_window(0);
    print_window("B", status);
    check_log("B", 0);
    printf("%s: FreeRTOS adapter, context-switch log\n", (bad == 0u) ? "check: ok" : "check: FAILED");
    exit((bad == 0u) ? 0 : 1);
}

int main(int argc, char **argv)
{
    static const char *const names[BUSY_COUNT] = {"busy-a", "busy-b", "busy-c"};
    size_t i;

    if ((argc != 3) || ((strcmp(argv[2], "before-scheduler") != 0) && (strcmp(argv[2], "first-task") != 0)))
    {
        printf("usage: %s DUMP-FILE before-scheduler|first-task\n", argv[0]);
        return 2;
    }
    dump_path = argv[1];
    init_in_task = (strcmp(argv[2], "first-task") == 0);
    printf("config " RTPROF_CONFIG_NAME " on FreeRTOS " tskKERNEL_VERSION_NUMBER " (POSIX port), rtprof_init %s\n",
           init_in_task ? "in the first task" : "before the scheduler");
    if (!init_in_task)
    {
        catch_reading = 1;
        rtprof_init();
        catch_next_switch = 1;
    }
    for (i = 0u; i < BUSY_COUNT; i++)
    {
        if (xTaskCreate(busy, names[i], configMINIMAL_STACK_SIZE, (void *)i, 1, &handles[i]) != pdPASS)
        {
            return 1;
        }
    }
    if ((xTaskCreate(monitor, "monitor", configMINIMAL_STACK_SIZE, NULL, 4, &handles[MONITOR]) != pdPASS) ||
        (xTaskCreate(periodic, "periodic", configMINIMAL_STACK_SIZE, NULL, 2, &handles[PERIODIC]) != pdPASS) ||
        (xTaskCreate(waiter, "waiter", configMINIMAL_STACK_SIZE, NULL, 2, &handles[WAITER]) != pdPASS))
    {
        return 1;
    }
    for (i = 0u; i < TASKS; i++)
    {
        if (i != IDLE)
        {
            (void)rtprof_freertos_register(handles[i], (uint32_t)i);
            model_handles[i] = handles[i];
        }
    }
    vTaskStartScheduler();
    return 1;
}
