m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/inline-functions.m4: the context-switch log's part of <name>_rtprof_inline.h
m4_dnl (templates/core/rtprof_inline.h.m4, RTPROF_INLINE_HOOKS=yes): its constants, the helpers of its
m4_dnl hooks and rtprof_log_switch_inline (cslog/log-head.m4).
m4_include([cslog/log-head.m4])m4_dnl
m4_define([_rtprof_log_part], [switch])m4_dnl
_rtprof_log_head[]_rtprof_log_switch_fn[]m4_dnl
