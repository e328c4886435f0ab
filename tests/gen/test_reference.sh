#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# test_reference.sh: checks that the committed output lib/generated/<X>/ of every reference configuration spec/configs/<X>.rtprof is exactly what the generator gives today (RTPROF-GEN-009).
#
# Usage: sh tests/gen/test_reference.sh REPO-ROOT
# Output: one line per configuration, "ok reference X" or "FAIL reference X: why" followed by the
#   differences and the command that updates the committed output; then a summary.
# Exit status: 0 every committed output is current, 1 a difference, a missing or orphaned folder or
#   a generator failure, 2 bad usage.

LC_ALL=C
export LC_ALL
unset CDPATH

prog=test_reference.sh

if [ $# -ne 1 ] || [ ! -f "$1/gen/rtprof-gen" ]; then
    printf 'usage: sh tests/gen/test_reference.sh REPO-ROOT\n' >&2
    exit 2
fi
root=$(cd "$1" && pwd) || exit 2
cd "$root" || exit 2

scratch=$(mktemp -d "${TMPDIR:-/tmp}/rtprof-test-reference.XXXXXX") || {
    printf '%s: cannot create a scratch folder\n' "$prog" >&2
    exit 1
}
trap 'rm -rf "$scratch"' EXIT
trap 'exit 1' HUP INT TERM

passed=0
failed=0

# bad X WHY: report configuration X as failed.
bad() {
    printf 'FAIL reference %s: %s\n' "$1" "$2"
    failed=$((failed + 1))
}

for cfg in spec/configs/*.rtprof; do
    if [ ! -f "$cfg" ]; then
        bad '(none)' "no reference configuration spec/configs/*.rtprof"
        break
    fi
    x=${cfg##*/}
    x=${x%.rtprof}
    ref=lib/generated/$x
    fix="sh gen/rtprof-gen --config $cfg --out $ref"
    if [ ! -d "$ref" ]; then
        bad "$x" "$ref does not exist; create it with: $fix"
        continue
    fi
    if ! sh gen/rtprof-gen --config "$cfg" --out "$scratch/$x" > "$scratch/$x.log" 2>&1; then
        bad "$x" "the generator refused $cfg: $(head -n 1 "$scratch/$x.log")"
        continue
    fi
    if ! diff -r "$ref" "$scratch/$x" > "$scratch/$x.diff" 2>&1; then
        bad "$x" "$ref differs from a fresh generation (lines '<' committed, '>' generated now)"
        sed -e "s|$scratch/$x|<generated>|g" -e 's/^/  | /' "$scratch/$x.diff" | head -n 60
        [ "$(wc -l < "$scratch/$x.diff")" -le 60 ] || printf '  | ... (diff cut at 60 lines)\n'
        printf '  update (then review the diff and commit): rm -rf %s && %s\n' "$ref" "$fix"
        continue
    fi
    printf 'ok reference %s\n' "$x"
    passed=$((passed + 1))
done

# A committed output without its configuration is stale.
for ref in lib/generated/*; do
    [ -d "$ref" ] || continue
    x=${ref##*/}
    [ -f "spec/configs/$x.rtprof" ] || bad "$x" "$ref has no configuration spec/configs/$x.rtprof; remove it or add the configuration"
done

printf '%s: %d passed, %d failed\n' "$prog" "$passed" "$failed"
[ "$failed" -eq 0 ]
