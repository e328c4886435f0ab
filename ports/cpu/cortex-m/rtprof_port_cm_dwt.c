/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_cm_dwt.c: the DWT cycle counter (CYCCNT, ARMv7-M and ARMv8-M Mainline) as rtprof's interval source. */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof_cortex_m.h"
#include "rtprof.h"
#include "rtprof_port_cm_regs.h"

/* RTPROF-PORT-008: the configurations this source fits, checked when it is compiled: a timer
 * configuration whose timer counts up over 32 bits or fewer (the low bits of DWT CYCCNT); a
 * user-interval configuration may read it in its own rtprof_port_interval. Any other configuration
 * stops the build with its name and the reason. */
/* RTPROF-PORT-010: ARMv6-M (Cortex-M0, M0+, M1) and ARMv8-M Baseline (Cortex-M23) have no CYCCNT:
 * the DWT's cycle counter is part of ARMv7-M and of ARMv8-M's Main Extension. */
#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
#error "rtprof_port_cm_dwt.c (DWT CYCCNT) needs ARMv7-M or ARMv8-M Mainline: this CPU (ARMv6-M or ARMv8-M Baseline: Cortex-M0, M0+, M1, M23) has no cycle counter; link rtprof_port_cm_systick.c or another timer source"
#endif
#if RTPROF_INTERVAL_TIMER
#if RTPROF_TIMER_DOWN != 0
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_dwt.c (DWT CYCCNT: 32 bits, counting up) does not fit this configuration's RTPROF_TIMER_DIR=down: generate it with RTPROF_TIMER_DIR=up and RTPROF_TIMER_BITS of 32 or fewer, or link the port of its timer"
#elif RTPROF_TIMER_BITS > 32u
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_dwt.c (DWT CYCCNT: 32 bits, counting up) does not fit this configuration's RTPROF_TIMER_BITS=64: generate it with RTPROF_TIMER_BITS of 32 or fewer, or link the port of its timer"
#endif
#elif RTPROF_INTERVAL_TICK
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_dwt.c (DWT CYCCNT) is a timer source; this configuration samples on a tick (RTPROF_INTERVAL=tick) and reads no timer: link the tick source's port, or generate with RTPROF_INTERVAL=timer"
#endif

/* Debug exception and monitor control, data watchpoint and trace unit (ARMv7-M ARM, C1). */
#define RTPROF_CM_DEMCR 0xE000EDFCu
#define RTPROF_CM_DEMCR_TRCENA 0x01000000u
#define RTPROF_CM_DWT_CTRL 0xE0001000u
#define RTPROF_CM_DWT_CYCCNT 0xE0001004u
#define RTPROF_CM_DWT_LAR 0xE0001FB0u
#define RTPROF_CM_DWT_LSR 0xE0001FB4u
#define RTPROF_CM_DWT_CTRL_CYCCNTENA 0x00000001u
#define RTPROF_CM_DWT_CTRL_NOCYCCNT 0x02000000u
#define RTPROF_CM_DWT_LSR_PRESENT 0x00000001u
#define RTPROF_CM_DWT_LAR_KEY 0xC5ACCE55u

rtprof_cm_status_t rtprof_cm_dwt_enable(void)
{
    rtprof_cm_status_t status = RTPROF_CM_ABSENT;

    /* TRCENA first: the DWT registers are not accessible before it */
    *rtprof_cm_reg(RTPROF_CM_DEMCR) |= RTPROF_CM_DEMCR_TRCENA;
    if ((*rtprof_cm_reg(RTPROF_CM_DWT_LSR) & RTPROF_CM_DWT_LSR_PRESENT) != 0u)
    {
        /* a lock access register exists (Cortex-M7): software writes need the key */
        *rtprof_cm_reg(RTPROF_CM_DWT_LAR) = RTPROF_CM_DWT_LAR_KEY;
    }
    if ((*rtprof_cm_reg(RTPROF_CM_DWT_CTRL) & RTPROF_CM_DWT_CTRL_NOCYCCNT) == 0u)
    {
        *rtprof_cm_reg(RTPROF_CM_DWT_CYCCNT) = 0u;
        *rtprof_cm_reg(RTPROF_CM_DWT_CTRL) |= RTPROF_CM_DWT_CTRL_CYCCNTENA;
        status = RTPROF_CM_OK;
    }
    return status;
}

/* Processor cycles, modulo 2^32 (RTPROF-PORT-002). */
uint32_t rtprof_port_timer_read32(void)
{
    return *rtprof_cm_reg(RTPROF_CM_DWT_CYCCNT);
}
