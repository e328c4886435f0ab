m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/core-init.m4: the context-switch log's part of rtprof_init (templates/core/init.m4), under
m4_dnl its critical section, after the core's resets.
m4_dnl The text between [ and ] is output.
[
    rtprof_log_reset();]m4_dnl
