# SPDX-License-Identifier: Apache-2.0
# core/rtprof_dump.c.m4: template of <name>_rtprof_dump.c, the dump writer, generated with the dump
# (core/rtprof_dump.h.m4): a translation unit of its own, so that an image that never writes a dump
# needs no rtprof_dump_out.
m4_include([core/state.m4])
rtprof_begin(rtprof_file([rtprof_dump.c]), [the rtprof dump writer: the dump's header and regions handed to the application's rtprof_dump_out.])[

#include <stdint.h>
#include "]rtprof_file([rtprof.h])["
#include "]rtprof_file([rtprof_dump.h])["

/* RTPROF-DUMP-004: the header's bytes, then each region's bytes in the order of its table, each
 * range handed whole to rtprof_dump_out; the first status other than RTPROF_OK ends the dump. */
rtprof_status_t rtprof_dump_write(void *sink)
{
    rtprof_status_t status = RTPROF_E_INIT;

    if (rtprof_initialised)
    {
        uint32_t i;

        status = rtprof_dump_out(sink, &rtprof_dump_header, rtprof_dump_header.header_bytes);
        /*@ loop invariant range: 0 <= i <= rtprof_dump_header.region_count;
            loop assigns i, status;
            loop variant rtprof_dump_header.region_count - i; */
        for (i = 0u; (i < rtprof_dump_header.region_count) && (status == RTPROF_OK); i++)
        {
            status = rtprof_dump_out(sink, rtprof_dump_header.region[i].address, rtprof_dump_header.region[i].bytes);
        }
    }
    return status;
}
]m4_dnl
