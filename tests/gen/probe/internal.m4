m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/internal.m4: the probe's part of <name>_rtprof_internal.h.
m4_dnl The text between [ and ] is output.
[
/* The probe's state. */]_rtprof_probe_state([_rtprof_state_extern])[
]m4_dnl
