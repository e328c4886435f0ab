/* SPDX-License-Identifier: Apache-2.0 */
/* startup.c: reset code of the MPS2 images (no C library start files); the vector table is vectors.c
 * (the reference firmware) or the test's own (tests/scmrtos/vectors.c). */
#include <stdint.h>
#include "semihost.h"

extern uint32_t __data_load[];
extern uint32_t __data_start[];
extern uint32_t __data_end[];
extern uint32_t __bss_start[];
extern uint32_t __bss_end[];
typedef void (*rtprof_fw_ctor_t)(void);
extern rtprof_fw_ctor_t __init_array_start[];
extern rtprof_fw_ctor_t __init_array_end[];

int main(void);
void rtprof_fw_reset(void);
void rtprof_fw_fault(void);

/* Enable the FPU where there is one, copy .data, clear .bss, run the C++ constructors (none in a C
 * image), run main; main does not return. */
void rtprof_fw_reset(void)
{
    uint32_t *src = __data_load;
    uint32_t *dst = __data_start;
    rtprof_fw_ctor_t *ctor;

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
    for (ctor = __init_array_start; ctor < __init_array_end; ctor++)
    {
        (*ctor)();
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
