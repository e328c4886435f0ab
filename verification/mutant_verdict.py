#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""mutant_verdict.py: how WP failed to prove a mutant (verification/mutants, RTPROF-VER-002).

Usage: mutant_verdict.py WP-REPORT.json

Reads the JSON report WP wrote (-wp-report-json) and prints one line: "answered N timeout M", where
N counts the goals not proved on which some prover answered (Unknown: it gave up with an answer, or
Invalid: a counter-example) and M the goals not proved on which every prover ran out of time or steps.
A mutant is proved wrong only by an answer: a goal that times out may be true. Exit 2 on a report it
cannot read."""
import json
import sys

ANSWERS = ("unknown", "invalid")
NOT_PROVERS = ("wp:main", "qed", "script")


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: mutant_verdict.py WP-REPORT.json\n")
        return 2
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            report = json.load(f)
    except (OSError, ValueError) as e:
        sys.stderr.write(f"mutant_verdict.py: {sys.argv[1]}: {e}\n")
        return 2
    answered = timeout = 0
    for goals in report.get("wp:functions", {}).values():
        for results in goals.values():
            main_result = results.get("wp:main", {})
            if main_result.get("valid", 0) == main_result.get("total", 0):
                continue
            provers = [r for name, r in results.items() if name not in NOT_PROVERS]
            if any(r.get(a, 0) for r in provers for a in ANSWERS):
                answered += 1
            else:
                timeout += 1
    print(f"answered {answered} timeout {timeout}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
