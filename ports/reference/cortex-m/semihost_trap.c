/* SPDX-License-Identifier: Apache-2.0 */
/* semihost_trap.c: the Arm semihosting trap (bkpt 0xab, operation in r0, argument in r1). */
#include <stdint.h>
#include "semihost.h"

uint32_t rtprof_fw_semihost(uint32_t operation, uintptr_t argument)
{
    register uint32_t r0 __asm__("r0") = operation;
    register uintptr_t r1 __asm__("r1") = argument;

    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}
