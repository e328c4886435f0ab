#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# test_gen.sh: tests of rtprof-gen's contract: refused configurations, injection, determinism and the output folder.
#
# Usage: sh tests/gen/test_gen.sh REPO-ROOT [test_gen_NAME ...]
#   With names, runs only those cases (a FAIL line prints the command that reruns it).
# Output: one line per case, "ok NAME", "FAIL NAME: why" (then the details and the commands that
#   reproduce it), "xfail NAME: bug" for a known generator bug, "skip NAME: why"; then a summary.
# Exit status: 0 every case passed (xfail and skip allowed), 1 a case failed, 2 bad usage.
# The cases run in a private scratch folder, removed when every case passed and kept otherwise.
# Requirement ids are those the generator cites (gen/rtprof-gen); each section names the ones it verifies.

LC_ALL=C
export LC_ALL
unset CDPATH

prog=test_gen.sh

if [ $# -lt 1 ] || [ ! -f "$1/gen/rtprof-gen" ]; then
    printf 'usage: sh tests/gen/test_gen.sh REPO-ROOT [test_gen_NAME ...]\n' >&2
    exit 2
fi
root=$(cd "$1" && pwd) || exit 2
shift
self=$root/tests/gen/test_gen.sh
gen=$root/gen/rtprof-gen

scratch=$(mktemp -d "${TMPDIR:-/tmp}/rtprof-test-gen.XXXXXX") || {
    printf '%s: cannot create a scratch folder\n' "$prog" >&2
    exit 1
}
scratch_real=$(cd "$scratch" && pwd -P)
cr=$(printf '\r')
nl='
'

# =============================================================================================
# Helpers. Every case runs in a subshell with $case_dir as its folder and working directory.
# =============================================================================================

# fail WHY: end the current case as failed.
fail() {
    printf '%s\n' "$*" > "$case_dir/why"
    exit 1
}

# skip WHY: end the current case as skipped (the condition cannot be tested here).
skip() {
    printf '%s\n' "$*" > "$case_dir/why"
    exit 3
}

# detail TEXT: a line printed under the FAIL line (diffs, the message seen).
detail() {
    printf '%s\n' "$*" >> "$case_dir/detail"
}

# q ARG: ARG quoted for sh, for the printed reproduce commands.
q() {
    printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# The valid base configuration every case edits: the demo settings, keys on lines 2..11.
base_keys='RTPROF_NAME RTPROF_PROCESS_COUNT RTPROF_COUNTER_BITS RTPROF_RESULT RTPROF_ROUNDING RTPROF_INTERVAL RTPROF_TIMER_BITS RTPROF_TIMER_DIR RTPROF_TIMER_HZ RTPROF_WINDOW_MS'
base_value() {
    case $1 in
        RTPROF_NAME) printf demo ;;
        RTPROF_PROCESS_COUNT) printf 8 ;;
        RTPROF_COUNTER_BITS) printf 32 ;;
        RTPROF_RESULT) printf int ;;
        RTPROF_ROUNDING) printf floor ;;
        RTPROF_INTERVAL) printf timer ;;
        RTPROF_TIMER_BITS) printf 32 ;;
        RTPROF_TIMER_DIR) printf up ;;
        RTPROF_TIMER_HZ) printf 400000000 ;;
        RTPROF_WINDOW_MS) printf 1000 ;;
    esac
}

# write_cfg FILE [EDIT...]: the base configuration with EDITs: KEY=VALUE sets the value on the
# key's own line, -KEY deletes the line, +TEXT appends TEXT as a line after the last key.
# Line 1 is a comment; without deletions the keys are on lines 2..11 and appended lines from 12.
write_cfg() {
    wc_file=$1
    shift
    {
        printf '# rtprof-gen test configuration\n'
        for wc_key in $base_keys; do
            wc_line="$wc_key=$(base_value "$wc_key")"
            for wc_edit in "$@"; do
                case $wc_edit in
                    "-$wc_key") wc_line= ;;
                    "$wc_key="*) wc_line=$wc_edit ;;
                esac
            done
            [ -z "$wc_line" ] || printf '%s\n' "$wc_line"
        done
        for wc_edit in "$@"; do
            case $wc_edit in
                +*) printf '%s\n' "${wc_edit#+}" ;;
            esac
        done
    } > "$wc_file"
}

# check_not_run: no file named pwn* appeared in the case folder (an injected command ran).
check_not_run() {
    cnr_found=$(find "$case_dir" -name 'pwn*' -print)
    [ -z "$cnr_found" ] || fail "injected command executed: $cnr_found exists"
}

# run_gen ARG...: run the generator with ARGs from $run_cwd (default $case_dir) with a private,
# empty TMPDIR; $status, $case_dir/stdout and $case_dir/stderr hold the result. Fails the case
# when the generator leaves anything in its TMPDIR or an injected command ran (check_not_run).
run_gen() {
    rg_cwd=${run_cwd:-$case_dir}
    rm -rf "$case_dir/tmp"
    mkdir "$case_dir/tmp"
    rg_cmd="cd $(q "$rg_cwd") && TMPDIR=$(q "$case_dir/tmp") sh $(q "$gen")"
    for rg_arg in "$@"; do
        rg_cmd="$rg_cmd $(q "$rg_arg")"
    done
    printf '%s\n' "$rg_cmd" >> "$case_dir/repro"
    (cd "$rg_cwd" && TMPDIR=$case_dir/tmp sh "$gen" "$@") > "$case_dir/stdout" 2> "$case_dir/stderr"
    status=$?
    rg_left=$(ls -A "$case_dir/tmp")
    [ -z "$rg_left" ] || fail "the generator left files in its TMPDIR: $rg_left"
    check_not_run
}

# one_line FILE: true when FILE holds exactly one newline-terminated, non-empty line.
one_line() {
    [ "$(wc -l < "$1")" -eq 1 ] || return 1
    ol_text=$(cat "$1")
    [ -n "$ol_text" ] || return 1
    printf '%s\n' "$ol_text" | cmp -s - "$1"
}

# The output folder every negative case starts from: a previous successful generation of the base
# configuration plus a sentinel file, everything dated $stamp (2000-01-01), so that any write, even
# of identical bytes, shows in `find -newer $stamp`.
stamp_time=200001011200

# prepare_out DIR: DIR filled as above.
prepare_out() {
    cp -pR "$scratch/golden/out" "$1" || fail "cannot copy the golden output"
    printf 'sentinel: not generated\n' > "$1/keep.txt"
    touch -t "$stamp_time" "$1" "$1"/* || fail "cannot set the mtimes of $1"
}

# snapshot DIR: one line per entry of DIR (hidden ones too): name, and for files CRC and size.
snapshot() {
    (cd "$1" && find . -print | sort | while IFS= read -r sn_path; do
        if [ -f "$sn_path" ]; then
            printf '%s %s\n' "$sn_path" "$(cksum < "$sn_path")"
        else
            printf '%s dir\n' "$sn_path"
        fi
    done)
}

# check_untouched DIR BEFORE: DIR lists as BEFORE (names, checksums, sizes) and nothing in it,
# DIR itself included, has an mtime newer than $stamp.
check_untouched() {
    snapshot "$1" > "$case_dir/after"
    if ! cmp -s "$2" "$case_dir/after"; then
        detail "$(diff "$2" "$case_dir/after")"
        fail "the output folder changed (names, sizes or checksums)"
    fi
    cu_newer=$(find "$1" -newer "$scratch/stamp" -print)
    [ -z "$cu_newer" ] || fail "mtime changed in the output folder: $cu_newer"
}

# check_message LINE SHOWN [NEEDLE...]: $case_dir/stderr is one line that starts with
# "rtprof-gen: error: $cfg:LINE: SHOWN" and contains "; allowed: " and every NEEDLE.
check_message() {
    cm_line=$1
    cm_shown=$2
    shift 2
    one_line "$case_dir/stderr" || {
        detail "stderr: $(cat "$case_dir/stderr")"
        fail "stderr is not exactly one line"
    }
    cm_msg=$(cat "$case_dir/stderr")
    detail "message: $cm_msg"
    case $cm_msg in
        "rtprof-gen: error: $cfg:$cm_line: "*) ;;
        *) fail "the message does not start with 'rtprof-gen: error: $cfg:$cm_line: '" ;;
    esac
    case $cm_msg in
        "rtprof-gen: error: $cfg:$cm_line: $cm_shown"*) ;;
        *) fail "the message does not name '$cm_shown' after the line number" ;;
    esac
    case $cm_msg in
        *"; allowed: "?*) ;;
        *) fail "the message does not say what is allowed ('; allowed: ...')" ;;
    esac
    for cm_needle in "$@"; do
        case $cm_msg in
            *"$cm_needle"*) ;;
            *) fail "the message does not contain '$cm_needle'" ;;
        esac
    done
}

# check_refused_status: exit status 2 and nothing on stdout.
check_refused_status() {
    [ "$status" -eq 2 ] || {
        detail "stderr: $(cat "$case_dir/stderr")"
        fail "exit status $status, expected 2"
    }
    [ ! -s "$case_dir/stdout" ] || fail "output on stdout: $(head -n 1 "$case_dir/stdout")"
}

# expect_refused LINE SHOWN [NEEDLE...]: the generator refuses $cfg (default $case_dir/c.rtprof)
# with exit 2 and the one-line message of check_message, and leaves a prepared output folder
# exactly as it was (RTPROF-GEN-003).
expect_refused() {
    cfg=${cfg:-$case_dir/c.rtprof}
    out=$case_dir/out
    prepare_out "$out"
    snapshot "$out" > "$case_dir/before"
    run_gen --config "$cfg" --out "$out"
    check_refused_status
    check_message "$@"
    check_untouched "$out" "$case_dir/before"
}

# expect_refused_file REASON: the generator refuses $cfg as a whole (no line number): exit 2, one
# line "rtprof-gen: error: $cfg: ..." containing REASON, output folder untouched.
expect_refused_file() {
    out=$case_dir/out
    prepare_out "$out"
    snapshot "$out" > "$case_dir/before"
    run_gen --config "$cfg" --out "$out"
    check_refused_status
    one_line "$case_dir/stderr" || {
        detail "stderr: $(cat "$case_dir/stderr")"
        fail "stderr is not exactly one line"
    }
    erf_msg=$(cat "$case_dir/stderr")
    detail "message: $erf_msg"
    case $erf_msg in
        "rtprof-gen: error: $cfg: "*"$1"*) ;;
        *) fail "the message does not start with 'rtprof-gen: error: $cfg: ' and say '$1'" ;;
    esac
    check_untouched "$out" "$case_dir/before"
}

# expect_usage_error ARG...: command-line misuse: exit 2, something on stderr, and no folder
# created in the case folder.
expect_usage_error() {
    write_cfg "$case_dir/c.rtprof"
    run_gen "$@"
    [ "$status" -eq 2 ] || fail "exit status $status, expected 2"
    [ -s "$case_dir/stderr" ] || fail "nothing on stderr"
    [ ! -e "$case_dir/out" ] || fail "the output folder was created"
}

# expect_generated CFG OUT NAME: exit 0, nothing on stdout or stderr, and OUT (relative to
# $run_cwd) holds exactly the seven files of configuration NAME (the manifest included).
expect_generated() {
    run_gen --config "$1" --out "$2"
    [ "$status" -eq 0 ] || {
        detail "stderr: $(cat "$case_dir/stderr")"
        fail "exit status $status, expected 0"
    }
    [ ! -s "$case_dir/stderr" ] || fail "output on stderr: $(head -n 1 "$case_dir/stderr")"
    [ ! -s "$case_dir/stdout" ] || fail "output on stdout: $(head -n 1 "$case_dir/stdout")"
    # with RTPROF_INLINE_HOOKS=yes, also the inline hooks' header
    eg_inline=
    ! grep -q '^[[:space:]]*RTPROF_INLINE_HOOKS[[:space:]]*=[[:space:]]*yes' "$1" || eg_inline="$3_rtprof_inline.h rtprof_inline.h"
    # with RTPROF_REPORT=no, without the report formatter's files
    eg_report="$3_rtprof_report.c $3_rtprof_report.h"
    ! grep -q '^[[:space:]]*RTPROF_REPORT[[:space:]]*=[[:space:]]*no' "$1" || eg_report=
    eg_want=$(printf '%s\n' "$3_rtprof.c" "$3_rtprof.h" "$3_rtprof_internal.h" "$3_rtprof.acsl" "$3_rtprof_config.h" $eg_report \
        rtprof.h "$3_rtprof.manifest" $eg_inline | sort)
    eg_have=$(cd "${run_cwd:-$case_dir}" && ls -A "$2" | sort)
    [ "$eg_have" = "$eg_want" ] || {
        detail "files: $(printf '%s' "$eg_have" | tr '\n' ' ')"
        fail "$2 does not hold exactly the files of configuration $3"
    }
}

# expect_accepted [EDIT...]: the base configuration with EDITs generates; $out holds the files and
# the configuration header lists every edited KEY=VALUE (canonical listing).
expect_accepted() {
    write_cfg "$case_dir/c.rtprof" "$@"
    ea_name=demo
    for ea_edit in "$@"; do
        case $ea_edit in
            RTPROF_NAME=*) ea_name=${ea_edit#RTPROF_NAME=} ;;
        esac
    done
    out=$case_dir/out
    expect_generated "$case_dir/c.rtprof" "$out" "$ea_name"
    for ea_edit in "$@"; do
        case $ea_edit in
            -*|+*) ;;
            *) grep -F -q "$ea_edit" "$out/${ea_name}_rtprof_config.h" \
                   || fail "$ea_edit does not appear in ${ea_name}_rtprof_config.h" ;;
        esac
    done
}

# same_tree A B: the folders hold the same files with the same bytes.
same_tree() {
    if ! diff -r "$1" "$2" > "$case_dir/diff" 2>&1; then
        detail "$(head -n 40 "$case_dir/diff")"
        fail "$1 and $2 differ"
    fi
}

# same_as_left_out EDIT: the base configuration with EDIT (a key written at its default) generates
# the same files as the base without it; the banners name the configuration file, so both get the
# same name before they are compared.
same_as_left_out() {
    write_cfg "$case_dir/a.rtprof"
    write_cfg "$case_dir/b.rtprof" "$1"
    run_gen --config "$case_dir/a.rtprof" --out "$case_dir/a"
    [ "$status" -eq 0 ] || fail "base: exit status $status"
    run_gen --config "$case_dir/b.rtprof" --out "$case_dir/b"
    [ "$status" -eq 0 ] || fail "with ${1#+}: exit status $status"
    for f in "$case_dir"/b/*; do
        sed 's/b\.rtprof/a.rtprof/g' "$f" > "$case_dir/bf" && mv "$case_dir/bf" "$f"
    done
    same_tree "$case_dir/a" "$case_dir/b"
}

# config_hashes DIR: the distinct 64-hex-digit strings in the files of DIR.
config_hashes() {
    cat "$1"/* | grep -o -E '[0-9a-f]{64}' | sort -u
}

# =============================================================================================
# Configuration file as a whole (RTPROF-CFG-001, RTPROF-CFG-015, RTPROF-GEN-002, RTPROF-GEN-003).
# =============================================================================================

test_gen_missing_file() {
    cfg=$case_dir/absent.rtprof
    expect_refused_file 'no such file'
}

test_gen_config_is_directory() {
    mkdir "$case_dir/dir.rtprof"
    cfg=$case_dir/dir.rtprof
    expect_refused_file 'directory'
}

test_gen_unreadable_file() {
    [ "$(id -u)" -ne 0 ] || skip "running as root: every file is readable"
    write_cfg "$case_dir/c.rtprof"
    chmod 000 "$case_dir/c.rtprof"
    cfg=$case_dir/c.rtprof
    expect_refused_file 'cannot read'
}

# The generator writes the file's base name into every banner and refuses names outside
# [A-Za-z0-9._+-]; a name carrying shell text is refused and never run.
test_gen_inject_file_name() {
    write_cfg "$case_dir/ok.rtprof"
    cfg="$case_dir/x\$(touch pwn1)\`touch pwn2\`.rtprof"
    cp "$case_dir/ok.rtprof" "$cfg"
    expect_refused_file 'file name'
    check_not_run
}

test_gen_empty_file() {
    : > "$case_dir/c.rtprof"
    # An empty file has no last line: the missing key is reported on line 0.
    expect_refused 0 'RTPROF_NAME=<missing>'
}

test_gen_comments_only() {
    printf '# nothing but comments\n\n   # and blanks\n\n' > "$case_dir/c.rtprof"
    expect_refused 4 'RTPROF_NAME=<missing>'
}

test_gen_line_without_equals() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_NAME demo'
    expect_refused 12 "'RTPROF_NAME demo'"
}

test_gen_unknown_key() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_FOO=bar'
    expect_refused 12 'RTPROF_FOO='
}

# The contract asks every message to name the value too; the generator shows "RTPROF_FOO=...".
test_gen_unknown_key_shows_value() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_FOO=bar'
    expect_refused 12 'RTPROF_FOO=bar'
}

test_gen_key_wrong_case() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_NAME' '+rtprof_name=demo'
    expect_refused 11 'rtprof_name='
}

test_gen_duplicate_key() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROCESS_COUNT=9'
    expect_refused 12 'RTPROF_PROCESS_COUNT=9:'
}

test_gen_duplicate_key_same_value() {
    write_cfg "$case_dir/c.rtprof" '+  RTPROF_NAME = demo  # again'
    expect_refused 12 'RTPROF_NAME=demo:'
}

# A NUL byte is not part of any allowed value (RTPROF_PROCESS_COUNT=2<NUL>5 must not become 25).
test_gen_nul_byte_refused() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_PROCESS_COUNT'
    printf 'RTPROF_PROCESS_COUNT=2\0005\n' >> "$case_dir/c.rtprof"
    cfg=$case_dir/c.rtprof
    expect_refused_file 'NUL'
}

# A control character in a value is refused and shown as '?', so the message stays one clean line.
test_gen_cr_inside_value() {
    write_cfg "$case_dir/c.rtprof" "RTPROF_NAME=de${cr}mo"
    expect_refused 2 "RTPROF_NAME=de?mo:"
}

test_gen_escape_inside_value_shown_as_question_mark() {
    write_cfg "$case_dir/c.rtprof" "RTPROF_RESULT=in$(printf '\033')[31mt"
    expect_refused 5 "RTPROF_RESULT=in?[31mt:"
}

# m4 -P reserves only the lower-case m4_ prefix.
test_gen_name_upper_m4_prefix_accepted() {
    expect_accepted 'RTPROF_NAME=M4_demo'
}

# --out naming a regular file is an input error, and the file is left as it was.
test_gen_out_is_regular_file() {
    write_cfg "$case_dir/c.rtprof"
    printf 'keep\n' > "$case_dir/file"
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/file"
    check_refused_status
    one_line "$case_dir/stderr" || fail "stderr is not exactly one line"
    [ "$(cat "$case_dir/file")" = keep ] || fail "the file was changed"
}

# A file-system failure (an output folder below a regular file) is exit status 1 with one line
# naming the folder and the reason, and nothing is created.
test_gen_out_below_file_one_line() {
    write_cfg "$case_dir/c.rtprof"
    printf 'keep\n' > "$case_dir/file"
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/file/sub"
    [ "$status" -eq 1 ] || fail "exit status $status, not 1"
    one_line "$case_dir/stderr" || fail "stderr is not exactly one line: $(cat "$case_dir/stderr")"
    grep -q "cannot create output folder .*file/sub: Not a directory" "$case_dir/stderr" \
        || fail "the line does not name the folder and the reason: $(cat "$case_dir/stderr")"
    [ "$(cat "$case_dir/file")" = keep ] || fail "the file was changed"
}

# A temporary folder that cannot be made (TMPDIR missing) is exit status 1 with one line.
test_gen_tmpdir_missing_one_line() {
    write_cfg "$case_dir/c.rtprof"
    (cd "$case_dir" && TMPDIR=$case_dir/missing sh "$gen" --config c.rtprof --out out) \
        > "$case_dir/stdout" 2> "$case_dir/stderr"
    status=$?
    [ "$status" -eq 1 ] || fail "exit status $status, not 1"
    one_line "$case_dir/stderr" || fail "stderr is not exactly one line: $(cat "$case_dir/stderr")"
    grep -q "cannot create a temporary folder in .*missing: No such file or directory" "$case_dir/stderr" \
        || fail "the line does not name the folder and the reason: $(cat "$case_dir/stderr")"
    [ ! -e "$case_dir/out" ] || fail "the output folder was created"
}

# An output path that starts with '-' is a path, not an option.
test_gen_out_starting_with_dash() {
    write_cfg "$case_dir/c.rtprof"
    (cd "$case_dir" && sh "$gen" --config c.rtprof --out -x) > "$case_dir/stdout" 2> "$case_dir/stderr"
    status=$?
    [ "$status" -eq 0 ] || fail "exit status $status: $(cat "$case_dir/stderr")"
    [ -f "$case_dir/-x/rtprof.h" ] || fail "no rtprof.h in ./-x"
}

# =============================================================================================
# Missing keys and keys that do not apply (RTPROF-CFG-012, RTPROF-CFG-013): a missing key is
# reported on the last line of the file with the value <missing>.
# =============================================================================================

test_gen_missing_name() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_NAME'
    expect_refused 10 'RTPROF_NAME=<missing>:'
}

test_gen_missing_window_ms() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_WINDOW_MS'
    expect_refused 10 'RTPROF_WINDOW_MS=<missing>:'
}

test_gen_missing_key_line_is_last_line() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_TIMER_HZ' '+# trailing comment' '+'
    expect_refused 12 'RTPROF_TIMER_HZ=<missing>:'
}

test_gen_missing_key_no_final_newline() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_PROCESS_COUNT'
    printf '# last line, no newline' >> "$case_dir/c.rtprof"
    expect_refused 11 'RTPROF_PROCESS_COUNT=<missing>:'
}

test_gen_rounding_missing_for_int() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_ROUNDING'
    expect_refused 10 'RTPROF_ROUNDING=<missing>:'
}

test_gen_timer_bits_missing_for_timer() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_TIMER_BITS'
    expect_refused 10 'RTPROF_TIMER_BITS=<missing>:'
}

test_gen_timer_dir_missing_for_timer() {
    write_cfg "$case_dir/c.rtprof" '-RTPROF_TIMER_DIR'
    expect_refused 10 'RTPROF_TIMER_DIR=<missing>:'
}

test_gen_rounding_with_float() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_RESULT=float'
    expect_refused 6 'RTPROF_ROUNDING=floor:'
}

test_gen_timer_bits_with_tick() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_INTERVAL=tick' '-RTPROF_TIMER_DIR'
    expect_refused 8 'RTPROF_TIMER_BITS=32:'
}

test_gen_timer_dir_with_user() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_INTERVAL=user' '-RTPROF_TIMER_BITS'
    expect_refused 8 'RTPROF_TIMER_DIR=up:'
}

# =============================================================================================
# RTPROF_MULTIPLY (RTPROF-CFG-012, RTPROF-CFG-021): halves by default, native on request, for int
# results only; the default written out changes nothing; native changes the floor share's products.
# =============================================================================================

test_gen_multiply_bad_value_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_MULTIPLY=umull'
    expect_refused 12 'RTPROF_MULTIPLY=umull:' 'not an allowed value' 'halves | native'
}

test_gen_multiply_with_float_refused() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_RESULT=float' '-RTPROF_ROUNDING' '+RTPROF_MULTIPLY=native'
    expect_refused 11 'RTPROF_MULTIPLY=native:' 'does not apply to RTPROF_RESULT=float'
}

test_gen_multiply_default_changes_nothing() {
    same_as_left_out '+RTPROF_MULTIPLY=halves'
}

test_gen_multiply_native_products() {
    write_cfg "$case_dir/h.rtprof"
    write_cfg "$case_dir/n.rtprof" '+RTPROF_MULTIPLY=native'
    run_gen --config "$case_dir/h.rtprof" --out "$case_dir/h"
    [ "$status" -eq 0 ] || fail "halves: exit status $status"
    run_gen --config "$case_dir/n.rtprof" --out "$case_dir/n"
    [ "$status" -eq 0 ] && [ ! -s "$case_dir/stderr" ] || fail "native: exit status $status: $(head -n 1 "$case_dir/stderr")"
    grep -q '^ \*     RTPROF_MULTIPLY=native$' "$case_dir/n/demo_rtprof_config.h" \
        || fail "the canonical lines do not carry RTPROF_MULTIPLY=native"
    [ "$(config_hashes "$case_dir/h")" != "$(config_hashes "$case_dir/n")" ] || fail "native has the halves' hash"
    grep -q 'const uint32_t q = (uint32_t)(((uint64_t)c \* (uint64_t)scale) / 4294967296u);' "$case_dir/n/demo_rtprof.c" \
        || fail "native: the floor share does not take the 64-bit product's high word"
    ! grep -q 'c_high' "$case_dir/n/demo_rtprof.c" || fail "native: the floor share still splits into halves"
    grep -q 'const uint32_t c_high = c / 65536u;' "$case_dir/h/demo_rtprof.c" || fail "halves: no 16-bit halves"
    ! grep -q '(uint64_t)c \* (uint64_t)scale' "$case_dir/h/demo_rtprof.c" || fail "halves: a 64-bit product in the floor share"
}

# =============================================================================================
# RTPROF_INLINE_HOOKS (RTPROF-CFG-012, RTPROF-CFG-022, RTPROF-HOOK-008): no by default, which adds
# nothing; yes adds the inline header, included by rtprof.h and by the core, whose hooks then call
# the inline forms, and moves the charge there, written once.
# =============================================================================================

test_gen_inline_bad_value_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_INLINE_HOOKS=1'
    expect_refused 12 'RTPROF_INLINE_HOOKS=1:' 'not an allowed value' 'no | yes'
}

test_gen_inline_default_changes_nothing() {
    same_as_left_out '+RTPROF_INLINE_HOOKS=no'
}

# contract_before FILE START: the ACSL contract (from its "/*@" line to its "*/" line) right before the
# first line of FILE that starts with START.
contract_before() {
    awk -v start="$2" '
        index($0, "/*@") == 1 { block = ""; inside = 1 }
        inside { block = block $0 "\n" }
        inside && $0 == "*/" { inside = 0; last = block; next }
        index($0, start) == 1 { printf "%s", last; exit }
        !inside && $0 != "" { last = "" }' "$1"
}

# same_but_banner A B WHY: generated files A and B are the same but for their banners (the first ten
# lines: the configuration's hash and file name); else fail with WHY and the first differences.
same_but_banner() {
    sed '1,10d' "$1" > "$case_dir/banner-a"
    sed '1,10d' "$2" > "$case_dir/banner-b"
    cmp -s "$case_dir/banner-a" "$case_dir/banner-b" || fail "$3: $(diff "$case_dir/banner-a" "$case_dir/banner-b" | head -n 3)"
}

test_gen_inline_header() {
    write_cfg "$case_dir/n.rtprof"
    run_gen --config "$case_dir/n.rtprof" --out "$case_dir/n"
    [ "$status" -eq 0 ] || fail "without the option: exit status $status"
    write_cfg "$case_dir/c.rtprof" '+RTPROF_INLINE_HOOKS=yes'
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    grep -q '^ \*     RTPROF_INLINE_HOOKS=yes$' "$case_dir/out/demo_rtprof_config.h" \
        || fail "the canonical lines do not carry RTPROF_INLINE_HOOKS=yes"
    grep -q '^file=demo_rtprof_inline.h$' "$case_dir/out/demo_rtprof.manifest" || fail "the manifest does not list the inline header"
    grep -q '^#include "demo_rtprof_inline.h"$' "$case_dir/out/rtprof_inline.h" || fail "rtprof_inline.h does not include the inline header"
    ! grep -q 'inline' "$case_dir/out/rtprof.h" || fail "rtprof.h includes the inline header: every file would define its parts"
    # the core is the same with the option or without (but for its banner's hash and file name)
    same_but_banner "$case_dir/n/demo_rtprof.c" "$case_dir/out/demo_rtprof.c" "the core differs with the option"
    for ih_fn in 'static inline void rtprof_switch_inline(uint32_t task)' \
                 'static inline void rtprof_switch_at_inline(uint32_t task, uint32_t value)' \
                 'static inline void rtprof_charge(uint32_t task, uint32_t units)' \
                 'static inline void rtprof_elapse(uint32_t task, uint32_t value)'; do
        [ "$(grep -c -F -x "$ih_fn" "$case_dir/out/demo_rtprof_inline.h")" -eq 1 ] || fail "the inline header does not define $ih_fn once"
    done
    # each inline form has its hook's contract, and the body of its hook
    for ih_hook in switch switch_at; do
        contract_before "$case_dir/out/demo_rtprof.h" "void rtprof_${ih_hook}(" > "$case_dir/spec-h"
        contract_before "$case_dir/out/demo_rtprof_inline.h" "static inline void rtprof_${ih_hook}_inline(" > "$case_dir/spec-i"
        [ -s "$case_dir/spec-h" ] && cmp -s "$case_dir/spec-h" "$case_dir/spec-i" \
            || fail "rtprof_${ih_hook}_inline does not carry rtprof_${ih_hook}'s contract"
    done
}

test_gen_inline_tick_and_user() {
    write_cfg "$case_dir/t.rtprof" 'RTPROF_INTERVAL=tick' '-RTPROF_TIMER_BITS' '-RTPROF_TIMER_DIR' 'RTPROF_TIMER_HZ=1000' '+RTPROF_INLINE_HOOKS=yes'
    run_gen --config "$case_dir/t.rtprof" --out "$case_dir/t"
    [ "$status" -eq 0 ] || fail "tick: exit status $status: $(head -n 1 "$case_dir/stderr")"
    grep -q -F -x 'static inline void rtprof_tick_inline(uint32_t task)' "$case_dir/t/demo_rtprof_inline.h" || fail "tick: no rtprof_tick_inline"
    ! grep -q 'rtprof_elapse\|rtprof_switch' "$case_dir/t/demo_rtprof_inline.h" || fail "tick: a timer hook in the inline header"
    write_cfg "$case_dir/u.rtprof" 'RTPROF_INTERVAL=user' '-RTPROF_TIMER_BITS' '-RTPROF_TIMER_DIR' '+RTPROF_INLINE_HOOKS=yes'
    run_gen --config "$case_dir/u.rtprof" --out "$case_dir/u"
    [ "$status" -eq 0 ] || fail "user: exit status $status: $(head -n 1 "$case_dir/stderr")"
    grep -q -F -x 'static inline void rtprof_advance_inline(uint32_t task)' "$case_dir/u/demo_rtprof_inline.h" || fail "user: no rtprof_advance_inline"
}

test_gen_inline_off_removes_header() {
    write_cfg "$case_dir/y.rtprof" '+RTPROF_INLINE_HOOKS=yes'
    write_cfg "$case_dir/n.rtprof"
    run_gen --config "$case_dir/y.rtprof" --out "$case_dir/out"
    [ "$status" -eq 0 ] && [ -f "$case_dir/out/demo_rtprof_inline.h" ] || fail "yes: no inline header"
    expect_generated "$case_dir/n.rtprof" "$case_dir/out" demo
}

# =============================================================================================
# RTPROF_REPORT (RTPROF-CFG-023): yes by default, which changes nothing; no leaves the report
# formatter out and nothing else.
# =============================================================================================

test_gen_report_bad_value_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_REPORT=off'
    expect_refused 12 'RTPROF_REPORT=off:' 'not an allowed value' 'yes | no'
}

test_gen_report_default_changes_nothing() {
    same_as_left_out '+RTPROF_REPORT=yes'
}

test_gen_report_off() {
    write_cfg "$case_dir/y.rtprof"
    run_gen --config "$case_dir/y.rtprof" --out "$case_dir/y"
    [ "$status" -eq 0 ] || fail "with the report: exit status $status"
    write_cfg "$case_dir/c.rtprof" '+RTPROF_REPORT=no'
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    grep -q '^modules=core$' "$case_dir/out/demo_rtprof.manifest" || fail "the manifest lists a module: $(grep '^modules=' "$case_dir/out/demo_rtprof.manifest")"
    grep -q '^ \*     RTPROF_REPORT=no$' "$case_dir/out/demo_rtprof_config.h" \
        || fail "the canonical lines do not carry RTPROF_REPORT=no"
    ! grep -q 'rtprof_report\|RTPROF_REPORT_SIZE_MAX' "$case_dir/out/rtprof.h" "$case_dir/out/demo_rtprof.h" "$case_dir/out/demo_rtprof.c" \
        || fail "the library still names the report"
    # every other file is the one with the report (but for the banners' hash and file name)
    for ro_file in demo_rtprof.c demo_rtprof.h demo_rtprof_internal.h demo_rtprof.acsl; do
        same_but_banner "$case_dir/y/$ro_file" "$case_dir/out/$ro_file" "$ro_file differs without the report"
    done
}

# =============================================================================================
# The context-switch log's keys (RTPROF-CFG-016, RTPROF-CFG-017, RTPROF-LOG-001): defaults that leave
# the log out, the allowed sizes and policies, timer configurations only.
# =============================================================================================

test_gen_log_entries_2_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=2'
    expect_refused 12 'RTPROF_CSLOG_ENTRIES_LOG2=2:' 'not an allowed value' '0 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12'
}

test_gen_log_entries_13_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=13'
    expect_refused 12 'RTPROF_CSLOG_ENTRIES_LOG2=13:' '0 | 3 | 4'
}

test_gen_log_entries_leading_zero_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=08'
    expect_refused 12 'RTPROF_CSLOG_ENTRIES_LOG2=08:' '0 | 3 | 4'
}

test_gen_log_on_tick_refused() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_INTERVAL=tick' '-RTPROF_TIMER_BITS' '-RTPROF_TIMER_DIR' '+RTPROF_CSLOG_ENTRIES_LOG2=8'
    expect_refused 10 'RTPROF_CSLOG_ENTRIES_LOG2=8:' 'does not apply to RTPROF_INTERVAL=tick' 'remove the line'
}

test_gen_log_full_without_log_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_FULL=stop'
    expect_refused 12 'RTPROF_CSLOG_FULL=stop:' 'does not apply to RTPROF_CSLOG_ENTRIES_LOG2=0'
}

test_gen_log_full_unknown_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=3' '+RTPROF_CSLOG_FULL=keep'
    expect_refused 13 'RTPROF_CSLOG_FULL=keep:' 'overwrite | stop'
}

test_gen_log_files_and_constants() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=12' '+RTPROF_CSLOG_FULL=stop'
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/out"
    [ "$status" -eq 0 ] && [ ! -s "$case_dir/stderr" ] || fail "exit status $status: $(head -n 1 "$case_dir/stderr")"
    [ -f "$case_dir/out/demo_rtprof_cslog.h" ] || fail "no demo_rtprof_cslog.h"
    grep -q '^modules=core report cslog$' "$case_dir/out/demo_rtprof.manifest" || fail "the manifest does not list the cslog module"
    grep -q '^file=demo_rtprof_cslog.h$' "$case_dir/out/demo_rtprof.manifest" || fail "the manifest does not list demo_rtprof_cslog.h"
    grep -q '^#define RTPROF_LOG_ENTRIES 4096u ' "$case_dir/out/demo_rtprof_config.h" || fail "RTPROF_LOG_ENTRIES is not 4096u"
    grep -q '^#define RTPROF_LOG_FULL_STOP 1 ' "$case_dir/out/demo_rtprof_config.h" || fail "RTPROF_LOG_FULL_STOP is not 1"
    grep -q 'RTPROF_CSLOG_FULL=stop' "$case_dir/out/demo_rtprof_config.h" || fail "the canonical listing lacks RTPROF_CSLOG_FULL=stop"
}

# Writing a log key at its default is the same configuration as leaving it out: the same files and
# the same hash (RTPROF-LOG-001).
test_gen_log_defaults_change_nothing() {
    same_as_left_out '+RTPROF_CSLOG_ENTRIES_LOG2=0'
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=3'
    write_cfg "$case_dir/d.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=3' '+RTPROF_CSLOG_FULL=overwrite'
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/c"
    run_gen --config "$case_dir/d.rtprof" --out "$case_dir/d"
    [ "$(config_hashes "$case_dir/c")" = "$(config_hashes "$case_dir/d")" ] \
        || fail "RTPROF_CSLOG_FULL=overwrite written out changes the hash"
}

# A folder that held a log configuration's outputs holds none of its log files after a
# configuration without the log is generated into it (RTPROF-GEN-011).
test_gen_log_header_removed_with_log_off() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=5'
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/out"
    [ -f "$case_dir/out/demo_rtprof_cslog.h" ] || fail "no demo_rtprof_cslog.h with the log on"
    write_cfg "$case_dir/c.rtprof"
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
}

# =============================================================================================
# The function profile's keys (RTPROF-CFG-018, RTPROF-CFG-019, RTPROF-CFG-020, RTPROF-PROF-001):
# defaults that leave the profile out, the allowed sizes, widths and arc tables.
# =============================================================================================

test_gen_prof_bins_3_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BINS_LOG2=3'
    expect_refused 12 'RTPROF_PROF_BINS_LOG2=3:' 'not an allowed value' '0 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16'
}

test_gen_prof_bins_17_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BINS_LOG2=17'
    expect_refused 12 'RTPROF_PROF_BINS_LOG2=17:' '0 | 4 | 5'
}

test_gen_prof_bin_bits_8_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BINS_LOG2=8' '+RTPROF_PROF_BIN_BITS=8'
    expect_refused 13 'RTPROF_PROF_BIN_BITS=8:' '16 | 32'
}

test_gen_prof_arcs_2_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BINS_LOG2=8' '+RTPROF_PROF_ARCS_LOG2=2'
    expect_refused 13 'RTPROF_PROF_ARCS_LOG2=2:' '0 | 3 | 4'
}

test_gen_prof_arcs_15_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BINS_LOG2=8' '+RTPROF_PROF_ARCS_LOG2=15'
    expect_refused 13 'RTPROF_PROF_ARCS_LOG2=15:' '12 | 13 | 14'
}

test_gen_prof_bin_bits_without_profile_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BIN_BITS=32'
    expect_refused 12 'RTPROF_PROF_BIN_BITS=32:' 'does not apply to RTPROF_PROF_BINS_LOG2=0'
}

test_gen_prof_arcs_without_profile_refused() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_ARCS_LOG2=4'
    expect_refused 12 'RTPROF_PROF_ARCS_LOG2=4:' 'does not apply to RTPROF_PROF_BINS_LOG2=0'
}

test_gen_prof_files_and_constants() {
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BINS_LOG2=16' '+RTPROF_PROF_BIN_BITS=32' '+RTPROF_PROF_ARCS_LOG2=14'
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/out"
    [ "$status" -eq 0 ] && [ ! -s "$case_dir/stderr" ] || fail "exit status $status: $(head -n 1 "$case_dir/stderr")"
    [ -f "$case_dir/out/demo_rtprof_prof.h" ] || fail "no demo_rtprof_prof.h"
    [ -f "$case_dir/out/demo_rtprof_dump.h" ] && [ -f "$case_dir/out/demo_rtprof_dump.c" ] || fail "no dump files with the profile"
    grep -q '^modules=core report prof$' "$case_dir/out/demo_rtprof.manifest" || fail "the manifest does not list the prof module"
    grep -q '^#define RTPROF_PROF_BINS 65536u ' "$case_dir/out/demo_rtprof_config.h" || fail "RTPROF_PROF_BINS is not 65536u"
    grep -q '^#define RTPROF_PROF_BIN_MAX 4294967295u ' "$case_dir/out/demo_rtprof_config.h" || fail "RTPROF_PROF_BIN_MAX is not 2^32 - 1"
    grep -q '^#define RTPROF_PROF_ARCS 16384u ' "$case_dir/out/demo_rtprof_config.h" || fail "RTPROF_PROF_ARCS is not 16384u"
    grep -q '^typedef uint32_t rtprof_prof_bin_t;' "$case_dir/out/demo_rtprof_config.h" || fail "the bins are not 32 bits"
}

# The dump's format version is the lowest that describes its regions (spec/dump.md): 1 with the
# function profile alone, 2 with the context-switch log (its format 2 entries), with or without the
# profile (RTPROF-DUMP-001).
test_gen_dump_version_lowest() {
    write_cfg "$case_dir/p.rtprof" '+RTPROF_PROF_BINS_LOG2=5'
    write_cfg "$case_dir/l.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=3'
    write_cfg "$case_dir/b.rtprof" '+RTPROF_CSLOG_ENTRIES_LOG2=3' '+RTPROF_PROF_BINS_LOG2=5'
    for c in p l b; do
        run_gen --config "$case_dir/$c.rtprof" --out "$case_dir/$c"
        [ "$status" -eq 0 ] || fail "$c: exit status $status: $(head -n 1 "$case_dir/stderr")"
    done
    grep -q '^#define RTPROF_DUMP_VERSION 1u$' "$case_dir/p/demo_rtprof_config.h" || fail "the profile alone: the dump is not version 1"
    grep -q '^#define RTPROF_DUMP_VERSION 2u$' "$case_dir/l/demo_rtprof_config.h" || fail "the log: the dump is not version 2"
    grep -q '^#define RTPROF_DUMP_VERSION 2u$' "$case_dir/b/demo_rtprof_config.h" || fail "the log and the profile: the dump is not version 2"
}

# Writing a profile key at its default is the same configuration as leaving it out: the same files
# and the same hash (RTPROF-PROF-001).
test_gen_prof_defaults_change_nothing() {
    same_as_left_out '+RTPROF_PROF_BINS_LOG2=0'
    write_cfg "$case_dir/c.rtprof" '+RTPROF_PROF_BINS_LOG2=5'
    write_cfg "$case_dir/d.rtprof" '+RTPROF_PROF_BINS_LOG2=5' '+RTPROF_PROF_BIN_BITS=16' '+RTPROF_PROF_ARCS_LOG2=0'
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/c"
    run_gen --config "$case_dir/d.rtprof" --out "$case_dir/d"
    [ "$(config_hashes "$case_dir/c")" = "$(config_hashes "$case_dir/d")" ] \
        || fail "the profile's defaults written out change the hash"
}

# =============================================================================================
# RTPROF_NAME: a C identifier of 1..32 characters, not starting with m4_ (RTPROF-CFG-002, RTPROF-CFG-004).
# =============================================================================================

test_gen_name_1_char() {
    expect_accepted 'RTPROF_NAME=a'
}

test_gen_name_32_chars() {
    expect_accepted 'RTPROF_NAME=N234567890_234567890_234567890_2'
}

test_gen_name_33_chars() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=N234567890_234567890_234567890_23'
    expect_refused 2 'RTPROF_NAME=N234567890_234567890_234567890_23:'
}

# A value longer than 64 characters is shown cut, still on one line.
test_gen_name_long_value_shown_cut() {
    write_cfg "$case_dir/c.rtprof" "RTPROF_NAME=$(printf '%0100d' 0 | tr 0 a)"
    expect_refused 2 "RTPROF_NAME=$(printf '%064d' 0 | tr 0 a)"
}

test_gen_name_empty() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME='
    expect_refused 2 'RTPROF_NAME=:'
}

test_gen_name_starts_with_digit() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=1demo'
    expect_refused 2 'RTPROF_NAME=1demo:'
}

test_gen_name_starts_with_underscore() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=_demo'
    expect_refused 2 'RTPROF_NAME=_demo:'
}

test_gen_name_with_dash() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=de-mo'
    expect_refused 2 'RTPROF_NAME=de-mo:'
}

test_gen_name_m4_prefix() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=m4_demo'
    expect_refused 2 'RTPROF_NAME=m4_demo:'
}

# Names that are m4 builtins (without the m4_ prefix) or rtprof.m4 macros are valid identifiers
# and must come out verbatim (RTPROF-GEN-004): the output equals that of a neutral name with the
# name and the hash substituted.
test_gen_name_macro_names_verbatim() {
    mkdir "$case_dir/zqx"
    write_cfg "$case_dir/zqx/c.rtprof" 'RTPROF_NAME=zqx'
    expect_generated "$case_dir/zqx/c.rtprof" "$case_dir/zqx/out" zqx
    zqx_hash=$(config_hashes "$case_dir/zqx/out")
    for mn_name in dnl define changequote divert include syscmd m4exit errprint \
        rtprof_cfg rtprof_fatal rtprof_begin rtprof_file rtprof_comment rtprof_canonical_add; do
        mkdir "$case_dir/$mn_name" "$case_dir/$mn_name/want"
        write_cfg "$case_dir/$mn_name/c.rtprof" "RTPROF_NAME=$mn_name"
        expect_generated "$case_dir/$mn_name/c.rtprof" "$case_dir/$mn_name/out" "$mn_name"
        mn_hash=$(config_hashes "$case_dir/$mn_name/out")
        mn_upper=$(printf '%s' "$mn_name" | tr a-z A-Z)
        for mn_file in "$case_dir/zqx/out"/*; do
            mn_base=${mn_file##*/}
            sed -e "s/zqx/$mn_name/g" -e "s/ZQX/$mn_upper/g" -e "s/$zqx_hash/$mn_hash/g" "$mn_file" \
                > "$case_dir/$mn_name/want/$(printf '%s' "$mn_base" | sed "s/zqx/$mn_name/")"
        done
        same_tree "$case_dir/$mn_name/want" "$case_dir/$mn_name/out"
    done
}

# =============================================================================================
# RTPROF_PROCESS_COUNT 1..255, decimal without sign or leading zeros (RTPROF-CFG-003, RTPROF-CFG-005).
# =============================================================================================

test_gen_process_count_1() {
    expect_accepted 'RTPROF_PROCESS_COUNT=1'
}

test_gen_process_count_255() {
    expect_accepted 'RTPROF_PROCESS_COUNT=255'
}

test_gen_process_count_zero() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=0'
    expect_refused 3 'RTPROF_PROCESS_COUNT=0:'
}

test_gen_process_count_256() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=256'
    expect_refused 3 'RTPROF_PROCESS_COUNT=256:'
}

test_gen_leading_zero() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=08'
    expect_refused 3 'RTPROF_PROCESS_COUNT=08:'
}

test_gen_process_count_negative() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=-1'
    expect_refused 3 'RTPROF_PROCESS_COUNT=-1:'
}

test_gen_process_count_plus_sign() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=+8'
    expect_refused 3 'RTPROF_PROCESS_COUNT=+8:'
}

test_gen_process_count_hex() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=0x10'
    expect_refused 3 'RTPROF_PROCESS_COUNT=0x10:'
}

test_gen_process_count_empty() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT='
    expect_refused 3 'RTPROF_PROCESS_COUNT=:'
}

test_gen_process_count_inner_blank() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=1 6'
    expect_refused 3 'RTPROF_PROCESS_COUNT=1 6:'
}

# =============================================================================================
# Word-valued keys (RTPROF-CFG-002, RTPROF-CFG-006..010).
# =============================================================================================

test_gen_counter_bits_8() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=8'
    expect_refused 4 'RTPROF_COUNTER_BITS=8:'
}

test_gen_counter_bits_128() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=128'
    expect_refused 4 'RTPROF_COUNTER_BITS=128:'
}

test_gen_result_double() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_RESULT=double'
    expect_refused 5 'RTPROF_RESULT=double:'
}

test_gen_result_upper_case() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_RESULT=INT'
    expect_refused 5 'RTPROF_RESULT=INT:'
}

test_gen_rounding_ceil() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_ROUNDING=ceil'
    expect_refused 6 'RTPROF_ROUNDING=ceil:'
}

test_gen_interval_cycle() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_INTERVAL=cycle'
    expect_refused 7 'RTPROF_INTERVAL=cycle:'
}

test_gen_timer_bits_8() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_BITS=8'
    expect_refused 8 'RTPROF_TIMER_BITS=8:'
}

test_gen_timer_bits_48() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_BITS=48'
    expect_refused 8 'RTPROF_TIMER_BITS=48:'
}

test_gen_timer_dir_sideways() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_DIR=sideways'
    expect_refused 9 'RTPROF_TIMER_DIR=sideways:'
}

test_gen_timer_dir_upper_case() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_DIR=Up'
    expect_refused 9 'RTPROF_TIMER_DIR=Up:'
}

# =============================================================================================
# RTPROF_TIMER_HZ 1..4294967295 and RTPROF_WINDOW_MS 1..86400000 (RTPROF-CFG-003, RTPROF-CFG-011); 64-bit
# counters so that the overflow constraint plays no part.
# =============================================================================================

test_gen_timer_hz_1() {
    expect_accepted 'RTPROF_TIMER_HZ=1'
}

test_gen_timer_hz_max() {
    expect_accepted 'RTPROF_COUNTER_BITS=64' 'RTPROF_TIMER_HZ=4294967295'
}

test_gen_timer_hz_zero() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_HZ=0'
    expect_refused 10 'RTPROF_TIMER_HZ=0:'
}

test_gen_timer_hz_above_max() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=64' 'RTPROF_TIMER_HZ=4294967296'
    expect_refused 10 'RTPROF_TIMER_HZ=4294967296:'
}

test_gen_timer_hz_20_digits() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=64' 'RTPROF_TIMER_HZ=99999999999999999999'
    expect_refused 10 'RTPROF_TIMER_HZ=99999999999999999999:'
}

test_gen_timer_hz_exponent() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_HZ=4e8'
    expect_refused 10 'RTPROF_TIMER_HZ=4e8:'
}

test_gen_timer_hz_leading_zero() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_HZ=0400000000'
    expect_refused 10 'RTPROF_TIMER_HZ=0400000000:'
}

test_gen_window_ms_1() {
    expect_accepted 'RTPROF_WINDOW_MS=1'
}

test_gen_window_ms_max() {
    expect_accepted 'RTPROF_COUNTER_BITS=64' 'RTPROF_WINDOW_MS=86400000'
}

test_gen_window_ms_zero() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_WINDOW_MS=0'
    expect_refused 11 'RTPROF_WINDOW_MS=0:'
}

test_gen_window_ms_above_max() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=64' 'RTPROF_WINDOW_MS=86400001'
    expect_refused 11 'RTPROF_WINDOW_MS=86400001:'
}

test_gen_window_ms_decimal_point() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_WINDOW_MS=1000.0'
    expect_refused 11 'RTPROF_WINDOW_MS=1000.0:'
}

# =============================================================================================
# Overflow constraint: ceil(HZ * WINDOW_MS / 1000) <= counter maximum - 1 (the maximum marks a
# saturated counter); the message gives the longest window that fits (RTPROF-CFG-014).
# =============================================================================================

test_gen_overflow_16bit_boundary() {
    expect_accepted 'RTPROF_COUNTER_BITS=16' 'RTPROF_TIMER_HZ=1000' 'RTPROF_WINDOW_MS=65534'
}

test_gen_overflow_16bit() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=16' 'RTPROF_TIMER_HZ=1000' 'RTPROF_WINDOW_MS=65535'
    expect_refused 11 'RTPROF_WINDOW_MS=65535:' 'RTPROF_WINDOW_MS=65534'
}

# HZ=3: 21844666 ms hold 65533.998 units, rounded up to 65534; 21844667 ms hold 65534.001, rounded
# up to 65535, the maximum.
test_gen_overflow_ceil_boundary() {
    expect_accepted 'RTPROF_COUNTER_BITS=16' 'RTPROF_TIMER_HZ=3' 'RTPROF_WINDOW_MS=21844666'
}

test_gen_overflow_ceil() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=16' 'RTPROF_TIMER_HZ=3' 'RTPROF_WINDOW_MS=21844667'
    expect_refused 11 'RTPROF_WINDOW_MS=21844667:' 'RTPROF_WINDOW_MS=21844666'
}

# The fastest clock: 1000 ms hold 2^32 - 1 units, the 32-bit maximum; 999 ms fit.
test_gen_overflow_32bit_boundary() {
    expect_accepted 'RTPROF_TIMER_HZ=4294967295' 'RTPROF_WINDOW_MS=999'
}

test_gen_overflow_32bit() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_HZ=4294967295' 'RTPROF_WINDOW_MS=1000'
    expect_refused 11 'RTPROF_WINDOW_MS=1000:' 'RTPROF_WINDOW_MS=999'
}

# 65534000 Hz: 1 ms holds 65534 units; one more hertz and no window fits a 16-bit counter.
test_gen_overflow_16bit_hz_boundary() {
    expect_accepted 'RTPROF_COUNTER_BITS=16' 'RTPROF_TIMER_HZ=65534000' 'RTPROF_WINDOW_MS=1'
}

test_gen_overflow_16bit_no_window_fits() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=16' 'RTPROF_TIMER_HZ=65534001' 'RTPROF_WINDOW_MS=1'
    expect_refused 11 'RTPROF_WINDOW_MS=1:'
}

test_gen_overflow_64bit_never() {
    expect_accepted 'RTPROF_COUNTER_BITS=64' 'RTPROF_TIMER_HZ=4294967295' 'RTPROF_WINDOW_MS=86400000'
}

# =============================================================================================
# Injection: values are never run by the shell nor expanded by m4 (RTPROF-GEN-004).
# =============================================================================================

test_gen_inject_shell() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=$(touch pwn)'
    expect_refused 2 'RTPROF_NAME=$(touch pwn):'
    check_not_run
}

test_gen_inject_backticks() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_TIMER_DIR=`touch pwn`'
    expect_refused 9 'RTPROF_TIMER_DIR=`touch pwn`:'
    check_not_run
}

test_gen_inject_shell_in_key() {
    write_cfg "$case_dir/c.rtprof" '+$(touch pwn)=1'
    expect_refused 12 '$(touch pwn)='
    check_not_run
}

test_gen_inject_semicolon() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_INTERVAL=timer;touch pwn'
    expect_refused 7 'RTPROF_INTERVAL=timer;touch pwn:'
    check_not_run
}

test_gen_inject_m4_dnl() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=8m4_dnl'
    expect_refused 3 'RTPROF_PROCESS_COUNT=8m4_dnl:'
}

test_gen_inject_dnl() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_RESULT=int dnl'
    expect_refused 5 'RTPROF_RESULT=int dnl:'
}

test_gen_inject_m4_syscmd() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_COUNTER_BITS=m4_syscmd(touch pwn)'
    expect_refused 4 'RTPROF_COUNTER_BITS=m4_syscmd(touch pwn):'
    check_not_run
}

test_gen_inject_changequote() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=m4_changequote(<,>)'
    expect_refused 2 'RTPROF_NAME=m4_changequote(<,>):'
}

test_gen_inject_open_bracket() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=[demo'
    expect_refused 2 'RTPROF_NAME=[demo:'
}

test_gen_inject_close_bracket() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=demo]m4_syscmd(touch pwn)['
    expect_refused 2 'RTPROF_NAME=demo]m4_syscmd(touch pwn)[:'
    check_not_run
}

test_gen_inject_double_quotes() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME="demo"'
    expect_refused 2 'RTPROF_NAME="demo":'
}

test_gen_inject_single_quotes() {
    write_cfg "$case_dir/c.rtprof" "RTPROF_TIMER_DIR='up'"
    expect_refused 9 "RTPROF_TIMER_DIR='up':"
}

test_gen_inject_printf_format() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_RESULT=int%s%n\n'
    expect_refused 5 'RTPROF_RESULT=int%s%n\n:'
}

test_gen_inject_comment_end() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=demo*/'
    expect_refused 2 'RTPROF_NAME=demo*/:'
}

# Text after '#' is a comment: whatever it holds is ignored, and the output is the base output.
test_gen_inject_in_comment_ignored() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_NAME=demo# $(touch pwn1) `touch pwn2` m4_syscmd(touch pwn3) ]['
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    check_not_run
    same_tree "$scratch/golden/out" "$case_dir/out"
}

# =============================================================================================
# Output folder: untouched on refusal, created when valid, unchanged files keep their mtime
# (RTPROF-GEN-005).
# =============================================================================================

test_gen_refused_out_dir_not_created() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=256'
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/absent/out"
    check_refused_status
    cfg=$case_dir/c.rtprof
    check_message 3 'RTPROF_PROCESS_COUNT=256:'
    [ ! -e "$case_dir/absent" ] || fail "$case_dir/absent was created"
}

test_gen_creates_nested_out_dir() {
    write_cfg "$case_dir/c.rtprof"
    expect_generated "$case_dir/c.rtprof" "$case_dir/a/b/out" demo
    same_tree "$scratch/golden/out" "$case_dir/a/b/out"
}

test_gen_unchanged_files_keep_mtime() {
    out=$case_dir/out
    prepare_out "$out"
    write_cfg "$case_dir/c.rtprof"
    run_gen --config "$case_dir/c.rtprof" --out "$out"
    [ "$status" -eq 0 ] || fail "exit status $status, expected 0"
    um_newer=$(find "$out" -newer "$scratch/stamp" -print)
    [ -z "$um_newer" ] || fail "regenerating the same configuration rewrote: $um_newer"
}

test_gen_comment_only_change_keeps_mtime() {
    out=$case_dir/out
    prepare_out "$out"
    write_cfg "$case_dir/c.rtprof" '+# a new comment' '+' 'RTPROF_NAME=  demo   # renamed? no'
    run_gen --config "$case_dir/c.rtprof" --out "$out"
    [ "$status" -eq 0 ] || fail "exit status $status, expected 0"
    cm_newer=$(find "$out" -newer "$scratch/stamp" -print)
    [ -z "$cm_newer" ] || fail "a comment-only change rewrote: $cm_newer"
}

test_gen_edited_file_restored() {
    out=$case_dir/out
    prepare_out "$out"
    printf '/* hand edit */\n' >> "$out/demo_rtprof.c"
    touch -t "$stamp_time" "$out/demo_rtprof.c"
    write_cfg "$case_dir/c.rtprof"
    run_gen --config "$case_dir/c.rtprof" --out "$out"
    [ "$status" -eq 0 ] || fail "exit status $status, expected 0"
    cmp -s "$out/demo_rtprof.c" "$scratch/golden/out/demo_rtprof.c" || fail "demo_rtprof.c not restored"
    er_newer=$(find "$out" -type f -newer "$scratch/stamp" -print)
    [ "$er_newer" = "$out/demo_rtprof.c" ] || fail "files rewritten: '$er_newer', expected only demo_rtprof.c"
    [ -f "$out/keep.txt" ] || fail "the sentinel file was removed"
}

test_gen_changed_config_updates_files() {
    out=$case_dir/out
    prepare_out "$out"
    write_cfg "$case_dir/c.rtprof" 'RTPROF_PROCESS_COUNT=9'
    run_gen --config "$case_dir/c.rtprof" --out "$out"
    [ "$status" -eq 0 ] || fail "exit status $status, expected 0"
    mkdir "$case_dir/fresh"
    cp "$case_dir/c.rtprof" "$case_dir/fresh/c.rtprof"
    expect_generated "$case_dir/fresh/c.rtprof" "$case_dir/fresh/out" demo
    cp "$out/keep.txt" "$case_dir/fresh/out/keep.txt"
    same_tree "$case_dir/fresh/out" "$out"
}

# =============================================================================================
# Determinism and the banner (RTPROF-GEN-006, RTPROF-GEN-008). The banner names the file's base
# name, so the variants below are all called c.rtprof, each in its own folder.
# =============================================================================================

test_gen_same_config_twice_identical() {
    write_cfg "$case_dir/c.rtprof"
    expect_generated "$case_dir/c.rtprof" "$case_dir/out1" demo
    expect_generated "$case_dir/c.rtprof" "$case_dir/out2" demo
    same_tree "$case_dir/out1" "$case_dir/out2"
    same_tree "$scratch/golden/out" "$case_dir/out1"
}

test_gen_other_cwd_and_out_path_identical() {
    mkdir "$case_dir/sub"
    write_cfg "$case_dir/c.rtprof"
    run_cwd=$case_dir
    expect_generated c.rtprof out1 demo
    run_cwd=$case_dir/sub
    expect_generated ../c.rtprof ../x/y/out2 demo
    run_cwd=$root
    expect_generated "$case_dir/c.rtprof" "$case_dir/out3" demo
    run_cwd=/
    expect_generated "$case_dir/c.rtprof" "$case_dir/out4/" demo
    same_tree "$case_dir/out1" "$case_dir/x/y/out2"
    same_tree "$case_dir/out1" "$case_dir/out3"
    same_tree "$case_dir/out1" "$case_dir/out4"
}

test_gen_crlf_accepted() {
    write_cfg "$case_dir/lf.rtprof"
    sed "s/\$/$cr/" "$case_dir/lf.rtprof" > "$case_dir/c.rtprof"
    grep -q "$cr" "$case_dir/c.rtprof" || fail "could not write the CRLF configuration"
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    same_tree "$scratch/golden/out" "$case_dir/out"
}

test_gen_comments_blanks_reordered_identical() {
    {
        printf '\n# reordered, with blanks, tabs, comments and CRLF\r\n\n'
        printf '\tRTPROF_WINDOW_MS = 1000\t# window\r\n'
        printf 'RTPROF_TIMER_HZ=400000000#no blank before the comment\n'
        printf '   # indented comment\n'
        printf 'RTPROF_TIMER_DIR\t=\tup\n'
        printf '  RTPROF_TIMER_BITS=32  \r\n'
        printf 'RTPROF_INTERVAL=timer\n\n\n'
        printf 'RTPROF_ROUNDING=floor\n'
        printf 'RTPROF_RESULT=int # = not a second value\n'
        printf 'RTPROF_COUNTER_BITS=32\n'
        printf 'RTPROF_PROCESS_COUNT=8\n'
        printf 'RTPROF_NAME=demo\n'
        printf '# last line without a newline'
    } > "$case_dir/c.rtprof"
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    same_tree "$scratch/golden/out" "$case_dir/out"
}

test_gen_no_final_newline() {
    write_cfg "$case_dir/lf.rtprof"
    printf '%s' "$(cat "$case_dir/lf.rtprof")" > "$case_dir/c.rtprof"
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    same_tree "$scratch/golden/out" "$case_dir/out"
}

test_gen_hash_changes_with_value() {
    write_cfg "$case_dir/c.rtprof" 'RTPROF_WINDOW_MS=999'
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    hc_new=$(config_hashes "$case_dir/out")
    hc_old=$(config_hashes "$scratch/golden/out")
    [ -n "$hc_old" ] || fail "no 64-hex-digit hash found in the golden output"
    [ -n "$hc_new" ] || fail "no 64-hex-digit hash found in the output"
    [ "$hc_old" != "$hc_new" ] || fail "RTPROF_WINDOW_MS=999 and =1000 give the same hash $hc_new"
}

# RTPROF-GEN-011: the manifest names the configuration, lists exactly the files written (itself
# included), every canonical key and the derived values the templates read.
test_gen_manifest_lists_outputs() {
    write_cfg "$case_dir/c.rtprof"
    expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo
    mf=$case_dir/out/demo_rtprof.manifest
    ml_files=$(sed -n 's/^file=//p' "$mf" | sort)
    ml_have=$(ls -A "$case_dir/out" | sort)
    [ "$ml_files" = "$ml_have" ] || {
        detail "listed: $(printf '%s' "$ml_files" | tr '\n' ' ')"
        fail "the manifest does not list exactly the files in the folder"
    }
    for ml_line in name=demo config=c.rtprof format=1 'modules=core report' key.RTPROF_PROCESS_COUNT=8 \
        value.RTPROF_WINDOW_UNITS=400000000 value.RTPROF_COUNTER_MAX=4294967295 value.RTPROF_TIMER_MODULUS=4294967296; do
        grep -qx "$ml_line" "$mf" || fail "the manifest has no line $ml_line"
    done
    ml_hash=$(sed -n 's/^sha256=//p' "$mf")
    grep -q "sha256 $ml_hash" "$case_dir/out/demo_rtprof.c" || fail "the manifest's hash is not the banner's"
}

# RTPROF-GEN-011: generating another configuration into a folder removes the files of the one
# before that the new one does not write; the folder holds exactly the new configuration's files.
test_gen_manifest_replaces_other_config() {
    write_cfg "$case_dir/a.rtprof"
    write_cfg "$case_dir/b.rtprof" 'RTPROF_NAME=other'
    expect_generated "$case_dir/a.rtprof" "$case_dir/out" demo
    expect_generated "$case_dir/b.rtprof" "$case_dir/out" other
}

# RTPROF-GEN-011, RTPROF-GEN-005: a manifest in DIR that lists a path outside DIR is refused with
# one line and exit 2, and nothing in DIR changes.
test_gen_manifest_hostile_refused() {
    mkdir "$case_dir/out"
    printf 'file=../victim\n' > "$case_dir/out/x_rtprof.manifest"
    : > "$case_dir/victim"
    write_cfg "$case_dir/c.rtprof"
    run_gen --config "$case_dir/c.rtprof" --out "$case_dir/out"
    [ "$status" -eq 2 ] || fail "exit status $status, expected 2"
    [ "$(wc -l < "$case_dir/stderr")" -eq 1 ] || fail "not one line on stderr: $(cat "$case_dir/stderr")"
    [ -e "$case_dir/victim" ] || fail "a file outside the folder was removed"
    [ "$(ls -A "$case_dir/out")" = x_rtprof.manifest ] || fail "the folder changed: $(ls -A "$case_dir/out" | tr '\n' ' ')"
}

# Every reference and matrix configuration: generates, and each file carries "DO NOT EDIT", the
# generator version, the one configuration hash of the set, and no absolute path or date.
test_gen_banner_all_configs() {
    ba_version=$(sh "$gen" --version) || fail "rtprof-gen --version failed"
    ba_year=$(date +%Y)
    ba_day=$(date +%Y%m%d)
    ba_count=0
    for ba_cfg in "$root"/spec/configs/*.rtprof "$root"/tests/configs/*.rtprof; do
        [ -f "$ba_cfg" ] || continue
        ba_count=$((ba_count + 1))
        ba_base=${ba_cfg##*/}
        ba_base=${ba_base%.rtprof}
        ba_name=$(sed -n 's/^[ 	]*RTPROF_NAME[ 	]*=[ 	]*\([A-Za-z0-9_]*\).*$/\1/p' "$ba_cfg")
        ba_out=$case_dir/$ba_base
        expect_generated "$ba_cfg" "$ba_out" "$ba_name"
        ba_hash=$(config_hashes "$ba_out")
        case $ba_hash in
            ''|*"$nl"*) fail "$ba_base: expected one configuration hash in the set, found: $ba_hash" ;;
        esac
        for ba_file in "$ba_out"/*; do
            ba_f=$ba_base/${ba_file##*/}
            grep -q 'DO NOT EDIT' "$ba_file" || fail "$ba_f: no 'DO NOT EDIT'"
            grep -q -F "$ba_version" "$ba_file" || fail "$ba_f: no '$ba_version'"
            grep -q -F "$ba_hash" "$ba_file" || fail "$ba_f: no configuration hash $ba_hash"
            for ba_path in "$root" "$scratch" "$scratch_real" /work /tmp "${HOME:-/}"; do
                [ "$ba_path" != / ] || continue
                ! grep -n -F "$ba_path" "$ba_file" > "$case_dir/hit" \
                    || fail "$ba_f: absolute path $ba_path: $(head -n 1 "$case_dir/hit")"
            done
            ! grep -n -E -e '[0-9]{4}-[0-9]{2}-[0-9]{2}' -e '[0-9]{2}:[0-9]{2}:[0-9]{2}' \
                -e '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* +[0-9]{1,2}([^0-9]|$)' \
                "$ba_file" > "$case_dir/hit" || fail "$ba_f: date or time: $(head -n 1 "$case_dir/hit")"
            ! grep -n -w -e "$ba_year" -e "$ba_day" "$ba_file" > "$case_dir/hit" \
                || fail "$ba_f: today's date: $(head -n 1 "$case_dir/hit")"
            ! grep -q "$cr" "$ba_file" || fail "$ba_f: carriage return in the output"
        done
    done
    [ "$ba_count" -gt 0 ] || fail "no configuration found under spec/configs or tests/configs"
}

# =============================================================================================
# Command line: misuse exits 2 and creates nothing (RTPROF-GEN-001, RTPROF-GEN-002).
# =============================================================================================

test_gen_cli_no_arguments() {
    expect_usage_error
}

test_gen_cli_no_config() {
    expect_usage_error --out "$case_dir/out"
}

test_gen_cli_no_out() {
    expect_usage_error --config "$case_dir/c.rtprof"
    [ ! -e "$case_dir/rtprof.h" ] || fail "files written into the working directory"
}

test_gen_cli_config_without_file() {
    expect_usage_error --out "$case_dir/out" --config
}

test_gen_cli_unknown_option() {
    expect_usage_error --config "$case_dir/c.rtprof" --out "$case_dir/out" --force
}

test_gen_cli_stray_argument() {
    expect_usage_error --config "$case_dir/c.rtprof" --out "$case_dir/out" extra
}

# =============================================================================================
# gen/rtprof-build: the build path of the scripts. Bad arguments name the value and what is
# allowed, exit 2 and write no object; a good build prints one object per generated source.
# =============================================================================================

# build_refused STATUS TEXT ARGS...: rtprof-build ARGS exits STATUS with one line on stderr that
# holds TEXT, and writes no object.
build_refused() {
    br_status=$1
    br_text=$2
    shift 2
    sh "$root/gen/rtprof-build" "$@" > "$case_dir/stdout" 2> "$case_dir/stderr"
    br_got=$?
    [ "$br_got" -eq "$br_status" ] || fail "rtprof-build $*: exit $br_got, expected $br_status"
    grep -qF -- "$br_text" "$case_dir/stderr" || { detail "$(cat "$case_dir/stderr")"; fail "no '$br_text' in the message"; }
    [ "$(grep -c 'error' "$case_dir/stderr")" -eq 1 ] || { detail "$(cat "$case_dir/stderr")"; fail "not one error line"; }
    [ -z "$(find "$case_dir" -name '*.o')" ] || fail "an object was written"
}

test_gen_build_unknown_target() {
    write_cfg "$case_dir/c.rtprof"
    build_refused 2 "--target cortex-m9: not a target; allowed: host cortex-m0" \
        --config "$case_dir/c.rtprof" --target cortex-m9 --out "$case_dir/b"
    [ ! -e "$case_dir/b/gen" ] || fail "generated although the target is unknown"
}

test_gen_build_bad_level() {
    write_cfg "$case_dir/c.rtprof"
    build_refused 2 "--opt -O7: not an optimisation level; allowed: -O0" \
        --config "$case_dir/c.rtprof" --target host --opt -O7 --out "$case_dir/b"
}

test_gen_build_bad_config() {
    write_cfg "$case_dir/c.rtprof" RTPROF_PROCESS_COUNT=300
    build_refused 2 "RTPROF_PROCESS_COUNT=300: out of range" \
        --config "$case_dir/c.rtprof" --target host --out "$case_dir/b"
}

test_gen_build_missing_out() {
    write_cfg "$case_dir/c.rtprof"
    build_refused 2 "missing --out DIR" --config "$case_dir/c.rtprof" --target host
}

test_gen_build_host() {
    write_cfg "$case_dir/c.rtprof"
    sh "$root/gen/rtprof-build" --config "$case_dir/c.rtprof" --target host --opt -O0 --out "$case_dir/b" \
        > "$case_dir/objects" 2> "$case_dir/stderr" || { detail "$(cat "$case_dir/stderr")"; fail "the build failed"; }
    [ ! -s "$case_dir/stderr" ] || { detail "$(cat "$case_dir/stderr")"; fail "diagnostics on stderr"; }
    n_src=$(ls "$case_dir"/b/gen/*.c | wc -l)
    n_obj=$(wc -l < "$case_dir/objects")
    [ "$n_src" -ge 2 ] && [ "$n_src" -eq "$n_obj" ] || fail "$n_obj objects printed for $n_src sources"
    while read -r obj; do
        [ -s "$obj" ] || fail "printed object $obj does not exist"
    done < "$case_dir/objects"
}

test_gen_build_target_list() {
    got=$(sh "$root/gen/rtprof-build" --targets | tr '\n' ' ')
    want=$(grep -v '^#' "$root/ports/cpu/targets" | cut -d'|' -f1 | tr '\n' ' ')
    [ "$got" != "" ] || fail "--targets printed nothing"
    [ "$got" = "$want" ] || fail "--targets printed '$got', ports/cpu/targets lists '$want'"
    [ "$(sh "$root/gen/rtprof-build" --cc cortex-m4f)" = "arm-none-eabi-gcc -mthumb -mcpu=cortex-m4 -mfloat-abi=hard -mfpu=fpv4-sp-d16" ] \
        || fail "--cc cortex-m4f: $(sh "$root/gen/rtprof-build" --cc cortex-m4f)"
}

# =============================================================================================
# Known generator bugs: these cases fail today and print as xfail. A known bug that passes is a
# FAIL, so that the entry is removed once the generator is fixed.
# =============================================================================================

known_bug() {
    case $1 in
        *) return 1 ;;
    esac
}

# =============================================================================================
# Runner.
# =============================================================================================

all_cases=$(sed -n 's/^\(test_gen_[a-z0-9_]*\)() {$/\1/p' "$0")
if [ $# -gt 0 ]; then
    for rq_case in "$@"; do
        case " $(printf '%s ' $all_cases)" in
            *" $rq_case "*) ;;
            *) printf '%s: no case %s\n' "$prog" "$rq_case" >&2; rm -rf "$scratch"; exit 2 ;;
        esac
    done
    cases=$*
else
    cases=$all_cases
fi

# The golden output: the base configuration, generated once; every output-folder case starts from it.
case_dir=$scratch/golden
mkdir "$case_dir"
touch -t "$stamp_time" "$scratch/stamp"
if ! (write_cfg "$case_dir/c.rtprof" && expect_generated "$case_dir/c.rtprof" "$case_dir/out" demo); then
    printf 'FAIL setup: the base configuration does not generate: %s\n' "$(cat "$case_dir/why" 2>/dev/null)"
    cat "$case_dir/detail" 2>/dev/null
    printf '  reproduce: %s\n' "$(cat "$case_dir/repro")"
    printf '  scratch kept: %s\n' "$scratch"
    exit 1
fi

passed=0
failed=0
xfailed=0
skipped=0
failed_names=
for name in $cases; do
    case_dir=$scratch/$name
    mkdir "$case_dir"
    (cd "$case_dir" && "$name")
    rc=$?
    why=$(cat "$case_dir/why" 2>/dev/null)
    if bug=$(known_bug "$name"); then
        if [ "$rc" -eq 1 ]; then
            printf 'xfail %s: known generator bug: %s\n' "$name" "$bug"
            xfailed=$((xfailed + 1))
            continue
        elif [ "$rc" -eq 0 ]; then
            rc=1
            why="passes now: remove it from known_bug() in tests/gen/test_gen.sh ($bug)"
        fi
    fi
    case $rc in
        0)
            printf 'ok %s\n' "$name"
            passed=$((passed + 1))
            rm -rf "$case_dir" ;;
        3)
            printf 'skip %s: %s\n' "$name" "$why"
            skipped=$((skipped + 1))
            rm -rf "$case_dir" ;;
        *)
            printf 'FAIL %s: %s\n' "$name" "${why:-exit status $rc}"
            [ ! -f "$case_dir/detail" ] || sed 's/^/  | /' "$case_dir/detail"
            if [ -f "$case_dir/repro" ]; then
                printf '  reproduce: %s\n' "$(tail -n 1 "$case_dir/repro")"
            fi
            printf '  rerun: sh %s %s %s\n' "$(q "$self")" "$(q "$root")" "$name"
            failed=$((failed + 1))
            failed_names="$failed_names $name" ;;
    esac
done

printf '%s: %d passed, %d failed, %d xfail (known bugs), %d skipped\n' \
    "$prog" "$passed" "$failed" "$xfailed" "$skipped"
if [ "$failed" -gt 0 ]; then
    printf '%s: failed:%s\n' "$prog" "$failed_names"
    printf '%s: scratch kept for inspection: %s\n' "$prog" "$scratch"
    exit 1
fi
rm -rf "$scratch"
exit 0
