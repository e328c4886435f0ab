# SPDX-License-Identifier: Apache-2.0
"""collect_reports.py: copy a verification/prove run's per-configuration reports into verification/reports/
and write the index page, verification/reports/README.md, from what the report folders hold
(RTPROF-VER-001, RTPROF-VER-003).

Usage: python3 verification/collect_reports.py [--reports DIR] [RUN-DIR]
       python3 verification/collect_reports.py [--reports DIR] --index
       python3 verification/collect_reports.py [--reports DIR] --check
  RUN-DIR        a verification/prove --reports folder (default build/proofs): each configuration whose run
                 is complete (a totals file) is copied (summary.txt, goals.csv), then the page is written
  --index        write the page from the report folders alone
  --check        write nothing; exit 1 when the page is not the one --index would write
  --reports DIR  the report folders and their page (default verification/reports)
The page is a function of the folders only: each row is read from a folder's summary.txt and goals.csv,
which must agree with each other. What the folders do not record is shown as "not recorded".
Exit status: 0 done (--check: the page is current); 1 the page differs (--check) or RUN-DIR holds no
complete configuration; 2 bad usage or a report folder that cannot be read (one line; nothing written).
"""
import csv
import os
import re
import shutil
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
NOT_RECORDED = "not recorded"

HEADER = """# Proof reports

Written by `python3 verification/collect_reports.py` from the folders beside this page; do not edit.
Each folder is one configuration's proof by `verification/prove`, named after its configuration:
`summary.txt` is the table `verification/prove` prints (goals per function and the provers that proved
them, Eva's alarms and coverage), `goals.csv` lists every WP goal with its function, prover, verdict and
seconds. Seconds are wall-clock on the machine of the run, Eva included. What no file of a folder holds
is shown as *not recorded*. To regenerate this page from the folders:
`python3 verification/collect_reports.py --index`; to copy a new run's folders first:
`python3 verification/collect_reports.py build/proofs`. CTest `proof_reports_index` fails when this page
differs from the folders.
"""

# summarize.py's first line: "== NAME: P / G goals proved, S s; Eva: A alarms, R/T statements;
# Eva with contracts: B alarms, R/T statements, F functions" (an Eva run that did not finish says so)
FIRST = re.compile(r"^== (?P<name>\S+): (?P<proved>\d+) / (?P<goals>\d+) goals proved, (?P<seconds>\d+) s; "
                   r"Eva: (?P<alarms>\d+ alarms|did not finish), (?:(?P<cover>\d+/\d+) statements)?; "
                   r"Eva with contracts: (?P<c_alarms>\d+ alarms|did not finish), "
                   r"(?:(?P<c_cover>\d+/\d+) statements)?, (?P<c_functions>\d+|\?) functions$")
DISCHARGED = re.compile(r"^  EVA: (\d+) alarms, (\S+) discharged by WP")
BY_EVA = "  by Eva (float, verification/eva/float-goals): "


class ReportError(Exception):
    """A report folder that cannot be read, or whose files disagree."""


def read_report(folder):
    """One report folder as a dict of the page's cells; ReportError when it is incomplete or its
    summary.txt and goals.csv disagree."""
    name = os.path.basename(os.path.normpath(folder))
    files = sorted(os.listdir(folder))
    for need in ("summary.txt", "goals.csv"):
        if need not in files:
            raise ReportError(f"{name}: no {need}")
    with open(os.path.join(folder, "summary.txt"), encoding="utf-8") as f:
        summary = f.read().splitlines()
    m = FIRST.match(summary[0]) if summary else None
    if not m:
        raise ReportError(f"{name}/summary.txt: the first line is not verification/prove's summary line")
    if m.group("name") != name:
        raise ReportError(f"{name}/summary.txt: it is the summary of {m.group('name')}")
    with open(os.path.join(folder, "goals.csv"), encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows or set(rows[0]) != {"goal", "function", "prover", "verdict", "seconds"}:
        raise ReportError(f"{name}/goals.csv: not a goal list (goal, function, prover, verdict, seconds)")
    goals, proved = int(m.group("goals")), int(m.group("proved"))
    valid = [r for r in rows if r["verdict"] == "Valid"]
    if len(rows) != goals or len(valid) != proved:
        raise ReportError(f"{name}: goals.csv has {len(valid)} of {len(rows)} goals valid, "
                          f"summary.txt says {proved} of {goals}")
    by_prover = {}
    for r in valid:
        by_prover[r["prover"]] = by_prover.get(r["prover"], 0) + 1
    by_eva_lines = sum(1 for line in summary if line.startswith(BY_EVA))
    if by_prover.get("Eva", 0) != by_eva_lines:
        raise ReportError(f"{name}: goals.csv credits {by_prover.get('Eva', 0)} goals to Eva, "
                          f"summary.txt lists {by_eva_lines}")
    try:
        slowest = max(float(r["seconds"]) for r in rows)
    except ValueError:
        raise ReportError(f"{name}/goals.csv: a seconds cell is not a number") from None
    alarms = m.group("alarms").split(" ")[0] if m.group("alarms") != "did not finish" else "did not finish"
    discharged = [d.group(2) for d in map(DISCHARGED.match, summary) if d]
    problems = sum(1 for line in summary if line.lstrip().startswith(("PROBLEM:", "NOT PROVED:")))
    return {
        "name": name,
        "files": files,
        # summary.txt and goals.csv name the configuration only: neither holds its file's path or
        # hash, the generator's or templates' version, or the options the provers were run with
        "config_file": NOT_RECORDED,
        "generator": NOT_RECORDED,
        "prover_options": NOT_RECORDED,
        "goals": goals,
        "proved": proved,
        "by_prover": by_prover,
        "slowest": slowest,
        "seconds": int(m.group("seconds")),
        "alarms": alarms,
        "discharged": discharged[0] if discharged else ("0" if alarms == "0" else "?"),
        "cover": m.group("cover") or "?",
        "c_alarms": m.group("c_alarms").split(" ")[0] if m.group("c_alarms") != "did not finish" else "did not finish",
        "c_cover": m.group("c_cover") or "?",
        "c_functions": m.group("c_functions"),
        "gate": "yes" if problems == 0 and goals == proved else "NO",
    }


def by_prover_text(counts):
    return ", ".join(f"{p} {n}" for p, n in sorted(counts.items()))


def index_page(reports):
    """The page for the report folders under reports (a list of read_report dicts, any order)."""
    reports = sorted(reports, key=lambda r: r["name"])
    L = [HEADER, "## What each folder records", "",
         "| configuration | files | configuration file and sha256 | generator and template version | prover options |",
         "|---|---|---|---|---|"]
    for r in reports:
        L.append(f"| `{r['name']}` | {', '.join(f'`{f}`' for f in r['files'])} | {r['config_file']} | "
                 f"{r['generator']} | {r['prover_options']} |")
    L += ["", "## Goals and gates", "",
          "*by prover*: the goals each prover proved (`Qed`: WP's simplifier; `Script`: WP's proof engine",
          "driving the SMT solvers; `Eva`: a float goal of `verification/eva/float-goals`, proved by the Eva run",
          "on the C alone). *slowest goal*: the longest time `goals.csv` gives one goal. *gate*: every goal",
          "proved and no problem listed in `summary.txt`.", "",
          "| configuration | WP goals | proved | by prover | slowest goal (s) | seconds | Eva alarms (C only) | "
          "discharged by WP | statements reached | Eva alarms (with contracts) | statements reached (with contracts) | "
          "functions (with contracts) | gate |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in reports:
        L.append(f"| `{r['name']}` | {r['goals']} | {r['proved']} | {by_prover_text(r['by_prover'])} | "
                 f"{r['slowest']:.2f} | {r['seconds']} | {r['alarms']} | {r['discharged']} | {r['cover']} | "
                 f"{r['c_alarms']} | {r['c_cover']} | {r['c_functions']} | {r['gate']} |")
    total = {}
    for r in reports:
        for p, n in r["by_prover"].items():
            total[p] = total.get(p, 0) + n
    L.append(f"| **{len(reports)} configurations** | {sum(r['goals'] for r in reports)} | "
             f"{sum(r['proved'] for r in reports)} | {by_prover_text(total)} | | | | | | | | | "
             f"{sum(1 for r in reports if r['gate'] == 'yes')} yes |")
    return "\n".join(L) + "\n"


def read_reports(dst):
    """Every report folder under dst, read; ReportError when there is none or one cannot be read."""
    folders = sorted(d for d in os.listdir(dst) if os.path.isdir(os.path.join(dst, d)))
    if not folders:
        raise ReportError(f"no report folder under {dst}")
    return [read_report(os.path.join(dst, d)) for d in folders]


def write_atomically(path, text):
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".README.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def complete_configurations(src):
    """The configurations of the run in src whose run is complete (a totals file)."""
    return [cfg for cfg in sorted(os.listdir(src)) if os.path.isfile(os.path.join(src, cfg, "totals"))]


def copy_run(src, dst, configs):
    """Copy summary.txt and goals.csv of each configuration of the run in src into dst/<configuration>."""
    for cfg in configs:
        d = os.path.join(src, cfg)
        with open(os.path.join(d, "summary.txt"), encoding="utf-8") as f:
            summary = f.read()
        os.makedirs(os.path.join(dst, cfg), exist_ok=True)
        # the temporary folder of the run is not part of the evidence
        with open(os.path.join(dst, cfg, "summary.txt"), "w", encoding="utf-8") as f:
            f.write(re.sub(r"/tmp/tmp\.[A-Za-z0-9]+/", "<gen>/", summary))
        shutil.copyfile(os.path.join(d, "goals.csv"), os.path.join(dst, cfg, "goals.csv"))


def fail(message, status=2):
    sys.stderr.write(f"collect_reports: {message}\n")
    sys.exit(status)


def main(argv):
    dst = os.path.join(ROOT, "verification", "reports")
    mode, src = "collect", None
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--reports":
            if not args:
                fail("--reports needs a folder")
            dst = args.pop(0)
        elif a in ("--index", "--check"):
            mode = a[2:]
        elif a.startswith("-"):
            fail(f"unknown option {a} (see the usage at the head of verification/collect_reports.py)")
        elif src is None:
            src = a
        else:
            fail(f"one run folder only, not also {a}")
    if mode != "collect" and src is not None:
        fail(f"--{mode} reads the report folders only, not {src}")
    if not os.path.isdir(dst):
        fail(f"no report folder {dst}")
    page = os.path.join(dst, "README.md")
    shown = os.path.relpath(page, ROOT) if os.path.abspath(page).startswith(ROOT + os.sep) else page
    try:
        if mode == "collect":
            src = src or os.path.join(ROOT, "build", "proofs")
            if not os.path.isdir(src):
                fail(f"no run folder {src}")
            configs = complete_configurations(src)
            if not configs:
                fail(f"no complete configuration under {src}", 1)
            # every folder, new and kept, is read before anything is written
            for cfg in configs:
                read_report(os.path.join(src, cfg))
            for cfg in sorted(os.listdir(dst)):
                if os.path.isdir(os.path.join(dst, cfg)) and cfg not in configs:
                    read_report(os.path.join(dst, cfg))
            copy_run(src, dst, configs)
            print(f"collect_reports: copied {len(configs)} configurations from {src}")
        text = index_page(read_reports(dst))
    except (ReportError, OSError, UnicodeDecodeError, csv.Error) as e:
        fail(str(e))
    if mode == "check":
        try:
            with open(page, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            fail(f"{shown} is not what the report folders give: run python3 verification/collect_reports.py "
                 f"--index{'' if dst == os.path.join(ROOT, 'verification', 'reports') else ' --reports ' + dst}", 1)
        print(f"collect_reports: {shown} is current")
        return 0
    write_atomically(page, text)
    print(f"collect_reports: {shown} written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
