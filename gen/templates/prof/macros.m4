# SPDX-License-Identifier: Apache-2.0
# prof/macros.m4: the function profile's macros, loaded by gen/rtprof-gen before every template when
# the profile is turned on: its state, listed once, and expanded (with the core's expanders of
# core/state.m4) into the extern declarations of <name>_rtprof_internal.h and the definitions of
# <name>_rtprof.c. Every object is zero at start-up, and the zero state is a valid one: profiling off,
# an empty range, nothing counted.

# _rtprof_prof_state(EACH)
# ------------------------
# EACH(TYPE, NAME, DIMENSION, INITIALISER, FOOTPRINT, COMMENT) for every state variable of the
# profile, in the order of definition (see _rtprof_core_state).
m4_define([_rtprof_prof_state],
[$1([rtprof_prof_t], [rtprof_prof], [], [], [&rtprof_prof],
    [ /* the range, the switch and the counts (spec/profile.md) */])]m4_dnl
[$1([rtprof_prof_bin_t], [rtprof_prof_bins], [[RTPROF_PROF_BINS]], [],
    [rtprof_prof_bins + (0 .. RTPROF_PROF_BINS - 1)], [ /* the PC histogram, saturating bins */])]m4_dnl
[_rtprof_if_prof_arcs([$1([rtprof_prof_arc_t], [rtprof_prof_arcs], [[RTPROF_PROF_ARCS]], [],
    [rtprof_prof_arcs + (0 .. RTPROF_PROF_ARCS - 1)], [ /* the call arcs, open addressing; count 0: a free slot */])])])

# _rtprof_if_prof_arcs(IF, ELSE): IF when the profile has an arc table (RTPROF_PROF_ARCS_LOG2 != 0).
m4_define([_rtprof_if_prof_arcs], [rtprof_if([RTPROF_PROF_ARCS_LOG2], [0], [$2], [$1])])

# _rtprof_prof_reset_assigns: what the profile's reset changes (core-reset.m4, init-contract.m4).
m4_define([_rtprof_prof_reset_assigns],
[[    assigns rtprof_prof, rtprof_prof_bins[0 .. RTPROF_PROF_BINS - 1]]_rtprof_if_prof_arcs([[, rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1]]])])
# _rtprof_prof_clear_assigns: what clearing the histogram and the arc table changes.
m4_define([_rtprof_prof_clear_assigns],
[[assigns rtprof_prof_bins[0 .. RTPROF_PROF_BINS - 1]]_rtprof_if_prof_arcs([[, rtprof_prof_arcs[0 .. RTPROF_PROF_ARCS - 1]]])])
