/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_port_cm_regs.h: register access for the Cortex-M files of ports/ (the port and the bare-metal
 * scheduler's Cortex-M part); not for the library. */
#ifndef RTPROF_PORT_CM_REGS_H
#define RTPROF_PORT_CM_REGS_H

#include <stdint.h>

/* A memory-mapped 32-bit register at a fixed address. */
typedef volatile uint32_t rtprof_cm_reg_t;

/* The one place an address becomes a register (RTPROF-DEV-019). */
static inline rtprof_cm_reg_t *rtprof_cm_reg(uint32_t address)
{
    return (rtprof_cm_reg_t *)address; /* RTPROF-DEV-019 */
}

#endif /* RTPROF_PORT_CM_REGS_H */
