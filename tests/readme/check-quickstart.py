#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-quickstart.py: README's Quick start shows what its first command prints.

Usage: check-quickstart.py ROOT

Runs the first Quick-start command (`sh ports/reference/cortex-m/run-firmware`) from ROOT, as a user
does from a clone, and checks that every line of the output block README shows after it ("..."
stands for the lines it leaves out) is a line the command printed, in the same order. Exit 1 on any
difference (each missing line printed), 2 bad usage."""
import os
import re
import subprocess
import sys

if len(sys.argv) != 2:
    sys.stderr.write("usage: check-quickstart.py ROOT\n")
    sys.exit(2)
root = sys.argv[1]
with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
    readme = f.read()
quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"```(\w*)\n(.*?)```", quick, re.S)
command = [b for lang, b in blocks if lang == "sh"][0].strip().splitlines()[0]
shown = [b for lang, b in blocks if lang == ""][0].strip().splitlines()
if command != "sh ports/reference/cortex-m/run-firmware":
    print(f"FAIL: the Quick start's first command is '{command}', not the one this test runs")
    sys.exit(1)
r = subprocess.run(["sh", "ports/reference/cortex-m/run-firmware"], cwd=root, capture_output=True, text=True)
if r.returncode != 0:
    print(f"FAIL: {command}: exit {r.returncode}: {r.stderr.strip()[-500:]}")
    sys.exit(1)
printed = r.stdout.splitlines()
at = 0
missing = []
for line in shown:
    if line.strip() == "...":
        continue
    try:
        at = printed.index(line, at) + 1
    except ValueError:
        missing.append(line)
for line in missing:
    print(f"FAIL: README shows a line the command did not print (or not in this order): {line}")
lines = [line for line in shown if line.strip() != "..."]
print(f"check-quickstart: {len(lines) - len(missing)} of {len(lines)} lines README shows were printed")
sys.exit(1 if missing else 0)
