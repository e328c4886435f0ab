/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_bm_cortex_m.c: the bare-metal scheduler on Cortex-M: PendSV context switch, tick interrupt, start. */
#include <stdint.h>
#include "rtprof_bm.h"
#include "rtprof_bm_cortex_m.h"
#include "rtprof_port_cm_regs.h"

/* System control block: interrupt control and state, system handler priorities 12-15. */
#define RTPROF_BM_ICSR 0xE000ED04u
#define RTPROF_BM_ICSR_PENDSVSET 0x10000000u
#define RTPROF_BM_SHPR3 0xE000ED20u

/* Frame layout, lowest address first: r4-r11 and EXC_RETURN saved by PendSV (9 words), then the
 * exception frame the core pops (r0-r3, r12, lr, pc, xPSR: 8 words). */
#define RTPROF_BM_SAVED_WORDS 9u
#define RTPROF_BM_FRAME_WORDS (RTPROF_BM_SAVED_WORDS + 8u)
/* Exception return to thread mode on the process stack, basic frame. */
#define RTPROF_BM_EXC_RETURN 0xFFFFFFFDu
/* xPSR of a new task: Thumb state. */
#define RTPROF_BM_XPSR 0x01000000u

/* The exception frame sits on an even word: 8-byte aligned when the stack is. */
uint32_t *rtprof_bm_arch_frame(uint32_t *stack, uint32_t words, void (*entry)(void))
{
    const uint32_t base = (words & ~1u) - RTPROF_BM_FRAME_WORDS;
    uint32_t i;

    for (i = 0u; i < RTPROF_BM_FRAME_WORDS; i++)
    {
        stack[base + i] = 0u;                           /* r4-r11, r0-r3, r12 */
    }
    stack[base + 8u] = RTPROF_BM_EXC_RETURN;
    stack[base + RTPROF_BM_SAVED_WORDS + 5u] = (uint32_t)(uintptr_t)&rtprof_bm_task_exit; /* lr; RTPROF-DEV-020 */
    stack[base + RTPROF_BM_SAVED_WORDS + 6u] = (uint32_t)(uintptr_t)entry;               /* pc; RTPROF-DEV-020 */
    stack[base + RTPROF_BM_SAVED_WORDS + 7u] = RTPROF_BM_XPSR;
    return &stack[base];
}

uint32_t rtprof_bm_arch_address(const uint32_t *address)
{
    return (uint32_t)(uintptr_t)address; /* RTPROF-DEV-019 */
}

/* SysTick, the scheduler's tick unless rtprof_bm_cm_tick_from_cmsdk was called. */
#define RTPROF_BM_SYST_CSR 0xE000E010u
#define RTPROF_BM_SYST_RVR 0xE000E014u
#define RTPROF_BM_SYST_CVR 0xE000E018u
/* processor clock, interrupt, enable */
#define RTPROF_BM_SYST_RUN 7u

/* The CMSDK APB timer that ticks instead of SysTick, and its interrupt number: the board's, which
 * the build says (RTPROF-PORT-009). */
#ifndef RTPROF_BM_CM_CMSDK_TIMER
#error "define RTPROF_BM_CM_CMSDK_TIMER, the address of the CMSDK timer that can tick"
#endif
#ifndef RTPROF_BM_CM_CMSDK_IRQ
#error "define RTPROF_BM_CM_CMSDK_IRQ, the interrupt number of RTPROF_BM_CM_CMSDK_TIMER"
#endif
#if RTPROF_BM_CM_CMSDK_IRQ > 239u
#error "RTPROF_BM_CM_CMSDK_IRQ: Cortex-M interrupt numbers are 0 to 239"
#endif
/* The NVIC's enable and priority registers: one enable bit and one priority byte per interrupt,
 * written by words (ARMv6-M allows no byte access to the priorities). */
#define RTPROF_BM_NVIC_ISER 0xE000E100u
#define RTPROF_BM_NVIC_IPR 0xE000E400u
#define RTPROF_BM_CMSDK_ISER (RTPROF_BM_NVIC_ISER + (4u * (RTPROF_BM_CM_CMSDK_IRQ / 32u)))
#define RTPROF_BM_CMSDK_ISER_BIT ((uint32_t)1u << (RTPROF_BM_CM_CMSDK_IRQ % 32u))
#define RTPROF_BM_CMSDK_IPR (RTPROF_BM_NVIC_IPR + (4u * (RTPROF_BM_CM_CMSDK_IRQ / 4u)))
#define RTPROF_BM_CMSDK_IPR_SHIFT (8u * (RTPROF_BM_CM_CMSDK_IRQ % 4u))
#define RTPROF_BM_CMSDK_IPR_MASK ((uint32_t)0xFFu << RTPROF_BM_CMSDK_IPR_SHIFT)
/* priority 0x80, above PendSV */
#define RTPROF_BM_CMSDK_IPR_PRIORITY ((uint32_t)0x80u << RTPROF_BM_CMSDK_IPR_SHIFT)
/* CMSDK timer registers: control, value, reload, interrupt clear; control: interrupt, enable */
#define RTPROF_BM_TIMER_CTRL 0x0u
#define RTPROF_BM_TIMER_VALUE 0x4u
#define RTPROF_BM_TIMER_RELOAD 0x8u
#define RTPROF_BM_TIMER_INTCLEAR 0xCu
#define RTPROF_BM_TIMER_RUN 9u

/* 1 when the tick comes from the CMSDK timer (SysTick is then free for rtprof's interval source). */
static uint32_t rtprof_bm_cmsdk_tick = 0u;

void rtprof_bm_cm_tick_from_cmsdk(void)
{
    rtprof_bm_cmsdk_tick = 1u;
}

static void rtprof_bm_tick_start(uint32_t period)
{
    if (rtprof_bm_cmsdk_tick == 0u)
    {
        *rtprof_cm_reg(RTPROF_BM_SYST_CSR) = 0u;
        *rtprof_cm_reg(RTPROF_BM_SYST_RVR) = period - 1u;
        *rtprof_cm_reg(RTPROF_BM_SYST_CVR) = 0u;
        *rtprof_cm_reg(RTPROF_BM_SYST_CSR) = RTPROF_BM_SYST_RUN;
    }
    else
    {
        *rtprof_cm_reg(RTPROF_BM_CMSDK_IPR) = (*rtprof_cm_reg(RTPROF_BM_CMSDK_IPR) & ~RTPROF_BM_CMSDK_IPR_MASK)
                                              | RTPROF_BM_CMSDK_IPR_PRIORITY;
        *rtprof_cm_reg(RTPROF_BM_CM_CMSDK_TIMER + RTPROF_BM_TIMER_CTRL) = 0u;
        *rtprof_cm_reg(RTPROF_BM_CM_CMSDK_TIMER + RTPROF_BM_TIMER_RELOAD) = period - 1u;
        *rtprof_cm_reg(RTPROF_BM_CM_CMSDK_TIMER + RTPROF_BM_TIMER_VALUE) = period - 1u;
        *rtprof_cm_reg(RTPROF_BM_CM_CMSDK_TIMER + RTPROF_BM_TIMER_INTCLEAR) = 1u;
        *rtprof_cm_reg(RTPROF_BM_CMSDK_ISER) = RTPROF_BM_CMSDK_ISER_BIT;
        *rtprof_cm_reg(RTPROF_BM_CM_CMSDK_TIMER + RTPROF_BM_TIMER_CTRL) = RTPROF_BM_TIMER_RUN;
    }
}

/* Thread mode on the process stack psp from here on (CONTROL.SPSEL). Assembly only (Dir 4.3). */
static inline void rtprof_bm_cm_use_psp(uint32_t psp) /* RTPROF-DEV-021 */
{
    __asm__ volatile("msr psp, %0\n\t"
                     "msr control, %1\n\t"
                     "isb" : : "r"(psp), "r"(2u) : "memory"); /* RTPROF-DEV-018 */
}

/* Complete the writes before the next instruction (the PendSV request). Assembly only (Dir 4.3). */
static inline void rtprof_bm_cm_sync(void)
{
    __asm__ volatile("dsb\n\tisb" : : : "memory"); /* RTPROF-DEV-018 */
}

void rtprof_bm_arch_start(uint32_t period)
{
    /* Where the boot code's context goes at the first switch; it is never resumed. */
    static uint32_t boot_stack[32] __attribute__((aligned(8))); /* RTPROF-DEV-018 */
    const uint32_t boot_psp = (uint32_t)(uintptr_t)&boot_stack[32]; /* RTPROF-DEV-019 */

    /* PendSV at the lowest priority, the tick above it: the switch never interrupts the tick */
    *rtprof_cm_reg(RTPROF_BM_SHPR3) = (*rtprof_cm_reg(RTPROF_BM_SHPR3) & 0x0000FFFFu) | 0x80FF0000u;
    rtprof_bm_cm_use_psp(boot_psp);
    rtprof_bm_tick_start(period);
    *rtprof_cm_reg(RTPROF_BM_ICSR) = RTPROF_BM_ICSR_PENDSVSET;
    rtprof_bm_cm_sync();
    for (;;)
    {
    }
}

/* Exception numbers of the ticks (IPSR), the interrupt ids the context-switch log records. */
#define RTPROF_BM_SYSTICK_EXCEPTION 15u
#define RTPROF_BM_CMSDK_EXCEPTION (16u + RTPROF_BM_CM_CMSDK_IRQ)

static void rtprof_bm_cm_tick(uint32_t exception)
{
    if (rtprof_bm_tick_from(exception) != 0u)
    {
        *rtprof_cm_reg(RTPROF_BM_ICSR) = RTPROF_BM_ICSR_PENDSVSET;
    }
}

void rtprof_bm_cm_systick_handler(void)
{
    rtprof_bm_cm_tick(RTPROF_BM_SYSTICK_EXCEPTION);
}

void rtprof_bm_cm_cmsdk_handler(void)
{
    *rtprof_cm_reg(RTPROF_BM_CM_CMSDK_TIMER + RTPROF_BM_TIMER_INTCLEAR) = 1u;
    rtprof_bm_cm_tick(RTPROF_BM_CMSDK_EXCEPTION);
}

/* The context switch, at the lowest exception priority: save r4-r11 and EXC_RETURN on the
 * outgoing task's stack, let rtprof_bm_switch charge it and choose, restore the incoming one. */
#if defined(__ARM_ARCH_6M__)
__attribute__((naked)) void rtprof_bm_cm_pendsv_handler(void) /* RTPROF-DEV-018 */
{
    /* ARMv6-M: stm/ldm reach r0-r7 only; r8-r11 and lr go through r4-r7 */
    __asm__ volatile( /* RTPROF-DEV-018 */
        ".syntax unified\n\t"
        "mrs r0, psp\n\t"
        "subs r0, #36\n\t"
        "stmia r0!, {r4-r7}\n\t"
        "mov r4, r8\n\t"
        "mov r5, r9\n\t"
        "mov r6, r10\n\t"
        "mov r7, r11\n\t"
        "stmia r0!, {r4-r7}\n\t"
        "mov r4, lr\n\t"
        "stmia r0!, {r4}\n\t"
        "subs r0, #36\n\t"
        "bl rtprof_bm_switch\n\t"
        "adds r0, #16\n\t"
        "ldmia r0!, {r4-r7}\n\t"
        "mov r8, r4\n\t"
        "mov r9, r5\n\t"
        "mov r10, r6\n\t"
        "mov r11, r7\n\t"
        "ldmia r0!, {r4}\n\t"
        "mov lr, r4\n\t"
        "subs r0, #36\n\t"
        "ldmia r0!, {r4-r7}\n\t"
        "adds r0, #20\n\t"
        "msr psp, r0\n\t"
        "bx lr\n\t");
}
#elif defined(__ARM_FP)
/* With an FPU: a task that used it has an extended frame (EXC_RETURN bit 4 clear); s16-s31 are
 * saved with it and restored only for a task whose EXC_RETURN says so. */
__attribute__((naked)) void rtprof_bm_cm_pendsv_handler(void) /* RTPROF-DEV-018 */
{
    __asm__ volatile( /* RTPROF-DEV-018 */
        "mrs r0, psp\n\t"
        "tst lr, #0x10\n\t"
        "it eq\n\t"
        "vstmdbeq r0!, {s16-s31}\n\t"
        "stmdb r0!, {r4-r11, lr}\n\t"
        "bl rtprof_bm_switch\n\t"
        "ldmia r0!, {r4-r11, lr}\n\t"
        "tst lr, #0x10\n\t"
        "it eq\n\t"
        "vldmiaeq r0!, {s16-s31}\n\t"
        "msr psp, r0\n\t"
        "bx lr\n\t");
}
#else
__attribute__((naked)) void rtprof_bm_cm_pendsv_handler(void) /* RTPROF-DEV-018 */
{
    __asm__ volatile( /* RTPROF-DEV-018 */
        "mrs r0, psp\n\t"
        "stmdb r0!, {r4-r11, lr}\n\t"
        "bl rtprof_bm_switch\n\t"
        "ldmia r0!, {r4-r11, lr}\n\t"
        "msr psp, r0\n\t"
        "bx lr\n\t");
}
#endif
