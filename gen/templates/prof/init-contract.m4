m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/init-contract.m4: the function profile's part of rtprof_init's contract
m4_dnl (templates/core/rtprof.h.m4): profiling off with no range; the histogram and arcs are kept
m4_dnl (rtprof_prof_start clears them).
m4_dnl The text between [ and ] is output.
[
    assigns rtprof_prof;
    ensures prof: rtprof_prof_ok && rtprof_prof.live == 0 && rtprof_prof.span == 0;]m4_dnl
