/* SPDX-License-Identifier: Apache-2.0 */
/* fpu_rtprof.c: rtprof CPU-load core: hooks, window switch and normalisation.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: fpu (sha256 c714653240a50bc61ecefaeb0a6563981d24403d6dfce9925f5a22075e525d0f)
 * Regenerate:    gen/rtprof-gen --config fpu.rtprof --out <output-folder>
 */

#include <stddef.h>
#include <stdint.h>
#include "fpu_rtprof.h"
#include "rtprof_port.h"

/* One window's counters. Two banks exist: the hook writes the live one while rtprof_process reads
 * the other, so the hook never waits and the masked time does not depend on the task count. */
typedef struct
{
    rtprof_counter_t count[RTPROF_BUCKET_COUNT]; /* tasks 0 .. N-1, then the unattributed bucket */
    uint8_t saturated;                           /* 1 once a counter of this bank was clamped */
    uint8_t unattributed;                        /* 1 once a hook got an id >= RTPROF_PROCESS_COUNT */
} rtprof_bank_t;

static rtprof_bank_t rtprof_banks[2];

/* The bank the hook writes. Only rtprof_init and rtprof_process change it, with one store each
 * under the port's critical section; the other bank holds the last closed window. */
static rtprof_bank_t *rtprof_live = &rtprof_banks[0];

/* Results and record of the last closed window. */
static rtprof_result_t rtprof_results[RTPROF_BUCKET_COUNT];
static rtprof_window_t rtprof_window;

/* Timer value at the previous hook call (or rtprof_init), masked to RTPROF_TIMER_BITS. */
static uint32_t rtprof_timer_last;

/* The bank the hook does not write: the last closed window, or the next one while it is cleared. */
static rtprof_bank_t *rtprof_idle_bank(void)
{
    return (rtprof_live == &rtprof_banks[0]) ? &rtprof_banks[1] : &rtprof_banks[0];
}

/* Zero a bank's counters and flags. */
static void rtprof_bank_clear(rtprof_bank_t *bank)
{
    uint32_t i;

    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        bank->count[i] = 0u;
    }
    bank->saturated = 0u;
    bank->unattributed = 0u;
}

/* Add units to the live counter of task: ids >= RTPROF_PROCESS_COUNT go to the unattributed bucket
 * (RTPROF-HOOK-005) and a sum above RTPROF_COUNTER_MAX is clamped and flagged (RTPROF-HOOK-004).
 * No loop and no branch on the data beyond two selects (RTPROF-HOOK-006). */
static inline void rtprof_charge(uint32_t task, uint32_t units)
{
    rtprof_bank_t *const bank = rtprof_live;
    /* 0 or 1, and every choice below is arithmetic on it, so compilers emit no branch */
    const uint32_t unknown = (task >= RTPROF_PROCESS_COUNT) ? 1u : 0u;
    const uint32_t slot = (task * (1u - unknown)) + (RTPROF_UNATTRIBUTED * unknown);
    const uint64_t sum = (uint64_t)bank->count[slot] + (uint64_t)units;
    /* sum <= 0xFFFFFFFF + 2^32 < 2^33: bit 32 is set exactly when sum > MAX */
    const uint32_t clamped = (uint32_t)(sum >> 32u);

    /* RTPROF_COUNTER_MAX is all ones in the counter's width: OR-ing it in clamps */
    bank->count[slot] = (rtprof_counter_t)((sum | ((uint64_t)clamped * RTPROF_COUNTER_MAX)) & RTPROF_COUNTER_MAX);
    bank->saturated |= (uint8_t)clamped;
    bank->unattributed |= (uint8_t)unknown;
}

void rtprof_init(void)
{
    const uint32_t key = rtprof_port_critical_enter();
    uint32_t i;

    rtprof_bank_clear(&rtprof_banks[0]);
    rtprof_bank_clear(&rtprof_banks[1]);
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        rtprof_results[i] = 0.0f;
    }
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_live = &rtprof_banks[0];
    rtprof_timer_last = rtprof_port_timer_read32() & RTPROF_TIMER_MASK;
    rtprof_port_critical_exit(key);
}

/* RTPROF-HOOK-002: elapsed = (now - last) mod 2^RTPROF_TIMER_BITS for an up-counting timer,
 * (last - now) mod 2^RTPROF_TIMER_BITS for a down-counting one, computed in 64 bits so that no
 * unsigned arithmetic wraps. */
void rtprof_switch(uint32_t task)
{
    const uint32_t now = rtprof_port_timer_read32() & RTPROF_TIMER_MASK;
    const uint64_t modulus = (uint64_t)RTPROF_TIMER_MASK + 1u;
    const uint32_t elapsed = (uint32_t)((((uint64_t)now + modulus) - (uint64_t)rtprof_timer_last) & (uint64_t)RTPROF_TIMER_MASK);

    rtprof_timer_last = now;
    rtprof_charge(task, elapsed);
}

/* Results of a non-empty window (total > 0) in percent: one division, then one product per bucket;
 * total >= 1 so nothing divides by zero, and each share is clamped to 100 against rounding
 * (RTPROF-NORM-007). */
static void rtprof_shares(const rtprof_bank_t *done, uint64_t total)
{
    const float per_unit = RTPROF_FULL_SCALE / (float)total;
    uint32_t i;

    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        const float share = (float)done->count[i] * per_unit;

        rtprof_results[i] = (share < RTPROF_FULL_SCALE) ? share : RTPROF_FULL_SCALE;
    }
}

rtprof_status_t rtprof_process(void)
{
    rtprof_bank_t *const done = rtprof_live;
    rtprof_bank_t *const next = rtprof_idle_bank();
    uint64_t total = 0u;
    uint32_t key;
    uint32_t i;
    rtprof_status_t status;

    /* RTPROF-PROC-003: the next window starts from zero. The hook does not write this bank. */
    rtprof_bank_clear(next);

    /* RTPROF-PROC-001/002: one store under the critical section. A hook that ran before it charged
     * done, one after it charges next; done is quiescent from here on. */
    key = rtprof_port_critical_enter();
    rtprof_live = next;
    rtprof_port_critical_exit(key);

    /* RTPROF-NORM-008: at most 256 * (2^56 - 1) < 2^64 */
    for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
    {
        total += (uint64_t)done->count[i];
    }
    rtprof_window.total = total;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = (done->saturated != 0u);
    rtprof_window.unattributed = (done->unattributed != 0u);
    rtprof_window.empty = (total == 0u);

    if (total == 0u)
    {
        /* RTPROF-NORM-004: no division */
        for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
        {
            rtprof_results[i] = 0.0f;
        }
    }
    else
    {
        rtprof_shares(done, total);
    }

    /* RTPROF-PROC-004 */
    if (rtprof_window.saturated)
    {
        status = RTPROF_SATURATED;
    }
    else if (rtprof_window.unattributed)
    {
        status = RTPROF_UNATTRIBUTED;
    }
    else if (rtprof_window.empty)
    {
        status = RTPROF_EMPTY;
    }
    else
    {
        status = RTPROF_OK;
    }
    return status;
}

rtprof_status_t rtprof_get_result(uint32_t task, rtprof_result_t *result)
{
    rtprof_status_t status;

    if (result == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (task > RTPROF_UNATTRIBUTED)
    {
        status = RTPROF_E_RANGE;
    }
    else
    {
        *result = rtprof_results[task];
        status = RTPROF_OK;
    }
    return status;
}

rtprof_status_t rtprof_get_units(uint32_t task, uint64_t *units)
{
    rtprof_status_t status;

    if (units == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else if (task > RTPROF_UNATTRIBUTED)
    {
        status = RTPROF_E_RANGE;
    }
    else
    {
        *units = (uint64_t)rtprof_idle_bank()->count[task];
        status = RTPROF_OK;
    }
    return status;
}

rtprof_status_t rtprof_get_window(rtprof_window_t *window)
{
    rtprof_status_t status;

    if (window == NULL)
    {
        status = RTPROF_E_NULL;
    }
    else
    {
        *window = rtprof_window;
        status = RTPROF_OK;
    }
    return status;
}
