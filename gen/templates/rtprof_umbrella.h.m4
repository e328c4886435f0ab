# SPDX-License-Identifier: Apache-2.0
# rtprof_umbrella.h.m4: template of rtprof.h, the fixed-name header that ports and firmware include.
# _rtprof_include_module(MODULE): the include line of a module's public header.
m4_define([_rtprof_include_module], [[
#include "]rtprof_file([rtprof_$1.h])["]])
rtprof_begin([rtprof.h], [the fixed-name entry header of the generated rtprof library, for ports and firmware.])[
#ifndef RTPROF_H
#define RTPROF_H

/* One configuration per image: ports and adapters include "rtprof.h" and reach the configuration
 * that this output folder was generated for. */
#include "]rtprof_file([rtprof.h])["]rtprof_headers_each([_rtprof_include_module])[]rtprof_if_dump([_rtprof_include_module([dump])])[

#endif /* RTPROF_H */
]m4_dnl
