# SPDX-License-Identifier: Apache-2.0
"""collect_reports.py: copy a verification/prove run's per-configuration reports into verification/reports/
and write the index page, verification/reports/README.md, from what the report folders hold
(RTPROF-VER-001, RTPROF-VER-003); check that every report is of the C the generator writes today.

Usage: python3 verification/collect_reports.py [--reports DIR] [RUN-DIR]
       python3 verification/collect_reports.py [--reports DIR] --index
       python3 verification/collect_reports.py [--reports DIR] --check
       python3 verification/collect_reports.py [--reports DIR] --current
       python3 verification/collect_reports.py --inputs [MANIFEST]
  RUN-DIR        a verification/prove --reports folder (default build/proofs): each configuration whose run
                 is complete (a totals file) is copied (summary.txt, goals.csv, proved.txt), then the page
                 is written
  --index        write the page from the report folders alone
  --check        write nothing; exit 1 when the page is not the one --index would write
  --current      write nothing; generate every report's configuration with gen/rtprof-gen into a temporary
                 folder and exit 1, one line per finding, when a report has no proved.txt, when its
                 configuration, generator, a generated file or a file of the repository the proofs read
                 (the input= lines: the shared headers and ACSL, the Eva environment, the float goals
                 for float results) differs from what its proved.txt records, or when a configuration of the proof matrix
                 (tests/matrix) has no report
  --inputs       print the files of the repository every proof reads besides the generated ones, one a
                 line (verification/prove records each with its sha256); given a generated manifest, those
                 of its configuration: a module's own Eva environment (MODULE_INPUTS), the float goals'
                 list for float results (RESULT_INPUTS), the inline hooks' Eva environment and WP file
                 with RTPROF_INLINE_HOOKS=yes (INLINE_INPUTS)
  --reports DIR  the report folders and their page (default verification/reports)
The page is a function of the folders only: each row is read from a folder's summary.txt and goals.csv,
which must agree with each other, and its proved.txt (written by verification/prove). What the folders
do not record is shown as "not recorded".
Exit status: 0 done (--check: the page is current; --current: every report is current); 1 the page
differs (--check), a report is not current (--current) or RUN-DIR holds no complete configuration; 2 bad
usage or a report folder that cannot be read (one line; nothing written).
"""
import concurrent.futures
import csv
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
NOT_RECORDED = "not recorded"
# proved.txt's keys: each once, but source, which is one line per generated file the proof read
RECORD_KEYS = ("config", "generator", "sha256", "kernel_options", "eva_options", "eva_c_alone_options",
               "wp_options", "prover_timeout", "tools", "basis")
OPTION_KEYS = ("kernel_options", "eva_options", "eva_c_alone_options", "wp_options", "prover_timeout")
SOURCE = re.compile(r"^(?P<file>[A-Za-z0-9_.]+) (?P<sha256>[0-9a-f]{64})$")
# input=: a file of the repository the proofs read besides the generated ones (the shared headers
# and ACSL, the Eva environment, the float goals' list), by its path from the repository's root
INPUT = re.compile(r"^(?P<file>[A-Za-z0-9_.][A-Za-z0-9_./-]*) (?P<sha256>[0-9a-f]{64})$")
# the inputs every report records: what verification/prove reads besides the generated files
INPUTS = ("lib/include/rtprof.acsl", "lib/include/rtprof_port.h", "lib/include/rtprof_types.h",
          "verification/eva/rtprof_eva.c", "verification/wp/rtprof_before_init.c")
# the inputs the reports of a configuration with a module record besides those, by module: a file of
# the repository only that module's proofs read (none today: rtprof_eva.c calls every module's API)
MODULE_INPUTS = {}
# and by result class (the manifest's key.RTPROF_RESULT): the float goals' list, which only the
# proofs of float results read (an int configuration has no float goal for Eva to discharge)
RESULT_INPUTS = {"float": ("verification/eva/float-goals",)}
# and with inline hooks (the manifest lists rtprof_inline.h): the Eva environment that calls them and
# the port-like file in which WP proves them
INLINE_INPUTS = ("verification/eva/rtprof_eva_inline.c", "verification/wp/rtprof_inline.c")


# verification/previous/: the text an input of the proofs had before its last change, kept for the
# reports proved with it until each is proved again. Each line of verification/previous/inputs is
# "PATH FILE": FILE, of that folder, is the earlier text of PATH. A report that records PATH with
# FILE's sha256 is current in that respect. PATH is an environment file (of verification/: the
# environment may change, the library it exercises is checked as ever), or a shared header or ACSL
# file of lib/include/ whose change was to its comments only: FILE and PATH must be the same C once
# the comments that are not ACSL annotations are taken out (plain_c), so the proofs read the same.
# A file there that no report records is a finding (remove it and its line).
PREVIOUS = "verification/previous"


def plain_c(text):
    """text's lines without the comments that are not ACSL annotations (a comment opened by /*@ or //@
    stays), each line's blanks squeezed, blank lines left out: equal for two texts that a C compiler
    and Frama-C read alike but for lines and layout."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i) and not text.startswith("/*@", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(" " + "\n" * text.count("\n", i, j))
            i = j
        elif text.startswith("//", i) and not text.startswith("//@", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        else:
            out.append(c)
            i += 1
    lines = (" ".join(line.split()) for line in "".join(out).splitlines())
    return [line for line in lines if line]


def previous_inputs(root):
    """{PATH: (FILE, sha256 of FILE)} from verification/previous/inputs ({} without the file).
    ReportError on a line that is not "PATH FILE" with PATH an input of the proofs the folder may keep
    and FILE one of the folder, or on a shared header whose earlier text differs in more than comments."""
    listed, found = os.path.join(root, PREVIOUS, "inputs"), {}
    if not os.path.isfile(listed):
        return found
    with open(listed, encoding="utf-8") as f:
        for number, line in enumerate(f.read().splitlines(), 1):
            if not line or line.startswith("#"):
                continue
            words = line.split()
            where = f"{PREVIOUS}/inputs:{number}"
            if len(words) != 2 or not words[0].startswith(("verification/", "lib/include/")) \
                    or words[0].startswith(PREVIOUS + "/") or "/" in words[1] \
                    or not os.path.isfile(os.path.join(root, PREVIOUS, words[1])):
                raise ReportError(f"{where}: expected PATH FILE (PATH a file of verification/ or lib/include/ "
                                  f"the proofs read, FILE a file of {PREVIOUS}/), not '{line}'")
            if words[0] in found:
                raise ReportError(f"{where}: {words[0]} twice")
            kept = os.path.join(root, PREVIOUS, words[1])
            if words[0].startswith("lib/include/"):
                here = os.path.join(root, words[0])
                with open(kept, encoding="utf-8") as a, open(here, encoding="utf-8") as b:
                    if plain_c(a.read()) != plain_c(b.read()):
                        raise ReportError(f"{where}: {words[0]} differs from {PREVIOUS}/{words[1]} in more than "
                                          f"comments: a shared header's earlier text is kept for a comment's change only")
            found[words[0]] = (words[1], file_sha256(kept))
    return found


def inputs_of(modules, result="", inline=False):
    """The inputs a report of a configuration with these modules (the manifest's modules= words), this
    result class (its key.RTPROF_RESULT) and inline hooks or not (its file=rtprof_inline.h) records."""
    extra = [path for module in modules.split() for path in MODULE_INPUTS.get(module, ())]
    return INPUTS + tuple(extra) + RESULT_INPUTS.get(result, ()) + (INLINE_INPUTS if inline else ())

HEADER = """# Proof reports

Written by `python3 verification/collect_reports.py` from the folders beside this page; do not edit.
Each folder is one configuration's proof by `verification/prove`, named after its configuration:
`summary.txt` is the table `verification/prove` prints (goals per function and the provers that proved
them, Eva's alarms and coverage), `goals.csv` lists every WP goal with its function, prover, verdict and
seconds, `proved.txt` records what was proved: the configuration file and the sha256 of its canonical
text (the `sha256` of the generated manifest), the generator, each generated file the proof read with
its sha256, the Frama-C options and the prover timeout, the versions of the tools, and how the record
was made (*basis*). Seconds are wall-clock on the machine of the run, Eva included. What no file of a
folder holds is shown as *not recorded*. To regenerate this page from the folders:
`python3 verification/collect_reports.py --index`; to copy a new run's folders first:
`python3 verification/collect_reports.py build/proofs`. CTest `proof_reports_index` fails when this page
differs from the folders; CTest `proof_reports_current` (`python3 verification/collect_reports.py
--current`) generates every configuration and fails when a generated file differs from the one a report
proved, or when a configuration of the matrix has no report: a change of the generated C is proved again
before it lands.
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
    record = read_record(folder) if "proved.txt" in files else {}
    return {
        "name": name,
        "files": files,
        "record": record,
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


def read_record(folder):
    """A report folder's proved.txt as a dict: each key of RECORD_KEYS once, "source" a list of (file,
    sha256) in the record's order; ReportError when a line is not key=value, a key is unknown, repeated
    or missing, or a source line is not FILE SHA256."""
    name = os.path.basename(os.path.normpath(folder))
    record = {"source": [], "input": []}
    with open(os.path.join(folder, "proved.txt"), encoding="utf-8") as f:
        for number, line in enumerate(f.read().splitlines(), 1):
            key, sep, value = line.partition("=")
            where = f"{name}/proved.txt:{number}"
            if not sep or not value:
                raise ReportError(f"{where}: not a key=value line")
            if key == "input":
                m = INPUT.match(value)
                if not m or ".." in m.group("file").split("/"):
                    raise ReportError(f"{where}: input is PATH SHA256 (a path in the repository, 64 lowercase hex digits), not {value}")
                if any(f == m.group("file") for f, _ in record["input"]):
                    raise ReportError(f"{where}: input {m.group('file')} twice")
                record["input"].append((m.group("file"), m.group("sha256")))
            elif key == "source":
                m = SOURCE.match(value)
                if not m:
                    raise ReportError(f"{where}: source is FILE SHA256 (64 lowercase hex digits), not {value}")
                if any(f == m.group("file") for f, _ in record["source"]):
                    raise ReportError(f"{where}: source {m.group('file')} twice")
                record["source"].append((m.group("file"), m.group("sha256")))
            elif key not in RECORD_KEYS:
                raise ReportError(f"{where}: unknown key {key} (allowed: source, input, {', '.join(RECORD_KEYS)})")
            elif key in record:
                raise ReportError(f"{where}: {key} twice")
            else:
                record[key] = value
    missing = [k for k in RECORD_KEYS if k not in record] + ([] if record["source"] else ["source"])
    if missing:
        raise ReportError(f"{name}/proved.txt: no {', '.join(missing)}")
    return record


def sources_hash(sources):
    """The first 12 hex digits of the sha256 of what `sha256sum` prints for these (file, sha256) pairs
    in C-locale order of the names: one short id of the generated sources."""
    listing = "".join(f"{h}  {f}\n" for f, h in sorted(sources, key=lambda s: s[0].encode()))
    return hashlib.sha256(listing.encode()).hexdigest()[:12]


def cell(text):
    """text as one Markdown table cell: a | would end it."""
    return text.replace("|", "\\|")


def record_cells(record, option_sets):
    """The record columns of a row: configuration file, its sha256, generator and template version,
    option set, tools, basis."""
    if not record:
        return [NOT_RECORDED] * 6
    sha, number = record["sha256"], option_sets.index(options_of(record)) + 1
    return [f"`{cell(record['config'])}`",
            f"`{sha[:12]}`" if re.fullmatch(r"[0-9a-f]{64}", sha) else cell(sha),
            f"{cell(record['generator'])}, sources `{sources_hash(record['source'])}` ({len(record['source'])} files)"
            + (f", inputs `{sources_hash(record['input'])}` ({len(record['input'])} files)" if record["input"] else ""),
            f"[set {number}](#option-set-{number})", cell(record["tools"]), cell(record["basis"])]


def options_of(record):
    return tuple(record[k] for k in OPTION_KEYS)


def by_prover_text(counts):
    return ", ".join(f"{p} {n}" for p, n in sorted(counts.items()))


def index_page(reports):
    """The page for the report folders under reports (a list of read_report dicts, any order)."""
    reports = sorted(reports, key=lambda r: r["name"])
    option_sets = []
    for r in reports:
        if r["record"] and options_of(r["record"]) not in option_sets:
            option_sets.append(options_of(r["record"]))
    L = [HEADER, "## What each folder records", "",
         "*configuration sha256*: the first 12 hex digits of the sha256 `proved.txt` records. *template",
         "version*: the generator and `sources`, the first 12 hex digits of the sha256 of what `sha256sum`",
         "prints for the generated files the proof read (every file the generator writes but the manifest),",
         "in C-locale order of their names; `inputs`, the same of the repository's files every proof reads",
         "besides them (`python3 verification/collect_reports.py --inputs`), named by their paths. *options*:",
         "the option set below the table.", "",
         "| configuration | files | configuration file | configuration sha256 | generator and template version | "
         "options | tools | basis |",
         "|---|---|---|---|---|---|---|---|"]
    for r in reports:
        L.append(f"| `{r['name']}` | {', '.join(f'`{f}`' for f in r['files'])} | "
                 f"{' | '.join(record_cells(r['record'], option_sets))} |")
    for number, options in enumerate(option_sets, 1):
        o = dict(zip(OPTION_KEYS, options))
        users = ", ".join(f"`{r['name']}`" for r in reports if r["record"] and options_of(r["record"]) == options)
        L += ["", f"### Option set {number}", "",
              f"- every Frama-C run: `{o['kernel_options']}`",
              f"- both Eva runs: `{o['eva_options']}`",
              f"- the Eva run on the C alone, in addition: `{o['eva_c_alone_options']}`",
              f"- WP: `{o['wp_options']}`",
              f"- prover timeout (seconds per prover per goal): {o['prover_timeout']}",
              f"- reports: {users}"]
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
        # a run without a record leaves none: an earlier run's record would describe another proof
        if os.path.isfile(os.path.join(d, "proved.txt")):
            shutil.copyfile(os.path.join(d, "proved.txt"), os.path.join(dst, cfg, "proved.txt"))
        elif os.path.exists(os.path.join(dst, cfg, "proved.txt")):
            os.remove(os.path.join(dst, cfg, "proved.txt"))


def matrix_configurations(root):
    """The configuration files of the proof matrix, relative to root, in name order."""
    listed = subprocess.run(["sh", os.path.join(root, "tests", "matrix-configs")], capture_output=True, text=True)
    if listed.returncode != 0:
        raise ReportError((listed.stderr.strip().splitlines() or ["tests/matrix-configs failed"])[-1])
    return sorted(os.path.relpath(p, root) for p in listed.stdout.split())


def generate(config, out):
    """Generate config with the repository's gen/rtprof-gen into out: the manifest as (its key=value
    pairs, its file= list), or a one-line reason the generator gave."""
    p = subprocess.run(["sh", os.path.join(ROOT, "gen", "rtprof-gen"), "--config", config, "--out", out],
                       capture_output=True, text=True)
    if p.returncode != 0:
        return None, (p.stderr.strip().splitlines() or [f"exit {p.returncode}"])[-1]
    manifest = glob.glob(os.path.join(out, "*_rtprof.manifest"))
    if len(manifest) != 1:
        return None, f"{len(manifest)} manifests generated"
    keys, files = {}, []
    with open(manifest[0], encoding="utf-8") as f:
        for line in f.read().splitlines():
            key, _, value = line.partition("=")
            if key == "file":
                files.append(value)
            else:
                keys.setdefault(key, value)
    return (keys, [f for f in files if f != os.path.basename(manifest[0])]), None


def file_sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def stale_findings(dst):
    """One line per way the reports under dst are not of what the generator writes today; [] when
    each is. ReportError when a proved.txt cannot be read."""
    findings, checked = [], []
    folders = sorted(d for d in os.listdir(dst) if os.path.isdir(os.path.join(dst, d)))
    for config in matrix_configurations(ROOT):
        if os.path.basename(config)[:-len(".rtprof")] not in folders:
            findings.append(f"{config}: no report folder (prove it: verification/prove {config})")
    for name in folders:
        folder = os.path.join(dst, name)
        if not os.path.isfile(os.path.join(folder, "proved.txt")):
            findings.append(f"{name}: no proved.txt (prove it again with verification/prove)")
            continue
        record = read_record(folder)
        config = record["config"]
        if os.path.isabs(config) or not os.path.isfile(os.path.join(ROOT, config)):
            findings.append(f"{name}: proved.txt names configuration {config}, not a file of the repository")
        elif os.path.basename(config) != name + ".rtprof":
            findings.append(f"{name}: proved.txt names configuration {config}, not {name}.rtprof")
        else:
            checked.append((name, config, record))
    previous = previous_inputs(ROOT)
    used = set()
    with tempfile.TemporaryDirectory(prefix="rtprof-current.") as tmp:
        # one generator process per CPU; the findings keep the folders' order
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            runs = list(pool.map(lambda c: generate(os.path.join(ROOT, c[1]), os.path.join(tmp, c[0])), checked))
        for (name, config, record), (generated, why) in zip(checked, runs):
            if generated is None:
                findings.append(f"{name}: {config} does not generate: {why}")
                continue
            keys, files = generated
            for key in ("sha256", "generator"):
                if keys.get(key) != record[key]:
                    findings.append(f"{name}: {config}: {key} is {keys.get(key)} today, proved.txt records {record[key]}")
            proved = dict(record["source"])
            for file in files:
                sha = file_sha256(os.path.join(tmp, name, file))
                if file not in proved:
                    findings.append(f"{name}: {config} generates {file}, which proved.txt does not record")
                elif sha != proved[file]:
                    findings.append(f"{name}: {config} generates {file} with sha256 {sha}, "
                                    f"proved.txt records {proved[file]}")
            for file in proved:
                if file not in files:
                    findings.append(f"{name}: proved.txt records {file}, which {config} no longer generates")
            read = dict(record["input"])
            needed = inputs_of(keys.get("modules", ""), keys.get("key.RTPROF_RESULT", ""), "rtprof_inline.h" in files)
            for path in needed:
                if path not in read:
                    findings.append(f"{name}: proved.txt does not record the input {path} "
                                    f"(prove it again with verification/prove)")
            # an input recorded by a run that read more than the configuration's proof reads today
            # must still exist; only the inputs read today are compared
            for path, recorded in record["input"]:
                here = os.path.join(ROOT, path)
                if not os.path.isfile(here):
                    findings.append(f"{name}: proved.txt records the input {path}, which the repository no longer has")
                elif path in needed and file_sha256(here) != recorded:
                    if path in previous and previous[path][1] == recorded:
                        used.add(path)
                    else:
                        findings.append(f"{name}: {path} has sha256 {file_sha256(here)} today, "
                                        f"proved.txt records {recorded}")
    for path, (file, _) in sorted(previous.items()):
        if path not in used:
            findings.append(f"{PREVIOUS}/{file}: no report was proved with this text of {path} "
                            f"(remove it and its line in {PREVIOUS}/inputs)")
    return findings


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
        elif a in ("--index", "--check", "--current"):
            mode = a[2:]
        elif a == "--inputs":
            modules, result, inline = "", "", False
            if args and not args[0].startswith("-"):
                manifest = args.pop(0)
                try:
                    with open(manifest, encoding="utf-8") as f:
                        lines = f.read().splitlines()
                except OSError as e:
                    fail(f"cannot read the manifest {manifest}: {e.strerror}")
                modules = " ".join(line[len("modules="):].strip() for line in lines if line.startswith("modules="))
                result = "".join(line[len("key.RTPROF_RESULT="):].strip() for line in lines
                                 if line.startswith("key.RTPROF_RESULT="))
                inline = "file=rtprof_inline.h" in lines
            print("\n".join(inputs_of(modules, result, inline)))
            return 0
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
    if mode == "current":
        try:
            count = len([d for d in os.listdir(dst) if os.path.isdir(os.path.join(dst, d))])
            findings = stale_findings(dst)
        except (ReportError, OSError, UnicodeDecodeError) as e:
            fail(str(e))
        for line in findings:
            sys.stderr.write(f"collect_reports: {line}\n")
        if findings:
            fail(f"{len(findings)} finding{'s' if len(findings) > 1 else ''} over {count} report folders: a report "
                 f"is current when it is of the C its configuration generates today", 1)
        print(f"collect_reports: {count} report folders, each of the C its configuration generates today, "
              f"one for each configuration of the matrix")
        return 0
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
