/* SPDX-License-Identifier: Apache-2.0 */
/* sampling_rtprof.c: rtprof CPU-load core: hooks, window switch and normalisation.
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen 0.1.0
 * Configuration: sampling (sha256 a11f0accef1a1ae3bd38147e7d1a97de1f9d7f29f84a70761482fe59fe6a605c)
 * Regenerate:    gen/rtprof-gen --config sampling.rtprof --out <output-folder>
 */

#include <stddef.h>
#include <stdint.h>
#include "sampling_rtprof.h"
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
    /* sum <= 0xFFFF + 2^32, so sum >> 16 fits 32 bits; it is non-zero exactly when sum > MAX */
    const uint32_t clamped = ((uint32_t)(sum >> 16u) != 0u) ? 1u : 0u;

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
        rtprof_results[i] = 0u;
    }
    rtprof_window.total = 0u;
    rtprof_window.scale_shift = 0u;
    rtprof_window.saturated = false;
    rtprof_window.unattributed = false;
    rtprof_window.empty = true;
    rtprof_live = &rtprof_banks[0];
    rtprof_port_critical_exit(key);
}

/* RTPROF-HOOK-001 */
void rtprof_tick(uint32_t task)
{
    rtprof_charge(task, 1u);
}

/* Number of significant bits of x (0 for 0): five halving steps, no loop over bits. */
static uint32_t rtprof_bit_length(uint32_t x)
{
    uint32_t rest = x;
    uint32_t length = 0u;

    if (rest >= 0x10000u)
    {
        rest >>= 16u;
        length += 16u;
    }
    if (rest >= 0x100u)
    {
        rest >>= 8u;
        length += 8u;
    }
    if (rest >= 0x10u)
    {
        rest >>= 4u;
        length += 4u;
    }
    if (rest >= 0x4u)
    {
        rest >>= 2u;
        length += 2u;
    }
    if (rest >= 0x2u)
    {
        rest >>= 1u;
        length += 1u;
    }
    return length + rest;
}

/* floor(c * 10000 / divisor) for c <= divisor and 2^31 <= divisor < 2^32, given
 * scale = floor(10000 * 2^32 / divisor): q = (c * scale) >> 32 is the floor or one less, because
 * c * (10000 * 2^32 / divisor - scale) < c <= 2^32; one comparison decides (RTPROF-NORM-001).
 * Products of 32-bit values only: no division per task (RTPROF-NORM-005). */
static inline uint32_t rtprof_floor_share(uint32_t c, uint32_t divisor, uint32_t scale)
{
    const uint32_t q = (uint32_t)(((uint64_t)c * (uint64_t)scale) >> 32u);
    const uint32_t up = (((uint64_t)(q + 1u) * (uint64_t)divisor) <= ((uint64_t)c * (uint64_t)RTPROF_FULL_SCALE)) ? 1u : 0u;

    return q + up;
}

/* Results of a non-empty window (total > 0), RTPROF-NORM-001..006. The window is brought to a
 * 32-bit divisor, 2^31 <= divisor < 2^32: shifted right by k when the total is 2^32 or more (each count
 * too, and the divisor is then the sum of the shifted counts, so the results keep every sum
 * property), and shifted left by norm, which changes no ratio. One 64-bit division gives the
 * reciprocal; each bucket then needs two 32 x 32 -> 64 products. */
static void rtprof_shares(const rtprof_bank_t *done, uint64_t total)
{
    uint32_t i;
    /* 16-bit counters: total <= 256 * 0xFFFF < 2^24, never scaled */
    const uint32_t reduced = (uint32_t)total;
    {
        const uint32_t norm = 32u - rtprof_bit_length(reduced);
        const uint32_t divisor = reduced << norm;
        /* the one 64-bit division of a process call: floor(10000 * 2^32 / divisor), 10000 < scale <= 20000 */
        const uint32_t scale = (uint32_t)(((uint64_t)RTPROF_FULL_SCALE << 32u) / (uint64_t)divisor);

        for (i = 0u; i < RTPROF_BUCKET_COUNT; i++)
        {
            const uint32_t c = (uint32_t)(done->count[i]) << norm;
            const uint32_t q = rtprof_floor_share(c, divisor, scale);

            rtprof_results[i] = (rtprof_result_t)q;
        }
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
            rtprof_results[i] = 0u;
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
