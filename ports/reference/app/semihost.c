/* SPDX-License-Identifier: Apache-2.0 */
/* semihost.c: the reference firmware's output, files and exit through semihosting (SYS_WRITE0, SYS_OPEN,
 * SYS_WRITE, SYS_CLOSE, SYS_EXIT); the trap itself is the target's
 * (ports/reference/<target>/semihost_trap.c). Compiled with the configuration's generated headers:
 * with a context-switch log it also writes the dump. */
#include <stdint.h>
#include "rtprof.h"
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

#if defined(RTPROF_LOG_ENTRIES)
/* One semihosting write of bytes bytes at data into the open file handle; 1 when the host took them
 * all, 0 otherwise. */
static uint32_t fw_write(uint32_t handle, const void *data, uint32_t bytes)
{
    uintptr_t args[3];

    args[0] = handle;
    args[1] = (uintptr_t)data;
    args[2] = bytes;
    return (rtprof_fw_semihost(SEMIHOST_SYS_WRITE, (uintptr_t)args) == 0u) ? 1u : 0u;
}

uint32_t rtprof_fw_dump_write(const char *name)
{
    uint32_t length = 0u;
    uint32_t bytes = rtprof_dump_header.header_bytes;
    uint32_t whole = 0u;
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
        uint32_t i;

        whole = fw_write(handle, &rtprof_dump_header, rtprof_dump_header.header_bytes);
        for (i = 0u; i < rtprof_dump_header.region_count; i++)
        {
            whole &= fw_write(handle, rtprof_dump_header.region[i].address, rtprof_dump_header.region[i].bytes);
            bytes += rtprof_dump_header.region[i].bytes;
        }
        (void)rtprof_fw_semihost(SEMIHOST_SYS_CLOSE, (uintptr_t)&handle);
    }
    rtprof_fw_puts("dump: ");
    rtprof_fw_puts(name);
    if (whole != 0u)
    {
        rtprof_fw_puts(", ");
        rtprof_fw_putu(bytes);
        rtprof_fw_puts(" bytes\n");
    }
    else
    {
        rtprof_fw_puts(" could not be written\n");
    }
    return (whole != 0u) ? bytes : 0u;
}
#endif

void rtprof_fw_exit(uint32_t status)
{
    (void)rtprof_fw_semihost(SEMIHOST_SYS_EXIT, (status == 0u) ? SEMIHOST_EXIT_OK : SEMIHOST_EXIT_ERROR);
    for (;;)
    {
    }
}
