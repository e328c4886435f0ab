/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm_cortex_m.h: the Cortex-M exception handlers of the bare-metal scheduler, for the vector table. */
#ifndef RTPROF_BM_CORTEX_M_H
#define RTPROF_BM_CORTEX_M_H

/* PendSV: the context switch. */
void rtprof_bm_cm_pendsv_handler(void);
/* The tick: SysTick, or the interrupt RTPROF_BM_CM_CMSDK_IRQ of the CMSDK timer at
 * RTPROF_BM_CM_CMSDK_TIMER (both defined by the build, the board's). */
void rtprof_bm_cm_systick_handler(void);
void rtprof_bm_cm_cmsdk_handler(void);

/* Call before rtprof_bm_start to tick from the CMSDK timer instead of SysTick, when SysTick is
 * rtprof's interval source (ports/cpu/cortex-m/rtprof_port_cm_systick.c). */
void rtprof_bm_cm_tick_from_cmsdk(void);

#endif /* RTPROF_BM_CORTEX_M_H */
