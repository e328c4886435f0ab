/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm_riscv.h: the RV32 machine-mode part of the bare-metal scheduler (CLINT machine timer tick). */
#ifndef RTPROF_BM_RISCV_H
#define RTPROF_BM_RISCV_H

#include <stdint.h>

/* The trap entry (static in rtprof_bm_riscv.c) takes every machine trap once rtprof_bm_arch_start has
 * set mtvec; only the machine timer interrupt is expected, anything else goes to the fault handler. */

/* Internal: resume the trap frame whose address is in a0 (jumped to, never called from C). */
void rtprof_bm_rv_resume(void);

/* A fault handler: called with mcause for a trap that is not the machine timer interrupt, with
 * interrupts masked; must not return. */
typedef void (*rtprof_bm_rv_fault_t)(uint32_t cause);

/* Set the fault handler, before rtprof_bm_start (a null handler changes nothing). Without one, a
 * fault stops the hart in a loop with interrupts masked, where a debugger finds it. */
void rtprof_bm_rv_on_fault(rtprof_bm_rv_fault_t handler);

#endif /* RTPROF_BM_RISCV_H */
