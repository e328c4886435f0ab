# SPDX-License-Identifier: Apache-2.0
"""bench_report.py: BENCHMARKS.md from the counts tests/bench/run measured (regenerated, never edited)."""
import os
import re
import subprocess


def _tool(arch, name):
    return ("arm-none-eabi-" if arch == "arm" else "riscv64-unknown-elf-") + name


def _nm_sizes(arch, obj):
    proc = subprocess.run([_tool(arch, "nm"), "-S", obj], capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"bench: cannot read the symbols of {obj}: {proc.stderr.strip()}")
    out = proc.stdout
    sizes = {}
    for line in out.splitlines():
        p = line.split()
        if len(p) == 4:
            sizes[p[3]] = (p[2], int(p[1], 16))
    return sizes


def _size(arch, obj):
    """text (code and constants), data and bss of obj, as `size` reports them."""
    proc = subprocess.run([_tool(arch, "size"), obj], capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"bench: cannot read the size of {obj}: {proc.stderr.strip()}")
    text, data, bss = proc.stdout.splitlines()[1].split()[:3]
    return int(text), int(data), int(bss)


def _undefined(arch, obj):
    """The symbols obj calls or reads from elsewhere (nm -u)."""
    proc = subprocess.run([_tool(arch, "nm"), "-u", obj], capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"bench: cannot read the symbols of {obj}: {proc.stderr.strip()}")
    return [line.split()[-1] for line in proc.stdout.splitlines() if line.strip()]


def _stack(su_file, fn):
    if not os.path.exists(su_file):
        return None
    for line in open(su_file):
        p = line.split("\t")
        if p[0].split(":")[-1] == fn:
            return int(p[1])
    return None


def _version(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True).stdout.splitlines()[0].strip()
    except (OSError, IndexError):
        return "?"


# the load shapes of tests/bench/bench.c, in its order
SHAPES = ("idle", "ramp")


def _ratio(a, b):
    return f"{a / b:.2f}" if b else "-"


# the core's functions outside the hot path, left out of its code size: the getters and rtprof_init
COLD = {"rtprof_get_result", "rtprof_get_units", "rtprof_get_window", "rtprof_init"}

# the log configurations of tests/bench/run
LOG_CONFIGS = ("b_log_t32up", "b_log_t24down")
# the same two with RTPROF_INLINE_HOOKS=yes: the log's switch in a port's own switch code
LOG_INLINE_CONFIGS = ("b_log_inline_t32up", "b_log_inline_t24down")

# the function profile's configuration of tests/bench/run
PROF_CONFIG = "b_prof_w16"

# The function profile's targets: (what, the targets it applies to, the most instructions), and the
# least instructions each job needs, counted from the instruction sets, not measured: per target
# group, the sentence the report prints beside the target.
PROF_TARGETS = (
    ("sample", ("cortex-m3", "cortex-m4"), 12,
     "Least for the job on Cortex-M3/M4: 12 instructions inlined in the interrupt handler (the state's "
     "address; low loaded and subtracted; the bound loaded, compared and branched on; the shift loaded and "
     "applied; the bin's address; the bin loaded, incremented and stored), which neither stops a bin at "
     "its maximum nor keeps a PC below the range from wrapping. What spec/profile.md asks for adds 5: the "
     "test `pc >= low` before the subtraction (+2: compare, branch) and the bin stopped at its maximum "
     "(+3: 65535 in a register, compare, branch); called, +3 (the argument, `bl`, the return): 20, the "
     "measured -O2 hook instruction for instruction (-Os keeps 65535 in a saved register: +1, the push). "
     "The switch costs nothing on this path (the bound is 0 while profiling is off), and the sample "
     "count is the host's (the bins' sum with outside and saturated). 12 is below the least of a hook "
     "with those guarantees, inlined (17) or called (20)."),
    ("sample", ("cortex-m0",), 16,
     "Least for the job on Cortex-M0 (ARMv6-M: no `cbz`, no `it`, no scaled index): 13 instructions inlined "
     "(as on Cortex-M3, plus the shift left that turns the bin number into a halfword offset); the test "
     "`pc >= low` adds 2, the bin stopped at its maximum 3 (65535 from the literal pool, compare, branch), "
     "the call 3 and the register that holds 65535 a push and a pop: 22, the measured hook. 16 is below "
     "the least of a hook with those guarantees, inlined (18) or called (22)."),
    ("arc", ("cortex-m3", "cortex-m4"), 30,
     "Least for the job on Cortex-M3/M4, an arc found at its first probe: 20 instructions inlined (`mrs`, "
     "`cpsid`, `msr` around it; the table's address; the hash of both addresses, 4; the slot's address, 2; "
     "the slot's count loaded and tested, 2; from and self each loaded, compared and branched on, 6; the "
     "count incremented and stored, 2); 31 as a called hook under the port's critical section, which is "
     "two called functions (+3: the arguments and `bl`; +4: the port's two calls and returns; +4: from "
     "and self kept across the first call); 34 with the on flag (+2) and the count saturating (+1), and "
     "about 38 with the saturating call count spec/profile.md asks for (+4). 30 needs the critical "
     "section's three instructions inlined in the hook."),
)


def write(path, results, targets, opts, configs, work):
    L = ["# rtprof benchmarks", "",
         "Generated by `tests/bench/run` — do not edit. Dynamic **instruction counts** (not cycles) on the",
         "target ISA, from QEMU's exec trace with one instruction per translation block (`-singlestep -d",
         "exec,nochain`, `-icount shift=0`), counted between two marker functions around each call, minus the",
         "markers' own cost; code and data sizes from `size`/`nm` of the same objects; all in one run.", "",
         "The measured calls, the same on every target and optimisation level:", "",
         "- rtprof: the generated library of the benchmark configurations (`tests/bench/configs`), with the",
         "  ports' critical sections (`ports/cpu/cortex-m`, `ports/cpu/riscv`) and a timer that is one load from RAM",
         "  (`tests/bench/bench_port.c`: what reading a memory-mapped timer register costs; the counts",
         "  include the call to `rtprof_port_timer_read32`).",
         "- **scmRTOS**: the scmRTOS profiler (Listings 1–3: per-task u32 counters, the whole array",
         "  copied and zeroed under one critical section, a u32 sum, one 64-bit division per task; int and",
         "  float), written in C in `tests/bench/baselines.c`, with the same port calls.",
         "- **FreeRTOS**: the run-time-stats arithmetic (per switch: compare with the switch-in time, add the",
         "  difference; per report: `counter / (total / 100)`), also in `baselines.c`.",
         "- **eCos**: eCos's gprof support (the profiling timer's `__profile_hit`: a range test, a shift, a",
         "  16-bit bin stopping at 0xFFFF; `hal_mcount` calling `__profile_mcount` with interrupts masked: a",
         "  hash table on the caller's address heading chains of arc records), also in `baselines.c`, with the",
         "  same port critical section.",
         "- Each measured window is exactly one configured window (`RTPROF_WINDOW_UNITS`: a second of a",
         "  400 MHz cycle counter in the int configurations, 1,000 or 10,000 ticks in the float ones), filled",
         "  through the hooks, with the same parts charged to the baselines, in two load shapes: *idle*",
         "  (task 0 70 %, task 1 20 %, the other tasks 10 % in equal parts) and *ramp* (task i in proportion",
         "  to i + 1). The hooks are measured in an earlier window, closed before.", ""]
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "narrative.md")) as narrative:
        text = narrative.read().rstrip("\n")
    # the figures the narrative quotes, from this run
    def floor_tick(t, key="floor_tick_inline"):
        r = results.get((t, "-Os", "b_inline_tick_n8"))
        return str(r[key][0] - r["port_empty"][0]) if r else "-"
    for key, value in (("{images}", str(len(results))), ("{floor_tick_m3}", floor_tick("cortex-m3")),
                       ("{floor_tick_m0}", floor_tick("cortex-m0")),
                       ("{mask_tick_m3}", floor_tick("cortex-m3", "mask_tick_inline")),
                       ("{cmpmask_tick_m0}", floor_tick("cortex-m0", "cmpmask_tick_inline")),
                       ("{cmpmask_tick_rv}", floor_tick("rv32imac", "cmpmask_tick_inline"))):
        text = text.replace(key, value)
    L += text.split("\n") + [""]
    L += [
         "Tool versions: " + "; ".join([_version(["arm-none-eabi-gcc", "--version"]),
                                        _version(["riscv64-unknown-elf-gcc", "--version"]),
                                        _version(["qemu-system-arm", "--version"]),
                                        _version(["qemu-system-riscv32", "--version"])]) + ".", ""]
    for t, info in targets.items():
        if info["note"]:
            L.append(f"- {t}: {info['note']} (QEMU `{info['board']}`).")
    L.append("")

    # ---- hooks
    L += ["## Hooks", "",
          "Instructions per call, the call and the timer read included; *sat* = the same call when the",
          "counter is already at its maximum (clamping); *at* = `rtprof_switch_at(task, value)` with the timer",
          "read at the call site (one load, inlined) instead of the port's read function. Targets: switch",
          "hook ≤ 14 on Cortex-M3/M4, ≤ 18 on Cortex-M0 code, constant time; tick hook ≤ 10.", "",
          "| target | opt | switch, 32-bit up | sat | at | switch, 24-bit down | sat | at | tick | sat | scmRTOS hook | FreeRTOS switch |",
          "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for t in targets:
        for o in opts:
            a, b, c = results[(t, o, "b_floor_n8")], results[(t, o, "b_exact_n8")], results[(t, o, "b_float_n8")]
            L.append(f"| {t} | {o} | {a['hook'][0]} | {a['hook_saturated'][0]} | {a['hook_at'][0]} | {b['hook'][0]} | "
                     f"{b['hook_saturated'][0]} | {b['hook_at'][0]} | {c['hook'][0]} | {c['hook_saturated'][0]} | "
                     f"{a['scm_hook'][0]} | {a['frt_hook'][0]} |")
    L.append("")

    # ---- the inline hooks
    L += ["### Inline hooks", "",
          "With `RTPROF_INLINE_HOOKS=yes` (`b_inline_n8`: `b_floor_n8`, and `b_inline_tick_n8`: `b_float_n8`, each",
          "with the option) a port calls `rtprof_switch_at_inline(task, value)` or `rtprof_tick_inline(task)` from",
          "its own switch or tick code. Measured in a port's function whose body is that one call, called with",
          "the task id and the timer value as arguments: *port fn* = its instructions, its call and return",
          "included; *own* = *port fn* − the same function empty (the argument set-up, the call and the",
          "return), what the hook adds to a port's code; *called* = the out-of-line hook of the same",
          "configuration (`rtprof_switch_at`, `rtprof_tick`) with its call, for comparison. Targets: switch",
          "hook inline ≤ 14 on Cortex-M3 -Os (timer value given), tick hook inline ≤ 10 on Cortex-M3/M4 and",
          "≤ 12 on Cortex-M0. *floor tick* = `floor_tick16` (`tests/bench/baselines.h`), the shortest tick hook",
          "found, in the same place: the tick's job (an unknown id to the unattributed bucket, the 16-bit",
          "counter stopped at its maximum) with the select as a conditional expression, an IT block on",
          "Cortex-M3/M4 and a branch on Cortex-M0 and rv32imac, where rtprof's hooks may not branch. *mask",
          "tick*, *cmp-mask tick* = `mask_tick16`, `cmpmask_tick16` (the same file), the shortest branch-free",
          "selects found, in the floor tick. *br* = the conditional branches in the port function's",
          "disassembly (a baseline's; rtprof's hooks are checked by CTest `hook_branches`).", "",
          "| target | opt | switch at, called | port fn | own | tick, called | port fn | own | floor tick: port fn | own | br | mask tick: own | br | cmp-mask tick: own | br |",
          "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for t in targets:
        for o in opts:
            a, c = results[(t, o, "b_inline_n8")], results[(t, o, "b_inline_tick_n8")]
            L.append(f"| {t} | {o} | {a['hook_at'][0]} | {a['hook_inline'][0]} | {a['hook_inline'][0] - a['port_empty'][0]} | "
                     f"{c['hook'][0]} | {c['hook_inline'][0]} | {c['hook_inline'][0] - c['port_empty'][0]} | "
                     f"{c['floor_tick_inline'][0]} | {c['floor_tick_inline'][0] - c['port_empty'][0]} | "
                     f"{c['branches_port_floor_tick'][0]} | "
                     f"{c['mask_tick_inline'][0] - c['port_empty'][0]} | {c['branches_port_mask_tick'][0]} | "
                     f"{c['cmpmask_tick_inline'][0] - c['port_empty'][0]} | {c['branches_port_cmpmask_tick'][0]} |")
    L.append("")

    # ---- the context-switch log
    L += ["## Context-switch log", "",
          "Instructions per call of the log's hooks, in the two log configurations: *t32up* (`b_log_t32up`:",
          "`b_floor_n8` with a log of 2^8 entries that overwrites, on a 32-bit up-counting timer) and *t24down*",
          "(`b_log_t24down`: a 24-bit down-counting timer like SysTick, 2^8 entries, stop). Every hook takes",
          "the critical section, reads the timer once, charges the CPU-load counters as `rtprof_switch` does and",
          "writes one entry (release and deadline write none). *switch* = `rtprof_switch` (counters only), for",
          "comparison; *log switch* = `rtprof_log_switch` leaving a task with a deadline (word 2 its deadline);",
          "*log's share* = log switch − switch, what the log adds to the switch path; *first run* = the",
          "switch to a released task (word 2 its release time); *full* = the log switch with the ring full",
          "(overwrite: the oldest entry replaced; stop: the entry lost and counted); *disarmed* = the log",
          "switch disarmed; *least entry* = `min_log_put` in `baselines.c`, the least an entry can be (the",
          "critical section, one timer read, four words at the next slot of a power-of-two ring, the index",
          "moved: no 40-bit time, no counts, no arm control, no counters charged).", "",
          "| target | opt | config | switch | log switch | log's share | first run | irq enter | irq exit | release | deadline | full | disarmed | least entry |",
          "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    # every log image, in the tables' row order
    log_runs = [(t, o, c, results[(t, o, c)]) for t in targets for o in opts for c in LOG_CONFIGS]
    for t, o, c, r in log_runs:
        L.append(f"| {t} | {o} | {c[6:]} | {r['hook'][0]} | {r['log_switch'][0]} | {r['log_switch'][0] - r['hook'][0]} | "
                 f"{r['log_switch_start'][0]} | {r['log_irq_enter'][0]} | {r['log_irq_exit'][0]} | {r['log_release'][0]} | "
                 f"{r['log_deadline'][0]} | {r['log_switch_full'][0]} | {r['log_switch_disarmed'][0]} | {r['min_log'][0]} |")
    L.append("")
    L += ["The floor of a full entry: `floor_log_switch` in `baselines.c` has every property of rtprof's",
          "entry (the 40-bit time, word 0's fields and time bit, word 2's release or deadline time, the stack",
          "pointer, the slot or the scratch slot by the arm control, the sequence count, the overrun count",
          "kept at UINT32_MAX, the full flag, the counters charged) written for the fewest instructions",
          "instead of for the provers: a 64-bit time inside (no epoch), one state structure,",
          "one function. CTest `bench_floor_entries` checks that it writes the entries rtprof's log writes",
          "(the same random run of 20,000 hooks through both). *floor switch* = `floor_switch`, the same",
          "switch without the log; *floor's share* = floor log switch − floor switch, leaving a task with a",
          "deadline; *floor first run* = its switch to a released task; *rtprof ÷ floor* = the log's share",
          "over the floor's share.", "",
          "| target | opt | config | floor switch | floor log switch | floor's share | floor first run | log's share | rtprof ÷ floor |",
          "|---|---|---|---:|---:|---:|---:|---:|---:|"]
    for t, o, c, r in log_runs:
        share = r['log_switch'][0] - r['hook'][0]
        floor = r['floor_log_switch'][0] - r['floor_switch'][0]
        L.append(f"| {t} | {o} | {c[6:]} | {r['floor_switch'][0]} | {r['floor_log_switch'][0]} | {floor} | "
                 f"{r['floor_log_start'][0]} | {share} | {share / floor:.2f} |")
    L.append("")
    L += ["### The log's switch inline",
          "",
          "With `RTPROF_INLINE_HOOKS=yes` (`b_log_inline_t32up`, `b_log_inline_t24down`: the two log",
          "configurations with the option) a port calls `rtprof_log_switch_inline(task, sp)` from its own",
          "switch code. Each figure is a port's function whose body is that one call (its call and return",
          "included), leaving a task with a deadline, against the same function with the CPU-load switch",
          "alone (`rtprof_switch_inline(task)`, which reads the timer); *share* = their difference, the log's",
          "share of the switch path inline. *port's calls*: the port's critical section and timer read are",
          "called, as a user's build has them (`tests/bench/bench_port_log.c`); *inlined port*: the same",
          "port code compiled with the port's critical section and timer read in view, so that they are",
          "inlined too, as a port header that defines them `static inline` or link-time optimisation gives",
          "(`bench_ip_log.c`, `bench_ip_switch.c`). *called* = the out-of-line log's share of the same",
          "configuration (`rtprof_log_switch` − `rtprof_switch`), for comparison.", "",
          "| target | opt | config | called: share | port's calls: switch | log switch | share | inlined port: switch | log switch | share |",
          "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    for t in targets:
        for o in opts:
            for c in LOG_INLINE_CONFIGS:
                r = results[(t, o, c)]
                L.append(f"| {t} | {o} | {c[13:]} | {r['log_switch'][0] - r['hook'][0]} | {r['hook_inline'][0]} | "
                         f"{r['port_log_switch'][0]} | {r['port_log_switch'][0] - r['hook_inline'][0]} | "
                         f"{r['ip_switch'][0]} | {r['ip_log_switch'][0]} | {r['ip_log_switch'][0] - r['ip_switch'][0]} |")
    L.append("")

    # ---- the function profile
    if PROF_CONFIG in configs:
        L += ["## Function profile", "",
              f"Instructions per call of the function profile's hooks in `{PROF_CONFIG}` (2^10 bins of 16 bits over",
              "4-byte buckets, 2^8 arc slots), each with its argument loads and its call, against **eCos**:",
              "eCos's gprof support (the flat profile's `__profile_hit`, the call graph's `hal_mcount` and",
              "`__profile_mcount`) written in C in `tests/bench/baselines.c`, over the same range and bucket, with",
              "the same port critical section. *sample* = `rtprof_prof_sample` with the PC in the range and its bin",
              "below its maximum; *outside* = a PC below the range / above it; *arc found* = `rtprof_prof_arc` with",
              "the arc already in the table at its first probe (eCos: the first record of its chain); *arc new* =",
              "the first arc of an empty table, claiming a free slot (eCos: a record claimed at an empty hash",
              "entry); *masked* = the instructions with interrupts masked inside the arc hook, found / new;",
              "*eCos ÷ rtprof* = eCos's count over rtprof's (higher is better for rtprof).", "",
              "| target | opt | sample | target | outside (below / above) | eCos hit | eCos outside | eCos ÷ rtprof, sample | "
              "arc found | target | arc new | masked | eCos mcount found | eCos new | eCos masked | eCos ÷ rtprof, arc found |",
              "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for t in targets:
            for o in opts:
                r = results[(t, o, PROF_CONFIG)]
                lim_s = next((f"≤ {lim}" for what, group, lim, _ in PROF_TARGETS if what == "sample" and t in group), "-")
                lim_a = next((f"≤ {lim}" for what, group, lim, _ in PROF_TARGETS if what == "arc" and t in group), "-")
                L.append(f"| {t} | {o} | {r['prof_sample'][0]} | {lim_s} | {r['prof_sample_below'][0]} / {r['prof_sample_above'][0]} | "
                         f"{r['ecos_hit'][0]} | {r['ecos_hit_below'][0]} / {r['ecos_hit_above'][0]} | "
                         f"{_ratio(r['ecos_hit'][0], r['prof_sample'][0])} | {r['prof_arc'][0]} | {lim_a} | {r['prof_arc_new'][0]} | "
                         f"{r['prof_arc'][1]} / {r['prof_arc_new'][1]} | {r['ecos_mcount'][0]} | {r['ecos_mcount_new'][0]} | "
                         f"{r['ecos_mcount'][1]} / {r['ecos_mcount_new'][1]} | {_ratio(r['ecos_mcount'][0], r['prof_arc'][0])} |")
        L += ["", "The targets beside the measured figures (the worst over both levels), the least each job needs",
              "(counted from the instruction set, not measured: the call and the argument loads included, as in",
              "the measured figures), and the ratio to eCos's algorithm measured in the same run:", ""]
        for what, group, lim, limit in PROF_TARGETS:
            key, base = ("prof_sample", "ecos_hit") if what == "sample" else ("prof_arc", "ecos_mcount")
            worst = max(results[(t, o, PROF_CONFIG)][key][0] for t in group for o in opts if t in targets)
            ratios = [results[(t, o, PROF_CONFIG)][base][0] / results[(t, o, PROF_CONFIG)][key][0]
                      for t in group for o in opts if t in targets]
            verdict = "met" if worst <= lim else f"**not met**: {worst - lim} over (×{worst / lim:.2f})"
            kind = "per sample" if what == "sample" else "per arc, found at its first probe,"
            low, high = f"{min(ratios):.2f}", f"{max(ratios):.2f}"
            L.append(f"- **{kind} ≤ {lim} on {'/'.join(group)}**: measured at most {worst}, {verdict}; eCos ÷ rtprof "
                     f"{low if low == high else low + '–' + high}. {limit}")
        L.append("")

    # ---- process
    L += ["## process", "",
          "Instructions per `process` call (rtprof) and per processing call of the baselines, on each load",
          "shape, and the ratio scmRTOS ÷ rtprof (higher is better for rtprof). *rtprof float, all N* is",
          "`process` plus the N getter calls that compute the percentages, the work it takes to have every",
          "result, as the scmRTOS profiler's float `process` has; both on the same tick configuration and",
          "window (*of which process*: rtprof's float `process` alone, which computes the window's scale).",
          "*rtprof floor* uses the products of 16-bit halves (`RTPROF_MULTIPLY=halves`, any core); *native*",
          "the core's 32 x 32 -> 64 multiply (`RTPROF_MULTIPLY=native`: `umull`, `mulhu`), built where the",
          "core has one.",
          "Targets for int floor: N = 8 → ratio ≥ 4 on Cortex-M0 code and ≥ 2.5 on Cortex-M3/M4;",
          "N = 32 → ≥ 6 on M0 and ≥ 3.5 on M3/M4, on the worst shape (Cortex-M3/M4 with native products).",
          "Float: all N below the scmRTOS profiler's float `process` on every target, at most half of it on",
          "Cortex-M4 with its FPU.", "",
          "| target | opt | N | shape | rtprof floor | scmRTOS int | scmRTOS ÷ rtprof | rtprof floor, native | scmRTOS ÷ native | rtprof exact_sum | rtprof float, all N | of which process | scmRTOS float | scmRTOS float ÷ rtprof float | FreeRTOS report |",
          "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]

    def native(t, o, n, key):
        """A count of the native-product configuration, or None where it is not built."""
        c = results.get((t, o, f"b_native_n{n}"))
        return c[key][0] if c else None

    def float_all(t, o, n, sh):
        c = results[(t, o, f"b_float_n{n}")]
        return c[f"process_{sh}"][0] + c[f"results_{sh}"][0]

    for t in targets:
        for o in opts:
            for n in (8, 32, 255):
                for sh in SHAPES:
                    a = results[(t, o, f"b_floor_n{n}")]
                    b = results[(t, o, f"b_exact_n{n}")]
                    c = results[(t, o, f"b_float_n{n}")]
                    nat = native(t, o, n, "process_" + sh)
                    nat_scm = native(t, o, n, "scm_process_int_" + sh)
                    L.append(f"| {t} | {o} | {n} | {sh} | {a['process_' + sh][0]} | {a['scm_process_int_' + sh][0]} | "
                             f"{_ratio(a['scm_process_int_' + sh][0], a['process_' + sh][0])} | "
                             f"{'-' if nat is None else nat} | {'-' if nat is None else _ratio(nat_scm, nat)} | "
                             f"{b['process_' + sh][0]} | "
                             f"{float_all(t, o, n, sh)} | {c['process_' + sh][0]} | {c['scm_process_float_' + sh][0]} | "
                             f"{_ratio(c['scm_process_float_' + sh][0], float_all(t, o, n, sh))} | {a['frt_report'][0]} |")
    L += ["", "Per-task cost on the ramp shape, (count at N = 255 − count at N = 8) ÷ 247 instructions:", "",
          "| target | opt | rtprof floor | rtprof floor, native | rtprof exact_sum | rtprof float, all N | scmRTOS int | scmRTOS float |",
          "|---|---|---:|---:|---:|---:|---:|---:|"]
    for t in targets:
        for o in opts:
            def per(cfg, key):
                return (results[(t, o, f"{cfg}_n255")][key][0] - results[(t, o, f"{cfg}_n8")][key][0]) / 247
            pf = (float_all(t, o, 255, "ramp") - float_all(t, o, 8, "ramp")) / 247
            pn = ("-" if native(t, o, 8, "process_ramp") is None else
                  f"{(native(t, o, 255, 'process_ramp') - native(t, o, 8, 'process_ramp')) / 247:.1f}")
            L.append(f"| {t} | {o} | {per('b_floor', 'process_ramp'):.1f} | {pn} | {per('b_exact', 'process_ramp'):.1f} | "
                     f"{pf:.1f} | {per('b_floor', 'scm_process_int_ramp'):.1f} | "
                     f"{per('b_float', 'scm_process_float_ramp'):.1f} |")
    L.append("")

    # ---- masked span
    L += ["## Interrupt-masked span inside process", "",
          "Instructions executed with interrupts masked by the critical section (after the mask instruction,",
          "up to and including the one that restores the mask). Target: ≤ 8 for every N.", "",
          "| target | opt | rtprof N = 8 | N = 32 | N = 255 | scmRTOS N = 8 | N = 32 | N = 255 |",
          "|---|---|---:|---:|---:|---:|---:|---:|"]
    for t in targets:
        for o in opts:
            r = [results[(t, o, f"b_floor_n{n}")] for n in (8, 32, 255)]
            L.append(f"| {t} | {o} | " + " | ".join(str(max(x["process_" + sh][1] for sh in SHAPES)) for x in r) + " | " +
                     " | ".join(str(max(x["scm_process_int_" + sh][1] for sh in SHAPES)) for x in r) + " |")
    L.append("")

    # ---- sizes
    L += ["## Code and RAM", "",
          "Core = the hooks, `process` and their helpers (the generated `_rtprof.c` object without the three",
          "getters and `rtprof_init`); scmRTOS = `scm_advance` and `scm_process_int` with what they call;",
          "FreeRTOS = its run-time-stats arithmetic (`frt_switch` and `frt_report`). RAM = static data + the",
          "stack of `process` (`-fstack-usage`), int floor configuration; FreeRTOS's RAM is its static data",
          "only (its report's stack is the caller's). Targets: core .text ≤ 1.25 × the scmRTOS profiler's at",
          "-Os; RAM ≤ the scmRTOS profiler's for N = 8 and 32.", "",
          "| target | opt | N | rtprof core .text | scmRTOS .text | ratio | FreeRTOS .text | ratio | rtprof RAM (static + stack) | scmRTOS RAM | ratio | FreeRTOS RAM |",
          "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    sizes = {}
    for t, info in targets.items():
        arch = info["arch"]
        for o in opts:
            for n in (8, 32, 255):
                d = os.path.join(work, f"{t}{o}", f"b_floor_n{n}")
                core = _nm_sizes(arch, os.path.join(d, "lib", "obj", f"b_floor_n{n}_rtprof.o"))
                base = _nm_sizes(arch, os.path.join(d, "fw", "baselines.o"))
                ctext = sum(s for k, (ty, s) in core.items() if ty in "Tt" and k not in COLD)
                cram = sum(s for k, (ty, s) in core.items() if ty in "BbDd")
                stext = sum(s for k, (ty, s) in base.items() if ty in "Tt" and k.startswith("scm_") and "float" not in k)
                sram = sum(s for k, (ty, s) in base.items() if ty in "BbDd" and k.startswith("scm_") and "float" not in k)
                cst = _stack(os.path.join(d, "lib", "obj", f"b_floor_n{n}_rtprof.su"), "rtprof_process") or 0
                sst = _stack(os.path.join(d, "fw", "baselines.su"), "scm_process_int") or 0
                ftext = sum(s for k, (ty, s) in base.items() if ty in "Tt" and k.startswith("frt_"))
                fram = sum(s for k, (ty, s) in base.items() if ty in "BbDd" and k.startswith("frt_"))
                L.append(f"| {t} | {o} | {n} | {ctext} | {stext} | {_ratio(ctext, stext)} | {ftext} | {_ratio(ctext, ftext)} | "
                         f"{cram} + {cst} = {cram + cst} | {sram} + {sst} = {sram + sst} | {_ratio(cram + cst, sram + sst)} | {fram} |")
                sizes[(t, o, n)] = (ctext, stext, cram + cst, sram + sst)
    L.append("")
    # the images that link the report: none calls rtprof_report, so none should
    images = [(info["arch"], os.path.join(work, f"{t}{o}", c, "image.elf")) for t, info in targets.items()
              for o in opts for c in configs if (t, o, c) in results]
    with_report = [elf for arch, elf in images if "rtprof_report" in _nm_sizes(arch, elf)]
    L += ["### The smallest configuration", "",
          "`b_smallest` (`tests/bench/configs`): one task, 16-bit counters, the tick as the interval source,",
          "int floor results, no log, no function profile; built by `gen/rtprof-build` as a user's build",
          "compiles it (the library's strict flags, each function in its own section). Bytes of its two",
          "objects, of functions from `nm -S` and of whole objects from `size`: *hook + process* = the tick",
          "hook, `rtprof_process` and their helpers (the core of the table above); *init + getters* =",
          "`rtprof_init`, which every firmware calls, and the three getters, each linked only when called",
          "(`--gc-sections`); *core object* = the whole `_rtprof.c` object (code and constants / data /",
          "bss); *report* = the `_rtprof_report.c` object's code and constants, the text formatter, which",
          "`RTPROF_REPORT=no` leaves out at generation and a static link takes only when the firmware calls",
          "`rtprof_report`",
          f"({len(with_report)} of this run's {len(images)} images link it; none calls it). RAM = the core's",
          "static data + the stack of `rtprof_process`; *library symbols* = the C library and compiler",
          "routines the core object names (`nm -u`; not counted; no hook calls one, and on Cortex-M0 GCC 12",
          "names `__aeabi_idiv` beside the unsigned division it calls, without calling it).", "",
          "| target | opt | hook + process | init + getters | core object (flash / data / bss) | report (flash) | RAM (static + stack) | library symbols |",
          "|---|---|---:|---:|---:|---:|---:|---|"]
    smallest = {}
    for t, info in targets.items():
        arch = info["arch"]
        for o in opts:
            d = os.path.join(work, "smallest", f"{t}{o}", "obj")
            core = _nm_sizes(arch, os.path.join(d, "b_smallest_rtprof.o"))
            hot = sum(s for k, (ty, s) in core.items() if ty in "Tt" and k not in COLD)
            cold = sum(s for k, (ty, s) in core.items() if ty in "Tt" and k in COLD)
            flash, data, bss = _size(arch, os.path.join(d, "b_smallest_rtprof.o"))
            rtext = _size(arch, os.path.join(d, "b_smallest_rtprof_report.o"))[0]
            st = _stack(os.path.join(d, "b_smallest_rtprof.su"), "rtprof_process")
            stack = f"{st}" if st is not None else "not recorded"
            calls = sorted(k for k in _undefined(arch, os.path.join(d, "b_smallest_rtprof.o")) if not k.startswith("rtprof_"))
            L.append(f"| {t} | {o} | {hot} | {cold} | {flash} / {data} / {bss} | {rtext} | "
                     f"{data + bss} + {stack} | {', '.join(f'`{c}`' for c in calls) or 'none'} |")
            smallest[(t, o)] = hot
    L.append("")

    # ---- the targets, measured against
    def worst(pred_targets, fn):
        return [(t, o, fn(t, o)) for t in pred_targets for o in opts if t in targets]

    rows = []
    m0, m34 = ["cortex-m0"], ["cortex-m3", "cortex-m4"]
    for n, lim0, lim34 in ((8, 4.0, 2.5), (32, 6.0, 3.5)):
        for group, lim in ((m0, lim0), (m34, lim34)):
            # Cortex-M0: the halves' products; Cortex-M3/M4: the core's multiply (RTPROF_MULTIPLY=native)
            cfg = f"b_floor_n{n}" if group is m0 else f"b_native_n{n}"
            vals = [(t, o, sh, results[(t, o, cfg)]["scm_process_int_" + sh][0] / results[(t, o, cfg)]["process_" + sh][0])
                    for t in group for o in opts for sh in SHAPES if t in targets]
            low = min(v for _, _, _, v in vals)
            form = "" if group is m0 else " (native products)"
            rows.append((f"process int floor N = {n}, {'/'.join(group)}{form}: scmRTOS ÷ rtprof ≥ {lim}, worst shape",
                         f"{low:.2f} (worst of {', '.join(f'{t} {o} {sh} {v:.2f}' for t, o, sh, v in vals)})",
                         "met" if low >= lim else f"not met (×{lim / low:.2f} short)"))
    # float results: process and the N reads against the scmRTOS profiler's float process, worst shape
    def float_ratio(t, o, n, sh):
        return float_all(t, o, n, sh) / results[(t, o, f"b_float_n{n}")]["scm_process_float_" + sh][0]
    soft = [t for t in targets if t != "cortex-m4"]
    for group, ns, lim, strict in ((soft, (8, 32, 255), 1.0, True), (["cortex-m4"], (8, 32, 255), 1.0, True),
                                   (["cortex-m4"], (8, 32), 0.5, False)):
        vals = [(t, o, n, sh, float_ratio(t, o, n, sh)) for t in group for o in opts for n in ns for sh in SHAPES
                if t in targets]
        high = max(v for *_, v in vals)
        worst_of = max(vals, key=lambda x: x[-1])
        met = high < lim if strict else high <= lim
        rows.append((f"float results, all N (`process` and N reads) ÷ the scmRTOS profiler's float `process` "
                     f"{'<' if strict else '≤'} {lim} on {'/'.join(group)}{' (FPU)' if group == ['cortex-m4'] else ' (soft float)'}, "
                     f"N = {', '.join(str(n) for n in ns)}, worst shape",
                     f"max {high:.2f} ({worst_of[0]} {worst_of[1]} N = {worst_of[2]} {worst_of[3]}); "
                     + ", ".join(f"{t} {max(v for tt, _, _, _, v in vals if tt == t):.2f}" for t in group if t in targets),
                     "met" if met else f"not met (×{high / lim:.1f})"))
    per_task = [(t, o, (results[(t, o, "b_native_n255")]["process_" + sh][0] -
                        results[(t, o, "b_native_n8")]["process_" + sh][0]) / 247)
                for t in m34 for o in opts for sh in SHAPES if t in targets]
    high = max(v for *_, v in per_task)
    rows.append(("process int floor per task ≤ 16 on cortex-m3/cortex-m4 (native products), (N = 255 − N = 8) ÷ 247",
                 f"max {high:.1f} (worst of {', '.join(sorted({f'{t} {o} {v:.1f}' for t, o, v in per_task}))})",
                 "met" if high <= 16 else f"not met (×{high / 16:.2f})"))
    spans = [results[(t, o, f"b_floor_n{n}")]["process_" + sh][1] for t in targets for o in opts for n in (8, 32, 255)
             for sh in SHAPES]
    rows.append(("masked span in process ≤ 8 for every N", f"max {max(spans)}", "met" if max(spans) <= 8 else "not met"))
    for group, lim in ((m34, 14), (m0, 18)):
        vals = [results[(t, o, c)][k][0] for t in group for o in opts for c in ("b_floor_n8", "b_exact_n8")
                for k in ("hook", "hook_saturated")]
        vals_at = [results[(t, o, c)]["hook_at"][0] for t in group for o in opts for c in ("b_floor_n8", "b_exact_n8")]
        const = all(results[(t, o, c)]["hook"][0] == results[(t, o, c)]["hook_saturated"][0]
                    for t in group for o in opts for c in ("b_floor_n8", "b_exact_n8", "b_float_n8"))
        rows.append((f"switch hook ≤ {lim} on {'/'.join(group)}, constant time",
                     f"max {max(vals)} (port's read called), {max(vals_at)} (`rtprof_switch_at`, read inlined); "
                     f"saturated = not saturated: {'yes' if const else 'no'}",
                     ("met" if max(vals_at) <= lim else f"not met (×{max(vals_at) / lim:.1f})") + ("" if const else ", not constant")))
    ticks = [results[(t, o, "b_float_n8")][k][0] for t in targets for o in opts for k in ("hook", "hook_saturated")]
    rows.append(("tick hook ≤ 10", f"max {max(ticks)}", "met" if max(ticks) <= 10 else f"not met (×{max(ticks) / 10:.1f})"))
    own_at = [(t, results[(t, "-Os", "b_inline_n8")]["hook_inline"][0] - results[(t, "-Os", "b_inline_n8")]["port_empty"][0])
              for t in m34 if t in targets]
    if own_at:
        high = max(v for _, v in own_at)
        rows.append(("switch hook ≤ 14 inline on cortex-m3/cortex-m4 -Os (timer value given, the hook's own instructions in a port's function)",
                     f"max {high} ({', '.join(f'{t} {v}' for t, v in own_at)})",
                     "met" if high <= 14 else f"not met (×{high / 14:.1f})"))
    for group, lim in ((m34, 10), (m0, 12)):
        own_tick = [(t, o, results[(t, o, "b_inline_tick_n8")]["hook_inline"][0] - results[(t, o, "b_inline_tick_n8")]["port_empty"][0])
                    for t in group for o in opts if t in targets]
        if own_tick:
            high = max(v for *_, v in own_tick)
            def least(key):
                return max(results[(t, o, "b_inline_tick_n8")][key][0] - results[(t, o, "b_inline_tick_n8")]["port_empty"][0]
                           for t in group for o in opts if t in targets)
            def branches(fn):
                return sum(results[(t, o, "b_inline_tick_n8")]["branches_" + fn][0] for t in group for o in opts if t in targets)
            floor = least("floor_tick_inline")
            free = [least(k) for k, fn in (("mask_tick_inline", "port_mask_tick"), ("cmpmask_tick_inline", "port_cmpmask_tick"))
                    if branches(fn) == 0]
            rows.append((f"tick hook ≤ {lim} inline on {'/'.join(group)} (the hook's own instructions in a port's function)",
                         f"max {high} (worst of {', '.join(f'{t} {o} {v}' for t, o, v in own_tick)}); "
                         f"the shortest tick found (`floor_tick16`): {floor}"
                         + (", with a branch" if branches("port_floor_tick") else "")
                         + (f"; with the shortest branch-free select found: {min(free)}" if free else ""),
                         "met" if high <= lim else f"not met (×{high / lim:.1f})"))
    # code: the core's .text is the same for N = 8 and 32 (the loops do not unroll at -Os); the worst over N
    text = [(t, max(sizes[(t, "-Os", n)][0] / sizes[(t, "-Os", n)][1] for n in (8, 32, 255))) for t in targets]
    high = max(v for _, v in text)
    rows.append(("core .text ≤ 1.25 × the scmRTOS profiler's at -Os, each target",
                 f"{high:.2f} (worst of {', '.join(f'{t} {v:.2f}' for t, v in text)})",
                 "met" if high <= 1.25 else f"not met (×{high / 1.25:.1f})"))
    for n in (8, 32):
        ram = [(t, o, sizes[(t, o, n)][2] / sizes[(t, o, n)][3]) for t in targets for o in opts]
        high = max(v for _, _, v in ram)
        rows.append((f"RAM (static + `process` stack) ≤ the scmRTOS profiler's, N = {n}",
                     f"{high:.2f} × the scmRTOS profiler's (worst of {len(ram)}: {', '.join(f'{t} {o} {v:.2f}' for t, o, v in ram)})",
                     "met" if high <= 1.0 else f"not met (×{high:.2f})"))
    def inline_share(group, log_key, switch_key):
        """The log's share inline, the worst over the group, both levels and both inline log configurations."""
        return max(results[(t, o, c)][log_key][0] - results[(t, o, c)][switch_key][0]
                   for t in group for o in opts for c in LOG_INLINE_CONFIGS if t in targets)

    small = [(t, smallest[(t, "-Os")]) for t in targets if (t, "-Os") in smallest]
    if small:
        rows.append(("the smallest configuration's footprint stated (`b_smallest`, -Os: the hook, `process` and their helpers)",
                     ", ".join(f"{t} {v} bytes" for t, v in small) + "; the report: left out with `RTPROF_REPORT=no`, else linked only when called",
                     "stated"))
    for group, lim in ((m34, 30), (m0, 45)):
        share = [(t, o, c, results[(t, o, c)]["log_switch"][0] - results[(t, o, c)]["hook"][0])
                 for t in group for o in opts for c in LOG_CONFIGS if t in targets]
        high = max(v for _, _, _, v in share)
        const = all(results[(t, o, c)]["log_switch"][0] == results[(t, o, c)]["log_switch_full"][0] ==
                    results[(t, o, c)]["log_switch_disarmed"][0] for t in targets for o in opts for c in LOG_CONFIGS)
        least = max(results[(t, o, c)]["min_log"][0] for t in group for o in opts for c in LOG_CONFIGS if t in targets)
        floors = [results[(t, o, c)]["floor_log_switch"][0] - results[(t, o, c)]["floor_switch"][0]
                  for t in group for o in opts for c in LOG_CONFIGS if t in targets]
        rows.append((f"log entry ≤ {lim} on {'/'.join(group)} (the log's share of the switch path), constant time",
                     f"max {high} (worst of {', '.join(f'{t} {o} {c[6:]} {v}' for t, o, c, v in share)}); "
                     f"armed = full = disarmed on every target: {'yes' if const else 'no'}; least entry, a whole hook: {least}; "
                     f"the floor of a full entry's share: {min(floors)}..{max(floors)}, rtprof {high / max(floors):.1f} × its worst; "
                     f"inline with the port's calls: max {inline_share(group, 'port_log_switch', 'hook_inline')}; "
                     f"inline with the port inlined: max {inline_share(group, 'ip_log_switch', 'ip_switch')}",
                     ("met" if high <= lim else f"not met (×{high / lim:.1f})") + ("" if const else ", not constant")))
    if PROF_CONFIG in configs:
        for what, group, lim, _ in PROF_TARGETS:
            key = "prof_sample" if what == "sample" else "prof_arc"
            vals = [(t, o, results[(t, o, PROF_CONFIG)][key][0]) for t in group for o in opts if t in targets]
            high = max(v for _, _, v in vals)
            kind = "function profile: per sample" if what == "sample" else "function profile: per arc, found at its first probe"
            rows.append((f"{kind} ≤ {lim} on {'/'.join(group)}",
                         f"max {high} (worst of {', '.join(f'{t} {o} {v}' for t, o, v in vals)})",
                         "met" if high <= lim else f"not met ({high - lim} over, ×{high / lim:.2f})"))
    L += ["## The targets", "",
          "| target | measured | verdict |", "|---|---|---|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]
    L.append("")
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")
    print(f"bench: {path} written")
