/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_riscv.h: the RISC-V (RV32, machine mode) port: critical section and interval sources. */
#ifndef RTPROF_RISCV_H
#define RTPROF_RISCV_H

/* Files of this port (link the critical section and at most one timer source):
 *   rtprof_port_rv_critical.c  rtprof_port_critical_enter/exit: clear mstatus.MIE, restore it
 *   rtprof_port_rv_mcycle.c    rtprof_port_timer_read32/64 from mcycle/mcycleh: 32 or 64 bits, up
 *   rtprof_port_rv_mtime.c     rtprof_port_timer_read32/64 from the memory-mapped mtime (CLINT or
 *                              ACLINT; define RTPROF_RV_MTIME_ADDR, QEMU virt: 0x0200BFF8u): 32 or 64 bits, up
 * Both timer files provide the 32-bit and the 64-bit read; a configuration calls the one its
 * RTPROF_TIMER_BITS needs. mcycle must be readable in machine mode (it is on every RV32 core with
 * Zicsr and the counters; where mcountinhibit stops it, use mtime).
 *   rtprof_prof_rv.c           the function profile's shims: _mcount (GCC -pg) and the sampling helper */

/* The function profile (spec/profile.md): call first thing in the profiling timer's trap handler;
 * hands the interrupted PC (mepc) to rtprof_prof_sample. */
void rtprof_rv_prof_sample(void);

#endif /* RTPROF_RISCV_H */
