m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl tests/gen/probe/init-contract.m4: the probe's part of rtprof_init's contract.
m4_dnl The text between [ and ] is output.
[
    assigns rtprof_probe_hits[0 .. RTPROF_PROBE_SLOTS - 1];
    ensures probe: \forall integer i; 0 <= i < RTPROF_PROBE_SLOTS ==> rtprof_probe_hits[i] == 0;]m4_dnl
