/* SPDX-License-Identifier: Apache-2.0 */
/* semihost_trap.c: the RISC-V semihosting trap: ebreak between two marker instructions, uncompressed,
 * in one 16-byte line (operation in a0, argument in a1). */
#include <stdint.h>
#include "semihost.h"

uint32_t rtprof_fw_semihost(uint32_t operation, uintptr_t argument)
{
    register uint32_t a0 __asm__("a0") = operation;
    register uintptr_t a1 __asm__("a1") = argument;

    __asm__ volatile(".option push\n\t"
                     ".option norvc\n\t"
                     ".balign 16\n\t"
                     "slli x0, x0, 0x1f\n\t"
                     "ebreak\n\t"
                     "srai x0, x0, 7\n\t"
                     ".option pop" : "+r"(a0) : "r"(a1) : "memory");
    return a0;
}
