/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_cm_cmsdk.c: a CMSDK APB timer (MPS2 boards) as rtprof's interval source (32 bits, down). */
#include <stdint.h>
#include "rtprof_port.h"
#include "rtprof_cortex_m.h"
#include "rtprof.h"
#include "rtprof_port_cm_regs.h"

/* RTPROF-PORT-008: the configurations this source fits, checked when it is compiled: a timer
 * configuration whose timer counts down over 32 bits or fewer (the low bits of CMSDK timer); a
 * user-interval configuration may read it in its own rtprof_port_interval. Any other configuration
 * stops the build with its name and the reason. */
#if RTPROF_INTERVAL_TIMER
#if RTPROF_TIMER_DOWN != 1
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_cmsdk.c (CMSDK timer: 32 bits, counting down) does not fit this configuration's RTPROF_TIMER_DIR=up: generate it with RTPROF_TIMER_DIR=down and RTPROF_TIMER_BITS of 32 or fewer, or link the port of its timer"
#elif RTPROF_TIMER_BITS > 32u
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_cmsdk.c (CMSDK timer: 32 bits, counting down) does not fit this configuration's RTPROF_TIMER_BITS=64: generate it with RTPROF_TIMER_BITS of 32 or fewer, or link the port of its timer"
#endif
#elif RTPROF_INTERVAL_TICK
#pragma message("rtprof configuration " RTPROF_CONFIG_NAME)
#error "rtprof_port_cm_cmsdk.c (CMSDK timer) is a timer source; this configuration samples on a tick (RTPROF_INTERVAL=tick) and reads no timer: link the tick source's port, or generate with RTPROF_INTERVAL=timer"
#endif

/* CMSDK APB timer (Cortex-M System Design Kit TRM): register offsets and the control bit used. */
#define RTPROF_CM_CMSDK_CTRL 0x00u
#define RTPROF_CM_CMSDK_VALUE 0x04u
#define RTPROF_CM_CMSDK_RELOAD 0x08u
#define RTPROF_CM_CMSDK_INTCLEAR 0x0Cu
#define RTPROF_CM_CMSDK_CTRL_ENABLE 0x1u

#ifndef RTPROF_CM_CMSDK_TIMER_BASE
#error "define RTPROF_CM_CMSDK_TIMER_BASE, the address of the CMSDK timer to read (MPS2: 0x40001000u for TIMER1)"
#endif

void rtprof_cm_cmsdk_free_run(void)
{
    const uint32_t base = RTPROF_CM_CMSDK_TIMER_BASE;

    *rtprof_cm_reg(base + RTPROF_CM_CMSDK_CTRL) = 0u;
    *rtprof_cm_reg(base + RTPROF_CM_CMSDK_RELOAD) = 0xFFFFFFFFu;
    *rtprof_cm_reg(base + RTPROF_CM_CMSDK_VALUE) = 0xFFFFFFFFu;
    *rtprof_cm_reg(base + RTPROF_CM_CMSDK_INTCLEAR) = 1u;
    *rtprof_cm_reg(base + RTPROF_CM_CMSDK_CTRL) = RTPROF_CM_CMSDK_CTRL_ENABLE;
}

/* Falls by one per APB clock; from 0 it reloads 0xFFFFFFFF, so it wraps modulo 2^32 (RTPROF-PORT-002). */
uint32_t rtprof_port_timer_read32(void)
{
    return *rtprof_cm_reg(RTPROF_CM_CMSDK_TIMER_BASE + RTPROF_CM_CMSDK_VALUE);
}
