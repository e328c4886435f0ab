# SPDX-License-Identifier: Apache-2.0
# rtprof.gdb: gdb commands for rtprof (gdb-multiarch on Debian). Load with `source tools/rtprof.gdb`.
#
#   rtprof-dump FILE   write the dump of a halted target into FILE (spec/dump.md): the bytes of the
#                      generated constant rtprof_dump_header, then the bytes of each region its
#                      table lists, in order. No target code runs; decode it with `rtprof info FILE`.
#
# The image must keep rtprof_dump_header (it has a context-switch log and references the symbol, or
# links with it kept) and carry its symbols (an ELF with debug information or at least a symbol table).
define rtprof-dump
  if $argc != 1
    echo usage: rtprof-dump FILE\n
  else
    dump binary value $arg0 rtprof_dump_header
    set $rtprof_i = 0
    while $rtprof_i < rtprof_dump_header.region_count
      set $rtprof_at = (char *) rtprof_dump_header.region[$rtprof_i].address
      append binary memory $arg0 $rtprof_at ($rtprof_at + rtprof_dump_header.region[$rtprof_i].bytes)
      set $rtprof_i = $rtprof_i + 1
    end
    printf "rtprof-dump: a %u-byte header and %u regions written to ", rtprof_dump_header.header_bytes, rtprof_dump_header.region_count
    echo $arg0\n
  end
end
document rtprof-dump
Write the rtprof dump of the halted target into FILE: rtprof-dump FILE
end
