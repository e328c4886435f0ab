# SPDX-License-Identifier: Apache-2.0
# rtprof_umbrella.h.m4: template of rtprof.h, the fixed-name header that ports and firmware include.
rtprof_begin([rtprof.h], [the fixed-name entry header of the generated rtprof library, for ports and firmware.])[
#ifndef RTPROF_H
#define RTPROF_H

/* One configuration per image: ports and adapters include "rtprof.h" and reach the configuration
 * that this output folder was generated for. */
#include "]rtprof_file([rtprof.h])["
#include "]rtprof_file([rtprof_report.h])["]rtprof_if([RTPROF_CSLOG], [on], [[
#include "]rtprof_file([rtprof_cslog.h])["]])[

#endif /* RTPROF_H */
]m4_dnl
