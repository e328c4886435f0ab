#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# test_modules.sh: a module the core has never heard of plugs in through the registry (RTPROF-GEN-012).
#
# Usage: sh tests/gen/test_modules.sh REPO-ROOT
# The probe (tests/gen/probe, never shipped) is copied into a copy of gen/ with one registry line added
# and nothing else changed; the copy must then generate, for a configuration that turns the probe on,
# each of its parts in the core's files, its header in the umbrella, its key validated and its derived
# value in the manifest, its region and value in the core's dump, and a library that compiles with
# the library's strict flags, counts the probe's hits and writes its dump; for configurations that leave it off, exactly the bytes the shipped generator writes.
# Output: "ok NAME" or "FAIL NAME: why" per check, then a summary line. Exit status 0 when every check
# passed, 1 otherwise, 2 bad usage.

LC_ALL=C
export LC_ALL
unset CDPATH

if [ $# -ne 1 ] || [ ! -f "$1/gen/rtprof-gen" ]; then
    printf 'usage: sh tests/gen/test_modules.sh REPO-ROOT\n' >&2
    exit 2
fi
root=$(cd "$1" && pwd) || exit 2
scratch=$(mktemp -d "${TMPDIR:-/tmp}/rtprof-test-modules.XXXXXX") || exit 1
passed=0
failed=0

ok() { printf 'ok %s\n' "$1"; passed=$((passed + 1)); }
bad() { printf 'FAIL %s: %s\n' "$1" "$2"; failed=$((failed + 1)); }
# check NAME COMMAND...: ok when the command succeeds
check() {
    check_name=$1
    shift
    if "$@" > "$scratch/check.out" 2>&1; then
        ok "$check_name"
    else
        bad "$check_name" "$(head -n 3 "$scratch/check.out" | tr '\n' ' ')"
    fi
}
# has FILE TEXT: FILE holds the fixed line TEXT
has() { grep -Fqx -- "$2" "$1"; }
# has_in FILE TEXT: FILE holds the fixed text TEXT within a line
has_in() { grep -Fq -- "$2" "$1"; }

# The generator with the probe: a copy of gen/, the probe's folder and one line in the registry.
cp -R "$root/gen" "$scratch/gen" || exit 1
cp -R "$root/tests/gen/probe" "$scratch/gen/templates/probe" || exit 1
printf 'probe|RTPROF_PROBE_SLOTS!=0\n' >> "$scratch/gen/templates/modules" || exit 1
gen=$scratch/gen/rtprof-gen

# Nothing of the core changed: the copy differs from gen/ only by the probe's folder and its line.
diff -r "$root/gen" "$scratch/gen" > "$scratch/gen.diff"
core_unchanged() {
    grep -v '^[0-9][0-9]*a[0-9][0-9]*$' "$scratch/gen.diff" | sort > "$scratch/gen.diff.seen"
    printf '%s\n' "> probe|RTPROF_PROBE_SLOTS!=0" "Only in $scratch/gen/templates: probe" \
        "diff -r $root/gen/templates/modules $scratch/gen/templates/modules" | sort > "$scratch/gen.diff.expected"
    diff "$scratch/gen.diff.expected" "$scratch/gen.diff.seen"
}
check plugs_in_without_core_edit core_unchanged

# Turned off (the key absent, or at its default 0): the same bytes as the shipped generator, for a
# configuration of each module set (the core and report alone, and with the context-switch log).
same_when_off() {
    for config in "$root/spec/configs/demo.rtprof" "$root/tests/cslog/cl_n8_e8_overwrite_t32up.rtprof"; do
        base=$(basename "$config" .rtprof)
        sh "$root/gen/rtprof-gen" --config "$config" --out "$scratch/off/shipped-$base" || return 1
        sh "$gen" --config "$config" --out "$scratch/off/probe-$base" || return 1
        diff -r "$scratch/off/shipped-$base" "$scratch/off/probe-$base" || return 1
        { cat "$config"; printf 'RTPROF_PROBE_SLOTS=0\n'; } > "$scratch/off/$base-0.rtprof"
        sh "$gen" --config "$scratch/off/$base-0.rtprof" --out "$scratch/off/zero-$base" || return 1
        for f in "$scratch/off/shipped-$base"/*; do
            case $f in *.manifest) continue ;; esac
            # the banner names the configuration file; every other byte is the same
            diff "$f" "$scratch/off/zero-$base/${f##*/}" | grep -v -e '^[0-9,c]*$' -e '^---$' -e 'Regenerate:' \
                | grep . && return 1
        done
    done
    return 0
}
check off_changes_nothing same_when_off

# Turned on: a tick configuration, so the library links with a few port functions of the test's own.
mkdir -p "$scratch/on"
cat > "$scratch/on/probe.rtprof" <<'EOF'
RTPROF_NAME=pr
RTPROF_PROCESS_COUNT=3
RTPROF_COUNTER_BITS=32
RTPROF_RESULT=int
RTPROF_ROUNDING=floor
RTPROF_INTERVAL=tick
RTPROF_TIMER_HZ=1000
RTPROF_WINDOW_MS=1000
RTPROF_PROBE_SLOTS=4
EOF
out=$scratch/on/out
if sh "$gen" --config "$scratch/on/probe.rtprof" --out "$out" 2> "$scratch/on/err"; then
    ok generates_with_probe
else
    bad generates_with_probe "$(cat "$scratch/on/err")"
fi
m=$out/pr_rtprof.manifest
check manifest_modules has "$m" "modules=core report probe"
check manifest_file has "$m" "file=pr_rtprof_probe.h"
check manifest_key has "$m" "key.RTPROF_PROBE_SLOTS=4"
check manifest_derived has "$m" "value.RTPROF_PROBE_MASK=3"
check umbrella_includes has "$out/rtprof.h" '#include "pr_rtprof_probe.h"'
check config_part has "$out/pr_rtprof_config.h" "#define RTPROF_PROBE_SLOTS 4u"
check internal_part has "$out/pr_rtprof_internal.h" "extern uint32_t rtprof_probe_hits[RTPROF_PROBE_SLOTS];"
check acsl_part has_in "$out/pr_rtprof.acsl" "predicate rtprof_probe_ok{L}"
check core_include_part has "$out/pr_rtprof.c" '#include "pr_rtprof_probe.h"'
check core_state_part has "$out/pr_rtprof.c" "uint32_t rtprof_probe_hits[RTPROF_PROBE_SLOTS]; /* hits per slot, saturating */"
check core_function_part has "$out/pr_rtprof.c" "rtprof_status_t rtprof_probe_hit(uint32_t slot)"
check core_reset_part has "$out/pr_rtprof.c" "static void rtprof_probe_reset(void)"
check core_init_part has "$out/pr_rtprof.c" "    rtprof_probe_reset();"
check init_contract_part has "$out/pr_rtprof.h" "    ensures probe: \\forall integer i; 0 <= i < RTPROF_PROBE_SLOTS ==> rtprof_probe_hits[i] == 0;"
check manifest_dump_header has "$m" "file=pr_rtprof_dump.h"
check manifest_dump_writer has "$m" "file=pr_rtprof_dump.c"
check umbrella_includes_dump has "$out/rtprof.h" '#include "pr_rtprof_dump.h"'
check dump_value_part has "$out/pr_rtprof.c" "     0u, 0u, RTPROF_TIMER_HZ, RTPROF_WINDOW_MS, RTPROF_PROBE_SLOTS, 0u, 0u},"
check dump_region_part has "$out/pr_rtprof.c" "     {200u, (uint32_t)sizeof(rtprof_probe_hits), rtprof_probe_hits}}};"

# The parts are where the registry puts them: the probe's function after every core function.
last_core=$(grep -n '^rtprof_status_t rtprof_get_' "$out/pr_rtprof.c" | tail -n 1 | cut -d: -f1)
probe_fn=$(grep -n '^rtprof_status_t rtprof_probe_hit' "$out/pr_rtprof.c" | cut -d: -f1)
check functions_after_core [ "${probe_fn:-0}" -gt "${last_core:-999999}" ]
# its reset before rtprof_init, its call inside it, its contract's part in rtprof_init's contract
reset_fn=$(grep -n '^static void rtprof_probe_reset' "$out/pr_rtprof.c" | cut -d: -f1)
init_fn=$(grep -n '^void rtprof_init(void)' "$out/pr_rtprof.c" | cut -d: -f1)
init_call=$(grep -n '^    rtprof_probe_reset();' "$out/pr_rtprof.c" | cut -d: -f1)
check reset_before_init [ "${reset_fn:-999999}" -lt "${init_fn:-0}" ] && [ "${init_call:-0}" -gt "${init_fn:-999999}" ]
init_decl=$(grep -n '^void rtprof_init(void);' "$out/pr_rtprof.h" | cut -d: -f1)
init_part=$(grep -n '^    ensures probe:' "$out/pr_rtprof.h" | cut -d: -f1)
check init_contract_before_init [ "${init_part:-999999}" -lt "${init_decl:-0}" ] && [ $(( ${init_decl:-0} - ${init_part:-0} )) -le 3 ]

# The probe's key is validated as the core's are: one line naming the key, the value and the range.
{ grep -v PROBE "$scratch/on/probe.rtprof"; printf 'RTPROF_PROBE_SLOTS=3\n'; } > "$scratch/on/bad.rtprof"
bad_key() {
    sh "$gen" --config "$scratch/on/bad.rtprof" --out "$scratch/on/bad-out" 2> "$scratch/on/bad.err"
    [ $? -eq 2 ] && [ ! -e "$scratch/on/bad-out" ] && [ "$(wc -l < "$scratch/on/bad.err")" -eq 1 ] &&
        has "$scratch/on/bad.err" "rtprof-gen: error: $scratch/on/bad.rtprof:9: RTPROF_PROBE_SLOTS=3: not an allowed value; allowed: 0 | 2 | 4 | 8"
}
check bad_probe_key_refused bad_key

# The library with the probe compiles with the library's strict flags and counts hits.
cat > "$scratch/on/main.c" <<'EOF'
#include <stdio.h>
#include "rtprof.h"
#include "rtprof_port.h"
uint32_t rtprof_port_critical_enter(void) { return 0u; }
void rtprof_port_critical_exit(uint32_t key) { (void)key; }
uint32_t rtprof_port_timer_read32(void) { return 0u; }
uint64_t rtprof_port_timer_read64(void) { return 0u; }
uint32_t rtprof_port_interval(void) { return 1u; }
const char *rtprof_port_task_name(uint32_t task) { (void)task; return NULL; }
uint32_t rtprof_port_stack_slack(uint32_t task) { (void)task; return 0u; }
static unsigned calls;
static unsigned long bytes;
rtprof_status_t rtprof_dump_out(void *sink, const void *data, uint32_t length)
{
    (void)sink;
    (void)data;
    calls++;
    bytes += length;
    return RTPROF_OK;
}
int main(void)
{
    unsigned i;
    unsigned long table = 0u;
    rtprof_status_t written;
    rtprof_init();
    (void)rtprof_probe_hit(1u);
    (void)rtprof_probe_hit(5u); /* slot 1 modulo 4 */
    (void)rtprof_probe_hit(2u);
    printf("%u %u %u %u\n", (unsigned)rtprof_probe_count(0u), (unsigned)rtprof_probe_count(1u),
           (unsigned)rtprof_probe_count(2u), (unsigned)rtprof_probe_count(3u));
    rtprof_init(); /* resets the probe through its core-init part */
    printf("%u %u %u %u\n", (unsigned)rtprof_probe_count(0u), (unsigned)rtprof_probe_count(1u),
           (unsigned)rtprof_probe_count(2u), (unsigned)rtprof_probe_count(3u));
    /* the dump: the core's six regions (int results), then the probe's, and its value in the header */
    printf("%u regions, last kind %u of %u bytes, values %u %u %u %u\n", (unsigned)rtprof_dump_header.region_count,
           (unsigned)rtprof_dump_header.region[rtprof_dump_header.region_count - 1u].kind,
           (unsigned)rtprof_dump_header.region[rtprof_dump_header.region_count - 1u].bytes,
           (unsigned)rtprof_dump_header.config[4], (unsigned)rtprof_dump_header.config[9],
           (unsigned)rtprof_dump_header.config[10], (unsigned)rtprof_dump_header.config[11]);
    for (i = 0u; i < rtprof_dump_header.region_count; i++)
    {
        table += rtprof_dump_header.region[i].bytes;
    }
    written = rtprof_dump_write(NULL);
    printf("%d %u %d\n", (int)written, calls, bytes == (unsigned long)rtprof_dump_header.header_bytes + table);
    return 0;
}
EOF
cc_lib() {
    # shellcheck disable=SC2046 # one word per flag
    cc -std=c99 $(sh "$root/gen/rtprof-strict-flags") -I "$out" -I "$root/lib/include" \
        -c "$out/pr_rtprof.c" -o "$scratch/on/lib.o" &&
        cc -std=c99 $(sh "$root/gen/rtprof-strict-flags") -I "$out" -I "$root/lib/include" \
            -c "$out/pr_rtprof_dump.c" -o "$scratch/on/dump.o" &&
        cc -std=c99 -I "$out" -I "$root/lib/include" -c "$scratch/on/main.c" -o "$scratch/on/main.o" &&
        cc -o "$scratch/on/probe" "$scratch/on/main.o" "$scratch/on/lib.o" "$scratch/on/dump.o"
}
check compiles_strict cc_lib
counts() { [ "$("$scratch/on/probe")" = "0 2 1 0
0 0 0 0
7 regions, last kind 200 of 16 bytes, values 0 4 0 0
0 8 1" ]; }
check counts_hits counts

printf 'test_modules.sh: %d passed, %d failed\n' "$passed" "$failed"
if [ "$failed" -gt 0 ]; then
    printf 'test_modules.sh: scratch kept for inspection: %s\n' "$scratch"
    exit 1
fi
rm -rf "$scratch"
exit 0
