# SPDX-License-Identifier: Apache-2.0
# shellcheck shell=sh
# host-build.sh: sourced by the function profile's host checks (check-gprof-host.sh,
# check-gprof-arcs-full.sh): a host program built the way a user profiling a whole program builds
# one, every file given the same instrumentation flags (RTPROF-PROF-005, RTPROF-PROF-006).
#
# prof_flags: what such a user gives every file (-no-pie, so that run-time addresses are link-time
# ones, as gprof needs).
# prof_host_build ROOT CONFIG PROGRAM CFLAGS SOURCE...: in the current folder, builds the library of
# CONFIG with gen/rtprof-build given prof_flags (it must leave the instrumentation out), compiles
# the host port, the -finstrument-functions shim and tests/prof/host_support.c at -O1 and each
# SOURCE with CFLAGS, all with prof_flags, and links PROGRAM. Sets prof_lib (the library's archive).
# Returns 0, or 1 after one line on stdout naming what failed.
prof_flags="-finstrument-functions -fno-optimize-sibling-calls -fno-inline -no-pie"

prof_host_build() {
    _root=$1
    _config=$2
    _program=$3
    _cflags=$4
    shift 4
    prof_lib=$(sh "$_root/gen/rtprof-build" --config "$_config" --target host --out lib --cflags "$prof_flags") || {
        echo "the library of $_config did not build"
        return 1
    }
    _cc=${CC:-cc}
    _objects=
    for _src in "$_root/ports/cpu/posix/rtprof_port_posix.c" "$_root/ports/cpu/common/rtprof_prof_instrument.c" \
        "$_root/tests/prof/host_support.c" "$@"; do
        case $_src in
            "$_root"/tests/prof/host_support.c|"$_root"/ports/*) _opt=-O1 ;;
            *) _opt=$_cflags ;;
        esac
        _object=$(basename "$_src" .c).o
        # shellcheck disable=SC2086 # one word per flag
        $_cc -std=c99 -g $_opt $prof_flags -I lib/gen -I "$_root/lib/include" -I "$_root/ports/cpu/posix" -I "$_root/tests/prof" \
            -c "$_src" -o "$_object" || {
            echo "cannot compile $_src"
            return 1
        }
        _objects="$_objects $_object"
    done
    # shellcheck disable=SC2086 # one word per object
    $_cc -no-pie -o "$_program" $_objects $prof_lib || {
        echo "cannot link $_program"
        return 1
    }
}
