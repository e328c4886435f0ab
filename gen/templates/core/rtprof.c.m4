# SPDX-License-Identifier: Apache-2.0
# core/rtprof.c.m4: template of <name>_rtprof.c, the CPU-load core (hooks, process, normalisation):
# the prelude, the state, and the concern files of this folder joined in one translation unit.
#
# What the generator decides here (never an #if in the output):
#  - which hook exists (RTPROF_INTERVAL) and how it computes the elapsed units (timer width, direction);
#  - the unit type a hook charges (32 or 64 bits) and whether it must clamp before adding;
#  - the overflow test of the saturating add, from the counter width;
#  - int or float results, floor or largest-remainder rounding;
#  - whether totals of 2^32 or more can occur at all (16-bit counters: never, so no scaling code).
# Proof annotations (contracts of static functions, loop invariants, ghost code) are part of the
# template: every configuration carries the proof of exactly its code (verification/prove).
rtprof_check([RTPROF_INTERVAL], [tick], [timer], [user])
rtprof_check([RTPROF_COUNTER_BITS], [16], [32], [64])
rtprof_check([RTPROF_RESULT], [int], [float])

# _rtprof_read32: the 32-bit timer read, reduced to RTPROF_TIMER_BITS.
m4_define([_rtprof_read32], [_rtprof_mask32([rtprof_port_timer_read32()])])
# _rtprof_if_scaled(IF, ELSE): IF when totals of 2^32 or more can occur (a scale shift above 0).
m4_define([_rtprof_if_scaled], [rtprof_if([RTPROF_MAX_SHIFT], [0], [$2], [$1])])
m4_include([core/state.m4])

rtprof_begin(rtprof_file([rtprof.c]), [rtprof CPU-load core: hooks, window switch and normalisation.])[

#include <stddef.h>
#include <stdint.h>
#include "]rtprof_file([rtprof.h])["]rtprof_module_parts([core-includes.m4])[]rtprof_if_dump([[
#include "]rtprof_file([rtprof_dump.h])["]])[
#include "rtprof_port.h"

/* The state declared in the header (RTPROF-LIB-004). rtprof_live is changed only by rtprof_init and
 * rtprof_process, with one store each under the port's critical section; rtprof_initialised only
 * by rtprof_init. */]_rtprof_core_state([_rtprof_state_definition])[]rtprof_module_parts([core-state.m4])[

/*@ ghost uint64_t rtprof_charged[2][RTPROF_BUCKET_COUNT]; */

]m4_dnl
m4_dnl The functions, one concern a file, in the order the proof needs them (each file is a quoted
m4_dnl block of C; the choice of which exist is made here, whole files at a time).
m4_include([core/lemmas.m4])m4_dnl
m4_include([core/banks.m4])m4_dnl
m4_include([core/charge.m4])m4_dnl
rtprof_module_parts([core-reset.m4])m4_dnl
m4_include([core/init.m4])m4_dnl
m4_define([_rtprof_hooks_place], [core])m4_dnl
m4_include([core/hooks.m4])m4_dnl
rtprof_if([RTPROF_RESULT], [int], [m4_dnl
m4_include([core/normalise.m4])m4_dnl
rtprof_if([RTPROF_ROUNDING], [exact_sum], [m4_include([core/award.m4])])m4_dnl
_rtprof_if_scaled([m4_include([core/scaled.m4])])m4_dnl
m4_include([core/shares.m4])m4_dnl
], [m4_dnl
m4_include([core/float.m4])m4_dnl
])m4_dnl
m4_include([core/process.m4])m4_dnl
m4_include([core/getters.m4])m4_dnl
rtprof_module_parts([core-functions.m4])m4_dnl
rtprof_if_dump([m4_include([core/dump.m4])])m4_dnl
