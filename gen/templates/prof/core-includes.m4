m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/core-includes.m4: the function profile's part of the includes of <name>_rtprof.c
m4_dnl (templates/core/rtprof.c.m4): its functions share the core's translation unit.
m4_dnl The text between [ and ] is output.
[
#include "]rtprof_file([rtprof_prof.h])["]m4_dnl
