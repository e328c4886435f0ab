/* SPDX-License-Identifier: Apache-2.0 */
/* main.c: the function profile's RV32 firmware (tests/prof/check-gprof-qemu.sh rv32imac), built with
 * -pg for QEMU's virt board: the machine timer at 10 kHz (mtime at 10 MHz) samples the PC through the
 * port's rtprof_rv_prof_sample, GCC's -pg entry hook reaches rtprof_prof_arc through the port's
 * _mcount, and the functions of designed cost run (designed.c). The dump goes to
 * prof.dump in QEMU's folder by semihosting. */
#include <stdint.h>
#include "rtprof.h"
#include "designed.h"
#include "rtprof_port.h"
#include "rtprof_riscv.h"
#include "rtprof_bm_riscv.h"
#include "semihost.h"

#define MTIME_HZ 10000000u
#define SAMPLE_HZ 10000u
#define CLINT_MTIMECMP ((volatile uint32_t *)0x02004000u)
#define CLINT_MTIME ((volatile uint32_t *)0x0200BFF8u)
#define MCAUSE_MACHINE_TIMER 0x80000007u

extern char __text_start[];
extern char __text_end[];
void prof_trap_entry(void);
void prof_trap(void);

static uint64_t next_compare;
static rtprof_bm_rv_fault_t fault;

/* The start-up code's fault report (ports/reference/riscv/startup.c), which the scheduler would keep. */
void rtprof_bm_rv_on_fault(rtprof_bm_rv_fault_t handler)
{
    fault = handler;
}

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

static void compare_set(uint64_t at) __attribute__((no_instrument_function));
static void compare_set(uint64_t at)
{
    CLINT_MTIMECMP[1] = 0xFFFFFFFFu; /* no spurious interrupt between the two halves */
    CLINT_MTIMECMP[0] = (uint32_t)at;
    CLINT_MTIMECMP[1] = (uint32_t)(at >> 32);
}

/* The trap: the machine timer's sample first (mepc is the interrupted PC), then its next compare. */
__attribute__((no_instrument_function)) void prof_trap(void)
{
    uint32_t cause;

    __asm__ volatile("csrr %0, mcause" : "=r"(cause));
    if (cause != MCAUSE_MACHINE_TIMER)
    {
        fault(cause);
    }
    rtprof_rv_prof_sample();
    next_compare += MTIME_HZ / SAMPLE_HZ;
    compare_set(next_compare);
}

/* Saves the registers a C function may change, calls prof_trap, restores them, returns. */
__attribute__((naked, aligned(4), no_instrument_function)) void prof_trap_entry(void)
{
    __asm__ volatile("addi sp, sp, -64\n\t"
                     "sw ra, 0(sp)\n\tsw t0, 4(sp)\n\tsw t1, 8(sp)\n\tsw t2, 12(sp)\n\t"
                     "sw a0, 16(sp)\n\tsw a1, 20(sp)\n\tsw a2, 24(sp)\n\tsw a3, 28(sp)\n\t"
                     "sw a4, 32(sp)\n\tsw a5, 36(sp)\n\tsw a6, 40(sp)\n\tsw a7, 44(sp)\n\t"
                     "sw t3, 48(sp)\n\tsw t4, 52(sp)\n\tsw t5, 56(sp)\n\tsw t6, 60(sp)\n\t"
                     "call prof_trap\n\t"
                     "lw ra, 0(sp)\n\tlw t0, 4(sp)\n\tlw t1, 8(sp)\n\tlw t2, 12(sp)\n\t"
                     "lw a0, 16(sp)\n\tlw a1, 20(sp)\n\tlw a2, 24(sp)\n\tlw a3, 28(sp)\n\t"
                     "lw a4, 32(sp)\n\tlw a5, 36(sp)\n\tlw a6, 40(sp)\n\tlw a7, 44(sp)\n\t"
                     "lw t3, 48(sp)\n\tlw t4, 52(sp)\n\tlw t5, 56(sp)\n\tlw t6, 60(sp)\n\t"
                     "addi sp, sp, 64\n\t"
                     "mret\n\t");
}

int main(void)
{
    rtprof_status_t status;

    rtprof_init();
    status = rtprof_prof_start((uintptr_t)__text_start, (uintptr_t)__text_end, 4u, SAMPLE_HZ);
    if (status != RTPROF_OK)
    {
        rtprof_fw_puts("firmware: rtprof_prof_start refused the code's range\n");
        rtprof_fw_exit(1);
    }
    __asm__ volatile("csrw mtvec, %0" : : "r"(&prof_trap_entry));
    next_compare = (uint64_t)CLINT_MTIME[0] + (MTIME_HZ / SAMPLE_HZ);
    compare_set(next_compare);
    __asm__ volatile("csrs mie, %0\n\tcsrsi mstatus, 8" : : "r"(0x80u)); /* MTIE, then MIE */

    work();

    __asm__ volatile("csrci mstatus, 8\n\tcsrc mie, %0" : : "r"(0x80u));
    (void)rtprof_prof_stop();
    (void)rtprof_dump_names_capture();
    if (rtprof_fw_dump_write("prof.dump") == 0u)
    {
        rtprof_fw_exit(1);
    }
    rtprof_fw_exit(0);
}
