m4_divert(-1)
# SPDX-License-Identifier: Apache-2.0
# rtprof.m4: the macro library every rtprof template is expanded with (run as `m4 -P`).
#
# Conventions (gen/README.md):
#  - quotes are [ and ], set once here; m4 comments are switched off in output regions;
#  - public macros are rtprof_*, private helpers _rtprof_*; every macro has a doc block;
#  - a template is literal C in quoted blocks with macro calls spliced in as ]macro(...)[;
#  - configuration values arrive as _rtprof_cfg_KEY, defined by rtprof-gen as [[value]] so that the
#    text of a value is output verbatim and never expanded (RTPROF-GEN-004).

m4_changequote([,])

# rtprof_fatal(MESSAGE)
# ---------------------
# Stop generation with MESSAGE on stderr and exit status 1 (a generator bug: rtprof-gen validates
# every value before m4 runs, so a template can only reach this through an inconsistency).
m4_define([rtprof_fatal],
[m4_errprint([rtprof.m4: ]$1[
])m4_m4exit(1)])

# rtprof_cfg(KEY)
# ---------------
# The validated value of configuration key KEY (RTPROF_NAME, RTPROF_PROCESS_COUNT, ...), or of a
# value derived by rtprof-gen (RTPROF_COUNTER_MAX, RTPROF_WINDOW_UNITS, RTPROF_CONFIG_HASH, ...).
# Expands to quoted text, so the value is never rescanned. Unknown KEY: fatal.
m4_define([rtprof_cfg],
[m4_ifdef([_rtprof_cfg_$1], [m4_indir([_rtprof_cfg_$1])],
          [rtprof_fatal([unknown configuration key $1])])])

# rtprof_if(KEY, VALUE, IF-EQUAL, [IF-DIFFERENT])
# -----------------------------------------------
# Expand IF-EQUAL when configuration KEY is VALUE, else IF-DIFFERENT. Pass C chunks double-quoted:
# rtprof_if([RTPROF_INTERVAL], [timer], [[ ... C ... ]]).
m4_define([rtprof_if],
[m4_ifelse(rtprof_cfg([$1]), [$2], [$3], [$4])])

# rtprof_case(KEY, VALUE-1, TEXT-1, ..., VALUE-n, TEXT-n)
# -------------------------------------------------------
# Expand TEXT-i for the VALUE-i that KEY holds; fatal when none matches (no silent default).
m4_define([rtprof_case],
[_rtprof_case([$1], rtprof_cfg([$1]), m4_shift($@))])
m4_define([_rtprof_case],
[m4_ifelse([$#], [2], [rtprof_fatal([$1=$2 matches no case in ]m4___file__)],
       [$2], [$3], [$4],
       [_rtprof_case([$1], [$2], m4_shift(m4_shift(m4_shift(m4_shift($@)))))])])

# rtprof_check(KEY, ALLOWED-1, ..., ALLOWED-n)
# --------------------------------------------
# Defence in depth for the checks rtprof-gen already made: fatal unless KEY is one of ALLOWED.
m4_define([rtprof_check],
[_rtprof_check([$1], rtprof_cfg([$1]), m4_shift($@))])
m4_define([_rtprof_check],
[m4_ifelse([$#], [2], [rtprof_fatal([invalid value $1=$2])],
       [$2], [$3], [],
       [_rtprof_check([$1], [$2], m4_shift(m4_shift(m4_shift($@))))])])

# rtprof_comment(TEXT)
# --------------------
# TEXT made safe inside a C block comment: every "*/" becomes "* /" and every "/*" becomes "/ *",
# so no value can end a comment early (or open a nested one, MISRA C:2012 Rule 3.1).
# The result is quoted: it is output as is, never expanded.
m4_define([rtprof_comment],
[m4_patsubst(m4_patsubst([[[$1]]], [\*/], [* /]), [/\*], [/ *])])

# rtprof_file(SUFFIX)
# -------------------
# The name of a generated file: RTPROF_NAME, '_', SUFFIX (for example demo_rtprof.c).
m4_define([rtprof_file],
[rtprof_cfg([RTPROF_NAME])[_$1]])

# rtprof_canonical_add(LINE)
# --------------------------
# Called by rtprof-gen once per key, in schema order, with the canonical KEY=VALUE line; the lines
# are listed in the configuration header so a reviewer sees exactly what was generated.
m4_define([_rtprof_canonical], [])
m4_define([rtprof_canonical_add],
[m4_define([_rtprof_canonical], m4_defn([_rtprof_canonical])[ *     $1
])])

# rtprof_canonical
# ----------------
# The canonical configuration as comment lines (quoted, never expanded).
m4_define([rtprof_canonical], [m4_defn([_rtprof_canonical])])

# rtprof_modules_each(MACRO), rtprof_headers_each(MACRO)
# -----------------------------------------------------
# Defined by rtprof-gen for each configuration: MACRO([MODULE]) for every module of the registry
# (templates/modules) that the configuration turns on, in registry order; the second only for
# those with a public header (MODULE/rtprof_MODULE.h.m4).

# rtprof_dump
# -----------
# Defined by rtprof-gen: 1 when a module turned on gives the dump regions (MODULE/core-dump.m4), and
# the core then generates the dump's header, its names and its writer (spec/dump.md); else 0.
# rtprof_if_dump(IF, ELSE): IF when the dump is generated.
m4_define([rtprof_if_dump], [m4_ifelse(rtprof_dump, [1], [$1], [$2])])

# rtprof_dump_needs(VERSION), rtprof_dump_format
# -----------------------------------------------
# The dump's format version is the lowest that describes every region of the configuration
# (spec/dump.md): 1, raised by a module whose regions a later version describes. A module's config
# part (MODULE/config.m4) calls rtprof_dump_needs before the core's dump part reads
# rtprof_dump_format, so that a configuration without that module keeps version 1.
m4_define([_rtprof_dump_format], [1])
m4_define([rtprof_dump_needs],
[m4_ifelse(m4_eval([$1 > ]_rtprof_dump_format), [1], [m4_define([_rtprof_dump_format], [$1])])])
m4_define([rtprof_dump_format], [_rtprof_dump_format])

# rtprof_module_parts(PART)
# -------------------------
# Where a core template joins the modules' parts: the file MODULE/PART of every module turned on
# that has one, in registry order (gen/README.md, "Adding a module"). A part is a concern file: its
# text between [ and ] is output. The core's templates name parts, never modules.
m4_define([rtprof_module_parts],
[m4_pushdef([_rtprof_part], [$1])rtprof_modules_each([_rtprof_module_part])m4_popdef([_rtprof_part])])
m4_define([_rtprof_module_part], [m4_sinclude($1/_rtprof_part)])

# rtprof_begin(FILE, PURPOSE)
# ---------------------------
# Start the output: switch m4 comments off (so '#' lines are plain C text) and emit the banner of
# every generated file: SPDX line, file name and one-sentence PURPOSE, "do not edit", generator
# version, configuration name and hash, and the command that regenerates it. No timestamps and no
# absolute paths, so the same configuration always gives the same bytes (RTPROF-GEN-006).
m4_define([rtprof_begin],
[m4_divert(0)m4_changecom()[/* SPDX-License-Identifier: Apache-2.0 */
/* ]rtprof_comment([$1: $2])[
 *
 * GENERATED FILE - DO NOT EDIT. Change the configuration and regenerate instead.
 * Generator:     rtprof-gen ]rtprof_cfg([RTPROF_GEN_VERSION])[
 * Configuration: ]rtprof_comment(rtprof_cfg([RTPROF_NAME]))[ (sha256 ]rtprof_cfg([RTPROF_CONFIG_HASH])[)
 * Regenerate:    gen/rtprof-gen --config ]rtprof_comment(rtprof_cfg([RTPROF_CONFIG_FILE]))[ --out <output-folder>
 */]])

# rtprof_guard(FILE)
# ------------------
# The include-guard macro name for generated header FILE: upper case, non-identifier characters
# turned into '_'.
m4_define([rtprof_guard],
[m4_translit(m4_patsubst([$1], [[^A-Za-z0-9_]], [_]), [a-z], [A-Z])])

# The hooks' contracts, shared by the public header and the core (which proves its helpers
# against the same text).
# _rtprof_elapsed(LAST, NOW): the elapsed-time logic of this timer (ACSL).
m4_define([_rtprof_elapsed],
[rtprof_if([RTPROF_TIMER_DIR], [up], [[rtprof_elapsed_up]], [[rtprof_elapsed_down]])[(RTPROF_ACSL_MODULUS, $1, $2)]])

# _rtprof_hook_contract(UNITS): the part of every hook's contract about the counter it charges:
# UNITS is the ACSL term of the units charged (RTPROF-HOOK-004/005).
m4_define([_rtprof_hook_contract],
[[    ensures counted: rtprof_live->count[rtprof_slot(task)] ==
        rtprof_sat_add(\old(rtprof_live->count[rtprof_slot(task)]), ]$1[);]])

# _rtprof_hook_assigns: what every hook may change.
m4_define([_rtprof_hook_assigns],
[[    assigns rtprof_live->count[rtprof_slot(task)], rtprof_charged[rtprof_index(rtprof_live)][rtprof_slot(task)]]])

# _rtprof_hook_spec(HOOK): the whole ACSL contract of hook HOOK (tick, switch, switch_at or
# advance), shared by its declaration in the public header, its inline form (RTPROF-HOOK-008) and,
# for switch_at, the core's rtprof_elapse that every timer hook calls.
m4_define([_rtprof_hook_spec],
[m4_ifelse([$1], [tick], [[/*@ requires state: rtprof_ok;
]_rtprof_hook_assigns[;
    ensures state: rtprof_ok;
]_rtprof_hook_contract([1])[
*/]], [$1], [switch], [[/*@ requires state: rtprof_ok;
]_rtprof_hook_assigns[, ]_rtprof_interval_locations[;
    ensures state: rtprof_ok;
    ensures timer: ]_rtprof_interval_started[;
]_rtprof_hook_contract(_rtprof_elapsed([\old(rtprof_timer_last)], [rtprof_timer_last]))[
*/]], [$1], [switch_at], [[/*@ requires state: rtprof_ok;
]_rtprof_hook_assigns[, rtprof_timer_last;
    ensures state: rtprof_ok;
    ensures timer: rtprof_timer_last == value % RTPROF_ACSL_MODULUS;
]_rtprof_hook_contract(_rtprof_elapsed([\old(rtprof_timer_last)], [rtprof_timer_last]))[
*/]], [$1], [advance], [[/*@ requires state: rtprof_ok;
]_rtprof_hook_assigns[, ]_rtprof_interval_locations[;
    ensures state: rtprof_ok;
]_rtprof_hook_contract([rtprof_port_units])[
*/]], [rtprof_fatal([_rtprof_hook_spec: unknown hook $1])])])

# Fragments of the core's C shared by its translation unit and its inline header.
# _rtprof_mask32(X): a 32-bit timer value X reduced to RTPROF_TIMER_BITS (a mask, written as a remainder).
m4_define([_rtprof_mask32],
[rtprof_case([RTPROF_TIMER_BITS], [16], [[($1 % 0x10000u)]],
                                  [24], [[($1 % 0x1000000u)]],
                                  [32], [[$1]])])
# _rtprof_timer_read: the port's read of the timer, as wide as the configured timer (the switch hooks'
# and the log's hooks' argument).
m4_define([_rtprof_timer_read],
[rtprof_if([RTPROF_TIMER_BITS], [64], [[rtprof_port_timer_read64()]], [[rtprof_port_timer_read32()]])])
# _rtprof_if_units64(IF, ELSE): IF when a hook call charges 64-bit units (a 64-bit timer).
m4_define([_rtprof_if_units64], [rtprof_if([RTPROF_UNITS_TYPE], [uint64_t], [$1], [$2])])

# The start of an interval, shared by rtprof_init's contract, the core's function that starts the
# first interval and the hooks that read the timer: the timer's reading stored, reduced to its
# width, or one more start of the port's interval (nothing on a tick).
# _rtprof_interval_locations: the locations it assigns.
m4_define([_rtprof_interval_locations], [rtprof_case([RTPROF_INTERVAL], [tick], [],
    [timer], [[rtprof_timer_last, rtprof_port_reading]],
    [user], [[rtprof_port_units, rtprof_port_starts]])])
# _rtprof_interval_started: what it guarantees.
m4_define([_rtprof_interval_started], [rtprof_case([RTPROF_INTERVAL], [tick], [],
    [timer], [[rtprof_timer_last == rtprof_port_reading % RTPROF_ACSL_MODULUS]],
    [user], [[rtprof_port_starts == (\old(rtprof_port_starts) + 1) % 4294967296]])])

# The contract of closing a window (rtprof_process once initialised), shared by the public header
# and the core, which proves the function that does it against the same text.
# _rtprof_close_assigns: what closing a window may change.
m4_define([_rtprof_close_assigns],
[[    assigns rtprof_live \from rtprof_live;
    assigns rtprof_closed->count[0 .. RTPROF_BUCKET_COUNT - 1],
            rtprof_charged[rtprof_index(rtprof_closed)][0 .. RTPROF_BUCKET_COUNT - 1],
            ]rtprof_if([RTPROF_RESULT], [int], [[rtprof_results[0 .. RTPROF_BUCKET_COUNT - 1], ]], [[rtprof_scale, ]])[rtprof_window]rtprof_if([RTPROF_ROUNDING], [exact_sum], [[,
            rtprof_remainders[0 .. RTPROF_BUCKET_COUNT - 1]]])[;]])
# _rtprof_close_ensures: what closing a window guarantees (RTPROF-PROC-*, RTPROF-NORM-*).
m4_define([_rtprof_close_ensures],
[[    ensures state: rtprof_ok;
    ensures flipped: rtprof_live == \old(rtprof_closed);
    ensures cleared: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
        rtprof_live->count[i] == 0 && rtprof_charged[rtprof_index(rtprof_live)][i] == 0;
    ensures total: rtprof_window.total == rtprof_sum{Pre}(\old(rtprof_live), RTPROF_BUCKET_COUNT);
    ensures flags: (rtprof_window.saturated != 0 <==>
            (\exists integer i; 0 <= i < RTPROF_BUCKET_COUNT &&
                rtprof_count{Pre}(\old(rtprof_live), i) == RTPROF_COUNTER_MAX)) &&
        (rtprof_window.unattributed != 0 <==> rtprof_count{Pre}(\old(rtprof_live), RTPROF_UNATTRIBUTED_ID) != 0) &&
        (rtprof_window.empty != 0 <==> rtprof_window.total == 0) &&
        (rtprof_window.overlong != 0 <==> rtprof_window.total > RTPROF_WINDOW_UNITS);
    ensures saturation: rtprof_window.saturated != 0 <==>
        (\exists integer i; 0 <= i < RTPROF_BUCKET_COUNT &&
            rtprof_charge_at{Pre}(\old(rtprof_index(rtprof_live)), i) >= RTPROF_COUNTER_MAX);
    ensures respected: rtprof_csum{Pre}(\old(rtprof_index(rtprof_live)), RTPROF_BUCKET_COUNT) <= RTPROF_WINDOW_UNITS ==>
        rtprof_window.saturated == 0 && rtprof_window.overlong == 0 &&
        rtprof_window.total == rtprof_csum{Pre}(\old(rtprof_index(rtprof_live)), RTPROF_BUCKET_COUNT);
    ensures exact_when_not_saturated: rtprof_window.saturated == 0 ==>
        \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
            rtprof_count{Pre}(\old(rtprof_live), i) == rtprof_charge_at{Pre}(\old(rtprof_index(rtprof_live)), i);
]rtprof_if([RTPROF_RESULT], [int], [[
    ensures empty_zero: rtprof_window.total == 0 ==>
        \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_results[i] == 0;
    ensures least_shift: rtprof_window.scale_shift <= RTPROF_ACSL_MAX_SHIFT &&
        rtprof_ssum{Pre}(\old(rtprof_live), rtprof_window.scale_shift, RTPROF_BUCKET_COUNT) < 4294967296 &&
        (rtprof_window.scale_shift == 0 ||
         rtprof_ssum{Pre}(\old(rtprof_live), rtprof_window.scale_shift - 1, RTPROF_BUCKET_COUNT) >= 4294967296);
    ensures full_scale: \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==> rtprof_results[i] <= 10000;]])rtprof_if([RTPROF_ROUNDING], [floor], [[
    ensures exact_floor: rtprof_window.total > 0 ==>
        \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
            rtprof_results[i] == rtprof_floor{Pre}(\old(rtprof_live), rtprof_window.scale_shift, i);
    ensures floor_sum: rtprof_window.total > 0 ==>
        10000 - RTPROF_PROCESS_COUNT <= rtprof_rsum(RTPROF_BUCKET_COUNT) <= 10000;]])rtprof_if([RTPROF_ROUNDING], [exact_sum], [[
    ensures floor_or_one_more: rtprof_window.total > 0 ==>
        \forall integer i; 0 <= i < RTPROF_BUCKET_COUNT ==>
            rtprof_results[i] == rtprof_floor{Pre}(\old(rtprof_live), rtprof_window.scale_shift, i) ||
            rtprof_results[i] == rtprof_floor{Pre}(\old(rtprof_live), rtprof_window.scale_shift, i) + 1;
    ensures exact_sum: rtprof_window.total > 0 ==> rtprof_rsum(RTPROF_BUCKET_COUNT) == 10000;
    ensures largest_remainder: rtprof_window.total > 0 ==>
        \forall integer i, j; 0 <= i < RTPROF_BUCKET_COUNT && 0 <= j < RTPROF_BUCKET_COUNT &&
            rtprof_results[i] > rtprof_floor{Pre}(\old(rtprof_live), rtprof_window.scale_shift, i) &&
            rtprof_results[j] == rtprof_floor{Pre}(\old(rtprof_live), rtprof_window.scale_shift, j) ==>
            rtprof_rem{Pre}(\old(rtprof_live), rtprof_window.scale_shift, i) >
                rtprof_rem{Pre}(\old(rtprof_live), rtprof_window.scale_shift, j) ||
            (rtprof_rem{Pre}(\old(rtprof_live), rtprof_window.scale_shift, i) ==
                 rtprof_rem{Pre}(\old(rtprof_live), rtprof_window.scale_shift, j) && i < j);]])rtprof_if([RTPROF_RESULT], [float], [[
    ensures no_scale: rtprof_window.scale_shift == 0;]])[
    ensures status: \result == (rtprof_window.saturated != 0 ? RTPROF_SATURATED :
                                rtprof_window.overlong != 0 ? RTPROF_OVERLONG :
                                rtprof_window.unattributed != 0 ? RTPROF_UNATTRIBUTED :
                                rtprof_window.empty != 0 ? RTPROF_EMPTY : RTPROF_OK);]])
