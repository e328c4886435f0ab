/* SPDX-License-Identifier: Apache-2.0 */
/* startup.c: vector table and reset code of the MPS2 reference firmware (no C library start files). */
#include <stdint.h>
#include "rtprof_bm_cortex_m.h"
#include "semihost.h"

extern uint32_t __data_load[];
extern uint32_t __data_start[];
extern uint32_t __data_end[];
extern uint32_t __bss_start[];
extern uint32_t __bss_end[];
extern uint32_t __stack_top[];

int main(void);
void rtprof_fw_reset(void);
void rtprof_fw_fault(void);

/* Copy .data, clear .bss, run main; main does not return. */
void rtprof_fw_reset(void)
{
    uint32_t *src = __data_load;
    uint32_t *dst = __data_start;

#if defined(__ARM_FP)
    /* full access to the FPU (CP10, CP11) before any floating-point instruction */
    *(volatile uint32_t *)0xE000ED88u |= 0x00F00000u;
    __asm__ volatile("dsb\n\tisb" : : : "memory");
#endif
    while (dst < __data_end)
    {
        *dst++ = *src++;
    }
    for (dst = __bss_start; dst < __bss_end; dst++)
    {
        *dst = 0u;
    }
    (void)main();
    rtprof_fw_exit(1);
}

/* Any other exception: say so and stop the emulator with a failure. */
void rtprof_fw_fault(void)
{
    rtprof_fw_puts("firmware: unexpected exception\n");
    rtprof_fw_exit(1);
}

typedef void (*rtprof_fw_vector_t)(void);

/* Cortex-M vector table: initial stack, 15 system exceptions, then the MPS2 interrupts up to
 * TIMER0 (IRQ 8). */
__attribute__((section(".vectors"), used)) static const rtprof_fw_vector_t rtprof_fw_vectors[16 + 9] = {
    (rtprof_fw_vector_t)(uintptr_t)__stack_top,
    rtprof_fw_reset,
    rtprof_fw_fault, /* NMI */
    rtprof_fw_fault, /* HardFault */
    rtprof_fw_fault, /* MemManage */
    rtprof_fw_fault, /* BusFault */
    rtprof_fw_fault, /* UsageFault */
    0, 0, 0, 0,
    rtprof_fw_fault, /* SVCall */
    rtprof_fw_fault, /* DebugMonitor */
    0,
    rtprof_bm_cm_pendsv_handler,
    rtprof_bm_cm_systick_handler,
    rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, /* IRQ 0-3 */
    rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, /* IRQ 4-7 */
    rtprof_bm_cm_timer0_handler, /* IRQ 8: CMSDK TIMER0 */
};
