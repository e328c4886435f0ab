m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/internal.m4: the context-switch log's part of <name>_rtprof_internal.h
m4_dnl (templates/core/rtprof_internal.h.m4): its state's declarations.
m4_dnl The text between [ and ] is output.
[
/* The context-switch log's state (]rtprof_file([rtprof_cslog.h])[), library-internal as the above. */]_rtprof_cslog_state([_rtprof_state_extern])[
]m4_dnl
