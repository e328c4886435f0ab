m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/core-init.m4: the function profile's part of rtprof_init (templates/core/init.m4), under
m4_dnl its critical section, after the core's resets.
m4_dnl The text between [ and ] is output.
[
    rtprof_prof_off();]m4_dnl
