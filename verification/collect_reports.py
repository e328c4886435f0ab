# SPDX-License-Identifier: Apache-2.0
"""collect_reports.py: copy the per-configuration proof reports of a verification/prove run into
verification/reports/ (summary.txt and goals.csv of each configuration) and write the index table
verification/reports/README.md (RTPROF-VER-001, RTPROF-VER-003).

Usage: python3 verification/collect_reports.py [--note FILE] [BUILD-REPORTS-DIR]   (default build/proofs)
  --note FILE   Markdown inserted under the index's heading: which commit the run proved, what changed since
Only configurations whose run is complete (a totals file) are collected; exits 1 when none is.
A configuration already in the index but not in this run keeps its row, marked "earlier run" (its
summary.txt says which run that was), so a partial run never hides what was not re-proved.
"""
import os
import re
import shutil
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
args = sys.argv[1:]
note = ""
if len(args) >= 2 and args[0] == "--note":
    note = open(args[1], encoding="utf-8").read().strip() + "\n\n"
    args = args[2:]
src = args[0] if args else os.path.join(root, "build", "proofs")
dst = os.path.join(root, "verification", "reports")

rows = []
for cfg in sorted(os.listdir(src)):
    d = os.path.join(src, cfg)
    totals = os.path.join(d, "totals")
    if not os.path.isfile(totals):
        continue
    t = dict(line.strip().split("=", 1) for line in open(totals, encoding="utf-8") if "=" in line)
    summary = open(os.path.join(d, "summary.txt"), encoding="utf-8").read()
    os.makedirs(os.path.join(dst, cfg), exist_ok=True)
    # the temporary folder of the run is not part of the evidence
    clean = re.sub(r"/tmp/tmp\.[A-Za-z0-9]+/", "<gen>/", summary)
    with open(os.path.join(dst, cfg, "summary.txt"), "w", encoding="utf-8") as f:
        f.write(clean)
    shutil.copyfile(os.path.join(d, "goals.csv"), os.path.join(dst, cfg, "goals.csv"))
    alarms = t.get("eva_alarms", "")
    # summarize.py writes these to totals; runs made before it did are read from summary.txt
    if "eva_discharged" in t:
        discharged_n = t["eva_discharged"] or "?"
        cover_s = t["eva_cover"] or "?"
        problems = int(t["problems"])
    else:
        cover = re.search(r"(\d+/\d+) statements", summary)
        discharged = re.search(r"EVA: (\d+) alarms, (\S+) discharged", summary)
        problems = summary.count("PROBLEM:") + summary.count("NOT PROVED:")
        discharged_n = discharged.group(2) if discharged else ("0" if alarms == "0" else "?")
        cover_s = cover.group(1) if cover else "?"
    rows.append(f"| `{cfg}` | {t['goals']} | {t['proved']} | {t.get('by_eva', '0')} | {t['seconds']} | "
                f"{alarms} | {discharged_n} | {cover_s} | {t.get('contracts_alarms', '?') or '?'} | "
                f"{t.get('contracts_cover', '?') or '?'} | "
                f"{'yes' if problems == 0 and t['goals'] == t['proved'] else 'NO'} |")

if not rows:
    sys.exit("collect_reports: no complete configuration under " + src)
collected = {re.match(r"\| `([^`]+)`", r).group(1) for r in rows}
kept = []
try:
    with open(os.path.join(dst, "README.md"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"\| `([^`]+)`( \(earlier run\))? \|(.*)\|\s*$", line)
            if m and m.group(1) not in collected:
                cells = [c.strip() for c in m.group(3).split("|")]
                if len(cells) == 8:  # an index written before the Eva-with-contracts columns
                    cells = cells[:7] + ["–", "–"] + cells[7:]
                kept.append(f"| `{m.group(1)}` (earlier run) | " + " | ".join(cells) + " |")
except OSError:
    pass
rows += kept
with open(os.path.join(dst, "README.md"), "w", encoding="utf-8") as f:
    f.write("# Proof reports\n\n"
            "Written by `python3 verification/collect_reports.py` from a `verification/prove` run; do not edit.\n"
            "Per configuration: `summary.txt` (the table `verification/prove` prints) and `goals.csv` (every\n"
            "WP goal, its function, prover, verdict and time). Times are wall-clock seconds on the machine\n"
            "of the run (2 cores, 10 s prover timeout), Eva included.\n\n" + note +
            "| configuration | WP goals | proved | of them by Eva (float) | seconds | Eva alarms (C only) | discharged by WP | "
            "Eva statements reached | Eva alarms (with contracts) | statements reached (with contracts) | gate |\n"
            "|---|---|---|---|---|---|---|---|---|---|---|\n")
    f.write("\n".join(rows) + "\n")
print(f"collect_reports: {len(rows)} configurations into {os.path.relpath(dst, root)}")
