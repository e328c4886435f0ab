m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/core-state.m4: the probe's state defined in <name>_rtprof.c.
m4_dnl The text between [ and ] is output.
[

/* The probe's state. */]_rtprof_probe_state([_rtprof_state_definition])m4_dnl
