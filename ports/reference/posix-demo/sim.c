/* SPDX-License-Identifier: Apache-2.0 */
/* sim.c: a deterministic simulated RTOS whose five tasks drive the rtprof hook of the configuration in use. */
#include <stddef.h>
#include <stdint.h>
#include "rtprof.h"
#include "rtprof_port.h"
#include "rtprof_posix.h"
#include "sim.h"

/* The task that runs in each slot of a round: control 8 slots, comms 4, logger 2, display 1 and
 * idle 1 of 16. The designed shares the demo checks against are kept apart, in demo.c. */
static const uint32_t rtprof_sim_schedule[RTPROF_SIM_ROUND_SLOTS] = {
    0u, 1u, 0u, 2u, 0u, 1u, 0u, 3u, 0u, 1u, 0u, 2u, 0u, 1u, 0u, 4u};

/* State of the splitmix64 generator. */
static uint64_t rtprof_sim_state = 0u;

/* The hook of this configuration, called with the task that ran (measured) or was interrupted
 * (sampled). */
static void rtprof_sim_hook(uint32_t task)
{
#if RTPROF_INTERVAL_TIMER
    rtprof_switch(task);
#elif RTPROF_INTERVAL_USER
    rtprof_advance(task);
#else
    rtprof_tick(task);
#endif
}

/* The next value of the splitmix64 sequence (Steele, Lea and Flood, 2014). */
static uint64_t rtprof_sim_random(void)
{
    uint64_t z;

    rtprof_sim_state += 0x9E3779B97F4A7C15ull;
    z = rtprof_sim_state;
    z = (z ^ (z >> 30u)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27u)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31u);
}

const char *rtprof_port_task_name(uint32_t task)
{
    static const char *const rtprof_sim_names[RTPROF_SIM_TASK_COUNT] = {
        "control", "comms", "logger", "display", "idle"};

    return (task < RTPROF_SIM_TASK_COUNT) ? rtprof_sim_names[task] : NULL;
}

/* Made-up figures: 512 bytes for task 0, 64 fewer for each next id. */
uint32_t rtprof_port_stack_slack(uint32_t task)
{
    return (task < RTPROF_SIM_TASK_COUNT) ? (512u - (64u * task)) : RTPROF_SLACK_UNKNOWN;
}

void rtprof_sim_start(uint64_t start)
{
    rtprof_posix_clock_set(start);
    rtprof_init();
}

void rtprof_sim_run(uint64_t rounds, uint64_t slot)
{
    uint64_t round;
    uint32_t i;

    for (round = 0u; round < rounds; round++)
    {
        for (i = 0u; i < RTPROF_SIM_ROUND_SLOTS; i++)
        {
            rtprof_posix_clock_advance(slot);
            rtprof_sim_hook(rtprof_sim_schedule[i]);
        }
    }
}

void rtprof_sim_seed(uint64_t seed)
{
    rtprof_sim_state = seed;
}

/* Model: the tick period is a whole number of rounds plus a phase that is uniformly random and
 * independent from tick to tick, so each tick lands at a uniformly random instant of a round and
 * interrupts task k with probability p_k (its slots / 16), independently of the other ticks: a
 * task's count in n ticks is binomial(n, p_k). The top 4 bits of a draw pick the slot. */
void rtprof_sim_sample(uint64_t ticks)
{
    uint64_t tick;

    for (tick = 0u; tick < ticks; tick++)
    {
        rtprof_sim_hook(rtprof_sim_schedule[rtprof_sim_random() >> 60u]);
    }
}
