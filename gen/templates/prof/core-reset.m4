m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/core-reset.m4: the function profile's reset, which rtprof_init calls (core-init.m4), in
m4_dnl <name>_rtprof.c before rtprof_init (templates/core/rtprof.c.m4).
m4_dnl The text between [ and ] is output.
[
/* The profile's state after rtprof_init (RTPROF-PROF-002): off, no range, every count 0. The bins and
 * the arcs are kept: rtprof_prof_start clears them, and the dump of a profile without a range holds
 * no histogram. */
/*@ assigns rtprof_prof;
    ensures state: rtprof_prof_ok;
    ensures off: rtprof_prof.live == 0 && rtprof_prof.span == 0;
    ensures zero: rtprof_prof.outside == 0 && rtprof_prof.saturated == 0 && rtprof_prof.calls == 0 &&
        rtprof_prof.lost == 0;
*/
static void rtprof_prof_off(void)
{
    rtprof_prof.low = 0u;
    rtprof_prof.span = 0u;
    rtprof_prof.live = 0u;
    rtprof_prof.shift = 0u;
    rtprof_prof.rate_hz = 0u;
    rtprof_prof.outside = 0u;
    rtprof_prof.saturated = 0u;
    rtprof_prof.calls = 0u;
    rtprof_prof.lost = 0u;
}
]m4_dnl
