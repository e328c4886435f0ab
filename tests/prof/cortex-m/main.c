/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: the function profile's Cortex-M firmware (tests/prof/check-gprof-qemu.sh), built with -pg
 * for QEMU's mps2-an385 board: SysTick at 10 kHz samples the PC through the port's
 * rtprof_cm_prof_sample_handler, GCC's -pg entry hook reaches rtprof_prof_arc through the port's
 * __gnu_mcount_nc, and the functions of designed cost run (designed.c): heavy() does three times the
 * work of light(), each called PROF_ROUNDS times from work(), work() once from main(). The dump goes
 * to prof.dump in QEMU's folder by semihosting. */
#include <stdint.h>
#include "rtprof.h"
#include "designed.h"
#include "rtprof_port.h"
#include "semihost.h"

#define SYSTICK_HZ 10000u
#define CPU_HZ 25000000u

extern uint32_t __stack_top[];
extern char __text_start[];
extern char __text_end[];
void rtprof_fw_reset(void);
void rtprof_fw_fault(void);
void rtprof_cm_prof_sample_handler(void);

typedef void (*vector_t)(void);

/* The vector table: SysTick (exception 15) is the sampling handler. */
__attribute__((section(".vectors"), used)) static const vector_t vectors[16] = {
    (vector_t)(uintptr_t)__stack_top, rtprof_fw_reset, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault,
    rtprof_fw_fault, 0, 0, 0, 0, rtprof_fw_fault, rtprof_fw_fault, 0, rtprof_fw_fault, rtprof_cm_prof_sample_handler,
};


/* The port's task names and slack, for the dump's names and the report: one nameless task. */
const char *rtprof_port_task_name(uint32_t task)
{
    (void)task;
    return "main";
}

uint32_t rtprof_port_stack_slack(uint32_t task)
{
    (void)task;
    return 0u;
}

int main(void)
{
    volatile uint32_t *const syst = (volatile uint32_t *)0xE000E010u; /* CSR, RVR, CVR */
    rtprof_status_t status;

    rtprof_init();
    status = rtprof_prof_start((uintptr_t)__text_start, (uintptr_t)__text_end, 4u, SYSTICK_HZ);
    if (status != RTPROF_OK)
    {
        rtprof_fw_puts("firmware: rtprof_prof_start refused the code's range\n");
        rtprof_fw_exit(1);
    }
    syst[1] = (CPU_HZ / SYSTICK_HZ) - 1u;
    syst[2] = 0u;
    syst[0] = 7u; /* the processor clock, the interrupt, enabled */

    work();

    syst[0] = 0u;
    (void)rtprof_prof_stop();
    (void)rtprof_dump_names_capture();
    if (rtprof_fw_dump_write("prof.dump") == 0u)
    {
        rtprof_fw_exit(1);
    }
    rtprof_fw_exit(0);
}
