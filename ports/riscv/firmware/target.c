/* SPDX-License-Identifier: Apache-2.0 */
/* target.c: the RV32 (QEMU virt) part of the reference firmware. */
#include "target.h"

void rtprof_fw_target_setup(void)
{
    /* mtime runs from reset and the scheduler programs the compare: nothing to do */
}
