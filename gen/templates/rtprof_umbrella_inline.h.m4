# SPDX-License-Identifier: Apache-2.0
# rtprof_umbrella_inline.h.m4: template of rtprof_inline.h, generated with RTPROF_INLINE_HOOKS=yes: the
# fixed-name header that a port's file includes to call the hooks' inline forms (RTPROF-HOOK-008).
# It is kept apart from rtprof.h so that only the files that inline a hook define its parts.
rtprof_begin([rtprof_inline.h], [the fixed-name header of the rtprof hooks' inline forms, for the port file that calls one.])[
#ifndef RTPROF_INLINE_H
#define RTPROF_INLINE_H

/* A port's switch or tick code includes "rtprof_inline.h" and calls one <hook>_inline function
 * from one place; every other file includes "rtprof.h". */
#include "rtprof.h"
#include "]rtprof_file([rtprof_inline.h])["

#endif /* RTPROF_INLINE_H */
]m4_dnl
