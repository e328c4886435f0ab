m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/acsl.m4: the probe's part of <name>_rtprof.acsl.
m4_dnl The text between [ and ] is output.
[
/*@
  predicate rtprof_probe_ok{L} = \valid(rtprof_probe_hits + (0 .. RTPROF_PROBE_SLOTS - 1));
*/
]m4_dnl
