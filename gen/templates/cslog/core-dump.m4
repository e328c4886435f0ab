m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl cslog/core-dump.m4: the context-switch log's part of the dump (templates/core/dump.m4): its three
m4_dnl configuration values of the header and its regions, in the order of spec/dump.md.
rtprof_dump_value([RTPROF_LOG_ENTRIES])m4_dnl
rtprof_dump_value(rtprof_if([RTPROF_CSLOG_FULL], [stop], [[1u]], [[0u]]))m4_dnl
rtprof_dump_value([RTPROF_LOG_NEST_MAX])m4_dnl
rtprof_dump_region([RTPROF_DUMP_LOG_RING], [(uint32_t)(sizeof(rtprof_log_entry_t) * RTPROF_LOG_ENTRIES)], [rtprof_log_ring])m4_dnl
rtprof_dump_region([RTPROF_DUMP_LOG_SEQUENCE], [(uint32_t)sizeof(rtprof_log_sequence)], [&rtprof_log_sequence])m4_dnl
rtprof_dump_region([RTPROF_DUMP_LOG_OVERRUN], [(uint32_t)sizeof(rtprof_log_overrun)], [&rtprof_log_overrun])m4_dnl
rtprof_dump_region([RTPROF_DUMP_LOG_FULL], [(uint32_t)sizeof(rtprof_log_full)], [&rtprof_log_full])m4_dnl
rtprof_dump_region([RTPROF_DUMP_LOG_ARMED], [(uint32_t)sizeof(rtprof_log_armed)], [&rtprof_log_armed])m4_dnl
