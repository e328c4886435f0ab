/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof: the host tool that decodes an rtprof dump (spec/dump.md, RTPROF-HOST-001..007). Host code: C99, libc only.
 *
 * Usage: rtprof info DUMP            what the dump holds: configuration, window, log counts
 *        rtprof table DUMP           the CPU-load table of the last closed window, as the target's
 *                                    formatter writes it (slack is not in the dump: '-'); with a
 *                                    function profile, then the profile's summary, as info prints it
 *        rtprof csv DUMP OUT.csv     every field of every log entry, with sequence and overrun rows
 *        rtprof json DUMP OUT.json   a Chrome Trace Event file (Perfetto, chrome://tracing)
 *        rtprof svg DUMP OUT.svg [FROM TO] [--all-rows]
 *                                    a timeline in the manner of DMON; FROM and TO (microseconds
 *                                    from the log's first entry, whole numbers) show that part only;
 *                                    rows for the tasks and interrupts with something in the view,
 *                                    or with --all-rows for every one
 *        rtprof check DUMP           the CPU time of each task in the log against the counters
 *        rtprof gmon DUMP OUT        the function profile as a GNU gmon.out (gprof ELF OUT)
 * OUT is "-" for standard output; a device or pipe is written as it is, a file (or a link to one)
 * whole or not at all (rtprof_out.h, out_file).
 * Exit status: 0 done; 1 the dump is not valid (one line on stderr: "rtprof: DUMP: offset N:
 * problem", no output file); 2 bad usage, or OUT is the dump; 3 a file cannot be read or written
 * (no output file). */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rtprof_dump.h"
#include "rtprof_out.h"

#define MAX_DUMP_BYTES (16u * 1024u * 1024u)

static const char *prog = "rtprof";

static void usage(FILE *to)
{
    fprintf(to, "usage: %s info DUMP\n"
                "       %s table DUMP\n"
                "       %s csv DUMP OUT.csv\n"
                "       %s json DUMP OUT.json\n"
                "       %s svg DUMP OUT.svg [FROM-US TO-US] [--all-rows]\n"
                "       %s check DUMP\n"
                "       %s gmon DUMP OUT\n",
            prog, prog, prog, prog, prog, prog, prog);
}

/* A whole number of microseconds: decimal digits only, below 2^40 (about 12.7 days); 0 when text is
 * not one. */
static int parse_us(const char *text, uint64_t *value)
{
    uint64_t v = 0u;
    const char *c;

    for (c = text; *c != '\0'; c++)
    {
        if ((*c < '0') || (*c > '9') || (v >= (1ULL << 40) / 10u))
        {
            return 0;
        }
        v = (v * 10u) + (uint64_t)(*c - '0');
    }
    *value = v;
    return (c != text) && (v < (1ULL << 40));
}

/* Read the whole file; exit 3 (I/O) or 1 (too large) with one line. */
static uint8_t *read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    uint8_t *buf;
    size_t n = 0u;

    if (f == NULL)
    {
        fprintf(stderr, "%s: %s: cannot read: %s\n", prog, path, strerror(errno));
        exit(3);
    }
    buf = malloc((size_t)MAX_DUMP_BYTES + 1u);
    if (buf == NULL)
    {
        fprintf(stderr, "%s: out of memory\n", prog);
        exit(3);
    }
    for (;;)
    {
        const size_t got = fread(buf + n, 1u, (size_t)MAX_DUMP_BYTES + 1u - n, f);

        n += got;
        if ((got == 0u) || (n > MAX_DUMP_BYTES))
        {
            break;
        }
    }
    if (ferror(f))
    {
        fprintf(stderr, "%s: %s: cannot read: %s\n", prog, path, strerror(errno));
        exit(3);
    }
    (void)fclose(f);
    if (n > MAX_DUMP_BYTES)
    {
        fprintf(stderr, "%s: %s: offset %u: the file is larger than any dump (%u bytes at most)\n", prog, path, MAX_DUMP_BYTES, MAX_DUMP_BYTES);
        exit(1);
    }
    *size = n;
    return buf;
}

int main(int argc, char **argv)
{
    static dump_t dump;
    static char err[512];
    const char *cmd;
    const char *path;
    uint8_t *data;
    size_t size = 0u;
    uint64_t from_us = 0u;
    uint64_t to_us = 0u;
    int view = 0;
    int rc;

    if ((argc == 2) && ((strcmp(argv[1], "-h") == 0) || (strcmp(argv[1], "--help") == 0)))
    {
        usage(stdout);
        return 0;
    }
    if (argc < 3)
    {
        usage(stderr);
        return 2;
    }
    cmd = argv[1];
    if ((strcmp(cmd, "svg") == 0) && (strcmp(argv[argc - 1], "--all-rows") == 0))
    {
        /* a row for every task and interrupt of the log, not only those in the view */
        out_svg_all_rows();
        argc--;
    }
    path = argv[2];
    if ((strcmp(cmd, "info") == 0) || (strcmp(cmd, "table") == 0) || (strcmp(cmd, "check") == 0))
    {
        if (argc != 3)
        {
            usage(stderr);
            return 2;
        }
    }
    else if ((strcmp(cmd, "csv") == 0) || (strcmp(cmd, "json") == 0) || (strcmp(cmd, "gmon") == 0))
    {
        if (argc != 4)
        {
            usage(stderr);
            return 2;
        }
    }
    else if (strcmp(cmd, "svg") == 0)
    {
        if ((argc != 4) && (argc != 6))
        {
            usage(stderr);
            return 2;
        }
        if (argc == 6)
        {
            if (!parse_us(argv[4], &from_us) || !parse_us(argv[5], &to_us) || (from_us >= to_us))
            {
                fprintf(stderr, "%s: svg: the view '%s' to '%s' is not two whole numbers of microseconds, the first below the second\n", prog, argv[4], argv[5]);
                return 2;
            }
            view = 1;
        }
    }
    else
    {
        fprintf(stderr, "%s: unknown command '%s'\n", prog, cmd);
        usage(stderr);
        return 2;
    }

    data = read_all(path, &size);
    if (dump_parse(data, size, &dump, err, sizeof err) != 0)
    {
        fprintf(stderr, "%s: %s: %s\n", prog, path, err);
        free(data);
        return 1;
    }
    free(data);

    if (strcmp(cmd, "info") == 0)
    {
        rc = out_info(&dump, stdout);
    }
    else if (strcmp(cmd, "table") == 0)
    {
        rc = out_table(&dump, stdout);
    }
    else if (strcmp(cmd, "check") == 0)
    {
        rc = out_check(&dump, stdout);
    }
    else if (strcmp(cmd, "gmon") == 0)
    {
        if (!dump.has_prof)
        {
            fprintf(stderr, "%s: %s: offset 176: the configuration %s has no function profile\n", prog, path, dump.name);
            return 1;
        }
        if (dump.prof_span == 0u)
        {
            fprintf(stderr, "%s: %s: offset %llu: the function profile has no range (rtprof_prof_start has not run)\n", prog, path,
                    (unsigned long long)dump.prof_at);
            return 1;
        }
        rc = out_file(argv[3], path, out_gmon, &dump, prog);
    }
    else
    {
        const out_writer_t writer = (strcmp(cmd, "csv") == 0) ? out_csv : ((strcmp(cmd, "json") == 0) ? out_json : out_svg);

        if (!dump.has_log)
        {
            fprintf(stderr, "%s: %s: offset 160: the configuration %s has no context-switch log\n", prog, path, dump.name);
            return 1;
        }
        if (view)
        {
            const uint64_t span = out_log_span_us(&dump);

            if (from_us >= span)
            {
                fprintf(stderr, "%s: svg: the view starts at %llu us, after the log's last entry (%llu us from its first)\n", prog,
                        (unsigned long long)from_us, (unsigned long long)span);
                return 2;
            }
            out_svg_view(from_us, to_us);
        }
        rc = out_file(argv[3], path, writer, &dump, prog);
    }
    return rc;
}
