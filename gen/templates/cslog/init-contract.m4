m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/init-contract.m4: the context-switch log's part of rtprof_init's contract
m4_dnl (templates/core/rtprof.h.m4): what its reset (core-reset.m4) changes and leaves.
m4_dnl The text between [ and ] is output.
[
]_rtprof_log_reset_assigns[;
    ensures log: rtprof_log_ok && rtprof_log_initial;]m4_dnl
