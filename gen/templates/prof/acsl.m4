m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/acsl.m4: the function profile's part of <name>_rtprof.acsl (templates/core/rtprof.acsl.m4):
m4_dnl its state invariant, its bins and its saturating counts.
m4_dnl The text between [ and ] is output.
[
/* The function profile (spec/profile.md): a count one more, saturating at 2^32 - 1. */
/*@
  logic integer rtprof_prof_more(integer n) = n < 4294967295 ? n + 1 : n;
*/
/* Multiplication by a non-negative factor keeps an order, and a positive one reflects it: the steps
 * of the shifts' lemma functions (prof/core-functions.m4), proved by WP as lemmas. They are stated of
 * rtprof_prof_times, a product of its own, in a block of their own, so that WP gives them only to
 * the goals that name it (a lemma of the plain product reaches every goal of the library, and the
 * core's division proofs then time out). */
/*@
  axiomatic RtprofProfTimes {
    logic integer rtprof_prof_times(integer a, integer p) = a * p;
    lemma rtprof_prof_times_le: \forall integer a, b, p; a <= b && 0 <= p ==>
        rtprof_prof_times(a, p) <= rtprof_prof_times(b, p);
    lemma rtprof_prof_times_lt: \forall integer a, b, p; rtprof_prof_times(a, p) < rtprof_prof_times(b, p) && 0 < p ==>
        a < b;
  }
*/
/* The profile's state invariant: no range, or a range of at most RTPROF_PROF_BINS buckets of
 * 2^shift bytes (shift 1 .. 31) from an even start, ending below the address space's last byte; the
 * hooks' bound live is the span while profiling is on and 0 while it is off. */
/*@
  predicate rtprof_prof_ok{L} =
      rtprof_prof.shift <= 31 && rtprof_prof.low % 2 == 0 &&
      (rtprof_prof.live == 0 || rtprof_prof.live == rtprof_prof.span) &&
      (rtprof_prof.span != 0 ==> 1 <= rtprof_prof.shift &&
          rtprof_prof.span <= RTPROF_PROF_BINS * (1 << rtprof_prof.shift)) &&
      rtprof_prof.low + rtprof_prof.span <= UINTPTR_MAX;
*/
/* A bucket size rtprof_prof_start takes: 2^s bytes, s 1 .. 31. */
/*@
  predicate rtprof_prof_bucket(integer bucket) = \exists integer s; 1 <= s <= 31 && bucket == (1 << s);
*/
/* Profiling is on; the PC is in the profile's range while it is on, and the bin it falls in. */
/*@
  predicate rtprof_prof_on{L} = rtprof_prof.live != 0;
  predicate rtprof_prof_in{L}(integer pc) = rtprof_prof.low <= pc < rtprof_prof.low + rtprof_prof.live;
  logic integer rtprof_prof_bin{L}(integer pc) = (pc - rtprof_prof.low) >> rtprof_prof.shift;
*/
]_rtprof_if_prof_arcs([[
/* The arc from -> self has a slot of the table, counted at least once; a slot b after a call of the
 * arc hook for from -> self is the slot a before it, or that arc counted once more in it (claimed
 * free, or found). */
/*@
  predicate rtprof_prof_arc_in{L}(integer from, integer self) =
      \exists integer i; 0 <= i < RTPROF_PROF_ARCS && rtprof_prof_arcs[i].from == from &&
          rtprof_prof_arcs[i].self == self && rtprof_prof_arcs[i].count >= 1;
  predicate rtprof_prof_arc_counted(rtprof_prof_arc_t a, rtprof_prof_arc_t b, integer from, integer self) =
      b == a || (b.from == from && b.self == self && b.count == rtprof_prof_more(a.count) &&
          (a.count == 0 || (a.from == from && a.self == self)));
*/
]])m4_dnl
