#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-cross.sh: compile every generated source, and every generated header alone, with the library's
# warnings-as-errors flags, by the compiler of every target of ports/cpu/targets (the host's and the
# cross compilers, each with its CPU flags), at -Os and -O2
# (RTPROF-LIB-001, RTPROF-LIB-002).
# Usage: check-cross.sh ROOT "FLAGS" GENERATED-DIR...
set -u
root=$1
flags=$2
shift 2
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
units=0
failed=0

# compile_all COMPILER [TARGET-FLAGS...]: every file of every generated folder.
compile_all() {
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "FAIL: $1 not found (tests/run installs it)"
        failed=$((failed + 1))
        return
    fi
    for dir in $dirs; do
        for opt in -Os -O2; do
            for file in "$dir"/*.c "$dir"/*.h; do
                case $file in
                    *.c) src=$file ;;
                    *) src=$work/alone.c; printf '#include "%s"\n' "${file##*/}" > "$src" ;;
                esac
                # shellcheck disable=SC2086 # FLAGS is a list of words
                if ! "$@" -std=c99 $flags $opt -I"$root/lib/include" -I"$dir" -c "$src" -o "$work/x.o" \
                    > "$work/log" 2>&1; then
                    echo "FAIL: $* $opt ${file##*/} (${dir##*/})"
                    sed 's/^/    /' "$work/log" | head -n 20
                    failed=$((failed + 1))
                fi
                units=$((units + 1))
            done
        done
    done
}

# The build folders hold no blanks; they are kept as one word list.
dirs="$*"
for target in $(sh "$root/gen/rtprof-build" --targets); do
    # shellcheck disable=SC2046 # the target's compiler and flags, one word each
    compile_all $(sh "$root/gen/rtprof-build" --cc "$target")
done
echo "cross_compile: $units compilations (every target of ports/cpu/targets: $(sh "$root/gen/rtprof-build" --targets | tr '\n' ' ' | sed 's/ $//'); -Os and -O2; sources, and headers alone), $failed failed"
[ "$failed" -eq 0 ]
