// SPDX-License-Identifier: Apache-2.0
// processes.h: the processes of both scmRTOS adapter tests (main.cpp, main_log.cpp), included once by
// each test's firmware: four prioritised processes whose run/sleep pattern gives them 8, 4, 2 and 1 of
// every 16 ticks (idle the last one).
#ifndef RTPROF_TEST_SCMRTOS_PROCESSES_H
#define RTPROF_TEST_SCMRTOS_PROCESSES_H

#include <scmRTOS.h>

namespace
{
// A process runs ticks ticks from when it gets the CPU, then sleeps the rest of its 16-tick frame.
// The highest priority process starts each frame; each lower one starts when the ones above sleep.
void run_then_sleep(uint32_t ticks)
{
    const tick_count_t start = OS::get_tick_count();

    while ((OS::get_tick_count() - start) < ticks)
    {
    }
    OS::sleep(static_cast<timeout_t>(16u - ticks));
}
}

typedef OS::process<OS::pr0, 1024> TControl;
typedef OS::process<OS::pr1, 1024> TComms;
typedef OS::process<OS::pr2, 1024> TLogger;
typedef OS::process<OS::pr3, 1024> TDisplay;

TControl control("control");
TComms comms("comms");
TLogger logger("logger");
TDisplay display("display");

namespace OS
{
template<> void TControl::exec() { for (;;) { run_then_sleep(8u); } }
template<> void TComms::exec() { for (;;) { run_then_sleep(4u); } }
template<> void TLogger::exec() { for (;;) { run_then_sleep(2u); } }
template<> void TDisplay::exec() { for (;;) { run_then_sleep(1u); } }
}

#endif // RTPROF_TEST_SCMRTOS_PROCESSES_H
