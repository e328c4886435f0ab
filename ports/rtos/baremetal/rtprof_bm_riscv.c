/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm_riscv.c: the bare-metal scheduler on RV32 machine mode: trap frame, CLINT timer tick, switch. */
#include <stddef.h>
#include <stdint.h>
#include "rtprof_bm.h"
#include "rtprof_bm_riscv.h"

/* The CLINT (SiFive's layout): mtimecmp of hart 0 and mtime. The board's, which the build says. */
#ifndef RTPROF_BM_RV_CLINT
#error "define RTPROF_BM_RV_CLINT, the CLINT base address"
#endif
#define RTPROF_BM_RV_MTIMECMP (RTPROF_BM_RV_CLINT + 0x4000u)
#define RTPROF_BM_RV_MTIME (RTPROF_BM_RV_CLINT + 0xBFF8u)

/* The trap frame, lowest address first: ra, t0-t2, s0-s1, a0-a7, s2-s11, t3-t6 (x1, x5-x31:
 * 28 words), then mepc; 32 words, so sp stays 16-byte aligned. */
#define RTPROF_BM_RV_FRAME_WORDS 32u
#define RTPROF_BM_RV_MEPC_WORD 28u
/* mcause of the machine timer interrupt, and its code, the interrupt id it has in the context-switch log. */
#define RTPROF_BM_RV_CAUSE_MTIMER 0x80000007u
#define RTPROF_BM_RV_TIMER_IRQ 7u
/* mie.MTIE, and mstatus.MPIE | MPP = machine: what mret needs to enter a task with interrupts on. */
#define RTPROF_BM_RV_MIE_MTIE 0x80u
#define RTPROF_BM_RV_MSTATUS_MRET 0x1880u

typedef volatile uint32_t rtprof_bm_rv_reg_t;

/* The one place an address becomes a register (RTPROF-DEV-019). */
static inline rtprof_bm_rv_reg_t *rtprof_bm_rv_reg(uint32_t address)
{
    return (rtprof_bm_rv_reg_t *)address; /* RTPROF-DEV-019 */
}

static uint32_t rtprof_bm_rv_period = 0u;

/* The fault handler without one set: stop here, interrupts masked (they are, in a trap). */
static void rtprof_bm_rv_halt(uint32_t cause)
{
    (void)cause;
    for (;;)
    {
    }
}

static rtprof_bm_rv_fault_t rtprof_bm_rv_fault_handler = &rtprof_bm_rv_halt;

void rtprof_bm_rv_on_fault(rtprof_bm_rv_fault_t handler)
{
    if (handler != NULL)
    {
        rtprof_bm_rv_fault_handler = handler;
    }
}

uint32_t rtprof_bm_arch_address(const uint32_t *address)
{
    return (uint32_t)(uintptr_t)address; /* RTPROF-DEV-019 */
}

uint32_t *rtprof_bm_arch_frame(uint32_t *stack, uint32_t words, void (*entry)(void))
{
    const uint32_t base = (words & ~3u) - RTPROF_BM_RV_FRAME_WORDS;
    uint32_t i;

    for (i = 0u; i < RTPROF_BM_RV_FRAME_WORDS; i++)
    {
        stack[base + i] = 0u;
    }
    stack[base] = (uint32_t)(uintptr_t)&rtprof_bm_task_exit;            /* ra; RTPROF-DEV-020 */
    stack[base + RTPROF_BM_RV_MEPC_WORD] = (uint32_t)(uintptr_t)entry;  /* mepc; RTPROF-DEV-020 */
    return &stack[base];
}

/* The next compare value, one period after the previous one (not after now: no drift). The high
 * word is set to all ones first so that no spurious match can happen between the two stores.
 * In QEMU the instant of the next tick also moves, within an mtime unit, with the instructions
 * the tick handler runs: the exact loads the RV32 reference images check hold for the handler as
 * it is (a longer one, such as one with the context-switch log's hooks, or a few more instructions
 * before this write, breaks them); on hardware the compare alone decides. */
static void rtprof_bm_rv_next_tick(void)
{
    const uint32_t low = *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP);
    const uint32_t high = *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP + 4u);
    const uint32_t next = low + rtprof_bm_rv_period;
    const uint32_t carry = (next < low) ? 1u : 0u; /* RTPROF-DEV-003 */

    *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP + 4u) = 0xFFFFFFFFu;
    *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP) = next;
    *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP + 4u) = high + carry;
}

/* Called by the trap entry with the interrupted context's frame; returns the frame to resume. */
uint32_t *rtprof_bm_rv_trap(uint32_t *frame, uint32_t cause);
uint32_t *rtprof_bm_rv_trap(uint32_t *frame, uint32_t cause)
{
    uint32_t *resume = frame;

    if (cause != RTPROF_BM_RV_CAUSE_MTIMER)
    {
        rtprof_bm_rv_fault_handler(cause);
    }
    rtprof_bm_rv_next_tick();
    if (rtprof_bm_tick_from(RTPROF_BM_RV_TIMER_IRQ) != 0u)
    {
        resume = rtprof_bm_switch(frame);
    }
    return resume;
}

/* Save x1 and x5-x31 and mepc in a frame on the interrupted stack, let rtprof_bm_rv_trap tick and
 * choose, resume the frame it returns. */
__attribute__((naked, aligned(4))) static void rtprof_bm_rv_trap_entry(void) /* RTPROF-DEV-018 */
{
    __asm__ volatile( /* RTPROF-DEV-018 */
        "addi sp, sp, -128\n\t"
        "sw ra, 0(sp)\n\t"
        "sw t0, 4(sp)\n\t"
        "sw t1, 8(sp)\n\t"
        "sw t2, 12(sp)\n\t"
        "sw s0, 16(sp)\n\t"
        "sw s1, 20(sp)\n\t"
        "sw a0, 24(sp)\n\t"
        "sw a1, 28(sp)\n\t"
        "sw a2, 32(sp)\n\t"
        "sw a3, 36(sp)\n\t"
        "sw a4, 40(sp)\n\t"
        "sw a5, 44(sp)\n\t"
        "sw a6, 48(sp)\n\t"
        "sw a7, 52(sp)\n\t"
        "sw s2, 56(sp)\n\t"
        "sw s3, 60(sp)\n\t"
        "sw s4, 64(sp)\n\t"
        "sw s5, 68(sp)\n\t"
        "sw s6, 72(sp)\n\t"
        "sw s7, 76(sp)\n\t"
        "sw s8, 80(sp)\n\t"
        "sw s9, 84(sp)\n\t"
        "sw s10, 88(sp)\n\t"
        "sw s11, 92(sp)\n\t"
        "sw t3, 96(sp)\n\t"
        "sw t4, 100(sp)\n\t"
        "sw t5, 104(sp)\n\t"
        "sw t6, 108(sp)\n\t"
        "csrr t0, mepc\n\t"
        "sw t0, 112(sp)\n\t"
        "mv a0, sp\n\t"
        "csrr a1, mcause\n\t"
        "call rtprof_bm_rv_trap\n\t"
        "mv sp, a0\n\t"
        "j rtprof_bm_rv_resume\n\t");
}

/* Resume the frame at a0 (also the first task's, from rtprof_bm_arch_start). */
__attribute__((naked)) void rtprof_bm_rv_resume(void) /* RTPROF-DEV-018 */
{
    __asm__ volatile( /* RTPROF-DEV-018 */
        "mv sp, a0\n\t"
        "lw t0, 112(sp)\n\t"
        "csrw mepc, t0\n\t"
        "lw ra, 0(sp)\n\t"
        "lw t0, 4(sp)\n\t"
        "lw t1, 8(sp)\n\t"
        "lw t2, 12(sp)\n\t"
        "lw s0, 16(sp)\n\t"
        "lw s1, 20(sp)\n\t"
        "lw a0, 24(sp)\n\t"
        "lw a1, 28(sp)\n\t"
        "lw a2, 32(sp)\n\t"
        "lw a3, 36(sp)\n\t"
        "lw a4, 40(sp)\n\t"
        "lw a5, 44(sp)\n\t"
        "lw a6, 48(sp)\n\t"
        "lw a7, 52(sp)\n\t"
        "lw s2, 56(sp)\n\t"
        "lw s3, 60(sp)\n\t"
        "lw s4, 64(sp)\n\t"
        "lw s5, 68(sp)\n\t"
        "lw s6, 72(sp)\n\t"
        "lw s7, 76(sp)\n\t"
        "lw s8, 80(sp)\n\t"
        "lw s9, 84(sp)\n\t"
        "lw s10, 88(sp)\n\t"
        "lw s11, 92(sp)\n\t"
        "lw t3, 96(sp)\n\t"
        "lw t4, 100(sp)\n\t"
        "lw t5, 104(sp)\n\t"
        "lw t6, 108(sp)\n\t"
        "addi sp, sp, 128\n\t"
        "mret\n\t");
}

/* Traps to the scheduler's entry (mtvec, direct mode). Assembly only (Dir 4.3). */
static inline void rtprof_bm_rv_set_mtvec(void (*entry)(void)) /* RTPROF-DEV-021 */
{
    __asm__ volatile("csrw mtvec, %0" : : "r"(entry) : "memory"); /* RTPROF-DEV-018 */
}

/* Enable the machine timer interrupt source and prepare mret to enter machine mode with interrupts
 * on (MPIE, MPP); MIE itself stays clear until mret. Assembly only (Dir 4.3). */
static inline void rtprof_bm_rv_arm(void)
{
    __asm__ volatile("csrs mie, %0\n\t"
                     "csrs mstatus, %1" : : "r"(RTPROF_BM_RV_MIE_MTIE), "r"(RTPROF_BM_RV_MSTATUS_MRET) : "memory"); /* RTPROF-DEV-018 */
}

/* Resume the frame at first (never returns). Assembly only (Dir 4.3). */
static inline void rtprof_bm_rv_enter(uint32_t *first) /* RTPROF-DEV-021 */
{
    __asm__ volatile("mv a0, %0\n\t"
                     "j rtprof_bm_rv_resume" : : "r"(first) : "a0", "memory"); /* RTPROF-DEV-018 */
}

void rtprof_bm_arch_start(uint32_t period)
{
    const uint32_t now = *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIME);
    const uint32_t first_tick = now + period;
    const uint32_t carry = (first_tick < now) ? 1u : 0u; /* RTPROF-DEV-003 */

    rtprof_bm_rv_period = period;
    rtprof_bm_rv_set_mtvec(&rtprof_bm_rv_trap_entry);
    /* the first compare one period from now, written high word first (see rtprof_bm_rv_next_tick) */
    *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP + 4u) = 0xFFFFFFFFu;
    *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP) = first_tick;
    *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIMECMP + 4u) = *rtprof_bm_rv_reg(RTPROF_BM_RV_MTIME + 4u) + carry;
    rtprof_bm_rv_arm();
    /* the first task's frame, as the switch hands it over (no task ran before: nothing charged) */
    rtprof_bm_rv_enter(rtprof_bm_switch(NULL));
    for (;;)
    {
    }
}
