# SPDX-License-Identifier: Apache-2.0
"""test_mutant_verdict.py: verification/mutants counts a mutant as rejected only when a prover
answered on a goal it failed (RTPROF-VER-002), with a stand-in for frama-c that prints WP's summary
line and writes the JSON report of one unproved goal, and stand-ins for why3, z3 and cvc4:
- every prover timed out on the goal: the mutant is TIMEOUT, listed apart, exit status 1;
- a prover answered Unknown, or Invalid (a counter-example): rejected, exit status 0;
- every goal proved: SURVIVED, exit status 1.

Usage: python3 tests/verification/test_mutant_verdict.py REPO
"""
import json
import os
import subprocess
import sys
import tempfile

REPO = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../.."))
MUTANT = "M03"  # a mutant of the core's rtprof_floor_share (verification/mutants.list)

FRAMA_C = r'''#!/bin/sh
out=
while [ $# -gt 0 ]; do
    [ "$1" = -wp-report-json ] && out=$2
    shift
done
[ -n "$out" ] && cp "$STANDIN_REPORT" "$out"
cat "$STANDIN_LOG"
'''


def goal(results):
    total = 1
    main = {"total": total, "valid": total} if results is None else {"total": total, results: 1}
    provers = {} if results is None else {"CVC4:1.8": {"total": 1, results: 1}, "Z3:4.8.12": {"total": 1, results: 1}}
    return {"wp:global": {}, "wp:functions": {"rtprof_floor_share": {"typed_rtprof_floor_share_ensures_exact":
                                                                    dict(provers, **{"wp:main": main})}}}


CASES = [
    # name, the provers' result on the goal (None: proved), WP's summary line, exit status, verdict
    ("every prover timed out", "timeout", "[wp] Proved goals:   60 / 61", 1, "TIMEOUT"),
    ("a prover answered Unknown", "unknown", "[wp] Proved goals:   60 / 61", 0, "rejected"),
    ("a counter-example", "invalid", "[wp] Proved goals:   60 / 61", 0, "rejected"),
    ("every goal proved", None, "[wp] Proved goals:   61 / 61", 1, "SURVIVED"),
]

failures = []
with tempfile.TemporaryDirectory() as tmp:
    bin_dir = os.path.join(tmp, "bin")
    os.makedirs(bin_dir)
    with open(os.path.join(bin_dir, "frama-c"), "w") as f:
        f.write(FRAMA_C)
    for tool, line in (("why3", "Why3 stand-in"), ("z3", "Z3 stand-in"), ("cvc4", "CVC4 stand-in")):
        with open(os.path.join(bin_dir, tool), "w") as f:
            f.write(f"#!/bin/sh\necho '{line}'\n")
    for name in os.listdir(bin_dir):
        os.chmod(os.path.join(bin_dir, name), 0o755)
    for name, results, summary, status, verdict in CASES:
        report, log = os.path.join(tmp, "report.json"), os.path.join(tmp, "log.txt")
        with open(report, "w") as f:
            json.dump(goal(results), f)
        with open(log, "w") as f:
            f.write(summary + "\n")
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], STANDIN_REPORT=report, STANDIN_LOG=log)
        r = subprocess.run(["sh", os.path.join(REPO, "verification/mutants"), MUTANT], env=env, capture_output=True, text=True)
        row = [line for line in r.stdout.splitlines() if line.startswith(MUTANT + " ")]
        ok = r.returncode == status and len(row) == 1 and row[0].split()[3] == verdict
        if verdict == "TIMEOUT":
            ok = ok and f"only timed out, not proved wrong: {MUTANT}" in r.stdout
        print(f"{'ok  ' if ok else 'FAIL'} {name}: exit {r.returncode}, {row[0].split()[3] if row else 'no row'}"
              f" (expected exit {status}, {verdict})")
        if not ok:
            failures.append(name)
            print(r.stdout[-600:], r.stderr[-600:])
print(f"test_mutant_verdict.py: {len(CASES) - len(failures)} of {len(CASES)} passed")
sys.exit(1 if failures else 0)
