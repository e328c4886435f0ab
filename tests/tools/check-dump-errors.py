#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""check-dump-errors.py: every refusal of the host tool's dump reader, line for line.

Usage: check-dump-errors.py RTPROF CORPUS WORK

From the committed dumps in CORPUS (tests/tools/corpus) it makes one bad dump per check the reader
makes (header, configuration values, region table, CPU-load regions, names, log, function profile) and runs
`RTPROF info` on it: exit status 1, nothing on stdout, and exactly one line on stderr,
"rtprof: DUMP: offset N: problem" (RTPROF-HOST-007). The offset is computed here from the layout of
spec/dump.md; the problem's wording is written out here, so that a change to the reader that changes
what a user reads fails this test. Some refusals are repeated with 32-bit addresses and in
big-endian order. Dumps the reader must accept (an unknown region kind, a live pointer of 0 before
rtprof_init or at the second bank, the arming mark, a dump re-encoded with 32-bit addresses) exit 0.
The function profile's regions are appended to a corpus dump here, from spec/dump.md's layout, and
`RTPROF gmon` is checked byte for byte against the gmon.out spec/profile.md lays out.
Prints one line per failure, then "N passed, N failed"; exit 1 on any failure."""
import os
import struct
import subprocess
import sys

RTPROF, CORPUS, WORK = sys.argv[1:4]
passed = failed = 0

K_BANKS, K_LIVE, K_WINDOW, K_RESULTS, K_INITIALISED, K_NAMES = 1, 2, 3, 4, 5, 6
K_LOG_RING, K_LOG_SEQUENCE, K_LOG_OVERRUN, K_LOG_FULL, K_LOG_ARMED = 7, 8, 9, 10, 11
CPU_MISSING = "a CPU-load region is missing (BANKS, LIVE, WINDOW and INITIALISED are required)"
LOG_MISSING = "a log region is missing (LOG_RING, LOG_SEQUENCE, LOG_OVERRUN, LOG_FULL and LOG_ARMED are required)"
RESULT_KIND = "result kind {} and rounding {} (allowed: int floor 0 0, int exact_sum 0 1, float 1 0)"


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}")


class Dump:
    """a dump as spec/dump.md lays it out: the header's fixed fields and the regions in table order"""

    def __init__(self, data):
        self.end = "<" if data[8:12] == b"\x04\x03\x02\x01" else ">"
        self.bits = self.u32(data, 20)
        self.fixed = bytearray(data[:176])
        entry = 12 if self.bits == 32 else 16
        at = self.u32(data, 16)
        self.regions = []
        for i in range(self.u32(data, 172)):
            e = 176 + i * entry
            kind, size = self.u32(data, e), self.u32(data, e + 4)
            addr = struct.unpack(self.end + ("I" if self.bits == 32 else "Q"), data[e + 8:e + entry])[0]
            self.regions.append([kind, size, addr, bytearray(data[at:at + size])])
            at += size

    def u32(self, data, offset):
        return struct.unpack(self.end + "I", data[offset:offset + 4])[0]

    def cfg(self, i):
        return self.u32(self.fixed, 124 + 4 * i)

    def entry_bytes(self):
        return 12 if self.bits == 32 else 16

    def header_bytes(self):
        return 176 + 16 * self.entry_bytes()

    def region(self, kind):
        return next(r for r in self.regions if r[0] == kind)

    def index(self, kind):
        return next(i for i, r in enumerate(self.regions) if r[0] == kind)

    def at(self, kind):
        """offset of a region's bytes in the file"""
        return self.header_bytes() + sum(r[1] for r in self.regions[:self.index(kind)])

    def table(self, i):
        """offset of region i's entry in the table"""
        return 176 + i * self.entry_bytes()

    def bytes(self):
        out = bytearray(self.fixed)
        struct.pack_into(self.end + "II", out, 16, self.header_bytes(), self.bits)
        struct.pack_into(self.end + "I", out, 172, len(self.regions))
        for kind, size, addr, _ in self.regions:
            out += struct.pack(self.end + "II" + ("I" if self.bits == 32 else "Q"), kind, size, addr)
        out += bytes(self.entry_bytes() * (16 - len(self.regions)))
        for r in self.regions:
            out += r[3]
        return bytes(out)

    def copy(self):
        d = Dump.__new__(Dump)
        d.end, d.bits, d.fixed = self.end, self.bits, bytearray(self.fixed)
        d.regions = [[k, n, a, bytearray(c)] for k, n, a, c in self.regions]
        return d


def put(data, offset, fmt, value, end="<"):
    b = bytearray(data)
    struct.pack_into(end + fmt, b, offset, value)
    return bytes(b)


def load(name):
    with open(os.path.join(CORPUS, name), "rb") as f:
        return f.read()


def held_slots(d):
    """the ring slots the reader holds, oldest first (spec/dump.md)"""
    n = d.cfg(9)
    seq = struct.unpack(d.end + "I", d.region(K_LOG_SEQUENCE)[3])[0]
    full = d.region(K_LOG_FULL)[3][0]
    if d.cfg(10) or not full:
        return list(range(seq))
    return [(seq + k) % n for k in range(n)]


def first_switch(d):
    """the held index, file offset and word 0 of the first held entry that is not the arming mark"""
    ring = d.at(K_LOG_RING)
    for k, slot in enumerate(held_slots(d)):
        base = ring + 16 * slot
        w0 = struct.unpack(d.end + "I", d.region(K_LOG_RING)[3][16 * slot:16 * slot + 4])[0]
        if (w0 & 0xFFFFFF) != 0x7FFFF:
            return k, base, w0
    raise AssertionError("no switch entry in the log")


def main():
    os.makedirs(WORK, exist_ok=True)
    path = os.path.join(WORK, "case.dump")

    def refused(name, data, offset, problem):
        with open(path, "wb") as f:
            f.write(data)
        r = subprocess.run([RTPROF, "info", path], capture_output=True, text=True)
        want = f"rtprof: {path}: offset {offset}: {problem}\n"
        check(r.returncode == 1 and r.stdout == "" and r.stderr == want,
              f"{name}: exit {r.returncode}, stderr {r.stderr!r}, expected {want!r}, stdout {r.stdout[:60]!r}")

    def accepted(name, data):
        with open(path, "wb") as f:
            f.write(data)
        r = subprocess.run([RTPROF, "info", path], capture_output=True, text=True)
        check(r.returncode == 0 and r.stderr == "", f"{name}: exit {r.returncode}, stderr {r.stderr!r}")
        return r.stdout

    stop = load("cl_n1_e16_stop_t16down.dump")             # float, 1 task, stop, not full
    stop_full = load("cl_n1_e16_stop_t16down-overrun.dump")  # stop, full
    ovw = load("cl_n4_e32_overwrite_t64down.dump")          # int exact_sum, 4 tasks, overwrite, never full
    ovw_full = load("cl_n4_e32_overwrite_t64down-overrun.dump")  # overwrite, full, overrun
    S, SF, O, OF = Dump(stop), Dump(stop_full), Dump(ovw), Dump(ovw_full)
    check(S.end == "<" and S.bits == 64 and O.cfg(2) == 0 and S.cfg(2) == 1 and S.cfg(10) == 1 and O.cfg(10) == 0,
          "the corpus dumps are not the ones this test was written for")
    check(S.bytes() == stop and O.bytes() == ovw, "the dump model does not re-encode the corpus byte for byte")
    hb = S.header_bytes()

    # ---- the header
    for n in (0, 1, 100, 175):
        refused(f"truncated to {n}", stop[:n], n, f"truncated: the header needs 176 bytes, the file has {n}")
    refused("truncated in the region table", stop[:hb - 1], hb - 1, f"truncated: the header needs {hb} bytes, the file has {hb - 1}")
    refused("magic", b"RTPROFX\0" + stop[8:], 0, 'not an rtprof dump (the magic is not "RTPROFD")')
    refused("byte-order mark", stop[:8] + b"\x01\x02\x03\x05" + stop[12:], 8, "unknown byte-order mark 0x01020305")
    refused("version", put(stop, 12, "I", 3), 12,
            "unknown format version 3, read little-endian as the byte-order mark says (this tool reads versions 1 and 2)")
    refused("big-endian mark on a little-endian file", stop[:8] + b"\x01\x02\x03\x04" + stop[12:], 8,
            "the byte-order mark says big-endian, but the format version reads 1 only little-endian")
    refused("address width", put(stop, 20, "I", 16), 20, "address width 16 bits (allowed: 32, 64)")
    refused("header size", put(stop, 16, "I", hb + 4), 16, f"header size {hb + 4} bytes, expected {hb} for 64-bit addresses")
    refused("header size of 32-bit addresses", put(stop, 20, "I", 32), 16, f"header size {hb} bytes, expected 368 for 32-bit addresses")
    refused("hash with a NUL", put(stop, 24 + 10, "B", 0), 24, "the configuration hash is not 64 hexadecimal digits")
    refused("hash empty", put(stop, 24, "B", 0), 24, "the configuration hash is not 64 hexadecimal digits")
    refused("hash upper case", put(stop, 24 + 6, "B", ord("A")), 30, "the configuration hash has the character 0x41")
    name_len = stop[88:124].index(0)
    refused("name empty", put(stop, 88, "B", 0), 88, "the configuration name is empty")
    refused("name with a dash", put(stop, 88 + 3, "B", ord("-")), 91, "the configuration name has the character 0x2d")
    refused("name not NUL-padded", put(stop, 88 + name_len + 2, "B", ord("x")), 88 + name_len + 2,
            "the configuration name is not NUL-padded")
    refused("name without a terminating NUL", stop[:88] + b"n" * 36 + stop[124:], 88 + 32,
            "the configuration name has 36 characters (at most 32, then NULs)")
    refused("name of 33 characters", stop[:88] + b"n" * 33 + bytes(3) + stop[124:], 88 + 32,
            "the configuration name has 33 characters (at most 32, then NULs)")
    refused("name starting with a digit", put(stop, 88, "B", ord("7")), 88, "the configuration name does not start with a letter")
    accepted("name of 32 characters", stop[:88] + b"n" * 32 + bytes(4) + stop[124:])

    # ---- the configuration values
    refused("task count 0", put(stop, 124, "I", 0), 124, "task count 0 (allowed: 1..255)")
    refused("task count 256", put(stop, 124, "I", 256), 124, "task count 256 (allowed: 1..255)")
    refused("counter width 8", put(stop, 128, "I", 8), 128, "counter width 8 bits (allowed: 16, 32, 64)")
    refused("float and exact_sum", put(stop, 136, "I", 1), 132, RESULT_KIND.format(1, 1))
    refused("result kind 2", put(stop, 132, "I", 2), 132, RESULT_KIND.format(2, 0))
    refused("rounding 2", put(ovw, 136, "I", 2), 132, RESULT_KIND.format(0, 2))
    refused("interval 3", put(stop, 140, "I", 3), 140, "interval source 3 (allowed: 0 tick, 1 timer, 2 user)")
    refused("timer width 8", put(stop, 144, "I", 8), 144, "timer width 8 bits (allowed: 16, 24, 32, 64 for a timer, else 0)")
    refused("timer width of a tick", put(stop, 140, "I", 0), 144, "timer width 16 bits (allowed: 16, 24, 32, 64 for a timer, else 0)")
    refused("timer direction", put(stop, 148, "I", 2), 148, "timer direction 2 (allowed: 0 up, 1 down)")
    refused("timer rate", put(stop, 152, "I", 0), 152, "timer rate 0 Hz (allowed: 1..4294967295)")
    refused("window 0", put(stop, 156, "I", 0), 156, "window 0 ms (allowed: 1..86400000)")
    refused("window of a day and 1 ms", put(stop, 156, "I", 86400001), 156, "window 86400001 ms (allowed: 1..86400000)")
    for n in (4, 12, 8192):
        refused(f"log of {n}", put(stop, 160, "I", n), 160, f"log of {n} entries (allowed: 0, or 2^3..2^12)")
    refused("log without a timer", put(put(stop, 140, "I", 2), 144, "I", 0), 160,
            "a log of 16 entries in a configuration without a timer")
    refused("full-log policy", put(stop, 164, "I", 2), 164, "full-log policy 2 (allowed: 0 overwrite, 1 stop)")

    # ---- the region table
    refused("17 regions", put(stop, 172, "I", 17), 172, "17 regions (allowed: at most 16)")
    last = len(S.regions) - 1
    end_of_last = S.at(S.regions[last][0])
    refused("truncated in a region", stop[:S.at(K_LOG_SEQUENCE) + 2], S.at(K_LOG_SEQUENCE),
            f"truncated: region {S.index(K_LOG_SEQUENCE)} (LOG_SEQUENCE) has 4 bytes, 2 are left")
    refused("truncated before the last region", stop[:-1], end_of_last,
            f"truncated: region {last} (LOG_ARMED) has 1 bytes, 0 are left")
    refused("truncated in the first region", stop[:hb + 5], hb,
            f"truncated: region 0 (BANKS) has {S.regions[0][1]} bytes, 5 are left")
    refused("hostile size of an unknown kind", put(put(stop, S.table(last), "I", 99), S.table(last) + 4, "I", 0xFFFFFFF0), end_of_last,
            f"truncated: region {last} (unknown kind) has 4294967280 bytes, 1 are left")
    refused("hostile size of kind 0", put(put(stop, S.table(last), "I", 0), S.table(last) + 4, "I", 0xFFFFFFF0), end_of_last,
            f"truncated: region {last} (?) has 4294967280 bytes, 1 are left")
    refused("repeated kind", put(stop, S.table(3), "I", K_LIVE), S.table(3), "region 3 repeats kind LIVE")
    bank_bytes = 2 * (S.cfg(0) + 1) * S.cfg(1) // 8
    refused("region size", put(stop, S.table(0) + 4, "I", bank_bytes + 4), S.table(0) + 4,
            f"region 0 (BANKS) has {bank_bytes + 4} bytes, expected {bank_bytes} for this configuration")
    unused = S.table(len(S.regions)) + 13
    refused("unused entry", put(stop, unused, "B", 1), unused, f"unused region entry {len(S.regions)} is not zero")
    refused("trailing bytes", stop + b"\0\0", len(stop), "2 bytes after the last region")

    # ---- the CPU-load regions
    for kind in (K_BANKS, K_LIVE, K_WINDOW, K_INITIALISED):
        d = S.copy()
        del d.regions[d.index(kind)]
        refused(f"no region of kind {kind}", d.bytes(), 172, CPU_MISSING)
    init = S.at(K_INITIALISED)
    refused("initialised 7", put(stop, init, "B", 7), init, "rtprof_initialised is 7, not a bool (0 or 1)")
    banks = S.region(K_BANKS)
    live = S.at(K_LIVE)
    refused("live pointer", put(stop, live, "Q", 0xDEADBEEF), live,
            f"the live-bank pointer 0xdeadbeef points at neither bank (0x{banks[2]:x}, 0x{banks[2] + banks[1] // 2:x})")
    refused("live pointer inside a bank", put(stop, live, "Q", banks[2] + 1), live,
            f"the live-bank pointer 0x{banks[2] + 1:x} points at neither bank (0x{banks[2]:x}, 0x{banks[2] + banks[1] // 2:x})")
    refused("live pointer 0 after rtprof_init", put(stop, live, "Q", 0), live,
            f"the live-bank pointer 0x0 points at neither bank (0x{banks[2]:x}, 0x{banks[2] + banks[1] // 2:x})")
    accepted("live pointer 0 before rtprof_init", put(put(stop, live, "Q", 0), init, "B", 0))
    accepted("live pointer at the second bank", put(stop, live, "Q", banks[2] + banks[1] // 2))
    w = S.at(K_WINDOW)
    for i, flag in enumerate(("saturated", "overlong", "unattributed", "empty")):
        refused(f"window's {flag} flag", put(stop, w + 9 + i, "B", 2), w + 9 + i, f"the window's {flag} flag is 2, not a bool (0 or 1)")
    refused("scale shift 33", put(stop, w + 8, "B", 33), w + 8, "scale shift 33 (allowed: 0..32)")
    refused("scale shift 33 and a bad flag", put(put(stop, w + 8, "B", 33), w + 12, "B", 9), w + 12,
            "the window's empty flag is 9, not a bool (0 or 1)")
    d = O.copy()
    del d.regions[d.index(K_RESULTS)]
    refused("int results missing", d.bytes(), 172, "the RESULTS region of an int configuration is missing")
    res = O.at(K_RESULTS)
    refused("result above 100 %", put(ovw, res + 4, "H", 10001), res + 4, "result of bucket 2 is 10001 hundredths (allowed: 0..10000)")
    refused("result 65535 of the unattributed bucket", put(ovw, res + 8, "H", 65535), res + 8,
            "result of bucket 4 is 65535 hundredths (allowed: 0..10000)")

    # ---- the names
    names = O.at(K_NAMES)
    name2 = names + 2 * 28
    refused("control character in a name", put(ovw, name2 + 1, "B", 7), name2 + 1, "the name of task 2 has the character 0x07")
    refused("DEL in a name", put(ovw, name2, "B", 0x7F), name2, "the name of task 2 has the character 0x7f")
    refused("28th byte of a name", put(ovw, name2 + 27, "B", ord("x")), name2 + 27, "the name of task 2 is not NUL-padded")
    n2 = ovw[name2:name2 + 28].index(0)
    refused("byte after a name's NUL", put(ovw, name2 + n2 + 1, "B", ord("x")), name2 + n2 + 1, "the name of task 2 is not NUL-padded")

    # ---- the log
    for kind in (K_LOG_RING, K_LOG_SEQUENCE, K_LOG_OVERRUN, K_LOG_FULL, K_LOG_ARMED):
        d = S.copy()
        del d.regions[d.index(kind)]
        refused(f"no log region of kind {kind}", d.bytes(), 172, LOG_MISSING)
    full, armed = S.at(K_LOG_FULL), S.at(K_LOG_ARMED)
    refused("full flag 3", put(stop, full, "B", 3), full, "the log's full flag is 3, not a bool (0 or 1)")
    refused("armed flag 2", put(stop, armed, "B", 2), armed, "the log's armed flag is 2, not a bool (0 or 1)")
    seq = S.at(K_LOG_SEQUENCE)
    refused("stop: sequence above the ring", put(stop, seq, "I", 17), seq, "sequence count 17 above the ring's 16 entries in stop mode")
    refused("stop: sequence 2^32 - 1", put(stop, seq, "I", 0xFFFFFFFF), seq,
            "sequence count 4294967295 above the ring's 16 entries in stop mode")
    refused("stop: full flag of a ring not full", put(stop, full, "B", 1), full, "full flag 1 with sequence count 15 of 16 entries")
    refused("stop: full ring without its flag", put(stop_full, SF.at(K_LOG_FULL), "B", 0), SF.at(K_LOG_FULL),
            "full flag 0 with sequence count 16 of 16 entries")
    oseq, oover = O.at(K_LOG_SEQUENCE), O.at(K_LOG_OVERRUN)
    refused("overwrite: sequence of a ring never full", put(ovw, oseq, "I", 32), oseq,
            "sequence count 32 of a ring of 32 entries that was never full")
    refused("overwrite: overrun of a ring never full", put(ovw, oover, "I", 5), oover, "overrun count 5 of a ring that was never full")
    # a full overwrite ring: overrun = sequence - 2^k modulo 2^32, or saturated
    fseq, fover = OF.at(K_LOG_SEQUENCE), OF.at(K_LOG_OVERRUN)
    n_of = OF.cfg(9)
    seq_of = struct.unpack("<I", ovw_full[fseq:fseq + 4])[0]
    check(struct.unpack("<I", ovw_full[fover:fover + 4])[0] == seq_of - n_of, "the full overwrite corpus dump's counts are not consistent")
    refused("overwrite, full: overrun one less than the entries lost", put(ovw_full, fover, "I", seq_of - n_of - 1), fover,
            f"overrun count {seq_of - n_of - 1} with sequence count {seq_of} of a full ring of {n_of} entries "
            f"(expected {seq_of - n_of}, or 4294967295 saturated)")
    refused("overwrite, full: overrun 0", put(ovw_full, fover, "I", 0), fover,
            f"overrun count 0 with sequence count {seq_of} of a full ring of {n_of} entries (expected {seq_of - n_of}, or 4294967295 saturated)")
    accepted("overwrite, full: overrun saturated", put(ovw_full, fover, "I", 0xFFFFFFFF))
    accepted("overwrite, full: sequence wrapped past 2^32", put(put(ovw_full, fseq, "I", 3), fover, "I", (3 - n_of) % 2**32))

    # the entries, in the ring's order: a never-full overwrite ring from slot 0, a full one from
    # slot sequence mod 2^k
    for label, data, d in (("overwrite", ovw, O), ("overwrite, full", ovw_full, OF), ("stop", stop, S)):
        k, base, w0 = first_switch(d)
        tasks = d.cfg(0)
        keep = w0 & ~0x7FFFF  # time and core bits
        task_start = keep | (0 << 18)
        other = keep | (1 << 18)
        refused(f"{label}: entry to task N", put(data, base, "I", task_start | (0 << 8) | tasks), base,
                f"log entry {k} names task {tasks}, the configuration has {tasks} tasks")
        refused(f"{label}: entry from task N", put(data, base, "I", other | (tasks << 8) | 0), base,
                f"log entry {k} names task {tasks}, the configuration has {tasks} tasks")
        refused(f"{label}: entry from 254 to 253", put(data, base, "I", other | (254 << 8) | 253), base,
                f"log entry {k} names task 254, the configuration has {tasks} tasks")
        refused(f"{label}: entry to interrupt 255", put(data, base, "I", other | (1 << 16) | (0 << 8) | 255), base,
                f"log entry {k} names interrupt 255 (allowed: 0..254)")
        refused(f"{label}: entry from interrupt 255", put(data, base, "I", other | (1 << 17) | (255 << 8) | 0), base,
                f"log entry {k} names interrupt 255 (allowed: 0..254)")
        refused(f"{label}: task start to an interrupt", put(data, base, "I", task_start | (1 << 16) | (0 << 8) | 3), base,
                f"log entry {k} is a task start to an interrupt")
        refused(f"{label}: task start to the scheduler", put(data, base, "I", task_start | (0 << 8) | 255), base,
                f"log entry {k} is a task start to the scheduler")
        accepted(f"{label}: the arming mark", put(data, base, "I", (w0 & 0xFF000000) | 0x7FFFF))
        # format 2 (version 2): word 2 is a time exactly when word 0's bit 19 says so, and a start
        # always holds its release time; a format 1 entry read as format 2 breaks one or the other
        v2 = put(data, 12, "I", 2)
        refused(f"{label}, version 2: a start without its time bit", put(put(v2, base, "I", task_start | 0), base + 8, "I", 0x7FFFFFFF),
                base, f"log entry {k} is a task start without its release time (format 2 sets bit 19)")
        refused(f"{label}, version 2: no time bit, word 2 not 0x7fffffff", put(put(v2, base, "I", other | 0), base + 8, "I", 5),
                base + 8, f"log entry {k} holds no time in word 2 but 0x00000005 (format 2 writes 0x7fffffff)")
        accepted(f"{label}: an other entry to the scheduler", put(data, base, "I", other | (0 << 8) | 255))

    # ---- dumps the reader accepts, and the same refusals in their encodings
    d = S.copy()
    d.regions.insert(2, [200, 5, 0x1234, bytearray(b"abcde")])
    check(accepted("an unknown kind", d.bytes()) == accepted("the dump", stop), "an unknown kind changes what info says")
    narrow = O.copy()
    narrow.bits = 32
    for r in narrow.regions:
        r[2] &= 0xFFFFFFFF
    lv = narrow.region(K_LIVE)
    lv[1], lv[3] = 4, bytearray(struct.pack("<I", struct.unpack("<Q", lv[3])[0] & 0xFFFFFFFF))
    got = accepted("32-bit addresses", narrow.bytes())
    check(got == accepted("the dump", ovw).replace("64-bit addresses", "32-bit addresses"), f"32-bit addresses: info says {got!r}")
    nb = narrow.bytes()
    refused("32-bit: header size", put(nb, 16, "I", 432), 16, "header size 432 bytes, expected 368 for 32-bit addresses")
    nlive = narrow.at(K_LIVE)
    nbanks = narrow.region(K_BANKS)
    refused("32-bit: live pointer", put(nb, nlive, "I", 0xFFFFFFFF), nlive,
            f"the live-bank pointer 0xffffffff points at neither bank (0x{nbanks[2]:x}, 0x{nbanks[2] + nbanks[1] // 2:x})")
    refused("32-bit: region size", put(nb, narrow.table(narrow.index(K_LIVE)) + 4, "I", 8), narrow.table(narrow.index(K_LIVE)) + 4,
            f"region {narrow.index(K_LIVE)} (LIVE) has 8 bytes, expected 4 for this configuration")
    big = bytearray(stop)
    for offset in list(range(8, 24, 4)) + list(range(124, 176, 4)):
        big[offset:offset + 4] = big[offset:offset + 4][::-1]
    big_dump = Dump(bytes(big))
    check(big_dump.end == ">", "the big-endian copy does not read as big-endian")
    refused("big-endian: version", put(bytes(big), 12, "I", 3, ">"), 12,
            "unknown format version 3, read big-endian as the byte-order mark says (this tool reads versions 1 and 2)")
    refused("little-endian mark on a big-endian file", bytes(big[:8]) + b"\x04\x03\x02\x01" + bytes(big[12:]), 8,
            "the byte-order mark says little-endian, but the format version reads 1 only big-endian")
    refused("big-endian: task count", put(bytes(big), 124, "I", 300, ">"), 124, "task count 300 (allowed: 1..255)")

    check_profile(S, refused, accepted)

    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


K_PROF, K_PROF_BINS16, K_PROF_BINS32, K_PROF_ARCS = 12, 13, 14, 15


def prof_state(low, span, live, shift, rate, outside, saturated, calls, lost, end="<"):
    """the PROF region of a 64-bit target (spec/dump.md): three addresses, six 32-bit words"""
    return bytearray(struct.pack(end + "QQQ6I", low, span, live, shift, rate, outside, saturated, calls, lost))


def arc_slots(arcs, slots, end="<"):
    """an arc table of a 64-bit target: from, self, count, 4 bytes of padding a slot"""
    out = bytearray()
    for i in range(slots):
        f, s, c = arcs[i] if i < len(arcs) else (0, 0, 0)
        out += struct.pack(end + "QQII", f, s, c, 0)
    return out


def with_profile(base, state, bins, arcs, bin_kind=K_PROF_BINS16):
    """base (a Dump) with the profile's regions appended, as the registry orders them"""
    d = base.copy()
    fmt = "<" + ("H" if bin_kind == K_PROF_BINS16 else "I") * len(bins)
    d.regions.append([K_PROF, len(state), 0x20001000, state])
    d.regions.append([bin_kind, struct.calcsize(fmt), 0x20002000, bytearray(struct.pack(fmt, *bins))])
    if arcs is not None:
        d.regions.append([K_PROF_ARCS, len(arcs), 0x20003000, arcs])
    return d


def check_profile(S, refused, accepted):
    """the function profile's regions (spec/profile.md): refusals, what info says, and rtprof gmon"""
    bins = [0, 3, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1]  # 7 in the histogram
    good_state = prof_state(0x1000, 32, 0, 1, 1000, 2, 1, 5, 1)
    good_arcs = arc_slots([(0x1011, 0x1021, 3), (0x1005, 0x1041, 1)], 8)
    G = with_profile(S, good_state, bins, good_arcs)
    g = G.bytes()
    out = accepted("profile", g)
    check("profile: 16 bins of 16 bits, 8 arc slots; off, range 0x1000..0x101f in 16 buckets of 2 bytes, 1000 Hz\n" in out and
          "samples: 10, 7 in the histogram, 2 outside the range, 1 at full bins (lost)\n" in out and
          "arcs: 5 calls, 2 arcs held, 1 calls lost (no slot)\n" in out and
          "accuracy: each share within +-37.04 percentage points (95 %, 7 samples)" in out and
          "warning: the run is too short" in out and "warning: 1 samples fell in full bins" in out and
          "warning: 1 calls found no arc slot" in out, f"profile: info says {out!r}")
    prof = G.at(K_PROF)
    live = prof + 16
    words = prof + 24

    d = G.copy()
    del d.regions[d.index(K_PROF_BINS16)]
    refused("profile without a histogram", d.bytes(), 176, "the function profile needs one histogram region (PROF_BINS16 or PROF_BINS32)")
    d = G.copy()
    d.regions.append([K_PROF_BINS32, 64, 0x20004000, bytearray(64)])
    refused("profile with two histograms", d.bytes(), 176, "the function profile needs one histogram region (PROF_BINS16 or PROF_BINS32)")
    d = G.copy()
    del d.regions[d.index(K_PROF)]
    refused("histogram without the profile", d.bytes(), 176, "a histogram or arc table without the function profile's state (PROF)")
    for kind, size, what in ((K_PROF_BINS16, 30, "bins (16..65536)"), (K_PROF_BINS16, 16, "bins (16..65536)"),
                             (K_PROF_BINS32, 48 * 4, "bins (16..65536)"), (K_PROF_ARCS, 24 * 8 + 1, "arc slots (8..16384)"),
                             (K_PROF_ARCS, 24 * 4, "arc slots (8..16384)")):
        d = G.copy()
        i = d.index(K_PROF_ARCS if kind == K_PROF_ARCS else K_PROF_BINS16)
        d.regions[i] = [kind, size, 0x20002000, bytearray(size)]
        name = {K_PROF_BINS16: "PROF_BINS16", K_PROF_BINS32: "PROF_BINS32", K_PROF_ARCS: "PROF_ARCS"}[kind]
        refused(f"{name} of {size} bytes", d.bytes(), d.table(i) + 4,
                f"region {i} ({name}) has {size} bytes, not a power-of-two count of {what}")
    state_bytes = 3 * 8 + 24
    i = G.index(K_PROF)
    refused("PROF region size", put(g, G.table(i) + 4, "I", state_bytes - 8), G.table(i) + 4,
            f"region {i} (PROF) has {state_bytes - 8} bytes, expected {state_bytes} for this configuration")
    out = accepted("profile on", put(g, live, "Q", 32))
    check("; on, range 0x1000..0x101f in 16 buckets" in out, f"profile on: info says {out!r}")
    refused("bound neither 0 nor the span", put(g, live, "Q", 16), live,
            "the profile's bound is 16 bytes, neither 0 (off) nor its span, 32")
    refused("odd low", put(g, prof, "Q", 0x1001), prof, "the profile's range starts at the odd address 0x1001")
    refused("no range, on", put(put(put(g, prof + 8, "Q", 0), words, "I", 0), live, "Q", 32), live,
            "the profile's bound is 32 bytes, neither 0 (off) nor its span, 0")
    refused("no range, a bucket", put(g, prof + 8, "Q", 0), prof + 8, "a profile without a range has a bucket (shift 1)")
    refused("shift 0", put(g, words, "I", 0), words, "bucket shift 0 (allowed: 1..31)")
    refused("shift 32", put(g, words, "I", 32), words, "bucket shift 32 (allowed: 1..31)")
    refused("span of a half bucket", put(g, prof + 8, "Q", 33), prof + 8,
            "a range of 33 bytes is not at most 16 whole buckets of 2 bytes")
    refused("span of 17 buckets", put(g, prof + 8, "Q", 34), prof + 8,
            "a range of 34 bytes is not at most 16 whole buckets of 2 bytes")
    refused("range past the address space", put(g, prof, "Q", 0xFFFFFFFFFFFFFFF0), prof,
            "the range 0xfffffffffffffff0 + 32 bytes ends past the address space")
    accepted("range to the end of the address space", put(g, prof, "Q", 0xFFFFFFFFFFFFFFE0))
    refused("rate 0", put(g, words + 4, "I", 0), words + 4, "a profile with a range has a sampling rate of 0 Hz")
    out = accepted("saturated outside count", put(g, words + 8, "I", 0xFFFFFFFF))
    check("samples: 4294967303 (at least: a count stopped at 2^32 - 1), 7 in the histogram, 4294967295 outside the range" in out,
          f"saturated outside count: info says {out!r}")
    refused("more arcs lost than calls", put(g, words + 20, "I", 6), words + 20, "6 arcs lost of only 5 calls")
    arcs = G.at(K_PROF_ARCS)
    refused("a free slot with an address", put(g, arcs + 24 * 5 + 8, "Q", 0x1041), arcs + 24 * 5, "free arc slot 5 holds an address")
    refused("an arc in two slots", put(put(put(g, arcs + 24 * 4, "Q", 0x1011), arcs + 24 * 4 + 8, "Q", 0x1021), arcs + 24 * 4 + 16, "I", 1),
            arcs + 24 * 4, "arc slot 4 repeats the arc 0x1011 -> 0x1021")

    # rtprof gmon: refused without a profile or without a range, one line and no file
    path = os.path.join(WORK, "gmon.dump")
    gmon = os.path.join(WORK, "gmon.out")

    def gmon_of(data):
        with open(path, "wb") as f:
            f.write(data)
        if os.path.exists(gmon):
            os.unlink(gmon)
        return subprocess.run([RTPROF, "gmon", path, gmon], capture_output=True, text=True)

    r = gmon_of(S.bytes())
    check(r.returncode == 1 and r.stderr == f"rtprof: {path}: offset 176: the configuration {S.fixed[88:124].rstrip(bytes(1)).decode()} "
          "has no function profile\n" and not os.path.exists(gmon), f"gmon without a profile: {r.returncode} {r.stderr!r}")
    r = gmon_of(put(put(g, prof + 8, "Q", 0), words, "I", 0))
    check(r.returncode == 1 and r.stderr == f"rtprof: {path}: offset {prof}: the function profile has no range "
          "(rtprof_prof_start has not run)\n" and not os.path.exists(gmon), f"gmon without a range: {r.returncode} {r.stderr!r}")

    # the gmon.out, field by field (formats: GNU gmon.out version 1), little-endian 64-bit; a 32-bit
    # bin of 140000 carried by three records of the same range
    wide = [0] * 16
    wide[2], wide[9] = 140000, 65535
    W = with_profile(S, prof_state(0x1000, 32, 32, 1, 250, 0, 0, 5, 1), wide, good_arcs, K_PROF_BINS32)
    r = gmon_of(W.bytes())
    check(r.returncode == 0 and r.stderr == "", f"gmon: {r.returncode} {r.stderr!r}")
    with open(gmon, "rb") as f:
        data = f.read()
    want = b"gmon" + struct.pack("<I", 1) + bytes(12)
    for k in range(3):
        want += b"\0" + struct.pack("<QQII", 0x1000, 0x1020, 16, 250) + b"seconds" + bytes(8) + b"s"
        want += b"".join(struct.pack("<H", min(65535, max(0, v - 65535 * k))) for v in wide)
    want += b"\1" + struct.pack("<QQI", 0x1011, 0x1021, 3) + b"\1" + struct.pack("<QQI", 0x1005, 0x1041, 1)
    check(data == want, f"gmon: the file is not the one spec/profile.md lays out ({len(data)} bytes, expected {len(want)})")


if __name__ == "__main__":
    main()
