#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-helper-calls.py: the hooks and rtprof_process call no compiler helper routine and no C library
function, at every optimisation level a user may choose (RTPROF-HOOK-006, RTPROF-LIB-002).

Usage: check-helper-calls.py ROOT "FLAGS" GENERATED-DIR...
       check-helper-calls.py --objects OBJDUMP FILE...   (built objects or archives, e.g. a consumer's
                                                          cross build: the hooks' sections only)

Each generated core (<name>_rtprof.c) is compiled with the library's flags and -ffunction-sections by
the cross compilers for Cortex-M0, Cortex-M3, Cortex-M4 with FPU and rv32imac, at -O0, -Og, -O1, -Os,
-O2 and -O3, and the relocations of each function's section are read: a symbol that is neither the
library's (rtprof_) nor a section is a call to a helper routine or to the C library.
  - The hooks (rtprof_tick, rtprof_switch, rtprof_switch_at, rtprof_advance and the helpers they
    inline: rtprof_charge, rtprof_elapse, rtprof_clamps, rtprof_saturated_sum), the function
    profile's sample and arc hooks (rtprof_prof_sample, rtprof_prof_arc and their rtprof_prof_more,
    rtprof_prof_slot) and every function of the context-switch log (rtprof_log_*) may reference none.
  - rtprof_process and the normalisation functions may reference only the known exceptions below,
    each a documented limitation (README, Known limitations); the check fails when one of them no
    longer appears on its target, so the list cannot go stale.
  - With float results, rtprof_process may also reference the soft-float routines of the window's
    scale (a division, 32-bit conversions and, for a 64-bit total, a product and a sum) on a core
    without an FPU, and none on the Cortex-M4 with its FPU (RTPROF-NORM-007: no library conversion
    of a 64-bit integer); there rtprof_get_result and rtprof_result_of reference nothing either.
  - The getters otherwise (with rtprof_result_of, the result a getter returns) and the report are not
    checked here (a struct copy may become memcpy; float results need the soft-float routines on
    cores without an FPU).

Output: one line per failing case, the exceptions seen, then "N passed, N failed" over the
(configuration, target, level) cases; exit 1 on any failure."""
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
OPTS = ["-O0", "-Og", "-O1", "-Os", "-O2", "-O3"]
HOOKS = {"rtprof_tick", "rtprof_switch", "rtprof_switch_at", "rtprof_advance",
         "rtprof_charge", "rtprof_elapse", "rtprof_clamps", "rtprof_saturated_sum",
         "rtprof_prof_sample", "rtprof_prof_arc", "rtprof_prof_more", "rtprof_prof_slot"}
NOT_CHECKED = re.compile(r"^rtprof_(get_|result_of$|init$|report|lemma)")
# rtprof_process on cores without a divide instruction or a 32 x 32 -> 64 multiply: the reciprocal's
# one 32-bit division per window, the shares' 64-bit products and the scale shift's 64-bit shift
EXCEPTIONS = {
    "cortex-m0": {"__aeabi_uidiv", "__aeabi_lmul", "__aeabi_llsr"},
    "cortex-m3": set(),
    "cortex-m4": set(),
    "rv32imac": {"__lshrdi3"},
}

# rtprof_process of a float configuration, besides: the scale's routines on a core without an FPU
FLOAT_EXCEPTIONS = {
    "cortex-m0": {"__aeabi_fdiv", "__aeabi_ui2f", "__aeabi_fmul", "__aeabi_fadd"},
    "cortex-m3": {"__aeabi_fdiv", "__aeabi_ui2f", "__aeabi_fmul", "__aeabi_fadd"},
    "cortex-m4": set(),
    "rv32imac": {"__divsf3", "__floatunsisf", "__mulsf3", "__addsf3"},
}
# the float result's getters, checked on a core with an FPU
FLOAT_GETTERS = {"rtprof_get_result", "rtprof_result_of"}


def float_results(d):
    """True when the generated folder d is of a float configuration (its manifest says so)."""
    manifests = [f for f in os.listdir(d) if f.endswith("_rtprof.manifest")]
    with open(os.path.join(d, manifests[0]), encoding="utf-8") as f:
        return "key.RTPROF_RESULT=float" in f.read().splitlines()


def references(objdump, obj):
    """{function: set of non-library symbols its section references}"""
    out = subprocess.run([objdump, "-r", obj], capture_output=True, text=True, check=True).stdout
    refs, section = {}, None
    for line in out.splitlines():
        m = re.match(r"RELOCATION RECORDS FOR \[\.text\.(\w+)\]:", line)
        if m:
            section = m.group(1)
            refs.setdefault(section, set())
            continue
        if line.startswith("RELOCATION RECORDS FOR"):
            section = None
            continue
        parts = line.split()
        if section and len(parts) >= 3 and re.match(r"^[0-9a-f]+$", parts[0]):
            sym = re.sub(r"[+-]0x[0-9a-f]+$", "", parts[2])
            if not sym.startswith(("rtprof_", ".", "$", "*ABS*")):
                refs[section].add(sym)
    return refs


def check_objects(objdump, files):
    """The hooks' sections of objects built elsewhere (with -ffunction-sections): no helper routine."""
    passed = failed = 0
    for path in files:
        refs = references(objdump, path)
        hooks = sorted(fn for fn in refs if fn in HOOKS or fn.startswith("rtprof_log_"))
        if not hooks:
            print(f"FAIL {path}: no hook section (built without -ffunction-sections?)")
            failed += 1
            continue
        for fn in hooks:
            if refs[fn]:
                print(f"FAIL {path}: {fn} calls {' '.join(sorted(refs[fn]))}")
                failed += 1
            else:
                passed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "--objects":
        check_objects(sys.argv[2], sys.argv[3:])
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    root, flags, dirs = sys.argv[1], sys.argv[2].split(), sys.argv[3:]
    passed = failed = 0
    seen = {t: set() for t in TARGETS}
    seen_float = {t: set() for t in TARGETS}
    any_float = False
    with tempfile.TemporaryDirectory() as work:
        obj = os.path.join(work, "core.o")
        for d in dirs:
            cfg = os.path.basename(os.path.normpath(d))
            src = [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith("_rtprof.c")][0]
            is_float = float_results(d)
            any_float = any_float or is_float
            for target, (prefix, tflags) in TARGETS.items():
                for opt in OPTS:
                    cc = [prefix + "gcc"] + tflags + flags + [opt, "-ffunction-sections", f"-I{d}",
                          f"-I{root}/lib/include", "-c", src, "-o", obj]
                    build = subprocess.run(cc, capture_output=True, text=True)
                    if build.returncode != 0:
                        print(f"FAIL {cfg} {target} {opt}: does not compile: {build.stderr.strip().splitlines()[0]}")
                        failed += 1
                        continue
                    bad = []
                    for fn, syms in sorted(references(prefix + "objdump", obj).items()):
                        if syms and is_float and fn in FLOAT_GETTERS and not FLOAT_EXCEPTIONS[target]:
                            bad.append(f"{fn} calls {' '.join(sorted(syms))}")
                            continue
                        if not syms or NOT_CHECKED.match(fn):
                            continue
                        if fn in HOOKS or fn.startswith("rtprof_log_"):
                            bad.append(f"{fn} calls {' '.join(sorted(syms))}")
                            continue
                        allowed = EXCEPTIONS[target]
                        if is_float:
                            allowed = allowed | FLOAT_EXCEPTIONS[target]
                            seen_float[target] |= syms & FLOAT_EXCEPTIONS[target]
                        seen[target] |= syms - FLOAT_EXCEPTIONS[target]
                        extra = syms - allowed
                        if extra:
                            bad.append(f"{fn} calls {' '.join(sorted(extra))}")
                    if bad:
                        print(f"FAIL {cfg} {target} {opt}: " + "; ".join(bad))
                        failed += 1
                    else:
                        passed += 1
    for target, known in EXCEPTIONS.items():
        print(f"{target}: rtprof_process references {' '.join(sorted(seen[target])) or 'nothing'}")
        stale = known - seen[target]
        if stale:
            print(f"FAIL {target}: the known exception {' '.join(sorted(stale))} no longer appears: "
                  "remove it from EXCEPTIONS and from the README's Known limitations")
            failed += 1
    for target, known in FLOAT_EXCEPTIONS.items():
        stale = known - seen_float[target] if any_float else set()
        if stale:
            print(f"FAIL {target}: the float results' exception {' '.join(sorted(stale))} no longer appears: "
                  "remove it from FLOAT_EXCEPTIONS and from the README's Known limitations")
            failed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
