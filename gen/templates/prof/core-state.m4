m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/core-state.m4: the function profile's part of the state defined in <name>_rtprof.c
m4_dnl (templates/core/rtprof.c.m4).
m4_dnl The text between [ and ] is output.
[

/* The function profile's state, changed by its control functions under the port's critical section,
 * by the sample hook (the histogram and its counts) and by the arc hook (the arc table and its
 * counts, under the critical section); zero at start-up. */]_rtprof_prof_state([_rtprof_state_definition])m4_dnl
