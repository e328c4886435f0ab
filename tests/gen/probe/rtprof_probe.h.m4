# SPDX-License-Identifier: Apache-2.0
# tests/gen/probe/rtprof_probe.h.m4: template of <name>_rtprof_probe.h, the probe's API.
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof_probe.h])))
rtprof_begin(rtprof_file([rtprof_probe.h]), [public API of the rtprof probe, a test module.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdint.h>
#include "rtprof_types.h"
#include "]rtprof_file([rtprof_config.h])["

/* Count a hit of slot (modulo RTPROF_PROBE_SLOTS), saturating. */
rtprof_status_t rtprof_probe_hit(uint32_t slot);

/* The hits of slot (modulo RTPROF_PROBE_SLOTS). */
uint32_t rtprof_probe_count(uint32_t slot);

#endif /* ]_rtprof_guard_name[ */
]m4_dnl
