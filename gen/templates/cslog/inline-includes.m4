m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/inline-includes.m4: the context-switch log's part of the includes of <name>_rtprof_inline.h
m4_dnl (templates/core/rtprof_inline.h.m4, RTPROF_INLINE_HOOKS=yes): its header, for its inline switch.
m4_dnl The text between [ and ] is output.
[
#include "]rtprof_file([rtprof_cslog.h])["]m4_dnl
