m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/core-functions.m4: the function profile's functions (spec/profile.md), in <name>_rtprof.c
m4_dnl after the core's (templates/core/rtprof.c.m4).
m4_dnl The text between [ and ] is output.
[
/* ---- The function profile (spec/profile.md) ---- */

/* A count one more, saturating at 2^32 - 1 (RTPROF-PROF-004, RTPROF-PROF-005). */
/*@ assigns \nothing;
    ensures \result == rtprof_prof_more(n);
*/
static inline uint32_t rtprof_prof_more(uint32_t n)
{
    return (n != 0xFFFFFFFFu) ? (n + 1u) : n; /* RTPROF-DEV-005 */
}

/* RTPROF-PROF-004: the bin the PC falls in one more, a shift and no division; constant time. */
void rtprof_prof_sample(uintptr_t pc)
{
    if (rtprof_prof.on != 0u)
    {
        const uintptr_t offset = pc - rtprof_prof.low;

        rtprof_prof.samples = rtprof_prof_more(rtprof_prof.samples);
        if (offset < rtprof_prof.span)
        {
            rtprof_prof_bin_t *const bin = &rtprof_prof_bins[offset >> rtprof_prof.shift];

            if (*bin != RTPROF_PROF_BIN_MAX)
            {
                *bin = (rtprof_prof_bin_t)(*bin + 1u);
            }
            else
            {
                rtprof_prof.saturated = rtprof_prof_more(rtprof_prof.saturated);
            }
        }
        else
        {
            rtprof_prof.outside = rtprof_prof_more(rtprof_prof.outside);
        }
    }
}
]_rtprof_if_prof_arcs([[
/* The first slot an arc probes: a multiplicative hash of both addresses (their bit 0 left out: a
 * Thumb address and its even form are one arc), its top RTPROF_PROF_ARCS_LOG2 bits (RTPROF-PROF-005). */
/*@ assigns \nothing;
    ensures slot: \result < RTPROF_PROF_ARCS;
*/
static inline uint32_t rtprof_prof_slot(uintptr_t from, uintptr_t self)
{
    const uint32_t key = (uint32_t)(from >> 1u) ^ (uint32_t)((uint32_t)(self >> 1u) << 13u);

    return (uint32_t)(key * 0x9E3779B1u) >> ]m4_eval(32 - rtprof_cfg([RTPROF_PROF_ARCS_LOG2]))[u;
}

/* RTPROF-PROF-005: the arc from -> self counted in its slot, found or claimed in at most
 * RTPROF_PROF_PROBES probes, else counted as lost; under the port's critical section, so that a
 * sample, a task switch or another arc cannot come between the test of a slot and its update. */
void rtprof_prof_arc(uintptr_t from, uintptr_t self)
{
    const uint32_t key = rtprof_port_critical_enter();

    if (rtprof_prof.on != 0u)
    {
        const uint32_t first = rtprof_prof_slot(from, self);
        bool placed = false;
        uint32_t probe;

        rtprof_prof.calls = rtprof_prof_more(rtprof_prof.calls);
        /*@ loop invariant probes: 0 <= probe <= RTPROF_PROF_PROBES;
            loop assigns probe, placed, rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1];
            loop variant RTPROF_PROF_PROBES - probe; */
        for (probe = 0u; (probe < RTPROF_PROF_PROBES) && (!placed); probe++)
        {
            rtprof_prof_arc_t *const arc = &rtprof_prof_arcs[(first + probe) % RTPROF_PROF_ARCS];

            if (arc->count == 0u)
            {
                arc->from = from;
                arc->self = self;
                arc->count = 1u;
                placed = true;
            }
            else if ((arc->from == from) && (arc->self == self))
            {
                arc->count = rtprof_prof_more(arc->count);
                placed = true;
            }
            else
            {
                /* another arc's slot: the next one */
            }
        }
        if (!placed)
        {
            rtprof_prof.lost = rtprof_prof_more(rtprof_prof.lost);
        }
    }
    rtprof_port_critical_exit(key);
}
]], [[
/* RTPROF-PROF-005: a configuration without an arc table counts the calls and loses every arc. */
void rtprof_prof_arc(uintptr_t from, uintptr_t self)
{
    const uint32_t key = rtprof_port_critical_enter();

    (void)from;
    (void)self;
    if (rtprof_prof.on != 0u)
    {
        rtprof_prof.calls = rtprof_prof_more(rtprof_prof.calls);
        rtprof_prof.lost = rtprof_prof_more(rtprof_prof.lost);
    }
    rtprof_port_critical_exit(key);
}
]])[
/* The histogram]_rtprof_if_prof_arcs([[ and the arc table]])[ cleared, with profiling off: no hook writes them meanwhile
 * (RTPROF-PROF-003). */
/*@ ]_rtprof_prof_clear_assigns[;
    ensures bins: \forall integer i; 0 <= i < RTPROF_PROF_BINS ==> rtprof_prof_bins[i] == 0;]_rtprof_if_prof_arcs([[
    ensures arcs: \forall integer i; 0 <= i < RTPROF_PROF_ARCS ==> rtprof_prof_arcs[i].count == 0;]])[
*/
static void rtprof_prof_clear(void)
{
    uint32_t i;

    /*@ loop invariant range: 0 <= i <= RTPROF_PROF_BINS;
        loop invariant zero: \forall integer j; 0 <= j < i ==> rtprof_prof_bins[j] == 0;
        loop assigns i, rtprof_prof_bins[0 .. RTPROF_PROF_BINS - 1];
        loop variant RTPROF_PROF_BINS - i; */
    for (i = 0u; i < RTPROF_PROF_BINS; i++)
    {
        rtprof_prof_bins[i] = 0u;
    }]_rtprof_if_prof_arcs([[
    /*@ loop invariant range: 0 <= i <= RTPROF_PROF_ARCS;
        loop invariant zero: \forall integer j; 0 <= j < i ==> rtprof_prof_arcs[j].count == 0;
        loop assigns i, rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1];
        loop variant RTPROF_PROF_ARCS - i; */
    for (i = 0u; i < RTPROF_PROF_ARCS; i++)
    {
        rtprof_prof_arcs[i].from = 0u;
        rtprof_prof_arcs[i].self = 0u;
        rtprof_prof_arcs[i].count = 0u;
    }]])[
}

/* The counts of a new profile, 0 (RTPROF-PROF-003). */
/*@ assigns rtprof_prof.samples, rtprof_prof.outside, rtprof_prof.saturated, rtprof_prof.calls, rtprof_prof.lost;
    ensures zero: rtprof_prof.samples == 0 && rtprof_prof.outside == 0 && rtprof_prof.saturated == 0 &&
        rtprof_prof.calls == 0 && rtprof_prof.lost == 0;
*/
static void rtprof_prof_zero_counts(void)
{
    rtprof_prof.samples = 0u;
    rtprof_prof.outside = 0u;
    rtprof_prof.saturated = 0u;
    rtprof_prof.calls = 0u;
    rtprof_prof.lost = 0u;
}

/* log2 of a power of two: the bucket's shift (RTPROF-PROF-003). */
/*@ requires power: 2 <= bucket;
    assigns \nothing;
    ensures range: 1 <= \result <= 31;
*/
static uint32_t rtprof_prof_log2(uint32_t bucket)
{
    uint32_t shift = 0u;
    uint32_t rest = bucket;

    /*@ loop invariant range: 0 <= shift <= 31 && 1 <= rest;
        loop assigns shift, rest;
        loop variant rest; */
    while (rest > 1u)
    {
        rest >>= 1u;
        shift++;
    }
    return shift;
}

/* RTPROF-PROF-003 */
rtprof_status_t rtprof_prof_start(uintptr_t low, uintptr_t high, uint32_t bucket, uint32_t rate_hz)
{
    rtprof_status_t status = RTPROF_E_INIT;

    if ((bucket < 2u) || ((bucket & (bucket - 1u)) != 0u) || ((low % 2u) != 0u) || (high <= low) || (rate_hz == 0u))
    {
        status = RTPROF_E_RANGE;
    }
    else if (rtprof_initialised)
    {
        const uint32_t shift = rtprof_prof_log2(bucket);
        const uintptr_t last = (high - low) - 1u;
        const uintptr_t bins = (last >> shift) + 1u;

        if ((bins > RTPROF_PROF_BINS) || ((uintptr_t)(bucket - 1u) > (UINTPTR_MAX - (low + ((bins - 1u) << shift)))))
        {
            status = RTPROF_E_RANGE;
        }
        else
        {
            uint32_t key = rtprof_port_critical_enter();

            rtprof_prof.on = 0u;
            rtprof_port_critical_exit(key);
            rtprof_prof_clear();
            key = rtprof_port_critical_enter();
            rtprof_prof.low = low;
            rtprof_prof.span = ((bins - 1u) << shift) + (uintptr_t)bucket;
            rtprof_prof.shift = shift;
            rtprof_prof.rate_hz = rate_hz;
            rtprof_prof_zero_counts();
            rtprof_prof.on = 1u;
            rtprof_port_critical_exit(key);
            status = RTPROF_OK;
        }
    }
    else
    {
        /* not initialised: RTPROF_E_INIT */
    }
    return status;
}

/* RTPROF-PROF-003 */
rtprof_status_t rtprof_prof_stop(void)
{
    rtprof_status_t status = RTPROF_E_INIT;

    if (rtprof_initialised)
    {
        const uint32_t key = rtprof_port_critical_enter();

        rtprof_prof.on = 0u;
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}

/* RTPROF-PROF-003 */
rtprof_status_t rtprof_prof_reset(void)
{
    rtprof_status_t status = RTPROF_E_INIT;

    if (rtprof_initialised)
    {
        uint32_t key = rtprof_port_critical_enter();
        const uint32_t was = rtprof_prof.on;

        rtprof_prof.on = 0u;
        rtprof_port_critical_exit(key);
        rtprof_prof_clear();
        key = rtprof_port_critical_enter();
        rtprof_prof_zero_counts();
        rtprof_prof.on = was;
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}
]m4_dnl
