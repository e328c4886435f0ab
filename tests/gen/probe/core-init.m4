m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/core-init.m4: the probe's part of rtprof_init.
m4_dnl The text between [ and ] is output.
[
    rtprof_probe_reset();]m4_dnl
