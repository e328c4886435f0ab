#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-qemu-gdb.py: the gdb command file against a halted target (RTPROF-DUMP-003).

Usage: check-qemu-gdb.py ROOT WORK RTPROF

Builds the m3-log reference firmware, runs it in QEMU with its gdb stub on the loopback interface only
(-gdb tcp:127.0.0.1:PORT, a free port, halted at start), and drives gdb-multiarch in batch mode: a
breakpoint on the firmware's exit (after it printed its last table and wrote its own dump), then
`source tools/rtprof.gdb` and `rtprof-dump`, with no target code running. Checked: the host tool's
table of gdb's dump equals the table the firmware printed (but the stack slack the dump does not
carry), and the log in gdb's dump is the firmware's own dump's, entry for entry (`rtprof csv` of
both). QEMU is bounded by processor time (ulimit -t 300), not by wall-clock time."""
import os
import resource
import shutil
import socket
import subprocess
import sys

ROOT, WORK, RTPROF = sys.argv[1:4]


def die(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


if shutil.which("gdb-multiarch") is None:
    die("gdb-multiarch not found (Debian: apt-get install gdb-multiarch)")
image = os.path.join(WORK, "image")
run = os.path.join(WORK, "run")
shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(run)
elf = subprocess.run(["sh", os.path.join(ROOT, "ports/reference/build"), "m3-log", image], capture_output=True, text=True)
if elf.returncode != 0:
    die(f"build: {elf.stderr.strip()}")
elf = elf.stdout.strip().splitlines()[-1]

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]


def cpu_limit():
    resource.setrlimit(resource.RLIMIT_CPU, (300, 300))


with open(os.path.join(run, "output.txt"), "w") as out:
    qemu = subprocess.Popen(["qemu-system-arm", "-M", "mps2-an385", "-nographic", "-monitor", "none", "-serial", "none",
                             "-semihosting-config", "enable=on,target=native", "-icount", "shift=0", "-kernel", elf,
                             "-gdb", f"tcp:127.0.0.1:{port}", "-S"], cwd=run, stdout=out, stderr=subprocess.STDOUT,
                            preexec_fn=cpu_limit)
    try:
        dump = os.path.join(run, "gdb.dump")
        gdb = subprocess.run(["gdb-multiarch", "-batch", "-nx", "-ex", "set confirm off", "-ex", f"target remote 127.0.0.1:{port}",
                              "-ex", "break rtprof_fw_exit", "-ex", "continue",
                              "-ex", f"source {os.path.join(ROOT, 'tools/rtprof.gdb')}", "-ex", f"rtprof-dump {dump}", "-ex", "kill", elf],
                             capture_output=True, text=True, preexec_fn=cpu_limit)
    finally:
        qemu.kill()
        qemu.wait()
print(gdb.stdout.strip().splitlines()[-3:] and "\n".join(gdb.stdout.strip().splitlines()[-3:]))
if f"regions written to {dump}" not in gdb.stdout or not os.path.isfile(dump):
    die(f"gdb wrote no dump: {gdb.stdout[-500:]} {gdb.stderr[-500:]}")

with open(os.path.join(run, "output.txt")) as f:
    printed = f.read()
if "dump: rtprof-fw.dump" not in printed:
    die("the firmware did not write its own dump")


def tool(*args):
    r = subprocess.run([RTPROF, *args], capture_output=True, text=True)
    if r.returncode != 0:
        die(f"rtprof {' '.join(args)}: exit {r.returncode}: {r.stderr.strip()}")
    return r.stdout


def no_slack(lines):
    return ["|".join(f for i, f in enumerate(line.split("|")) if i != 2) for line in lines if line.strip()]


last = printed.rsplit(" Pr |", 1)[1].split("units:")[0]
firmware_table = no_slack([" Pr |" + line if i == 0 else line for i, line in enumerate(last.splitlines())])
gdb_table = no_slack(tool("table", dump).splitlines())
if gdb_table != firmware_table:
    die("the table of gdb's dump differs from the firmware's:\n" + "\n".join(gdb_table) + "\n---\n" + "\n".join(firmware_table))
tool("csv", dump, os.path.join(run, "gdb.csv"))
tool("csv", os.path.join(run, "rtprof-fw.dump"), os.path.join(run, "fw.csv"))
with open(os.path.join(run, "gdb.csv")) as a, open(os.path.join(run, "fw.csv")) as b:
    gdb_log, fw_log = a.read(), b.read()
if gdb_log != fw_log:
    die("the log in gdb's dump differs from the firmware's own dump")
print(f"check-qemu-gdb: gdb-multiarch on QEMU's stub (127.0.0.1:{port}) wrote the dump of the halted firmware; "
      f"its table equals the firmware's and its log ({gdb_log.count(chr(10)) - 1} entries) the firmware's own dump's")
