#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-tool.py: the host tool against a generated library's own view of the same state.

Usage: check-tool.py RTPROF MAKE-DUMP WORK SCHEMA

MAKE-DUMP (tests/tools/make_dump.c) runs a scenario through a log configuration's library and writes
its dump as the gdb command writes it, with the target's own table and entries beside it. Checked:
  - `rtprof table` equals the target's rtprof_report text (RTPROF-HOST-002), followed, for a
    configuration with the function profile, by a blank line and the profile's lines `rtprof info`
    prints (their figures are checked in check-values.py);
  - `rtprof csv`: one row per entry, each field decoded here from the target's words with the bit
    layout of spec/cslog.md, written independently of the tool (RTPROF-HOST-003);
  - `rtprof check`: the log and the counters agree, and the per-task time computed here from the
    entries equals the target's counters of the window (RTPROF-HOST-006);
  - `rtprof json`: valid against SCHEMA (python3-jsonschema), slices of one lane disjoint, every
    lane named, every slice inside the log's span (RTPROF-HOST-004);
  - `rtprof svg`: well-formed, one run rectangle per slice of the JSON and one interrupt rectangle per
    interrupt of the log; a view of part of the log: one run rectangle per slice that overlaps it,
    inside the plot; a bad view refused (exit 2, no file) (RTPROF-HOST-005);
  - a log too small for its scenario: an overrun row in the CSV, an overrun instant in the JSON, an
    overrun mark in the SVG, and `check` refusing to compare (RTPROF-HOST-003..006);
  - bad dumps (truncated at each field, wrong magic, byte order, version, sizes, hostile counts and
    ids): exit status 1, one line naming the offset, and no output file, partial or temporary
    (RTPROF-HOST-007); bad usage: 2; an output that cannot be written: 3 and no file.
The dump itself is the generated rtprof_dump_header and the regions it lists (RTPROF-DUMP-001), with
the names rtprof_dump_names_capture copied (RTPROF-DUMP-002), decoded by a tool that needs only libc
(RTPROF-HOST-001). Prints one line per failure, then "N passed, N failed"; exit 1 on any failure."""
import csv
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

RTPROF, MAKE_DUMP, WORK, SCHEMA = sys.argv[1:5]
passed = failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}")
    return cond


def run(*args):
    return subprocess.run([RTPROF, *args], capture_output=True, text=True)


def make(folder, *extra):
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    subprocess.run([MAKE_DUMP, folder, *extra], check=True)
    words, units, info = [], {}, {}
    with open(os.path.join(folder, "target-entries.txt")) as f:
        head = f.readline().split()
        info = {head[i]: int(head[i + 1]) for i in range(0, len(head), 2)}
        for line in f:
            p = line.split()
            if p[0] == "units":
                units[int(p[1])] = int(p[2])
            else:
                words.append([int(x) for x in p])
    return info, words, units


def word2_of(w):
    """a format 2 entry's word 2 as format 1 holds it (spec/cslog.md): the start delay from the
    release time, the margin to the deadline (two's complement, 2^31 - 1 held at 2^31 - 2), or
    0x7FFFFFFF when word 2 holds no time"""
    if (w[0] & 0xFFFFFF) == 0x7FFFF or not (w[0] >> 19) & 1:
        return w[2]
    if (w[0] >> 18) & 1:
        margin = (w[2] - w[1]) % (1 << 32)
        return 0x7FFFFFFE if margin == 0x7FFFFFFF else margin
    return (w[1] - w[2]) % (1 << 32)


def decode(w, version):
    """an entry's fields, from spec/cslog.md's bit layout of the dump's format version"""
    w0 = w[0]
    return {
        "time": ((w0 >> 24) << 32) | w[1],
        "core": ((w0 >> 20) & 15) if version == 2 else ((w0 >> 19) & 31),
        "type": (w0 >> 18) & 1,
        "from_irq": (w0 >> 17) & 1,
        "to_irq": (w0 >> 16) & 1,
        "from": (w0 >> 8) & 255,
        "to": w0 & 255,
        "word2": word2_of(w) if version == 2 else w[2],
        "sp": w[3],
        "mark": (w0 & 0xFFFFFF) == 0x7FFFF,
    }


def kind(irq, ident):
    return "irq" if irq else ("scheduler" if ident == 255 else "task")


def time_per_task(entries, tasks):
    """units each task ran at the task level between the first entry (the arming mark) and the last"""
    ran = {}
    level = None
    for e in entries[1:]:
        if not e["mark"]:
            level = e["from"] if not e["from_irq"] else (e["to"] if not e["to_irq"] else None)
            if level is not None:
                break
    prev = entries[0]["time"]
    for e in entries[1:]:
        span = (e["time"] - prev) % (1 << 40)
        key = tasks if level == 255 else level
        ran[key] = ran.get(key, 0) + span
        prev = e["time"]
        if not e["mark"] and not e["to_irq"]:
            level = e["to"]
    return ran


def good_dump():
    folder = os.path.join(WORK, "good")
    info, words, units = make(folder)
    dump = os.path.join(folder, "rtprof.dump")
    with open(dump, "rb") as f:
        head = f.read(16)
    version = struct.unpack("<I" if head[8] == 4 else ">I", head[12:16])[0]
    check(version == 2, f"dump format version {version}: a log configuration's is 2")
    entries = [decode(w, version) for w in words]

    # the table, then with the function profile its summary as info prints it
    r = run("info", dump)
    check(r.returncode == 0 and "configuration " in r.stdout and f"sequence {info['sequence']}" in r.stdout, f"info: {r.stdout}{r.stderr}")
    at = r.stdout.find("\nprofile: ")
    profile = "" if at < 0 else "\n" + r.stdout[at + 1:]
    r = run("table", dump)
    with open(os.path.join(folder, "target-table.txt")) as f:
        target = f.read()
    check(r.returncode == 0 and r.stdout == target + profile,
          f"table differs from the target's (and the profile's summary):\n{r.stdout}\n---\n{target}{profile}\n{r.stderr}")

    # the CSV, field by field
    out = os.path.join(folder, "log.csv")
    r = run("csv", dump, out)
    check(r.returncode == 0 and os.path.isfile(out), f"csv: exit {r.returncode}: {r.stderr}")
    with open(out, newline="") as f:
        rows = list(csv.DictReader(f))
    data = [row for row in rows if row["seq"] != ""]
    check(len(data) == len(entries) == info["count"], f"csv: {len(data)} rows for {len(entries)} entries")
    hz = info["hz"]
    for i, (row, e) in enumerate(zip(data, entries)):
        want = {"seq": str(i), "time_units": str(e["time"]), "core": str(e["core"]), "word2": str(e["word2"]), "sp": f"0x{e['sp']:08x}"}
        if e["mark"]:
            want["type"] = "mark"
        else:
            want.update({"type": "other" if e["type"] else "start", "from_kind": kind(e["from_irq"], e["from"]),
                         "from_id": str(e["from"]), "to_kind": kind(e["to_irq"], e["to"]), "to_id": str(e["to"])})
            if e["type"] == 0:
                want["delay_or_margin_units"] = str(e["word2"])
            elif e["word2"] == 0x7FFFFFFF:
                want["delay_or_margin_units"] = ""
            else:
                want["delay_or_margin_units"] = str(e["word2"] - (1 << 32) if e["word2"] >= (1 << 31) else e["word2"])
        bad = {k: (row[k], v) for k, v in want.items() if row[k] != v}
        check(not bad, f"csv row {i}: {bad}")
        us = float(row["time_us"])
        check(abs(us - (e["time"] - entries[0]["time"] + entries[0]["time"]) * 1e6 / hz) < 0.002 + 1e-9 * us, f"csv row {i}: time_us {us}")
    check(any("control" in row["from_name"] and '"main"' in row["from_name"] for row in data),
          "csv: the name with a comma and quotes is not one quoted field")

    # the log against the counters, here and by the tool
    ran = time_per_task(entries, info["tasks"])
    for t in range(info["tasks"] + 1):
        check(ran.get(t, 0) == units[t], f"log time of bucket {t}: {ran.get(t, 0)} units, the target's counter {units[t]}")
    r = run("check", dump)
    check(r.returncode == 0 and "agree" in r.stdout, f"check: exit {r.returncode}: {r.stdout}{r.stderr}")

    # the JSON trace
    out = os.path.join(folder, "trace.json")
    r = run("json", dump, out)
    check(r.returncode == 0, f"json: exit {r.returncode}: {r.stderr}")
    with open(out) as f:
        text = f.read()
    check(text.startswith('{"'), "json: does not start with {\"")
    trace = json.loads(text)
    try:
        import jsonschema
        with open(SCHEMA) as f:
            jsonschema.validate(trace, json.load(f))
        check(True, "schema")
    except ImportError:
        check(False, "json: python3-jsonschema is not installed (Debian: apt-get install python3-jsonschema)")
    except jsonschema.ValidationError as exc:
        check(False, f"json: not valid against the schema: {exc.message}")
    events = trace["traceEvents"]
    named = {e["tid"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    lanes = {}
    for e in events:
        if e["ph"] == "X":
            lanes.setdefault(e["tid"], []).append((e["ts"], e["ts"] + e["dur"]))
    check(lanes and set(lanes) <= named, f"json: lanes without a name: {set(lanes) - named}")
    first_us = entries[0]["time"] * 1e6 / hz
    last_us = sum(((b["time"] - a["time"]) % (1 << 40)) for a, b in zip(entries, entries[1:])) * 1e6 / hz + first_us
    for tid, slices in lanes.items():
        slices.sort()
        for (a0, a1), (b0, _) in zip(slices, slices[1:]):
            check(b0 >= a1 - 1e-6, f"json: lane {tid}: slices overlap ({a0}..{a1}, {b0})")
        check(all(s0 >= first_us - 1e-3 and s1 <= last_us + 1e-3 for s0, s1 in slices), f"json: lane {tid}: a slice outside the log")
    task_slices = sum(1 for e in events if e["ph"] == "X" and e["cat"] == "task")
    # interrupt slices: each from its entry to its exit, nested ones on their own lanes
    want, stack, times, t = [], [], [], entries[0]["time"]
    for a, b in zip([entries[0]] + entries, entries):
        t += (b["time"] - a["time"]) % (1 << 40)
        times.append(t)
    for e, t in zip(entries, times):
        if e["mark"]:
            continue
        if e["to_irq"] and e["to"] not in [s[0] for s in stack]:
            stack.append((e["to"], t))
        elif e["from_irq"]:
            irq, start = stack.pop()
            check(irq == e["from"], f"scenario: exit of irq {e['from']} while irq {irq} is innermost")
            # the tool prints microseconds floored to the nanosecond
            want.append((f"irq{irq}", (start * 10**9) // hz, ((t - start) * 10**9) // hz))
    have = [(e["name"], round(e["ts"] * 1000), round(e["dur"] * 1000)) for e in events if e["ph"] == "X" and e["cat"] == "irq"]
    diff = sorted(set(have) ^ set(want))
    check(sorted(have) == sorted(want), f"json: {len(have)} interrupt slices, {len(want)} expected; first differences {diff[:4]}")

    # the SVG
    out = os.path.join(folder, "timeline.svg")
    r = run("svg", dump, out)
    check(r.returncode == 0, f"svg: exit {r.returncode}: {r.stderr}")
    root = ET.parse(out).getroot()
    rects = [e for e in root.iter() if e.tag.endswith("rect")]
    check(sum(1 for e in rects if e.get("class") == "run") == task_slices, "svg: run rectangles differ from the JSON's task slices")
    check(sum(1 for e in rects if e.get("class") == "irq") == len(want), "svg: interrupt rectangles differ from the interrupts of the log")
    check(not any(e.get("class") == "overrun" for e in rects), "svg: an overrun mark without an overrun")

    # the SVG's view of the middle third of the log: the task slices of the JSON that overlap it,
    # each cut to the plot; bad views refused with exit 2 and no file
    task = [(e["ts"] - first_us, e["ts"] + e["dur"] - first_us) for e in events if e["ph"] == "X" and e["cat"] == "task"]
    def clear(v):
        return not any(abs(x - v) < 0.01 for s in task for x in s)
    third = int((last_us - first_us) / 3)
    a = next(v for v in range(third, -1, -1) if clear(v) or v == 0)
    b = next(v for v in range(a + max(1, third), a + max(1, third) + 1000) if clear(v))
    out = os.path.join(folder, "view.svg")
    r = run("svg", dump, out, str(a), str(b))
    check(r.returncode == 0, f"svg view {a}..{b}: exit {r.returncode}: {r.stderr}")
    runs = [e for e in ET.parse(out).getroot().iter() if e.get("class") == "run"]
    want = sum(1 for s0, s1 in task if s1 > a and s0 < b)
    check(len(runs) == want, f"svg view {a}..{b} us: {len(runs)} run rectangles, {want} task slices overlap it")
    check(all(150.0 - 1e-6 <= float(e.get("x")) and float(e.get("x")) + float(e.get("width")) <= 1350.0 + 1e-6 for e in runs),
          f"svg view {a}..{b} us: a run rectangle outside the plot")
    svg_picture(os.path.join(folder, "timeline.svg"), "svg")
    svg_picture(out, f"svg view {a}..{b}")
    whole = os.path.join(folder, "all-rows.svg")
    r = run("svg", dump, whole, "--all-rows")
    check(r.returncode == 0, f"svg --all-rows: exit {r.returncode}: {r.stderr}")
    task_rows = [t.text for t in svg_rows(whole).values() if t.text != "scheduler" and not re.fullmatch(r"irq\d+", t.text)]
    check(len(task_rows) == info["tasks"], f"svg --all-rows: {len(task_rows)} task rows, the configuration has {info['tasks']}")
    svg_picture(whole, "svg --all-rows", all_rows=True)
    span_us = int(last_us - first_us) + 1
    for bad in (("5", "5"), ("9", "3"), ("x", "10"), ("-1", "10"), ("1e3", "2000"), (str(span_us + 1), str(span_us + 9)),
                ("0", "99999999999999")):
        gone = os.path.join(folder, "bad-view.svg")
        r = run("svg", dump, gone, *bad)
        check(r.returncode == 2 and not os.path.exists(gone) and len(r.stderr.strip().splitlines()) == 1,
              f"svg view {bad}: exit {r.returncode}, {len(r.stderr.strip().splitlines())} lines, file left: {os.path.exists(gone)}")
    return dump


def svg_rows(path):
    """the row labels of an SVG timeline but the first row's ("all switches"), by their row's top"""
    return {float(t.get("y")) - 14.0: t for t in ET.parse(path).getroot().iter()
            if t.tag.endswith("text") and t.get("x") == "4" and float(t.get("y")) > 30.0 and t.text != "all switches"}


def svg_picture(path, what, all_rows=False):
    """the picture's form: every fill a colour (none empty), the axis's tick labels round multiples of
    one step (1, 2 or 5 times a power of ten ns) and inside the picture, a legend; a row only for a
    task or interrupt with something drawn in it, unless all_rows"""
    root = ET.parse(path).getroot()
    width = float(root.get("width"))
    fills = [e.get("fill") for e in root.iter() if e.get("fill") is not None]
    check(all(f == "white" or re.fullmatch(r"#[0-9a-f]{6}", f) for f in fills), f"{what}: a fill that is not a colour: "
          f"{sorted(set(f for f in fills if f != 'white' and not re.fullmatch(r'#[0-9a-f]{6}', f)))}")
    check(not any(e.get("style") for e in root.iter()), f"{what}: a style attribute")
    ticks = [t for t in root.iter() if t.get("class") == "tick" and t.tag.endswith("text")]
    unit = next((t.text for t in root.iter() if t.get("class") == "unit"), None)
    check(unit in ("us", "ms"), f"{what}: the axis unit is {unit}")
    check(len(ticks) >= 2 or len(ticks) == 1, f"{what}: {len(ticks)} tick labels")
    values = [float(t.text) for t in ticks]
    if len(values) >= 2:
        step = round(values[1] - values[0], 6)
        check(len(values) <= 11, f"{what}: {len(values)} ticks")
        check(any(abs(step - m * 10 ** k) < 1e-9 for m in (1, 2, 5) for k in range(-3, 7)), f"{what}: tick step {step}")
        check(all(abs(v / step - round(v / step)) < 1e-6 for v in values), f"{what}: ticks not multiples of {step}: {values}")
        check(all(abs((b - a) - step) < 1e-6 for a, b in zip(values, values[1:])), f"{what}: ticks not evenly spaced")
    for t in ticks:
        half = 3.3 * len(t.text)
        x = float(t.get("x"))
        left, right = (x - 2 * half, x) if t.get("text-anchor") == "end" else (x - half, x + half)
        check(0 <= left and right <= width, f"{what}: tick label {t.text} at {x} leaves the picture (width {width})")
    check(any(e.get("class") == "legend" for e in root.iter()), f"{what}: no legend")
    if not all_rows:
        rows = {y: t.text for y, t in svg_rows(path).items()}
        used = set()
        for e in root.iter():
            if e.get("class") in ("run", "irq"):
                used.add(float(e.get("y")) - 3.0)
            elif e.get("class") == "delay":
                used.add(float(e.get("y")) - 2.0)
            elif e.get("class") == "missed":
                used.add(float(e.get("y")))
        empty = [name for y, name in rows.items() if not any(abs(y - u) < 0.01 for u in used)]
        check(not empty, f"{what}: rows with nothing drawn in them: {empty}")


def overrun_dump():
    folder = os.path.join(WORK, "overrun")
    info, words, units = make(folder, "overrun")
    dump = os.path.join(folder, "rtprof.dump")
    check(info["overrun"] > 0, "overrun scenario: no overrun")
    out = os.path.join(folder, "log.csv")
    check(run("csv", dump, out).returncode == 0, "overrun: csv")
    with open(out, newline="") as f:
        rows = list(csv.DictReader(f))
    check(any(r["type"] == "overrun" and str(info["overrun"]) in r["aux"] for r in rows), "overrun: no overrun row in the CSV")
    out = os.path.join(folder, "trace.json")
    check(run("json", dump, out).returncode == 0, "overrun: json")
    with open(out) as f:
        events = json.load(f)["traceEvents"]
    check(any(e["ph"] == "i" and e["name"] == "overrun" and e["args"]["lost_entries"] == info["overrun"] for e in events),
          "overrun: no overrun instant in the JSON")
    out = os.path.join(folder, "timeline.svg")
    check(run("svg", dump, out).returncode == 0, "overrun: svg")
    root = ET.parse(out).getroot()
    check(any(e.get("class") == "overrun" for e in root.iter()), "overrun: no overrun mark in the SVG")
    r = run("check", dump)
    check(r.returncode == 4 and "not comparable" in r.stdout, f"overrun: check: exit {r.returncode}: {r.stdout}")


def bad_dumps(dump):
    with open(dump, "rb") as f:
        good = f.read()
    big = good[8:12] == b"\x01\x02\x03\x04"
    end = ">" if big else "<"
    bits = struct.unpack(end + "I", good[20:24])[0]
    entry = 12 if bits == 32 else 16
    header = struct.unpack(end + "I", good[16:20])[0]
    count = struct.unpack(end + "I", good[172:176])[0]
    regions, at = [], header
    for i in range(count):
        k, n = struct.unpack(end + "II", good[176 + i * entry:176 + i * entry + 8])
        regions.append((k, n, at))
        at += n
    where = {k: a for k, n, a in regions}

    def put(data, offset, fmt, value):
        b = bytearray(data)
        struct.pack_into(end + fmt, b, offset, value)
        return bytes(b)

    cases = [("empty", b"")]
    for n in (1, 7, 8, 20, 100, 175, 176, header - 1, header, header + 1, len(good) - 1):
        cases.append((f"truncated to {n} bytes", good[:n]))
    cases += [
        ("wrong magic", b"RTPROFX\0" + good[8:]),
        ("byte-order mark", put(good, 8, "I", 0x04030201 ^ 0xFF)),
        ("version 3", put(good, 12, "I", 3)),
        ("header size", put(good, 16, "I", header + 4)),
        ("address width 16", put(good, 20, "I", 16)),
        ("hash not hex", good[:30] + b"Z" + good[31:]),
        ("task count 0", put(good, 124, "I", 0)),
        ("task count 256", put(good, 124, "I", 256)),
        ("counter width 8", put(good, 128, "I", 8)),
        ("log of 7 entries", put(good, 160, "I", 7)),
        ("log of 8192 entries", put(good, 160, "I", 8192)),
        ("17 regions", put(good, 172, "I", 17)),
        ("region size", put(good, 176 + 4, "I", regions[0][1] + 4)),
        ("hostile region size", put(good, 176 + 4, "I", 0xFFFFFFF0)),
        ("trailing byte", good + b"\0"),
        ("live pointer", put(good, where[2], "I", 0xDEADBEEF)),
        ("bool not 0 or 1", put(good, where[5], "B", 7)),
    ]
    if 8 in where:
        stop = struct.unpack(end + "I", good[164:168])[0]
        entries_n = struct.unpack(end + "I", good[160:164])[0]
        if stop:
            cases.append(("hostile sequence count", put(good, where[8], "I", 0xFFFFFFFF)))
        else:
            cases.append(("overrun of a ring never full", put(put(good, where[10], "B", 0), where[9], "I", 5)))
            cases.append(("sequence of a ring never full", put(put(good, where[10], "B", 0), where[8], "I", entries_n)))
        tasks = struct.unpack(end + "I", good[124:128])[0]
        if tasks < 255:
            # the second entry names task N: its word 0 with to id = N
            w0 = struct.unpack(end + "I", good[where[7] + 16:where[7] + 20])[0]
            cases.append(("entry naming a task out of range", put(good, where[7] + 16, "I", (w0 & ~0x100FF) | tasks)))
        # the second entry's word 2 a time (0) with its "word 2 is a time" bit clear: refused whether
        # it is a start (which always holds its release time) or any other entry (which then holds
        # 0x7FFFFFFF) (spec/cslog.md, format 2)
        w0 = struct.unpack(end + "I", good[where[7] + 16:where[7] + 20])[0]
        cases.append(("entry whose word 2 is not what its time bit says",
                      put(put(good, where[7] + 16, "I", w0 & ~0x80000), where[7] + 24, "I", 0)))
    if 6 in where:
        cases.append(("control character in a name", put(good, where[6], "B", 7)))

    folder = os.path.join(WORK, "bad")
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    for name, data in cases:
        path = os.path.join(folder, "case.dump")
        with open(path, "wb") as f:
            f.write(data)
        for cmd in ("csv", "json", "svg", "table"):
            out = os.path.join(folder, "out." + cmd)
            r = run(cmd, path, out) if cmd != "table" else run(cmd, path)
            lines = r.stderr.splitlines()
            ok = (r.returncode == 1 and len(lines) == 1 and lines[0].startswith(f"rtprof: {path}: offset ") and r.stdout == "")
            check(ok, f"bad dump ({name}), {cmd}: exit {r.returncode}, stderr {r.stderr!r}, stdout {r.stdout[:80]!r}")
            left = sorted(set(os.listdir(folder)) - {"case.dump"})
            check(not left, f"bad dump ({name}), {cmd}: left {left}")

    # usage and output errors
    check(run().returncode == 2, "no arguments: exit status")
    check(run("frobnicate", dump).returncode == 2, "unknown command: exit status")
    check(run("csv", dump).returncode == 2, "csv without an output: exit status")
    r = run("table", os.path.join(folder, "absent.dump"))
    check(r.returncode == 3 and len(r.stderr.splitlines()) == 1, f"missing dump: exit {r.returncode}, {r.stderr!r}")
    r = run("csv", dump, os.path.join(folder, "no", "such", "folder.csv"))
    check(r.returncode == 3 and len(r.stderr.splitlines()) == 1, f"unwritable output: exit {r.returncode}, {r.stderr!r}")
    check(not os.path.exists(os.path.join(folder, "no")), "unwritable output: something was created")


def main():
    dump = good_dump()
    overrun_dump()
    bad_dumps(dump)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
