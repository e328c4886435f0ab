m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/core-includes.m4: the probe's include in <name>_rtprof.c.
m4_dnl The text between [ and ] is output.
[
#include "]rtprof_file([rtprof_probe.h])["]m4_dnl
