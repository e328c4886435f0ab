/* SPDX-License-Identifier: Apache-2.0 */
/* vectors.c: the vector table of the scmRTOS adapter test: scmRTOS's Cortex-M port handlers; the reset
 * code is the reference firmware's (ports/reference/cortex-m/startup.c). */
#include <stdint.h>

extern uint32_t __stack_top[];
void rtprof_fw_reset(void);
void rtprof_fw_fault(void);
void PendSV_Handler(void);
void SysTick_Handler(void);

typedef void (*rtprof_fw_vector_t)(void);

__attribute__((section(".vectors"), used)) static const rtprof_fw_vector_t rtprof_fw_vectors[16] = {
    (rtprof_fw_vector_t)(uintptr_t)__stack_top, rtprof_fw_reset,
    rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault, rtprof_fw_fault,
    0, 0, 0, 0,
    rtprof_fw_fault, rtprof_fw_fault, 0,
    PendSV_Handler, SysTick_Handler,
};
