/* SPDX-License-Identifier: Apache-2.0 */
/* bench.c: the measured calls, in a fixed order, each between bench_start and bench_stop; the name of
 * each is printed first ("M name"), so the runner can pair the k-th region with the k-th name. */
#include <stdint.h>
#include "rtprof.h"
#include "baselines.h"
#include "bench.h"
#include "semihost.h"

#if BENCH_N != RTPROF_PROCESS_COUNT
#error "BENCH_N must be the configuration's RTPROF_PROCESS_COUNT"
#endif

static void name(const char *text)
{
    rtprof_fw_puts("M ");
    rtprof_fw_puts(text);
    rtprof_fw_puts("\n");
}

/* Advance the simulated timer by units (down-counting configurations count down). */
static void advance(uint32_t units)
{
#if RTPROF_INTERVAL_TIMER && RTPROF_TIMER_DOWN
    bench_clock = (bench_clock - units) & RTPROF_TIMER_MASK;
#else
    bench_clock = bench_clock + units;
#endif
}

/* The hook of this configuration, for task. */
static void hook(uint32_t task)
{
#if RTPROF_INTERVAL_TICK
    rtprof_tick(task);
#else
    rtprof_switch(task);
#endif
}

/* A window with every task charged, unequally (task i gets (i + 1) * 1000 units or ticks), through
 * the hooks; the baselines get the same times. */
static void fill(void)
{
    uint32_t i;
    uint32_t k;

    for (i = 0u; i < BENCH_N; i++)
    {
#if RTPROF_INTERVAL_TICK
        for (k = 0u; k <= (i % 8u); k++)
        {
            rtprof_tick(i);
        }
        advance((i + 1u) * 1000u);
#else
        (void)k;
        advance((i + 1u) * 1000u);
        rtprof_switch(i);
#endif
        scm_advance(i);
        frt_switch(i);
    }
}

int main(void)
{
#if BENCH_N == 8u
    uint32_t i;
#endif
    rtprof_status_t status;

    rtprof_fw_puts("bench " RTPROF_CONFIG_NAME "\n");
    bench_clock = 0x00123456u; /* before rtprof_init, so that the window starts at this value */
    rtprof_init();
    scm_advance(0u);
    frt_switch(0u);

    name("empty");
    bench_start();
    bench_stop();

    /* the hook, not saturating */
    advance(100u);
    name("hook");
    bench_start();
    hook(3u);
    bench_stop();

    /* the hook with the timer value given, read at the call site (timer configurations) */
#if RTPROF_INTERVAL_TIMER
    advance(100u);
    name("hook_at");
    bench_start();
    rtprof_switch_at(3u, bench_clock);
    bench_stop();
#endif

    /* the baselines' hooks */
    advance(100u);
    name("scm_hook");
    bench_start();
    scm_advance(3u);
    bench_stop();
    advance(100u);
    name("frt_hook");
    bench_start();
    frt_switch(3u);
    bench_stop();

    /* a window, then process: rtprof, the scmRTOS profiler int and float, FreeRTOS's report */
    fill();
    name("process");
    bench_start();
    status = rtprof_process();
    bench_stop();
    rtprof_fw_puts((status == RTPROF_OK) ? "process: ok\n" : "process: NOT OK\n");
    name("scm_process_int");
    bench_start();
    scm_process_int();
    bench_stop();
    fill();
    name("scm_process_float");
    bench_start();
    scm_process_float();
    bench_stop();
    name("frt_report");
    bench_start();
    frt_report();
    bench_stop();

    /* the hook again, now saturating: drive task 5's counter to its maximum first (N = 8 only: the
     * tick configurations need 65536 ticks, a long trace) */
#if BENCH_N == 8u
#if RTPROF_INTERVAL_TICK
    for (i = 0u; i <= RTPROF_COUNTER_MAX; i++)
    {
        rtprof_tick(5u);
    }
#else
    for (i = 0u; i < 600u; i++)
    {
        advance(RTPROF_TIMER_MASK - 1u);
        rtprof_switch(5u);
        if (RTPROF_COUNTER_BITS < 32u)
        {
            break;
        }
    }
    advance(RTPROF_TIMER_MASK - 1u);
    rtprof_switch(5u);
#endif
    advance(100u);
    name("hook_saturated");
    bench_start();
    hook(5u);
    bench_stop();
    status = rtprof_process();
    rtprof_fw_puts((status == RTPROF_SATURATED) ? "saturated: yes\n" : "saturated: NO\n");
#endif
    rtprof_fw_puts("bench: done\n");
    rtprof_fw_exit(0u);
    return 0;
}
