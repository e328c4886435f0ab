// SPDX-License-Identifier: Apache-2.0
// main.cpp: the scmRTOS adapter test: four prioritised processes whose run/sleep pattern gives them
// 8, 4, 2 and 1 of every 16 ticks (idle the last one), profiled by rtprof through the adapter's hooks;
// the idle hook closes a window every 50 frames and prints it over semihosting.
#include <scmRTOS.h>
extern "C" {
#include "rtprof.h"
#include "rtprof_cortex_m.h"
#include "semihost.h"
}
#include "processes.h"

namespace
{
constexpr uint32_t window_ticks = 50u * 16u;
constexpr uint32_t windows = 4u;
char table[RTPROF_REPORT_SIZE_MAX];
}

void OS::system_timer_user_hook() { rtprof_scmrtos_tick(); }
void OS::context_switch_user_hook() { rtprof_scmrtos_switch(); }

// The idle process is the monitor, as in the reference firmware.
void OS::idle_process_user_hook()
{
    static uint32_t mark = window_ticks;
    static uint32_t window = 0u;

    if ((OS::get_tick_count() - mark) < 0x80000000u)
    {
        uint32_t length = 0u;
        const rtprof_status_t status = rtprof_process();

        mark += window_ticks;
        window++;
        (void)rtprof_report(table, static_cast<uint32_t>(sizeof table), &length);
        rtprof_fw_puts("window ");
        rtprof_fw_putu(window);
        rtprof_fw_puts((status == RTPROF_OK) ? ": process ok\n" : ": process not ok\n");
        rtprof_fw_puts(table);
        rtprof_fw_puts("units:");
        for (uint32_t task = 0u; task < OS::PROCESS_COUNT; task++)
        {
            uint64_t units = 0u;

            (void)rtprof_get_units(task, &units);
            rtprof_fw_puts(" ");
            rtprof_fw_putu(static_cast<uint32_t>(units));
        }
        rtprof_fw_puts("\n");
        if (window == windows)
        {
            rtprof_fw_puts("firmware: done\n");
            rtprof_fw_exit(0u);
        }
    }
}

int main()
{
    rtprof_fw_puts("rtprof scmRTOS adapter test: config " RTPROF_CONFIG_NAME " on scmRTOS, Cortex-M3 (mps2-an385)\n");
#if RTPROF_INTERVAL_TIMER
    rtprof_cm_cmsdk_free_run();
#endif
    rtprof_init();
    OS::run();
}
