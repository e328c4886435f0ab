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

#if defined(RTPROF_DUMP_VERSION)
/* Where the dump goes: the open file and the bytes written so far. */
typedef struct
{
    uint32_t handle;
    uint32_t bytes;
} fw_dump_file_t;

/* The sink of rtprof_dump_write (RTPROF-DUMP-004): one semihosting write of the range into the open
 * file; RTPROF_OK when the host took it all, RTPROF_E_RANGE (ends the dump) otherwise. */
rtprof_status_t rtprof_dump_out(void *sink, const void *bytes, uint32_t length)
{
    fw_dump_file_t *const file = (fw_dump_file_t *)sink;
    uintptr_t args[3];
    rtprof_status_t status = RTPROF_E_RANGE;

    args[0] = file->handle;
    args[1] = (uintptr_t)bytes;
    args[2] = length;
    if (rtprof_fw_semihost(SEMIHOST_SYS_WRITE, (uintptr_t)args) == 0u)
    {
        file->bytes += length;
        status = RTPROF_OK;
    }
    return status;
}

uint32_t rtprof_fw_dump_write(const char *name)
{
    uint32_t length = 0u;
    fw_dump_file_t file = {0u, 0u};
    rtprof_status_t status = RTPROF_E_RANGE;
    uintptr_t open_args[3];

    while (name[length] != '\0')
    {
        length++;
    }
    open_args[0] = (uintptr_t)name;
    open_args[1] = SEMIHOST_MODE_WB;
    open_args[2] = length;
    file.handle = rtprof_fw_semihost(SEMIHOST_SYS_OPEN, (uintptr_t)open_args);
    if (file.handle != 0xFFFFFFFFu)
    {
        status = rtprof_dump_write(&file);
        (void)rtprof_fw_semihost(SEMIHOST_SYS_CLOSE, (uintptr_t)&file.handle);
    }
    rtprof_fw_puts("dump: ");
    rtprof_fw_puts(name);
    if (status == RTPROF_OK)
    {
        rtprof_fw_puts(", ");
        rtprof_fw_putu(file.bytes);
        rtprof_fw_puts(" bytes\n");
    }
    else
    {
        rtprof_fw_puts(" could not be written\n");
    }
    return (status == RTPROF_OK) ? file.bytes : 0u;
}
#endif

void rtprof_fw_exit(uint32_t status)
{
    (void)rtprof_fw_semihost(SEMIHOST_SYS_EXIT, (status == 0u) ? SEMIHOST_EXIT_OK : SEMIHOST_EXIT_ERROR);
    for (;;)
    {
    }
}
