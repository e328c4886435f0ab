/* SPDX-License-Identifier: Apache-2.0 */
/* test_cslog.c: unit tests of the generated context-switch log (spec/cslog.md), built once per
 * configuration of tests/cslog. The expected entries are written from the spec's bit layout and the
 * test's own record of what it did (its virtual clock, the tasks it switched, the interrupts it
 * entered), never from the library's macros or state. */
/* clang-format off */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "prng.h"
#include "rtprof.h"
#ifdef TEST_INLINE_HOOKS
#include "rtprof_inline.h"
#endif
#include "test_port.h"

#define N RTPROF_PROCESS_COUNT
#define E RTPROF_LOG_ENTRIES
#define SCHED 0xFFu
#define NONE 0x7FFFFFFFu
#define TIME_MOD (1ULL << 40)

/* The timer's period in units: every gap a test leaves between two hooks is below it. */
#if RTPROF_TIMER_BITS == 64
#define PERIOD 0ULL /* no wrap to see */
#else
#define PERIOD ((uint64_t)RTPROF_TIMER_MASK + 1u)
#endif

/* ---- the test's own record ---- */

static uint64_t clock_now;  /* the virtual clock the port shows */
static uint64_t clock_base; /* log time 0: the clock at rtprof_init rounded down to a period */

/* An entry as the spec lays it out. */
typedef struct
{
    uint32_t w[4];
} expect_t;

#define HISTORY 20000u
static expect_t history[HISTORY]; /* every entry recorded since the arming, in order */
static uint32_t recorded;         /* entries of history */

static uint64_t log_time(void)
{
    return (clock_now - clock_base) % TIME_MOD;
}

static void advance(uint64_t units)
{
#if RTPROF_TIMER_BITS != 64
    assert_true(units < PERIOD);
#endif
    clock_now += units;
    test_port_clock_set(clock_now);
}

/* Word 0 from its fields (spec/cslog.md). */
static uint32_t word0(uint64_t t, uint32_t other, uint32_t from_irq, uint32_t from, uint32_t to_irq, uint32_t to)
{
    return ((uint32_t)((t >> 32) & 0xFFu) << 24) | (other << 18) | (from_irq << 17) | (to_irq << 16) | (from << 8) | to;
}

/* Word 0's "word 2 is a time" bit (format 2). */
#define TIMED 0x80000u

/* The next entry, as the log writes it: word 0 w0, the time now, word 2 w2 and sp. */
static void expect_raw(uint32_t w0, uint32_t w2, uint32_t sp)
{
    assert_true(recorded < HISTORY);
    history[recorded].w[0] = w0;
    history[recorded].w[1] = (uint32_t)(log_time() & 0xFFFFFFFFu);
    history[recorded].w[2] = w2;
    history[recorded].w[3] = sp;
    recorded++;
}

/* The next entry, from what it means (spec/cslog.md): word 0 w0 of type 0 with the start delay
 * value, or of type 1 with the margin value to the deadline (two's complement) or NONE. Format 2
 * holds the times those come from: the release, now - delay, and the deadline, now + margin, their
 * bits 0..31, with the "word 2 is a time" bit. */
static void expect(uint32_t w0, uint32_t value, uint32_t sp)
{
    const uint32_t now = (uint32_t)(log_time() & 0xFFFFFFFFu);

    if ((w0 & 0x40000u) == 0u)
    {
        expect_raw(w0 | TIMED, now - value, sp);
    }
    else if (value == NONE)
    {
        expect_raw(w0, NONE, sp);
    }
    else
    {
        expect_raw(w0 | TIMED, now + value, sp);
    }
}

static uint64_t hook_time; /* log time of the last hook that read the timer (or of rtprof_init) */

#ifdef RTPROF_HOOKS_INLINE
/* A configuration that offers its hooks inline (RTPROF-HOOK-008): the tests' switches alternate
 * between rtprof_log_switch_inline and rtprof_log_switch, so that every test runs both. */
static uint32_t sw_calls;

static rtprof_status_t log_switch(uint32_t to, uint32_t sp)
{
    sw_calls++;
    return ((sw_calls % 2u) == 0u) ? rtprof_log_switch_inline(to, sp) : rtprof_log_switch(to, sp);
}
#else
static rtprof_status_t log_switch(uint32_t to, uint32_t sp)
{
    return rtprof_log_switch(to, sp);
}
#endif

/* The hooks, noting when one read the timer. */
static rtprof_status_t sw(uint32_t to, uint32_t sp)
{
    const rtprof_status_t status = log_switch(to, sp);

    hook_time = (status == RTPROF_OK) ? log_time() : hook_time;
    return status;
}

static rtprof_status_t ienter(uint32_t irq, uint32_t sp)
{
    const rtprof_status_t status = rtprof_log_irq_enter(irq, sp);

    hook_time = (status == RTPROF_OK) ? log_time() : hook_time;
    return status;
}

static rtprof_status_t iexit(uint32_t irq, uint32_t sp)
{
    const rtprof_status_t status = rtprof_log_irq_exit(irq, sp);

    hook_time = (status == RTPROF_OK) ? log_time() : hook_time;
    return status;
}

static rtprof_status_t rel(uint32_t task)
{
    const rtprof_status_t status = rtprof_log_release(task);

    hook_time = (status == RTPROF_OK) ? log_time() : hook_time;
    return status;
}

static rtprof_status_t dl(uint32_t task, uint32_t units)
{
    const rtprof_status_t status = rtprof_log_deadline(task, units);

    hook_time = ((status == RTPROF_OK) && (units != 0u)) ? log_time() : hook_time;
    return status;
}

/* Arm: a new record whose first entry is the arming mark, "interrupt 255 to interrupt 255" at the
 * time of the last hook (spec/cslog.md). */
static rtprof_status_t arm(void)
{
    const rtprof_status_t status = rtprof_log_arm();

    if (status == RTPROF_OK)
    {
        recorded = 0u;
        assert_true(recorded < HISTORY);
        history[0].w[0] = word0(hook_time, 1u, 1u, 0xFFu, 1u, 0xFFu);
        history[0].w[1] = (uint32_t)(hook_time & 0xFFFFFFFFu);
        history[0].w[2] = NONE;
        history[0].w[3] = 0u;
        recorded = 1u;
    }
    return status;
}

/* Zero the log's state (its start-up state) and initialise the core at clock c. */
static void fresh(uint64_t c)
{
    test_port_reset();
    memset(rtprof_log_ring, 0, sizeof rtprof_log_ring);
    rtprof_log_sequence = 0u;
    rtprof_log_overrun = 0u;
    rtprof_log_full = false;
    rtprof_log_armed = false;
#if RTPROF_TIMER_BITS != 64
    rtprof_log_epoch = 0u;
#endif
    rtprof_log_depth = 0u;
    memset(rtprof_log_context, 0, sizeof rtprof_log_context);
    memset(rtprof_log_pending, 0, sizeof rtprof_log_pending);
    memset(rtprof_log_released, 0, sizeof rtprof_log_released);
    memset(rtprof_log_timed, 0, sizeof rtprof_log_timed);
    memset(rtprof_log_due, 0, sizeof rtprof_log_due);
    clock_now = c;
    clock_base = (PERIOD == 0u) ? 0u : (c - (c % PERIOD));
    test_port_clock_set(c);
    rtprof_init();
    hook_time = log_time();
    recorded = 0u;
}

/* The held entries and counts against the record: overwrite keeps the last E, stop the first E. */
static void check_log(void)
{
    rtprof_log_info_t info;
    const uint32_t held = (recorded < E) ? recorded : E;
    const uint32_t first = (RTPROF_LOG_FULL_STOP != 0) ? 0u : (recorded - held);
    uint32_t i;

    assert_int_equal(rtprof_log_info(&info), RTPROF_OK);
    assert_int_equal(info.count, held);
    assert_int_equal(info.sequence, (RTPROF_LOG_FULL_STOP != 0) ? held : recorded);
    assert_int_equal(info.overrun, recorded - held);
    for (i = 0u; i < held; i++)
    {
        rtprof_log_entry_t e;
        uint32_t w;

        assert_int_equal(rtprof_log_get(i, &e), RTPROF_OK);
        for (w = 0u; w < 4u; w++)
        {
            if (e.word[w] != history[first + i].w[w])
            {
                fail_msg("entry %u word %u: 0x%08x, expected 0x%08x", i, w, e.word[w], history[first + i].w[w]);
            }
        }
    }
}

/* When the record holds a ring's worth: check it, arm again and start a new record, so that a test
 * of many entries sees every one of them in any ring size and policy. */
static void check_when_full(void)
{
    if (recorded >= E)
    {
        check_log();
        assert_int_equal(arm(), RTPROF_OK);
    }
}

/* Units the last closed window holds for bucket b. */
static uint64_t units_of(uint32_t b)
{
    uint64_t u = 0u;

    assert_int_equal(rtprof_get_units(b, &u), RTPROF_OK);
    return u;
}

/* ---- tests ---- */

/* RTPROF-LOG-008, RTPROF-LOG-013: before rtprof_init every call of the log returns its status and
 * changes nothing: no entry, no count, no charge, no running task, nesting, release or deadline,
 * no name; a bad argument is refused as such first. After rtprof_init the log arms. */
static void test_cslog_calls_before_init_change_nothing(void **state)
{
    rtprof_log_info_t info = {7u, 7u, 7u, true};
    rtprof_log_entry_t e = {{1u, 2u, 3u, 4u}};
    uint8_t before[sizeof rtprof_log_ring + sizeof rtprof_banks + sizeof rtprof_dump_names + 64u];
    uint8_t after[sizeof before];

    (void)state;
    fresh(10u);
    rtprof_initialised = false; /* the start-up state */
    memcpy(before, rtprof_log_ring, sizeof rtprof_log_ring);
    memcpy(before + sizeof rtprof_log_ring, rtprof_banks, sizeof rtprof_banks);
    memcpy(before + sizeof rtprof_log_ring + sizeof rtprof_banks, rtprof_dump_names, sizeof rtprof_dump_names);
    advance(40u);
    assert_int_equal(arm(), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_switch(0u, 0x1000u), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_switch(SCHED, 0x1000u), RTPROF_E_INIT);
#ifdef RTPROF_HOOKS_INLINE
    assert_int_equal(rtprof_log_switch_inline(0u, 0x1000u), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_switch_inline(SCHED, 0x1000u), RTPROF_E_INIT);
#endif
    assert_int_equal(rtprof_log_irq_enter(3u, 0x1000u), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_irq_exit(3u, 0x1000u), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_release(N - 1u), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_deadline(0u, 100u), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_deadline(0u, 0u), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_info(&info), RTPROF_E_INIT);
    assert_int_equal(rtprof_log_get(0u, &e), RTPROF_E_INIT);
    assert_int_equal(rtprof_dump_names_capture(), RTPROF_E_INIT);
    /* a bad argument first */
    assert_int_equal(rtprof_log_switch(0x100u, 0u), RTPROF_E_RANGE);
#ifdef RTPROF_HOOKS_INLINE
    assert_int_equal(rtprof_log_switch_inline(0x100u, 0u), RTPROF_E_RANGE);
#endif
    assert_int_equal(rtprof_log_irq_enter(255u, 0u), RTPROF_E_RANGE);
    assert_int_equal(rtprof_log_irq_exit(255u, 0u), RTPROF_E_RANGE);
    assert_int_equal(rtprof_log_release(N), RTPROF_E_RANGE);
    assert_int_equal(rtprof_log_deadline(0u, 0x80000000u), RTPROF_E_RANGE);
    assert_int_equal(rtprof_log_info(NULL), RTPROF_E_NULL);
    assert_int_equal(rtprof_log_get(0u, NULL), RTPROF_E_NULL);
    /* nothing moved */
    memcpy(after, rtprof_log_ring, sizeof rtprof_log_ring);
    memcpy(after + sizeof rtprof_log_ring, rtprof_banks, sizeof rtprof_banks);
    memcpy(after + sizeof rtprof_log_ring + sizeof rtprof_banks, rtprof_dump_names, sizeof rtprof_dump_names);
    assert_memory_equal(before, after, sizeof rtprof_log_ring + sizeof rtprof_banks + sizeof rtprof_dump_names);
    assert_int_equal(info.sequence, 7u);
    assert_int_equal(e.word[0], 1u);
    assert_int_equal(rtprof_log_sequence, 0u);
    assert_int_equal(rtprof_log_depth, 0u);
    assert_int_equal(rtprof_log_context[0], 0u); /* the scheduler */
    assert_false(rtprof_log_pending[N - 1u]);
    assert_false(rtprof_log_timed[0]);
    assert_false(rtprof_log_armed);
    rtprof_init();
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(rtprof_log_info(&info), RTPROF_OK);
    assert_true(info.armed);
    assert_int_equal(info.count, 1u);
}

/* RTPROF-LOG-013: rtprof_init resets the log: disarmed and empty, the scheduler running, no
 * interrupt entered, no release and no deadline; an interrupt entered before it cannot exit after
 * it, a task released before it starts as any switch, and a deadline set before it gives no margin. */
static void test_cslog_init_resets_the_log(void **state)
{
    const uint32_t a = 0u;
    const uint32_t b = (N > 1u) ? 1u : 0u;
    rtprof_log_info_t info;

    (void)state;
    fresh(500u);
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(a, 1u), RTPROF_OK);
    assert_int_equal(dl(a, 1000u), RTPROF_OK);
    assert_int_equal(rel(b), RTPROF_OK);
    assert_int_equal(ienter(9u, 2u), RTPROF_OK);
    advance(20u);
    rtprof_init();
    hook_time = log_time();
    recorded = 0u;
    assert_int_equal(rtprof_log_info(&info), RTPROF_OK);
    assert_false(info.armed);
    assert_int_equal(info.count, 0u);
    assert_int_equal(info.sequence, 0u);
    assert_int_equal(info.overrun, 0u);
    assert_int_equal(iexit(9u, 3u), RTPROF_E_RANGE); /* no interrupt entered */
    assert_int_equal(arm(), RTPROF_OK);
    advance(5u);
    /* from the scheduler, type 1 (not b's first run), the scheduler's margin: none */
    assert_int_equal(sw(b, 4u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, b), NONE, 4u);
    advance(5u);
    assert_int_equal(sw(a, 5u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, b, 0u, a), NONE, 5u);
    advance(5u);
    /* a's deadline was cleared: no margin when it stops */
    assert_int_equal(sw(SCHED, 6u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, a, 0u, SCHED), NONE, 6u);
    check_log();
}

/* The test's sink of the dump writer: appends each range to dump_bytes, counts the calls, and ends
 * the dump with sink_refusal at call sink_refuse_at (0: never). */
static uint8_t dump_bytes[400000];
static uint32_t dump_length;
static uint32_t sink_calls;
static uint32_t sink_refuse_at;
static const rtprof_status_t sink_refusal = RTPROF_E_RANGE;
static int sink_token;

rtprof_status_t rtprof_dump_out(void *sink, const void *bytes, uint32_t length)
{
    rtprof_status_t status = RTPROF_OK;

    assert_ptr_equal(sink, &sink_token);
    sink_calls++;
    if (sink_calls == sink_refuse_at)
    {
        status = sink_refusal;
    }
    else
    {
        assert_true(length <= (sizeof dump_bytes) - dump_length);
        memcpy(dump_bytes + dump_length, bytes, length);
        dump_length += length;
    }
    return status;
}

/* RTPROF-DUMP-001: the region table, as spec/dump.md gives it: kind, size from the spec's formula,
 * and the address of the state the region is. */
static void region_is(uint32_t i, uint32_t kind, uint32_t bytes, const void *address)
{
    assert_int_equal(rtprof_dump_header.region[i].kind, kind);
    assert_int_equal(rtprof_dump_header.region[i].bytes, bytes);
    assert_ptr_equal(rtprof_dump_header.region[i].address, address);
}

/* RTPROF-DUMP-001, RTPROF-DUMP-004: rtprof_dump_write hands the header, then each region of the
 * table in order, to rtprof_dump_out, one call a range; a refusal ends the dump with its status;
 * before rtprof_init nothing is written. */
static void test_cslog_dump_write(void **state)
{
    const uint32_t at = (RTPROF_RESULT_FLOAT != 0) ? 3u : 4u;
    const uint32_t header = 176u + (16u * (8u + (uint32_t)sizeof(void *)));
    uint32_t offset;
    uint32_t i;

    (void)state;
    fresh(100u);
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(0u, 1u), RTPROF_OK);
    rtprof_log_disarm();
    assert_int_equal(rtprof_dump_header.header_bytes, header);
    /* the core's regions, the log's, then any other module's (the function profile's) */
    assert_true(rtprof_dump_header.region_count >= at + 7u);
    region_is(0u, 1u, 2u * (N + 1u) * (RTPROF_COUNTER_BITS / 8u), rtprof_banks);
    region_is(1u, 2u, (uint32_t)sizeof(void *), &rtprof_live);
    region_is(2u, 3u, 16u, &rtprof_window);
#if !RTPROF_RESULT_FLOAT
    region_is(3u, 4u, 2u * (N + 1u), rtprof_results);
#endif
    region_is(at, 5u, 1u, &rtprof_initialised);
    region_is(at + 1u, 6u, 28u * N, rtprof_dump_names);
    region_is(at + 2u, 7u, 16u * E, rtprof_log_ring);
    region_is(at + 3u, 8u, 4u, &rtprof_log_sequence);
    region_is(at + 4u, 9u, 4u, &rtprof_log_overrun);
    region_is(at + 5u, 10u, 1u, &rtprof_log_full);
    region_is(at + 6u, 11u, 1u, &rtprof_log_armed);

    /* the whole dump: the header's bytes, then each region's, in order */
    dump_length = 0u;
    sink_calls = 0u;
    sink_refuse_at = 0u;
    assert_int_equal(rtprof_dump_write(&sink_token), RTPROF_OK);
    assert_int_equal(sink_calls, 1u + rtprof_dump_header.region_count);
    assert_memory_equal(dump_bytes, &rtprof_dump_header, header);
    offset = header;
    for (i = 0u; i < rtprof_dump_header.region_count; i++)
    {
        assert_memory_equal(dump_bytes + offset, rtprof_dump_header.region[i].address, rtprof_dump_header.region[i].bytes);
        offset += rtprof_dump_header.region[i].bytes;
    }
    assert_int_equal(dump_length, offset);

    /* a refusal at the header, at a region in the middle, at the last region */
    for (i = 1u; i <= (1u + rtprof_dump_header.region_count); i += rtprof_dump_header.region_count / 2u)
    {
        dump_length = 0u;
        sink_calls = 0u;
        sink_refuse_at = i;
        assert_int_equal(rtprof_dump_write(&sink_token), sink_refusal);
        assert_int_equal(sink_calls, i);
    }

    /* before rtprof_init: nothing */
    rtprof_initialised = false;
    sink_calls = 0u;
    sink_refuse_at = 0u;
    assert_int_equal(rtprof_dump_write(&sink_token), RTPROF_E_INIT);
    assert_int_equal(sink_calls, 0u);
    rtprof_initialised = true;
}

/* RTPROF-LOG-002, RTPROF-LOG-005: a switch's entry, word by word; the scheduler before the first
 * switch; the running task followed from entry to entry. */
static void test_cslog_switch_entry(void **state)
{
    const uint32_t last = N - 1u;

    (void)state;
    fresh(100u);
    assert_int_equal(arm(), RTPROF_OK);
    advance(7u);
    assert_int_equal(sw(0u, 0x20001000u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, 0u), NONE, 0x20001000u);
    advance(11u);
    assert_int_equal(sw(last, 0x20000F00u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, 0u, 0u, last), NONE, 0x20000F00u);
    advance(13u);
    assert_int_equal(sw(SCHED, 0xFFFFFFFCu), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, last, 0u, SCHED), NONE, 0xFFFFFFFCu);
    check_log();
}

/* RTPROF-LOG-005, RTPROF-LOG-006, RTPROF-LOG-010: a refused call changes nothing: no entry, no
 * count, no charge, the same running task and nesting. */
static void test_cslog_refused_changes_nothing(void **state)
{
    uint32_t k;

    (void)state;
    fresh(1000u);
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(0u, 1u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, 0u), NONE, 1u);
    advance(50u);
    if (N < 255u)
    {
        assert_int_equal(sw(N, 2u), RTPROF_E_RANGE);
    }
    assert_int_equal(sw(0x100u, 2u), RTPROF_E_RANGE);
    assert_int_equal(sw(UINT32_MAX, 2u), RTPROF_E_RANGE);
    assert_int_equal(ienter(255u, 3u), RTPROF_E_RANGE);
    assert_int_equal(iexit(0u, 3u), RTPROF_E_RANGE); /* nothing entered */
    assert_int_equal(rel(N), RTPROF_E_RANGE);
    assert_int_equal(dl(N, 10u), RTPROF_E_RANGE);
    assert_int_equal(dl(0u, 0x80000000u), RTPROF_E_RANGE);
    check_log();
    /* the 50 units still go to task 0 in one piece, at the next accepted hook */
    advance(25u);
    assert_int_equal(sw(SCHED, 4u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, 0u, 0u, SCHED), NONE, 4u);
    check_log();
    (void)rtprof_process();
    assert_int_equal(units_of(0u), 75u);
    /* a nesting RTPROF_LOG_NEST_MAX deep refuses one more, and an exit out of order */
    for (k = 0u; k < RTPROF_LOG_NEST_MAX; k++)
    {
        advance(1u);
        assert_int_equal(ienter(k, 100u + k), RTPROF_OK);
        expect(word0(log_time(), 1u, (k == 0u) ? 0u : 1u, (k == 0u) ? SCHED : (k - 1u), 1u, k), NONE, 100u + k);
    }
    assert_int_equal(ienter(200u, 9u), RTPROF_E_RANGE);
    assert_int_equal(iexit(0u, 9u), RTPROF_E_RANGE);
    check_log();
    for (k = RTPROF_LOG_NEST_MAX; k > 0u; k--)
    {
        advance(1u);
        assert_int_equal(iexit(k - 1u, 200u + k), RTPROF_OK);
        expect(word0(log_time(), 1u, 1u, k - 1u, (k == 1u) ? 0u : 1u, (k == 1u) ? SCHED : (k - 2u)), NONE, 200u + k);
    }
    check_log();
}

/* RTPROF-LOG-006: nested interrupts over a task: entry and exit entries name both sides; a switch
 * inside a handler changes the task the interrupt returns to; the interrupts' time is the task's. */
static void test_cslog_interrupts_nest(void **state)
{
    const uint32_t a = 0u;
    const uint32_t b = (N > 1u) ? 1u : 0u;

    (void)state;
    fresh(PERIOD == 0u ? 5u : PERIOD - 30u); /* crosses a timer wrap */
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(a, 0x100u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, a), NONE, 0x100u);
    advance(10u);
    assert_int_equal(ienter(15u, 0x0F0u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, a, 1u, 15u), NONE, 0x0F0u);
    advance(10u);
    assert_int_equal(ienter(254u, 0x0E0u), RTPROF_OK);
    expect(word0(log_time(), 1u, 1u, 15u, 1u, 254u), NONE, 0x0E0u);
    advance(10u);
    assert_int_equal(iexit(15u, 0x0E0u), RTPROF_E_RANGE); /* not the innermost */
    assert_int_equal(iexit(254u, 0x0E0u), RTPROF_OK);
    expect(word0(log_time(), 1u, 1u, 254u, 1u, 15u), NONE, 0x0E0u);
    advance(10u);
    assert_int_equal(sw(b, 0x0F0u), RTPROF_OK); /* in the handler of 15 */
    expect(word0(log_time(), 1u, 0u, a, 0u, b), NONE, 0x0F0u);
    advance(10u);
    assert_int_equal(iexit(15u, 0x200u), RTPROF_OK);
    expect(word0(log_time(), 1u, 1u, 15u, 0u, b), NONE, 0x200u);
    advance(10u);
    assert_int_equal(sw(SCHED, 0x300u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, b, 0u, SCHED), NONE, 0x300u);
    check_log();
    (void)rtprof_process();
    if (a != b)
    {
        assert_int_equal(units_of(a), 40u);
        assert_int_equal(units_of(b), 20u);
    }
    else
    {
        assert_int_equal(units_of(a), 60u);
    }
}

/* RTPROF-LOG-007: the delay from a release to the first run (type 0), once; a second release
 * before the run keeps the first; the next switch-in is type 1 again. */
static void test_cslog_release_delay(void **state)
{
    const uint32_t t = N - 1u;

    (void)state;
    fresh(40u);
    assert_int_equal(arm(), RTPROF_OK);
    advance(3u);
    assert_int_equal(rel(t), RTPROF_OK);
    advance(100u);
    assert_int_equal(rel(t), RTPROF_OK); /* again, before it ran */
    advance(21u);
    assert_int_equal(sw(t, 0x10u), RTPROF_OK);
    expect(word0(log_time(), 0u, 0u, SCHED, 0u, t), 121u, 0x10u);
    advance(5u);
    assert_int_equal(sw(SCHED, 0x20u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, t, 0u, SCHED), NONE, 0x20u);
    advance(5u);
    assert_int_equal(sw(t, 0x30u), RTPROF_OK); /* not released: type 1 */
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, t), NONE, 0x30u);
    /* released while it runs: the delay counts from the release to its next switch-in */
    advance(9u);
    assert_int_equal(rel(t), RTPROF_OK);
    advance(9u);
    assert_int_equal(sw(t, 0x40u), RTPROF_OK);
    expect(word0(log_time(), 0u, 0u, t, 0u, t), 9u, 0x40u);
    check_log();
}

/* RTPROF-LOG-007: the margin to a deadline, met and missed, in two's complement; no deadline;
 * cleared by units 0 and by a release; the margin of the interrupted task at an interrupt entry. */
static void test_cslog_deadline_margin(void **state)
{
    const uint32_t t = 0u;

    (void)state;
    fresh(0u);
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(t, 1u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, t), NONE, 1u);
    assert_int_equal(dl(t, 1000u), RTPROF_OK);
    advance(300u);
    assert_int_equal(ienter(3u, 2u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, t, 1u, 3u), 700u, 2u);
    advance(200u);
    assert_int_equal(iexit(3u, 3u), RTPROF_OK);
    expect(word0(log_time(), 1u, 1u, 3u, 0u, t), NONE, 3u);
    advance(999u);
    assert_int_equal(sw(SCHED, 4u), RTPROF_OK); /* 499 late */
    expect(word0(log_time(), 1u, 0u, t, 0u, SCHED), (uint32_t)(0x100000000ULL - 499u), 4u);
    advance(1u);
    assert_int_equal(sw(t, 5u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, t), NONE, 5u);
    assert_int_equal(dl(t, 1u), RTPROF_OK);
    advance(1u);
    assert_int_equal(sw(SCHED, 6u), RTPROF_OK); /* exactly on time */
    expect(word0(log_time(), 1u, 0u, t, 0u, SCHED), 0u, 6u);
    advance(1u);
    assert_int_equal(sw(t, 7u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, t), NONE, 7u);
    assert_int_equal(dl(t, 0u), RTPROF_OK); /* cleared */
    advance(1u);
    assert_int_equal(sw(SCHED, 8u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, t, 0u, SCHED), NONE, 8u);
    assert_int_equal(dl(t, 0x7FFFFFFFu), RTPROF_OK);
    assert_int_equal(rel(t), RTPROF_OK); /* a release clears it too */
    advance(1u);
    assert_int_equal(sw(t, 9u), RTPROF_OK);
    expect(word0(log_time(), 0u, 0u, SCHED, 0u, t), 1u, 9u);
    advance(1u);
    assert_int_equal(sw(SCHED, 10u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, t, 0u, SCHED), NONE, 10u);
    check_log();
}

/* RTPROF-LOG-007: word 2 holds the release and deadline times as they were, however long ago: no
 * clamp on the target (the host derives the delay and the margin). Time is advanced in steps below
 * the timer's period (an interrupt entry and exit per step). */
static void test_cslog_times_kept_long(void **state)
{
    const uint64_t step = (PERIOD == 0u || PERIOD > 0x10000000u) ? 0x10000000u : (PERIOD - 1u);
    uint64_t gone = 0u;
    uint32_t released;
    uint32_t due;

    (void)state;
    fresh(0u);
    assert_int_equal(sw(0u, 1u), RTPROF_OK);
    assert_int_equal(rel(N - 1u), RTPROF_OK);
    released = (uint32_t)(log_time() & 0xFFFFFFFFu);
    assert_int_equal(dl(0u, 0x7FFFFFFFu), RTPROF_OK);
    due = (uint32_t)((log_time() + 0x7FFFFFFFu) & 0xFFFFFFFFu);
    assert_int_equal(arm(), RTPROF_OK);
    advance(1u);
    assert_int_equal(ienter(1u, 2u), RTPROF_OK);
    expect_raw(word0(log_time(), 1u, 0u, 0u, 1u, 1u) | TIMED, due, 2u);
    assert_int_equal(iexit(1u, 2u), RTPROF_OK);
    expect_raw(word0(log_time(), 1u, 1u, 1u, 0u, 0u), NONE, 2u);
    rtprof_log_disarm();
    /* to 2^31 + 2^20 units after the deadline, and 2^32 + 2^20 after the release */
    while (gone < (0x100000000ULL + 0x100000u))
    {
        const uint64_t left = (0x100000000ULL + 0x100000u) - gone;
        const uint64_t d = (left < step) ? left : step;

        advance(d);
        gone += d;
        assert_int_equal(ienter(2u, 0u), RTPROF_OK);
        assert_int_equal(iexit(2u, 0u), RTPROF_OK);
    }
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(N - 1u, 3u), RTPROF_OK);
    expect_raw(word0(log_time(), 0u, 0u, 0u, 0u, N - 1u) | TIMED, released, 3u);
    check_log();
    /* task 0's deadline, long gone (with one task, task N - 1 is task 0 and stops now) */
    assert_int_equal(sw(0u, 4u), RTPROF_OK);
    expect_raw(word0(log_time(), 1u, 0u, N - 1u, 0u, 0u) | ((N == 1u) ? TIMED : 0u), (N == 1u) ? due : NONE, 4u);
    assert_int_equal(sw(SCHED, 5u), RTPROF_OK);
    expect_raw(word0(log_time(), 1u, 0u, 0u, 0u, SCHED) | TIMED, due, 5u);
    check_log();
}

/* RTPROF-LOG-002: word 2 is the stored release or deadline time bit for bit, at the edges of 32 bits
 * and of their halves, set next to each entry (white box), one entry each. */
static void test_cslog_word2_boundaries(void **state)
{
    static const uint32_t times[] = {0u, 1u, 0x7FFFFFFEu, 0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFFFFFFFEu, 0xFFFFFFFFu};
    const uint32_t t = 0u;
    uint32_t k;

    (void)state;
    fresh(500u);
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(t, 0u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, t), NONE, 0u);
    for (k = 0u; k < sizeof times / sizeof times[0]; k++)
    {
        advance(3u);
        rtprof_log_due[t] = times[k];
        rtprof_log_timed[t] = true;
        assert_int_equal(sw(SCHED, k), RTPROF_OK);
        expect_raw(word0(log_time(), 1u, 0u, t, 0u, SCHED) | TIMED, times[k], k);
        check_when_full();
        advance(2u);
        rtprof_log_pending[t] = true;
        rtprof_log_released[t] = times[k];
        assert_int_equal(sw(t, k), RTPROF_OK);
        expect_raw(word0(log_time(), 0u, 0u, SCHED, 0u, t) | TIMED, times[k], k);
        check_when_full();
    }
    check_log();
}

/* RTPROF-LOG-004, RTPROF-LOG-009: more entries than the ring holds: overwrite keeps the newest,
 * stop the first; the counts; the reader's range and null checks. */
static void test_cslog_ring_full(void **state)
{
    const uint32_t total = E + 5u;
    rtprof_log_entry_t e;
    rtprof_log_info_t info;
    uint32_t k;

    (void)state;
    fresh(77u);
    assert_int_equal(arm(), RTPROF_OK);
    for (k = 0u; k < total; k++)
    {
        const uint32_t to = (k % 2u == 0u) ? (k / 2u) % N : SCHED;
        const uint32_t from = (k == 0u) ? SCHED : ((k % 2u == 1u) ? ((k - 1u) / 2u) % N : SCHED);

        advance(1u + (k % 7u));
        assert_int_equal(sw(to, k), RTPROF_OK);
        expect(word0(log_time(), 1u, 0u, from, 0u, to), NONE, k);
        if (k == E - 1u || k == E || k == total - 1u)
        {
            check_log();
        }
    }
    assert_int_equal(rtprof_log_info(&info), RTPROF_OK);
    assert_int_equal(rtprof_log_get(info.count, &e), RTPROF_E_RANGE);
    assert_int_equal(rtprof_log_get(UINT32_MAX, &e), RTPROF_E_RANGE);
    assert_int_equal(rtprof_log_get(0u, NULL), RTPROF_E_NULL);
    assert_int_equal(rtprof_log_info(NULL), RTPROF_E_NULL);
    /* arming again empties the ring and restarts the counts */
    assert_int_equal(arm(), RTPROF_OK);
    check_log();
    assert_int_equal(rtprof_log_get(1u, &e), RTPROF_E_RANGE);
}

/* RTPROF-LOG-008: disarmed, the log records nothing but follows the switches and interrupts, so the
 * first entry after arming names the right task; disarming keeps the entries readable. */
static void test_cslog_disarmed_follows(void **state)
{
    const uint32_t t = N - 1u;

    (void)state;
    fresh(3u);
    assert_int_equal(sw(t, 1u), RTPROF_OK);
    assert_int_equal(ienter(4u, 1u), RTPROF_OK);
    check_log();
    assert_int_equal(arm(), RTPROF_OK);
    advance(2u);
    assert_int_equal(iexit(4u, 2u), RTPROF_OK);
    expect(word0(log_time(), 1u, 1u, 4u, 0u, t), NONE, 2u);
    rtprof_log_disarm();
    advance(2u);
    assert_int_equal(sw(SCHED, 3u), RTPROF_OK);
    check_log();
}

/* RTPROF-LOG-004, RTPROF-LOG-008, RTPROF-LOG-010: a full ring, disarmed, keeps every held entry
 * while the hooks go on (the entries they do not record go to the scratch slot), and an armed full
 * ring in stop keeps its entries while it counts the lost ones. */
static void test_cslog_full_ring_kept(void **state)
{
    uint32_t k;

    (void)state;
    fresh(20u);
    assert_int_equal(arm(), RTPROF_OK);
    for (k = 0u; k < E + 3u; k++)
    {
        advance(1u);
        assert_int_equal(sw((k % 2u == 0u) ? 0u : SCHED, k), RTPROF_OK);
        expect(word0(log_time(), 1u, 0u, (k % 2u == 0u) ? SCHED : 0u, 0u, (k % 2u == 0u) ? 0u : SCHED), NONE, k);
    }
    check_log();
    rtprof_log_disarm();
    for (k = 0u; k < 2u * E; k++)
    {
        advance(1u);
        assert_int_equal(ienter(5u, 7u), RTPROF_OK);
        assert_int_equal(iexit(5u, 7u), RTPROF_OK);
    }
    check_log();
}

/* RTPROF-LOG-003: the log time follows the virtual clock across many timer wraps (each seen by a
 * hook), and the CPU-load counters hold exactly the time the log shows each task running (windows
 * closed every 100 switches, short enough that no counter saturates). */
static void test_cslog_clock_and_charges(void **state)
{
    uint64_t rng = prng_seed("test_cslog_clock_and_charges");
    const uint64_t fits = (uint64_t)RTPROF_COUNTER_MAX / 400u; /* a window's 300 gaps stay below MAX */
    const uint64_t cap = (PERIOD == 0u) ? 1000000u : ((PERIOD / 2u < fits) ? (PERIOD / 2u) : fits);
    uint64_t ran[256];
    uint64_t got[256];
    uint32_t running = SCHED;
    uint64_t since;
    uint32_t k;
    uint32_t b;

    (void)state;
    fresh(PERIOD == 0u ? (TIME_MOD - 1000u) : 12345u % PERIOD);
    memset(ran, 0, sizeof ran);
    memset(got, 0, sizeof got);
    assert_int_equal(arm(), RTPROF_OK);
    since = log_time();
    for (k = 0u; k < 3000u; k++)
    {
        const uint32_t to = (prng_below(&rng, 4u) == 0u) ? SCHED : (uint32_t)prng_below(&rng, N);

        advance(1u + prng_below(&rng, cap));
        if (prng_below(&rng, 3u) == 0u)
        {
            assert_int_equal(ienter(9u, k), RTPROF_OK);
            expect(word0(log_time(), 1u, 0u, running, 1u, 9u), NONE, k);
            advance(1u + prng_below(&rng, cap));
            assert_int_equal(iexit(9u, k), RTPROF_OK);
            expect(word0(log_time(), 1u, 1u, 9u, 0u, running), NONE, k);
        }
        assert_int_equal(sw(to, k), RTPROF_OK);
        expect(word0(log_time(), 1u, 0u, running, 0u, to), NONE, k);
        ran[running] += (log_time() + TIME_MOD - since) % TIME_MOD;
        since = log_time();
        running = to;
        if (recorded + 3u > E)
        {
            check_log();
            assert_int_equal(arm(), RTPROF_OK);
        }
        if (k % 100u == 99u)
        {
            (void)rtprof_process();
            for (b = 0u; b <= N; b++)
            {
                got[b] += units_of(b);
            }
        }
    }
    check_log();
    for (b = 0u; b < N; b++)
    {
        assert_int_equal(got[b], ran[b]);
    }
    assert_int_equal(got[N], ran[SCHED]);
}

/* RTPROF-LOG-003: the log time wraps at 2^40 (time bits 32..39 in word 0 go from 0xFF to 0). For a
 * timer of 32 bits or fewer the epoch count is set just below its end (white box). */
static void test_cslog_time_wraps_at_2_40(void **state)
{
    (void)state;
#if RTPROF_TIMER_BITS == 64
    fresh(TIME_MOD - 20u);
#else
    fresh(0u);
    rtprof_log_epoch = (uint32_t)((1ULL << (40u - RTPROF_TIMER_BITS)) - 1u);
    clock_base = 0u - ((uint64_t)rtprof_log_epoch * PERIOD);
    hook_time = log_time();
    advance(PERIOD - 20u);
#endif
    assert_int_equal(arm(), RTPROF_OK);
    assert_int_equal(sw(0u, 1u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, SCHED, 0u, 0u), NONE, 1u);
    assert_true((history[0].w[0] >> 24) == 0xFFu);
    advance(30u);
    assert_int_equal(sw(SCHED, 2u), RTPROF_OK);
    expect(word0(log_time(), 1u, 0u, 0u, 0u, SCHED), NONE, 2u);
    assert_true(log_time() == 10u);
    check_log();
}

/* RTPROF-LOG-004: the sequence count wraps at 2^32 (overwrite) with the slot following it, and the
 * overrun count saturates at 2^32 - 1. The counts are set near their ends (white box). */
static void test_cslog_counts_at_their_ends(void **state)
{
    rtprof_log_info_t info;
    uint32_t k;

    (void)state;
    fresh(9u);
    assert_int_equal(arm(), RTPROF_OK);
    rtprof_log_full = true;
    rtprof_log_overrun = UINT32_MAX - 1u;
    if (RTPROF_LOG_FULL_STOP == 0)
    {
        rtprof_log_sequence = UINT32_MAX - 1u;
    }
    else
    {
        rtprof_log_sequence = E;
    }
    for (k = 0u; k < 3u; k++)
    {
        advance(1u);
        assert_int_equal(sw(0u, k), RTPROF_OK);
    }
    assert_int_equal(rtprof_log_info(&info), RTPROF_OK);
    assert_int_equal(info.overrun, UINT32_MAX);
    assert_int_equal(info.count, E);
    if (RTPROF_LOG_FULL_STOP == 0)
    {
        rtprof_log_entry_t e;

        assert_int_equal(info.sequence, 1u); /* UINT32_MAX - 1, UINT32_MAX, 0 recorded */
        /* the newest entry (sequence 0) is at slot 0, the one before at slot E - 1 */
        assert_int_equal(rtprof_log_ring[0].word[3], 2u);
        assert_int_equal(rtprof_log_ring[E - 1u].word[3], 1u);
        assert_int_equal(rtprof_log_get(E - 1u, &e), RTPROF_OK);
        assert_int_equal(e.word[3], 2u);
    }
    else
    {
        assert_int_equal(info.sequence, E);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cslog_calls_before_init_change_nothing),
        cmocka_unit_test(test_cslog_init_resets_the_log),
        cmocka_unit_test(test_cslog_dump_write),
        cmocka_unit_test(test_cslog_switch_entry),
        cmocka_unit_test(test_cslog_refused_changes_nothing),
        cmocka_unit_test(test_cslog_interrupts_nest),
        cmocka_unit_test(test_cslog_release_delay),
        cmocka_unit_test(test_cslog_deadline_margin),
        cmocka_unit_test(test_cslog_times_kept_long),
        cmocka_unit_test(test_cslog_word2_boundaries),
        cmocka_unit_test(test_cslog_ring_full),
        cmocka_unit_test(test_cslog_disarmed_follows),
        cmocka_unit_test(test_cslog_full_ring_kept),
        cmocka_unit_test(test_cslog_clock_and_charges),
        cmocka_unit_test(test_cslog_time_wraps_at_2_40),
        cmocka_unit_test(test_cslog_counts_at_their_ends),
    };

    return cmocka_run_group_tests_name(RTPROF_CONFIG_NAME, tests, NULL, NULL);
}
