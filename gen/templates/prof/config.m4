m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/config.m4: the function profile's part of <name>_rtprof_config.h (templates/rtprof_config.h.m4):
m4_dnl its configuration as macros, its types and its dump regions' kinds.
m4_dnl The text between [ and ] is output.
[
/* RTPROF_PROF_BINS_LOG2: the function profile's histogram holds RTPROF_PROF_BINS bins of
 * RTPROF_PROF_BIN_BITS bits, each saturating at RTPROF_PROF_BIN_MAX (RTPROF-PROF-001). */
#define RTPROF_PROF_BINS ]rtprof_cfg([RTPROF_PROF_BINS])[u /* RTPROF-DEV-001 */
#define RTPROF_PROF_BIN_BITS ]rtprof_cfg([RTPROF_PROF_BIN_BITS])[u /* RTPROF-DEV-001 */
#define RTPROF_PROF_BIN_MAX ]rtprof_cfg([RTPROF_PROF_BIN_MAX])[u /* RTPROF-DEV-001 */

/* RTPROF_PROF_ARCS_LOG2: slots of the call-arc table (0: no arcs), and the slots an arc may probe. */
#define RTPROF_PROF_ARCS ]rtprof_cfg([RTPROF_PROF_ARCS])[u /* RTPROF-DEV-001 */
#define RTPROF_PROF_PROBES ]rtprof_cfg([RTPROF_PROF_PROBES])[u /* RTPROF-DEV-001 */

/* One bin of the histogram. */
typedef ]rtprof_if([RTPROF_PROF_BIN_BITS], [16], [[uint16_t]], [[uint32_t]])[ rtprof_prof_bin_t;

/* The profile's range, switch and counts: addresses first, then six 32-bit words, so that its layout
 * has no padding on 32- and 64-bit targets (spec/profile.md). The sample count is not kept: it is the
 * histogram's sum with outside and saturated, which the host tool adds up. */
typedef struct
{
    uintptr_t low;      /* first address of the range, even */
    uintptr_t span;     /* bytes the bins cover: bins used << shift (0: no range) */
    uintptr_t live;     /* span while profiling is on, 0 while it is off: the sample hook's bound */
    uint32_t shift;     /* log2 of the bucket size, 1 .. 31 (0: no range) */
    uint32_t rate_hz;   /* samples per second, as rtprof_prof_start was told */
    uint32_t outside;   /* samples while on whose PC was out of the range, saturating */
    uint32_t saturated; /* samples while on whose PC's bin was full, saturating */
    uint32_t calls;     /* arc hook calls while on, saturating */
    uint32_t lost;      /* of those, arcs that found no slot, saturating */
} rtprof_prof_t; /* RTPROF-DEV-015 */
]_rtprof_if_prof_arcs([[
/* One slot of the arc table: a call from the return address from to the function entered at self. */
typedef struct
{
    uintptr_t from;
    uintptr_t self;
    uint32_t count; /* calls, saturating; 0: the slot is free */
} rtprof_prof_arc_t; /* RTPROF-DEV-015 */
]])[
/* The profile's regions of the dump (spec/dump.md); a reader skips a kind it does not know. */
#define RTPROF_DUMP_PROF 12u
#define RTPROF_DUMP_PROF_BINS16 13u /* RTPROF-DEV-001 */
#define RTPROF_DUMP_PROF_BINS32 14u /* RTPROF-DEV-001 */
#define RTPROF_DUMP_PROF_ARCS 15u /* RTPROF-DEV-001 */
]m4_dnl
