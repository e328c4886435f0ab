/* SPDX-License-Identifier: Apache-2.0 */
/* model.h: the independent exact model of rtprof's normalisation (128-bit integers, no reciprocal). */
#ifndef MODEL_H
#define MODEL_H

#include <stdbool.h>
#include <stdint.h>

/* The documented int results for counts of buckets buckets (RTPROF-NORM-001/002/004/006):
 * total T = sum of counts; T = 0 gives zeros. k is the least shift for which S, the sum of the
 * shifted counts c'_i = c_i >> k, is below 2^32; share_i = floor(c'_i * 10000 / S); exact_sum then gives one more
 * to the 10000 - sum(share) buckets with the largest remainders c'_i * 10000 - share_i * S, ties to
 * the lower index. Computed by plain 128-bit division and a sort. */
void model_int_shares(const uint64_t *count, uint32_t buckets, bool exact_sum, uint32_t *share,
                      uint32_t *shift);

/* floor(count * 10000 / total) without any scaling (total > 0). */
uint32_t model_exact_floor(uint64_t count, uint64_t total);

/* count * 100 / total in double precision (total > 0). */
double model_percent(uint64_t count, uint64_t total);

#endif /* MODEL_H */
