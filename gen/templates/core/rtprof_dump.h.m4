# SPDX-License-Identifier: Apache-2.0
# core/rtprof_dump.h.m4: template of <name>_rtprof_dump.h, the dump's public API (spec/dump.md),
# generated when a module turned on gives the dump regions (gen/templates/modules, core-dump.m4).
m4_define([_rtprof_guard_name], rtprof_guard(rtprof_file([rtprof_dump.h])))
m4_include([core/state.m4])
rtprof_begin(rtprof_file([rtprof_dump.h]), [public API of the rtprof dump: its header, its task names and its writer.])[
#ifndef ]_rtprof_guard_name[
#define ]_rtprof_guard_name[

#include <stdint.h>
#include "rtprof_types.h"
#include "]rtprof_file([rtprof.h])["

/* The dump's header (spec/dump.md, RTPROF-DUMP-001): this configuration and where each region of
 * the library's state lives, for a debugger to write the dump from a halted target
 * (tools/rtprof.gdb) or for the firmware to write it itself (rtprof_dump_write). Keep it in the image
 * (reference it, or keep the symbol when the linker drops unused sections). */
extern const rtprof_dump_header_t rtprof_dump_header;

/* The application's sink of a dump (rtprof_dump_write): writes length bytes from bytes to the channel
 * sink names (a UART, flash, a file; sink is the pointer given to rtprof_dump_write, which the library
 * never reads) and returns RTPROF_OK, or any other status to end the dump. The application defines
 * it; it may take its time, and must not call the library (RTPROF-DUMP-004). */
/*@ assigns \nothing;
*/
rtprof_status_t rtprof_dump_out(void *sink, const void *bytes, uint32_t length);

/* Write the dump through rtprof_dump_out: the header's header_bytes bytes, then each region of its
 * table, in order, one call a range (RTPROF-DUMP-004). Returns RTPROF_OK when every call returned it,
 * else the first other status rtprof_dump_out returned (the dump is then cut short), or
 * RTPROF_E_INIT before rtprof_init (nothing written). Call from task context, with every module that
 * records stopped (disarmed): the hooks may run meanwhile, and the counters of a window in progress
 * move between the regions. */
/*@ requires state: rtprof_initialised != 0 ==> rtprof_ok;
    assigns \nothing;
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      ensures status: \result == RTPROF_E_INIT;
    behavior written:
      assumes rtprof_initialised != 0;
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_dump_write(void *sink);

/* Copy each task's name from rtprof_port_task_name into the dump's NAMES region: at most
 * RTPROF_DUMP_NAME_BYTES - 1 characters, a control character as '?', NUL-padded; a task without a
 * name gets an empty one (RTPROF-DUMP-002). Call from task context, once the names are known.
 * Returns RTPROF_OK, or RTPROF_E_INIT before rtprof_init (nothing copied). */
/*@ assigns rtprof_dump_names[0 .. RTPROF_PROCESS_COUNT - 1][0 .. RTPROF_DUMP_NAME_BYTES - 1];
    behavior not_initialised:
      assumes rtprof_initialised == 0;
      assigns \nothing;
      ensures status: \result == RTPROF_E_INIT;
    behavior captured:
      assumes rtprof_initialised != 0;
      ensures status: \result == RTPROF_OK;
    complete behaviors;
    disjoint behaviors;
*/
rtprof_status_t rtprof_dump_names_capture(void);

#endif /* ]_rtprof_guard_name[ */
]m4_dnl
