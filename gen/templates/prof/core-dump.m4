m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/core-dump.m4: the function profile's part of the dump (templates/core/dump.m4): its regions,
m4_dnl in the order of spec/dump.md; its configuration is in the regions' kinds and sizes.
rtprof_dump_region([RTPROF_DUMP_PROF], [(uint32_t)sizeof(rtprof_prof)], [&rtprof_prof])m4_dnl
rtprof_dump_region(rtprof_if([RTPROF_PROF_BIN_BITS], [16], [[RTPROF_DUMP_PROF_BINS16]], [[RTPROF_DUMP_PROF_BINS32]]), [(uint32_t)sizeof(rtprof_prof_bins)], [rtprof_prof_bins])m4_dnl
_rtprof_if_prof_arcs([rtprof_dump_region([RTPROF_DUMP_PROF_ARCS], [(uint32_t)sizeof(rtprof_prof_arcs)], [rtprof_prof_arcs])])m4_dnl
