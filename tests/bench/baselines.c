/* SPDX-License-Identifier: Apache-2.0 */
/* baselines.c: the scmRTOS profiler and FreeRTOS's run-time-stats arithmetic, as benchmark baselines.
 * Written from the scmRTOS profiler's published listings and FreeRTOS's documented behaviour, not copied; the timer read and
 * the critical section are rtprof's port functions, the same calls rtprof makes. */
#include <stdint.h>
#include "rtprof_port.h"
#include "baselines.h"

/* ---- the scmRTOS profiler (Listing 1: counters and results; Listing 3: time_interval) */
static volatile uint32_t scm_counters[BENCH_N];
uint32_t scm_result_int[BENCH_N];
float scm_result_float[BENCH_N];
static uint32_t scm_cycles;

/* Listing 3: the timer now minus the timer at the previous call (a 32-bit up counter). */
static inline uint32_t scm_time_interval(void)
{
    const uint32_t cyc = rtprof_port_timer_read32();
    const uint32_t res = cyc - scm_cycles;

    scm_cycles = cyc;
    return res;
}

/* Listing 1, advance_counters: no bound check, no saturation. */
void scm_advance(uint32_t cur)
{
    const uint32_t elapsed = scm_time_interval();

    scm_counters[cur] += elapsed;
}

/* Listing 2: copy and zero under the critical section, 32-bit sum, one division per task. */
static uint32_t scm_snapshot(uint32_t cache[BENCH_N])
{
    uint32_t sum = 0u;
    uint32_t i;
    const uint32_t key = rtprof_port_critical_enter();

    for (i = 0u; i < BENCH_N; i++)
    {
        cache[i] = scm_counters[i];
        scm_counters[i] = 0u;
    }
    rtprof_port_critical_exit(key);
    for (i = 0u; i < BENCH_N; i++)
    {
        sum += cache[i];
    }
    return sum;
}

void scm_process_int(void)
{
    uint32_t cache[BENCH_N];
    const uint32_t sum = scm_snapshot(cache);
    uint32_t i;

    for (i = 0u; i < BENCH_N; i++)
    {
        scm_result_int[i] = (uint32_t)(((uint64_t)cache[i] * 10000u) / sum);
    }
}

void scm_process_float(void)
{
    uint32_t cache[BENCH_N];
    const uint32_t sum = scm_snapshot(cache);
    uint32_t i;

    for (i = 0u; i < BENCH_N; i++)
    {
        scm_result_float[i] = (float)cache[i] / (float)sum * 100.0f;
    }
}

/* ---- FreeRTOS run-time stats: counter per task, the switch-in time, the report's percentages */
static uint32_t frt_counter[BENCH_N];
static uint32_t frt_switched_in;
uint32_t frt_percent[BENCH_N];

void frt_switch(uint32_t cur)
{
    const uint32_t now = rtprof_port_timer_read32();

    if (now > frt_switched_in)
    {
        frt_counter[cur] += now - frt_switched_in;
    }
    frt_switched_in = now;
}

/* The total is the run-time counter now (time since the scheduler started), as FreeRTOS reads it. */
void frt_report(void)
{
    uint32_t total = rtprof_port_timer_read32();
    uint32_t i;

    total /= 100u;
    for (i = 0u; i < BENCH_N; i++)
    {
        frt_percent[i] = (total > 0u) ? (frt_counter[i] / total) : 0u;
    }
}

/* ---- the least a log entry can be: under the critical section, one timer read and four words
 * stored at the next slot of a ring of 2^8 entries, the index moved. No 40-bit time, no sequence or
 * overrun count, no arm control, no full-ring policy, no deadline: the physical limit of an entry. */
#define MIN_LOG_ENTRIES 256u
static uint32_t min_log_ring[MIN_LOG_ENTRIES][4];
static uint32_t min_log_index;

void min_log_put(uint32_t fields, uint32_t sp)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t *const entry = min_log_ring[min_log_index & (MIN_LOG_ENTRIES - 1u)];

    entry[0] = fields;
    entry[1] = rtprof_port_timer_read32();
    entry[2] = 0x7FFFFFFFu;
    entry[3] = sp;
    min_log_index++;
    rtprof_port_critical_exit(key);
}
