# SPDX-License-Identifier: Apache-2.0
"""test_collect_reports.py: verification/collect_reports.py on hand-written report folders: the page's
rows, --check, copying a run, and bad folders refused with nothing written.

Usage: python3 tests/verification/test_collect_reports.py REPO
"""
import os
import subprocess
import sys
import tempfile

REPO = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../.."))
SCRIPT = os.path.join(REPO, "verification", "collect_reports.py")

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
RECORD_ALPHA = "| `alpha` | `goals.csv`, `summary.txt` | not recorded | not recorded | not recorded |"

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


def folders(base):
    write(os.path.join(base, "alpha", "summary.txt"), ALPHA_SUMMARY)
    write(os.path.join(base, "alpha", "goals.csv"), ALPHA_GOALS)
    write(os.path.join(base, "beta", "summary.txt"), BETA_SUMMARY)
    write(os.path.join(base, "beta", "goals.csv"), BETA_GOALS)


def test_index_rows(tmp):
    folders(tmp)
    p = run("--reports", tmp, "--index")
    check("test_collect_reports_index_writes", p.returncode == 0, p.stderr)
    lines = read(os.path.join(tmp, "README.md")).splitlines()
    for name, row in (("alpha", ROW_ALPHA), ("beta", ROW_BETA), ("total", ROW_TOTAL), ("record_alpha", RECORD_ALPHA)):
        check(f"test_collect_reports_index_row_{name}", row in lines, f"no line {row}")


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


def main():
    cases = [
        ("goals_disagree", lambda d: write(os.path.join(d, "beta", "goals.csv"), BETA_GOALS.rsplit("typed_g_b", 1)[0])),
        ("no_summary", lambda d: os.remove(os.path.join(d, "alpha", "summary.txt"))),
        ("other_config", lambda d: write(os.path.join(d, "alpha", "summary.txt"), ALPHA_SUMMARY.replace("== alpha:", "== beta:"))),
        ("eva_count", lambda d: write(os.path.join(d, "alpha", "summary.txt"),
                                      ALPHA_SUMMARY.replace("  by Eva (float, verification/eva/float-goals): typed_f_float\n", ""))),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        test_index_rows(os.path.join(tmp, "rows"))
        test_check(os.path.join(tmp, "check"))
        for label, damage in cases:
            test_bad_folder(os.path.join(tmp, "bad-" + label), label, damage)
        test_collect(os.path.join(tmp, "collect"))
        p = run("--frobnicate")
        check("test_collect_reports_bad_option", p.returncode == 2 and p.stderr.count("\n") == 1, p.stderr)
    print(f"test_collect_reports: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
