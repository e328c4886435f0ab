/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm_cortex_m.h: the Cortex-M exception handlers of the bare-metal scheduler, for the vector table. */
#ifndef RTPROF_BM_CORTEX_M_H
#define RTPROF_BM_CORTEX_M_H

/* PendSV: the context switch. */
void rtprof_bm_cm_pendsv_handler(void);
/* The tick: SysTick, or CMSDK TIMER0's interrupt (IRQ 8 on the MPS2 boards). */
void rtprof_bm_cm_systick_handler(void);
void rtprof_bm_cm_timer0_handler(void);

/* Call before rtprof_bm_start to tick from CMSDK TIMER0 (MPS2 boards) instead of SysTick, when
 * SysTick is rtprof's interval source (ports/cpu/cortex-m/rtprof_port_cm_systick.c). */
void rtprof_bm_cm_tick_from_cmsdk(void);

#endif /* RTPROF_BM_CORTEX_M_H */
