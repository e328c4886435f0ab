/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: the function profile's Cortex-M firmware (tests/prof/check-gprof-qemu.sh), built with -pg
 * for QEMU's mps2-an385 board. The functions of designed cost run in two tasks of the bare-metal
 * scheduler (tasks.c), in thread mode on the process stack; CMSDK TIMER0 ticks the scheduler's slots
 * and PendSV switches the tasks. SysTick at 10 kHz, a rate not locked to the slots, samples the PC
 * through the port's rtprof_cm_prof_sample_handler: from the exception frame on the process stack when
 * it interrupts a task (EXC_RETURN bit 2 set), on the main stack when it interrupts a handler. GCC's
 * -pg entry hook reaches rtprof_prof_arc through the port's __gnu_mcount_nc. The dump goes to
 * prof.dump in QEMU's folder by semihosting. */
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_bm_cortex_m.h"
#include "semihost.h"
#include "tasks.h"

#define SYSTICK_HZ 10000u
#define CPU_HZ 25000000u
/* The scheduler's slot: 1009 clocks of 25 MHz (about 40 us), prime, so that no whole number of slots
 * is a whole number of sampling periods (2500 clocks). */
#define SLOT_CLOCKS 1009u

extern uint32_t __stack_top[];
extern char __text_start[];
extern char __text_end[];
void rtprof_fw_reset(void);
void rtprof_fw_fault(void);
void rtprof_cm_prof_sample_handler(void);

typedef void (*vector_t)(void);

/* The vector table: PendSV (exception 14) the scheduler's context switch, SysTick (15) the sampling
 * handler, IRQ 8 (CMSDK TIMER0, RTPROF_BM_CM_CMSDK_IRQ of the build) the scheduler's tick. */
__attribute__((section(".vectors"), used)) static const vector_t vectors[16 + 9] = {
    (vector_t)(uintptr_t)__stack_top, rtprof_fw_reset, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault,
    rtprof_fw_fault, 0, 0, 0, 0, rtprof_fw_fault, rtprof_fw_fault, 0, rtprof_bm_cm_pendsv_handler,
    rtprof_cm_prof_sample_handler, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault,
    rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_bm_cm_cmsdk_handler,
};

/* Nothing to do: SysTick runs from main. */
__attribute__((no_instrument_function)) void prof_task_begin(void)
{
}

int main(void)
{
    volatile uint32_t *const syst = (volatile uint32_t *)0xE000E010u; /* CSR, RVR, CVR */
    prof_start((uintptr_t)__text_start, (uintptr_t)__text_end, SYSTICK_HZ);
    syst[1] = (CPU_HZ / SYSTICK_HZ) - 1u;
    syst[2] = 0u;
    syst[0] = 7u; /* the processor clock, the interrupt, enabled */
    rtprof_bm_cm_tick_from_cmsdk();
    prof_tasks_run(SLOT_CLOCKS);
    rtprof_fw_exit(1);
}
