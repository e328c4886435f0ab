/* SPDX-License-Identifier: Apache-2.0 */
/* vectors.c: the vector table of the MPS2 reference firmware: the bare-metal scheduler's handlers. */
#include <stdint.h>
#include "rtprof_bm_cortex_m.h"

extern uint32_t __stack_top[];
void rtprof_fw_reset(void);
void rtprof_fw_fault(void);

typedef void (*rtprof_fw_vector_t)(void);

/* The scheduler's tick timer is TIMER0, IRQ 8 (board.sh), the last entry of the table. */
#if !defined(RTPROF_BM_CM_CMSDK_IRQ) || (RTPROF_BM_CM_CMSDK_IRQ != 8u)
#error "vectors.c puts the scheduler's tick handler at IRQ 8, RTPROF_BM_CM_CMSDK_IRQ of board.sh"
#endif

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
    rtprof_bm_cm_cmsdk_handler, /* IRQ 8: CMSDK TIMER0 */
};
