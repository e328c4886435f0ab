# SPDX-License-Identifier: Apache-2.0
"""test_collect_reports.py: verification/collect_reports.py on hand-written report folders: the page's
rows and records, --check, copying a run, bad folders refused with nothing written, and --current on a
copy of the generator and two configurations, whose records the test writes from its own generation.

Usage: python3 tests/verification/test_collect_reports.py REPO
"""
import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../.."))
SCRIPT = os.path.join(REPO, "verification", "collect_reports.py")
# the files of the repository verification/prove reads besides the generated ones: the shared
# headers and ACSL (-I lib/include), the Eva environment; and for float results the list of goals
# Eva discharges
INPUTS = ("lib/include/rtprof.acsl", "lib/include/rtprof_port.h", "lib/include/rtprof_types.h",
          "verification/eva/rtprof_eva.c", "verification/wp/rtprof_before_init.c")
FLOAT_INPUTS = INPUTS + ("verification/eva/float-goals",)
# and with inline hooks, their Eva environment and the file WP proves them in
INLINE_INPUTS = INPUTS + ("verification/eva/rtprof_eva_inline.c", "verification/wp/rtprof_inline.c")

ALPHA_SUMMARY = """== alpha: 3 / 3 goals proved, 12 s; Eva: 2 alarms, 10/12 statements; Eva with contracts: 0 alarms, 15/16 statements, 4 functions
function                            goals  proved   time s  max s  by prover
f                                       3       3      0.5   0.30  Eva 1, Qed 1, Script 1
  by Eva (float, verification/eva/float-goals): typed_f_float
  EVA: 2 alarms, 2 discharged by WP (same guard, same line, proved)
"""
ALPHA_GOALS = """goal,function,prover,verdict,seconds
typed_f_a,f,Qed,Valid,0.000
typed_f_b,f,Script,Valid,0.300
typed_f_float,f,Eva,Valid,0.200
"""
BETA_SUMMARY = """== beta: 1 / 2 goals proved, 7 s; Eva: 0 alarms, 5/5 statements; Eva with contracts: 0 alarms, 6/6 statements, 2 functions
function                            goals  proved   time s  max s  by prover
g                                       2       1     10.0  10.00  Qed 1
  NOT PROVED: typed_g_b (Timeout: Timeout)
"""
BETA_GOALS = """goal,function,prover,verdict,seconds
typed_g_a,g,Qed,Valid,0.010
typed_g_b,g,Timeout,Timeout,10.000
"""

# the rows, worked out by hand from the folders above
ROW_ALPHA = "| `alpha` | 3 | 3 | Eva 1, Qed 1, Script 1 | 0.30 | 12 | 2 | 2 | 10/12 | 0 | 15/16 | 4 | yes |"
ROW_BETA = "| `beta` | 2 | 1 | Qed 1 | 10.00 | 7 | 0 | 0 | 5/5 | 0 | 6/6 | 2 | NO |"
ROW_TOTAL = "| **2 configurations** | 5 | 4 | Eva 1, Qed 2, Script 1 | | | | | | | | | 1 yes |"
RECORD_ALPHA = ("| `alpha` | `goals.csv`, `summary.txt` | not recorded | not recorded | not recorded | not recorded "
                "| not recorded | not recorded |")
# beta's proved.txt, hand-written; SOURCES are the two files the test writes and hashes
BETA_SOURCES = {"beta_rtprof.c": "int beta;\n", "beta_rtprof.h": "extern int beta;\n"}
BETA_RECORD = """config=tests/configs/beta.rtprof
generator=rtprof-gen 9.9.9
sha256=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
{sources}kernel_options=-k1 -k2
eva_options=-eva -e1
eva_c_alone_options=-no-annot
wp_options=-wp -wp-timeout 4
prover_timeout=4
tools=frama-c 1 | why3 2
basis=written by hand
"""

failures = []


def check(name, ok, detail=""):
    print(f"{'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail and not ok else ''}")
    if not ok:
        failures.append(name)


def run(*args):
    return subprocess.run([sys.executable, SCRIPT] + list(args), capture_output=True, text=True)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def beta_record():
    """beta's proved.txt and the sources id its row must show, the id from the sha256sum tool itself."""
    with tempfile.TemporaryDirectory() as d:
        for name, text in BETA_SOURCES.items():
            write(os.path.join(d, name), text)
        listing = subprocess.run(["sha256sum"] + sorted(BETA_SOURCES), cwd=d, capture_output=True, check=True).stdout
    sources_id = subprocess.run(["sha256sum"], input=listing, capture_output=True, check=True).stdout[:12].decode()
    lines = "".join(f"source={name} {hashlib.sha256(text.encode()).hexdigest()}\n"
                    for name, text in BETA_SOURCES.items())
    return BETA_RECORD.format(sources=lines), sources_id


def folders(base):
    write(os.path.join(base, "alpha", "summary.txt"), ALPHA_SUMMARY)
    write(os.path.join(base, "alpha", "goals.csv"), ALPHA_GOALS)
    write(os.path.join(base, "beta", "summary.txt"), BETA_SUMMARY)
    write(os.path.join(base, "beta", "goals.csv"), BETA_GOALS)
    write(os.path.join(base, "beta", "proved.txt"), beta_record()[0])


def test_index_rows(tmp):
    folders(tmp)
    p = run("--reports", tmp, "--index")
    check("test_collect_reports_index_writes", p.returncode == 0, p.stderr)
    lines = read(os.path.join(tmp, "README.md")).splitlines()
    sources_id = beta_record()[1]
    record_beta = ("| `beta` | `goals.csv`, `proved.txt`, `summary.txt` | `tests/configs/beta.rtprof` | `0123456789ab` | "
                   f"rtprof-gen 9.9.9, sources `{sources_id}` (2 files) | [set 1](#option-set-1) | "
                   "frama-c 1 \\| why3 2 | written by hand |")
    for name, row in (("alpha", ROW_ALPHA), ("beta", ROW_BETA), ("total", ROW_TOTAL), ("record_alpha", RECORD_ALPHA),
                      ("record_beta", record_beta), ("option_set", "### Option set 1"),
                      ("option_kernel", "- every Frama-C run: `-k1 -k2`"), ("option_eva", "- both Eva runs: `-eva -e1`"),
                      ("option_c_alone", "- the Eva run on the C alone, in addition: `-no-annot`"),
                      ("option_wp", "- WP: `-wp -wp-timeout 4`"),
                      ("option_timeout", "- prover timeout (seconds per prover per goal): 4"),
                      ("option_users", "- reports: `beta`")):
        check(f"test_collect_reports_index_row_{name}", row in lines, f"no line {row}")
    check("test_collect_reports_index_one_option_set", sum(1 for x in lines if x.startswith("### Option set")) == 1)


def test_check(tmp):
    folders(tmp)
    run("--reports", tmp, "--index")
    page = os.path.join(tmp, "README.md")
    p = run("--reports", tmp, "--check")
    check("test_collect_reports_check_current", p.returncode == 0, p.stderr)
    edited = read(page) + "A sentence added by hand.\n"
    write(page, edited)
    p = run("--reports", tmp, "--check")
    check("test_collect_reports_check_edited_page", p.returncode == 1 and "not what the report folders give" in p.stderr,
          f"exit {p.returncode}: {p.stderr}")
    check("test_collect_reports_check_writes_nothing", read(page) == edited)
    write(os.path.join(tmp, "alpha", "summary.txt"), ALPHA_SUMMARY.replace(", 12 s;", ", 13 s;"))
    run("--reports", tmp, "--index")
    write(os.path.join(tmp, "alpha", "summary.txt"), ALPHA_SUMMARY)
    p = run("--reports", tmp, "--check")
    check("test_collect_reports_check_folder_changed", p.returncode == 1, f"exit {p.returncode}")


def test_bad_folder(tmp, label, damage):
    folders(tmp)
    run("--reports", tmp, "--index")
    page = os.path.join(tmp, "README.md")
    before = read(page)
    damage(tmp)
    p = run("--reports", tmp, "--index")
    check(f"test_collect_reports_bad_{label}_refused", p.returncode == 2 and p.stderr.count("\n") == 1,
          f"exit {p.returncode}: {p.stderr!r}")
    check(f"test_collect_reports_bad_{label}_writes_nothing", read(page) == before)


def test_collect(tmp):
    run_dir, reports = os.path.join(tmp, "run"), os.path.join(tmp, "reports")
    folders(reports)
    write(os.path.join(run_dir, "gamma", "totals"), "goals=1\n")
    write(os.path.join(run_dir, "gamma", "summary.txt"),
          "== gamma: 1 / 1 goals proved, 3 s; Eva: 0 alarms, 4/4 statements; Eva with contracts: 0 alarms, "
          "4/4 statements, 1 functions\n  note: /tmp/tmp.Ab12/gamma_rtprof.c\n")
    write(os.path.join(run_dir, "gamma", "goals.csv"), "goal,function,prover,verdict,seconds\ntyped_h,h,Qed,Valid,0.000\n")
    write(os.path.join(run_dir, "delta", "summary.txt"), "unfinished\n")
    write(os.path.join(run_dir, "epsilon", "totals"), "goals=2\n")
    write(os.path.join(run_dir, "epsilon", "summary.txt"), BETA_SUMMARY.replace("beta", "epsilon"))
    write(os.path.join(run_dir, "epsilon", "goals.csv"), BETA_GOALS.rsplit("typed_g_b", 1)[0])
    run("--reports", reports, "--index")
    page = read(os.path.join(reports, "README.md"))
    p = run("--reports", reports, run_dir)
    check("test_collect_reports_collect_bad_run_refused", p.returncode == 2 and p.stderr.count("\n") == 1,
          f"exit {p.returncode}: {p.stderr!r}")
    check("test_collect_reports_collect_bad_run_writes_nothing",
          sorted(os.listdir(reports)) == ["README.md", "alpha", "beta"] and read(os.path.join(reports, "README.md")) == page)
    os.remove(os.path.join(run_dir, "epsilon", "totals"))
    p = run("--reports", reports, run_dir)
    check("test_collect_reports_collect_runs", p.returncode == 0, p.stderr)
    check("test_collect_reports_collect_complete_only", sorted(os.listdir(reports)) == ["README.md", "alpha", "beta", "gamma"],
          str(sorted(os.listdir(reports))))
    check("test_collect_reports_collect_scrubs_tmp", "<gen>/gamma_rtprof.c" in read(os.path.join(reports, "gamma", "summary.txt")))
    check("test_collect_reports_collect_indexes",
          "| `gamma` | 1 | 1 | Qed 1 | 0.00 | 3 | 0 | 0 | 4/4 | 0 | 4/4 | 1 | yes |" in read(os.path.join(reports, "README.md")))
    # a run's proved.txt is copied; a run without one leaves no earlier record behind
    write(os.path.join(run_dir, "gamma", "proved.txt"), beta_record()[0])
    p = run("--reports", reports, run_dir)
    check("test_collect_reports_collect_copies_record",
          p.returncode == 0 and read(os.path.join(reports, "gamma", "proved.txt")) == beta_record()[0], p.stderr)
    os.remove(os.path.join(run_dir, "gamma", "proved.txt"))
    p = run("--reports", reports, run_dir)
    check("test_collect_reports_collect_drops_earlier_record",
          p.returncode == 0 and not os.path.exists(os.path.join(reports, "gamma", "proved.txt")), p.stderr)


# --current: a copy of the repository's generator, collect_reports.py and two configurations of the
# matrix, each with a report folder whose proved.txt the test writes from its own generation
CURRENT_CONFIGS = ("spec/configs/demo.rtprof", "tests/cslog/cl_n1_e16_stop_t16down.rtprof")


def mini_repository(root):
    shutil.copytree(os.path.join(REPO, "gen"), os.path.join(root, "gen"))
    os.makedirs(os.path.join(root, "verification", "reports"))
    shutil.copy(SCRIPT, os.path.join(root, "verification"))
    os.makedirs(os.path.join(root, "tests"))
    shutil.copy(os.path.join(REPO, "tests", "matrix-configs"), os.path.join(root, "tests"))
    for path in FLOAT_INPUTS:
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        shutil.copy(os.path.join(REPO, path), os.path.join(root, path))
    write(os.path.join(root, "tests", "matrix"), "matrix spec/configs the test's reference configuration\n"
          "matrix tests/cslog the test's log configuration\n")
    for config in CURRENT_CONFIGS:
        os.makedirs(os.path.dirname(os.path.join(root, config)), exist_ok=True)
        shutil.copy(os.path.join(REPO, config), os.path.join(root, config))
        name = os.path.basename(config)[:-len(".rtprof")]
        out = os.path.join(root, "gen-out", name)
        subprocess.run(["sh", os.path.join(REPO, "gen", "rtprof-gen"), "--config", os.path.join(REPO, config),
                        "--out", out], check=True, capture_output=True)
        manifest = glob.glob(os.path.join(out, "*_rtprof.manifest"))[0]
        lines = read(manifest).splitlines()
        record = [f"config={config}"] + [x for x in lines if x.startswith(("generator=", "sha256="))]
        for x in lines:
            if x.startswith("file=") and x[5:] != os.path.basename(manifest):
                with open(os.path.join(out, x[5:]), "rb") as f:
                    record.append(f"source={x[5:]} {hashlib.sha256(f.read()).hexdigest()}")
        for path in (FLOAT_INPUTS if "key.RTPROF_RESULT=float" in lines else INPUTS):
            with open(os.path.join(REPO, path), "rb") as f:
                record.append(f"input={path} {hashlib.sha256(f.read()).hexdigest()}")
        record += ["kernel_options=-k", "eva_options=-eva", "eva_c_alone_options=-no-annot", "wp_options=-wp",
                   "prover_timeout=10", "tools=not recorded", "basis=written by the test"]
        write(os.path.join(root, "verification", "reports", name, "proved.txt"), "\n".join(record) + "\n")
    shutil.rmtree(os.path.join(root, "gen-out"))


def current(root):
    return subprocess.run([sys.executable, os.path.join(root, "verification", "collect_reports.py"), "--current"],
                          capture_output=True, text=True)


def snapshot(root):
    return sorted((os.path.relpath(os.path.join(d, f), root), read(os.path.join(d, f)))
                  for d, _, files in os.walk(root) for f in files)


def test_current_case(base, tmp, label, change, expected, absent=()):
    """change a copy of the mini repository base, then --current must exit 1, a line on stderr starting
    with each expected text and none starting with an absent one, and write nothing."""
    root = os.path.join(tmp, label)
    shutil.copytree(base, root)
    change(root)
    before = snapshot(root)
    p = current(root)
    missing = [e for e in expected if not any(x.startswith(f"collect_reports: {e}") for x in p.stderr.splitlines())]
    extra = [x for x in p.stderr.splitlines() if any(x.startswith(f"collect_reports: {a}") for a in absent)]
    check(f"test_collect_reports_current_{label}_fails", p.returncode == 1 and not missing and not extra,
          f"exit {p.returncode}, no line {missing}, lines {extra}: {p.stderr}")
    check(f"test_collect_reports_current_{label}_writes_nothing", snapshot(root) == before)


def edit(path, old, new):
    text = read(path)
    if old not in text:
        raise SystemExit(f"test_collect_reports: {old!r} is not in {path}: the test needs another edit")
    write(path, text.replace(old, new, 1))


def test_inputs(tmp):
    p = subprocess.run([sys.executable, SCRIPT, "--inputs"], capture_output=True, text=True)
    check("test_collect_reports_inputs", p.returncode == 0 and tuple(p.stdout.split()) == INPUTS,
          f"exit {p.returncode}: {p.stdout} {p.stderr}")
    # a manifest's result class: the float goals' list is an input of float results only
    for result, expected in (("int", INPUTS), ("float", FLOAT_INPUTS)):
        manifest = os.path.join(tmp, f"{result}_rtprof.manifest")
        write(manifest, f"name={result}\nmodules=core report\nkey.RTPROF_RESULT={result}\n")
        p = subprocess.run([sys.executable, SCRIPT, "--inputs", manifest], capture_output=True, text=True)
        check(f"test_collect_reports_inputs_{result}", p.returncode == 0 and tuple(p.stdout.split()) == expected,
              f"exit {p.returncode}: {p.stdout} {p.stderr}")
    # a manifest that lists the inline hooks' header: their Eva environment and WP file too
    manifest = os.path.join(tmp, "inline_rtprof.manifest")
    write(manifest, "name=inline\nmodules=core report\nkey.RTPROF_RESULT=int\nfile=inline_rtprof_inline.h\n"
                    "file=rtprof_inline.h\n")
    p = subprocess.run([sys.executable, SCRIPT, "--inputs", manifest], capture_output=True, text=True)
    check("test_collect_reports_inputs_inline", p.returncode == 0 and tuple(p.stdout.split()) == INLINE_INPUTS,
          f"exit {p.returncode}: {p.stdout} {p.stderr}")


def test_current(tmp):
    root = os.path.join(tmp, "current")
    mini_repository(root)
    p = current(root)
    check("test_collect_reports_current_current", p.returncode == 0 and "2 report folders" in p.stdout,
          f"exit {p.returncode}: {p.stderr}")
    demo, cl = "demo: spec/configs/demo.rtprof", "cl_n1_e16_stop_t16down: tests/cslog/cl_n1_e16_stop_t16down.rtprof"
    reports = os.path.join("verification", "reports")
    cases = [
        # a comment of a template that lands in the generated C: both configurations' C changes
        ("template_comment",
         lambda r: edit(os.path.join(r, "gen", "templates", "core", "banks.m4"), "Zero a bank's counters",
                        "Zero the bank's counters"),
         [f"{demo} generates demo_rtprof.c with sha256 ", f"{cl} generates cl_n1_e16_stop_t16down_rtprof.c with sha256 "]),
        ("no_record", lambda r: os.remove(os.path.join(r, reports, "demo", "proved.txt")),
         ["demo: no proved.txt (prove it again with verification/prove)"]),
        ("no_folder", lambda r: shutil.copy(os.path.join(r, "spec", "configs", "demo.rtprof"),
                                            os.path.join(r, "spec", "configs", "demo2.rtprof")),
         ["spec/configs/demo2.rtprof: no report folder (prove it: verification/prove spec/configs/demo2.rtprof)"]),
        ("configuration", lambda r: edit(os.path.join(r, "spec", "configs", "demo.rtprof"), "=1000 ", "=999 "),
         [f"{demo}: sha256 is "]),
        ("generator", lambda r: edit(os.path.join(r, "gen", "rtprof-gen"), "RTPROF_GEN_VERSION=0.1.0", "RTPROF_GEN_VERSION=0.1.1"),
         [f"{demo}: generator is rtprof-gen 0.1.1 today, proved.txt records rtprof-gen 0.1.0"]),
        ("unrecorded_file", lambda r: edit(os.path.join(r, reports, "demo", "proved.txt"), "source=rtprof.h ", "source=gone.h "),
         [f"{demo} generates rtprof.h, which proved.txt does not record",
          "demo: proved.txt records gone.h, which spec/configs/demo.rtprof no longer generates"]),
        ("other_config", lambda r: edit(os.path.join(r, reports, "demo", "proved.txt"), "config=spec/configs/demo.rtprof",
                                        "config=tests/cslog/cl_n1_e16_stop_t16down.rtprof"),
         ["demo: proved.txt names configuration tests/cslog/cl_n1_e16_stop_t16down.rtprof, not demo.rtprof"]),
        # a file every proof reads besides the generated ones (the port's contracts): every report is stale
        ("input_changed", lambda r: edit(os.path.join(r, "lib", "include", "rtprof_port.h"), "rtprof_port_reading;",
                                         "rtprof_port_reading ;"),
         ["demo: lib/include/rtprof_port.h has sha256 ", "cl_n1_e16_stop_t16down: lib/include/rtprof_port.h has sha256 "]),
        ("input_unrecorded", lambda r: edit(os.path.join(r, reports, "demo", "proved.txt"),
                                            "input=verification/eva/rtprof_eva.c ", "input=verification/eva/gone "),
         ["demo: proved.txt does not record the input verification/eva/rtprof_eva.c",
          "demo: proved.txt records the input verification/eva/gone, which the repository no longer has"]),
        # the float goals' list: only the float configuration's proof reads it
        ("float_goals_changed", lambda r: edit(os.path.join(r, "verification", "eva", "float-goals"),
                                               "typed_rtprof_result_of_ensures_percent", "typed_rtprof_result_of_ensures_range"),
         ["cl_n1_e16_stop_t16down: verification/eva/float-goals has sha256 "], ["demo: "]),
        ("float_goals_unrecorded", lambda r: edit(os.path.join(r, reports, "cl_n1_e16_stop_t16down", "proved.txt"),
                                                  "input=verification/eva/float-goals ", "input=verification/eva/other-goals "),
         ["cl_n1_e16_stop_t16down: proved.txt does not record the input verification/eva/float-goals"]),
        ("absent_config", lambda r: edit(os.path.join(r, reports, "demo", "proved.txt"), "config=spec/configs/demo.rtprof",
                                         "config=spec/configs/gone/demo.rtprof"),
         ["demo: proved.txt names configuration spec/configs/gone/demo.rtprof, not a file of the repository"]),
    ]
    for case in cases:
        test_current_case(root, tmp, *case)
    test_previous(root, tmp)


def keep_previous(root, path, text):
    """Keep text in verification/previous/ as the earlier text of path, with its line."""
    previous = os.path.join(root, "verification", "previous")
    os.makedirs(previous, exist_ok=True)
    write(os.path.join(previous, os.path.basename(path)), text)
    with open(os.path.join(previous, "inputs"), "a", encoding="utf-8") as f:
        f.write(f"{path} {os.path.basename(path)}\n")


def test_previous(base, tmp):
    """An environment file changed since the reports were proved: the reports stay current while its
    earlier text is in verification/previous/ (and only then), and that text must be some report's."""
    env = os.path.join("verification", "eva", "rtprof_eva.c")

    def changed_kept(r):
        text = read(os.path.join(r, env))
        edit(os.path.join(r, env), "void rtprof_eva_main(void)", "void rtprof_eva_main(void) /* changed */")
        keep_previous(r, env, text)
    root = os.path.join(tmp, "previous_kept")
    shutil.copytree(base, root)
    changed_kept(root)
    p = current(root)
    check("test_collect_reports_current_previous_kept", p.returncode == 0 and "2 report folders" in p.stdout,
          f"exit {p.returncode}: {p.stderr}")
    # the earlier text is not the one the reports record: they are stale
    test_current_case(base, tmp, "previous_other_text",
                      lambda r: (changed_kept(r), edit(os.path.join(r, "verification", "previous", "rtprof_eva.c"),
                                                       "void rtprof_eva_main(void)", "void rtprof_eva_main (void)")),
                      [f"demo: {env} has sha256 ", f"cl_n1_e16_stop_t16down: {env} has sha256 "])
    # an earlier text no report records: the folder must not keep it
    test_current_case(base, tmp, "previous_unused",
                      lambda r: keep_previous(r, env, read(os.path.join(r, env)) + "/* other */\n"),
                      [f"verification/previous/rtprof_eva.c: no report was proved with this text of {env}"])
    # a shared header's earlier text is kept for a change of its comments only
    header = os.path.join("lib", "include", "rtprof_port.h")
    root = os.path.join(tmp, "previous_header_comment")
    shutil.copytree(base, root)
    text = read(os.path.join(root, header))
    edit(os.path.join(root, header), "uint32_t rtprof_port_stack_slack(uint32_t task);",
         "uint32_t rtprof_port_stack_slack(uint32_t task); /* a comment */\n// and another\n")
    keep_previous(root, header, text)
    p = current(root)
    check("test_collect_reports_current_previous_header_comment", p.returncode == 0 and "2 report folders" in p.stdout,
          f"exit {p.returncode}: {p.stderr}")
    # not for a change of its C or of its ACSL (an annotation is no comment here), nor for a file that
    # is not an input the folder may keep: one line, exit 2, nothing written
    refusals = (
        ("previous_header_code", header, "rtprof_port_reading;", "rtprof_port_reading ;",
         "verification/previous/inputs:1: lib/include/rtprof_port.h differs from verification/previous/rtprof_port.h in more than comments"),
        ("previous_header_acsl", header, "/*@ assigns \\nothing; */", "/*@ assigns \\nothing ; */",
         "verification/previous/inputs:1: lib/include/rtprof_port.h differs from verification/previous/rtprof_port.h in more than comments"),
        ("previous_other_path", os.path.join("gen", "rtprof-gen"), "RTPROF_GEN_VERSION=0.1.0", "RTPROF_GEN_VERSION=0.1.0 # x",
         "verification/previous/inputs:1: expected PATH FILE"),
    )
    for label, path, old, new, message in refusals:
        root = os.path.join(tmp, label)
        shutil.copytree(base, root)
        text = read(os.path.join(root, path))
        edit(os.path.join(root, path), old, new)
        keep_previous(root, path, text)
        before = snapshot(root)
        p = current(root)
        check(f"test_collect_reports_current_{label}", p.returncode == 2 and len(p.stderr.splitlines()) == 1
              and message in p.stderr and snapshot(root) == before, f"exit {p.returncode}: {p.stderr}")


def main():
    cases = [
        ("goals_disagree", lambda d: write(os.path.join(d, "beta", "goals.csv"), BETA_GOALS.rsplit("typed_g_b", 1)[0])),
        ("no_summary", lambda d: os.remove(os.path.join(d, "alpha", "summary.txt"))),
        ("other_config", lambda d: write(os.path.join(d, "alpha", "summary.txt"), ALPHA_SUMMARY.replace("== alpha:", "== beta:"))),
        ("eva_count", lambda d: write(os.path.join(d, "alpha", "summary.txt"),
                                      ALPHA_SUMMARY.replace("  by Eva (float, verification/eva/float-goals): typed_f_float\n", ""))),
        ("record_unknown_key", lambda d: write(os.path.join(d, "beta", "proved.txt"), beta_record()[0] + "colour=blue\n")),
        ("record_no_basis", lambda d: write(os.path.join(d, "beta", "proved.txt"),
                                            beta_record()[0].replace("basis=written by hand\n", ""))),
        ("record_twice", lambda d: write(os.path.join(d, "beta", "proved.txt"), beta_record()[0] + "tools=z3\n")),
        ("record_bad_source", lambda d: write(os.path.join(d, "beta", "proved.txt"),
                                              beta_record()[0] + "source=x.c not-a-hash\n")),
        ("record_no_source", lambda d: write(os.path.join(d, "beta", "proved.txt"),
                                             "".join(x + "\n" for x in beta_record()[0].splitlines()
                                                     if not x.startswith("source=")))),
        ("record_bad_input", lambda d: write(os.path.join(d, "beta", "proved.txt"),
                                             beta_record()[0] + "input=../outside.h " + "0" * 64 + "\n")),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        test_index_rows(os.path.join(tmp, "rows"))
        test_check(os.path.join(tmp, "check"))
        for label, damage in cases:
            test_bad_folder(os.path.join(tmp, "bad-" + label), label, damage)
        test_collect(os.path.join(tmp, "collect"))
        test_current(tmp)
        test_inputs(tmp)
        p = run("--frobnicate")
        check("test_collect_reports_bad_option", p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr)
    print(f"test_collect_reports: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
