m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/config.m4: the probe's part of <name>_rtprof_config.h.
m4_dnl The text between [ and ] is output.
[
/* RTPROF_PROBE_SLOTS: slots of the probe (a test module). */
#define RTPROF_PROBE_SLOTS ]rtprof_cfg([RTPROF_PROBE_SLOTS])[u
#define RTPROF_PROBE_MASK ]rtprof_cfg([RTPROF_PROBE_MASK])[u
]m4_dnl
