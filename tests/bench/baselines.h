/* SPDX-License-Identifier: Apache-2.0 */
/* baselines.h: the algorithms rtprof is benchmarked against, written for the benchmark in C. */
#ifndef BASELINES_H
#define BASELINES_H

#include <stdint.h>

#ifndef BENCH_N
#error "define BENCH_N, the number of tasks of the baselines"
#endif

/* The scmRTOS profiler (the scmRTOS process-profiler article, Listings 1-3): per-task 32-bit counters the hook adds
 * the elapsed time to; processing copies and zeroes the whole array under one critical section, sums
 * it in 32 bits, and divides once per task in 64 bits (int) or in float. */
void scm_advance(uint32_t cur);
void scm_process_int(void);
void scm_process_float(void);
extern uint32_t scm_result_int[BENCH_N];
extern float scm_result_float[BENCH_N];

/* FreeRTOS's run-time statistics arithmetic: per switch, compare the counter with the switch-in time
 * and add the difference; per report, each counter divided by total / 100. */
void frt_switch(uint32_t cur);
void frt_report(void);
extern uint32_t frt_percent[BENCH_N];

/* The least a context-switch log entry can be (the physical limit the log is measured against): one
 * timer read and four words stored at the next slot of a power-of-two ring, under the critical section. */
void min_log_put(uint32_t fields, uint32_t sp);

/* The floor of a full log entry (baselines.c): a switch with every property of rtprof's log entry,
 * in the fewest instructions, and the same switch without the log; the rest of its log (not
 * measured) as rtprof's log does it, and its ring and counts for tests/bench/test_floor.c. */
void floor_switch(uint32_t to);
void floor_log_switch(uint32_t to, uint32_t sp);
void floor_log_init(void);
void floor_log_arm(void);
void floor_log_disarm(void);
void floor_log_release(uint32_t task);
void floor_log_deadline(uint32_t task, uint32_t units);
const uint32_t *floor_log_slot(uint32_t slot);
void floor_log_counts(uint32_t *sequence, uint32_t *overrun, uint32_t *full);

/* The shortest tick hook found, for a port's tick code to inline: rtprof_tick's job with 16-bit
 * counters (an id of BENCH_N or more to the unattributed bucket, index BENCH_N; the counter stopped at
 * its maximum, 0xFFFF) written for the fewest instructions on Cortex-M3/M4: the select a conditional
 * expression (an IT block there; a branch on Cortex-M0 and rv32imac), the clamp the sum's bit 16
 * subtracted from the sum (0x10000 becomes 0xFFFF; no comparison). The live counters are reached
 * through a pointer, as rtprof's live bank is. */
extern uint16_t *floor_tick_live;
static inline void floor_tick16(uint32_t task)
{
    uint16_t *const count = floor_tick_live;
    const uint32_t slot = (task < BENCH_N) ? task : BENCH_N;
    const uint32_t sum = (uint32_t)count[slot] + 1u;

    count[slot] = (uint16_t)(sum - (sum >> 16));
}

/* The shortest branch-free selects found for rtprof_charge, in floor_tick16's tick (the same counters
 * and clamp): slot = N + ((task - N) & mask), mask all ones exactly when task < N. mask_tick16 takes
 * the mask as the high word of task - N in 64 bits (a subtraction's borrow: subs, sbc on Cortex-M3/M4);
 * cmpmask_tick16 as 0 - (task < N), the comparison's carry (cmp, adcs, negs on Cortex-M0; sltiu, neg on
 * rv32imac). Neither is rtprof's: its select is rtprof_charge's, which every configuration proves. */
static inline void mask_tick16(uint32_t task)
{
    uint16_t *const count = floor_tick_live;
    const uint32_t mask = (uint32_t)(((uint64_t)task - (uint64_t)BENCH_N) >> 32);
    const uint32_t slot = BENCH_N + ((task - BENCH_N) & mask);
    const uint32_t sum = (uint32_t)count[slot] + 1u;

    count[slot] = (uint16_t)(sum - (sum >> 16));
}

static inline void cmpmask_tick16(uint32_t task)
{
    uint16_t *const count = floor_tick_live;
    const uint32_t mask = 0u - (uint32_t)(task < BENCH_N);
    const uint32_t slot = BENCH_N + ((task - BENCH_N) & mask);
    const uint32_t sum = (uint32_t)count[slot] + 1u;

    count[slot] = (uint16_t)(sum - (sum >> 16));
}

/* eCos's gprof support (the eCos gprof article, sections I and II; the algorithms of eCos's gprof
 * package): profile_on over low .. high - 1 in buckets of bucket bytes (rounded up to a power of two);
 * the timer ISR's hit, a range test, a shift and a 16-bit bin that stops at 0xFFFF; the mcount path,
 * hal_mcount's masked, non-nesting call of an arc search in a hash table of chained records keyed by
 * the caller's address. ecos_profile_bin and ecos_profile_arc read back what was counted (the
 * benchmark's check, not measured). */
void ecos_profile_on(uintptr_t low, uintptr_t high, uint32_t bucket);
void ecos_profile_hit(uintptr_t pc);
void ecos_mcount(uintptr_t caller, uintptr_t callee);
uint32_t ecos_profile_bin(uintptr_t pc);
uint32_t ecos_profile_arc(uintptr_t caller, uintptr_t callee);

#endif /* BASELINES_H */
