/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_inline.c: a port's file as WP sees it (RTPROF-HOOK-008), for a configuration that offers its
 * hooks inline (RTPROF_INLINE_HOOKS=yes). It includes rtprof_inline.h and nothing else, so that WP
 * proves every function of the inline header, the hooks' inline forms with their contracts and what
 * they are made of, in the translation unit where a port's code has them (verification/prove adds
 * it to the library's files for such a configuration). Verification only: never compiled into a
 * library or firmware. */
#include "rtprof_inline.h"
