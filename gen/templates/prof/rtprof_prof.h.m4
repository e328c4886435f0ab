# SPDX-License-Identifier: Apache-2.0
# prof/rtprof_prof.h.m4: template of <name>_rtprof_prof.h, the public API of the function profile
# (spec/profile.md), generated when RTPROF_PROF_BINS_LOG2 is not 0.
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof_prof.h])))
m4_include([core/state.m4])
# _rtprof_prof_counts: the profile's counts, for an assigns clause.
m4_define([_rtprof_prof_counts], [[rtprof_prof.outside, rtprof_prof.saturated, rtprof_prof.calls, rtprof_prof.lost]])

rtprof_begin(rtprof_file([rtprof_prof.h]), [public API of the rtprof function profile: its control, its sample hook and its arc hook.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdbool.h>
#include <stdint.h>
#include "rtprof_types.h"
#include "]rtprof_file([rtprof.h])["

/* The function profile counts, while it is on, the program counter of each sample the application's
 * profiling interrupt hands to rtprof_prof_sample in a histogram of RTPROF_PROF_BINS bins over one
 * address range, and each call that the compiler's entry hook (-pg or -finstrument-functions, through
 * the CPU port's shim) hands to rtprof_prof_arc in a table of caller -> callee arcs. The host tool
 * writes them as a gmon.out that GNU gprof reads (rtprof gmon). Nothing is lost uncounted: a PC out of
 * the range, a sample at a full bin and an arc that found no slot each have their count. The control
 * functions run in one task context, one at a time, like rtprof_process. */

/* Profile the addresses low .. high - 1 in buckets of bucket bytes (a power of two, at least 2: Thumb
 * and RVC instructions are 2 bytes), sampled rate_hz times a second (what gprof prints times from):
 * clears the histogram, the arcs and the counts and turns profiling on (RTPROF-PROF-003). The bins
 * cover low .. low + bins x bucket - 1, bins = ceil((high - low) / bucket). Returns RTPROF_OK;
 * RTPROF_E_RANGE, changing nothing, for a bucket that is not a power of two from 2 to 2^31, an odd
 * low, an empty range (high <= low), a rate of 0, or a range that needs more than RTPROF_PROF_BINS
 * bins or whose bins would reach the address space's last byte (UINTPTR_MAX: gmon.out cannot name the
 * end of such a range); then, before rtprof_init, RTPROF_E_INIT. Masks the hooks for O(1) time
 * twice; clears the bins with profiling off. */
/*@ requires state: rtprof_prof_ok;
    assigns rtprof_prof, rtprof_prof_bins[0 .. RTPROF_PROF_BINS - 1]]_rtprof_if_prof_arcs([[, rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1]]])[;
    ensures state: rtprof_prof_ok;
    behavior refused:
      assumes !rtprof_prof_bucket(bucket) || low % 2 != 0 || high <= low || rate_hz == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_RANGE;
    behavior not_initialised:
      assumes !(!rtprof_prof_bucket(bucket) || low % 2 != 0 || high <= low || rate_hz == 0);
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior checked:
      assumes !(!rtprof_prof_bucket(bucket) || low % 2 != 0 || high <= low || rate_hz == 0);
      assumes rtprof_initialised != 0;
      ensures status: \result == RTPROF_OK || \result == RTPROF_E_RANGE;
      ensures started: \result == RTPROF_OK ==> rtprof_prof_on && rtprof_prof.low == low &&
          (1 << rtprof_prof.shift) == bucket && rtprof_prof.rate_hz == rate_hz &&
          rtprof_prof.span == (((high - low - 1) >> rtprof_prof.shift) + 1) * bucket &&
          rtprof_prof.outside == 0 && rtprof_prof.saturated == 0 && rtprof_prof.calls == 0 &&
          rtprof_prof.lost == 0 && (\forall integer i; 0 <= i < RTPROF_PROF_BINS ==> rtprof_prof_bins[i] == 0);
      ensures covered: \result == RTPROF_OK ==> rtprof_prof.low + rtprof_prof.span >= high &&
          rtprof_prof.span - bucket < high - low;
      ensures kept: \result == RTPROF_E_RANGE ==> rtprof_prof == \old(rtprof_prof) &&
          (\forall integer i; 0 <= i < RTPROF_PROF_BINS ==> rtprof_prof_bins[i] == \old(rtprof_prof_bins[i]));
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_prof_start(uintptr_t low, uintptr_t high, uint32_t bucket, uint32_t rate_hz);

/* Turn profiling off, keeping the range, the histogram, the arcs and the counts for the dump.
 * Returns RTPROF_OK, or RTPROF_E_INIT before rtprof_init (RTPROF-PROF-003). */
/*@ requires state: rtprof_prof_ok;
    assigns rtprof_prof.live;
    ensures state: rtprof_prof_ok;
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior stopped:
      assumes rtprof_initialised != 0;
      ensures status: \result == RTPROF_OK;
      ensures off: !rtprof_prof_on;
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_prof_stop(void);

/* Clear the histogram, the arcs and the counts, keeping the range and whether profiling is on.
 * Returns RTPROF_OK, or RTPROF_E_INIT before rtprof_init (RTPROF-PROF-003). */
/*@ requires state: rtprof_prof_ok;
    assigns rtprof_prof.live, ]_rtprof_prof_counts[, rtprof_prof_bins[0 .. RTPROF_PROF_BINS - 1]]_rtprof_if_prof_arcs([[, rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1]]])[;
    ensures state: rtprof_prof_ok;
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior cleared:
      assumes rtprof_initialised != 0;
      ensures status: \result == RTPROF_OK;
      ensures on: rtprof_prof.live == \old(rtprof_prof.live);
      ensures zero: rtprof_prof.outside == 0 && rtprof_prof.saturated == 0 && rtprof_prof.calls == 0 &&
          rtprof_prof.lost == 0 &&
          (\forall integer i; 0 <= i < RTPROF_PROF_BINS ==> rtprof_prof_bins[i] == 0);
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_prof_reset(void);

/* The sample hook: call it from the profiling interrupt with the interrupted program counter (the
 * CPU port's helper takes it from the exception frame or mepc). While profiling is on it counts the
 * PC in the bin it falls in (a full bin stays full and the sample counts in saturated), or in
 * outside; off, it does nothing. The samples taken are the bins' sum with outside and saturated,
 * which the host tool adds up. Constant time, a shift and no division, no critical section: it
 * writes only the histogram and its own counts (RTPROF-PROF-004). */
/*@ requires state: rtprof_prof_ok;
    assigns rtprof_prof.outside, rtprof_prof.saturated, rtprof_prof_bins[0 .. RTPROF_PROF_BINS - 1];
    ensures state: rtprof_prof_ok;
    behavior off:
      assumes !rtprof_prof_on;
      assigns \nothing;
    behavior outside:
      assumes rtprof_prof_on && !rtprof_prof_in(pc);
      assigns rtprof_prof.outside;
      ensures counted: rtprof_prof.outside == rtprof_prof_more(\old(rtprof_prof.outside));
    behavior binned:
      assumes rtprof_prof_in(pc) && rtprof_prof_bins[rtprof_prof_bin(pc)] < RTPROF_PROF_BIN_MAX;
      assigns rtprof_prof_bins[rtprof_prof_bin(pc)];
      ensures bin: rtprof_prof_bins[rtprof_prof_bin(pc)] == \old(rtprof_prof_bins[rtprof_prof_bin(pc)]) + 1;
    behavior full:
      assumes rtprof_prof_in(pc) && rtprof_prof_bins[rtprof_prof_bin(pc)] == RTPROF_PROF_BIN_MAX;
      assigns rtprof_prof.saturated;
      ensures counted: rtprof_prof.saturated == rtprof_prof_more(\old(rtprof_prof.saturated));
    complete behaviors;
    disjoint behaviors;
*/
void rtprof_prof_sample(uintptr_t pc);

/* The arc hook: a call from the return address from (in the caller) to the function whose entry is
 * self; the CPU port's entry shims call it for -pg and -finstrument-functions. While profiling is on
 * it counts the call, and the arc in its slot of the table (found or claimed in at most
 * RTPROF_PROF_PROBES probes; its count saturates) or in lost. Constant worst case, under the port's
 * critical section: an arc interrupted by the sampling interrupt or by a task switch loses nothing
 * (RTPROF-PROF-005). */
/*@ requires state: rtprof_prof_ok;
    assigns rtprof_prof.calls, rtprof_prof.lost]_rtprof_if_prof_arcs([[, rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1]]])[;
    ensures state: rtprof_prof_ok;
    behavior off:
      assumes !rtprof_prof_on;
      assigns \nothing;
    behavior on:
      assumes rtprof_prof_on;
      ensures counted: rtprof_prof.calls == rtprof_prof_more(\old(rtprof_prof.calls));
      ensures lost: rtprof_prof.lost == \old(rtprof_prof.lost) || rtprof_prof.lost == rtprof_prof_more(\old(rtprof_prof.lost));]_rtprof_if_prof_arcs([[
      ensures placed: rtprof_prof.lost == \old(rtprof_prof.lost) && \old(rtprof_prof.lost) < 4294967295 ==>
          rtprof_prof_arc_in(from, self);
      ensures slots: \forall integer i; 0 <= i < RTPROF_PROF_ARCS ==>
          rtprof_prof_arc_counted(\old(rtprof_prof_arcs[i]), rtprof_prof_arcs[i], from, self);
      ensures lost_kept: rtprof_prof.lost != \old(rtprof_prof.lost) ==> \forall integer i; 0 <= i < RTPROF_PROF_ARCS ==>
          rtprof_prof_arcs[i] == \old(rtprof_prof_arcs[i]);]], [[
      ensures lost_all: rtprof_prof.lost == rtprof_prof_more(\old(rtprof_prof.lost));]])[
    complete behaviors;
    disjoint behaviors;
*/
void rtprof_prof_arc(uintptr_t from, uintptr_t self);

#endif /* ]_rtprof_guard_name[ */
]m4_dnl
