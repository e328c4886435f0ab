m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/core-state.m4: the context-switch log's part of the state defined in <name>_rtprof.c
m4_dnl (templates/core/rtprof.c.m4).
m4_dnl The text between [ and ] is output.
[

/* The context-switch log's state, changed only by the log's functions, each under the port's
 * critical section; zero at start-up. */]_rtprof_cslog_state([_rtprof_state_definition])m4_dnl
