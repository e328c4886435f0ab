# SPDX-License-Identifier: Apache-2.0
"""trace.py: build rtprof's requirements trace matrix from the citations in the tree.

Usage: python3 safety/trace.py [--out FILE.md]

Requirements are the rows `| RTPROF-AREA-NNN | ... |` of spec/requirements.md. Citations are the ids
written in the files themselves, never a hand-kept table:
- code: the generator (gen/), the public headers (lib/include/) and the ports (ports/) cite the ids
  they implement;
- tests: every test unit names the ids it verifies: each `static void test_*` function of
  tests/unit/*.c (in the comment block right above it or in its body) and each test script
  (tests/**/*.sh, and the host tool's tests/tools/*.py and tests/tools/run-*) as a whole;
  tests/**/CMakeLists.txt may cite ids for the tests it registers whose
  checks live outside tests/ (the host demo);
- proofs: every function contract of the templates (`/*@ ... */` followed by a function) names the
  ids it proves in the comment right above it (a C comment, or the template's m4_dnl lines where
  the C comment is a fragment chosen by the configuration), as does each lemma of lib/include/*.acsl and
  each verification script.

A requirement the library cannot verify because it binds the integrator (one core, the calling
discipline, the interrupt priorities of the RTOS) says so in its text, "(assumption of use)"; its
evidence is its row in the assumptions-of-use table of the safety manual (safety/manual.md, section
3), which tells the integrator how to show it; tests and proofs may still cite it.

An id list may be written RTPROF-HOOK-001/002/003 or RTPROF-NORM-001..008. Exits 1, and says why,
when a requirement has neither a test nor a proof (nor, for an assumption of use, its row in the
safety manual), when an assumption of use has no row in the manual, when a test or proof unit names
no requirement, or when a citation names an id that is not a requirement.
"""
import glob
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
CITE = re.compile(r"RTPROF-([A-Z]+)-(\d{3})((?:/\d{3})*)(?:\.\.(\d{3}))?")


def ids_in(text):
    """Every requirement id cited in text, expanding / lists and .. ranges."""
    found = set()
    for m in CITE.finditer(text):
        area, first = m.group(1), int(m.group(2))
        if area == "DEV":
            continue  # a MISRA deviation marker (safety/deviations.md), not a requirement
        found.add(f"RTPROF-{area}-{first:03d}")
        for more in m.group(3).split("/")[1:]:
            found.add(f"RTPROF-{area}-{int(more):03d}")
        if m.group(4):
            for n in range(first, int(m.group(4)) + 1):
                found.add(f"RTPROF-{area}-{n:03d}")
    return found


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def rel(path):
    return os.path.relpath(path, ROOT)


def requirements():
    reqs = {}
    for line in read(os.path.join(ROOT, "spec/requirements.md")).splitlines():
        m = re.match(r"^\| (RTPROF-[A-Z]+-\d{3}) \| (.*) \|$", line)
        if m:
            reqs[m.group(1)] = m.group(2)
    return reqs


AOU_TAG = "(assumption of use)"


def manual_assumptions():
    """The requirement ids of the safety manual's assumptions-of-use table (section 3)."""
    ids = set()
    section = False
    for line in read(os.path.join(ROOT, "safety/manual.md")).splitlines():
        if line.startswith("## "):
            section = line.startswith("## 3. Assumptions of use")
        elif section:
            m = re.match(r"^\| (RTPROF-[A-Z]+-\d{3}) \|", line)
            if m:
                ids.add(m.group(1))
    return ids


def files(*patterns):
    out = []
    for p in patterns:
        out.extend(glob.glob(os.path.join(ROOT, p), recursive=True))
    return sorted(set(f for f in out if os.path.isfile(f)))


def comment_above(lines, index):
    """The comment block (C, shell or m4) that ends right above lines[index]."""
    block = []
    i = index - 1
    while i >= 0 and lines[i].strip() == "":
        i -= 1
    while i >= 0:
        s = lines[i].strip()
        if s.startswith(("/*", "*", "//", "#", "m4_dnl")) or s.endswith("*/"):
            block.append(lines[i])
            i -= 1
        else:
            break
    return "\n".join(reversed(block))


def c_test_units(path):
    """(name, ids) for each static void test_* function of a cmocka test file."""
    text = read(path)
    lines = text.splitlines()
    units = []
    starts = [i for i, l in enumerate(lines) if re.match(r"^static void (test_\w+)\(", l)]
    for n, i in enumerate(starts):
        name = re.match(r"^static void (test_\w+)\(", lines[i]).group(1)
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        body = "\n".join(lines[i:end])
        # the body stops at the first line that closes the function
        close = re.search(r"^}\s*$", body, re.M)
        if close:
            body = body[:close.end()]
        units.append((f"{rel(path)}:{name}", ids_in(comment_above(lines, i) + "\n" + body)))
    return units


def contract_units(path):
    """(name, ids) for each function contract of a template: the ids in the C comment right above
    the /*@ ... */ block, or in the block itself."""
    lines = read(path).splitlines()
    units = []
    i = 0
    while i < len(lines):
        s = lines[i].lstrip()
        if s.startswith("[/*@"):
            s = s[1:]  # a template line that reopens m4's quote right before the contract
        if s.startswith("/*@") and not s.startswith("/*@ ghost") and not s.startswith("/*@ assert") \
                and not s.startswith("/*@ loop"):
            j = i
            while "*/" not in lines[j]:
                j += 1
            k = j + 1
            while k < len(lines) and lines[k].strip() == "":
                k += 1
            decl = lines[k] if k < len(lines) else ""
            m = re.search(r"\b(rtprof_\w+)\s*\(", decl)
            if m and not decl.lstrip().startswith(("/*", "#", "//")) and "(" in decl:
                contract = "\n".join(lines[i:j + 1])
                if re.search(r"\b(requires|ensures|assigns)\b", contract):
                    units.append((f"{rel(path)}:{m.group(1)}", ids_in(comment_above(lines, i) + "\n" + contract)))
            i = j + 1
        else:
            i += 1
    return units


def lemma_units(path):
    lines = read(path).splitlines()
    units = []
    for i, l in enumerate(lines):
        m = re.match(r"^\s*lemma (\w+)", l)
        if m:
            units.append((f"{rel(path)}:{m.group(1)}", ids_in(comment_above(lines, i) + "\n" + l)))
    return units


def main():
    out_path = None
    if len(sys.argv) == 3 and sys.argv[1] == "--out":
        out_path = sys.argv[2]
    elif len(sys.argv) != 1:
        sys.stderr.write("usage: trace.py [--out FILE.md]\n")
        return 2
    reqs = requirements()
    aou = {r for r, text in reqs.items() if AOU_TAG in text}
    in_manual = manual_assumptions()

    code = {}
    for f in files("gen/rtprof-gen", "gen/m4/*.m4", "gen/templates/**/*.m4", "gen/*.cmake",
                   "lib/include/*.h", "ports/**/*.c", "ports/**/*.h", "ports/**/*.S", "ports/**/run-*",
                   "tools/*.c", "tools/*.h"):
        for r in ids_in(read(f)):
            code.setdefault(r, set()).add(rel(f))

    tests = []
    merged = {}
    for f in files("tests/unit/*.c"):
        for unit, ids in c_test_units(f):
            # a test defined twice (the target's version and the skipped one) is one unit
            if unit not in merged:
                tests.append((unit, merged.setdefault(unit, set())))
            merged[unit] |= ids
    for f in files("tests/**/*.sh", "tests/tools/*.py", "tests/tools/run-*"):
        tests.append((rel(f), ids_in(read(f))))
    # CMake files register tests whose checks live elsewhere (the demo checks its own results): their
    # citations count, but they are not test units themselves.
    for f in files("tests/**/CMakeLists.txt"):
        ids = ids_in(read(f))
        if ids:
            tests.append((rel(f), ids))

    proofs = []
    for f in files("gen/templates/**/*.m4"):
        proofs.extend(contract_units(f))
    for f in files("lib/include/*.acsl"):
        proofs.extend(lemma_units(f))
    for f in files("verification/prove", "verification/mutants", "verification/eva/*.c"):
        proofs.append((rel(f), ids_in(read(f))))

    problems = []
    by_test, by_proof = {}, {}
    for unit, ids in tests:
        if not ids:
            problems.append(f"test names no requirement: {unit}")
        for r in ids:
            by_test.setdefault(r, []).append(unit)
    for unit, ids in proofs:
        if not ids:
            problems.append(f"proof names no requirement: {unit}")
        for r in ids:
            by_proof.setdefault(r, []).append(unit)
    for r in sorted(set(code) | set(by_test) | set(by_proof)):
        if r not in reqs:
            where = sorted(code.get(r, set())) + by_test.get(r, []) + by_proof.get(r, [])
            problems.append(f"{r} is cited but is not a requirement: {', '.join(where[:3])}")
    for r in reqs:
        if r in aou and r not in in_manual:
            problems.append(f"{r} is an assumption of use without its row in safety/manual.md section 3")
        elif r not in by_test and r not in by_proof and r not in aou:
            problems.append(f"{r} has neither a test nor a proof")

    rows = ["# rtprof requirements trace", "",
            "Generated by `python3 safety/trace.py` from the ids cited in the tree; do not edit.", "",
            f"{len(reqs)} requirements, {len(tests)} test units, {len(proofs)} proof units; "
            f"{sum(1 for r in reqs if r in by_test)} requirements tested, "
            f"{sum(1 for r in reqs if r in by_proof)} proved, {len(aou)} assumptions of use "
            f"(evidence: safety/manual.md section 3), {len(problems)} problems.", "",
            "| requirement | code | tests | proofs | assumption of use |", "|---|---|---|---|---|"]

    def short(units):
        return "<br>".join(sorted(units)) if units else "—"
    for r in reqs:
        manual = "safety/manual.md section 3" if r in aou and r in in_manual else "—"
        rows.append(f"| {r} | {short(code.get(r, set()))} | {short(by_test.get(r, []))} | {short(by_proof.get(r, []))} | "
                    f"{manual} |")
    if problems:
        rows += ["", "## Problems", ""] + [f"- {p}" for p in problems]
    text = "\n".join(rows) + "\n"
    if out_path:
        os.makedirs(os.path.dirname(os.path.abspath(out_path)), exist_ok=True)
        with open(out_path, "w", encoding="utf-8") as f:
            f.write(text)
    for p in problems:
        sys.stderr.write(f"trace: {p}\n")
    sys.stdout.write(f"trace: {len(reqs)} requirements, {len(tests)} test units, {len(proofs)} proof units, "
                     f"{len(aou)} assumptions of use, {len(problems)} problems\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
