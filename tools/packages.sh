# SPDX-License-Identifier: Apache-2.0
# packages.sh: sourced by the Quick-start scripts; installs missing Debian packages or says how to.

# rtprof_need_packages PACKAGE...: when one of the Debian packages is missing, install them all as
# root (apt-get, non-interactive), or, for another user, print the apt-get line to run and exit 1.
rtprof_need_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "note: no dpkg here; make sure these are installed: $*" >&2
        return 0
    fi
    missing=
    for package in "$@"; do
        case $(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null) in
            installed) ;;
            *) missing="$missing $package" ;;
        esac
    done
    [ -n "$missing" ] || return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "missing Debian packages:$missing" >&2
        echo "install them as root, then run this again:" >&2
        echo "    apt-get install -y$missing" >&2
        exit 1
    fi
    echo "installing Debian packages:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q || exit 1
    # shellcheck disable=SC2086 # one word per package
    apt-get install -y -q --no-install-recommends $missing || exit 1
}

# Packages the demo needs: the generator (m4, coreutils) and a host C toolchain with CMake.
RTPROF_DEMO_PACKAGES="m4 coreutils cmake make gcc libc6-dev"
# And the tests: cmocka, the cross compilers of RTPROF-LIB-002, newlib and QEMU for the firmware.
RTPROF_TEST_PACKAGES="$RTPROF_DEMO_PACKAGES libcmocka-dev gcc-arm-none-eabi gcc-riscv64-unknown-elf \
    libnewlib-arm-none-eabi qemu-system-arm qemu-system-misc python3 python3-jsonschema librsvg2-bin \
    clang libclang-rt-14-dev gdb-multiarch"
# And the reference firmware of the Quick start: the Arm cross compiler with newlib, QEMU; the host
# compiler and python3 for the host tool that decodes its dump and the check of its log, and
# librsvg2-bin for the check of its timeline's picture.
RTPROF_FIRMWARE_PACKAGES="m4 coreutils gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm \
    gcc libc6-dev python3 librsvg2-bin"
# And the benchmark (tests/bench/run): both cross compilers, newlib, QEMU for Arm and RISC-V.
RTPROF_BENCH_PACKAGES="m4 coreutils gcc-arm-none-eabi gcc-riscv64-unknown-elf libnewlib-arm-none-eabi \
    qemu-system-arm qemu-system-misc python3"
# And the proofs (verification/prove, verification/mutants): Frama-C with WP and Eva, Why3 and the
# SMT solvers it drives, python3 for the report tables.
RTPROF_PROOF_PACKAGES="m4 coreutils frama-c-base why3 z3 cvc4 python3"
