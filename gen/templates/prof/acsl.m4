m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/acsl.m4: the function profile's part of <name>_rtprof.acsl (templates/core/rtprof.acsl.m4):
m4_dnl its state invariant, its bins and its saturating counts.
m4_dnl The text between [ and ] is output.
[
/* The function profile (spec/profile.md): a count one more, saturating at 2^32 - 1. */
/*@
  logic integer rtprof_prof_more(integer n) = n < 4294967295 ? n + 1 : n;
*/
/* The profile's state invariant: off without a range; a range of whole buckets of 2^shift bytes
 * (shift 1 .. 31), an even start, at most RTPROF_PROF_BINS bins, inside the address space. */
/*@
  predicate rtprof_prof_ok{L} =
      rtprof_prof.on <= 1 && rtprof_prof.shift <= 31 && rtprof_prof.low % 2 == 0 &&
      (rtprof_prof.span == 0 ==> rtprof_prof.on == 0) &&
      (rtprof_prof.span != 0 ==> 1 <= rtprof_prof.shift &&
          rtprof_prof.span % (1 << rtprof_prof.shift) == 0 &&
          rtprof_prof.span <= RTPROF_PROF_BINS * (1 << rtprof_prof.shift)) &&
      rtprof_prof.low + rtprof_prof.span <= UINTPTR_MAX + 1;
*/
/* The profile's PC is in its range, and the bin it falls in. */
/*@
  predicate rtprof_prof_in{L}(integer pc) =
      rtprof_prof.on != 0 && rtprof_prof.low <= pc < rtprof_prof.low + rtprof_prof.span;
  logic integer rtprof_prof_bin{L}(integer pc) = (pc - rtprof_prof.low) / (1 << rtprof_prof.shift);
*/
]m4_dnl
