/* SPDX-License-Identifier: Apache-2.0 */
/* tasks.c: the function profile firmware's two tasks under the bare-metal scheduler
 * (ports/rtos/baremetal), the same on every target (tests/prof/check-gprof-qemu.sh). */
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_bm.h"
#include "designed.h"
#include "semihost.h"
#include "tasks.h"

#define PROF_TASKS 2u
#define PROF_STACK_WORDS 512u
#define PROF_SLOTS 4u

static uint32_t prof_stacks[PROF_TASKS][PROF_STACK_WORDS] __attribute__((aligned(8)));

/* Set by each task when its work is done, read by the other; under the critical section. */
static volatile uint32_t prof_done[PROF_TASKS];

/* heavy-task (0) three slots of four, light-task (1) one: the work's 3 to 1. */
static const uint8_t prof_schedule[PROF_SLOTS] = {0u, 0u, 0u, 1u};

/* The end of a task's work. The first task to end waits in its slots; the second, with the
 * interrupts masked (no sample, no tick, no switch from here on), stops the profile and writes the
 * dump (gdb's dump, at the break on rtprof_fw_exit, sees the same state). */
static void prof_task_end(uint32_t task)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t t;
    uint32_t all = 1u;

    prof_done[task] = 1u;
    for (t = 0u; t < PROF_TASKS; t++)
    {
        all &= prof_done[t];
    }
    if (all != 0u)
    {
        (void)rtprof_prof_stop();
        (void)rtprof_dump_names_capture();
        rtprof_fw_puts("firmware: both tasks done after ");
        rtprof_fw_putu(rtprof_bm_ticks());
        rtprof_fw_puts(" scheduler ticks\n");
        rtprof_fw_exit((rtprof_fw_dump_write("prof.dump") == 0u) ? 1u : 0u);
    }
    rtprof_port_critical_exit(key);
    for (;;)
    {
    }
}

static void prof_heavy_task(void)
{
    prof_task_begin();
    work_heavy();
    prof_task_end(0u);
}

static void prof_light_task(void)
{
    prof_task_begin();
    work_light();
    prof_task_end(1u);
}

static const rtprof_bm_task_t prof_tasks[PROF_TASKS] = {
    {"heavy-task", prof_heavy_task, prof_stacks[0], PROF_STACK_WORDS},
    {"light-task", prof_light_task, prof_stacks[1], PROF_STACK_WORDS},
};

void prof_start(uintptr_t low, uintptr_t high, uint32_t rate_hz)
{
    rtprof_init();
    if (rtprof_prof_start(0u, UINTPTR_MAX, 0x80000000u, rate_hz) != RTPROF_E_RANGE)
    {
        rtprof_fw_puts("firmware: rtprof_prof_start took a range whose bins reach the address space's last byte\n");
        rtprof_fw_exit(1);
    }
    if (rtprof_prof_start(low, high, 2u, rate_hz) != RTPROF_OK)
    {
        rtprof_fw_puts("firmware: rtprof_prof_start refused the code's range\n");
        rtprof_fw_exit(1);
    }
}

void prof_tasks_run(uint32_t period)
{
    (void)rtprof_bm_start(prof_tasks, PROF_TASKS, prof_schedule, PROF_SLOTS, period);
    rtprof_fw_puts("firmware: the scheduler refused the tasks\n");
}
