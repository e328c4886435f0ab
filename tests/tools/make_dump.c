/* SPDX-License-Identifier: Apache-2.0 */
/* make_dump.c: a scenario through the generated library of a log configuration (tests/cslog), then
 * its dump written the way tools/rtprof.gdb writes it from a halted target: the header's bytes, then
 * each region's bytes in the order of the header's table. Beside it, what the target itself says:
 * its table (rtprof_report) and its entries (rtprof_log_get), for tests/tools/check-tool.py.
 * Usage: make_dump OUT-FOLDER [overrun]
 *   overrun: more entries than the ring holds, and the log left armed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rtprof.h"
#include "test_port.h"

static void tick(uint64_t units)
{
    test_port_clock_advance(units);
}

static void ok(rtprof_status_t s, const char *what)
{
    if (s != RTPROF_OK)
    {
        fprintf(stderr, "make_dump: %s returned %d\n", what, (int)s);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    const int overrun = (argc == 3) && (strcmp(argv[2], "overrun") == 0);
    char path[4096];
    static char report[RTPROF_REPORT_SIZE_MAX];
    uint32_t length = 0u;
    FILE *f;
    uint32_t i;
    uint32_t k;
    const uint32_t n = RTPROF_PROCESS_COUNT;
    const uint32_t rounds = overrun ? ((RTPROF_LOG_ENTRIES / 7u) + 3u) : ((RTPROF_LOG_ENTRIES - 1u) / 7u); /* 7 entries a round */
    rtprof_log_info_t info;

    if ((argc != 2) && !overrun)
    {
        fprintf(stderr, "usage: make_dump OUT-FOLDER [overrun]\n");
        return 2;
    }
    test_port_reset();
    for (i = 0u; i < n; i++)
    {
        test_port_set_slack(i, RTPROF_SLACK_UNKNOWN);
    }
    test_port_set_name(0u, "control, \"main\" <loop>");
    test_port_clock_set(1000u);
    rtprof_init();
    ok(rtprof_dump_names_capture(), "rtprof_dump_names_capture");
    /* a first window, then the measured one: armed right after rtprof_process */
    ok(rtprof_log_switch(0u, 0x20001000u), "switch");
    tick(300u);
    (void)rtprof_process();
    ok(rtprof_log_arm(), "arm");
    for (k = 0u; k < rounds; k++)
    {
        const uint32_t a = k % n;
        const uint32_t b = (k + 1u) % n;

        tick(40u + (k % 5u));
        ok(rtprof_log_release(b), "release");
        ok(rtprof_log_deadline(b, (k % 3u == 0u) ? 30u : 500u), "deadline");
        tick(7u);
        ok(rtprof_log_irq_enter(11u, 0x20000F00u), "irq_enter");
        tick(5u);
        ok(rtprof_log_irq_enter(3u, 0x20000E00u), "irq_enter");
        tick(2u);
        ok(rtprof_log_irq_exit(3u, 0x20000E00u), "irq_exit");
        tick(3u);
        ok(rtprof_log_switch(b, 0x20001000u - 16u * b), "switch");
        tick(1u);
        ok(rtprof_log_irq_exit(11u, 0x20000F00u), "irq_exit");
        tick(60u + (k % 7u));
        ok(rtprof_log_switch(RTPROF_LOG_SCHEDULER, 0x20002000u), "switch");
        tick(20u);
        ok(rtprof_log_switch(a, 0x20001000u - 16u * a), "switch");
    }
    tick(33u);
    (void)rtprof_process();
    if (!overrun)
    {
        rtprof_log_disarm();
    }

    /* the dump, as the debugger writes it */
    (void)snprintf(path, sizeof path, "%s/rtprof.dump", argv[1]);
    f = fopen(path, "wb");
    if (f == NULL)
    {
        perror(path);
        return 1;
    }
    (void)fwrite(&rtprof_dump_header, 1u, rtprof_dump_header.header_bytes, f);
    for (i = 0u; i < rtprof_dump_header.region_count; i++)
    {
        (void)fwrite(rtprof_dump_header.region[i].address, 1u, rtprof_dump_header.region[i].bytes, f);
    }
    if (fclose(f) != 0)
    {
        perror(path);
        return 1;
    }

    /* the target's own table and entries */
    ok(rtprof_report(report, (uint32_t)sizeof report, &length), "rtprof_report");
    (void)snprintf(path, sizeof path, "%s/target-table.txt", argv[1]);
    f = fopen(path, "w");
    if (f == NULL)
    {
        perror(path);
        return 1;
    }
    fputs(report, f);
    (void)fclose(f);
    ok(rtprof_log_info(&info), "rtprof_log_info");
    (void)snprintf(path, sizeof path, "%s/target-entries.txt", argv[1]);
    f = fopen(path, "w");
    if (f == NULL)
    {
        perror(path);
        return 1;
    }
    fprintf(f, "sequence %u overrun %u count %u armed %d hz %u tasks %u\n", info.sequence, info.overrun, info.count, info.armed ? 1 : 0,
            (unsigned)RTPROF_TIMER_HZ, (unsigned)n);
    for (k = 0u; k < info.count; k++)
    {
        rtprof_log_entry_t e;

        ok(rtprof_log_get(k, &e), "rtprof_log_get");
        fprintf(f, "%u %u %u %u\n", e.word[0], e.word[1], e.word[2], e.word[3]);
    }
    for (i = 0u; i <= n; i++)
    {
        uint64_t units = 0u;

        ok(rtprof_get_units(i, &units), "rtprof_get_units");
        fprintf(f, "units %u %llu\n", i, (unsigned long long)units);
    }
    (void)fclose(f);
    return 0;
}
