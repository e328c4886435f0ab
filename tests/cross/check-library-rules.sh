#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-library-rules.sh: checks the structural rules of every generated library on the files and
# objects themselves: no volatile and no hardware access (RTPROF-LIB-003), only the freestanding
# headers (and the ACSL logic file, comments only) and no external symbol but the port's
# (RTPROF-LIB-001, RTPROF-PORT-007; host objects), every global symbol public-prefixed (RTPROF-LIB-004), no #if selecting features in a source and headers with
# only their guard and the version check (RTPROF-GEN-007), and every public function returning
# rtprof_status_t or nothing (RTPROF-RES-001).
# Usage: check-library-rules.sh ROOT GENERATED-DIR...
# Output: "FAIL: ..." lines, then a summary; exit status 0 when every rule holds, 1 otherwise.
set -u
root=$1
shift
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
failed=0
checked=0

fail() {
    echo "FAIL: $*"
    failed=$((failed + 1))
}

# strip FILE: FILE without comments (the C preprocessor's own comment removal, no expansion).
strip() {
    gcc -fpreprocessed -dD -E -P "$1" 2>/dev/null
}

for dir in "$@"; do
    dir=${dir%/}
    cfg=${dir##*/}
    for file in "$dir"/*.c "$dir"/*.h "$dir"/*.acsl; do
        name=${file##*/}
        strip "$file" > "$work/code"
        checked=$((checked + 1))
        # RTPROF-LIB-003: no volatile object, no address turned into a pointer
        if grep -n -w 'volatile' "$work/code" > "$work/hit"; then
            fail "$cfg/$name: volatile: $(head -n 1 "$work/hit")"
        fi
        if grep -n -E '\(\s*(volatile\s+)?u?int[0-9]+_t\s*\*\s*\)\s*0x' "$work/code" > "$work/hit"; then
            fail "$cfg/$name: integer address cast to a pointer: $(head -n 1 "$work/hit")"
        fi
        # RTPROF-LIB-001: only the freestanding headers and rtprof's own
        grep -E '^\s*#\s*include' "$work/code" | while read -r line; do
            case $line in
                *'<stdint.h>'* | *'<stdbool.h>'* | *'<stddef.h>'* | *'"rtprof'*'.h"'* | *'_rtprof'*'.h"'* | *'"rtprof.acsl"'* | *'_rtprof.acsl"'*) ;;
                *) echo "FAIL: $cfg/$name: include outside the freestanding set: $line" ;;
            esac
        done > "$work/inc"
        if [ -s "$work/inc" ]; then
            cat "$work/inc"
            failed=$((failed + $(wc -l < "$work/inc")))
        fi
        # RTPROF-GEN-007: sources select nothing; a header has its guard and, for the configuration
        # header, the contract-version check
        conds=$(grep -c -E '^\s*#\s*(if|ifdef|ifndef|elif)\b' "$work/code")
        case $name in
            *.c) allowed=0 ;;
            *_rtprof_config.h) allowed=2 ;;
            *) allowed=1 ;;
        esac
        if [ "$conds" -gt "$allowed" ]; then
            fail "$cfg/$name: $conds conditional directives, at most $allowed allowed (guard, version check)"
        fi
    done
    # RTPROF-RES-001: every public function returns rtprof_status_t or void
    # (the report's header when the configuration has the report, RTPROF_REPORT=yes)
    cat "$dir"/*_rtprof.h > "$work/api.h"
    for header in "$dir"/*_rtprof_report.h; do
        [ ! -e "$header" ] || cat "$header" >> "$work/api.h"
    done
    strip "$work/api.h" |
        grep -E '^[a-z_0-9 ]+\brtprof_[a-z_0-9]+\s*\(' | grep -v -E '^(rtprof_status_t|void) rtprof_' > "$work/bad"
    if [ -s "$work/bad" ]; then
        fail "$cfg: public functions that return neither rtprof_status_t nor void: $(tr '\n' ' ' < "$work/bad")"
    fi
    # RTPROF-LIB-001/004, RTPROF-PORT-007: the objects, built as every build of the library builds
    # them (gen/strict-flags: without them GCC turns a long zeroing loop into a call of memset), define
    # only rtprof_ names and need nothing but the port's functions
    for src in "$dir"/*.c; do
        # shellcheck disable=SC2046 # one word per flag
        if ! gcc -O2 $(sh "$root/gen/rtprof-strict-flags") -I"$root/lib/include" -I"$dir" -c "$src" -o "$work/x.o" 2> "$work/log"; then
            fail "$cfg/${src##*/}: does not compile: $(head -n 1 "$work/log")"
            continue
        fi
        nm -g --defined-only "$work/x.o" | awk '{print $3}' > "$work/defined"
        nm -u "$work/x.o" | awk '{print $2}' > "$work/undefined"
        grep -v -E '^rtprof_' "$work/defined" > "$work/bad"
        if [ -s "$work/bad" ]; then
            fail "$cfg/${src##*/}: global symbols without the rtprof_ prefix: $(tr '\n' ' ' < "$work/bad")"
        fi
        for sym in $(grep -E '^rtprof_' "$work/defined"); do
            if ! grep -q -w "$sym" "$dir"/*.h "$root"/lib/include/*.h; then
                fail "$cfg/${src##*/}: global $sym is declared in no header: it should be static"
            fi
        done
        grep -v -E '^rtprof_' "$work/undefined" > "$work/bad"
        if [ -s "$work/bad" ]; then
            fail "$cfg/${src##*/}: external symbols outside the library and its port: $(tr '\n' ' ' < "$work/bad")"
        fi
        grep -E '^rtprof_' "$work/undefined" | grep -v -E '^rtprof_port_' > "$work/ext"
        for sym in $(cat "$work/ext"); do
            if ! grep -q -w "$sym" "$dir"/*.h; then
                fail "$cfg/${src##*/}: needs $sym, which no generated header declares"
            fi
        done
    done
done
echo "library rules: $checked files in $# configurations, $failed failures"
[ "$failed" -eq 0 ]
