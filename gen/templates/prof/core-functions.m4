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

/* Ghost lemma functions of the shifts by a bucket's log2 (RTPROF-PROF-003, RTPROF-PROF-004), proved
 * once by induction on the shift and instantiated by a ghost call. Comments to the compiler. */
/*@ ghost
  /@ requires range: n <= 31;
     assigns \nothing;
     ensures power: 1 <= (1 << n) <= 2147483648; @/
  static void rtprof_prof_lemma_power(uint32_t n)
  {
      uint32_t j;
      /@ loop invariant range: 0 <= j <= 31;
         loop invariant rising: \forall integer k; 0 <= k <= j ==> 1 <= (1 << k) <= (1 << j);
         loop assigns j;
         loop variant 31 - j; @/
      for (j = 0u; j < 31u; j++)
      {
          /@ assert step: (1 << (j + 1)) == ((1 << j) << 1); @/
          /@ assert twice: ((1 << j) << 1) == 2 * (1 << j); @/
      }
      /@ assert top: (1 << 31) == 2147483648; @/
  }

  /@ requires range: s <= 31;
     assigns \nothing;
     ensures power: 1 <= (1 << s);
     ensures floor: (x >> s) * (1 << s) <= x < ((x >> s) + 1) * (1 << s); @/
  static void rtprof_prof_lemma_floor(uintptr_t x, uint32_t s)
  {
      uint32_t j;
      /@ loop invariant range: 0 <= j <= s;
         loop invariant power: 1 <= (1 << j);
         loop invariant floor: (x >> j) * (1 << j) <= x < ((x >> j) + 1) * (1 << j);
         loop assigns j;
         loop variant s - j; @/
      for (j = 0u; j < s; j++)
      {
          /@ assert step: (x >> (j + 1)) == ((x >> j) >> 1); @/
          /@ assert half: 2 * ((x >> j) >> 1) <= (x >> j) <= 2 * ((x >> j) >> 1) + 1; @/
          /@ assert power: (1 << (j + 1)) == ((1 << j) << 1) && ((1 << j) << 1) == 2 * (1 << j); @/
          /@ assert cases: (x >> j) == 2 * (x >> (j + 1)) || (x >> j) == 2 * (x >> (j + 1)) + 1; @/
          /@ assert even: (x >> j) == 2 * (x >> (j + 1)) ==>
                 (x >> j) * (1 << j) == 2 * (x >> (j + 1)) * (1 << j); @/
          /@ assert odd: (x >> j) == 2 * (x >> (j + 1)) + 1 ==>
                 (x >> j) * (1 << j) == 2 * (x >> (j + 1)) * (1 << j) + (1 << j); @/
          /@ assert lower1: (x >> j) * (1 << j) == 2 * (x >> (j + 1)) * (1 << j) ||
                 (x >> j) * (1 << j) == 2 * (x >> (j + 1)) * (1 << j) + (1 << j); @/
          /@ assert lower2t: rtprof_prof_times(2 * (x >> (j + 1)), 1 << j) <= rtprof_prof_times(x >> j, 1 << j); @/
          /@ assert lower2: (2 * (x >> (j + 1))) * (1 << j) <= (x >> j) * (1 << j); @/
          /@ assert lower3: (x >> (j + 1)) * (1 << (j + 1)) == (2 * (x >> (j + 1))) * (1 << j); @/
          /@ assert upper2t: rtprof_prof_times((x >> j) + 1, 1 << j) <= rtprof_prof_times(2 * (x >> (j + 1)) + 2, 1 << j); @/
          /@ assert upper2: ((x >> j) + 1) * (1 << j) <= (2 * (x >> (j + 1)) + 2) * (1 << j); @/
          /@ assert upper3: (2 * (x >> (j + 1)) + 2) * (1 << j) == ((x >> (j + 1)) + 1) * (1 << (j + 1)); @/
      }
  }
*/

/* RTPROF-PROF-004: the bin the PC falls in one more, a shift and no division; constant time. The
 * range's bound is live, 0 while profiling is off, so that one test of the range also tests the
 * switch; the switch is read only for a PC out of the range. A PC below low fails the first test
 * before any subtraction. */
void rtprof_prof_sample(uintptr_t pc)
{
    const uintptr_t low = rtprof_prof.low;

    if ((pc >= low) && ((pc - low) < rtprof_prof.live))
    {
        const uintptr_t offset = pc - low;
        /*@ ghost rtprof_prof_lemma_floor(offset, rtprof_prof.shift); */
        /*@ assert below: \let p = 1 << rtprof_prof.shift;
                (offset >> rtprof_prof.shift) * p < RTPROF_PROF_BINS * p; */
        const uintptr_t index = offset >> rtprof_prof.shift;
        /*@ assert bint: rtprof_prof_times(index, 1 << rtprof_prof.shift) <
                rtprof_prof_times(RTPROF_PROF_BINS, 1 << rtprof_prof.shift); */
        /*@ assert bin: index < RTPROF_PROF_BINS; */
        const rtprof_prof_bin_t count = rtprof_prof_bins[index];

        if (count != RTPROF_PROF_BIN_MAX)
        {
            rtprof_prof_bins[index] = (rtprof_prof_bin_t)(count + 1u);
        }
        else
        {
            rtprof_prof.saturated = rtprof_prof_more(rtprof_prof.saturated);
        }
    }
    else if (rtprof_prof.live != 0u)
    {
        rtprof_prof.outside = rtprof_prof_more(rtprof_prof.outside);
    }
    else
    {
        /* off: nothing counted */
    }
}
]_rtprof_if_prof_arcs([[
/* The first slot an arc probes: both addresses (their bit 0 left out: a Thumb address and its even
 * form are one arc) folded by exclusive or to RTPROF_PROF_ARCS_LOG2 bits; shifts, exclusive ors and a
 * mask, no multiplication and no wrap (RTPROF-PROF-005). */
/*@ assigns \nothing;
    ensures slot: \result < RTPROF_PROF_ARCS;
*/
static inline uint32_t rtprof_prof_slot(uintptr_t from, uintptr_t self)
{
    const uintptr_t key = (from >> 1u) ^ (self >> 3u);

    return (uint32_t)((key ^ (key >> ]rtprof_cfg([RTPROF_PROF_ARCS_LOG2])[u)) & (RTPROF_PROF_ARCS - 1u));
}

/* The arc from -> self counted in its slot, found or claimed in at most RTPROF_PROF_PROBES probes;
 * false when every slot probed holds another arc (RTPROF-PROF-005). */
/*@ requires state: rtprof_prof_ok;
    assigns rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1];
    ensures placed: \result ==> rtprof_prof_arc_in(from, self);
    ensures unplaced: !\result ==> \forall integer i; 0 <= i < RTPROF_PROF_ARCS ==>
        rtprof_prof_arcs[i] == \old(rtprof_prof_arcs[i]);
    ensures counted: \forall integer i; 0 <= i < RTPROF_PROF_ARCS ==>
        rtprof_prof_arc_counted(\old(rtprof_prof_arcs[i]), rtprof_prof_arcs[i], from, self);
*/
static inline bool rtprof_prof_place(uintptr_t from, uintptr_t self)
{
    const uint32_t first = rtprof_prof_slot(from, self);
    bool placed = false;
    uint32_t probe;

    /*@ loop invariant probes: 0 <= probe <= RTPROF_PROF_PROBES;
        loop invariant unplaced: !placed ==> \forall integer i; 0 <= i < RTPROF_PROF_ARCS ==>
            rtprof_prof_arcs[i] == \at(rtprof_prof_arcs[i], LoopEntry);
        loop invariant placed: placed ==> rtprof_prof_arc_in(from, self);
        loop invariant counted: \forall integer i; 0 <= i < RTPROF_PROF_ARCS ==>
            rtprof_prof_arc_counted(\at(rtprof_prof_arcs[i], LoopEntry), rtprof_prof_arcs[i], from, self);
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
    return placed;
}
]], [[
/* A configuration without an arc table places no arc (RTPROF-PROF-005). */
/*@ assigns \nothing;
    ensures \result == \false;
*/
static inline bool rtprof_prof_place(uintptr_t from, uintptr_t self)
{
    (void)from;
    (void)self;
    return false;
}
]])[

/* RTPROF-PROF-005: the call counted, and the arc from -> self placed or counted as lost; under the
 * port's critical section, so that a sample, a task switch or another arc cannot come between the
 * test of a slot and its update. */
void rtprof_prof_arc(uintptr_t from, uintptr_t self)
{
    const uint32_t key = rtprof_port_critical_enter();

    if (rtprof_prof.live != 0u)
    {
        rtprof_prof.calls = rtprof_prof_more(rtprof_prof.calls);
        if (!rtprof_prof_place(from, self))
        {
            rtprof_prof.lost = rtprof_prof_more(rtprof_prof.lost);
        }
    }
    rtprof_port_critical_exit(key);
}

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
/*@ assigns rtprof_prof.outside, rtprof_prof.saturated, rtprof_prof.calls, rtprof_prof.lost;
    ensures zero: rtprof_prof.outside == 0 && rtprof_prof.saturated == 0 && rtprof_prof.calls == 0 &&
        rtprof_prof.lost == 0;
*/
static void rtprof_prof_zero_counts(void)
{
    rtprof_prof.outside = 0u;
    rtprof_prof.saturated = 0u;
    rtprof_prof.calls = 0u;
    rtprof_prof.lost = 0u;
}

/* The shift of a bucket of 2^shift bytes, shift 1 .. 31; 0 when bucket is not such a power of two
 * (RTPROF-PROF-003). Always 31 steps. */
/*@ assigns \nothing;
    ensures range: \result <= 31;
    ensures power: \result != 0 ==> 1 <= \result && (1 << \result) == bucket;
    ensures none: \result == 0 <==> !rtprof_prof_bucket(bucket);
*/
static uint32_t rtprof_prof_shift_of(uint32_t bucket)
{
    uint32_t found = 0u;
    uint32_t shift;

    /*@ loop invariant range: 1 <= shift <= 32;
        loop invariant found: found == 0 || (1 <= found < shift && (1 << found) == bucket);
        loop invariant not_yet: found == 0 ==> \forall integer s; 1 <= s < shift ==> bucket != (1 << s);
        loop assigns shift, found;
        loop variant 32 - shift; */
    for (shift = 1u; shift < 32u; shift++)
    {
        /*@ ghost rtprof_prof_lemma_power(shift); */
        if (((uint32_t)1u << shift) == bucket) /* RTPROF-DEV-027 */
        {
            found = shift;
        }
    }
    return found;
}

/* RTPROF-PROF-003 */
rtprof_status_t rtprof_prof_start(uintptr_t low, uintptr_t high, uint32_t bucket, uint32_t rate_hz)
{
    rtprof_status_t status = RTPROF_E_INIT;
    const uint32_t shift = rtprof_prof_shift_of(bucket);

    if ((shift == 0u) || ((low % 2u) != 0u) || (high <= low) || (rate_hz == 0u))
    {
        status = RTPROF_E_RANGE;
    }
    else if (rtprof_initialised)
    {
        const uintptr_t last = (high - low) - 1u; /* the offset of the range's last byte */
        const uintptr_t top = last >> shift;      /* its bin */
        const uintptr_t room = (UINTPTR_MAX - low) >> shift; /* whole buckets below the address space's end */
        /*@ ghost rtprof_prof_lemma_floor(last, shift); */
        /*@ ghost rtprof_prof_lemma_floor(UINTPTR_MAX - low, shift); */

        if ((top >= RTPROF_PROF_BINS) || (top >= room))
        {
            status = RTPROF_E_RANGE;
        }
        else
        {
            uint32_t key = rtprof_port_critical_enter();

            /*@ assert room: top + 1 <= room && top + 1 <= RTPROF_PROF_BINS && bucket == (1 << shift); */
            /*@ assert scaledt: rtprof_prof_times(top + 1, bucket) <= rtprof_prof_times(room, bucket) &&
                    rtprof_prof_times(top + 1, bucket) <= rtprof_prof_times(RTPROF_PROF_BINS, bucket); */
            /*@ assert scaled: (top + 1) * bucket <= room * bucket && (top + 1) * bucket <= RTPROF_PROF_BINS * bucket; */
            /*@ assert fits: (top + 1) * bucket <= UINTPTR_MAX - low; */
            rtprof_prof.live = 0u;
            rtprof_port_critical_exit(key);
            rtprof_prof_clear();
            key = rtprof_port_critical_enter();
            rtprof_prof.low = low;
            rtprof_prof.span = (top + 1u) * (uintptr_t)bucket;
            rtprof_prof.shift = shift;
            rtprof_prof.rate_hz = rate_hz;
            rtprof_prof_zero_counts();
            rtprof_prof.live = rtprof_prof.span;
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

        rtprof_prof.live = 0u;
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
        const uintptr_t was = rtprof_prof.live;

        rtprof_prof.live = 0u;
        rtprof_port_critical_exit(key);
        rtprof_prof_clear();
        key = rtprof_port_critical_enter();
        rtprof_prof_zero_counts();
        rtprof_prof.live = was;
        rtprof_port_critical_exit(key);
        status = RTPROF_OK;
    }
    return status;
}
]m4_dnl
