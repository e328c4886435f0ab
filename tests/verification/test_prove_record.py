# SPDX-License-Identifier: Apache-2.0
"""test_prove_record.py: the proved.txt verification/prove writes for one configuration, with stand-ins
for frama-c, why3, z3 and cvc4 that log their arguments: the configuration and generated files it
names with their sha256 (from the test's own generation), the options (each Frama-C run's arguments)
and the tools (what each stand-in prints).

Usage: python3 tests/verification/test_prove_record.py REPO
"""
import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../.."))
CONFIG = "tests/cslog/cl_n1_e16_stop_t16down.rtprof"
NAME = "cl_n1_e16_stop_t16down"

# each stand-in's version line; frama-c -version prints its version without the name
STANDINS = {
    "frama-c": '[ "$1" = -version ] && { printf "31.4 (Stand-in)"; exit 0; }\n'
               'f=$(mktemp "$STANDIN_CALLS/call.XXXXXX") && printf "%s\\n" "$@" > "$f"\n',
    "why3": 'echo "Why3 stand-in, version 7"\n',
    "z3": 'echo "Z3 stand-in 8"; echo "a second line"\n',
    "cvc4": 'echo "This is a CVC4 stand-in"\n',
}
TOOLS = "frama-c 31.4 (Stand-in); Why3 stand-in, version 7; Z3 stand-in 8; This is a CVC4 stand-in"

failures = []


def check(name, ok, detail=""):
    print(f"{'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail and not ok else ''}")
    if not ok:
        failures.append(name)


def record_of(path):
    keys, sources = {}, []
    with open(path, encoding="utf-8") as f:
        for line in f.read().splitlines():
            key, _, value = line.partition("=")
            if key == "source":
                sources.append(tuple(value.split(" ")))
            else:
                keys[key] = value
    return keys, sources


def expected_sources(tmp):
    """(manifest lines, [(file, sha256)]) of the configuration, generated here."""
    out = os.path.join(tmp, "expected")
    subprocess.run(["sh", os.path.join(REPO, "gen", "rtprof-gen"), "--config", os.path.join(REPO, CONFIG),
                    "--out", out], check=True, capture_output=True)
    manifest = glob.glob(os.path.join(out, "*_rtprof.manifest"))[0]
    with open(manifest, encoding="utf-8") as f:
        lines = f.read().splitlines()
    sources = []
    for line in lines:
        if line.startswith("file=") and line[5:] != os.path.basename(manifest):
            with open(os.path.join(out, line[5:]), "rb") as g:
                sources.append((line[5:], hashlib.sha256(g.read()).hexdigest()))
    return lines, sources


def options_of_call(path):
    """A Frama-C run's arguments without what names files (sources, include folders, its report files)."""
    with open(path, encoding="utf-8") as f:
        args = f.read().splitlines()
    kept, skip = [], 0
    for a in args:
        if skip:
            skip -= 1
        elif a in ("-wp-report-json", "-report-csv"):
            skip = 1
        elif a == "-then" or a.startswith("-cpp-extra-args=") or a.endswith(".c"):
            continue
        else:
            kept.append(a)
    return kept


def test_input_edited_during_run(tmp, bin_dir):
    """An input edited while the runs go (a copy of the repository's generator, verification and shared
    headers, whose Frama-C stand-in appends to the Eva environment): proved.txt records the text the
    runs read, not the edited one."""
    root = os.path.join(tmp, "repository")
    for part in ("gen", "verification", os.path.join("lib", "include"), os.path.join("tests", "cslog")):
        shutil.copytree(os.path.join(REPO, part), os.path.join(root, part),
                        ignore=shutil.ignore_patterns("reports"))
    env_c = os.path.join(root, "verification", "eva", "rtprof_eva.c")
    with open(env_c, "rb") as f:
        before = hashlib.sha256(f.read()).hexdigest()
    editing = os.path.join(tmp, "bin-editing")
    os.makedirs(editing)
    with open(os.path.join(editing, "frama-c"), "w", encoding="utf-8") as f:
        f.write('#!/bin/sh\n[ "$1" = -version ] && { printf "31.4 (Stand-in)"; exit 0; }\n'
                f'echo "/* edited while the proof runs */" >> "{env_c}"\n')
    os.chmod(os.path.join(editing, "frama-c"), 0o755)
    env = dict(os.environ, PATH=os.pathsep.join((editing, bin_dir, os.environ["PATH"])))
    reports = os.path.join(tmp, "reports-edited")
    p = subprocess.run(["sh", os.path.join(root, "verification", "prove"), "--jobs", "1", "--reports", reports,
                        "--one", os.path.join(root, CONFIG)], env=env, capture_output=True, text=True)
    path = os.path.join(reports, NAME, "proved.txt")
    recorded = None
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as f:
            recorded = next((x.split(" ")[1] for x in f.read().splitlines()
                             if x.startswith("input=verification/eva/rtprof_eva.c ")), None)
    with open(env_c, "rb") as f:
        after = hashlib.sha256(f.read()).hexdigest()
    check("test_prove_record_input_as_read", after != before and recorded == before,
          f"recorded {recorded}, before the runs {before}, after {after}: {p.stdout} {p.stderr}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        bin_dir, calls, reports = (os.path.join(tmp, d) for d in ("bin", "calls", "reports"))
        os.makedirs(bin_dir)
        os.makedirs(calls)
        for tool, body in STANDINS.items():
            with open(os.path.join(bin_dir, tool), "w", encoding="utf-8") as f:
                f.write("#!/bin/sh\n" + body)
            os.chmod(os.path.join(bin_dir, tool), 0o755)
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], STANDIN_CALLS=calls)
        # --one: prove one configuration into --reports (what prove runs per configuration)
        p = subprocess.run(["sh", os.path.join(REPO, "verification", "prove"), "--jobs", "3", "--timeout", "7",
                            "--reports", reports, "--one", os.path.join(REPO, CONFIG)],
                           env=env, capture_output=True, text=True)
        path = os.path.join(reports, NAME, "proved.txt")
        check("test_prove_record_written", os.path.isfile(path), p.stdout + p.stderr)
        if not os.path.isfile(path):
            return 1
        keys, sources = record_of(path)
        manifest, expected = expected_sources(tmp)
        check("test_prove_record_config", keys.get("config") == CONFIG, keys.get("config", ""))
        for key in ("generator", "sha256"):
            line = next(x for x in manifest if x.startswith(key + "="))
            check(f"test_prove_record_{key}", f"{key}={keys.get(key)}" == line, f"{keys.get(key)} vs {line}")
        check("test_prove_record_sources", sources == expected, f"{sources} vs {expected}")
        check("test_prove_record_timeout", keys.get("prover_timeout") == "7", keys.get("prover_timeout", ""))
        check("test_prove_record_tools", keys.get("tools") == TOOLS, keys.get("tools", ""))
        check("test_prove_record_basis", keys.get("basis") == "written by verification/prove", keys.get("basis", ""))
        # the three Frama-C runs, each exactly the options the record gives for it
        runs = sorted(options_of_call(c) for c in glob.glob(os.path.join(calls, "call.*")))
        kernel, eva, wp = (keys.get(k, "").split(" ") for k in ("kernel_options", "eva_options", "wp_options"))
        c_alone = keys.get("eva_c_alone_options", "").split(" ")
        recorded = sorted([kernel + eva, kernel + c_alone + eva, kernel + wp])
        check("test_prove_record_options", runs == recorded, f"runs {runs}, recorded {recorded}")
        check("test_prove_record_wp_timeout_jobs", "-wp-timeout 7 -wp-par 3" in keys.get("wp_options", ""),
              keys.get("wp_options", ""))
        test_input_edited_during_run(tmp, bin_dir)
    print(f"test_prove_record: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
