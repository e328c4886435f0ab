/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: the FreeRTOS adapter test: three equal busy tasks under the real kernel (POSIX port), rtprof
 * fed by the adapter's hooks, four windows printed and checked, the first one included.
 * Usage: freertos-CONFIG before-scheduler|first-task    (where rtprof_init is called) */
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

#define WINDOW_TICKS 600u
#define WINDOWS 4u
#define BUSY_COUNT 3u
#define MONITOR 3u
#define IDLE 4u
#define TASKS 5u

/* The kernel's assertion and tick hooks and the test-only critical section: fr_glue.c. */

/* Where rtprof_init is called: before vTaskStartScheduler, or first thing in the first task (the
 * monitor, the highest priority). */
static int init_in_task;

static TaskHandle_t handles[TASKS];

#if RTPROF_INTERVAL_TIMER || RTPROF_INTERVAL_USER
/* ---- Measurement on the host's clock. The host runs the simulator's threads when it likes, so the
 * shares of the tasks depend on the host's load; what does not is where each reading of the clock is
 * charged. The test's own record, fed by the kernel's trace macros (FreeRTOSConfig.h wraps them with
 * FR_SWITCH_TEST) and by its own clock, never by the adapter: every reading the library makes after
 * rtprof_init must come at a switch-out, between traceTASK_SWITCHED_OUT and the next
 * traceTASK_SWITCHED_IN, and the time since the reading before belongs to the task that stops. Each
 * window's counters must equal that record exactly. ---- */

/* The model's state: the handle of each id (registered when the adapter's is), the units of the
 * window so far, and the switch-out whose reading is due (the task that stops). */
static TaskHandle_t model_handles[TASKS];
static uint64_t model_units[RTPROF_BUCKET_COUNT];
static int model_on;
static int model_due;
static uint32_t model_stopping = RTPROF_UNATTRIBUTED_ID;
static unsigned model_stray; /* readings outside a switch-out, after rtprof_init */
static unsigned model_missed; /* switch-outs without a reading */

static uint32_t model_id(const void *task)
{
    return fr_model_id(model_handles, TASKS, task, RTPROF_UNATTRIBUTED_ID);
}

void fr_shadow_switched_out(void)
{
    if (model_due && model_on)
    {
        model_missed++;
    }
    model_stopping = model_id(xTaskGetCurrentTaskHandle());
    model_due = 1;
}

void fr_shadow_switched_in(void)
{
    if (model_due && model_on)
    {
        model_missed++;
    }
    model_due = 0;
}

/* A reading of the clock by the library: units since the reading before. */
static void model_read(uint32_t units)
{
    if (model_due)
    {
        model_units[model_stopping] += units;
        model_due = 0;
    }
    else if (model_on)
    {
        model_stray++;
    }
}

/* The record starts with rtprof_init (called with the hooks masked, or before the scheduler). */
static void model_start(void)
{
    uint32_t k;

    for (k = 0u; k < RTPROF_BUCKET_COUNT; k++)
    {
        model_units[k] = 0u;
    }
    model_stray = 0u;
    model_missed = 0u;
    model_on = 1;
}

/* Microseconds of the host's monotonic clock, 32 bits. */
static uint32_t clock_us(void)
{
    struct timespec now;

    (void)clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint32_t)((uint64_t)now.tv_sec * 1000000u + (uint64_t)now.tv_nsec / 1000u);
}

#if RTPROF_INTERVAL_USER
/* Microseconds since the previous call. */
uint32_t rtprof_port_interval(void)
{
    static uint32_t last = 0u;
    static int started = 0;
    const uint32_t now = clock_us();
    const uint32_t elapsed = started ? (now - last) : 0u;

    started = 1;
    last = now;
    model_read(elapsed);
    return elapsed;
}
#else
/* A 32-bit timer at 1 MHz, up. */
uint32_t rtprof_port_timer_read32(void)
{
    static uint32_t last = 0u;
    const uint32_t now = clock_us();

    model_read(now - last);
    last = now;
    return now;
}
#endif

static void init(void)
{
    rtprof_init();
    model_start();
}
#else
static void init(void)
{
    rtprof_init();
}
#endif

static void register_task(uint32_t id)
{
    (void)rtprof_freertos_register(handles[id], id);
#if RTPROF_INTERVAL_TIMER || RTPROF_INTERVAL_USER
    model_handles[id] = handles[id];
#endif
}

static volatile unsigned long work[BUSY_COUNT];

static void busy(void *arg)
{
    const size_t i = (size_t)arg;

    for (;;)
    {
        work[i]++;
    }
}

static char table[RTPROF_REPORT_SIZE_MAX];

static void monitor(void *arg)
{
    unsigned window;
    unsigned bad = 0u;

    (void)arg;
    taskENTER_CRITICAL();
    handles[IDLE] = xTaskGetIdleTaskHandle();
    register_task(IDLE);
    if (init_in_task)
    {
        init();
    }
    taskEXIT_CRITICAL();
    for (window = 0u; window < WINDOWS; window++)
    {
        uint32_t length = 0u;
        rtprof_status_t status;
        uint32_t task;
#if RTPROF_INTERVAL_TIMER || RTPROF_INTERVAL_USER
        uint64_t expected[RTPROF_BUCKET_COUNT];
        unsigned stray;
        unsigned missed;
#endif

        vTaskDelay(WINDOW_TICKS);
        /* the window closes and the record's window with it, with the hooks masked */
        taskENTER_CRITICAL();
        status = rtprof_process();
#if RTPROF_INTERVAL_TIMER || RTPROF_INTERVAL_USER
        for (task = 0u; task < RTPROF_BUCKET_COUNT; task++)
        {
            expected[task] = model_units[task];
            model_units[task] = 0u;
        }
        stray = model_stray;
        missed = model_missed;
        model_stray = 0u;
        model_missed = 0u;
#endif
        taskEXIT_CRITICAL();
        (void)rtprof_report(table, (uint32_t)sizeof table, &length);
        printf("window %u%s: process status %d\n%s", window, (window == 0u) ? " (the first)" : "", (int)status, table);
        /* every window, the first included: each task that runs is registered before it runs, and a
         * window lasts 600 ticks, far below RTPROF_WINDOW_MS however slowly the host runs them */
        if (status != RTPROF_OK)
        {
            printf("FAIL: process status %d, expected RTPROF_OK (every task registered)\n", (int)status);
            bad++;
        }
#if RTPROF_INTERVAL_TICK
        /* three equal busy tasks, time-sliced round robin: a third each of the kernel's ticks, minus
         * what the monitor takes, exact to a tick or two: 30.00 .. 36.00 % each, 99 % together */
        {
            uint32_t sum = 0u;

            for (task = 0u; task < BUSY_COUNT; task++)
            {
                rtprof_result_t r = 0;

                (void)rtprof_get_result(task, &r);
                if ((r < 3000u) || (r > 3600u))
                {
                    printf("FAIL: busy task %u got %u hundredths, expected 3000 .. 3600\n", (unsigned)task, (unsigned)r);
                    bad++;
                }
                sum += (uint32_t)r;
            }
            if (sum < 9900u)
            {
                printf("FAIL: the busy tasks got %u hundredths together, expected >= 9900\n", (unsigned)sum);
                bad++;
            }
        }
#else
        /* each counter equals the time the record charged that task: the first window holds the
         * first task's (the monitor's) time from rtprof_init to its first switch-out, the scheduler's
         * start included when rtprof_init ran before it */
        if ((stray != 0u) || (missed != 0u))
        {
            printf("FAIL: %u readings of the clock outside a switch-out, %u switch-outs without one, expected 0 and 0\n", stray, missed);
            bad++;
        }
        for (task = 0u; task < RTPROF_BUCKET_COUNT; task++)
        {
            uint64_t units = 0u;

            (void)rtprof_get_units(task, &units);
            if (units != expected[task])
            {
                printf("FAIL: task %u: %llu units counted, %llu charged to it by the kernel's switches\n", (unsigned)task,
                       (unsigned long long)units, (unsigned long long)expected[task]);
                bad++;
            }
            if ((task < BUSY_COUNT) && (units == 0u))
            {
                printf("FAIL: busy task %u: no time, expected its round-robin slices\n", (unsigned)task);
                bad++;
            }
        }
#endif
    }
    printf("%s: FreeRTOS adapter, %u windows, rtprof_init %s\n", (bad == 0u) ? "check: ok" : "check: FAILED", WINDOWS,
           init_in_task ? "in the first task" : "before the scheduler");
    exit((bad == 0u) ? 0 : 1);
}

int main(int argc, char **argv)
{
    static const char *const names[BUSY_COUNT] = {"busy-a", "busy-b", "busy-c"};
    size_t i;

    if ((argc != 2) || ((strcmp(argv[1], "before-scheduler") != 0) && (strcmp(argv[1], "first-task") != 0)))
    {
        printf("usage: %s before-scheduler|first-task\n", argv[0]);
        return 2;
    }
    init_in_task = (strcmp(argv[1], "first-task") == 0);
    printf("config " RTPROF_CONFIG_NAME " on FreeRTOS " tskKERNEL_VERSION_NUMBER " (POSIX port), rtprof_init %s\n",
           init_in_task ? "in the first task" : "before the scheduler");
    for (i = 0u; i < BUSY_COUNT; i++)
    {
        if (xTaskCreate(busy, names[i], configMINIMAL_STACK_SIZE, (void *)i, 1, &handles[i]) != pdPASS)
        {
            return 1;
        }
        register_task((uint32_t)i);
    }
    if (xTaskCreate(monitor, "monitor", configMINIMAL_STACK_SIZE, NULL, 3, &handles[MONITOR]) != pdPASS)
    {
        return 1;
    }
    register_task(MONITOR);
    if (!init_in_task)
    {
        init();
    }
    vTaskStartScheduler();
    return 1;
}
