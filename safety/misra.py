# SPDX-License-Identifier: Apache-2.0
"""misra.py: rtprof's MISRA C:2012 evidence: cppcheck's misra addon over every generated configuration
and ports/, findings matched to the deviation records and their markers, and the MISRA Compliance:2020
documents (Guideline Enforcement Plan, Re-categorization Plan, records, Guideline Compliance Summary).

Usage: python3 safety/misra.py --gen DIR --out DIR [--rule-texts FILE]
  --gen DIR         one folder per configuration, DIR/<config>/, as gen/rtprof-gen writes it
  --out DIR         writes misra-findings.csv, misra-report.md and misra-summary.json there; reads the
                    results of the other checks of safety/report from it (gcc/, clang-tidy/, stack.md)
  --rule-texts FILE passed to the addon (--rule-texts=FILE) through a JSON addon file in DIR; the
                    rule texts then appear in the findings file's message column (keep DIR out of git)

Which guidelines the addon checks is read from the addon's source (its executeCheck calls), never
typed in. The addon reads comments, string and character tokens (the "raw token" rules: 3.1, 7.3, ...)
only in the file cppcheck is given, so each header is also given to cppcheck on its own, and only
those rules are kept from that pass.

A finding is covered when a marker /* RTPROF-DEV-NNN */ of a record of the same guideline, whose
Scope holds the file, is on the finding's line or the line above. Exit status: 0 when every finding
is covered, every marker names a record, every record has a marker, every compiler claim of the plan
holds, every guideline of the compliance summary is compliant, deviated or not applicable (no
violation found by review, no open review) and the tool ran cleanly; 1 otherwise; 2 for a usage or
set-up error.
"""
import argparse
import concurrent.futures
import csv
import fnmatch
import glob
import hashlib
import json
import os
import re
import subprocess
import tempfile
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SAFETY = os.path.join(ROOT, "safety")
PLATFORM = "arm32-wchar_t4"  # Cortex-M and rv32 are ILP32; the first targets are Cortex-M
ADDON_CANDIDATES = ["/usr/share/cppcheck/addons/misra.py", "/usr/lib/*/cppcheck/addons/misra.py",
                    "/usr/lib/cppcheck/addons/misra.py", "/usr/local/share/cppcheck/addons/misra.py"]
MARKER = re.compile(r"RTPROF-DEV-\d{3}")
# generated file suffix -> the templates (under gen/templates) its lines come from: the core's, and the
# parts the modules join into it (gen/README.md, "Adding a module"); a module's own files are matched by
# name in Templates.candidates
TEMPLATE_OF = [("_rtprof_config.h", ["rtprof_config.h.m4", "*/config.m4", "core/dump-config.m4"]),
               ("_rtprof.c", ["core/*.m4", "!core/rtprof.h.m4", "!core/rtprof_internal.h.m4", "!core/rtprof.acsl.m4",
                              "!core/rtprof_dump.*.m4", "!core/dump-config.m4", "*/core-*.m4", "*/macros.m4"]),
               ("_rtprof.h", ["core/rtprof.h.m4", "core/state.m4", "*/init-contract.m4", "*/macros.m4"]),
               ("_rtprof_internal.h", ["core/rtprof_internal.h.m4", "core/state.m4", "*/internal.m4", "*/macros.m4"]),
               ("_rtprof.acsl", ["core/rtprof.acsl.m4", "core/state.m4", "*/acsl.m4"]),
               ("_rtprof_inline.h", ["core/rtprof_inline.h.m4", "core/charge.m4", "core/hooks.m4", "*/inline-functions.m4",
                                     "cslog/log-head.m4", "*/macros.m4"])]
MODULE_FILE = re.compile(r"_rtprof_([a-z0-9]+)\.([ch])$")


def die(msg):
    sys.stderr.write(f"misra: {msg}\n")
    sys.exit(2)


def read_lines(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read().splitlines()


def data_rows(path):
    """Rows of a CSV data file of safety/, without its # comment lines."""
    with open(path, encoding="utf-8") as f:
        lines = [l for l in f if not l.startswith("#")]
    return list(csv.DictReader(lines))


def gkey(guideline):
    """Sort key: directives first, then rules, numerically."""
    kind, num = guideline.split(" ")
    a, b = num.split(".")
    return (0 if kind == "Dir" else 1, int(a), int(b))


# ---------------------------------------------------------------------------------------------
# What the addon checks, from its source

def find_addon():
    for pattern in ADDON_CANDIDATES:
        for path in sorted(glob.glob(pattern)):
            if os.path.isfile(path):
                return path
    try:
        out = subprocess.run(["dpkg", "-L", "cppcheck"], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if line.endswith("/addons/misra.py"):
                return line
    except OSError:
        pass
    return None


def addon_rules(path):
    """{"Rule X.Y": [check functions]} and the set of rules checked on raw tokens, from the
    addon's executeCheck(NNNN, self.misra_X_Y, args...) calls (NNNN = 100 * X + Y)."""
    text = "\n".join(read_lines(path))
    rules, raw = {}, set()
    for m in re.finditer(r"executeCheck\((\d+),\s*self\.(misra_\w+)\s*,?([^)\n]*)\)", text):
        n = int(m.group(1))
        g = f"Rule {n // 100}.{n % 100}"
        rules.setdefault(g, [])
        if m.group(2) not in rules[g]:
            rules[g].append(m.group(2))
        if "rawTokens" in m.group(3):
            raw.add(g)
    if not rules:
        die(f"no executeCheck call found in {path}: unknown addon version")
    return rules, raw


# ---------------------------------------------------------------------------------------------
# Records

FIELDS = ["Title", "Kind", "Guideline", "Category", "Scope", "Sites", "Rationale", "Risk", "Control", "Found by"]


def load_records(path, categories):
    records, problems = [], []
    current, field = None, None
    for line in read_lines(path):
        m = re.match(r"^## (RTPROF-DEV-\d{3})\s*$", line)
        if m:
            current = {"id": m.group(1)}
            records.append(current)
            field = None
            continue
        if current is None:
            continue
        m = re.match(r"^- ([A-Z][a-z]+(?: [a-z]+)?): (.*)$", line)
        if m and m.group(1) in FIELDS:
            field = m.group(1)
            current[field] = m.group(2).strip()
        elif field and line.startswith("  ") and line.strip():
            current[field] += " " + line.strip()
        elif line.startswith("## "):
            problems.append(f"{path}: heading that is not a record id: {line}")
            current, field = None, None
    seen = set()
    for r in records:
        if r["id"] in seen:
            problems.append(f"record {r['id']} is defined twice")
        seen.add(r["id"])
        for f in FIELDS:
            if f != "Sites" and not r.get(f):
                problems.append(f"record {r['id']} has no {f}")
        g = r.get("Guideline", "")
        if g not in categories:
            problems.append(f"record {r['id']}: unknown guideline '{g}'")
        elif r.get("Category") != categories[g]:
            problems.append(f"record {r['id']}: {g} is {categories[g]}, not {r.get('Category')}")
        if r.get("Kind") not in ("deviation", "false positive"):
            problems.append(f"record {r['id']}: Kind must be 'deviation' or 'false positive'")
        if r.get("Kind") == "deviation" and categories.get(g) == "Mandatory":
            problems.append(f"record {r['id']}: {g} is mandatory and cannot be deviated")
        r["scope"] = [s.strip() for s in r.get("Scope", "").split(",") if s.strip()]
        try:
            r["sites"] = re.compile(r["Sites"]) if r.get("Sites") else None
        except re.error as e:
            problems.append(f"record {r['id']}: bad Sites expression: {e}")
            r["sites"] = None
    return records, problems


def in_scope(record, path):
    return any(fnmatch.fnmatch(path, s) for s in record["scope"])


# ---------------------------------------------------------------------------------------------
# cppcheck

class Finding:
    def __init__(self, path, line, col, guideline, check, message):
        self.path, self.line, self.col = path, line, col
        self.guideline, self.check, self.message = guideline, check, message
        self.configs = []
        self.scope = "ports" if path.startswith("ports/") else "library"
        self.source = ""
        self.template = ""
        self.status, self.record = "", ""

    def key(self):
        return (self.path, self.line, self.col, self.guideline)


def cppcheck(files, includes, addon_arg, keep, defines=()):
    """Run cppcheck with the addon; return (findings kept by keep(path, guideline), tool problems)."""
    cmd = ["nice", "-n", "19", "cppcheck", f"--addon={addon_arg}", "--std=c99", "--language=c",
           f"--platform={PLATFORM}", "--enable=missingInclude", "--suppress=missingIncludeSystem",
           "--template={file}:{line}:{column}:{id}:{severity}:{message}", "-q"]
    cmd += list(defines) + [f"-I{i}" for i in includes] + files
    # cppcheck writes its dump and ctu files beside each source unless it has a build folder: a fresh
    # one per run, outside the source tree (a reused one would replay cached results)
    with tempfile.TemporaryDirectory(prefix="rtprof-cppcheck-") as build_dir:
        proc = subprocess.run(cmd + [f"--cppcheck-build-dir={build_dir}"],
                              capture_output=True, text=True, cwd=ROOT)
    found, problems = [], []
    for line in (proc.stdout + proc.stderr).splitlines():
        parts = line.split(":", 5)
        if len(parts) < 6 or not parts[1].isdigit():
            if line.strip():
                problems.append(f"cppcheck: {line.strip()}")
            continue
        path, lnum, col, cid, _sev, msg = parts
        m = re.match(r"^misra-c2012-(\d+\.\d+)$", cid)
        if not m:
            problems.append(f"cppcheck {cid} at {display(path)}:{lnum}: {msg}")
            continue
        g = f"Rule {m.group(1)}"
        shown = display(path)
        if keep(shown, g):
            found.append(Finding(shown, int(lnum), int(col or 0), g, f"misra-c2012-{m.group(1)}", msg))
    if proc.returncode != 0:
        problems.append(f"cppcheck exited with status {proc.returncode}: {' '.join(files)}")
    return found, problems


GEN_DIR = None


def display(path):
    """Repository-relative path; generated files as generated/<config>/<file>."""
    full = os.path.normpath(os.path.join(ROOT, path))
    if GEN_DIR and full.startswith(GEN_DIR + os.sep):
        return "generated/" + os.path.relpath(full, GEN_DIR)
    return os.path.relpath(full, ROOT)


def real_path(shown):
    if shown.startswith("generated/"):
        return os.path.join(GEN_DIR, shown[len("generated/"):])
    return os.path.join(ROOT, shown)


# ---------------------------------------------------------------------------------------------
# Generated line -> template line

class Templates:
    def __init__(self):
        self.lines = {}
        base = os.path.join(ROOT, "gen/templates")
        for path in glob.glob(os.path.join(base, "**/*.m4"), recursive=True):
            self.lines[os.path.relpath(path, base)] = [l.strip() for l in read_lines(path)]

    def candidates(self, base):
        """The templates a generated file named base comes from."""
        if base == "rtprof.h":
            return ["rtprof_umbrella.h.m4"]
        if base == "rtprof_inline.h":
            return ["rtprof_umbrella_inline.h.m4"]
        module = MODULE_FILE.search(base)
        if module and module.group(1) not in ("config", "internal", "inline"):
            m, ext = module.groups()
            if m == "dump":
                # the core's dump (gen/templates/core/rtprof_dump.*.m4), with a module that gives it regions
                return sorted(n for n in self.lines if n in (f"core/rtprof_dump.{ext}.m4", "core/state.m4"))
            return sorted(n for n in self.lines if n in (f"{m}/rtprof_{m}.{ext}.m4", f"{m}/macros.m4"))
        for suffix, patterns in TEMPLATE_OF:
            if base.endswith(suffix):
                keep = [n for n in self.lines if any(fnmatch.fnmatch(n, q) for q in patterns if q[0] != "!")]
                return sorted(n for n in keep if not any(fnmatch.fnmatch(n, q[1:]) for q in patterns if q[0] == "!"))
        return []

    def locate(self, gen_path, line):
        """gen/templates/<t>:<n> of the template line that writes line `line` of a generated file."""
        names = self.candidates(os.path.basename(gen_path))
        if not names:
            return ""
        gen = [l.strip() for l in read_lines(real_path(gen_path))]
        if not 1 <= line <= len(gen):
            return ""
        want = gen[line - 1]
        best, best_score, best_name = None, 0.0, None
        for name, tmpl, i, t in ((n, self.lines[n], i, t) for n in names for i, t in enumerate(self.lines[n])):
            if want and want in t:
                score = 1000.0
            else:
                # a line with configuration values spliced in: the longest common start
                score = float(len(os.path.commonprefix([want, t])))
                if score < 12:
                    continue
            # ties (the same text at several places): how many of the next generated lines follow
            for k in range(1, 4):
                if line - 1 + k < len(gen) and i + k < len(tmpl) and gen[line - 1 + k] and \
                        gen[line - 1 + k] in tmpl[i + k]:
                    score += 0.1
            if score > best_score:
                best, best_score, best_name = i, score, name
        return f"gen/templates/{best_name}:{best + 1}" if best is not None else ""


# ---------------------------------------------------------------------------------------------
# Compiler claims of the plan

# C snippets that trigger a warning whose state `gcc -Q --help=warnings` does not print for C
PROBES = {"-Wunused-parameter": "int f(int x);\nint f(int x)\n{\n    return 0;\n}\n"}

def compiler_claims(plan, flags_file):
    """{guideline: (flags, ok)} and problems: each claimed -W flag must be enabled by the flags the
    library is built with (gcc -Q --help=warnings), each other flag must be among them."""
    claims, problems = {}, []
    if not os.path.isfile(flags_file):
        return {g: (p["compiler"], None) for g, p in plan.items() if p.get("compiler")}, \
            ["compiler flags not found (run safety/report): compiler claims unchecked"]
    flags = open(flags_file, encoding="utf-8").read().split()
    # the C front end's view (the driver alone does not apply -Wall/-Wextra to C options)
    out = subprocess.run(["gcc", "-Q", "--help=warnings"] + flags + ["-x", "c", "-c", os.devnull, "-o", os.devnull],
                         capture_output=True, text=True).stdout
    enabled = set()
    for line in out.splitlines():
        m = re.match(r"^\s+(-W[\w-]+)\s+(\[enabled\]|-W[\w-]+=([1-9]\d*))\s*$", line)
        if m:
            enabled.add(m.group(1))
        m = re.match(r"^\s+(-W[\w-]+)\s+\[available in ", line)
        if m and m.group(1) in PROBES:
            # gcc 12 prints some common options as another language's; ask the compiler itself
            probe = subprocess.run(["gcc"] + [f for f in flags if f != "-Werror"] + ["-x", "c", "-c", "-", "-o", os.devnull],
                                   input=PROBES[m.group(1)], capture_output=True, text=True).stderr
            if f"[{m.group(1)}]" in probe:
                enabled.add(m.group(1))
    for g, p in plan.items():
        if not p.get("compiler"):
            continue
        ok = True
        for flag in p["compiler"].split():
            if flag.startswith("-W") and flag not in ("-Werror",):
                if flag not in enabled:
                    ok = False
                    problems.append(f"plan: {g} claims {flag}, which the library flags do not enable")
            elif flag not in flags:
                ok = False
                problems.append(f"plan: {g} claims {flag}, which is not among the library flags")
        claims[g] = (p["compiler"], ok)
    return claims, problems


# ---------------------------------------------------------------------------------------------
# Inputs: the addon, the guideline list, the plan, the records

def parse_args():
    ap = argparse.ArgumentParser(description="MISRA C:2012 evidence of rtprof")
    ap.add_argument("--gen", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--rule-texts")
    return ap.parse_args()


def prepare_addon(rule_texts, out):
    """The addon: its path, the --addon argument for cppcheck (a JSON addon file in out when the
    rule texts are given), the guidelines it checks (all, and on raw tokens), cppcheck's version and
    the addon's sha256."""
    addon = find_addon()
    if not addon:
        die("cppcheck's misra.py addon not found (Debian: apt-get install cppcheck)")
    tool_rules, raw_rules = addon_rules(addon)
    addon_arg = "misra"
    if rule_texts:
        texts = os.path.abspath(rule_texts)
        if not os.path.isfile(texts):
            die(f"rule texts file not found: {rule_texts}")
        addon_arg = os.path.join(out, "misra-addon.json")
        with open(addon_arg, "w", encoding="utf-8") as f:
            json.dump({"script": addon, "args": [f"--rule-texts={texts}"]}, f)
    version = subprocess.run(["cppcheck", "--version"], capture_output=True, text=True).stdout.strip()
    with open(addon, "rb") as f:
        addon_sha = hashlib.sha256(f.read()).hexdigest()
    return dict(addon=addon, addon_arg=addon_arg, tool_rules=tool_rules, raw_rules=raw_rules,
                version=version, addon_sha=addon_sha)


def load_guidelines(tool_rules, rule_texts):
    """The categories of safety/misra-guidelines.csv, the guidelines in order, the plan of
    safety/misra-plan.csv, and the problems: a guideline of the addon or the plan that the list
    lacks, a category that the user's rule texts state otherwise."""
    guidelines = data_rows(os.path.join(SAFETY, "misra-guidelines.csv"))
    categories = {r["guideline"]: r["category"] for r in guidelines}
    order = sorted(categories, key=gkey)
    plan = {r["guideline"]: r for r in data_rows(os.path.join(SAFETY, "misra-plan.csv"))}
    problems = []
    for g in list(tool_rules) + list(plan):
        if g not in categories:
            problems.append(f"{g} (addon or plan) is not in safety/misra-guidelines.csv")
    if rule_texts:
        # the user's copy states each guideline's category: check ours against it (nothing is kept)
        with open(rule_texts, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                m = re.match(r"^(Rule|Dir) (\d+\.\d+)\b.*\b(Advisory|Required|Mandatory)\s*$", line.strip())
                if m and f"{m.group(1)} {m.group(2)}" in categories and \
                        categories[f"{m.group(1)} {m.group(2)}"] != m.group(3):
                    problems.append(f"safety/misra-guidelines.csv: {m.group(1)} {m.group(2)} is "
                                    f"{categories[m.group(1) + ' ' + m.group(2)]}, the rule texts say {m.group(3)}")
    return categories, order, plan, problems


# ---------------------------------------------------------------------------------------------
# What is analysed: the ports and their units

# Alternative implementations of the same port function: an image links one of them and each fits
# only some configurations (RTPROF-PORT-008: it stops the build of any other), so each is analysed
# on its own, with the configurations it fits.
ALTERNATIVES = {"ports/cpu/cortex-m/rtprof_port_cm_systick.c", "ports/cpu/cortex-m/rtprof_port_cm_dwt.c",
                "ports/cpu/cortex-m/rtprof_port_cm_cmsdk.c", "ports/cpu/riscv/rtprof_port_rv_mcycle.c",
                "ports/cpu/riscv/rtprof_port_rv_mtime.c",
                # the function profile's shims: only with a configuration that has the profile
                "ports/cpu/common/rtprof_prof_instrument.c", "ports/cpu/riscv/rtprof_prof_rv.c"}
# the build-time addresses: the MPS2 boards' CMSDK TIMER1 and TIMER0 (IRQ 8), QEMU virt's mtime
PORT_DEFINES = ["-DRTPROF_CM_CMSDK_TIMER_BASE=0x40001000u", "-DRTPROF_RV_MTIME_ADDR=0x0200BFF8u",
                "-DRTPROF_BM_RV_CLINT=0x02000000u", "-DRTPROF_BM_CM_CMSDK_TIMER=0x40000000u",
                "-DRTPROF_BM_CM_CMSDK_IRQ=8u"]


def port_scope():
    """The port files analysed, their include folders and the units cppcheck is run on.

    ports/cpu/<port>/*.[ch] and ports/rtos/<adapter>/*.[ch]: what a user links. The reference
    firmware under ports/reference/ (start-up code, vector table, semihosting for QEMU, the
    application) is a test application, outside the scope like tests/. Alternative implementations
    of the same port function (ALTERNATIVES) are analysed apart: an image links one of them (Rule 8.6
    is per image). Adapters to external kernels (ports/rtos/freertos) are analysed only with the
    kernel's headers: FREERTOS_KERNEL_PATH names a FreeRTOS-Kernel checkout (its POSIX port and
    tests/freertos's FreeRTOSConfig.h complete the include path); without it they are skipped, and
    the report says so. The host demo and its simulated RTOS (ports/reference/posix-demo) are host
    code that links the library like a user's application: analysed with the POSIX port, as a port
    would be. ports/rtos/scmrtos is C++ (an scmRTOS extension): MISRA C does not apply to it and it
    is not analysed."""
    kernel = os.environ.get("FREERTOS_KERNEL_PATH", "")
    with_freertos = bool(kernel) and os.path.isfile(os.path.join(kernel, "tasks.c"))
    sources = sorted(p for p in (glob.glob(os.path.join(ROOT, "ports/cpu/*/*.c")) + glob.glob(os.path.join(ROOT, "ports/rtos/*/*.c"))
                                 + glob.glob(os.path.join(ROOT, "ports/reference/posix-demo/*.c")))
                     if with_freertos or "/ports/rtos/freertos/" not in p)
    headers = sorted(p for p in (glob.glob(os.path.join(ROOT, "ports/cpu/*/*.h")) + glob.glob(os.path.join(ROOT, "ports/rtos/*/*.h"))
                                 + glob.glob(os.path.join(ROOT, "ports/reference/posix-demo/*.h")))
                     if (with_freertos or "/ports/rtos/freertos/" not in p) and "/ports/rtos/scmrtos/" not in p)
    dirs = sorted({os.path.relpath(os.path.dirname(p), ROOT) for p in sources + headers})
    if with_freertos:
        dirs += [os.path.join(kernel, "include"), os.path.join(kernel, "portable/ThirdParty/GCC/Posix"),
                 os.path.join(kernel, "portable/ThirdParty/GCC/Posix/utils"), "tests/freertos"]
    else:
        sys.stdout.write("misra: ports/rtos/freertos skipped: set FREERTOS_KERNEL_PATH to a FreeRTOS-Kernel checkout to analyse it\n")
    rel = [os.path.relpath(p, ROOT) for p in sources]
    units = [[r for r in rel if r.startswith(("ports/cpu/posix/", "ports/reference/posix-demo/"))],
             [r for r in rel if r.startswith(("ports/cpu/cortex-m/", "ports/rtos/baremetal/")) and r not in ALTERNATIVES
              and not r.endswith("_riscv.c")]]
    units += [[r for r in rel if (r.startswith("ports/cpu/riscv/") and r not in ALTERNATIVES)
               or r in ("ports/rtos/baremetal/rtprof_bm.c", "ports/rtos/baremetal/rtprof_bm_riscv.c")]]
    if with_freertos:
        units.append([r for r in rel if r.startswith("ports/rtos/freertos/")])
    units += [[a] for a in sorted(ALTERNATIVES)]
    return dict(sources=sources, headers=headers, dirs=dirs, units=[(u, PORT_DEFINES) for u in units])


# ---------------------------------------------------------------------------------------------
# Running cppcheck over the configurations and the ports

class FindingSet:
    """The findings of every cppcheck run, one per configuration, file, line, column and guideline
    (a ports/ or lib/include line once, with the configurations that report it), and the tool's
    problems."""

    def __init__(self, addon_arg):
        self.addon_arg = addon_arg
        self.findings = {}
        self.problems = []

    def run(self, config, files, includes, keep, defines=()):
        found, problems = cppcheck(files, includes, self.addon_arg, keep, defines)
        self.add(config, found, problems)

    def add(self, config, found, problems):
        """One run's findings and problems, as run() adds them."""
        for f in found:
            k = f.key() if not f.path.startswith("generated/") else (config,) + f.key()
            if k not in self.findings:
                self.findings[k] = f
            if config not in self.findings[k].configs:
                self.findings[k].configs.append(config)
        self.problems += problems


class Recorder:
    """A configuration's cppcheck runs, recorded in order, to be added to the FindingSet in the
    configurations' order whatever order they ran in (the findings' first configuration and their
    lists of configurations then do not depend on which run ended first)."""

    def __init__(self, addon_arg):
        self.addon_arg = addon_arg
        self.runs = []
        self.problems = []

    def run(self, config, files, includes, keep, defines=()):
        self.runs.append((config,) + cppcheck(files, includes, self.addon_arg, keep, defines))


def timer_source_fits(unit, incs, defines, problems):
    """False when the preprocessor stops a timer source on this configuration (RTPROF-PORT-008)."""
    if len(unit) != 1 or unit[0] not in ALTERNATIVES:
        return True
    proc = subprocess.run(["cc", "-E", "-o", os.devnull] + list(defines) + [f"-I{i}" for i in incs] + unit,
                          capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0 and "does not fit this configuration" not in proc.stderr \
            and "is a timer source" not in proc.stderr:
        problems.append(f"{unit[0]}: the preprocessor failed: {proc.stderr.strip().splitlines()[-1:]}")
    return proc.returncode == 0


def analyse_library(fs, n, config, incs, raw_rules):
    """A configuration's generated sources together, then each of its headers alone (and, with the
    first configuration, lib/include's) for the rules the addon checks on raw tokens."""
    gdir = incs[0]
    srcs = sorted(glob.glob(os.path.join(ROOT, gdir, "*.c")))
    fs.run(config, [os.path.relpath(s, ROOT) for s in srcs], incs, lambda path, g: not path.startswith("ports/"))
    # the inline hooks' header (RTPROF_INLINE_HOOKS=yes) is code that no library file includes but a
    # port's file compiles: analysed in such a file, verification/wp/rtprof_inline.c, which includes it
    # and nothing else (RTPROF-HOOK-008); its findings are the header's
    inline = glob.glob(os.path.join(ROOT, gdir, "*_rtprof_inline.h"))
    if inline:
        shown = display(os.path.relpath(inline[0], ROOT))
        fs.run(config, ["verification/wp/rtprof_inline.c"], incs, lambda path, g, shown=shown: path == shown)
    headers = sorted(glob.glob(os.path.join(ROOT, gdir, "*.h")))
    if n == 1:
        headers += sorted(glob.glob(os.path.join(ROOT, "lib/include/*.h")))
    for h in headers:
        rel = os.path.relpath(h, ROOT)
        fs.run(config, [rel], incs, lambda path, g, rel=rel: g in raw_rules and path == display(rel))


def analyse_ports(fs, n, config, incs, raw_rules, ports, analysed):
    """The ports against a configuration's headers, one unit per image composition (a timer source
    only with a configuration it fits, recorded in analysed); with the first configuration, each port
    header alone for the raw-token rules."""
    for unit, defines in ports["units"]:
        if not timer_source_fits(unit, incs + ports["dirs"], defines, fs.problems):
            continue
        if unit[0] in analysed:
            analysed[unit[0]].append(config)
        fs.run(config, unit, incs + ports["dirs"], lambda path, g: path.startswith("ports/"), defines)
    if n == 1:
        for h in ports["headers"]:
            rel = os.path.relpath(h, ROOT)
            fs.run(config, [rel], incs + ports["dirs"], lambda path, g, rel=rel: g in raw_rules and path == rel,
                   PORT_DEFINES)


def analyse_config(n, config, addon_arg, raw_rules, ports):
    """One configuration's library and the ports with it, recorded: (the recorder, the timer
    sources analysed with it)."""
    rec = Recorder(addon_arg)
    analysed = {a: [] for a in ALTERNATIVES}
    incs = [os.path.relpath(os.path.join(GEN_DIR, config), ROOT), "lib/include"]
    analyse_library(rec, n, config, incs, raw_rules)
    analyse_ports(rec, n, config, incs, raw_rules, ports, analysed)
    return rec, analysed


def run_analyses(configs, addon_arg, raw_rules, ports):
    """Every configuration's library and the ports with it: the findings, sorted, and the tool's
    problems (a timer source that no configuration fits among them). The configurations are
    analysed as many at once as the machine has cores, and their findings added in their order."""
    fs = FindingSet(addon_arg)
    analysed = {a: [] for a in ALTERNATIVES}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        jobs = [pool.submit(analyse_config, n, config, addon_arg, raw_rules, ports)
                for n, config in enumerate(configs, 1)]
        for n, (config, job) in enumerate(zip(configs, jobs), 1):
            rec, seen = job.result()
            sys.stdout.write(f"misra: [{n}/{len(configs)}] {config}\n")
            sys.stdout.flush()
            for run in rec.runs:
                fs.add(*run)
            fs.problems += rec.problems
            for a in ALTERNATIVES:
                analysed[a] += seen[a]
    for a in sorted(ALTERNATIVES):
        if not analysed[a]:
            fs.problems.append(f"{a}: no configuration analysed fits it (RTPROF-PORT-008)")
        else:
            sys.stdout.write(f"misra: {a} analysed with the {len(analysed[a])} configurations it fits\n")
    flist = sorted(fs.findings.values(), key=lambda f: (f.scope, f.path, f.line, gkey(f.guideline)))
    return flist, sorted(set(fs.problems))


# ---------------------------------------------------------------------------------------------
# Markers, and the findings they cover

def collect_markers(configs, ports, records, by_id, problems):
    """Every marker in the analysed files and the templates, {(path, line): [ids]}, and the places of
    each record's markers in the analysed files, {id: [(path, line)]}; appends to problems an orphan
    marker, a marker outside its record's Scope, a record without a marker."""
    markers = {}
    marker_files = [os.path.join(GEN_DIR, c, f) for c in configs for f in os.listdir(os.path.join(GEN_DIR, c))]
    marker_files += glob.glob(os.path.join(ROOT, "lib/include/*.h")) + ports["sources"] + ports["headers"]
    marker_files += glob.glob(os.path.join(ROOT, "lib/include/*.acsl"))
    template_files = glob.glob(os.path.join(ROOT, "gen/templates/**/*.m4"), recursive=True) + glob.glob(os.path.join(ROOT, "gen/m4/*.m4"))
    for path in marker_files + template_files:
        shown = display(path)
        for i, line in enumerate(read_lines(path), 1):
            ids = MARKER.findall(line)
            if ids and ("/*" in line or "*/" in line or line.lstrip().startswith("*")):
                markers[(shown, i)] = ids
    orphan = sorted({(p, l, i) for (p, l), ids in markers.items() for i in ids if i not in by_id})
    for p, l, i in orphan:
        problems.append(f"orphan marker {i} at {p}:{l}: no such record in safety/deviations.md")
    marker_uses = {}
    for (p, l), ids in markers.items():
        for i in ids:
            if i in by_id and not p.startswith("gen/"):
                marker_uses.setdefault(i, []).append((p, l))
                if not in_scope(by_id[i], p):
                    problems.append(f"marker {i} at {p}:{l} is outside the record's Scope")
    for r in records:
        if r["id"] not in marker_uses:
            problems.append(f"record {r['id']} ({r['Guideline']}) has no marker in the analysed code")
    return markers, marker_uses


def cover_findings(flist, markers, records, by_id):
    """Each finding's source line, template line and status: covered (a marker of a record of its
    guideline and scope on its line or the line above), marker missing (a record's Sites match it),
    no record. Returns the findings not covered."""
    templates = Templates()
    for f in flist:
        lines = read_lines(real_path(f.path))
        f.source = lines[f.line - 1].strip() if 1 <= f.line <= len(lines) else ""
        if f.path.startswith("generated/"):
            f.template = templates.locate(f.path, f.line)
        for at in (f.line, f.line - 1):
            for i in markers.get((f.path, at), []):
                r = by_id.get(i)
                if r and r["Guideline"] == f.guideline and in_scope(r, f.path):
                    f.status, f.record = "covered", i
        if not f.status:
            for r in records:
                if r["Guideline"] == f.guideline and in_scope(r, f.path) and r["sites"] and \
                        r["sites"].search(f.source):
                    f.status, f.record = "marker missing", r["id"]
                    break
        if not f.status:
            f.status = "no record"
    return [f for f in flist if f.status != "covered"]


# ---------------------------------------------------------------------------------------------
# Outputs

def write_findings(path, flist, categories, with_messages):
    """misra-findings.csv: one row per finding (the addon's message too when the rule texts are given)."""
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        head = ["scope", "file", "line", "column", "guideline", "category", "check", "configurations",
                "template", "status", "record", "source"]
        if with_messages:
            head.append("message")
        w.writerow(head)
        for f in flist:
            row = [f.scope, f.path, f.line, f.col, f.guideline, categories.get(f.guideline, "?"), f.check,
                   " ".join(sorted(f.configs)) if not f.path.startswith("generated/") else f.configs[0],
                   f.template, f.status, f.record, f.source]
            if with_messages:
                row.append(f.message)
            w.writerow(row)


def write_report(ctx, problems, out):
    """misra-report.md and misra-summary.json. Every guideline must end compliant, deviated or not
    applicable in the compliance summary: a violation found by review or a review still open fails
    the check like an uncovered finding, so it is added to problems and the report rendered again."""
    text = render(ctx)
    if ctx["open_statuses"]:
        problems += [f"compliance summary: {s}" for s in ctx["open_statuses"]]
        text = render(ctx)
    with open(os.path.join(out, "misra-report.md"), "w", encoding="utf-8") as fh:
        fh.write(text)
    with open(os.path.join(out, "misra-summary.json"), "w", encoding="utf-8") as fh:
        json.dump(ctx["summary"], fh, indent=1, sort_keys=True)
    return ctx["summary"]


def main():
    global GEN_DIR
    args = parse_args()
    GEN_DIR = os.path.normpath(os.path.abspath(args.gen))
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    configs = sorted(d for d in os.listdir(GEN_DIR) if os.path.isdir(os.path.join(GEN_DIR, d)))
    if not configs:
        die(f"no generated configuration in {args.gen}")

    tool = prepare_addon(args.rule_texts, out)
    categories, order, plan, problems = load_guidelines(tool["tool_rules"], args.rule_texts)
    records, rec_problems = load_records(os.path.join(SAFETY, "deviations.md"), categories)
    problems += rec_problems
    by_id = {r["id"]: r for r in records}

    ports = port_scope()
    flist, tool_problems = run_analyses(configs, tool["addon_arg"], tool["raw_rules"], ports)
    problems += tool_problems
    markers, marker_uses = collect_markers(configs, ports, records, by_id, problems)
    uncovered = cover_findings(flist, markers, records, by_id)

    claims, claim_problems = compiler_claims(plan, os.path.join(out, "gcc", "flags"))
    problems += [p for p in claim_problems if "unchecked" not in p]
    notes = [p for p in claim_problems if "unchecked" in p]
    gcc_clean = read_check_status(os.path.join(out, "gcc", "status"))

    write_findings(os.path.join(out, "misra-findings.csv"), flist, categories, bool(args.rule_texts))
    ctx = dict(configs=configs, addon=tool["addon"], addon_sha=tool["addon_sha"], version=tool["version"],
               tool_rules=tool["tool_rules"], raw_rules=tool["raw_rules"], categories=categories, order=order,
               plan=plan, records=records, flist=flist, uncovered=uncovered, problems=problems,
               marker_uses=marker_uses, claims=claims, gcc_clean=gcc_clean, notes=notes, out=out,
               rule_texts=bool(args.rule_texts))
    summary = write_report(ctx, problems, out)

    for p in problems:
        sys.stderr.write(f"misra: {p}\n")
    sys.stdout.write(
        f"misra: {len(configs)} configurations + ports; {summary['raw_findings']} findings "
        f"({summary['covered']} covered by a marker, {summary['marker_missing']} with a record but no marker, "
        f"{summary['no_record']} without a record); {len(problems)} problems; "
        f"report {os.path.relpath(os.path.join(out, 'misra-report.md'), ROOT)}\n")
    return 1 if (uncovered or problems) else 0


def read_check_status(path):
    """The status file of another check: 'clean' or anything else; None when absent."""
    if not os.path.isfile(path):
        return None
    return open(path, encoding="utf-8").read().strip() == "clean"


# ---------------------------------------------------------------------------------------------
# Rendering

def md(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def enforcement_methods(c, g):
    """How compliance with guideline g is checked: tool, compiler, proof, review (see the plan)."""
    m = []
    if g in c["tool_rules"]:
        m.append("tool")
    p = c["plan"].get(g, {})
    if p.get("compiler"):
        m.append("compiler")
    if p.get("proof"):
        m.append("proof")
    if g not in c["tool_rules"] or (p.get("library", "") or p.get("ports", "")).startswith(("violation", "open", "compliant", "see")):
        m.append("review")
    return m


def scope_status(c, by_g, g, scope):
    """The compliance summary's verdict on guideline g for scope ("library" or "ports")."""
    records = c["records"]
    fs = [f for f in by_g.get(g, []) if f.scope == scope]
    bad = [f for f in fs if f.status != "covered"]
    verdict = c["plan"].get(g, {}).get(scope, "").strip()
    devs = sorted({f.record for f in fs if f.status == "covered" and rec_kind(records, f.record) == "deviation"})
    fps = sorted({f.record for f in fs if f.status == "covered" and rec_kind(records, f.record) == "false positive"})
    review_devs = sorted(r["id"] for r in records if r["Guideline"] == g and r["Kind"] == "deviation"
                         and any(s.startswith("ports/") == (scope == "ports") for s in r["scope"])
                         and r["id"] not in devs)
    if bad:
        drafted = sorted({f.record for f in bad if f.record})
        s = f"**Violations**: {len(bad)} finding(s) not covered"
        if drafted:
            s += f" (record {', '.join(drafted)} drafted, marker missing)"
        if verdict.startswith("violation"):
            s += f"; review: {verdict.split(':', 1)[1].strip()}"
        return s
    if verdict.startswith("violation"):
        return f"**Violations** (review): {verdict.split(':', 1)[1].strip()}"
    if devs or review_devs:
        s = f"Deviations ({', '.join(devs + review_devs)})"
        if review_devs and g not in c["tool_rules"]:
            s += ", found by review"
        unmarked = [i for i in devs + review_devs if i not in c["marker_uses"]]
        if unmarked:
            s += f"; **no marker yet** for {', '.join(unmarked)}"
        return s
    if fps:
        return f"Compliant ({len(fs)} tool false positive(s): {', '.join(fps)})"
    if verdict.startswith("n/a"):
        return f"Not applicable: {verdict.split(':', 1)[1].strip()}"
    if verdict.startswith("see records"):
        return "Deviations (records drafted, see above)"
    if g in c["tool_rules"]:
        s = "Compliant (tool: no finding)"
        if verdict.startswith("open"):
            s += f"; review open: {verdict.split(':', 1)[1].strip() if ':' in verdict else ''}"
        return s
    if verdict.startswith("compliant"):
        return f"Compliant (review: {verdict.split(':', 1)[1].strip()})"
    claim = c["claims"].get(g)
    if claim and claim[1] and c["gcc_clean"] and not verdict.startswith("open"):
        return f"Compliant (compiler: `{claim[0]}`, no diagnostic)"
    why = verdict.split(":", 1)[1].strip() if verdict.startswith("open:") else ""
    return "Not yet reviewed" + (f": {why}" if why else "")


def summarize(c, by_g):
    """The figures of misra-summary.json (the compliance summary's tally is added by its section)."""
    order, plan, flist = c["order"], c["plan"], c["flist"]
    counts = {"tool": 0, "compiler": 0, "proof": 0, "review": 0}
    only_review = 0
    for g in order:
        ms = enforcement_methods(c, g)
        for k in ms:
            counts[k] += 1
        if ms == ["review"]:
            only_review += 1
    lib_f = [f for f in flist if f.scope == "library"]
    port_f = [f for f in flist if f.scope == "ports"]
    return {
        "configurations": len(c["configs"]),
        "guidelines": len(order),
        "enforcement": counts, "review_only": only_review,
        "compiler_not_tool": sum(1 for g in order if plan.get(g, {}).get("compiler") and g not in c["tool_rules"]),
        "proof_not_tool": sum(1 for g in order if plan.get(g, {}).get("proof") and g not in c["tool_rules"]),
        "raw_findings": len(flist), "library_findings": len(lib_f), "ports_findings": len(port_f),
        "covered": sum(1 for f in flist if f.status == "covered"),
        "marker_missing": sum(1 for f in flist if f.status == "marker missing"),
        "no_record": sum(1 for f in flist if f.status == "no record"),
        "problems": len(c["problems"]),
        "per_guideline": {g: {"library": sum(1 for f in lib_f if f.guideline == g),
                              "ports": sum(1 for f in port_f if f.guideline == g)} for g in by_g},
    }


def render_heading(c, summary):
    """Title, what the report is, and the verdict."""
    flist = c["flist"]
    L = ["# rtprof — MISRA C:2012 compliance evidence", "",
         "Generated by `safety/report` (`safety/misra.py`); do not edit. MISRA C:2012 with Amendments 1 and 2,",
         "documents in the form of MISRA Compliance:2020. Guideline numbers and categories only: the rule texts are",
         "MISRA's (pass your copy with `safety/report --rule-texts FILE`).", ""]
    verdict = "PASS" if not c["uncovered"] and not c["problems"] else "FAIL"
    L += [f"**MISRA check: {verdict}** — {len(flist)} findings over {len(c['configs'])} configurations and ports/: "
          f"{summary['covered']} covered by a record's marker, {summary['marker_missing']} with a drafted record but no marker "
          f"yet, {summary['no_record']} without a record; {len(c['problems'])} other problems.", ""]
    return L


def render_scope(c):
    """Scope and tools: what is analysed, how, and the notes."""
    L = ["## Scope and tools", "",
         f"- **Library**: the sources `gen/rtprof-gen` writes for each of the {len(c['configs'])} configurations "
         f"analysed ({', '.join(c['configs'])}; by default the matrix of `tests/matrix`), with `lib/include/*.h` and "
         "`lib/include/rtprof.acsl`, which the generated headers include. Both `.c` files of a configuration are "
         "analysed together (one cppcheck run), so the addon's cross-file rules see the whole library.",
         "- **Ports**: `ports/cpu/*/*.[ch]` and `ports/rtos/*/*.[ch]` — `ports/cpu/cortex-m` (critical section, SysTick, DWT and CMSDK timer sources), "
         "`ports/rtos/baremetal` (the in-tree scheduler and its Cortex-M context switch), `ports/cpu/riscv`, `ports/rtos/freertos` "
         "(only when FREERTOS_KERNEL_PATH gives the kernel's headers), `ports/cpu/posix` (the host port) and "
         "`ports/reference/posix-demo` (the simulated RTOS and the host demo: host code, analysed with the POSIX "
         "port as a port would be). Their findings count against the check and "
         "their deviations are recorded like the library's. Each configuration's headers are used once with them (the "
         "adapters have `#if` on the interval mode). Files that are alternatives for the same port function (the "
         "timer sources) are analysed in separate runs, as an image links one of them, each with the configurations it "
         "fits (the others stop its compilation, RTPROF-PORT-008); `RTPROF_CM_CMSDK_TIMER_BASE` is "
         "the MPS2 boards' TIMER1. Outside the scope, like `tests/`: the rest of the reference firmware under "
         "`ports/reference/` (start-up code, vector table and semihosting for QEMU), a test application that no "
         "user links; and `ports/rtos/scmrtos`, C++ code (an scmRTOS extension) to which MISRA C does not apply.",
         f"- **Checker**: {c['version']}, addon `{c['addon']}` (sha256 `{c['addon_sha'][:16]}…`), "
         f"`--std=c99 --platform={PLATFORM}` (32-bit int and pointers, like Cortex-M and rv32), "
         "`--enable=missingInclude --suppress=missingIncludeSystem`; no inline suppressions: the records below "
         "decide. Each header is also analysed alone for the addon's raw-token rules "
         f"({', '.join(sorted(c['raw_rules'], key=gkey))}), which the addon applies only to the file it is given.",
         "- **Compiler, clang-tidy, stack**: sections at the end.", ""]
    if c["notes"]:
        L += [f"- Note: {n}" for n in c["notes"]] + [""]
    return L


def render_findings(c, by_g, summary):
    """Findings per guideline: library, its distinct sites, ports, and how many are covered."""
    L = ["## Findings per guideline", "",
         "Raw findings: one per configuration, file, line and guideline (a generated line counts once in each "
         "configuration whose output holds it); `ports/` and `lib/include` lines once.", "",
         "| guideline | category | library | library sites (template lines) | ports | covered | marker missing | no record |",
         "|---|---|---|---|---|---|---|---|"]
    for g in sorted(by_g, key=gkey):
        fs = by_g[g]
        lib = [f for f in fs if f.scope == "library"]
        sites = len({f.template or f.path + ':' + str(f.line) for f in lib})
        L.append(f"| {g} | {c['categories'][g]} | {len(lib)} | {sites} | {len(fs) - len(lib)} | "
                 f"{sum(1 for f in fs if f.status == 'covered')} | {sum(1 for f in fs if f.status == 'marker missing')} | "
                 f"{sum(1 for f in fs if f.status == 'no record')} |")
    L += [f"| **total** | | {summary['library_findings']} | | {summary['ports_findings']} | {summary['covered']} | "
          f"{summary['marker_missing']} | {summary['no_record']} |", ""]
    return L


def render_failures(c):
    """What fails the check: the findings not covered, by the line that writes them, and the other
    problems."""
    L = ["## What fails the check", ""]
    if not c["uncovered"] and not c["problems"]:
        L += ["Nothing.", ""]
    sites = {}
    for f in c["uncovered"]:
        where = f.template or f"{f.path}:{f.line}"
        s = sites.setdefault((f.status, f.record, f.guideline, where), {"n": 0, "source": f.source, "configs": set()})
        s["n"] += 1
        s["configs"].update(f.configs)
    if sites:
        L += ["Findings not covered, by the line that writes them (the template line for generated code). "
              "*marker missing*: a drafted record fits — add `/* RTPROF-DEV-NNN */` at that line; *no record*: "
              "change the code, or write a record.", "",
              "| status | record | guideline | where | findings | configurations | line |", "|---|---|---|---|---|---|---|"]
        for (status, rec, g, where), s in sorted(sites.items(), key=lambda kv: (kv[0][0], gkey(kv[0][2]), kv[0][3])):
            nconf = len(s["configs"])
            shown = "—" if where.startswith("lib/") else (nconf if nconf < len(c["configs"]) else "all")
            L.append(f"| {status} | {rec or '—'} | {g} | `{where}` | {s['n']} | {shown} | `{md(s['source'])}` |")
        L.append("")
    if c["problems"]:
        L += ["Other problems:", ""] + [f"- {md(p)}" for p in c["problems"]] + [""]
    return L


def render_enforcement_plan(c, summary):
    """The Guideline Enforcement Plan and the (empty) Re-categorization Plan."""
    order, plan, counts = c["order"], c["plan"], summary["enforcement"]
    L = ["## Guideline Enforcement Plan", "",
         f"{len(order)} guidelines. How compliance with each is checked: **tool** — cppcheck's misra addon "
         "implements a check for it (read from the addon's `executeCheck` calls; an addon check is not "
         "necessarily complete); **compiler** — the gcc warnings named, enabled by the library's flags (see "
         "*Compiler*), diagnose violations (errors with `-Werror`); **proof** — `verification/prove` (Frama-C WP "
         "with `-wp-rte`, Eva) establishes the property, counted only while the proof run has no unproved goal; "
         "**review** — by a person, with the verdict in `safety/misra-plan.csv`.", "",
         f"- checked by the tool: **{counts['tool']}**",
         f"- by the compiler: **{counts['compiler']}** ({summary['compiler_not_tool']} of them not by the tool)",
         f"- by proof: **{counts['proof']}** ({summary['proof_not_tool']} of them not by the tool)",
         f"- by review: **{counts['review']}**, of which **{summary['review_only']}** by review alone", "",
         "| guideline | category | tool (addon check) | compiler | proof | review |", "|---|---|---|---|---|---|"]
    for g in order:
        p = plan.get(g, {})
        tool = ", ".join(f"`{x}`" for x in c["tool_rules"].get(g, [])) or "—"
        rv = "yes" if "review" in enforcement_methods(c, g) else "—"
        L.append(f"| {g} | {c['categories'][g]} | {tool} | {('`' + p['compiler'] + '`') if p.get('compiler') else '—'} | "
                 f"{md(p['proof']) if p.get('proof') else '—'} | {rv} |")
    L.append("")
    L += ["## Guideline Re-categorization Plan", "",
          "None: every guideline keeps its MISRA C:2012 category; no advisory guideline is disapplied.", ""]
    return L


def render_records(c):
    """The deviation records: their markers and the findings they cover."""
    flist = c["flist"]
    L = ["## Deviation records", "",
         "From `safety/deviations.md` (the full records: rationale, risk, control). *Markers* are the places "
         "in the analysed code that carry the record's marker; *findings* the findings they cover.", "",
         "| id | kind | guideline | category | scope | markers | findings covered | title |", "|---|---|---|---|---|---|---|---|"]
    for r in c["records"]:
        n_m = len(c["marker_uses"].get(r["id"], []))
        n_f = sum(1 for f in flist if f.record == r["id"] and f.status == "covered")
        n_x = sum(1 for f in flist if f.record == r["id"] and f.status == "marker missing")
        cov = f"{n_f}" + (f" (+{n_x} awaiting a marker)" if n_x else "")
        L.append(f"| {r['id']} | {r['Kind']} | {r['Guideline']} | {r['Category']} | {md(', '.join(r['scope']))} | "
                 f"{n_m} | {cov} | {md(r['Title'])} |")
    L.append("")
    return L


def render_compliance_summary(c, by_g, summary):
    """The Guideline Compliance Summary; sets c["open_statuses"] (a violation or an open review) and
    the library's tally by status in summary."""
    L = ["## Guideline Compliance Summary", "",
         "Per guideline, for the library and for ports/. *Compliant (tool: no finding)* — the addon checks it and "
         "reports nothing in any configuration; *Compliant (review/compiler: …)* — see the plan; *Deviations* — "
         "every finding is covered by a deviation record's marker, or the record was found by review; *Not yet "
         "reviewed* — no tool checks it and the review is open.", "",
         "| guideline | category | library | ports |", "|---|---|---|---|"]
    tally = {}
    c["open_statuses"] = []
    for g in c["order"]:
        a, b = scope_status(c, by_g, g, "library"), scope_status(c, by_g, g, "ports")
        for scope, s in (("library", a), ("ports", b)):
            if s.startswith(("**Violations", "Not yet reviewed")):
                c["open_statuses"].append(f"{g} ({scope}): {s.replace('**', '')}")
        key = a.split(" (")[0].split(":")[0].replace("**", "")
        tally[key] = tally.get(key, 0) + 1
        L.append(f"| {g} | {c['categories'][g]} | {md(a)} | {md(b)} |")
    L.append("")
    summary["library_status"] = tally
    L += ["Library, by status: " + ", ".join(f"{k}: {v}" for k, v in sorted(tally.items())) + ".", ""]
    return L


def render_other_checks(c):
    """The requirements trace's figures, then the sections the other checks of safety/report wrote."""
    L = ["## Requirements trace", ""]
    trace = os.path.join(c["out"], "trace.md")
    if os.path.isfile(trace):
        lines = read_lines(trace)
        L += [l for l in lines if re.match(r"^\d+ requirements", l)] + [""]
        if "## Problems" in lines:
            L += ["`safety/trace.py` problems:", ""] + lines[lines.index("## Problems") + 2:] + [""]
        L += ["The matrix: `trace.md` next to this report.", ""]
    else:
        L += ["Not run (run `safety/report`).", ""]
    for name, title in (("gcc/summary.md", "Compiler"), ("clang-tidy/summary.md", "clang-tidy"), ("stack.md", "Stack usage")):
        path = os.path.join(c["out"], name)
        L += [f"## {title}", ""]
        if os.path.isfile(path):
            L += [open(path, encoding="utf-8").read().rstrip(), ""]
        else:
            L += ["Not run (run `safety/report`).", ""]
    return L


def render(c):
    """misra-report.md's text; sets c["summary"] (misra-summary.json) and c["open_statuses"]."""
    by_g = {}
    for f in c["flist"]:
        by_g.setdefault(f.guideline, []).append(f)
    summary = summarize(c, by_g)
    c["summary"] = summary
    L = render_heading(c, summary)
    L += render_scope(c)
    L += render_findings(c, by_g, summary)
    L += render_failures(c)
    L += render_enforcement_plan(c, summary)
    L += render_records(c)
    L += render_compliance_summary(c, by_g, summary)
    L += render_other_checks(c)
    return "\n".join(L) + "\n"


def rec_kind(records, rid):
    for r in records:
        if r["id"] == rid:
            return r["Kind"]
    return ""


if __name__ == "__main__":
    sys.exit(main())
