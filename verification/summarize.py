# SPDX-License-Identifier: Apache-2.0
"""summarize.py: turn one configuration's Frama-C WP run into the table and files of verification/prove.

Usage: summarize.py CONFIG REPORT-DIR SECONDS FRAMA-C-STATUS
Reads REPORT-DIR/frama-c.log (the per-goal lines WP prints) and REPORT-DIR/wp-report.json, writes
goals.csv, summary.txt and totals, prints the table; exits 1 when a goal is not proved, frama-c
failed, or the log and the JSON report disagree on the count.
"""
import csv
import json
import re
import sys

cfg, out, seconds, status = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])

GOAL = re.compile(r"^\[wp\] \[(?P<prover>[^\]]+)\] Goal (?P<goal>\S+) : (?P<verdict>\w+)(?P<rest>.*)$")
TIME = re.compile(r"\((?:Qed:[0-9.]+m?s\) \()?(?P<t>[0-9.]+)(?P<u>ms|s)\)")

goals = {}
with open(f"{out}/frama-c.log", encoding="utf-8", errors="replace") as log:
    for line in log:
        m = GOAL.match(line.rstrip("\n"))
        if not m:
            continue
        t = TIME.search(m.group("rest"))
        secs = 0.0
        if t:
            secs = float(t.group("t")) / (1000.0 if t.group("u") == "ms" else 1.0)
        goals[m.group("goal")] = (m.group("prover"), m.group("verdict"), secs)

try:
    with open(f"{out}/wp-report.json", encoding="utf-8") as f:
        report = json.load(f)
except (OSError, ValueError):
    report = {}

# goal -> function, from the JSON report (function names contain underscores, goal names too).
owner = {}
for function, props in report.get("wp:functions", {}).items():
    for prop in props:
        owner[prop] = function


def function_of(goal):
    name = goal[len("typed_"):] if goal.startswith("typed_") else goal
    best = ""
    for prop, function in owner.items():
        if name.startswith(prop) and len(prop) > len(best):
            best = prop
    if best:
        return owner[best]
    for function in sorted(report.get("wp:functions", {}), key=len, reverse=True):
        if name.startswith(function + "_"):
            return function
    return "(lemmas)" if name.startswith("lemma_") else "(other)"


rows = {}
for goal, (prover, verdict, secs) in goals.items():
    fn = function_of(goal)
    r = rows.setdefault(fn, {"goals": 0, "proved": 0, "by": {}, "time": 0.0, "max": 0.0})
    r["goals"] += 1
    if verdict == "Valid":
        r["proved"] += 1
        r["by"][prover] = r["by"].get(prover, 0) + 1
    r["time"] += secs
    r["max"] = max(r["max"], secs)

with open(f"{out}/goals.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["goal", "function", "prover", "verdict", "seconds"])
    for goal in sorted(goals):
        prover, verdict, secs = goals[goal]
        w.writerow([goal, function_of(goal), prover, verdict, f"{secs:.3f}"])

total_goals = sum(r["goals"] for r in rows.values())
total_proved = sum(r["proved"] for r in rows.values())
json_total = report.get("wp:global", {}).get("wp:main", {}).get("total")
json_valid = report.get("wp:global", {}).get("wp:main", {}).get("valid")

lines = [f"== {cfg}: {total_proved} / {total_goals} goals proved, {seconds} s, frama-c exit {status}",
         f"{'function':34} {'goals':>6} {'proved':>7} {'time s':>8} {'max s':>6}  by prover"]
for fn in sorted(rows):
    r = rows[fn]
    by = ", ".join(f"{p} {n}" for p, n in sorted(r["by"].items()))
    lines.append(f"{fn:34} {r['goals']:6d} {r['proved']:7d} {r['time']:8.1f} {r['max']:6.2f}  {by}")
unproved = sorted(g for g, (_, v, _) in goals.items() if v != "Valid")
for g in unproved:
    lines.append(f"  NOT PROVED: {g} ({goals[g][0]}: {goals[g][1]})")
problems = []
if status != 0:
    problems.append(f"frama-c exited {status} (see frama-c.log: unproved goal or unclassified warning)")
if json_total is not None and (json_total != total_goals or json_valid != total_proved):
    problems.append(f"the JSON report counts {json_valid}/{json_total} goals, the log {total_proved}/{total_goals}")
if total_goals == 0:
    problems.append("no goal was run")
for p in problems:
    lines.append(f"  PROBLEM: {p}")
text = "\n".join(lines) + "\n"
sys.stdout.write(text)
with open(f"{out}/summary.txt", "w", encoding="utf-8") as f:
    f.write(text)
with open(f"{out}/totals", "w", encoding="utf-8") as f:
    f.write(f"goals={total_goals}\nproved={total_proved}\n")
sys.exit(1 if (unproved or problems) else 0)
