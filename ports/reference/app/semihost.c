/* SPDX-License-Identifier: Apache-2.0 */
/* semihost.c: the reference firmware's output and exit through semihosting (SYS_WRITE0, SYS_EXIT); the
 * trap itself is the target's (ports/reference/<target>/semihost_trap.c). */
#include <stdint.h>
#include "semihost.h"

#define SEMIHOST_SYS_WRITE0 0x04u
#define SEMIHOST_SYS_EXIT 0x18u
#define SEMIHOST_EXIT_OK 0x20026u       /* ADP_Stopped_ApplicationExit */
#define SEMIHOST_EXIT_ERROR 0x20023u    /* ADP_Stopped_RunTimeErrorUnknown */

void rtprof_fw_puts(const char *text)
{
    (void)rtprof_fw_semihost(SEMIHOST_SYS_WRITE0, (uintptr_t)text);
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
    (void)rtprof_fw_semihost(SEMIHOST_SYS_EXIT, (status == 0u) ? SEMIHOST_EXIT_OK : SEMIHOST_EXIT_ERROR);
    for (;;)
    {
    }
}
