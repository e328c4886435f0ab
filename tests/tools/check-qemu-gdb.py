#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-qemu-gdb.py: the gdb command file against a halted target (RTPROF-DUMP-003).

Usage: check-qemu-gdb.py ROOT WORK RTPROF

Builds the m3-log reference firmware (and m3-log-small, another build), runs it in QEMU with its gdb
stub on the loopback interface only (-gdb tcp:127.0.0.1:PORT, a free port, halted at start), and
drives gdb-multiarch in batch mode, one QEMU per case:
- a breakpoint on the firmware's exit (after it printed its last table and wrote its own dump), then
  `source tools/rtprof.gdb` and `rtprof-dump`, with no target code running: the host tool's table of
  gdb's dump equals the table the firmware printed (but the stack slack the dump does not carry),
  and the log in gdb's dump is the firmware's own dump's, entry for entry (`rtprof csv` of both);
- the same with the ELF's debug information stripped (symbols only): the same dump, byte for byte;
- refused, with one line and no file: the ELF of another build (m3-log-small), the ELF with its
  configuration hash changed (the same symbols), a target that runs (a branch-to-self in RAM,
  continued in the background), a target that has exited;
- halted inside rtprof_log_switch: the dump is written and a warning says it is not consistent.
QEMU is bounded by processor time (ulimit -t 300), not by wall-clock time."""
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

small = subprocess.run(["sh", os.path.join(ROOT, "ports/reference/build"), "m3-log-small", os.path.join(WORK, "small")],
                       capture_output=True, text=True)
if small.returncode != 0:
    die(f"build m3-log-small: {small.stderr.strip()}")
small = small.stdout.strip().splitlines()[-1]
stripped = os.path.join(WORK, "stripped.elf")
if subprocess.run(["arm-none-eabi-strip", "--strip-debug", "-o", stripped, elf]).returncode != 0:
    die("arm-none-eabi-strip failed")
if "debug_info" in subprocess.run(["arm-none-eabi-readelf", "-S", stripped], capture_output=True, text=True).stdout:
    die("the stripped ELF still has debug information")


def cpu_limit():
    resource.setrlimit(resource.RLIMIT_CPU, (300, 300))


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def session(case, symbols, commands):
    """QEMU runs the m3-log firmware halted at reset; gdb loads symbols and runs commands after
    sourcing tools/rtprof.gdb. Returns gdb's output and the case's folder."""
    where = os.path.join(WORK, case)
    os.makedirs(where, exist_ok=True)
    port = free_port()
    args = ["gdb-multiarch", "-batch", "-nx", "-ex", "set confirm off", "-ex", f"target remote 127.0.0.1:{port}",
            "-ex", f"source {os.path.join(ROOT, 'tools/rtprof.gdb')}"]
    for c in commands:
        args += ["-ex", c]
    with open(os.path.join(where, "output.txt"), "w") as out:
        qemu = subprocess.Popen(["qemu-system-arm", "-M", "mps2-an385", "-nographic", "-monitor", "none", "-serial", "none",
                                 "-semihosting-config", "enable=on,target=native", "-icount", "shift=0", "-kernel", elf,
                                 "-gdb", f"tcp:127.0.0.1:{port}", "-S"], cwd=where, stdout=out, stderr=subprocess.STDOUT,
                                preexec_fn=cpu_limit)
        try:
            r = subprocess.run(args + [symbols], capture_output=True, text=True, preexec_fn=cpu_limit, cwd=where)
        finally:
            qemu.kill()
            qemu.wait()
    return r.stdout + r.stderr, where


def refused(case, symbols, commands, expect):
    """the dump command fails with one line that says expect, and writes no file"""
    text, where = session(case, symbols, commands + ["rtprof-dump refused.dump", "kill"])
    lines = [line for line in text.splitlines() if line.startswith("rtprof-dump:")]
    if len(lines) != 1 or expect not in lines[0]:
        die(f"{case}: expected one line saying '{expect}', got {lines or text[-800:]}")
    if os.path.exists(os.path.join(where, "refused.dump")):
        die(f"{case}: a file was written")
    print(f"check-qemu-gdb: {case}: refused: {lines[0]}")


run = os.path.join(WORK, "run")
dump = os.path.join(run, "gdb.dump")
gdb_out, _ = session("run", elf, ["break rtprof_fw_exit", "continue", f"rtprof-dump {dump}", "kill"])
print("\n".join(gdb_out.strip().splitlines()[-3:]))
if f"written to {dump}" not in gdb_out or not os.path.isfile(dump):
    die(f"gdb wrote no dump: {gdb_out[-800:]}")
if "warning" in gdb_out:
    die(f"a warning for a halt outside the library: {gdb_out[-400:]}")

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

# symbols only: the same dump
sdump = os.path.join(WORK, "stripped", "gdb.dump")
text, _ = session("stripped", stripped, ["break rtprof_fw_exit", "continue", f"rtprof-dump {sdump}", "kill"])
if not os.path.isfile(sdump):
    die(f"stripped ELF: no dump: {text[-800:]}")
with open(dump, "rb") as a, open(sdump, "rb") as b:
    if a.read() != b.read():
        die("stripped ELF: the dump differs from the one with debug information")
print("check-qemu-gdb: stripped ELF (symbols only): the same dump, byte for byte")

# another build's ELF, and this ELF with its configuration hash changed
refused("other-elf", small, [], "nothing written")
with open(dump, "rb") as f:
    hash_text = f.read()[24:88]
with open(elf, "rb") as f:
    image_bytes = f.read()
if hash_text not in image_bytes:
    die("the configuration hash is not in the ELF")
changed = hash_text[:-1] + (b"0" if hash_text[-1:] != b"0" else b"1")
other_hash = os.path.join(WORK, "other-hash.elf")
with open(other_hash, "wb") as f:
    f.write(image_bytes.replace(hash_text, changed))
refused("other-hash", other_hash, [], "load the ELF the target runs")

# a target that runs: a branch-to-self (Thumb 0xe7fe) at the start of RAM, continued in the background
refused("running", elf, ["set {unsigned short} 0x20000000 = 0xe7fe", "set $pc = 0x20000000", "continue &"],
        "the target is running")
# a target that has exited
refused("exited", elf, ["continue"], "no target to read")

# halted inside a log hook: written, with a warning
hdump = os.path.join(WORK, "hook", "gdb.dump")
text, _ = session("hook", elf, ["break rtprof_log_switch", "continue", f"rtprof-dump {hdump}", "kill"])
if not os.path.isfile(hdump) or "warning: the target halted inside rtprof_log_switch" not in text:
    die(f"halted in rtprof_log_switch: no dump or no warning: {text[-800:]}")
print("check-qemu-gdb: halted in rtprof_log_switch: written, with the warning that it is not consistent")
print(f"check-qemu-gdb: gdb-multiarch on QEMU's stub (127.0.0.1) wrote the dump of the halted firmware; "
      f"its table equals the firmware's and its log ({gdb_log.count(chr(10)) - 1} entries) the firmware's own dump's")
