# SPDX-License-Identifier: Apache-2.0
# tests/gen/probe/macros.m4: the probe's state, listed once (as cslog/macros.m4 lists the log's).
m4_define([_rtprof_probe_state],
[$1([uint32_t], [rtprof_probe_hits], [[RTPROF_PROBE_SLOTS]], [],
    [rtprof_probe_hits + (0 .. RTPROF_PROBE_SLOTS - 1)], [ /* hits per slot, saturating */])])
