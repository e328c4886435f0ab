/* SPDX-License-Identifier: Apache-2.0 */
/* semihost.c: Arm semihosting calls (SYS_WRITE0, SYS_EXIT) for the reference firmware. */
#include <stdint.h>
#include "semihost.h"

#define SEMIHOST_SYS_WRITE0 0x04u
#define SEMIHOST_SYS_EXIT 0x18u
#define SEMIHOST_EXIT_OK 0x20026u       /* ADP_Stopped_ApplicationExit */
#define SEMIHOST_EXIT_ERROR 0x20023u    /* ADP_Stopped_RunTimeErrorUnknown */

static uint32_t semihost_call(uint32_t operation, uintptr_t argument)
{
    register uint32_t r0 __asm__("r0") = operation;
    register uintptr_t r1 __asm__("r1") = argument;

    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
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
