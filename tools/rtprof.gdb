# SPDX-License-Identifier: Apache-2.0
# rtprof.gdb: gdb commands for rtprof (gdb-multiarch on Debian, or any gdb built with Python).
# Load with `source tools/rtprof.gdb` (installed as share/rtprof/tools/rtprof.gdb).
#
#   rtprof-dump FILE   write the dump of a halted target into FILE (spec/dump.md): the bytes of the
#                      generated constant rtprof_dump_header, then the bytes of each region its
#                      table lists, in order. No target code runs; decode it with `rtprof info FILE`.
#
# It needs the symbol rtprof_dump_header only (a symbol table; no debug information: the header
# describes itself). Before it writes anything it checks that
#   - a target is connected and halted (not running, not exited);
#   - the target's memory at rtprof_dump_header holds a dump header (magic "RTPROFD", a byte-order
#     mark, a region table that fits);
#   - the header is the loaded ELF's own: the same configuration hash, name and values as the
#     constant in the ELF file (a target running another build is refused).
# It says so when the target halted inside a function of the library (rtprof_*, but not a port's,
# an adapter's or the firmware's), where the counters or the log may be half-written: the dump is
# then not consistent. A refusal writes no file. Exit is by a gdb error, so a script stops there.

python
import os
import struct

import gdb

_RTPROF_MAGIC = b"RTPROFD" + bytes(1)
_RTPROF_FIXED = 176          # bytes of the header before its region table
_RTPROF_REGIONS_MAX = 16
_RTPROF_MAX_BYTES = 16 << 20  # no dump is larger (the host tool's limit)
# functions that are not the library's: ports, adapters, schedulers and the reference firmware
_RTPROF_NOT_LIBRARY = ("rtprof_port_", "rtprof_fw_", "rtprof_bm_", "rtprof_fr_", "rtprof_scm_", "rtprof_posix_")


def _rtprof_elf_bytes(path, address, size):
    """size bytes at address as the ELF file at path holds them, or None when no section of the file
    holds them (the header lives in memory only the target fills)"""
    with open(path, "rb") as f:
        ident = f.read(64)
        if ident[:4] != b"\x7fELF":
            return None
        wide = ident[4] == 2
        end = "<" if ident[5] == 1 else ">"
        if wide:
            shoff, = struct.unpack(end + "Q", ident[0x28:0x30])
            shentsize, shnum = struct.unpack(end + "HH", ident[0x3A:0x3E])
        else:
            shoff, = struct.unpack(end + "I", ident[0x20:0x24])
            shentsize, shnum = struct.unpack(end + "HH", ident[0x2E:0x32])
        for i in range(shnum):
            f.seek(shoff + i * shentsize)
            sh = f.read(shentsize)
            if wide:
                kind, = struct.unpack(end + "I", sh[4:8])
                addr, offset, length = struct.unpack(end + "QQQ", sh[0x10:0x28])
            else:
                kind, = struct.unpack(end + "I", sh[4:8])
                addr, offset, length = struct.unpack(end + "III", sh[0x0C:0x18])
            # SHT_PROGBITS: contents in the file
            if kind == 1 and addr <= address and address + size <= addr + length:
                f.seek(offset + (address - addr))
                return f.read(size)
    return None


def _rtprof_function_at(pc):
    """the name of the function the symbol table places pc in, or None"""
    try:
        text = gdb.execute(f"info symbol {pc:#x}", to_string=True)
    except gdb.error:
        return None
    if text.startswith("No symbol"):
        return None
    return text.split()[0]


class _RtprofDump(gdb.Command):
    """Write the rtprof dump of the halted target into FILE: rtprof-dump FILE
The target must be halted and run the loaded ELF (checked); nothing is written otherwise."""

    def __init__(self):
        super().__init__("rtprof-dump", gdb.COMMAND_DATA, gdb.COMPLETE_FILENAME)

    def invoke(self, argument, from_tty):
        args = gdb.string_to_argv(argument)
        if len(args) != 1:
            raise gdb.GdbError("usage: rtprof-dump FILE")
        try:
            self.dump(args[0])
        except gdb.GdbError:
            raise
        except gdb.error as e:
            # what gdb refuses on the way: a target that runs (it may say so only when read), ...
            text = str(e).splitlines()[0] if str(e) else type(e).__name__
            if "running" in text:
                raise gdb.GdbError("rtprof-dump: the target is running; halt it first (interrupt, or 'monitor halt'); "
                                   "nothing written")
            raise gdb.GdbError(f"rtprof-dump: {text}; nothing written")

    def dump(self, path):
        inferior = gdb.selected_inferior()
        threads = inferior.threads() if inferior is not None else ()
        if inferior is None or inferior.pid == 0 or not threads:
            raise gdb.GdbError("rtprof-dump: no target to read (not connected, or the program has exited); nothing written")
        if any(t.is_running() for t in threads):
            raise gdb.GdbError("rtprof-dump: the target is running; halt it first (interrupt, or 'monitor halt'); nothing written")
        try:
            address = int(gdb.parse_and_eval("(unsigned long long) &rtprof_dump_header"))
        except gdb.error:
            raise gdb.GdbError("rtprof-dump: the loaded file has no symbol rtprof_dump_header (a configuration without a "
                               "context-switch log, or the symbol was discarded); nothing written")
        try:
            fixed = bytes(inferior.read_memory(address, _RTPROF_FIXED))
        except gdb.MemoryError as e:
            raise gdb.GdbError(f"rtprof-dump: cannot read the target at rtprof_dump_header ({address:#x}): {e}; nothing written")
        if fixed[:8] != _RTPROF_MAGIC:
            raise gdb.GdbError(f"rtprof-dump: the target's memory at rtprof_dump_header ({address:#x}) is not a dump header "
                               f"(its magic is {fixed[:8]!r}): is the loaded ELF the one the target runs? nothing written")
        if fixed[8:12] == struct.pack("<I", 0x01020304):
            end = "<"
        elif fixed[8:12] == struct.pack(">I", 0x01020304):
            end = ">"
        else:
            raise gdb.GdbError(f"rtprof-dump: unknown byte-order mark {fixed[8:12].hex()} at {address + 8:#x}; nothing written")
        header_bytes, address_bits = struct.unpack(end + "II", fixed[16:24])
        count, = struct.unpack(end + "I", fixed[172:176])
        entry = {32: 12, 64: 16}.get(address_bits)
        if entry is None or header_bytes != _RTPROF_FIXED + _RTPROF_REGIONS_MAX * entry or count > _RTPROF_REGIONS_MAX:
            raise gdb.GdbError(f"rtprof-dump: the header at {address:#x} does not describe itself ({address_bits}-bit "
                               f"addresses, {header_bytes} header bytes, {count} regions); nothing written")
        program = gdb.current_progspace().filename
        in_file = _rtprof_elf_bytes(program, address, _RTPROF_FIXED) if program else None
        if in_file is not None and in_file[24:172] != fixed[24:172]:
            def said(h):
                name = h[88:124].split(bytes(1))[0].decode("ascii", "replace")
                return f"{name} (hash {h[24:88].decode('ascii', 'replace')})"
            raise gdb.GdbError(f"rtprof-dump: the target runs configuration {said(fixed)}, the loaded ELF {program} has "
                               f"{said(in_file)}: load the ELF the target runs; nothing written")
        header = bytes(inferior.read_memory(address, header_bytes))
        parts = [header]
        total = header_bytes
        for i in range(count):
            at = _RTPROF_FIXED + i * entry
            kind, size = struct.unpack(end + "II", header[at:at + 8])
            where, = struct.unpack(end + ("I" if entry == 12 else "Q"), header[at + 8:at + entry])
            total += size
            if total > _RTPROF_MAX_BYTES:
                raise gdb.GdbError(f"rtprof-dump: region {i} (kind {kind}) makes the dump larger than {_RTPROF_MAX_BYTES} "
                                   "bytes; nothing written")
            try:
                parts.append(bytes(inferior.read_memory(where, size)))
            except gdb.MemoryError as e:
                raise gdb.GdbError(f"rtprof-dump: cannot read region {i} (kind {kind}, {size} bytes at {where:#x}): {e}; "
                                   "nothing written")
        name = fixed[88:124].split(bytes(1))[0].decode("ascii", "replace")
        pc = int(gdb.parse_and_eval("(unsigned long long) $pc"))
        function = _rtprof_function_at(pc)
        try:
            with open(path, "wb") as f:
                for part in parts:
                    f.write(part)
        except OSError as e:
            if os.path.isfile(path):
                os.remove(path)
            raise gdb.GdbError(f"rtprof-dump: {path}: cannot write: {e.strerror}; nothing written")
        gdb.write(f"rtprof-dump: configuration {name}: a {header_bytes}-byte header and {count} regions ({total} bytes) "
                  f"written to {path}\n")
        if function is not None and function.startswith("rtprof_") and not function.startswith(_RTPROF_NOT_LIBRARY):
            gdb.write(f"rtprof-dump: warning: the target halted inside {function} ({pc:#x}): the counters or the log may be "
                      "half-written, so the dump is not consistent; halt it outside the library and dump again\n")


_RtprofDump()
end
