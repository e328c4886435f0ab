#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# test_version_contract.sh: generated sources compile against lib/include/rtprof_types.h of their
# contract version and stop with the generator's #error against any other (RTPROF-GEN-008).
# Usage: test_version_contract.sh ROOT
set -u
root=$1
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT
sh "$root/gen/rtprof-gen" --config "$root/spec/configs/demo.rtprof" --out "$work/gen" || exit 1
printf '#include "rtprof.h"\n' > "$work/use.c"

if ! cc -std=c99 -I"$root/lib/include" -I"$work/gen" -c "$work/use.c" -o "$work/use.o"; then
    echo "FAIL test_version_contract_same_version: does not compile against its own rtprof_types.h"
    exit 1
fi
echo "ok test_version_contract_same_version"

mkdir "$work/other"
sed 's/^#define RTPROF_TYPES_API .*/#define RTPROF_TYPES_API 999/' "$root/lib/include/rtprof_types.h" \
    > "$work/other/rtprof_types.h"
grep -q 'RTPROF_TYPES_API 999' "$work/other/rtprof_types.h" || { echo "FAIL: could not make the other version"; exit 1; }
if cc -std=c99 -I"$work/other" -I"$root/lib/include" -I"$work/gen" -c "$work/use.c" -o "$work/use.o" \
    2> "$work/err"; then
    echo "FAIL test_version_contract_other_version: compiled against rtprof_types.h version 999"
    exit 1
fi
if ! grep -q 'differ in version; regenerate' "$work/err"; then
    echo "FAIL test_version_contract_other_version: failed, but not with the contract's #error:"
    cat "$work/err"
    exit 1
fi
echo "ok test_version_contract_other_version"
