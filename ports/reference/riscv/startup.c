/* SPDX-License-Identifier: Apache-2.0 */
/* startup.c: reset code of the RV32 reference firmware (QEMU virt, machine mode, no C library). */
#include <stddef.h>
#include <stdint.h>
#include "rtprof_bm_riscv.h"
#include "semihost.h"

extern uint32_t __bss_start[];
extern uint32_t __bss_end[];

int main(void);
void rtprof_fw_start(void);
void rtprof_fw_reset(void);
void rtprof_fw_trap_fault(void);
void rtprof_fw_fault(uint32_t cause);
void *memset(void *s, int c, size_t n);
void *memcpy(void *d, const void *s, size_t n);

/* Global pointer and stack, then C. Never instrumented: a -pg build's entry hook would run before
 * there is a stack. */
__attribute__((naked, section(".text.start"), no_instrument_function)) void rtprof_fw_start(void)
{
    __asm__ volatile(".option push\n\t"
                     ".option norelax\n\t"
                     "la gp, __global_pointer$\n\t"
                     ".option pop\n\t"
                     "la sp, __stack_top\n\t"
                     "j rtprof_fw_reset\n\t");
}

/* Until the scheduler installs its own trap entry, any trap is a failure. */
__attribute__((naked, aligned(4), no_instrument_function)) void rtprof_fw_trap_fault(void)
{
    __asm__ volatile("csrr a0, mcause\n\t"
                     "j rtprof_fw_fault\n\t");
}

/* A trap the firmware does not expect, before the scheduler or (its fault handler) after: report
 * mcause and stop QEMU with a failure. */
void rtprof_fw_fault(uint32_t cause)
{
    rtprof_fw_puts("firmware: unexpected trap, mcause ");
    rtprof_fw_putu(cause);
    rtprof_fw_puts("\n");
    rtprof_fw_exit(1u);
}

void rtprof_fw_reset(void)
{
    uint32_t *dst;

    __asm__ volatile("csrw mtvec, %0" : : "r"(&rtprof_fw_trap_fault));
    for (dst = __bss_start; dst < __bss_end; dst++)
    {
        *dst = 0u;
    }
    rtprof_bm_rv_on_fault(&rtprof_fw_fault);
    (void)main();
    rtprof_fw_exit(1u);
}

/* The two functions GCC may call for block copies and clears (there is no C library). */
void *memset(void *s, int c, size_t n)
{
    unsigned char *p = s;

    while (n-- > 0u)
    {
        *p++ = (unsigned char)c;
    }
    return s;
}

void *memcpy(void *d, const void *s, size_t n)
{
    unsigned char *p = d;
    const unsigned char *q = s;

    while (n-- > 0u)
    {
        *p++ = *q++;
    }
    return d;
}
