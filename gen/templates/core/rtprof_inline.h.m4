# SPDX-License-Identifier: Apache-2.0
# core/rtprof_inline.h.m4: template of <name>_rtprof_inline.h, generated with RTPROF_INLINE_HOOKS=yes:
# the hooks as static inline functions (RTPROF-HOOK-008), with the saturating charge and the timer's
# elapsed time they are made of: the same texts as the core's (core/charge.m4, core/hooks.m4, and the
# modules' inline-functions.m4 parts), the port's file's own copy. The core does not include it, so
# that it is the same with the option or without; verification/prove proves this header in a file of
# its own (verification/wp/rtprof_inline.c), as a port's file has it.
rtprof_check([RTPROF_INTERVAL], [tick], [timer], [user])
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof_inline.h])))
m4_define([_rtprof_hooks_place], [inline])

rtprof_begin(rtprof_file([rtprof_inline.h]), [the rtprof CPU-load hooks as static inline functions, for ports that call them from their own switch or tick code.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

/* Each hook of ]rtprof_file([rtprof.h])[ is also here as <hook>_inline, with the same contract: a
 * port that calls a hook from its own context-switch or tick code (an interrupt handler written in
 * C) calls the inline form and saves the call, the return and the registers a call clobbers. The
 * out-of-line hooks stay, the same code called. The functions below reach the library's state
 * (]rtprof_file([rtprof_internal.h])[): a translation unit that includes this header (through
 * rtprof_inline.h) calls only the <hook>_inline functions, under the hooks' concurrency rules
 * (spec/concurrency.md), one of them from one place. */
#define RTPROF_HOOKS_INLINE 1 /* the hooks are offered inline (RTPROF-HOOK-008); RTPROF-DEV-001 */

#include <stdint.h>
#include "rtprof_port.h"
#include "]rtprof_file([rtprof.h])["]rtprof_module_parts([inline-includes.m4])[

]m4_include([core/charge.m4])m4_dnl
m4_include([core/hooks.m4])m4_dnl
rtprof_module_parts([inline-functions.m4])m4_dnl
[
#endif /* ]_rtprof_guard_name[ */
]m4_dnl
