/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_cm_systick.c: SysTick as rtprof's interval source (24 bits, down) and its set-up. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof_cortex_m.h"
#include "rtprof.h"
#include "rtprof_port_cm_regs.h"

/* RTPROF-PORT-008: the configurations this source fits, checked when it is compiled: a timer
 * configuration whose timer counts down over 24 bits or fewer (the low bits of SysTick), or a tick
 * configuration (the periodic tick set-up); a user-interval configuration may read it in its own
 * rtprof_port_interval. Any other configuration stops the build with its name and the reason. */
#if RTPROF_INTERVAL_TIMER
#if RTPROF_TIMER_DOWN != 1
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_systick.c (SysTick: 24 bits, counting down) does not fit this configuration's RTPROF_TIMER_DIR=up: generate it with RTPROF_TIMER_DIR=down and RTPROF_TIMER_BITS of 24 or fewer, or link the port of its timer"
#elif RTPROF_TIMER_BITS == 32u
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_systick.c (SysTick: 24 bits, counting down) does not fit this configuration's RTPROF_TIMER_BITS=32: generate it with RTPROF_TIMER_BITS of 24 or fewer, or link the port of its timer"
#elif RTPROF_TIMER_BITS > 24u
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_systick.c (SysTick: 24 bits, counting down) does not fit this configuration's RTPROF_TIMER_BITS=64: generate it with RTPROF_TIMER_BITS of 24 or fewer, or link the port of its timer"
#endif
#endif

/* System timer (ARMv6-M/ARMv7-M Architecture Reference Manual, B3.3). */
#define RTPROF_CM_SYST_CSR 0xE000E010u
#define RTPROF_CM_SYST_RVR 0xE000E014u
#define RTPROF_CM_SYST_CVR 0xE000E018u
#define RTPROF_CM_SYST_CSR_ENABLE 0x1u
#define RTPROF_CM_SYST_CSR_TICKINT 0x2u
#define RTPROF_CM_SYST_CSR_CLKSOURCE 0x4u
#define RTPROF_CM_SYST_MAX 0x00FFFFFFu

void rtprof_cm_systick_free_run(void)
{
    *rtprof_cm_reg(RTPROF_CM_SYST_CSR) = 0u;
    *rtprof_cm_reg(RTPROF_CM_SYST_RVR) = RTPROF_CM_SYST_MAX;
    *rtprof_cm_reg(RTPROF_CM_SYST_CVR) = 0u; /* any write clears the counter; it reloads next clock */
    *rtprof_cm_reg(RTPROF_CM_SYST_CSR) = RTPROF_CM_SYST_CSR_CLKSOURCE | RTPROF_CM_SYST_CSR_ENABLE;
}

void rtprof_cm_systick_periodic(uint32_t period)
{
    *rtprof_cm_reg(RTPROF_CM_SYST_CSR) = 0u;
    *rtprof_cm_reg(RTPROF_CM_SYST_RVR) = (period - 1u) & RTPROF_CM_SYST_MAX;
    *rtprof_cm_reg(RTPROF_CM_SYST_CVR) = 0u;
    *rtprof_cm_reg(RTPROF_CM_SYST_CSR) =
        RTPROF_CM_SYST_CSR_CLKSOURCE | RTPROF_CM_SYST_CSR_TICKINT | RTPROF_CM_SYST_CSR_ENABLE;
}

/* The current value: bits 23..0 fall by one per processor clock and wrap from 0 to 0xFFFFFF when
 * the reload value is 0xFFFFFF (RTPROF-PORT-002; the core masks to RTPROF_TIMER_BITS). */
uint32_t rtprof_port_timer_read32(void)
{
    return *rtprof_cm_reg(RTPROF_CM_SYST_CVR);
}
