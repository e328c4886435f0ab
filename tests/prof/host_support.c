/* SPDX-License-Identifier: Apache-2.0 */
/* host_support.c: what the function profile's host programs share (host_support.h). */
#include <stdint.h>
#include <stdio.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "host_support.h"

/* the program's code, from the GNU linker's default script */
extern char __executable_start[];
extern char etext[];

/* The port's task names and stack slack (the dump's names, the report): the programs have no tasks. */
__attribute__((no_instrument_function)) const char *rtprof_port_task_name(uint32_t task)
{
    (void)task;
    return NULL;
}

__attribute__((no_instrument_function)) uint32_t rtprof_port_stack_slack(uint32_t task)
{
    (void)task;
    return 0u;
}

/* The dump writer's sink: the file prof_host_dump opened. */
__attribute__((no_instrument_function)) rtprof_status_t rtprof_dump_out(void *sink_file, const void *bytes, uint32_t length)
{
    return (fwrite(bytes, 1u, length, (FILE *)sink_file) == length) ? RTPROF_OK : RTPROF_E_RANGE;
}

__attribute__((no_instrument_function)) int prof_host_start(const char *program, uint32_t rate_hz)
{
    const uintptr_t low = (uintptr_t)__executable_start & ~(uintptr_t)1u;
    const uintptr_t high = (uintptr_t)etext;
    uint32_t bucket = 2u;
    rtprof_status_t status;

    rtprof_init();
    while ((((high - low) + bucket) - 1u) / bucket > RTPROF_PROF_BINS)
    {
        bucket *= 2u;
    }
    status = rtprof_prof_start(low, high, bucket, rate_hz);
    if (status != RTPROF_OK)
    {
        fprintf(stderr, "%s: rtprof_prof_start refused the program's range 0x%lx..0x%lx: %d\n", program, (unsigned long)low,
                (unsigned long)high, (int)status);
        return 1;
    }
    printf("%s: range 0x%lx..0x%lx, bucket %u\n", program, (unsigned long)low, (unsigned long)high, (unsigned)bucket);
    return 0;
}

__attribute__((no_instrument_function)) int prof_host_dump(const char *program, const char *path)
{
    FILE *out;
    rtprof_status_t status;

    (void)rtprof_prof_stop();
    out = fopen(path, "wb");
    if (out == NULL)
    {
        perror(path);
        return 1;
    }
    (void)rtprof_dump_names_capture();
    status = rtprof_dump_write(out);
    if ((fclose(out) != 0) || (status != RTPROF_OK))
    {
        fprintf(stderr, "%s: the dump was not written to %s\n", program, path);
        return 1;
    }
    return 0;
}
