/* SPDX-License-Identifier: Apache-2.0 */
/* fuzz_dump.c: libFuzzer harness of the host tool's decoder (clang 14 with AddressSanitizer and
 * UndefinedBehaviorSanitizer): every input goes through dump_parse and, when it is accepted, through
 * every writer, into /dev/null. tests/tools/run-fuzz builds and runs it. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "rtprof_dump.h"
#include "rtprof_out.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static dump_t dump;
    static FILE *sink;
    char err[512];

    if (sink == NULL)
    {
        sink = fopen("/dev/null", "w");
    }
    if (dump_parse(data, size, &dump, err, sizeof err) == 0)
    {
        (void)out_info(&dump, sink);
        (void)out_table(&dump, sink);
        (void)out_check(&dump, sink);
        if (dump.has_log)
        {
            (void)out_csv(&dump, sink);
            (void)out_json(&dump, sink);
            (void)out_svg(&dump, sink);
        }
        if (dump.has_prof && (dump.prof_span != 0u))
        {
            (void)out_gmon(&dump, sink);
        }
    }
    else if ((strncmp(err, "offset ", 7u) != 0) || (strchr(err, '\n') != NULL))
    {
        __builtin_trap(); /* every refusal is one line naming the offset */
    }
    return 0;
}
