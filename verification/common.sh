# SPDX-License-Identifier: Apache-2.0
# verification/common.sh: sourced by verification/prove and verification/mutants, so that a mutant is
# judged by exactly the tools and options the proofs use. Needs $root set to the repository.

# rtprof_proof_setup NAME: install the proof packages (as root), check the tools, register the
# provers with Why3; exit 2 with a message naming NAME when something is missing.
rtprof_proof_setup() {
    . "$root/tools/packages.sh"
    # shellcheck disable=SC2086 # one word per package
    rtprof_need_packages $RTPROF_PROOF_PACKAGES
    for tool in frama-c why3 z3 cvc4 m4 python3; do
        command -v "$tool" >/dev/null 2>&1 || { echo "$1: $tool not found" >&2; exit 2; }
    done
    why3 config detect >/dev/null 2>&1 || { echo "$1: why3 config detect failed" >&2; exit 2; }
}

# The kernel's run-time-error options: unsigned wrap and every narrowing is an obligation.
RTPROF_FRAMA_WARN="-warn-unsigned-overflow -warn-unsigned-downcast -warn-signed-downcast -no-unicode"

# rtprof_wp_options TIMEOUT JOBS: the WP options of every proof run.
rtprof_wp_options() {
    echo "-wp -wp-rte -wp-prover cvc4,z3 -wp-timeout $1 -wp-par $2 -wp-auto wp:bitshift -wp-no-warn-memory-model"
}
