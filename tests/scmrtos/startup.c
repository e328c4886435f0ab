/* SPDX-License-Identifier: Apache-2.0 */
/* startup.c: vector table and reset code of the scmRTOS adapter test (scmRTOS's Cortex-M port handlers). */
#include <stdint.h>
#include "semihost.h"

extern uint32_t __data_load[];
extern uint32_t __data_start[];
extern uint32_t __data_end[];
extern uint32_t __bss_start[];
extern uint32_t __bss_end[];
extern uint32_t __stack_top[];
typedef void (*rtprof_fw_vector_t)(void);
extern rtprof_fw_vector_t __init_array_start[];
extern rtprof_fw_vector_t __init_array_end[];

int main(void);
void rtprof_fw_reset(void);
void rtprof_fw_fault(void);
void PendSV_Handler(void);
void SysTick_Handler(void);

/* Copy .data, clear .bss, run the C++ constructors (scmRTOS's processes), run main. */
void rtprof_fw_reset(void)
{
    uint32_t *src = __data_load;
    uint32_t *dst = __data_start;
    rtprof_fw_vector_t *ctor;

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

void rtprof_fw_fault(void)
{
    rtprof_fw_puts("firmware: unexpected exception\n");
    rtprof_fw_exit(1);
}

__attribute__((section(".vectors"), used)) static const rtprof_fw_vector_t rtprof_fw_vectors[16] = {
    (rtprof_fw_vector_t)(uintptr_t)__stack_top, rtprof_fw_reset,
    rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault,
    0, 0, 0, 0,
    rtprof_fw_fault, rtprof_fw_fault, 0,
    PendSV_Handler, SysTick_Handler,
};
