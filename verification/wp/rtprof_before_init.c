/* SPDX-License-Identifier: Apache-2.0 */
/* verification/wp/rtprof_before_init.c: a caller before rtprof_init, proved by WP with the library
 * of every configuration (verification/prove).
 *
 * The caller knows nothing of the library's state but that rtprof_init has not run. WP must prove
 * each call's precondition from that alone, and the status each call returns: so the refusals before
 * rtprof_init (RTPROF_E_INIT with nothing changed, RTPROF-RES-005, RTPROF-LOG-013) are proved of any
 * state, not only of a state the contracts' invariant describes, which start-up need not be. Not
 * linked into any image. */
#include <stddef.h>
#include <stdint.h>
#include "rtprof.h"

/* What each call leaves unchanged is its own contract's not_initialised behaviour, proved with the
 * library; here WP uses each callee's contract as it stands and checks the caller's side. */
/*@ requires not_initialised: rtprof_initialised == 0;
*/
void rtprof_before_init(void)
{
    rtprof_result_t result;
    uint64_t units = 0u;
    rtprof_window_t window;
    rtprof_status_t status;

    status = rtprof_process();
    /*@ assert process: status == RTPROF_E_INIT; */
    status = rtprof_get_result(0u, &result);
    /*@ assert get_result: status == RTPROF_E_INIT; */
    status = rtprof_get_units(0u, &units);
    /*@ assert get_units: status == RTPROF_E_INIT; */
    status = rtprof_get_window(&window);
    /*@ assert get_window: status == RTPROF_E_INIT; */
#if defined(RTPROF_REPORT_SIZE_MAX)
    {
        char buffer[8];
        uint32_t length = 0u;

        status = rtprof_report(buffer, (uint32_t)sizeof buffer, &length);
        /*@ assert report: status == RTPROF_E_INIT; */
    }
#endif
#if defined(RTPROF_LOG_ENTRIES)
    {
        rtprof_log_entry_t entry;

        status = rtprof_log_switch(0u, 0u);
        /*@ assert log_switch: status == RTPROF_E_INIT; */
        status = rtprof_log_release(0u);
        /*@ assert log_release: status == RTPROF_E_INIT; */
        status = rtprof_log_get(0u, &entry);
        /*@ assert log_get: status == RTPROF_E_INIT; */
    }
#endif
}
