m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/core-functions.m4: the probe's functions, in the core's translation unit.
m4_dnl The text between [ and ] is output.
[
rtprof_status_t rtprof_probe_hit(uint32_t slot)
{
    const uint32_t s = slot & RTPROF_PROBE_MASK;

    if (rtprof_probe_hits[s] < 0xFFFFFFFFu)
    {
        rtprof_probe_hits[s]++;
    }
    return RTPROF_OK;
}

uint32_t rtprof_probe_count(uint32_t slot)
{
    return rtprof_probe_hits[slot & RTPROF_PROBE_MASK];
}
]m4_dnl
