/* SPDX-License-Identifier: Apache-2.0 */
/* rtprof_out.h: what the host tool writes from a decoded dump. Host code. */
#ifndef RTPROF_HOST_OUT_H
#define RTPROF_HOST_OUT_H

#include <stdint.h>
#include <stdio.h>

#include "rtprof_dump.h"

/* Each returns the tool's exit status (0 done, 3 a write failed, 4 for check: not equal). */
int out_info(const dump_t *dump, FILE *to);
/* The CPU-load table of the last closed window, as the target's formatter writes it; for a dump with
 * a function profile, then a blank line and out_prof_summary's lines. */
int out_table(const dump_t *dump, FILE *to);
int out_check(const dump_t *dump, FILE *to);

/* The function profile in a few lines: its range, its samples and those lost, its arcs and those lost,
 * the accuracy of its shares, and warnings (rtprof_gmon.c). */
int out_prof_summary(const dump_t *dump, FILE *to);
/* The samples the histogram holds over the range. */
uint64_t out_prof_binned(const dump_t *dump);

/* Writers of an output file: 0 done, non-zero when a write failed. */
typedef int (*out_writer_t)(const dump_t *dump, FILE *to);
/* A GNU gmon.out of the function profile (spec/profile.md), in the target's byte order and address
 * width (rtprof_gmon.c). */
int out_gmon(const dump_t *dump, FILE *to);
int out_csv(const dump_t *dump, FILE *to);
int out_json(const dump_t *dump, FILE *to);
int out_svg(const dump_t *dump, FILE *to);

/* Make out_svg show only [from_us, to_us], microseconds from the log's first entry (from_us < to_us),
 * instead of the whole log. */
void out_svg_view(uint64_t from_us, uint64_t to_us);

/* Make out_svg give a row to every task and interrupt of the log, instead of only to those with a
 * run, a start delay, a missed deadline or an interrupt in the view. */
void out_svg_all_rows(void);

/* The time from the log's first entry to its last, in microseconds, rounded up. */
uint64_t out_log_span_us(const dump_t *dump);

/* Write the output path with writer (RTPROF-HOST-009): "-" is standard output; a device, pipe or
 * socket is written as it is; a regular file, or a link to one, is written whole or not at all,
 * through a temporary file beside the file the links lead to, renamed over it when complete (the
 * links stay, the file keeps its mode). Refused with one line on stderr, writing nothing: the file
 * input (the dump being read; exit status 2), a link to nothing, a folder, a file that cannot be
 * written (3). A write that fails leaves no file of its own and nothing replaced (3). */
int out_file(const char *path, const char *input, out_writer_t writer, const dump_t *dump, const char *prog);

#endif /* RTPROF_HOST_OUT_H */
