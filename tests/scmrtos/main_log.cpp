// SPDX-License-Identifier: Apache-2.0
// main_log.cpp: the scmRTOS adapter test of a context-switch log configuration: the processes of
// main.cpp under the real kernel; the log of one window checked against the kernel's own record of its
// switches, the designed schedule and the window's counters, and written as a dump over semihosting;
// then a log armed for three windows, too many for it, checked for what a full log that stops keeps.
#include <scmRTOS.h>
extern "C" {
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_cortex_m.h"
#include "semihost.h"
}
#include "processes.h"

#if (RTPROF_INTERVAL_TIMER != 1) || (RTPROF_TIMER_BITS != 32u) || (RTPROF_TIMER_DOWN != 1) || (RTPROF_LOG_FULL_STOP != 1)
#error "main_log.cpp expects a 32-bit down-counting timer configuration with a log that stops when full"
#endif

namespace
{
constexpr uint32_t window_ticks = 50u * 16u;
constexpr uint32_t frame_units = 16u * (RTPROF_TIMER_HZ / SYSTICKINTRATE);
// Windows: the log is armed at the close of window 3 and holds window 4 whole; armed again at the
// close of window 5, it holds the first RTPROF_LOG_ENTRIES entries of windows 6 to 8.
constexpr uint32_t whole_armed = 3u;
constexpr uint32_t whole_window = 4u;
constexpr uint32_t full_armed = 5u;
constexpr uint32_t windows = 8u;
// The process that runs after each switch of a frame, from the idle process's slot on: the idle
// process arms the log, so the n-th switch of an arming (n = 0, 1, ...) is made by cycle[n % 5].
constexpr uint32_t cycle[5] = {OS::prIDLE, OS::pr0, OS::pr1, OS::pr2, OS::pr3};
constexpr uint32_t switches_per_window = 50u * 5u;
// Each process's designed ticks of a frame, by id (pr0 control 8, pr1 comms 4, pr2 logger 2, pr3
// display 1, the idle process the last one). A switch comes a few instructions after its tick, by a
// path that differs between processes (a wake-up by the tick, a sleep call) but repeats every frame:
// a process's time may differ from its design by a unit a frame.
constexpr uint32_t design_ticks(uint32_t id)
{
    return (id == OS::pr0) ? 8u : ((id == OS::pr1) ? 4u : ((id == OS::pr2) ? 2u : (((id == OS::pr3) || (id == OS::prIDLE)) ? 1u : 0u)));
}
constexpr uint32_t record_max = 1024u;
constexpr uint64_t time_modulus = 0x10000000000ULL;

char table[RTPROF_REPORT_SIZE_MAX];

// The test's own record of the kernel's switches, independent of the adapter: the kernel's running
// process (CurProcPriority, the one switched out) at each call of the context-switch hook while
// recording, then the one running when the recording stops.
class TKernelRecord : public OS::TKernelAgent
{
public:
    INLINE static uint32_t running() { return static_cast<uint32_t>(cur_proc_priority()); }
};

bool recording = false;
uint32_t switches = 0u;
uint8_t record[record_max];
uint32_t bad = 0u;

void fail(const char *what, uint32_t got, uint32_t want)
{
    rtprof_fw_puts("FAIL: ");
    rtprof_fw_puts(what);
    rtprof_fw_puts(" (");
    rtprof_fw_putu(got);
    rtprof_fw_puts(", expected ");
    rtprof_fw_putu(want);
    rtprof_fw_puts(")\n");
    bad++;
}

void note(uint32_t value)
{
    if (recording)
    {
        if (switches < record_max)
        {
            record[switches] = static_cast<uint8_t>(value);
        }
        switches++;
    }
}

enum class TLogAction { keep, arm, disarm };

// Close the window and arm (or disarm) the log with no hook in between, so that the log spans exactly
// the time of the windows its arming covers; start (or stop) the test's record with it.
rtprof_status_t close_window(TLogAction action)
{
    const uint32_t key = rtprof_port_critical_enter();
    const rtprof_status_t status = rtprof_process();

    if (action == TLogAction::arm)
    {
        if (rtprof_log_arm() != RTPROF_OK)
        {
            bad++;
        }
        switches = 0u;
        recording = true;
    }
    else if (action == TLogAction::disarm)
    {
        // the process running at the close: the last switch's to
        const uint32_t made = switches;

        rtprof_log_disarm();
        note(TKernelRecord::running());
        switches = made;
        recording = false;
    }
    else
    {
    }
    rtprof_port_critical_exit(key);
    return status;
}

uint64_t entry_time(const rtprof_log_entry_t &e)
{
    return (static_cast<uint64_t>(e.word[0] >> RTPROF_LOG_W0_TIME_SHIFT) << 32) | e.word[1];
}

uint32_t span(uint64_t earlier, uint64_t later)
{
    return static_cast<uint32_t>((later + time_modulus - earlier) % time_modulus);
}

// The log of an arming that covered armed_windows windows: its counts, then each entry held against
// the kernel's record and the schedule; whole: the log holds the arming whole, so each process's
// time in it is checked against its counter of the window just closed.
void check_log(uint32_t armed_windows, bool whole)
{
    const uint32_t recorded = 1u + switches;
    const uint32_t held = (recorded < RTPROF_LOG_ENTRIES) ? recorded : RTPROF_LOG_ENTRIES;
    rtprof_log_info_t info = {0u, 0u, 0u, false};
    uint64_t ran[RTPROF_BUCKET_COUNT] = {};
    rtprof_log_entry_t e = {{0u, 0u, 0u, 0u}};
    uint64_t times[5] = {};
    uint32_t checked = 0u;
    const uint32_t bad_before = bad;

    (void)rtprof_log_info(&info);
    rtprof_fw_puts("log: ");
    rtprof_fw_putu(switches);
    rtprof_fw_puts(" switches in the kernel's record; sequence ");
    rtprof_fw_putu(info.sequence);
    rtprof_fw_puts(", overrun ");
    rtprof_fw_putu(info.overrun);
    rtprof_fw_puts(", ");
    rtprof_fw_putu(info.count);
    rtprof_fw_puts(" held\n");
    if (switches != (armed_windows * switches_per_window))
    {
        fail("switches the kernel made while armed, against the schedule's", switches, armed_windows * switches_per_window);
    }
    if ((switches >= record_max) || (whole != (recorded <= RTPROF_LOG_ENTRIES)))
    {
        fail("the arming does not fit the record and the log as designed", recorded, RTPROF_LOG_ENTRIES);
        return;
    }
    for (uint32_t n = 0u; n <= switches; n++)
    {
        if (record[n] != cycle[n % 5u])
        {
            fail("the kernel's running process at a switch, against the schedule's", record[n], cycle[n % 5u]);
        }
    }
    // a log that stops when full: the sequence count stops at RTPROF_LOG_ENTRIES, the rest are lost
    if (info.sequence != held)
    {
        fail("sequence count", info.sequence, held);
    }
    if (info.overrun != (recorded - held))
    {
        fail("overrun count", info.overrun, recorded - held);
    }
    if (info.count != held)
    {
        fail("entries held", info.count, held);
        return;
    }
    for (uint32_t k = 0u; k < held; k++)
    {
        (void)rtprof_log_get(k, &e);
        const uint64_t now = entry_time(e);

        if (k == 0u)
        {
            if ((e.word[0] & 0xFFFFFFu) != RTPROF_LOG_MARK)
            {
                fail("the first entry is not the arming mark", e.word[0] & 0xFFFFFFu, RTPROF_LOG_MARK);
            }
        }
        else
        {
            // entry k is switch k - 1: from the process the kernel ran then, to the one it ran at the next
            const uint32_t from = (e.word[0] >> RTPROF_LOG_W0_FROM_SHIFT) & 0xFFu;
            const uint32_t to = e.word[0] & 0xFFu;
            const uint32_t flags = e.word[0] & ((0x1Fu << RTPROF_LOG_W0_CORE_SHIFT) | RTPROF_LOG_W0_OTHER | RTPROF_LOG_W0_FROM_IRQ | RTPROF_LOG_W0_TO_IRQ);

            if (from != record[k - 1u])
            {
                fail("from, against the process the kernel switched out", from, record[k - 1u]);
            }
            if (to != record[k])
            {
                fail("to, against the process the kernel switched to", to, record[k]);
            }
            // no release hook: every switch is of type 1, between tasks, on core 0
            if (flags != RTPROF_LOG_W0_OTHER)
            {
                fail("type, core and interrupt bits", flags, RTPROF_LOG_W0_OTHER);
            }
            if (e.word[2] != RTPROF_LOG_NO_DEADLINE)
            {
                fail("a deadline margin (no deadline is set)", e.word[2], RTPROF_LOG_NO_DEADLINE);
            }
            if (e.word[3] != 0u)
            {
                fail("a stack pointer (the adapter gives none)", e.word[3], 0u);
            }
            // the schedule repeats every frame: each entry one frame after its counterpart (the mark
            // stands for the switch to the idle process before the arming)
            if ((k >= 5u) && (span(times[k % 5u], now) != frame_units))
            {
                fail("units from an entry's counterpart of the frame before", span(times[k % 5u], now), frame_units);
            }
            ran[(from < RTPROF_PROCESS_COUNT) ? from : RTPROF_UNATTRIBUTED_ID] += span(times[(k - 1u) % 5u], now);
        }
        times[k % 5u] = now;
        checked++;
    }
    if (bad == bad_before)
    {
        rtprof_fw_puts("log: ");
        rtprof_fw_putu(checked);
        rtprof_fw_puts(" entries checked: the kernel's switches in order, each one frame (");
        rtprof_fw_putu(frame_units);
        rtprof_fw_puts(" units) after its counterpart\n");
    }
    if (whole)
    {
        const uint32_t bad_entries = bad;

        rtprof_fw_puts("log: units per process in the log:");
        for (uint32_t t = 0u; t < RTPROF_BUCKET_COUNT; t++)
        {
            uint64_t units = 0u;

            (void)rtprof_get_units(t, &units);
            rtprof_fw_puts(" ");
            rtprof_fw_putu(static_cast<uint32_t>(ran[t]));
            if (units != ran[t])
            {
                fail("a process's time in the log, against its counter", static_cast<uint32_t>(ran[t]), static_cast<uint32_t>(units));
            }
        }
        rtprof_fw_puts("\n");
        if (bad == bad_entries)
        {
            rtprof_fw_puts("log: each process's time in the log equals its counter of the window\n");
        }
        const uint32_t bad_counters = bad;

        for (uint32_t t = 0u; t < RTPROF_BUCKET_COUNT; t++)
        {
            const uint32_t frames = 50u * armed_windows;
            const uint32_t want = design_ticks(t) * frames * (RTPROF_TIMER_HZ / SYSTICKINTRATE);
            const uint32_t got = static_cast<uint32_t>(ran[t]);

            if (((got > want) ? (got - want) : (want - got)) > frames)
            {
                fail("a process's time in the log, against its design (a unit a frame allowed)", got, want);
            }
        }
        if (bad == bad_counters)
        {
            rtprof_fw_puts("log: each process's time in the log within a unit a frame of its design\n");
        }
    }
}

// The dump (spec/dump.md) into the host's file scmrtos-log.dump: the header, then each region it lists.
void write_dump()
{
    if (rtprof_fw_dump_write("scmrtos-log.dump") == 0u)
    {
        fail("the dump scmrtos-log.dump written whole (1 yes, 0 no)", 0u, 1u);
    }
}

void print_window(uint32_t window, rtprof_status_t status)
{
    uint32_t length = 0u;

    (void)rtprof_report(table, static_cast<uint32_t>(sizeof table), &length);
    rtprof_fw_puts("window ");
    rtprof_fw_putu(window);
    rtprof_fw_puts((status == RTPROF_OK) ? ": process ok\n" : ": process not ok\n");
    rtprof_fw_puts(table);
}
}

void OS::system_timer_user_hook() { rtprof_scmrtos_tick(); }
// The kernel calls the hook with interrupts disabled, before it changes the running process.
void OS::context_switch_user_hook()
{
    note(TKernelRecord::running());
    rtprof_scmrtos_switch();
}

// The idle process is the monitor: it closes a window every 50 frames, arms and checks the log.
void OS::idle_process_user_hook()
{
    static uint32_t mark = window_ticks;
    static uint32_t window = 0u;
    static bool named = false;

    if (!named)
    {
        (void)rtprof_dump_names_capture();
        named = true;
    }
    if ((OS::get_tick_count() - mark) < 0x80000000u)
    {
        mark += window_ticks;
        window++;
        const TLogAction action = ((window == whole_armed) || (window == full_armed)) ? TLogAction::arm :
                                  (((window == whole_window) || (window == windows)) ? TLogAction::disarm : TLogAction::keep);
        const rtprof_status_t status = close_window(action);

        print_window(window, status);
        if (window == whole_window)
        {
            check_log(whole_window - whole_armed, true);
            write_dump();
        }
        if (window == windows)
        {
            check_log(windows - full_armed, false);
            rtprof_fw_puts((bad == 0u) ? "check: ok: scmRTOS adapter, context-switch log\n" : "check: FAILED: scmRTOS adapter, context-switch log\n");
            rtprof_fw_puts("firmware: done\n");
            rtprof_fw_exit(bad);
        }
    }
}

int main()
{
    rtprof_fw_puts("rtprof scmRTOS adapter test: config " RTPROF_CONFIG_NAME " on scmRTOS, Cortex-M3 (mps2-an385)\n");
    rtprof_cm_cmsdk_free_run();
    rtprof_init();
    OS::run();
}
