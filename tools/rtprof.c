/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof: the host tool that decodes an rtprof dump (spec/dump.md, RTPROF-HOST-001..007). Host code: C99, libc only.
 *
 * Usage: rtprof info DUMP            what the dump holds: configuration, window, log counts
 *        rtprof table DUMP           the CPU-load table of the last closed window, as the target's
 *                                    formatter writes it (slack is not in the dump: '-')
 *        rtprof csv DUMP OUT.csv     every field of every log entry, with sequence and overrun rows
 *        rtprof json DUMP OUT.json   a Chrome Trace Event file (Perfetto, chrome://tracing)
 *        rtprof svg DUMP OUT.svg     a timeline in the manner of DMON
 *        rtprof check DUMP           the CPU time of each task in the log against the counters
 * Exit status: 0 done; 1 the dump is not valid (one line on stderr: "rtprof: DUMP: offset N:
 * problem", no output file); 2 bad usage; 3 a file cannot be read or written (no output file). */
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
                "       %s svg DUMP OUT.svg\n"
                "       %s check DUMP\n",
            prog, prog, prog, prog, prog, prog);
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
    path = argv[2];
    if ((strcmp(cmd, "info") == 0) || (strcmp(cmd, "table") == 0) || (strcmp(cmd, "check") == 0))
    {
        if (argc != 3)
        {
            usage(stderr);
            return 2;
        }
    }
    else if ((strcmp(cmd, "csv") == 0) || (strcmp(cmd, "json") == 0) || (strcmp(cmd, "svg") == 0))
    {
        if (argc != 4)
        {
            usage(stderr);
            return 2;
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
    else
    {
        const out_writer_t writer = (strcmp(cmd, "csv") == 0) ? out_csv : ((strcmp(cmd, "json") == 0) ? out_json : out_svg);

        if (!dump.has_log)
        {
            fprintf(stderr, "%s: %s: offset 160: the configuration %s has no context-switch log\n", prog, path, dump.name);
            return 1;
        }
        rc = out_file(argv[3], writer, &dump, prog);
    }
    return rc;
}
