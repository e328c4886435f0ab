/* SPDX-License-Identifier: Apache-2.0 */
/* host_support.h: what the function profile's host programs share (host_support.c): the port's
 * task names and stack slack for a program without tasks, the dump's sink, the profile started over
 * the program's code and the dump written to a file. Compiled without instrumentation. */
#ifndef PROF_HOST_SUPPORT_H
#define PROF_HOST_SUPPORT_H

#include <stdint.h>

/* rtprof_init, then the profile started over the program's code (the linker's __executable_start to
 * etext) in the smallest bucket whose bins cover it, at rate_hz. Returns 0, or 1 with one line on
 * stderr naming program. */
int prof_host_start(const char *program, uint32_t rate_hz);

/* The profile stopped and the dump written to path. Returns 0, or 1 with one line on stderr. */
int prof_host_dump(const char *program, const char *path);

#endif /* PROF_HOST_SUPPORT_H */
