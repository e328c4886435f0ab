#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check-outputs.sh: where the host tool writes its output files (RTPROF-HOST-009).
#
# Usage: check-outputs.sh RTPROF CORPUS WORK
#   RTPROF  the host tool (the sanitized build in CTest)
#   CORPUS  tests/tools/corpus: a committed dump is the input
#   WORK    a folder of this test's own, emptied first
#
# For csv, json and svg: "-" is standard output; a new file, an existing file (its mode kept) and a
# symbolic link to a file (the link kept, the file it leads to written) are written whole; a pipe and
# a device are written as they are, never replaced; the dump itself (by its name, through a link or a
# hard link) is refused with exit status 2 and left as it was; a link to nothing, a folder and a file
# in a folder that does not exist are refused with exit status 3 and nothing created. Each refusal is
# one line on stderr, and no temporary file is left behind. Prints one line per failure, then
# "N passed, N failed"; exit 1 on any failure.
set -u
LC_ALL=C
export LC_ALL
if [ $# -ne 3 ]; then
    echo "usage: check-outputs.sh RTPROF CORPUS WORK" >&2
    exit 2
fi
case $1 in /*) rtprof=$1 ;; *) rtprof=$(pwd)/$1 ;; esac
corpus=$(cd "$2" && pwd) || exit 2
work=$3
rm -rf "$work"
mkdir -p "$work" || exit 2
work=$(cd "$work" && pwd)
# the tool runs in the work folder: a file it writes by mistake under a relative name lands there
cd "$work" || exit 2
dump=$work/in.dump
cp "$corpus/cl_n8_e8_overwrite_t32up.dump" "$dump" || exit 2
dump_sum=$(sha256sum < "$dump")
passed=0
failed=0

ok() {
    if [ "$1" = 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $2"
    fi
}

# one line on stderr, exit status as expected, the dump as it was
refused() { # refused FORMAT STATUS OUT WHAT
    "$rtprof" "$1" "$dump" "$3" > "$work/stdout" 2> "$work/stderr"
    rc=$?
    [ "$rc" = "$2" ]; ok $? "$1 $4: exit status $rc, expected $2"
    [ "$(wc -l < "$work/stderr")" = 1 ]; ok $? "$1 $4: stderr is not one line: $(cat "$work/stderr")"
    [ ! -s "$work/stdout" ]; ok $? "$1 $4: something on stdout"
    [ "$(sha256sum < "$dump")" = "$dump_sum" ]; ok $? "$1 $4: the dump changed"
}

# no file of the tool's own left in the folder: every name in it is one the test made
leftovers() { # leftovers WHAT NAME...
    what=$1
    shift
    extra=$(ls -A "$work" | while IFS= read -r f; do
        case " stdout stderr $* " in *" $f "*) ;; *) printf '%s ' "$f" ;; esac
    done)
    [ -z "$extra" ]; ok $? "$what: left behind: $extra"
}

for format in csv json svg; do
    ref=$work/ref.$format
    rm -f "$ref"
    # standard output, the reference for every other case
    "$rtprof" "$format" "$dump" - > "$ref" 2> "$work/stderr"
    ok $? "$format -: exit status not 0"
    [ -s "$ref" ] && [ ! -s "$work/stderr" ]; ok $? "$format -: nothing on stdout, or something on stderr"
    [ ! -e "$work/-" ]; ok $? "$format -: a file named '-' was written"

    # a new file
    "$rtprof" "$format" "$dump" "$work/new.$format" 2> "$work/stderr"
    ok $? "$format new file: exit status not 0"
    cmp -s "$ref" "$work/new.$format"; ok $? "$format new file: differs from standard output"

    # an existing file: replaced whole, its mode kept
    echo old > "$work/old.$format"
    chmod 640 "$work/old.$format"
    "$rtprof" "$format" "$dump" "$work/old.$format" 2> "$work/stderr"
    ok $? "$format existing file: exit status not 0"
    cmp -s "$ref" "$work/old.$format"; ok $? "$format existing file: differs from standard output"
    [ "$(stat -c %a "$work/old.$format")" = 640 ]; ok $? "$format existing file: mode $(stat -c %a "$work/old.$format"), expected 640"

    # a symbolic link to a file: the link stays, the file it leads to is written
    mkdir -p "$work/sub"
    echo old > "$work/sub/target.$format"
    ln -sf "sub/target.$format" "$work/link.$format"
    "$rtprof" "$format" "$dump" "$work/link.$format" 2> "$work/stderr"
    ok $? "$format link: exit status not 0"
    [ -L "$work/link.$format" ] && [ "$(readlink "$work/link.$format")" = "sub/target.$format" ]
    ok $? "$format link: the link was replaced"
    cmp -s "$ref" "$work/sub/target.$format"; ok $? "$format link: the file it leads to differs from standard output"
    [ -z "$(ls -A "$work/sub" | grep -v '^target\.\(csv\|json\|svg\)$')" ]; ok $? "$format link: left behind in sub: $(ls -A "$work/sub")"

    # a pipe: written as it is, still a pipe after. Once the tool has exited, the reader is let go:
    # if the pipe is still there, by opening it for writing and closing it (which never blocks read
    # and write), so a tool that never opened it ends the read; if it was replaced, by a signal
    rm -f "$work/fifo"
    mkfifo "$work/fifo"
    cat "$work/fifo" > "$work/from-fifo" &
    reader=$!
    "$rtprof" "$format" "$dump" "$work/fifo" 2> "$work/stderr"
    ok $? "$format pipe: exit status not 0"
    if [ -p "$work/fifo" ]; then
        exec 4<> "$work/fifo"
        exec 4>&-
    else
        kill "$reader" 2> /dev/null
    fi
    wait "$reader"
    [ -p "$work/fifo" ]; ok $? "$format pipe: no longer a pipe"
    cmp -s "$ref" "$work/from-fifo"; ok $? "$format pipe: what was read differs from standard output"
    rm -f "$work/fifo" "$work/from-fifo"

    # a device: written as it is
    "$rtprof" "$format" "$dump" /dev/null 2> "$work/stderr"
    ok $? "$format /dev/null: exit status not 0"
    [ -c /dev/null ]; ok $? "$format /dev/null: no longer a character device"
    # a tool that replaced it (as root) must not leave the machine without it
    if [ ! -c /dev/null ] && [ "$(id -u)" = 0 ]; then
        rm -f /dev/null && mknod -m 666 /dev/null c 1 3
    fi
    # /dev/stdout where it is a link (as on Linux): the link stays, standard output gets the output
    if [ -L /dev/stdout ]; then
        stdout_link=$(readlink /dev/stdout)
        "$rtprof" "$format" "$dump" /dev/stdout 2> "$work/stderr" | cat > "$work/from-stdout"
        [ -L /dev/stdout ]; ok $? "$format /dev/stdout: the link was replaced"
        # a tool that replaced it (as root) must not leave the machine without it
        if [ ! -L /dev/stdout ] && [ "$(id -u)" = 0 ]; then
            rm -f /dev/stdout && ln -s "$stdout_link" /dev/stdout
        fi
        cmp -s "$ref" "$work/from-stdout"; ok $? "$format /dev/stdout: output differs from '-'"
        rm -f "$work/from-stdout"
    fi

    # the dump itself, by its name, through a link and through a hard link: refused, unchanged
    refused "$format" 2 "$dump" "the dump"
    ln -sf in.dump "$work/dump-link"
    refused "$format" 2 "$work/dump-link" "a link to the dump"
    [ -L "$work/dump-link" ]; ok $? "$format a link to the dump: the link was replaced"
    ln -f "$dump" "$work/dump-hard"
    refused "$format" 2 "$work/dump-hard" "a hard link to the dump"
    rm -f "$work/dump-link" "$work/dump-hard"

    # a link to nothing: refused, nothing created where it leads
    ln -sf missing.out "$work/dangling"
    refused "$format" 3 "$work/dangling" "a link to nothing"
    [ -L "$work/dangling" ] && [ ! -e "$work/missing.out" ]; ok $? "$format a link to nothing: something was created"
    rm -f "$work/dangling"

    # a folder, and a file in a folder that does not exist: refused
    refused "$format" 3 "$work/sub" "a folder"
    refused "$format" 3 "$work/nowhere/out.$format" "a missing folder"
    [ ! -e "$work/nowhere" ]; ok $? "$format a missing folder: it was created"

    # a folder the tool cannot write in (not as root, who can): refused, the file there unchanged
    if [ "$(id -u)" != 0 ]; then
        mkdir -p "$work/ro"
        echo old > "$work/ro/out.$format"
        chmod 555 "$work/ro"
        refused "$format" 3 "$work/ro/out.$format" "a read-only folder"
        [ "$(cat "$work/ro/out.$format")" = old ]; ok $? "$format a read-only folder: the file changed"
        chmod 755 "$work/ro"
        rm -rf "$work/ro"
    fi

    leftovers "$format" in.dump "ref.$format" "new.$format" "old.$format" "link.$format" sub \
        ref.csv new.csv old.csv link.csv ref.json new.json old.json link.json
done

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
