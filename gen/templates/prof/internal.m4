m4_dnl SPDX-License-Identifier: Apache-2.0
m4_dnl prof/internal.m4: the function profile's part of <name>_rtprof_internal.h
m4_dnl (templates/core/rtprof_internal.h.m4): its state's declarations.
m4_dnl The text between [ and ] is output.
[
/* The function profile's state (]rtprof_file([rtprof_prof.h])[), library-internal as the above. */]_rtprof_prof_state([_rtprof_state_extern])[
]m4_dnl
