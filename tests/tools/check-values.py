#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-values.py: values the host tool prints, from dumps made here out of the committed corpus.

Usage: check-values.py RTPROF CORPUS WORK

- `rtprof check`: each task row's Pr column is the task's id, the unattributed row's "--"
  (RTPROF-HOST-006).
- A missed deadline's margin in the CSV is floored toward minus infinity (spec/dump.md): word 2 of
  -257 units at 48 MHz is "-257" units and "-5.355" us; -48 units is "-1.000"; -1 unit "-0.001".
- Across a wrap of the 40-bit log time, the CSV's time_units and time_us are one time counted on
  from the first entry held: time_units increases by each entry's 40-bit difference, time_us is
  time_units in microseconds floored, and time_units mod 2^40 is the recorded time.
- The arming mark is the CSV's "mark" row, not an interrupt.
- `rtprof info` names the dump's format version; format 2 (spec/cslog.md) gives the outputs format 1 gives: every corpus dump re-encoded here into a
  version 2 dump (word 2 the release time, now - delay, or the deadline, now + margin, with word 0's
  bit 19; the core id one bit up) has the same CSV, JSON and SVG, byte for byte; so do the margins
  at the edges of format 1's range (0, 2^31 - 2, -1, -2^31).
- `rtprof table` of a dump with a function profile: the CPU-load table, a blank line, then the
  profile's summary `rtprof info` prints (spec/profile.md): its range, samples, arcs, the 95 % bound
  0.98 / sqrt(n) and the rule of thumb's 10 samples a byte, with the too-short warning only when one
  of them is not met; without a profile, the table alone (RTPROF-HOST-002, RTPROF-PROF-006).
The expected values are computed here from the words written into the dump and spec/dump.md.
Prints one line per failure, then "N passed, N failed"; exit 1 on any failure."""
import csv
import importlib.util
import math
import os
import struct
import subprocess
import sys

RTPROF, CORPUS, WORK = sys.argv[1:4]
HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("dump_errors", os.path.join(HERE, "check-dump-errors.py"))
errors = importlib.util.module_from_spec(spec)
# check-dump-errors.py reads its own arguments at import: give it ours (the same three)
saved, sys.argv = sys.argv, [sys.argv[0], RTPROF, CORPUS, WORK]
spec.loader.exec_module(errors)
sys.argv = saved
# the dump model and the tally of check-dump-errors.py (check counts into errors.passed, .failed)
Dump, held_slots, check = errors.Dump, errors.held_slots, errors.check
K_LOG_RING = errors.K_LOG_RING
MOD40 = 1 << 40


def run(args):
    return subprocess.run([RTPROF] + args, capture_output=True, text=True)


def write(d, name):
    path = os.path.join(WORK, name)
    with open(path, "wb") as f:
        f.write(d.bytes())
    return path


def words(d, slot):
    ring = d.region(K_LOG_RING)[3]
    return list(struct.unpack(d.end + "4I", ring[16 * slot:16 * slot + 16]))


def set_words(d, slot, w):
    struct.pack_into(d.end + "4I", d.region(K_LOG_RING)[3], 16 * slot, *w)


def set_cfg(d, i, value):
    struct.pack_into(d.end + "I", d.fixed, 124 + 4 * i, value)


def floor_us(units, hz):
    """units of the timer in microseconds with three decimals, floored (spec/dump.md)"""
    ns = (units * 10**9) // hz
    return f"-{(-ns) // 1000}.{(-ns) % 1000:03d}" if ns < 0 else f"{ns // 1000}.{ns % 1000:03d}"


def rows(path):
    """the CSV's entry rows, in the order held"""
    out = path + ".csv"
    r = run(["csv", path, out])
    check(r.returncode == 0, f"csv {path}: exit status {r.returncode}: {r.stderr.strip()}")
    if r.returncode != 0:
        return []
    with open(out, newline="") as f:
        return [row for row in csv.DictReader(f) if row["type"] != "overrun"]


def main():
    os.makedirs(WORK, exist_ok=True)
    base = Dump(open(os.path.join(CORPUS, "cl_n8_e8_overwrite_t32up.dump"), "rb").read())
    tasks = base.cfg(0)

    # check's Pr column
    r = run(["check", write(base, "check.dump")])
    lines = [l for l in r.stdout.splitlines() if "|" in l][1:]
    check(len(lines) >= tasks, f"check: {len(lines)} rows, expected at least {tasks}")
    for t, line in enumerate(lines[:tasks]):
        check(line.split("|")[0].strip() == str(t), f"check: row {t} has Pr '{line.split('|')[0].strip()}'")
    if len(lines) > tasks:
        check(lines[tasks].split("|")[0].strip() == "--", "check: the unattributed row's Pr is not '--'")

    # negative margins, floored, at 48 MHz
    slots = held_slots(base)
    targets = []
    for k, slot in enumerate(slots):
        w = words(base, slot)
        if (w[0] & 0xFFFFFF) != 0x7FFFF and not (w[0] >> 17) & 1:
            targets.append((k, slot))
    check(len(targets) >= 3, "not three task-level entries in the corpus dump")
    for margin in (-257, -48, -1):
        d = base.copy()
        set_cfg(d, 7, 48000000)
        k, slot = targets[0]
        w = words(d, slot)
        w[0] |= 1 << 18  # type 1: word 2 is a margin
        w[2] = margin & 0xFFFFFFFF
        set_words(d, slot, w)
        got = rows(write(d, "margin.dump"))[k:k + 1]
        check(len(got) == 1 and got[0]["word2"] == str(margin & 0xFFFFFFFF),
              f"margin {margin}: row {k} is not the entry with word 2 {margin & 0xFFFFFFFF}")
        if got:
            check(got[0]["delay_or_margin_units"] == str(margin), f"margin {margin}: units {got[0]['delay_or_margin_units']}")
            check(got[0]["delay_or_margin_us"] == floor_us(margin, 48000000),
                  f"margin {margin}: us {got[0]['delay_or_margin_us']}, expected {floor_us(margin, 48000000)}")
            check(got[0]["aux"] == "deadline missed", f"margin {margin}: aux '{got[0]['aux']}'")

    # the 40-bit wrap: entries 37 units apart from 2^40 - 100 on
    d = base.copy()
    hz = d.cfg(7)
    start = MOD40 - 100
    for k, slot in enumerate(slots):
        w = words(d, slot)
        t = (start + 37 * k) % MOD40
        w[0] = (w[0] & 0xFFFFFF) | ((t >> 32) << 24)
        w[1] = t & 0xFFFFFFFF
        set_words(d, slot, w)
    got = rows(write(d, "wrap.dump"))
    check(len(got) == len(slots), f"wrap: {len(got)} rows, expected {len(slots)}")
    wrapped = False
    for k, row in enumerate(got):
        units = int(row["time_units"])
        check(units == start + 37 * k, f"wrap: row {k} time_units {units}, expected {start + 37 * k}")
        check(row["time_us"] == floor_us(units, hz), f"wrap: row {k} time_us {row['time_us']}, expected {floor_us(units, hz)}")
        wrapped = wrapped or units >= MOD40
    check(wrapped, "wrap: no entry after the wrap")

    # the arming mark
    marks = [row for row in rows(write(base, "mark.dump")) if row["type"] == "mark"]
    check(len(marks) <= 1, f"mark: {len(marks)} mark rows")
    for row in marks:
        check(row["from_kind"] == "" and row["to_kind"] == "", f"mark: shown as {row['from_kind']} -> {row['to_kind']}")

    format2_same_outputs()
    table_with_profile()

    print(f"{errors.passed} passed, {errors.failed} failed")
    return 1 if errors.failed else 0


def to_format2(d):
    """d, a version 1 dump, as version 2: each held entry but the arming mark re-encoded (spec/cslog.md)"""
    v2 = d.copy()
    struct.pack_into(v2.end + "I", v2.fixed, 12, 2)
    for slot in held_slots(d):
        w = words(d, slot)
        if (w[0] & 0xFFFFFF) == 0x7FFFF:
            continue
        core = (w[0] >> 19) & 31
        w0 = (w[0] & 0xFF07FFFF) | ((core & 15) << 20)
        if not (w[0] >> 18) & 1:  # a first run: word 2 the release time
            w = [w0 | (1 << 19), w[1], (w[1] - w[2]) % (1 << 32), w[3]]
        elif w[2] != 0x7FFFFFFF:  # a margin: word 2 the deadline
            w = [w0 | (1 << 19), w[1], (w[1] + w[2]) % (1 << 32), w[3]]
        else:
            w = [w0, w[1], w[2], w[3]]
        set_words(v2, slot, w)
    return v2


def outputs(d, name):
    """the CSV, JSON and SVG of dump d, as bytes (None when a command failed)"""
    path = write(d, name + ".dump")
    got = []
    for cmd in ("csv", "json", "svg"):
        out = os.path.join(WORK, f"{name}.{cmd}")
        r = run([cmd, path, out])
        check(r.returncode == 0, f"{name}: {cmd} exit status {r.returncode}: {r.stderr.strip()}")
        got.append(open(out, "rb").read() if r.returncode == 0 else None)
    return got


def format2_same_outputs():
    """a format 1 dump and its format 2 re-encoding: the same CSV, JSON and SVG"""
    for name in sorted(os.listdir(CORPUS)):
        d = Dump(open(os.path.join(CORPUS, name), "rb").read())
        if d.u32(d.fixed, 12) != 1 or not any(r[0] == K_LOG_RING for r in d.regions):
            continue
        one, two = outputs(d, "v1-" + name), outputs(to_format2(d), "v2-" + name)
        for version, dump in ((1, d), (2, to_format2(d))):
            r = run(["info", write(dump, f"v{version}-info-{name}")])
            line = r.stdout.splitlines()[1] if r.returncode == 0 and len(r.stdout.splitlines()) > 1 else ""
            check(line.endswith(f", dump format {version}"), f"info of {name} as version {version}: '{line}'")
        for cmd, a, b in zip(("csv", "json", "svg"), one, two):
            check(a is not None and a == b, f"format 2 of {name}: its {cmd} differs from format 1's")
    # margins at the edges of format 1's range on one task-level entry
    base = Dump(open(os.path.join(CORPUS, "cl_n8_e8_overwrite_t32up.dump"), "rb").read())
    k, slot = next((k, s) for k, s in enumerate(held_slots(base))
                   if (words(base, s)[0] & 0xFFFFFF) != 0x7FFFF and not (words(base, s)[0] >> 17) & 1)
    for margin in (0, 0x7FFFFFFE, 0xFFFFFFFF, 0x80000000):
        d = base.copy()
        w = words(d, slot)
        w[0] |= 1 << 18
        w[2] = margin
        set_words(d, slot, w)
        one, two = outputs(d, f"v1-margin-{margin:x}"), outputs(to_format2(d), f"v2-margin-{margin:x}")
        check(one == two and None not in one, f"format 2 of a margin word 0x{margin:08x}: outputs differ from format 1's")


def load_table(d):
    """the CPU-load table an int configuration's dump d holds, as spec/dump.md lays out its regions and
    the target's formatter writes it (the stack slack, not in the dump, as '-')"""
    n, counter = d.cfg(0), d.cfg(1) // 8
    results = struct.unpack(d.end + f"{n + 1}H", d.region(errors.K_RESULTS)[3])
    total, _, saturated, overlong, unattributed, empty = struct.unpack(d.end + "QBBBBB", d.region(errors.K_WINDOW)[3][:13])
    banks = d.region(errors.K_BANKS)
    live = struct.unpack(d.end + "Q", d.region(errors.K_LIVE)[3])[0]
    closed = 1 - (live - banks[2]) // ((n + 1) * counter)
    fmt = {4: "I", 8: "Q"}[counter]
    unattributed_units = struct.unpack(d.end + fmt, banks[3][(closed * (n + 1) + n) * counter:(closed * (n + 1) + n + 1) * counter])[0]
    names = d.region(errors.K_NAMES)[3]
    rule = "----+---------+------------+" + "-" * 26 + "\n"
    out = " Pr |   CPU % |      Slack | Name\n" + rule
    for t in range(n):
        name = names[28 * t:28 * t + 28].rstrip(b"\0").decode() or "-"
        out += f"{t:3d} | {results[t] // 100:4d}.{results[t] % 100:02d} |          - | {name[:24]}\n"
    if unattributed_units or unattributed:
        out += f" -- | {results[n] // 100:4d}.{results[n] % 100:02d} |          - | (unattributed)\n"
    flags = "".join(f for f, on in ((" saturated", saturated), (" overlong", overlong), (" unattributed", unattributed),
                                    (" empty", empty)) if on)
    return out + rule + f"window {total} units{flags}\n"


def table_with_profile():
    """rtprof table of a dump with the function profile: the table, a blank line, the summary"""
    base = Dump(open(os.path.join(CORPUS, "cl_n4_e32_overwrite_t64down.dump"), "rb").read())  # int exact_sum, 4 tasks
    check(base.cfg(2) == 0 and base.bits == 64 and base.end == "<", "table: the corpus dump is not the one this test was written for")
    table = load_table(base)
    r = run(["table", write(base, "table.dump")])
    check(r.returncode == 0 and r.stdout == table, f"table without a profile: {r.stdout!r}, expected {table!r}")
    # (low, span, live, shift, rate, outside, saturated, calls, lost), the bins, the arcs
    cases = [
        # long enough: 997 samples in the histogram for 64 bytes, a bound of 3.10 points; nothing lost
        ((0x8000, 64, 0, 2, 10000, 3, 0, 40, 0), [100, 0, 250, 47, 0, 0, 0, 0, 300, 0, 0, 0, 0, 0, 200, 100],
         [(0x8011, 0x8021, 30), (0x8005, 0x8031, 10)]),
        # too short: 9 samples for 40 bytes; one at a full bin, an arc lost, still on
        ((0x2000, 40, 40, 1, 250, 2, 1, 9, 1), [0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
         [(0x2011, 0x2021, 8)]),
    ]
    for k, (state, bins, arcs) in enumerate(cases):
        low, span, live, shift, rate, outside, saturated, calls, lost = state
        on = live != 0
        slots = 8
        d = errors.with_profile(base, errors.prof_state(*state), bins, errors.arc_slots(arcs, slots))
        n = sum(bins[:span >> shift])
        samples = n + outside + saturated  # the host adds them up (spec/profile.md)
        bound = 98.0 / math.sqrt(n)
        summary = (f"profile: {len(bins)} bins of 16 bits, {slots} arc slots; {'on' if on else 'off'}, range 0x{low:x}..0x{low + span - 1:x} "
                   f"in {span >> shift} buckets of {1 << shift} bytes, {rate} Hz\n"
                   f"samples: {samples}, {n} in the histogram, {outside} outside the range, {saturated} at full bins (lost)\n"
                   f"arcs: {calls} calls, {len(arcs)} arcs held, {lost} calls lost (no slot)\n"
                   f"accuracy: each share within +-{bound:.2f} percentage points (95 %, {n} samples); "
                   f"{10 * span} samples for the rule of thumb's 5 % (10 x {span} bytes)\n")
        if bound > 5.0 or n < 10 * span:
            summary += "warning: the run is too short to trust the profile: sample longer or a smaller range\n"
        if saturated:
            summary += f"warning: {saturated} samples fell in full bins: their functions' shares are too low\n"
        if lost:
            summary += f"warning: {lost} calls found no arc slot: the call graph misses them (a larger RTPROF_PROF_ARCS_LOG2)\n"
        path = write(d, f"table-profile-{k}.dump")
        r = run(["table", path])
        check(r.returncode == 0 and r.stderr == "" and r.stdout == table + "\n" + summary,
              f"table with profile {k}: {r.stdout!r}, expected {table + chr(10) + summary!r} {r.stderr!r}")
        r = run(["info", path])
        check(r.returncode == 0 and r.stdout.endswith(summary), f"info with profile {k}: {r.stdout!r}, expected it to end with {summary!r}")


if __name__ == "__main__":
    sys.exit(main())
