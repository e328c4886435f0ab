/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: the FreeRTOS adapter test: three equal busy tasks under the real kernel (POSIX port), rtprof
 * fed by the adapter's hooks, three windows printed and checked. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "FreeRTOS.h"
#include "task.h"
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_freertos.h"

#define WINDOW_TICKS 600u
#if RTPROF_INTERVAL_TICK
#define LOW 3000u
#define HIGH 3600u
#else
#define LOW 2500u
#define HIGH 4200u
#endif
#define WINDOWS 3u

/* The kernel's assertion and tick hooks and the test-only critical section: fr_glue.c. */

#if RTPROF_INTERVAL_USER
/* Microseconds of the host's monotonic clock since the previous call. */
uint32_t rtprof_port_interval(void)
{
    static uint64_t last = 0u;
    struct timespec now;
    uint64_t us;
    uint32_t elapsed;

    (void)clock_gettime(CLOCK_MONOTONIC, &now);
    us = (uint64_t)now.tv_sec * 1000000u + (uint64_t)now.tv_nsec / 1000u;
    elapsed = (last == 0u) ? 0u : (uint32_t)(us - last);
    last = us;
    return elapsed;
}
#endif

static volatile unsigned long work[3];

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
    (void)rtprof_freertos_register(xTaskGetIdleTaskHandle(), 4u);
    rtprof_init();
    for (window = 0u; window <= WINDOWS; window++)
    {
        uint32_t length = 0u;
        rtprof_status_t status;
        uint32_t task;

        vTaskDelay(WINDOW_TICKS);
        status = rtprof_process();
        (void)rtprof_report(table, (uint32_t)sizeof table, &length);
        printf("window %u%s: process status %d\n%s", window, (window == 0u) ? " (warm-up)" : "", (int)status, table);
        if (window == 0u)
        {
            continue;
        }
        if (status != RTPROF_OK)
        {
            printf("FAIL: process status %d, expected RTPROF_OK (every task registered)\n", (int)status);
            bad++;
        }
        /* three equal busy tasks, time-sliced round robin: a third each, minus what the monitor
         * and the idle task take. Sampling counts ticks of the kernel's round robin, exact to a tick
         * or two: 30.00 .. 36.00 % each. Measurement reads the host's clock, and the host deschedules
         * the simulator's threads when it likes: 25.00 .. 42.00 % each. 99 % together in both. */
        {
            uint32_t sum = 0u;

            for (task = 0u; task < 3u; task++)
            {
                rtprof_result_t r = 0;

                (void)rtprof_get_result(task, &r);
                if ((r < LOW) || (r > HIGH))
                {
                    printf("FAIL: busy task %u got %u hundredths, expected %u .. %u\n", (unsigned)task, (unsigned)r, LOW, HIGH);
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
    }
    printf("%s: FreeRTOS adapter, %u windows\n", (bad == 0u) ? "check: ok" : "check: FAILED", WINDOWS);
    exit((bad == 0u) ? 0 : 1);
}

int main(void)
{
    static const char *const names[3] = {"busy-a", "busy-b", "busy-c"};
    TaskHandle_t handle = NULL;
    size_t i;

    printf("config " RTPROF_CONFIG_NAME " on FreeRTOS " tskKERNEL_VERSION_NUMBER " (POSIX port)\n");
    for (i = 0u; i < 3u; i++)
    {
        if (xTaskCreate(busy, names[i], configMINIMAL_STACK_SIZE, (void *)i, 1, &handle) != pdPASS)
        {
            return 1;
        }
        (void)rtprof_freertos_register(handle, (uint32_t)i);
    }
    if (xTaskCreate(monitor, "monitor", configMINIMAL_STACK_SIZE, NULL, 3, &handle) != pdPASS)
    {
        return 1;
    }
    (void)rtprof_freertos_register(handle, 3u);
    vTaskStartScheduler();
    return 1;
}
