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
#include "host_support.h"

#define SAMPLE_US 4000 /* 250 Hz: the kernel's tick, whatever CONFIG_HZ, is never coarser than 4 ms here */

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

int main(int argc, char **argv)
{
    struct sigaction action;
    struct itimerval timer;

    if (argc != 2)
    {
        fprintf(stderr, "usage: gprof_host DUMP\n");
        return 2;
    }
    if (prof_host_start("gprof_host", 1000000u / SAMPLE_US) != 0)
    {
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
    if (prof_host_dump("gprof_host", argv[1]) != 0)
    {
        return 1;
    }
    printf("gprof_host: %u rounds\n", (unsigned)PROF_ROUNDS);
    return 0;
}
