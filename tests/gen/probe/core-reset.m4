m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/core-reset.m4: the probe's reset, before rtprof_init in <name>_rtprof.c.
m4_dnl The text between [ and ] is output.
[
/*@ assigns rtprof_probe_hits[0 .. RTPROF_PROBE_SLOTS - 1];
    ensures zero: \forall integer i; 0 <= i < RTPROF_PROBE_SLOTS ==> rtprof_probe_hits[i] == 0;
*/
static void rtprof_probe_reset(void)
{
    uint32_t i;

    /*@ loop invariant range: 0 <= i <= RTPROF_PROBE_SLOTS;
        loop invariant zero: \forall integer j; 0 <= j < i ==> rtprof_probe_hits[j] == 0;
        loop assigns i, rtprof_probe_hits[0 .. RTPROF_PROBE_SLOTS - 1];
        loop variant RTPROF_PROBE_SLOTS - i; */
    for (i = 0u; i < RTPROF_PROBE_SLOTS; i++)
    {
        rtprof_probe_hits[i] = 0u;
    }
}
]m4_dnl
