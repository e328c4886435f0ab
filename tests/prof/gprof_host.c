/* SPDX-License-Identifier: Apache-2.0 */
/* gprof_host.c: the function profile end to end on the host (tests/prof/check-gprof-host.sh). Built
 * with -finstrument-functions, so that every call of its own functions reaches rtprof_prof_arc
 * through the port's shim; the SIGPROF timer (process CPU time, so the load of the machine does not
 * change what is measured) hands the interrupted PC to rtprof_prof_sample. Functions of designed cost:
 * heavy() does three times the work of light(), each called PROF_ROUNDS times from work(), work() once from
 * main(). Writes the dump to the file given.
 * Usage: gprof_host DUMP */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <ucontext.h>
#include "rtprof.h"
#include "designed.h"
#include "rtprof_port.h"

#define SAMPLE_US 4000 /* 250 Hz: the kernel's tick, whatever CONFIG_HZ, is never coarser than 4 ms here */

/* the program's code, from the GNU linker's default script */
extern char __executable_start[];
extern char etext[];


__attribute__((no_instrument_function)) static void on_sigprof(int sig, siginfo_t *info, void *context)
{
    const ucontext_t *const uc = (const ucontext_t *)context;

    (void)sig;
    (void)info;
#if defined(__x86_64__)
    rtprof_prof_sample((uintptr_t)uc->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
    rtprof_prof_sample((uintptr_t)uc->uc_mcontext.pc);
#else
#error "gprof_host.c: the interrupted PC of this host's signal frame is not known"
#endif
}

/* The port's task names and stack slack (the dump's names, the report): the test has two nameless tasks. */
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

__attribute__((no_instrument_function)) rtprof_status_t rtprof_dump_out(void *sink_file, const void *bytes, uint32_t length)
{
    return (fwrite(bytes, 1u, length, (FILE *)sink_file) == length) ? RTPROF_OK : RTPROF_E_RANGE;
}

int main(int argc, char **argv)
{
    struct sigaction action;
    struct itimerval timer;
    uintptr_t low = (uintptr_t)__executable_start & ~(uintptr_t)1u;
    uintptr_t high = (uintptr_t)etext;
    uint32_t bucket = 2u;
    FILE *out;
    rtprof_status_t status;

    if (argc != 2)
    {
        fprintf(stderr, "usage: gprof_host DUMP\n");
        return 2;
    }
    rtprof_init();
    while (((high - low) + bucket - 1u) / bucket > RTPROF_PROF_BINS)
    {
        bucket *= 2u;
    }
    status = rtprof_prof_start(low, high, bucket, 1000000u / SAMPLE_US);
    if (status != RTPROF_OK)
    {
        fprintf(stderr, "gprof_host: rtprof_prof_start: %d\n", (int)status);
        return 1;
    }
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_sigprof;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    (void)sigaction(SIGPROF, &action, NULL);
    timer.it_interval.tv_sec = 0;
    timer.it_interval.tv_usec = SAMPLE_US;
    timer.it_value = timer.it_interval;
    (void)setitimer(ITIMER_PROF, &timer, NULL);

    work();

    memset(&timer, 0, sizeof timer);
    (void)setitimer(ITIMER_PROF, &timer, NULL);
    (void)rtprof_prof_stop();
    out = fopen(argv[1], "wb");
    if (out == NULL)
    {
        perror(argv[1]);
        return 1;
    }
    (void)rtprof_dump_names_capture();
    status = rtprof_dump_write(out);
    if ((fclose(out) != 0) || (status != RTPROF_OK))
    {
        fprintf(stderr, "gprof_host: the dump was not written\n");
        return 1;
    }
    printf("gprof_host: range 0x%lx..0x%lx, bucket %u, %u rounds\n", (unsigned long)low, (unsigned long)high, (unsigned)bucket,
           (unsigned)PROF_ROUNDS);
    return 0;
}
