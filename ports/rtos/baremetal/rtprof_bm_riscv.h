/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm_riscv.h: the RV32 machine-mode part of the bare-metal scheduler (CLINT machine timer tick). */
#ifndef RTPROF_BM_RISCV_H
#define RTPROF_BM_RISCV_H

#include <stdint.h>

/* The trap entry (static in rtprof_bm_riscv.c) takes every machine trap once rtprof_bm_arch_start has
 * set mtvec; only the machine timer interrupt is expected, anything else calls rtprof_bm_rv_fault. */

/* Internal: resume the trap frame whose address is in a0 (jumped to, never called from C). */
void rtprof_bm_rv_resume(void);

/* Called for a trap that is not the machine timer interrupt, with mcause; must not return. */
void rtprof_bm_rv_fault(uint32_t cause);

#endif /* RTPROF_BM_RISCV_H */
