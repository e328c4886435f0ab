/* SPDX-License-Identifier: Apache-2.0 */
/* semihost.c: the reference firmware's output, files and exit through semihosting (SYS_WRITE0, SYS_OPEN,
 * SYS_WRITE, SYS_CLOSE, SYS_EXIT); the
 * trap itself is the target's (ports/reference/<target>/semihost_trap.c). */
#include <stdint.h>
#include "semihost.h"

#define SEMIHOST_SYS_OPEN 0x01u
#define SEMIHOST_SYS_CLOSE 0x02u
#define SEMIHOST_SYS_WRITE 0x05u
#define SEMIHOST_SYS_WRITE0 0x04u
#define SEMIHOST_MODE_WB 5u             /* fopen mode "wb" */
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

uint32_t rtprof_fw_file_write(const char *name, const rtprof_fw_part_t *parts, uint32_t count)
{
    uint32_t length = 0u;
    uint32_t i;
    uint32_t written = 0u;
    uintptr_t open_args[3];
    uint32_t handle;

    while (name[length] != '\0')
    {
        length++;
    }
    open_args[0] = (uintptr_t)name;
    open_args[1] = SEMIHOST_MODE_WB;
    open_args[2] = length;
    handle = rtprof_fw_semihost(SEMIHOST_SYS_OPEN, (uintptr_t)open_args);
    if (handle != 0xFFFFFFFFu)
    {
        for (i = 0u; i < count; i++)
        {
            uintptr_t write_args[3];

            write_args[0] = handle;
            write_args[1] = (uintptr_t)parts[i].data;
            write_args[2] = parts[i].bytes;
            if (rtprof_fw_semihost(SEMIHOST_SYS_WRITE, (uintptr_t)write_args) == 0u)
            {
                written += parts[i].bytes;
            }
        }
        (void)rtprof_fw_semihost(SEMIHOST_SYS_CLOSE, (uintptr_t)&handle);
    }
    return written;
}

void rtprof_fw_exit(uint32_t status)
{
    (void)rtprof_fw_semihost(SEMIHOST_SYS_EXIT, (status == 0u) ? SEMIHOST_EXIT_OK : SEMIHOST_EXIT_ERROR);
    for (;;)
    {
    }
}
