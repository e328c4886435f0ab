m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/core-dump.m4: the probe's part of the dump (templates/core/dump.m4): one
m4_dnl configuration value of the header and one region, of a kind no shipped module uses.
rtprof_dump_value([RTPROF_PROBE_SLOTS])m4_dnl
rtprof_dump_region([200u], [(uint32_t)sizeof(rtprof_probe_hits)], [rtprof_probe_hits])m4_dnl
