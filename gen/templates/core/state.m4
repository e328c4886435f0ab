# SPDX-License-Identifier: Apache-2.0
# core/state.m4: the core's state, listed once, and what is expanded from the list: the extern
# declarations (core/rtprof.h.m4), the definitions (core/rtprof.c.m4), the ACSL footprint of the
# state in the predicate that keeps its objects apart (core/rtprof.h.m4) and in rtprof_outside
# (the core's getters, the report). Included by those templates before any output.

# _rtprof_core_state(EACH)
# ------------------------
# EACH(TYPE, NAME, DIMENSION, INITIALISER, FOOTPRINT, COMMENT) for every state variable of this
# configuration, in the order of definition. DIMENSION is empty or [size]; INITIALISER empty or
# " = value"; FOOTPRINT the ACSL location set of the whole object; COMMENT empty or "/* ... */".
# The first entry is unconditional (the expanders below rely on it to place their separators).
m4_define([_rtprof_core_state],
[$1([bool], [rtprof_initialised], [], [ = false], [&rtprof_initialised], [])]m4_dnl
[$1([rtprof_bank_t], [rtprof_banks], [[2]], [], [&rtprof_banks[0 .. 1]], [])]m4_dnl
[$1([rtprof_bank_t *], [rtprof_live], [], [ = &rtprof_banks[0]], [&rtprof_live], [])]m4_dnl
[rtprof_if([RTPROF_RESULT], [int],
  [$1([rtprof_result_t], [rtprof_results], [[RTPROF_BUCKET_COUNT]], [],
      [rtprof_results + (0 .. RTPROF_BUCKET_COUNT - 1)], [])])]m4_dnl
[$1([rtprof_window_t], [rtprof_window], [], [], [&rtprof_window], [])]m4_dnl
[rtprof_if([RTPROF_RESULT], [float],
  [$1([rtprof_result_t], [rtprof_scale], [], [ = 0.0f], [&rtprof_scale],
      [ /* float results: RTPROF_FULL_SCALE / the total of the last closed window that was not empty */])])]m4_dnl
[rtprof_if([RTPROF_INTERVAL], [timer],
  [$1(rtprof_cfg([RTPROF_TIMER_TYPE]), [rtprof_timer_last], [], [], [&rtprof_timer_last],
      [ /* timer at the previous hook call or rtprof_init, masked */])])]m4_dnl
[rtprof_if([RTPROF_ROUNDING], [exact_sum],
  [$1([uint32_t], [rtprof_remainders], [[RTPROF_BUCKET_COUNT]], [],
      [rtprof_remainders + (0 .. RTPROF_BUCKET_COUNT - 1)],
      [ /* exact_sum: remainder of each floor, scaled */])])]m4_dnl
[rtprof_if_dump(
  [$1([char], [rtprof_dump_names], [[RTPROF_PROCESS_COUNT][RTPROF_DUMP_NAME_BYTES]], [],
      [&rtprof_dump_names[0 .. RTPROF_PROCESS_COUNT - 1][0 .. RTPROF_DUMP_NAME_BYTES - 1]],
      [ /* the dump's task names (rtprof_dump_names_capture) */])])])

# rtprof_outside(P)
# -----------------
# ACSL: the caller's object P (every element reachable from it) does not overlap the library's
# state variables of this configuration.
m4_define([rtprof_outside],
[[\separated(]$1[ + (..), ]_rtprof_core_state([_rtprof_state_footprint])[)]])

# _rtprof_state_extern(TYPE, NAME, DIMENSION, INITIALISER, FOOTPRINT, COMMENT)
# ----------------------------------------------------------------------------
# A newline, then the extern declaration of one state variable (for _rtprof_core_state).
m4_define([_rtprof_state_extern], [[
extern ]_rtprof_state_decl([$1], [$2], [$3])[;]])

# _rtprof_state_definition(TYPE, NAME, DIMENSION, INITIALISER, FOOTPRINT, COMMENT)
# --------------------------------------------------------------------------------
# A newline, then the definition of one state variable with its initialiser and comment.
m4_define([_rtprof_state_definition], [[
]_rtprof_state_decl([$1], [$2], [$3])[$4;$6]])

# _rtprof_state_footprint(TYPE, NAME, DIMENSION, INITIALISER, FOOTPRINT, COMMENT)
# -------------------------------------------------------------------------------
# The ACSL location set of one state variable, after ", " unless it is the first entry.
m4_define([_rtprof_state_footprint],
[m4_ifelse([$2], [rtprof_initialised], [], [[, ]])[$5]])

# _rtprof_state_decl(TYPE, NAME, DIMENSION)
# ------------------------------------------
# "TYPE NAME DIMENSION", with a space after TYPE unless it ends in '*'.
m4_define([_rtprof_state_decl],
[m4_ifelse(m4_substr([$1], m4_decr(m4_len([$1]))), [*], [[$1$2$3]], [[$1 $2$3]])])
