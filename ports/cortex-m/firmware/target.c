/* SPDX-License-Identifier: Apache-2.0 */
/* target.c: the MPS2 (Cortex-M) part of the reference firmware: interval source and tick source. */
#include "target.h"
#include "rtprof_cortex_m.h"
#include "rtprof_bm_cortex_m.h"

void rtprof_fw_target_setup(void)
{
#if defined(RTPROF_FW_SOURCE_SYSTICK)
    rtprof_cm_systick_free_run();
    rtprof_bm_cm_tick_from_cmsdk();
#elif defined(RTPROF_FW_SOURCE_CMSDK)
    rtprof_cm_cmsdk_free_run();
#endif
}
