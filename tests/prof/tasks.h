/* SPDX-License-Identifier: Apache-2.0 */
/* tasks.h: the function profile firmware's two tasks under the bare-metal scheduler (tasks.c), the
 * same on every target of check-gprof-qemu.sh; the target's main.c starts them. */
#ifndef PROF_TASKS_H
#define PROF_TASKS_H

#include <stdint.h>

/* rtprof_init, then profiling of low .. high - 1 in 2-byte buckets at rate_hz; first, the refusal
 * of a range whose bins would reach the address space's last byte (on a 32-bit target, the whole
 * address space in two buckets of 2^31 bytes). Writes why and exits with status 1 on a refusal of the
 * code's range or an acceptance of the other. */
void prof_start(uintptr_t low, uintptr_t high, uint32_t rate_hz);

/* Run the tasks: heavy-task calls work_heavy() once, light-task work_light() once (designed.c), on a
 * schedule of four slots of period clock units of the scheduler's tick, three heavy-task's and one
 * light-task's, in proportion to their work, so that they end at about the same time. The last to end
 * stops the profile and writes its dump to prof.dump. The caller has called prof_start. Returns only when the scheduler refuses its tasks. */
void prof_tasks_run(uint32_t period);

/* The target's: what each task does first (with the scheduler running, before its work). */
void prof_task_begin(void);

#endif /* PROF_TASKS_H */
