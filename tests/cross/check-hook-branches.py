#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-hook-branches.py: the hooks are straight-line code on the target ISAs (RTPROF-HOOK-006).

Usage: check-hook-branches.py ROOT "FLAGS" GENERATED-DIR... [--sweep CONFIG...]
  --sweep CONFIG...  also generate each CONFIG again with N = 2, 3, 5, 7, 12, 100 and 254 tasks (the
                     matrix has 1, 8 and 255): whether GCC branches can depend on N

Each generated core (<name>_rtprof.c) is compiled with the library's flags by the cross compilers
for Cortex-M0, Cortex-M3, Cortex-M4 with FPU and rv32imac, at -Os and -O2, and disassembled. The
hook functions (rtprof_tick, rtprof_switch, rtprof_switch_at, rtprof_advance) and the helpers they
call (rtprof_charge, rtprof_elapse, rtprof_clamps, rtprof_saturated_sum, where the compiler keeps
them out of line) must contain no conditional branch and no backward branch: their instruction
count then does not depend on the task id, the timer value or the counter's state (the saturating
call costs what the normal one does).

A configuration that offers its hooks inline (RTPROF_INLINE_HOOKS=yes, RTPROF-HOOK-008) is also
checked in a caller: for each <hook>_inline, a translation unit of the port's kind, compiled with
the same flags, whose function rtprof_caller_<hook> calls it once, as a port's switch or tick code
does; the caller must be straight-line code and call nothing but the port's timer or interval read
(the inline hook is inlined whole). The log's rtprof_log_switch_inline, which branches by design, is
checked to be inlined whole, calling only the port's critical section and timer read.

Known exceptions, each a documented limitation (README, Known limitations) that this check keeps
true: it fails when an exception no longer shows its branch, so the list cannot go stale.
  timer64    a 64-bit timer on Cortex-M0 and rv32imac: the wrap test of the 64-bit elapsed time.

Output: one line per configuration, target and level that has a branch or lost an expected one,
then "N passed, N failed" over the (configuration, target, level) cases; exit 1 on any failure."""
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # nothing written into the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rtprof_targets  # noqa: E402  (beside this script)

# the targets: lines of ports/cpu/targets (their compilers and CPU flags)
TARGETS = rtprof_targets.targets()
OPTS = ["-Os", "-O2"]
SWEEP_N = [2, 3, 5, 7, 12, 100, 254]
HOOKS = {"rtprof_tick", "rtprof_switch", "rtprof_switch_at", "rtprof_advance",
         "rtprof_charge", "rtprof_elapse", "rtprof_clamps", "rtprof_saturated_sum"}
CONDITIONAL = rtprof_targets.CONDITIONAL_BRANCH
UNCONDITIONAL = re.compile(r"^(b(\.n|\.w)?|j)$")


# the inline hooks a configuration can offer, and the port functions an inlined hook may still call
INLINE = {"rtprof_tick_inline": "uint32_t task", "rtprof_switch_inline": "uint32_t task",
          "rtprof_switch_at_inline": "uint32_t task, {value} value", "rtprof_advance_inline": "uint32_t task",
          "rtprof_log_switch_inline": "uint32_t to, uint32_t sp"}
PORT_READS = {"rtprof_port_timer_read32", "rtprof_port_timer_read64", "rtprof_port_interval"}
# the context-switch log's switch is not straight-line code (it tests its arguments, the log's state
# and the timer's wrap, spec/cslog.md): in a caller it is checked to be inlined whole, calling only the
# port's critical section and timer read
LOG_SWITCH = "rtprof_log_switch_inline"
LOG_PORT = PORT_READS | {"rtprof_port_critical_enter", "rtprof_port_critical_exit"}


def caller_sources(inline_header, value_type):
    """(hook, text) of a port-like translation unit for each inline hook of inline_header: one
    function calling the hook once, as a port's switch or tick code does."""
    text = open(inline_header).read()
    sources = []
    for hook, params in INLINE.items():
        if re.search(r"^static inline \w+ %s\(" % hook, text, re.M):
            p = params.format(value=value_type)
            args = ", ".join(a.split()[-1] for a in p.split(", "))
            caller = "rtprof_caller_" + hook[len("rtprof_"):-len("_inline")]
            cast = "(void)" if hook == LOG_SWITCH else ""
            lines = ["#include <stdint.h>", '#include "rtprof_inline.h"',
                     f"void {caller}({p});", f"void {caller}({p})", "{", f"    {cast}{hook}({args});", "}"]
            sources.append((hook, "\n".join(lines) + "\n"))
    return sources


def calls(objdump, obj, allowed):
    """(function, callee) of each call or tail call in the callers to anything but the allowed port
    functions: with -ffunction-sections every call to another function carries a relocation naming it."""
    out = subprocess.run([objdump, "-dr", "--no-show-raw-insn", obj], capture_output=True, text=True, check=True).stdout
    found, fn = [], None
    for line in out.splitlines():
        m = re.match(r"^([0-9a-f]+) <(\w+)>:", line)
        if m:
            fn = m.group(2) if m.group(2).startswith("rtprof_caller_") else None
            continue
        m = re.match(r"^\s*[0-9a-f]+:\s+R_(ARM_THM_CALL|ARM_THM_JUMP24|ARM_THM_JUMP11|RISCV_CALL|RISCV_CALL_PLT|RISCV_JAL)\s+(\S+)", line)
        if fn and m and m.group(2) not in allowed:
            found.append((fn, m.group(2)))
    return found


def define(header, name):
    m = re.search(r"^#define %s (\S+)" % name, open(header).read(), re.M)
    return m.group(1).rstrip("u") if m else None


def expected(target, count, timer_bits):
    """The documented exceptions that apply to a configuration on a target."""
    if target not in ("cortex-m0", "rv32imac"):
        return set()
    found = set()
    if timer_bits == "64":
        found.add("timer64")
    return found


def branches(objdump, obj):
    """(function, address, instruction) of each conditional or backward branch in the hooks."""
    # -r: an object's branch to another function has a relocation (its printed target is a
    # placeholder); such a branch is a call or a tail call, not a branch inside the hook
    out = subprocess.run([objdump, "-dr", "--no-show-raw-insn", obj], capture_output=True, text=True, check=True).stdout
    found, fn = [], None
    for line in out.splitlines():
        m = re.match(r"^([0-9a-f]+) <(\w+)>:", line)
        if m:
            fn = m.group(2) if m.group(2) in HOOKS or m.group(2).startswith("rtprof_caller_") else None
            continue
        m = re.match(r"^\s*([0-9a-f]+):\s+R_\S+\s+(\S+)", line)
        if m:
            if found and found[-1][0] == fn and found[-1][1] == int(m.group(1), 16) and found[-1][3]:
                found.pop()  # the unconditional branch just read goes to another symbol: a tail call
            continue
        m = re.match(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
        if not fn or not m:
            continue
        addr, op, args = int(m.group(1), 16), m.group(2), m.group(3)
        if CONDITIONAL.match(op):
            found.append((fn, addr, f"{op} {args}".strip(), False))
        elif UNCONDITIONAL.match(op):
            t = re.match(r"^([0-9a-f]+) <(\w+)(\+0x[0-9a-f]+)?>", args)
            # a jump back into the same function is a loop, unless a relocation follows (see above)
            if t and t.group(2) == fn and int(t.group(1), 16) <= addr:
                found.append((fn, addr, f"{op} {args}".strip(), True))
    return [(f, a, i) for f, a, i, _ in found]


def main():
    if len(sys.argv) < 4:
        sys.stderr.write(__doc__)
        return 2
    root, flags, args = sys.argv[1], sys.argv[2].split(), sys.argv[3:]
    dirs, sweep = (args[:args.index("--sweep")], args[args.index("--sweep") + 1:]) if "--sweep" in args else (args, [])
    passed = failed = 0
    with tempfile.TemporaryDirectory() as work:
        for config in sweep:
            text = open(config).read()
            base = re.search(r"^\s*RTPROF_NAME\s*=\s*(\w+)", text, re.M).group(1)
            for n in SWEEP_N:
                name = f"{base}_sw{n}"
                variant = re.sub(r"^(\s*RTPROF_NAME\s*=\s*)\w+", r"\g<1>" + name, text, flags=re.M)
                variant = re.sub(r"^(\s*RTPROF_PROCESS_COUNT\s*=\s*)\d+", r"\g<1>" + str(n), variant, flags=re.M)
                path = os.path.join(work, name + ".rtprof")
                with open(path, "w") as f:
                    f.write(variant)
                out = os.path.join(work, "gen", name)
                proc = subprocess.run(["sh", os.path.join(root, "gen", "rtprof-gen"), "--config", path, "--out", out],
                                      capture_output=True, text=True)
                if proc.returncode != 0:
                    print(f"FAIL: {name}: generation failed: {proc.stderr.strip()}")
                    failed += 1
                    continue
                dirs.append(out)
        for d in dirs:
            config = [f for f in os.listdir(d) if f.endswith("_rtprof_config.h")][0]
            name = config[:-len("_rtprof_config.h")]
            header = os.path.join(d, config)
            count, timer_bits = define(header, "RTPROF_PROCESS_COUNT"), define(header, "RTPROF_TIMER_BITS")
            sources = [(os.path.join(d, f"{name}_rtprof.c"), "")]
            inline_header = os.path.join(d, f"{name}_rtprof_inline.h")
            if os.path.exists(inline_header):
                # each inline hook in a caller of the port's kind (RTPROF-HOOK-008)
                value = "uint64_t" if timer_bits == "64" else "uint32_t"
                for hook, text in caller_sources(inline_header, value):
                    caller = os.path.join(work, f"{name}_{hook}.c")
                    with open(caller, "w") as f:
                        f.write(text)
                    sources.append((caller, f" {hook}"))
            cases = [(src, what, target, tp, opt) for src, what in sources for target, tp in TARGETS.items() for opt in OPTS]
            for src, what, target, (prefix, tflags), opt in cases:
                obj = os.path.join(work, f"{name}{what.strip()}-{target}{opt}.o")
                cc = [prefix + "gcc"] + tflags + flags + [opt, "-ffunction-sections", f"-I{d}",
                                                           f"-I{root}/lib/include",
                                                           "-c", src, "-o", obj]
                proc = subprocess.run(cc, capture_output=True, text=True)
                case = f"{name}{what} {target} {opt}"
                if proc.returncode != 0:
                    print(f"FAIL: {case}: does not compile:\n{proc.stdout}{proc.stderr}")
                    failed += 1
                    continue
                found = branches(prefix + "objdump", obj)
                allowed = expected(target, count, timer_bits)
                if what:
                    outside = calls(prefix + "objdump", obj, LOG_PORT if what.strip() == LOG_SWITCH else PORT_READS)
                    if outside:
                        print(f"FAIL: {case}: the inline hook is not inlined whole: " +
                              "; ".join(f"{fn} calls {callee}" for fn, callee in outside))
                        failed += 1
                        continue
                    if what.strip() == LOG_SWITCH:
                        passed += 1
                        continue
                if found and not allowed:
                    print(f"FAIL: {case}: {len(found)} branch(es) in the hooks: " +
                          "; ".join(f"{fn}+{a:#x}: {ins}" for fn, a, ins in found))
                    failed += 1
                elif allowed and not found:
                    print(f"FAIL: {case}: no branch left where the known limitation "
                          f"{', '.join(sorted(allowed))} expects one: update the exception list and the README")
                    failed += 1
                else:
                    if found:
                        print(f"known: {case}: {len(found)} branch(es) ({', '.join(sorted(allowed))})")
                    passed += 1
    print(f"hook branches: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
