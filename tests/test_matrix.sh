#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# test_matrix.sh: tests/matrix-configs on scratch trees: the order it lists, the folders its check
# skips, and each fault of tests/matrix or of the tree refused with its one line and no output. The
# matrix is the set of configurations verification/prove proves by default (RTPROF-VER-001), which
# CTest tests and safety/report analyses too.
# Usage: sh tests/test_matrix.sh ROOT. Exit status: 0 every case as expected, 1 otherwise.
set -u
LC_ALL=C
export LC_ALL
root=${1:?usage: test_matrix.sh ROOT}
work=$(mktemp -d "${TMPDIR:-/tmp}/rtprof-test-matrix.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
trap 'exit 1' HUP INT TERM
failed=0
n=0

fail() {
    echo "FAIL $case: $*"
    failed=1
}

# tree NAME [FILE...]: a scratch repository $work/NAME with the reader and FILE... (each a path
# relative to it, created empty); its tests/matrix is written by the case
tree() {
    case=$1
    n=$((n + 1))
    t=$work/$1
    shift
    mkdir -p "$t/tests"
    cp "$root/tests/matrix-configs" "$t/tests/"
    for f in "$@"; do
        mkdir -p "$t/$(dirname "$f")"
        : > "$t/$f"
    done
}

# run ARGS...: run the scratch tree's reader; status in $status, outputs in $work/out and $work/err
run() {
    sh "$t/tests/matrix-configs" "$@" > "$work/out" 2> "$work/err"
    status=$?
}

# refused STATUS NEEDLE ARGS...: the reader with ARGS exits STATUS, writes nothing on stdout and one
# line on stderr, holding NEEDLE; refused_among: NEEDLE is one of the lines on stderr (the check
# names every fault it finds)
refused() {
    refused_among "$@"
    [ "$(wc -l < "$work/err")" -eq 1 ] || fail "$*: expected one line on stderr, got: $(cat "$work/err")"
}
refused_among() {
    want=$1
    needle=$2
    shift 2
    run "$@"
    [ "$status" = "$want" ] || fail "$*: exit status $status, expected $want"
    [ ! -s "$work/out" ] || fail "$*: wrote on stdout: $(head -n 1 "$work/out")"
    grep -q -F -- "$needle" "$work/err" || fail "$*: stderr lacks '$needle': $(cat "$work/err")"
}

# The list: folders in the order of their lines, files in C-locale name order, outside folders and
# files that are not configurations left out.
tree order z/B.rtprof z/a.rtprof z/a_b.rtprof z/a-b.rtprof z/notes.txt a/m.rtprof o/x.rtprof
cat > "$t/tests/matrix" <<'EOF'
# comment

  # indented comment
matrix z/  the z folder
matrix a   the a folder
outside o  used elsewhere
EOF
run
printf '%s\n' "$t/z/B.rtprof" "$t/z/a-b.rtprof" "$t/z/a.rtprof" "$t/z/a_b.rtprof" "$t/a/m.rtprof" > "$work/expected"
[ "$status" = 0 ] || fail "list: exit status $status: $(cat "$work/err")"
cmp -s "$work/out" "$work/expected" || fail "list: got $(tr '\n' ' ' < "$work/out"), expected $(tr '\n' ' ' < "$work/expected")"
run --find a-b
{ [ "$status" = 0 ] && [ "$(cat "$work/out")" = "$t/z/a-b.rtprof" ]; } || fail "--find a-b: $status $(cat "$work/out" "$work/err")"
refused 1 "no configuration x in the matrix" --find x
refused 2 "usage:" --find
refused 2 "usage:" --list
run --check
[ "$status" = 0 ] || fail "--check: exit status $status: $(cat "$work/err")"
grep -q '^outside  *o  *1$' "$work/out" || fail "--check does not count o: $(cat "$work/out")"

# The check skips .git, build/, build-*/ and CMake build trees, and nothing else.
tree skips c/c.rtprof .git/x/x.rtprof build/x/x.rtprof build-arm/x/x.rtprof out/CMakeCache.txt out/sub/x.rtprof
echo 'matrix c  the c folder' > "$t/tests/matrix"
run --check
[ "$status" = 0 ] || fail "--check: exit status $status: $(cat "$work/err")"
mkdir -p "$t/builder" && : > "$t/builder/x.rtprof"
refused 1 "builder holds configurations (x.rtprof) that tests/matrix does not list" --check

# A folder of configurations that tests/matrix does not list, or a subfolder of a listed one.
tree unlisted c/c.rtprof new/n.rtprof
echo 'matrix c  the c folder' > "$t/tests/matrix"
run
[ "$status" = 0 ] || fail "the list should not walk the tree: exit status $status"
refused 1 'add "matrix new WHAT" or "outside new WHY"' --check
tree subfolder c/c.rtprof c/deeper/d.rtprof
echo 'matrix c  the c folder' > "$t/tests/matrix"
refused 1 "c/deeper holds configurations (d.rtprof)" --check

# Faults of tests/matrix itself, refused by every use.
tree lines c/c.rtprof d/d.rtprof
for bad in 'outside d' 'matrix d' 'inside d  why' 'matrix' 'matrix /d  abs' 'matrix c/../d  up' 'matrix ./d  here' \
           'matrix d  one' 'matrix e  none' 'matrix empty  none'; do
    printf 'matrix c  the c folder\n%s\n' "$bad" > "$t/tests/matrix"
    case $bad in
        'outside d') needle="tests/matrix:2: outside d: say why it is outside the matrix" ;;
        'matrix d') needle="tests/matrix:2: matrix d: say what its configurations are" ;;
        'inside d  why' | matrix) needle='tests/matrix:2: expected "matrix FOLDER WHAT" or "outside FOLDER WHY"' ;;
        'matrix /d  abs' | 'matrix c/../d  up' | 'matrix ./d  here') needle="tests/matrix:2: $(echo "$bad" | cut -d' ' -f2): a folder relative to the repository root" ;;
        'matrix d  one') printf 'matrix d  again\n' >> "$t/tests/matrix"; needle="tests/matrix:3: d listed again (first at line 2)" ;;
        'matrix e  none') needle="tests/matrix:2: e: no such folder" ;;
        'matrix empty  none') mkdir -p "$t/empty"; : > "$t/empty/e.txt"; needle="tests/matrix:2: empty holds no configuration (*.rtprof)" ;;
    esac
    refused 1 "$needle"
    refused 1 "$needle" --find c
    refused_among 1 "$needle" --check
done

# An outside folder gone or emptied: only the check says so (the list is still whole).
tree stale c/c.rtprof o/notes.txt
printf 'matrix c  c\noutside o  elsewhere\noutside gone  elsewhere\n' > "$t/tests/matrix"
run
[ "$status" = 0 ] || fail "the list with a stale outside line: exit status $status: $(cat "$work/err")"
refused_among 1 "tests/matrix:2: o holds no configuration (*.rtprof)" --check
refused_among 1 "tests/matrix:3: gone: no such folder" --check

# Configuration names: unique across the matrix (an outside folder may repeat one), plain.
tree names a/same.rtprof b/same.rtprof o/same.rtprof
printf 'matrix a  a\noutside o  elsewhere\n' > "$t/tests/matrix"
run
[ "$status" = 0 ] || fail "a name in an outside folder too: exit status $status: $(cat "$work/err")"
printf 'matrix a  a\nmatrix b  b\n' > "$t/tests/matrix"
refused 1 "tests/matrix: same names more than one configuration of the matrix: a/same.rtprof, b/same.rtprof"
tree spaces 'a/a b.rtprof'
printf 'matrix a  a\n' > "$t/tests/matrix"
refused 1 "tests/matrix:1: a/a b.rtprof: name a configuration of the matrix with letters, digits, _ and -"
printf 'outside a  elsewhere\n' > "$t/tests/matrix"
run --check
[ "$status" = 0 ] || fail "any file name in an outside folder: exit status $status: $(cat "$work/err")"

# No tests/matrix is an error, not an empty matrix.
tree missing
refused 1 "cannot read tests/matrix"

if [ "$failed" = 0 ]; then
    echo "test_matrix: $n scratch trees, every case as expected"
fi
exit $failed
