/* SPDX-License-Identifier: Apache-2.0 */
/* sim.h: a deterministic simulated RTOS whose five tasks drive the rtprof hook of the configuration in use. */
#ifndef RTPROF_SIM_H
#define RTPROF_SIM_H

#include <stdint.h>

/* Tasks of the simulated RTOS, ids 0 .. RTPROF_SIM_TASK_COUNT - 1: control, comms, logger, display
 * and idle. rtprof_port_task_name and rtprof_port_stack_slack describe them. */
#define RTPROF_SIM_TASK_COUNT 5u

/* One round of the schedule: this many equal slots, in which the tasks run in the order
 * 0,1,0,2,0,1,0,3,0,1,0,2,0,1,0,4. */
#define RTPROF_SIM_ROUND_SLOTS 16u

/* Set the virtual clock to start, then call rtprof_init(). */
void rtprof_sim_start(uint64_t start);

/* Measured configurations (timer, user): run rounds rounds of the schedule; for each slot, advance
 * the virtual clock by slot units, then call the hook with the task that ran in it. */
void rtprof_sim_run(uint64_t rounds, uint64_t slot);

/* Seed the random generator that rtprof_sim_sample draws from. */
void rtprof_sim_seed(uint64_t seed);

/* Sampling configurations (tick): call the tick hook ticks times, each with the task that runs at
 * a uniformly random instant of a round. */
void rtprof_sim_sample(uint64_t ticks);

#endif /* RTPROF_SIM_H */
