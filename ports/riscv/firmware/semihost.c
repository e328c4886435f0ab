/* SPDX-License-Identifier: Apache-2.0 */
/* semihost.c: RISC-V semihosting calls (SYS_WRITE0, SYS_EXIT) for the RV32 reference firmware. */
#include <stdint.h>
#include "semihost.h"

#define SEMIHOST_SYS_WRITE0 0x04u
#define SEMIHOST_SYS_EXIT 0x18u
#define SEMIHOST_EXIT_OK 0x20026u       /* ADP_Stopped_ApplicationExit */
#define SEMIHOST_EXIT_ERROR 0x20023u    /* ADP_Stopped_RunTimeErrorUnknown */

/* The semihosting trap: ebreak between two marker instructions, uncompressed, in one 16-byte line. */
static uint32_t semihost_call(uint32_t operation, uintptr_t argument)
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

void rtprof_fw_puts(const char *text)
{
    (void)semihost_call(SEMIHOST_SYS_WRITE0, (uintptr_t)text);
}

void rtprof_fw_putu(uint32_t value)
{
    char digits[11];
    uint32_t i = 10u;
    uint32_t v = value;

    digits[10] = '\0';
    do
    {
        i--;
        digits[i] = (char)('0' + (v % 10u));
        v /= 10u;
    } while (v != 0u);
    rtprof_fw_puts(&digits[i]);
}

void rtprof_fw_exit(uint32_t status)
{
    (void)semihost_call(SEMIHOST_SYS_EXIT, (status == 0u) ? SEMIHOST_EXIT_OK : SEMIHOST_EXIT_ERROR);
    for (;;)
    {
    }
}
