/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: the function profile's RV32 firmware (tests/prof/check-gprof-qemu.sh rv32imac), built with
 * -pg for QEMU's virt board. The functions of designed cost run in two tasks of the bare-metal
 * scheduler (tasks.c), switched at its machine-timer tick, 10 kHz (1000 units of the 10 MHz mtime).
 * The same interrupt samples the PC: the firmware's trap entry, in front of the scheduler's, hands
 * mepc (the interrupted PC, in the task whose slot ends) to the port's rtprof_rv_prof_sample, then
 * goes on to the scheduler's trap entry with every register as the trap found it. GCC's -pg entry
 * hook reaches rtprof_prof_arc through the port's _mcount. The dump goes to prof.dump in QEMU's folder
 * by semihosting. */
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_riscv.h"
#include "semihost.h"
#include "tasks.h"

#define MTIME_HZ 10000000u
#define SAMPLE_HZ 10000u

extern char __text_start[];
extern char __text_end[];
void prof_trap_entry(void);

/* Saves the registers a C function may change, samples, restores them and jumps to the scheduler's
 * trap entry, whose address tp holds (prof_task_begin): this firmware has no thread-local storage, and
 * the scheduler's frame leaves tp alone, so tp is the same in every task. */
__attribute__((naked, aligned(4), no_instrument_function)) void prof_trap_entry(void)
{
    __asm__ volatile("addi sp, sp, -64\n\t"
                     "sw ra, 0(sp)\n\tsw t0, 4(sp)\n\tsw t1, 8(sp)\n\tsw t2, 12(sp)\n\t"
                     "sw a0, 16(sp)\n\tsw a1, 20(sp)\n\tsw a2, 24(sp)\n\tsw a3, 28(sp)\n\t"
                     "sw a4, 32(sp)\n\tsw a5, 36(sp)\n\tsw a6, 40(sp)\n\tsw a7, 44(sp)\n\t"
                     "sw t3, 48(sp)\n\tsw t4, 52(sp)\n\tsw t5, 56(sp)\n\tsw t6, 60(sp)\n\t"
                     "call rtprof_rv_prof_sample\n\t"
                     "lw ra, 0(sp)\n\tlw t0, 4(sp)\n\tlw t1, 8(sp)\n\tlw t2, 12(sp)\n\t"
                     "lw a0, 16(sp)\n\tlw a1, 20(sp)\n\tlw a2, 24(sp)\n\tlw a3, 28(sp)\n\t"
                     "lw a4, 32(sp)\n\tlw a5, 36(sp)\n\tlw a6, 40(sp)\n\tlw a7, 44(sp)\n\t"
                     "lw t3, 48(sp)\n\tlw t4, 52(sp)\n\tlw t5, 56(sp)\n\tlw t6, 60(sp)\n\t"
                     "addi sp, sp, 64\n\t"
                     "jr tp\n\t");
}

/* The first task to run puts prof_trap_entry in front of the trap entry the scheduler set in mtvec. */
__attribute__((no_instrument_function)) void prof_task_begin(void)
{
    const uint32_t key = rtprof_port_critical_enter();
    uintptr_t entry;

    __asm__ volatile("csrr %0, mtvec" : "=r"(entry));
    if (entry != (uintptr_t)&prof_trap_entry)
    {
        __asm__ volatile("mv tp, %0\n\tcsrw mtvec, %1" : : "r"(entry), "r"(&prof_trap_entry) : "memory");
    }
    rtprof_port_critical_exit(key);
}

int main(void)
{
    prof_start((uintptr_t)__text_start, (uintptr_t)__text_end, SAMPLE_HZ);
    prof_tasks_run(MTIME_HZ / SAMPLE_HZ);
    rtprof_fw_exit(1);
}
