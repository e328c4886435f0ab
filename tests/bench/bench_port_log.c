/* SPDX-License-Identifier: Apache-2.0 */
/* bench_port_log.c: a port's switch code calling the log's inline switch, with the port's critical
 * section and timer read called, as a user's build has them. One inline hook from one place in its
 * file, as the README asks of a port (the hooks share their helpers). Built into every image;
 * measured in the log configurations with inline hooks, where bench.c's port function is the
 * CPU-load switch alone (rtprof_switch_inline): their difference is the log's share inline. */
#include <stdint.h>
#include "bench.h"

#ifdef BENCH_INLINE_HOOKS
#include "rtprof_inline.h"

#ifdef RTPROF_LOG_ENTRIES
void bench_port_log_switch(uint32_t task, uint32_t sp)
{
    (void)rtprof_log_switch_inline(task, sp);
}
#endif
#endif
