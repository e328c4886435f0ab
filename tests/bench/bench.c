/* SPDX-License-Identifier: Apache-2.0 */
/* bench.c: the measured calls, in a fixed order, each between bench_start and bench_stop; the name of
 * each is printed first ("M name"), so the runner can pair the k-th region with the k-th name. */
#include <stdbool.h>
#include <stdint.h>
#include "rtprof.h"
#ifdef BENCH_INLINE_HOOKS
#include "rtprof_inline.h"
#endif
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

#ifdef RTPROF_HOOKS_INLINE
/* A port's own switch or tick code calling the inline hook (RTPROF-HOOK-008) once, as the README
 * asks (one inline hook from one place in a translation unit: the hooks share their helpers): the
 * tick hook, or the switch hook with the timer value given. A function of its own, which the
 * measuring code calls (noipa: its arguments are not constants to it); its count is what the port's
 * function runs, its call and return included. */
#if RTPROF_INTERVAL_TICK
__attribute__((noipa)) static void port_hook(uint32_t task, uint32_t value)
{
    (void)value;
    rtprof_tick_inline(task);
}
#elif defined(RTPROF_LOG_ENTRIES)
/* In the log configurations, the switch hook that reads the timer: the CPU-load part of the log's
 * switch, to which bench_port_log.c's port function adds the log. */
__attribute__((noipa)) static void port_hook(uint32_t task, uint32_t value)
{
    (void)value;
    rtprof_switch_inline(task);
}
#else
__attribute__((noipa)) static void port_hook(uint32_t task, uint32_t value)
{
    rtprof_switch_at_inline(task, value);
}
#endif

#if RTPROF_INTERVAL_TICK && (RTPROF_COUNTER_BITS == 16u)
/* The shortest tick hook found (floor_tick16, baselines.h) in the same place, for comparison, and the
 * shortest branch-free selects found (mask_tick16, cmpmask_tick16). */
__attribute__((noipa)) static void port_floor_tick(uint32_t task, uint32_t value)
{
    (void)value;
    floor_tick16(task);
}

__attribute__((noipa)) static void port_mask_tick(uint32_t task, uint32_t value)
{
    (void)value;
    mask_tick16(task);
}

__attribute__((noipa)) static void port_cmpmask_tick(uint32_t task, uint32_t value)
{
    (void)value;
    cmpmask_tick16(task);
}
#endif

/* The same function without the hook: what the call and return cost, subtracted to give the hook's
 * own instructions. */
__attribute__((noipa)) static void port_empty(uint32_t task, uint32_t value)
{
    (void)task;
    (void)value;
}
#endif

/* The load shapes of the measured windows, each filling exactly one configured window
 * (RTPROF_WINDOW_UNITS: timer units, or ticks): */
#define BENCH_SHAPES 2u
static const char *const shape_name[BENCH_SHAPES] = {"idle", "ramp"};
#define BENCH_WINDOW ((uint32_t)RTPROF_WINDOW_UNITS)

/* Task i's part of the window in shape s. "idle": task 0 (an idle task) 70 %, task 1 20 %, the
 * other tasks 10 % in equal parts; "ramp": task i in proportion to i + 1. What the division leaves
 * goes to task 0, so the parts sum to the window exactly. */
static uint32_t part(uint32_t s, uint32_t i)
{
    uint32_t each;
    uint32_t given;
    uint32_t t;

    if (s == 0u)
    {
        each = (BENCH_WINDOW / 10u) / (BENCH_N - 2u);
        given = ((BENCH_WINDOW / 10u) * 7u) + ((BENCH_WINDOW / 10u) * 2u) + (each * (BENCH_N - 2u));
        if (i == 0u)
        {
            return ((BENCH_WINDOW / 10u) * 7u) + (BENCH_WINDOW - given);
        }
        return (i == 1u) ? ((BENCH_WINDOW / 10u) * 2u) : each;
    }
    each = (uint32_t)(((uint64_t)BENCH_WINDOW * (i + 1u)) / ((BENCH_N * (BENCH_N + 1u)) / 2u));
    if (i == 0u)
    {
        /* only task 0's part needs what the others leave: one pass over them, for it alone */
        given = 0u;
        for (t = 0u; t < BENCH_N; t++)
        {
            given += (uint32_t)(((uint64_t)BENCH_WINDOW * (t + 1u)) / ((BENCH_N * (BENCH_N + 1u)) / 2u));
        }
        each += BENCH_WINDOW - given;
    }
    return each;
}

/* Charge one window of shape s to rtprof and to both baselines, the same parts to each: timer
 * configurations in runs of at most 2^23 units (within every timer's range), tick configurations
 * one tick (one unit of the baselines' clock) at a time. */
static void fill(uint32_t s)
{
    uint32_t i;
    uint32_t left;
    uint32_t run;

    for (i = 0u; i < BENCH_N; i++)
    {
        left = part(s, i);
        while (left > 0u)
        {
#if RTPROF_INTERVAL_TICK
            run = 1u;
            advance(1u);
            rtprof_tick(i);
#else
            run = (left > 0x800000u) ? 0x800000u : left;
            advance(run);
            rtprof_switch(i);
#endif
            scm_advance(i);
            frt_switch(i);
            left -= run;
        }
    }
}

/* Every task's result through the getter: what having all N results costs beyond process (a float
 * configuration computes each percentage here; an int one copies it). */
static void results(void)
{
    rtprof_result_t value;
    uint32_t i;

    for (i = 0u; i < BENCH_N; i++)
    {
        (void)rtprof_get_result(i, &value);
    }
}

#ifdef RTPROF_LOG_ENTRIES
/* The context-switch log's hooks (log configurations), each with the counters they charge: a switch
 * that leaves a task with a deadline (word 2 its deadline), a task's first run after its release (word
 * 2 its release time), an interrupt's entry and exit, a release and a deadline; then a switch with the
 * ring full (overwrite: the oldest entry replaced; stop: the entry lost and counted) and disarmed, which
 * must cost what the armed one costs; the least a log entry can be (min_log_put); and the floor of a
 * full entry (floor_switch, floor_log_switch leaving a task with a deadline, and its first-run path). */
static void log_hooks(void)
{
    uint32_t i;

    (void)rtprof_log_arm();
    advance(100u);
    (void)rtprof_log_switch(2u, 0x20001000u);
    advance(100u);
    name("log_deadline");
    bench_start();
    (void)rtprof_log_deadline(2u, 1000u);
    bench_stop();
    advance(100u);
    name("log_switch");
    bench_start();
    (void)rtprof_log_switch(3u, 0x20001000u);
    bench_stop();
#ifdef RTPROF_HOOKS_INLINE
    /* the log's inline switch in a port's switch code, leaving a task with a deadline: with the
     * port's calls (bench_port_log.c), then in the inlined-port form (bench_ip_log.c) with its
     * counterpart, the CPU-load switch alone in the same form (bench_ip_switch.c) */
    (void)rtprof_log_deadline(3u, 1000u);
    advance(100u);
    name("port_log_switch");
    bench_start();
    bench_port_log_switch(2u, 0x20001000u);
    bench_stop();
    (void)rtprof_log_deadline(2u, 1000u);
    advance(100u);
    name("ip_log_switch");
    bench_start();
    bench_ip_log_switch(3u, 0x20001000u);
    bench_stop();
    advance(100u);
    name("ip_switch");
    bench_start();
    bench_ip_switch(3u, 0x20001000u);
    bench_stop();
#endif
    advance(100u);
    name("log_release");
    bench_start();
    (void)rtprof_log_release(4u);
    bench_stop();
    advance(100u);
    name("log_switch_start");
    bench_start();
    (void)rtprof_log_switch(4u, 0x20001000u);
    bench_stop();
    advance(100u);
    name("log_irq_enter");
    bench_start();
    (void)rtprof_log_irq_enter(11u, 0x20000F00u);
    bench_stop();
    advance(100u);
    name("log_irq_exit");
    bench_start();
    (void)rtprof_log_irq_exit(11u, 0x20000F00u);
    bench_stop();
    /* fill the ring (and, in stop, lose some) */
    for (i = 0u; i < (RTPROF_LOG_ENTRIES + 8u); i++)
    {
        advance(100u);
        (void)rtprof_log_switch(i % BENCH_N, 0x20001000u);
    }
    (void)rtprof_log_deadline(2u, 1000u);
    (void)rtprof_log_switch(2u, 0x20001000u);
    advance(100u);
    name("log_switch_full");
    bench_start();
    (void)rtprof_log_switch(3u, 0x20001000u);
    bench_stop();
    rtprof_log_disarm();
    (void)rtprof_log_deadline(3u, 1000u);
    advance(100u);
    name("log_switch_disarmed");
    bench_start();
    (void)rtprof_log_switch(2u, 0x20001000u);
    bench_stop();
    advance(100u);
    name("min_log");
    bench_start();
    min_log_put(0x00040302u, 0x20001000u);
    bench_stop();
    /* the floor of a full entry: task 2 runs with a deadline, task 4 is released */
    floor_log_init();
    floor_log_arm();
    advance(100u);
    floor_log_switch(2u, 0x20001000u);
    floor_log_deadline(2u, 1000u);
    floor_log_release(4u);
    advance(100u);
    name("floor_switch");
    bench_start();
    floor_switch(2u);
    bench_stop();
    advance(100u);
    name("floor_log_switch");
    bench_start();
    floor_log_switch(3u, 0x20001000u);
    bench_stop();
    advance(100u);
    name("floor_log_start");
    bench_start();
    floor_log_switch(4u, 0x20001000u);
    bench_stop();
}
#endif

#ifdef RTPROF_PROF_BINS
/* The function profile's hooks (profile configurations) and eCos's, over the same range: RTPROF_PROF_BINS
 * buckets of 4 bytes from BENCH_PROF_LOW. A sample in the range at a bin below its maximum, and
 * outside the range below and above it; an arc new to an empty table (rtprof: a free slot at its
 * first probe; eCos: a record claimed at an empty hash entry), then the same arc again (rtprof: found
 * at its first probe; eCos: the first record of its chain). The samples' and the arcs' addresses
 * are numbers, not code: the hooks only compare and count them. Returns whether eCos's counts
 * read back as expected (rtprof's are checked by its own tests). */
#define BENCH_PROF_LOW ((uintptr_t)0x00010000u)
#define BENCH_PROF_BUCKET 4u
#define BENCH_PROF_HIGH (BENCH_PROF_LOW + (RTPROF_PROF_BINS * BENCH_PROF_BUCKET))
#define BENCH_PROF_PC (BENCH_PROF_LOW + 0x124u)
#define BENCH_PROF_FROM (BENCH_PROF_LOW + 0x35Au)
#define BENCH_PROF_SELF (BENCH_PROF_LOW + 0x800u)
static bool prof_hooks(void)
{
    bool ok = rtprof_prof_start(BENCH_PROF_LOW, BENCH_PROF_HIGH, BENCH_PROF_BUCKET, 1000u) == RTPROF_OK;

    ecos_profile_on(BENCH_PROF_LOW, BENCH_PROF_HIGH, BENCH_PROF_BUCKET);
    name("prof_sample");
    bench_start();
    rtprof_prof_sample(BENCH_PROF_PC);
    bench_stop();
    name("prof_sample_below");
    bench_start();
    rtprof_prof_sample(BENCH_PROF_LOW - 2u);
    bench_stop();
    name("prof_sample_above");
    bench_start();
    rtprof_prof_sample(BENCH_PROF_HIGH);
    bench_stop();
    name("ecos_hit");
    bench_start();
    ecos_profile_hit(BENCH_PROF_PC);
    bench_stop();
    name("ecos_hit_below");
    bench_start();
    ecos_profile_hit(BENCH_PROF_LOW - 2u);
    bench_stop();
    name("ecos_hit_above");
    bench_start();
    ecos_profile_hit(BENCH_PROF_HIGH);
    bench_stop();
    name("prof_arc_new");
    bench_start();
    rtprof_prof_arc(BENCH_PROF_FROM, BENCH_PROF_SELF);
    bench_stop();
    name("prof_arc");
    bench_start();
    rtprof_prof_arc(BENCH_PROF_FROM, BENCH_PROF_SELF);
    bench_stop();
    name("ecos_mcount_new");
    bench_start();
    ecos_mcount(BENCH_PROF_FROM, BENCH_PROF_SELF);
    bench_stop();
    name("ecos_mcount");
    bench_start();
    ecos_mcount(BENCH_PROF_FROM, BENCH_PROF_SELF);
    bench_stop();
    ok = ok && (ecos_profile_bin(BENCH_PROF_PC) == 1u) && (ecos_profile_arc(BENCH_PROF_FROM, BENCH_PROF_SELF) == 2u);
    return ok && (rtprof_prof_stop() == RTPROF_OK);
}
#endif

static void shape_label(const char *what, uint32_t s)
{
    rtprof_fw_puts("M ");
    rtprof_fw_puts(what);
    rtprof_fw_puts("_");
    rtprof_fw_puts(shape_name[s]);
    rtprof_fw_puts("\n");
}

int main(void)
{
#if BENCH_N == 8u
    uint32_t i;
#endif
    rtprof_status_t status;
    uint32_t s;
    bool ok = true;

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

#ifdef RTPROF_HOOKS_INLINE
    /* the inline hook in a port's function, and the same function empty */
    advance(100u);
    name("hook_inline");
    bench_start();
    port_hook(3u, bench_clock);
    bench_stop();
    name("port_empty");
    bench_start();
    port_empty(3u, bench_clock);
    bench_stop();
#if RTPROF_INTERVAL_TICK && (RTPROF_COUNTER_BITS == 16u)
    name("floor_tick_inline");
    bench_start();
    port_floor_tick(3u, bench_clock);
    bench_stop();
    name("mask_tick_inline");
    bench_start();
    port_mask_tick(3u, bench_clock);
    bench_stop();
    name("cmpmask_tick_inline");
    bench_start();
    port_cmpmask_tick(3u, bench_clock);
    bench_stop();
#endif
#endif

#ifdef RTPROF_LOG_ENTRIES
    log_hooks();
#endif
#ifdef RTPROF_PROF_BINS
    rtprof_fw_puts(prof_hooks() ? "profile: ok\n" : "profile: NOT OK\n");
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

    /* close the hooks' window (a hook call first charges the time the baselines' hooks took) and zero
     * the baselines' counters, unmeasured: each measured window below holds exactly its shape */
    hook(0u);
    scm_advance(0u);
    frt_switch(0u);
    (void)rtprof_process();
    scm_process_int();

    /* per shape: a window, then process and the getters (rtprof), the scmRTOS profiler int; the same
     * window again for the scmRTOS profiler float (rtprof's copy closed unmeasured) */
    for (s = 0u; s < BENCH_SHAPES; s++)
    {
        fill(s);
        shape_label("process", s);
        bench_start();
        status = rtprof_process();
        bench_stop();
        ok = ok && (status == RTPROF_OK);
        shape_label("results", s);
        bench_start();
        results();
        bench_stop();
        shape_label("scm_process_int", s);
        bench_start();
        scm_process_int();
        bench_stop();
        fill(s);
        ok = ok && (rtprof_process() == RTPROF_OK);
        shape_label("scm_process_float", s);
        bench_start();
        scm_process_float();
        bench_stop();
    }
    rtprof_fw_puts(ok ? "process: ok\n" : "process: NOT OK\n");
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
