# SPDX-License-Identifier: Apache-2.0
"""stack.py: worst-case stack of rtprof's library functions on the cross targets, from gcc's own frame
sizes (-fstack-usage) and the calls in the emitted code (objdump relocations), toolchain helpers included.

Usage: python3 safety/stack.py --gen DIR --configs NAME[,NAME...] --out DIR [--flags "FLAGS"]
  --gen DIR      one folder per configuration (DIR/<config>/), as gen/rtprof-gen writes it
  --configs      the configurations to measure (safety/report passes the reference ones)
  --out DIR      writes DIR/stack.md and DIR/stack.csv; objects and .su/.ci files under DIR/stack/
  --flags        warning flags to compile with (safety/report passes the library's strict flags)

Each configuration's sources are compiled at -Os for Cortex-M0, M3, M4F and rv32imac with
-fstack-usage (a function's own frame, exact) and -fcallgraph-info=su, and -ffunction-sections so that
every call between functions is a relocation in the object. The call graph is read from those
relocations (what the emitted code calls); the .ci graph is used as a cross-check. Functions the
library needs from the toolchain (libgcc: 64-bit multiply and divide, soft float; libc: the
memcpy/memset gcc emits for structure copies and array initialisers) are analysed from the toolchain's
archives with objdump: their frame is the sum of every stack decrement in their code (pushes,
`sub sp`, `addi sp,sp,-N`), an over-approximation. Port functions (rtprof_port_*) are not part of the
library: for each public function the table says which port functions it calls and at what depth,
and the port adds its own frame there (the port's obligation). The worst case of a public function
is the largest sum of frames along a call path. Exit status 1 when a compilation fails, a frame is
not static, a call is indirect or recursive, or a callee cannot be found; 0 otherwise.
"""
import argparse
import csv
import glob
import os
import re
import subprocess
import sys

# the targets analysed: lines of ports/cpu/targets (compiler and CPU flags), read by target()
TARGET_NAMES = ["cortex-m0", "cortex-m3", "cortex-m4f", "rv32imac"]
PUBLIC = ["rtprof_init", "rtprof_tick", "rtprof_switch", "rtprof_advance", "rtprof_process",
          "rtprof_get_result", "rtprof_get_units", "rtprof_get_window", "rtprof_report"]
CALL_RELOCS = re.compile(r"R_(ARM_THM_CALL|ARM_THM_JUMP24|ARM_CALL|ARM_JUMP24|ARM_THM_JUMP11|"
                         r"RISCV_CALL|RISCV_CALL_PLT|RISCV_JAL|RISCV_RVC_JUMP)\b")
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def targets():
    """(name, tool prefix, CPU flags, link flags) of each analysed target: its line of ports/cpu/targets,
    through gen/rtprof-build --cc and --ld."""
    rows = []
    for name in TARGET_NAMES:
        build = ["sh", os.path.join(ROOT, "gen", "rtprof-build")]
        cc = subprocess.run(build + ["--cc", name], capture_output=True, text=True, check=True).stdout.split()
        ld = subprocess.run(build + ["--ld", name], capture_output=True, text=True, check=True).stdout.split()
        rows.append((name, cc[0][:-len("-gcc")], cc[1:], ld[len(cc):]))
    return rows


def run(cmd, cwd=None):
    return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)


def expand_regs(text):
    """Number of registers in an ARM register list like 'r4, r5-r7, lr' or 'd8-d15'."""
    n = 0
    for part in text.split(","):
        part = part.strip()
        m = re.match(r"^([a-z]+)(\d+)-[a-z]+(\d+)$", part)
        n += int(m.group(3)) - int(m.group(2)) + 1 if m else (1 if part else 0)
    return n


def frame_from_code(lines):
    """Stack bytes a function's code reserves: the sum of every decrement of sp (an over-approximation),
    and whether sp is also set in a way that cannot be bounded."""
    total, unbounded = 0, False
    for ins in lines:
        m = re.search(r"\b(push(?:\.w)?|stmdb(?:\.w)?\s+sp!,)\s*\{([^}]*)\}", ins)
        if m:
            total += 4 * expand_regs(m.group(2))
            continue
        m = re.search(r"\bvpush\s*\{([^}]*)\}", ins)
        if m:
            regs = m.group(1)
            total += (8 if "d" in regs else 4) * expand_regs(regs)
            continue
        m = re.search(r"\bsubw?(?:\.w)?\s+sp,\s*(?:sp,\s*)?#(\d+)", ins)
        if m:
            total += int(m.group(1))
            continue
        m = re.search(r"\bstr[a-z]*(?:\.w)?\s+[^\[]*\[sp,\s*#-(\d+)\]!", ins)
        if m:
            total += int(m.group(1))
            continue
        m = re.search(r"\b(?:c\.)?addi(?:16sp)?\s+sp,\s*(?:sp,\s*)?-(\d+)", ins)
        if m:
            total += int(m.group(1))
            continue
        if re.search(r"\b(mov|add|sub)\s+sp,\s*(sp,\s*)?[a-z]+\d*\s*$", ins) or re.search(r"\badd\s+sp,\s*sp,\s*[a-z]", ins):
            unbounded = True
    return total, unbounded


def parse_objdump(text):
    """{function: {"code": [instruction lines], "calls": set(callee), "indirect": bool}} of a
    disassembly with relocations (objdump -dr); also {function: member} for archives."""
    funcs, member, cur = {}, None, None
    where = {}
    fresh = False  # a symbol line and no instruction since: the next symbol is an alias
    for line in text.splitlines():
        m = re.match(r"^In archive .*|^(\S+\.o):\s+file format", line)
        if m and m.group(1):
            member = m.group(1)
            cur = None
            continue
        m = re.match(r"^[0-9a-f]+ <([^>]+)>:$", line)
        if m:
            name = m.group(1)
            if name.startswith(".") or name.startswith("$"):
                continue
            if fresh and cur is not None:
                funcs.setdefault(name, cur)
            else:
                cur = funcs.setdefault(name, {"code": [], "calls": set(), "indirect": False})
            where.setdefault(name, member)
            fresh = True
            continue
        if cur is None:
            continue
        m = re.match(r"^\s+[0-9a-f]+:\s+(R_\w+)\s+(\S+)", line)
        if m:
            if CALL_RELOCS.match(m.group(1)) or m.group(1) in ("R_ARM_ABS32", "R_ARM_REL32", "R_RISCV_32"):
                target = re.sub(r"[+-]0x[0-9a-f]+$", "", m.group(2))
                if target.startswith(".text."):
                    target = target[len(".text."):]
                if not target.startswith(".") and not target.startswith("$"):
                    cur["calls"].add((target, bool(CALL_RELOCS.match(m.group(1)))))
            continue
        m = re.match(r"^\s+[0-9a-f]+:\s+(?:[0-9a-f]{2,8}\s+)+\s*(.*)$", line)
        if m:
            ins = m.group(1)
            fresh = False
            cur["code"].append(ins)
            if re.search(r"\bblx\s+r\d", ins) or re.search(r"\bjalr\s+(?!ra\b)(?!ra,)(?!t1\b)\w+", ins):
                cur["indirect"] = True
    return funcs, where


class Runtime:
    """Functions of the toolchain's libgcc.a and libc.a for one target."""

    def __init__(self, prefix, tflags):
        self.funcs = {}
        self.origin = {}
        for lib in ("-print-libgcc-file-name", "-print-file-name=libc.a"):
            path = run([f"{prefix}-gcc"] + tflags + [lib]).stdout.strip()
            if not os.path.isabs(path) or not os.path.isfile(path):
                continue
            text = run([f"{prefix}-objdump", "-dr", "--show-all-symbols", path]).stdout
            funcs, _ = parse_objdump(text)
            for name, f in funcs.items():
                if name not in self.funcs:
                    self.funcs[name] = f
                    self.origin[name] = os.path.basename(path)


def su_frames(path):
    frames = {}
    for line in open(path, encoding="utf-8"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 3:
            name = parts[0].rsplit(":", 1)[-1]
            frames[name] = (int(parts[1]), parts[2])
    return frames


def ci_edges(path):
    edges = set()
    for line in open(path, encoding="utf-8"):
        m = re.match(r'^edge: \{ sourcename: "([^"]+)" targetname: "([^"]+)"', line)
        if m:
            edges.add((m.group(1).rsplit(":", 1)[-1], m.group(2).rsplit(":", 1)[-1]))
    return edges


def analyse(gen, config, target, prefix, tflags, flags, out, runtime, problems, notes):
    """{function: own frame} and the graph for one configuration and target."""
    work = os.path.join(out, "stack", target, config)
    os.makedirs(work, exist_ok=True)
    frames, graph, qual, indirect = {}, {}, {}, set()
    ci = set()
    incs = [f"-I{os.path.join(gen, config)}", f"-I{os.path.join(ROOT, 'lib/include')}"]
    for src in sorted(glob.glob(os.path.join(gen, config, "*.c"))):
        obj = os.path.basename(src)[:-2] + ".o"
        cmd = ["nice", "-n", "19", f"{prefix}-gcc", "-std=c99"] + flags + tflags + \
              ["-Os", "-ffunction-sections", "-fno-tree-loop-distribute-patterns", "-fstack-usage",
               "-fcallgraph-info=su"] + incs + ["-c", src, "-o", obj]
        r = run(cmd, cwd=work)
        if r.returncode != 0:
            problems.append(f"{target} {config}: {os.path.basename(src)} does not compile: "
                            f"{(r.stderr.strip().splitlines() or ['?'])[0]}")
            continue
        for name, (b, q) in su_frames(os.path.join(work, obj[:-2] + ".su")).items():
            frames[name], qual[name] = b, q
        ci |= ci_edges(os.path.join(work, obj[:-2] + ".ci"))
        funcs, _ = parse_objdump(run([f"{prefix}-objdump", "-dr", os.path.join(work, obj)]).stdout)
        for name, f in funcs.items():
            graph[name] = {t for t, is_call in f["calls"] if is_call or t in funcs}
            if f["indirect"]:
                indirect.add(name)
    for name, q in qual.items():
        if q != "static":
            problems.append(f"{target} {config}: {name} has a {q} frame")
    for name in indirect:
        problems.append(f"{target} {config}: {name} makes an indirect call")
    # the .ci graph as a cross-check: calls to library functions must appear in the object
    for src, dst in sorted(ci):
        if src in graph and dst in frames and dst not in graph[src] and src != dst:
            notes.add(f"{target} {config}: -fcallgraph-info lists {src} -> {dst}, not in the object (inlined)")
        elif src in graph and dst not in frames and not dst.startswith("rtprof_port_") and dst not in graph[src]:
            notes.add(f"{target}: -fcallgraph-info lists {src} -> {dst}, which the emitted code does not call")
    return frames, graph


def worst(name, frames, graph, runtime, memo, stack, problems, tag, missing):
    """(bytes, path, {port function: depth at the call}) of the deepest call path from name."""
    if name in memo:
        return memo[name]
    if name in stack:
        problems.append(f"{tag}: recursion through {name}")
        return (0, [name], {})
    if name.startswith("rtprof_port_"):
        return None
    if name in frames:
        own, callees = frames[name], graph.get(name, set())
    elif name in runtime.funcs:
        own, unbounded = frame_from_code(runtime.funcs[name]["code"])
        if unbounded:
            problems.append(f"{tag}: {name} ({runtime.origin[name]}) sets sp in a way not bounded here")
        if runtime.funcs[name]["indirect"]:
            problems.append(f"{tag}: {name} ({runtime.origin[name]}) makes an indirect call")
        callees = {t for t, _ in runtime.funcs[name]["calls"] if t in runtime.funcs and t != name}
    else:
        problems.append(f"{tag}: {name} is called but found neither in the library nor in libgcc/libc")
        return (0, [name + "?"], {})
    best, best_path, ports = 0, [], {}
    for callee in sorted(callees):
        if callee == name:
            continue
        if callee.startswith("rtprof_port_"):
            ports[callee] = max(ports.get(callee, 0), own)
            continue
        if callee not in frames and callee not in runtime.funcs:
            # a C library function of a target whose C library is not installed here
            key = f"{callee} (C library, not analysed)"
            ports[key] = max(ports.get(key, 0), own)
            missing.add(f"{tag.split()[0]}: {callee} is not in the installed toolchain libraries; the "
                        f"integrator's C library adds its frame where shown")
            continue
        r = worst(callee, frames, graph, runtime, memo, stack | {name}, problems, tag, missing)
        if r is None:
            continue
        if r[0] > best:
            best, best_path = r[0], r[1]
        for p, d in r[2].items():
            ports[p] = max(ports.get(p, 0), own + d)
    res = (own + best, [name] + best_path, ports)
    memo[name] = res
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen", required=True)
    ap.add_argument("--configs", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--flags", default="")
    args = ap.parse_args()
    gen, out = os.path.abspath(args.gen), os.path.abspath(args.out)
    configs = [c for c in args.configs.split(",") if c]
    flags = [f for f in args.flags.split() if not re.match(r"^-O", f)]
    problems, notes, missing = [], set(), set()
    own_rows, pub_rows, helpers = {}, {}, {}
    for target, prefix, tflags, lflags in targets():
        if run(["sh", "-c", f"command -v {prefix}-gcc"]).returncode != 0:
            problems.append(f"{prefix}-gcc not found")
            continue
        runtime = Runtime(prefix, tflags + lflags)
        for config in configs:
            frames, graph = analyse(gen, config, target, prefix, tflags, flags, out, runtime, problems, notes)
            for name, b in frames.items():
                own_rows.setdefault((config, name), {})[target] = b
            memo = {}
            for name in PUBLIC:
                if name not in frames and name not in graph:
                    continue
                r = worst(name, frames, graph, runtime, memo, set(), problems, f"{target} {config}", missing)
                pub_rows.setdefault((config, name), {})[target] = r
            for name, r in memo.items():
                if name not in frames and name in runtime.funcs:
                    own, _ = frame_from_code(runtime.funcs[name]["code"])
                    helpers.setdefault((name, runtime.origin[name]), {})[target] = (own, r[0])

    tnames = list(TARGET_NAMES)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "stack.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["kind", "configuration", "function", "target", "bytes", "path", "port calls"])
        for (config, name), per in sorted(own_rows.items()):
            for t, b in per.items():
                w.writerow(["frame", config, name, t, b, "", ""])
        for (config, name), per in sorted(pub_rows.items()):
            for t, (b, path, ports) in per.items():
                w.writerow(["worst", config, name, t, b, " > ".join(path),
                            " ".join(f"{p}@{d}" for p, d in sorted(ports.items()))])

    L = ["Compiled with the library's flags at `-Os` (`-ffunction-sections -fstack-usage -fcallgraph-info=su`) by "
         "arm-none-eabi-gcc for Cortex-M0, Cortex-M3 and Cortex-M4F (hard float) and by riscv64-unknown-elf-gcc "
         "for rv32imac (ilp32). Bytes of stack.", "",
         "**Worst case of each public function** — the largest sum of frames along a call path (library and "
         "toolchain helpers; path for the deepest target). Not included, the port's obligation: the frame of each "
         "`rtprof_port_*` function, called at the depth shown (add the port function's own worst case there), "
         "and the exception entry of the interrupt that calls a hook (Cortex-M: 32 bytes, 104 with a lazily "
         "stacked FPU context; on the stack of the interrupted context or MSP).", "",
         "| configuration | function | " + " | ".join(tnames) + " | deepest path | port (and unanalysed) calls: depth at the call (target) |",
         "|---|---|" + "---|" * len(tnames) + "---|---|"]
    for (config, name), per in sorted(pub_rows.items(), key=lambda kv: (configs.index(kv[0][0]), PUBLIC.index(kv[0][1]))):
        cells = [str(per[t][0]) if t in per else "—" for t in tnames]
        deepest = max(per, key=lambda t: per[t][0])
        b, path, _ = per[deepest]
        ports = {}
        for t, (_, _, tp) in per.items():
            for p, d in tp.items():
                if p not in ports or d > ports[p][0]:
                    ports[p] = (d, t)
        L.append(f"| {config} | `{name}` | " + " | ".join(cells) + f" | {' → '.join(path)} ({deepest}) | "
                 + (", ".join(f"`{p}` at {d} ({t})" for p, (d, t) in sorted(ports.items())) or "—") + " |")
    L += ["", "**Frame of each library function** (`-fstack-usage`; every frame static; a function missing "
          "for a target was inlined there):", "",
          "| configuration | function | " + " | ".join(tnames) + " |", "|---|---|" + "---|" * len(tnames)]
    for (config, name), per in sorted(own_rows.items(), key=lambda kv: (configs.index(kv[0][0]), kv[0][1])):
        L.append(f"| {config} | `{name}` | " + " | ".join(str(per.get(t, "—")) for t in tnames) + " |")
    if helpers:
        L += ["", "**Toolchain functions the library calls** (frame = sum of the stack decrements in their code, "
              "an over-approximation; worst case including what they call), `own / worst`:", "",
              "| function | archive | " + " | ".join(tnames) + " |", "|---|---|" + "---|" * len(tnames)]
        for (name, origin), per in sorted(helpers.items()):
            L.append(f"| `{name}` | {origin} | " + " | ".join(
                f"{per[t][0]} / {per[t][1]}" if t in per else "—" for t in tnames) + " |")
    if notes:
        L += ["", "Cross-check with `-fcallgraph-info` (calls the compiler listed that the emitted code does not make "
              "are ignored):", ""] + [f"- {n}" for n in sorted(notes)]
    if missing:
        L += ["", "Not analysed here:", ""] + [f"- {m}" for m in sorted(missing)]
    if problems:
        L += ["", "**Problems:**", ""] + [f"- {p}" for p in problems]
    with open(os.path.join(out, "stack.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(L) + "\n")
    for p in problems:
        sys.stderr.write(f"stack: {p}\n")
    sys.stdout.write(f"stack: {len(configs)} configurations x {len(tnames)} targets, {len(pub_rows)} public functions, "
                     f"{len(problems)} problems; {os.path.relpath(os.path.join(out, 'stack.md'), ROOT)}\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
